/**
 * The note to coding agents (issue 29) that every page carries, at the top of every twin and,
 * visually hidden, at the start of every page's HTML (both written by src/plugins/llmsTxt after
 * the build): where the page's Markdown is, where its version's llms index is, and where the
 * index of every version is. One wording for both. Agents look for it by a path ending in
 * `/llms.txt` (the afdocs `llms-txt-directive-*` checks), which is why the site-wide index is
 * named too.
 *
 * Why written into the built HTML and not rendered by React: as a component its words and code
 * cost about 440 bytes (gzip) of every doc page's first load, which /docs/properties could not
 * afford (tests/firstLoadBudget.test.ts). Before the React root, React never sees it, so
 * hydration is not affected. Visually hidden by an inline style (no stylesheet bytes either),
 * neither `display: none` nor `aria-hidden` (agents and their HTML-to-text steps skip those),
 * and its links out of the tab order, so keyboard focus never lands on something invisible.
 *
 * Also where the llms files' names are decided (the plugin writes them, the directive links them).
 */
import {BASE_URL, CURRENT_PATH, CURRENT_VERSION, type DocsVersion} from '../versions/versions';
import {twinPath} from './twinPath';

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';
/** The folder of the per-version files. */
export const PER_VERSION_FOLDER = 'llms';

/** A version's name in file names, as in its search index folder: `next`, `v4.38`, …, `v2`. */
export function versionFileName(version: DocsVersion): string {
  return version.name === CURRENT_VERSION ? CURRENT_PATH : version.name;
}

/** `llms/v3.txt`, or `llms/v3-full.txt` with `full`. */
export function perVersionFile(version: DocsVersion, full: boolean): string {
  return `${PER_VERSION_FOLDER}/${versionFileName(version)}${full ? '-full' : ''}.txt`;
}

/**
 * The same file again at the version's own prefix, `next/llms.txt` or `v3/llms-full.txt`, where an
 * agent that knows a version's URL looks first (issue 41 names `/docs/next/llms.txt`); undefined
 * for the latest release, whose prefix is the site root and whose `llms.txt` is the site index.
 */
export function versionPrefixFile(version: DocsVersion, full: boolean): string | undefined {
  return version.pathSegment ? `${version.pathSegment}/${full ? LLMS_FULL_FILE : LLMS_FILE}` : undefined;
}

/** The name of the directive's landmark in the page. */
const DIRECTIVE_LABEL = 'Note for AI agents';

/** The words before the links; afdocs's parity check knows this opening and leaves it out. */
export const DIRECTIVE_LEAD = 'For AI agents:';

export interface DirectivePart {
  /** Words before the link. */
  before: string;
  /** The link's target, a path under the base URL. */
  href: string;
}

/** The directive of the page at `permalink` in `version`: words and links, the links as paths. */
export function agentDirective(permalink: string, version: DocsVersion, baseUrl: string = BASE_URL): {parts: DirectivePart[]; end: string} {
  const base = baseUrl.replace(/\/?$/, '/');
  return {
    parts: [
      {before: 'this page as Markdown is', href: twinPath(permalink, baseUrl)},
      {before: `; the index of the ${version.label} docs (the version of this page) is`, href: `${base}${perVersionFile(version, false)}`},
      {before: ', and of every version', href: `${base}${LLMS_FILE}`},
    ],
    end: '.',
  };
}

const HIDDEN = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The directive as the HTML element written at the start of a page's body (links as paths). */
export function agentDirectiveHtml(permalink: string, version: DocsVersion, baseUrl: string = BASE_URL): string {
  const {parts, end} = agentDirective(permalink, version, baseUrl);
  const links = parts.map(({before, href}) => `${escapeHtml(before)} <a href="${escapeHtml(href)}" tabindex="-1">${escapeHtml(href)}</a>`);
  // A labelled landmark of its own: page content outside landmarks fails axe's `region` rule.
  return `<aside data-agent-directive="" aria-label="${DIRECTIVE_LABEL}" style="${HIDDEN}"><p>${escapeHtml(DIRECTIVE_LEAD)} ${links.join('')}${escapeHtml(end)}</p></aside>`;
}

/** A built page with the directive right after its `<body>` tag, before the React root. */
export function withAgentDirectiveHtml(html: string, directive: string): string {
  const body = /<body\b[^>]*>/.exec(html);
  if (!body) throw new Error('a built page without <body>');
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}${directive}${html.slice(at)}`;
}

/** The directive as a Markdown quote for the top of a twin, links absolute on `origin`. */
export function agentDirectiveMarkdown(permalink: string, version: DocsVersion, origin: string, baseUrl: string = BASE_URL): string {
  const {parts, end} = agentDirective(permalink, version, baseUrl);
  const links = parts.map(({before, href}) => `${before} <${origin}${href}>`).join('');
  return `> ${DIRECTIVE_LEAD} ${links}${end}`;
}

/**
 * A twin without its directive quote: for readers that are already past discovery (the docs MCP
 * server hands out pages and searches them; the note's links to llms files are noise there).
 */
export function withoutAgentDirectiveMarkdown(markdown: string): string {
  return markdown.replace(new RegExp(`^> ${DIRECTIVE_LEAD} .*\\n\\n?`, 'm'), '');
}
