/**
 * Server-renders one not-found page per docs version (issue 12, item 3): `build/404.html` for
 * the latest version (Docusaurus's own) and `build/<version>/404.html` for every other one.
 *
 * Why: a missing page under a version prefix is rendered by the docs plugin's own route tree
 * (DocsRoot → DocVersionRoot of that version → DocRoot, which finds no doc and renders
 * @theme/NotFound/Content, see src/theme/NotFound/Content). The HTML the server sends for such a
 * path must be that same tree or React's hydration fails (error #418) and the version in the
 * navbar flips. Docusaurus renders only `/docs/404.html` (the latest version's), so this plugin
 * adds the other versions' `404.html` paths to the pages it renders at build time.
 *
 * How: Docusaurus server-renders every leaf path of the route table, so the paths are leaves of
 * a parent route that never matches in the browser: it sits on the base URL like the docs
 * plugin's root route, with a lower priority, so the router always picks the docs route first
 * (core's sortRoutes orders equal parent paths by priority). Rendering `/docs/v3/404.html`
 * therefore goes through the docs plugin's routes exactly as `/docs/v3/anything-missing` does
 * in the browser. deploy/nginx.conf and scripts/lib/serveBuild.ts send these files with status
 * 404 (`notFoundPageFile()` says which one).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ALL_VERSIONS, docUrl, LATEST_VERSION, type DocsVersion} from '../../versions/versions';

/** The file name of every version's not-found page, as in Docusaurus's own `404.html`. */
export const NOT_FOUND_FILE = '404.html';

/** The versions that get a not-found page of their own: the latest uses Docusaurus's. */
export const VERSIONS_WITH_OWN_NOT_FOUND: DocsVersion[] = ALL_VERSIONS.filter((version) => version !== LATEST_VERSION);

/** The URL path this plugin server-renders a version's not-found page at. */
export function notFoundPagePath(version: DocsVersion): string {
  return docUrl(version, NOT_FOUND_FILE);
}

/**
 * The URL paths of the pages this plugin adds: not pages readers browse to, so indexes such as
 * llms.txt leave them out (it lists only docs and the home page: src/plugins/llmsTxt), as they
 * leave out Docusaurus's own 404.html.
 */
export const VERSION_NOT_FOUND_PATHS: string[] = VERSIONS_WITH_OWN_NOT_FOUND.map(notFoundPagePath);

/**
 * The not-found page (a path relative to the build folder) the server sends for a missing URL
 * path: the version's when the path is under a version prefix, else the latest version's.
 */
export function notFoundPageFile(pathname: string, baseUrl: string): string {
  const version = VERSIONS_WITH_OWN_NOT_FOUND.find((candidate) => pathname.startsWith(`${candidate.path}/`));
  return version ? notFoundPagePath(version).slice(baseUrl.length) : NOT_FOUND_FILE;
}

export default function versionNotFoundPlugin(context: LoadContext): Plugin {
  return {
    name: 'version-not-found-plugin',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: context.baseUrl,
        exact: false,
        // Below the docs plugin's root route on the same path: shadowed in the browser, while its
        // leaves are still server-rendered. Never rendered itself; the component is a safe default.
        priority: -1,
        component: '@theme/NotFound',
        routes: VERSION_NOT_FOUND_PATHS.map((path) => ({
          path,
          exact: true,
          component: '@theme/NotFound',
        })),
      });
    },
  };
}
