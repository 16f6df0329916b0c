import {ALL_VERSIONS} from '../../../src/versions/versions';
import {pageOfTwinFile} from '../../../src/markdown/syntax/twinPath';
import {VERSION_ROOT_DOC} from '../../../src/plugins/servingRules/rules';

/**
 * A page named by a caller → its route in a version: `components/properties`, `/docs/v3/components/properties`,
 * `https://stenciljs.com/docs/next/components/properties.md#x` all give `components/properties`. The site's
 * home (`/docs/`, its twin `/docs/index.md`) and a version's root (`/docs/v3/`) give the doc a version opens on.
 */
export function routeOf(page: string, baseUrl: string): string {
  let route = page
    .trim()
    .replace(/^[a-z]+:\/\/[^/]+/i, '')
    .split(/[#?]/)[0];
  const base = baseUrl.replace(/\/$/, '');
  if (route === base || route.startsWith(`${base}/`)) route = route.slice(base.length);
  route = pageOfTwinFile(route);
  const first = route.split('/')[0];
  if (ALL_VERSIONS.some((version) => version.pathSegment && version.pathSegment === first)) route = route.split('/').slice(1).join('/');
  return route || VERSION_ROOT_DOC;
}
