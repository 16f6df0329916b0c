/**
 * Pure helpers of the offline search (issue 6), shared by the build-time indexer
 * (./buildIndex.ts) and the browser (./client): where the bundle lives, the search page's URL
 * parameters, the offer of other versions' results, how table cells are indexed and the safe
 * reading of excerpts. How results are ranked, and the typo fallback, are in ./ranking (see
 * ./README.md); the numbers used here are in ./ranking/constants.ts.
 */
import {FEW_RESULTS, MAX_QUERY_LENGTH} from './ranking/constants';
import {ALL_VERSIONS, CURRENT_PATH, CURRENT_VERSION, versionByName, type DocsVersion} from '../../versions/versions';

/** The search page's route under the site's base URL (added by ./index.ts). */
export const SEARCH_PAGE_ROUTE = 'search';

/**
 * Where the search bundle lives under the site's base URL (written by ./buildIndex.ts): the
 * Pagefind client at its top, one folder per docs version (see searchIndexDir) holding that
 * version's index and the WebAssembly module the client loads next to an index, and the same
 * for the index of every version (ALL_VERSIONS_INDEX_DIR).
 */
export const SEARCH_BUNDLE_DIR = 'pagefind';
/** The Pagefind client, at the top of SEARCH_BUNDLE_DIR. */
export const SEARCH_CLIENT_FILE = 'pagefind.js';
/** The typo fallback's word list (every version's words), at the top of SEARCH_BUNDLE_DIR. */
export const SEARCH_VOCABULARY_FILE = 'vocabulary.txt';

/** The index of every version (for searches beyond one version), inside SEARCH_BUNDLE_DIR. */
export const ALL_VERSIONS_INDEX_DIR = 'all';

/** A version's index folder inside SEARCH_BUNDLE_DIR: its `version` parameter (`next`, `v3`, `v2`). */
export function searchIndexDir(version: DocsVersion): string {
  return versionParam(version);
}

/** Collapses whitespace and cuts the query to MAX_QUERY_LENGTH (at a word end when it can). */
export function normalizeQuery(raw: string): string {
  const collapsed = raw.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= MAX_QUERY_LENGTH) return collapsed;
  const cut = collapsed.slice(0, MAX_QUERY_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > MAX_QUERY_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trim();
}

/** A piece of an excerpt: plain text, and whether the engine marked it as a match. */
export interface ExcerptSegment {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * Splits an engine excerpt ("text with <mark>matches</mark>, &lt;escaped&gt;") into segments
 * rendered as React text: nothing from the index is ever parsed as HTML.
 */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  const parts = excerpt.replace(/\u200b/g, '').split(/(<mark>|<\/mark>)/);
  let marked = false;
  for (const part of parts) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part) {
      const text = decodeEntities(part);
      const last = segments.at(-1);
      if (last && last.marked === marked) last.text += text;
      else segments.push({text, marked});
    }
  }
  return segments;
}

/**
 * The HTML as the indexer should read it: a space before each table cell. The built pages have
 * nothing between one cell and the next (no whitespace, and the optional `</td>` and `</th>`
 * are left out), so the engine read a row as one run of text (the cells `eventName`, `string`
 * and `the property name` ran together) in its words and excerpts. Only what is indexed changes, not the served pages.
 */
export function separateTableCells(html: string): string {
  return html.replace(/<(t[dh])(?=[\s>/])/gi, ' <$1');
}

/** A result URL as the site routes it: `/docs/v2/cli.html#flags` → `/docs/v2/cli#flags`. */
export function cleanResultUrl(url: string): string {
  return url.replace(/(?:\/index)?\.html(?=$|[?#])/, '');
}

/** Which docs the search looks in: one version, or all of them. */
export type SearchScope = {kind: 'version'; version: DocsVersion} | {kind: 'all'};

/** The `version` query-string value meaning every version. */
export const ALL_VERSIONS_PARAM = 'all';

/** A version's `version` query-string value: its name, `next` for the unreleased docs. */
export function versionParam(version: DocsVersion): string {
  return version.name === CURRENT_VERSION ? CURRENT_PATH : version.name;
}

export function scopeParam(scope: SearchScope): string {
  return scope.kind === 'all' ? ALL_VERSIONS_PARAM : versionParam(scope.version);
}

/** The scope a `version` parameter names; an absent or unknown one means `fallback`. */
export function scopeFromParam(param: string | null, fallback: DocsVersion): SearchScope {
  if (param === ALL_VERSIONS_PARAM) return {kind: 'all'};
  const version = ALL_VERSIONS.find((v) => versionParam(v) === param) ?? (param ? versionByName(param) : undefined);
  return {kind: 'version', version: version ?? fallback};
}

/**
 * How many more results the other versions have, when they are worth offering: the scope is one
 * version with fewer than FEW_RESULTS results and the query has results elsewhere. Else null.
 */
export function otherVersionsOffer(scope: SearchScope, total: number, allVersionsTotal: number): number | null {
  if (scope.kind === 'all' || total >= FEW_RESULTS) return null;
  const others = allVersionsTotal - total;
  return others > 0 ? others : null;
}

/** The search page's state in its URL: `q` and `version`. */
export interface SearchParams {
  q: string;
  version: string | null;
}

export function readSearchParams(search: string): SearchParams {
  const params = new URLSearchParams(search);
  return {q: params.get('q') ?? '', version: params.get('version')};
}

/** `?q=…&version=…`, or '' when both are empty. */
export function writeSearchParams({q, version}: SearchParams): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (version) params.set('version', version);
  const text = params.toString();
  return text ? `?${text}` : '';
}
