/** The compare state in the URL (issue 21): `?compare=<version>` on the page's own URL. */
export const COMPARE_PARAM = 'compare';

/** The page's URL with the compare state set to a version, or cleared (`null`); other query parameters kept. */
export function compareUrl(pathname: string, search: string, versionName: string | null): string {
  const params = new URLSearchParams(search);
  if (versionName) params.set(COMPARE_PARAM, versionName);
  else params.delete(COMPARE_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
