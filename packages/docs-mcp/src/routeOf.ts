import {ALL_VERSIONS} from '../../../src/versions/versions';

/**
 * A page named by a caller → its route in a version: `components/properties`, `/docs/v3/components/properties`,
 * `https://stenciljs.com/docs/next/components/properties.md#x` all give `components/properties`.
 */
export function routeOf(page: string, baseUrl: string): string {
  let route = page
    .trim()
    .replace(/^[a-z]+:\/\/[^/]+/i, '')
    .split(/[#?]/)[0];
  const base = baseUrl.replace(/\/$/, '');
  if (route === base || route.startsWith(`${base}/`)) route = route.slice(base.length);
  route = route.replace(/^\/+|\/+$/g, '').replace(/\.md$/, '');
  const first = route.split('/')[0];
  if (ALL_VERSIONS.some((version) => version.pathSegment && version.pathSegment === first)) route = route.split('/').slice(1).join('/');
  return route;
}
