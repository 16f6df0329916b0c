/**
 * What the two servers of the build share (issue 12): deploy/nginx.conf in production and
 * scripts/serve.ts for `npm run serve` and the tests. The version-root redirects come from
 * src/versions/versions.ts, never from a hand-typed list; the CSP source lists come from the
 * build itself (its inline scripts) and from the opt-in switches that are on.
 *
 * Pure functions only: the plugin (./index.ts) and the Node server call them, and the tests
 * call them directly to render the nginx include for a build with a switch turned on.
 */
import {createHash} from 'node:crypto';
import {ALL_VERSIONS, BASE_URL, docUrl} from '../../versions/versions';

/**
 * The build folder the servers read and readers never see: nginx includes its config file,
 * both servers answer 404 under it. Docusaurus skips `_`-prefixed files when it makes routes, so
 * no page can ever live here.
 */
export const SERVER_CONFIG_DIR = '_server';
/** The file deploy/nginx.conf includes (relative to the build folder). */
export const NGINX_INCLUDE_FILE = `${SERVER_CONFIG_DIR}/nginx.conf`;

/** The doc a version opens on: SPEC §2, "each version's main doc is its introduction page". */
export const VERSION_ROOT_DOC = 'introduction';

/**
 * `/docs/next`, `/docs/v3`, `/docs/v4.37`… and the same with a trailing slash, each to that
 * version's introduction. The latest release lives at the base URL itself, which stays the
 * landing page, so it has no entry.
 */
export function versionRootRedirects(): Map<string, string> {
  const redirects = new Map<string, string>();
  for (const version of ALL_VERSIONS) {
    if (version.path === BASE_URL) continue;
    const target = docUrl(version, VERSION_ROOT_DOC);
    redirects.set(version.path, target);
    redirects.set(`${version.path}/`, target);
  }
  return redirects;
}

/**
 * Markdown for agents (issue 29). The twins (`<route>.md`, src/markdown/twinPath.ts) go out as
 * Markdown (RFC 7763), not as plain text, so a client can tell them from any other text file.
 */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/**
 * Content negotiation: a request whose Accept header lists `text/markdown` (any case, any
 * parameters, but not `q=0`) gets the page's twin at the page's own URL; every other request,
 * a browser's included, gets the HTML. A page without a twin (the search page) stays HTML and an
 * unknown URL stays 404. Deliberately not a full q-value comparison: a client that names
 * Markdown at all asks for it, and browsers never do. One pattern, valid in JavaScript and in
 * nginx's PCRE (case-insensitive in both), so the two servers cannot disagree.
 */
export const MARKDOWN_ACCEPT_PATTERN = String.raw`(?:^|,)\s*text/markdown\s*(?:,|;(?!\s*q\s*=\s*0(?:\.0*)?\s*(?:[,;]|\s*\z))|\s*\z)`;
const MARKDOWN_ACCEPT = new RegExp(MARKDOWN_ACCEPT_PATTERN.replace(/\\z/g, '$'), 'i');

export function acceptsMarkdown(accept: string | undefined): boolean {
  return accept !== undefined && MARKDOWN_ACCEPT.test(accept);
}

/** What a negotiated request tries first, appended to the page's path: `/docs/events` → `events.md`. */
export const MARKDOWN_SUFFIX = '.md';

/**
 * The answers that depend on Accept: pages and twins, by the file served. Both servers send
 * `Vary: Accept` with them so that a cache never hands a browser the twin or an agent the HTML.
 */
export const NEGOTIATED_FILE = /\.(?:html|md)$/;
export const NEGOTIATED_VARY = 'Accept';

/** The opt-in switches of docusaurus.config.ts as they ended up in the build. */
export interface OptInSwitches {
  /** GTM_CONTAINER_ID: the tag-manager plugin is loaded. */
  tagManager: boolean;
  /** ALGOLIA_*: the hosted search's application id. */
  hostedSearchAppId?: string;
  /** ICON_SCRIPT_URL (and any other `scripts` entry): script URLs on another origin. */
  externalScripts: string[];
}

export const NO_SWITCHES: OptInSwitches = {tagManager: false, externalScripts: []};

/** The loaded plugin name of @docusaurus/plugin-google-tag-manager. */
export const TAG_MANAGER_PLUGIN = 'docusaurus-plugin-google-tag-manager';

/** Reads the switches from the resolved site config and the names of the loaded plugins. */
export function switchesOf(
  siteConfig: {scripts?: (string | {src: string})[]; themeConfig?: Record<string, unknown>},
  pluginNames: string[],
): OptInSwitches {
  const algolia = siteConfig.themeConfig?.algolia as {appId?: string} | undefined;
  return {
    tagManager: pluginNames.includes(TAG_MANAGER_PLUGIN),
    hostedSearchAppId: algolia?.appId,
    externalScripts: (siteConfig.scripts ?? []).map((script) => (typeof script === 'string' ? script : script.src)).filter(isOtherOrigin),
  };
}

/** Extra sources per CSP directive, added after what deploy/nginx.conf allows for every build. */
export interface CspSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

/** Google's guide (developers.google.com/tag-platform/security/guides/csp): gtm.js, its pings, the noscript frame. */
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The hosts the DocSearch client (algoliasearch v5) queries: the read host first, then the
 * three retry hosts. Only reads: the search key cannot write.
 */
function hostedSearchOrigins(appId: string): string[] {
  return [`https://${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)];
}

/**
 * The CSP sources this build needs beyond deploy/nginx.conf's fixed policy: the hashes of its
 * inline scripts (Docusaurus's colour-mode bootstrap and base-URL banner; the tag manager's
 * snippet when it is on), then the hosts of the switches that are on, and nothing else. With
 * every switch off, only hashes: the default build contacts no host but its own.
 */
export function cspSources(switches: OptInSwitches, inlineScriptHashes: string[]): CspSources {
  const sources: CspSources = {script: inlineScriptHashes.map((hash) => `'${hash}'`), connect: [], img: [], frame: []};
  if (switches.tagManager) {
    sources.script.push(TAG_MANAGER_ORIGIN);
    sources.connect.push(TAG_MANAGER_ORIGIN);
    sources.img.push(TAG_MANAGER_ORIGIN);
    sources.frame.push(TAG_MANAGER_ORIGIN);
  }
  if (switches.hostedSearchAppId) {
    if (!/^[A-Za-z0-9]+$/.test(switches.hostedSearchAppId)) {
      throw new Error(`serving-rules-plugin: ALGOLIA_APP_ID "${switches.hostedSearchAppId}" is not an Algolia application id.`);
    }
    sources.connect.push(...hostedSearchOrigins(switches.hostedSearchAppId));
  }
  for (const url of switches.externalScripts) {
    // Icon loaders (e.g. Ionicons) fetch their SVGs from beside the script.
    const origin = foreignOrigin(url);
    if (!origin) continue;
    sources.script.push(origin);
    sources.connect.push(origin);
  }
  const unique = (list: string[]) => [...new Set(list)];
  const result = {script: unique(sources.script), connect: unique(sources.connect), img: unique(sources.img), frame: unique(sources.frame)};
  for (const source of Object.values(result).flat()) {
    // Each source lands inside a quoted nginx string and a header: no quote, space or `;`.
    if (!/^(?:'sha256-[A-Za-z0-9+/]+=*'|https?:\/\/[A-Za-z0-9.-]+(?::\d+)?)$/.test(source)) {
      throw new Error(`serving-rules-plugin: "${source}" is not a CSP source this plugin writes.`);
    }
  }
  return result;
}

const PLACEHOLDER_ORIGIN = 'https://same-origin.invalid';

/** The origin of an absolute (or protocol-relative) URL; undefined for a path on the site itself. */
export function foreignOrigin(url: string): string | undefined {
  const {origin} = new URL(url, PLACEHOLDER_ORIGIN);
  return origin === PLACEHOLDER_ORIGIN ? undefined : origin;
}

export function isOtherOrigin(url: string): boolean {
  return foreignOrigin(url) !== undefined;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const SCRIPT_SRC = /<script\b[^>]*?\bsrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

/** `sha256-…` of each non-empty inline script of a page, as CSP hashes them. */
export function inlineScriptHashes(html: string): string[] {
  return Array.from(html.matchAll(INLINE_SCRIPT), (match) => match[1])
    .filter(Boolean)
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
}

/** The `src` of each script element of a page. */
export function scriptSources(html: string): string[] {
  return Array.from(html.matchAll(SCRIPT_SRC), (match) => match[1] ?? match[2] ?? match[3]);
}

/** The CSP directives deploy/nginx.conf fills from the include, and their nginx variables. */
export const CSP_VARIABLES: Record<keyof CspSources, string> = {
  script: 'docs_csp_script_src',
  connect: 'docs_csp_connect_src',
  img: 'docs_csp_img_src',
  frame: 'docs_csp_frame_src',
};

/**
 * The http-level include for deploy/nginx.conf: the version-root map and, as constant maps,
 * the CSP source lists (each value starts with a space so an empty list leaves no gap).
 */
export function renderNginxInclude(redirects: Map<string, string>, sources: CspSources): string {
  const lines = [
    '# Generated after `docusaurus build` by src/plugins/servingRules: do not edit, rebuild.',
    '# deploy/nginx.conf includes it in its http block.',
    '',
    "# Version roots (src/versions/versions.ts), with or without a trailing slash: that version's introduction.",
    'map $uri $docs_version_root_target {',
    '  default "";',
    ...Array.from(redirects, ([from, to]) => `  "${from}" "${to}";`),
    '}',
    '',
    '# Content negotiation (issue 29, MARKDOWN_ACCEPT_PATTERN): an Accept that names text/markdown',
    "# tries the page's twin first (try_files in nginx.conf).",
    'map $http_accept $docs_markdown_suffix {',
    `  "~*${MARKDOWN_ACCEPT_PATTERN}" "${MARKDOWN_SUFFIX}";`,
    '  default "";',
    '}',
    '',
    "# CSP sources beyond nginx.conf's fixed policy: this build's inline-script hashes, then the",
    '# hosts of the opt-in switches that are on (none in the default build).',
    ...(Object.keys(CSP_VARIABLES) as (keyof CspSources)[]).map(
      (directive) => `map "" $${CSP_VARIABLES[directive]} { default "${sources[directive].map((source) => ` ${source}`).join('')}"; }`,
    ),
    '',
  ];
  return lines.join('\n');
}
