/**
 * The one rule from a page's URL to its Markdown twin's (SPEC §1: every page has a `.md` twin):
 * `/docs/v4.37/events` → `/docs/v4.37/events.md`, the site's home `/docs/` → `/docs/index.md`,
 * an anchor kept after it (`/docs/a#b` → `/docs/a.md#b`). The llms plugin writes the files at
 * these paths, Copy page and Compare fetch them, the upgrade plans link to them.
 *
 * Imports nothing but the base URL: it is in the Copy page and Compare client code.
 */
import {BASE_URL} from '../versions/versions';

/** The twin of the site root (the home page, src/pages/index.tsx). */
export const HOME_TWIN_FILE = 'index.md';

/** A page's twin relative to the base URL (its file in the build folder): `/docs/v4.37/events` → `v4.37/events.md`. */
export function twinFile(permalink: string, baseUrl: string = BASE_URL): string {
  const base = baseUrl.replace(/\/$/, '');
  const path = permalink.split('#')[0];
  if (path !== base && !path.startsWith(`${base}/`)) throw new Error(`${permalink} is not under the base URL ${baseUrl}`);
  const route = path.slice(base.length).replace(/^\/+|\/+$/g, '');
  return route === '' ? HOME_TWIN_FILE : `${route}.md`;
}

/** A page's twin as a URL path, anchor kept: `/docs/v4.37/events#a` → `/docs/v4.37/events.md#a`. */
export function twinPath(permalink: string, baseUrl: string = BASE_URL): string {
  const hashAt = permalink.indexOf('#');
  const anchor = hashAt === -1 ? '' : permalink.slice(hashAt);
  return `${baseUrl.replace(/\/?$/, '/')}${twinFile(permalink, baseUrl)}${anchor}`;
}
