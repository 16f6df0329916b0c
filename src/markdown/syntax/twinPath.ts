/**
 * The twin rule in both directions (SPEC §1: every page has a `.md` twin), for any base URL:
 * a page's URL → its twin's, `/docs/v4.37/events` → `/docs/v4.37/events.md`, the site's home
 * `/docs/` → `/docs/index.md`, an anchor kept after it (`/docs/a#b` → `/docs/a.md#b`); and a
 * twin back to its page, the home twin to the home (`/docs/index.md` → `/docs/`, route `''`),
 * never to a page named "index". Also what a Markdown source file is called (`.md`, `.mdx`).
 *
 * src/markdown/twinPath.ts binds it to the site's base URL.
 */

/** What a page's path gets to name its twin. */
export const TWIN_SUFFIX = '.md';
/** The twin of the site root (the home page, src/pages/index.tsx). */
export const HOME_TWIN_FILE = `index${TWIN_SUFFIX}`;

const MARKDOWN_FILE = /\.mdx?$/;

/** Whether a file name is a Markdown or MDX source (`a.md`, `a.mdx`). */
export function isMarkdownFile(name: string): boolean {
  return MARKDOWN_FILE.test(name);
}

/** A source file's path without its `.md`/`.mdx` extension: the doc id Docusaurus gives it (`components/events.md` → `components/events`). */
export function withoutMarkdownExtension(file: string): string {
  return file.replace(MARKDOWN_FILE, '');
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** A page's twin relative to the base URL (its file in the build folder): `/docs/v4.37/events` → `v4.37/events.md`. */
export function twinFile(permalink: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  const path = permalink.split('#')[0];
  if (path !== base && !path.startsWith(`${base}/`)) throw new Error(`${permalink} is not under the base URL ${baseUrl}`);
  const route = trimSlashes(path.slice(base.length));
  return route === '' ? HOME_TWIN_FILE : `${route}${TWIN_SUFFIX}`;
}

/** A page's twin as a URL path, anchor kept: `/docs/v4.37/events#a` → `/docs/v4.37/events.md#a`. */
export function twinPath(permalink: string, baseUrl: string): string {
  const hashAt = permalink.indexOf('#');
  const anchor = hashAt === -1 ? '' : permalink.slice(hashAt);
  return `${baseUrl.replace(/\/?$/, '/')}${twinFile(permalink, baseUrl)}${anchor}`;
}

/**
 * A path relative to the base URL, twin or page, as the page's: `v4.37/events.md` → `v4.37/events`,
 * the home twin `index.md` → `''` (the site root); a path without the suffix stays as it is.
 */
export function pageOfTwinFile(file: string): string {
  const path = trimSlashes(file);
  if (path === HOME_TWIN_FILE) return '';
  return path.endsWith(TWIN_SUFFIX) ? path.slice(0, -TWIN_SUFFIX.length) : path;
}

/** A twin's URL path back to its page's, anchor kept: `/docs/v4.37/events.md#a` → `/docs/v4.37/events#a`, `/docs/index.md` → `/docs/`. */
export function pageOfTwin(twinUrl: string, baseUrl: string): string {
  const hashAt = twinUrl.indexOf('#');
  const anchor = hashAt === -1 ? '' : twinUrl.slice(hashAt);
  const path = hashAt === -1 ? twinUrl : twinUrl.slice(0, hashAt);
  const base = baseUrl.replace(/\/?$/, '/');
  if (!path.startsWith(base)) return twinUrl;
  const page = pageOfTwinFile(path.slice(base.length));
  return `${page === '' ? base : `${base}${page}`}${anchor}`;
}
