import {versionByPublicName, type DocsVersion} from '../../../src/versions/versions';
import {pageOfTwinFile} from '../../../src/markdown/syntax/twinPath';
import {VERSION_ROOT_DOC} from '../../../src/plugins/servingRules/rules';

/**
 * A page named by a caller → its route in a version: `components/properties`, `/docs/v3/components/properties`,
 * `https://stenciljs.com/docs/next/components/properties.md#x` all give `components/properties`. The site's
 * home (`/docs/`, its twin `/docs/index.md`) and a version's root (`/docs/v3/`) give the doc a version opens on.
 */
export function routeOf(page: string, baseUrl: string): string {
  return located(page, baseUrl).route;
}

/**
 * The docs version a page's URL or path names (`/docs/v3/config` → v3, `next/config` → Next);
 * undefined for one that names none (`/docs/config`, `config`): the latest release's URL is also
 * the plain route, so it says nothing about the version the caller wants.
 */
export function versionInPage(page: string, baseUrl: string): DocsVersion | undefined {
  return located(page, baseUrl).version;
}

function located(page: string, baseUrl: string): {route: string; version?: DocsVersion} {
  let route = page
    .trim()
    .replace(/^[a-z]+:\/\/[^/]+/i, '')
    .split(/[#?]/)[0];
  const base = baseUrl.replace(/\/$/, '');
  if (route === base || route.startsWith(`${base}/`)) route = route.slice(base.length);
  route = pageOfTwinFile(route);
  const first = route.split('/')[0];
  // The site's segment (`next`, `v3`); the latest release, served without one, by its name too (`v4.38/config`).
  const version = first === '' ? undefined : versionByPublicName(first);
  if (version) route = route.split('/').slice(1).join('/');
  return {route: route || VERSION_ROOT_DOC, version};
}
