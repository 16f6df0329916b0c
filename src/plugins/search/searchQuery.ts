/**
 * Pure helpers of the offline search (issue 6), shared by the build-time indexer
 * (./buildIndex.ts) and the browser (./client): where the bundle lives, the query limits, the
 * search page's URL parameters, the typo fallback, the offer of other versions' results, how
 * table cells are indexed and the safe reading of excerpts.
 *
 * Typo tolerance: Pagefind matches whole words and word prefixes ("hydrat" finds "hydrate")
 * but has no fuzzy matching: a word it cannot find, it cuts shorter until something matches
 * ("compnent" finds pages with "com…"). So when a word of the query is highlighted nowhere in
 * the results (they matched only a shortened form, or there are none), the site's vocabulary
 * (written at build time, one word a line, most frequent first) is fetched, each word the
 * site never uses is replaced by its nearest vocabulary word, and the search runs again. A query
 * of several words fetches the vocabulary up front (./client/engine.ts, ./relevance.ts): it tells
 * the reader's own names and typos from the site's words. A site word, a word starting with one
 * or another form of one (isInflectionOf) is never replaced.
 */
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

/**
 * The engine sees at most this many characters of a query: nobody types more, and a pasted
 * 5,000-character text must not make the browser look up thousands of words.
 */
export const MAX_QUERY_LENGTH = 200;
/** Words of the vocabulary are this long at least: a typo in a shorter word has too many fixes. */
export const MIN_WORD_LENGTH = 3;
/** …and at most this long (longer "words" are hashes and minified code). */
export const MAX_WORD_LENGTH = 32;
/** Typo correction gives up on queries with more words than this. */
const MAX_CORRECTED_TERMS = 8;

/** Shorter queries are not searched: one character matches nearly every page. */
export const MIN_QUERY_LENGTH = 2;

/** Collapses whitespace and cuts the query to MAX_QUERY_LENGTH (at a word end when it can). */
export function normalizeQuery(raw: string): string {
  const collapsed = raw.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= MAX_QUERY_LENGTH) return collapsed;
  const cut = collapsed.slice(0, MAX_QUERY_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > MAX_QUERY_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trim();
}

/** The lower-case words of a text: runs of letters and digits, as the vocabulary counts them. */
export function searchTerms(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function isVocabularyWord(word: string): boolean {
  return word.length >= MIN_WORD_LENGTH && word.length <= MAX_WORD_LENGTH && /\p{L}/u.test(word);
}

/**
 * The vocabulary file's text: the distinct words of the texts, most frequent first, one a line.
 * Given the texts of each version too (`textsByVersion`, in ALL_VERSIONS order), a word that not
 * every version has is followed by a space and the versions that have it, a bit set in base 36
 * (bit i: version i): Pagefind cuts a word its index lacks shorter until something matches, so
 * the engine must not search a version for a word only other versions use (isVersionWord).
 */
export function buildVocabulary(texts: Iterable<string>, textsByVersion: Iterable<string>[] = []): string {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of searchTerms(text)) {
      if (isVocabularyWord(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const versionsOf = new Map<string, number>();
  textsByVersion.forEach((versionTexts, i) => {
    for (const text of versionTexts) for (const word of searchTerms(text)) versionsOf.set(word, (versionsOf.get(word) ?? 0) | (1 << i));
  });
  const every = (1 << textsByVersion.length) - 1;
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .map(([word]) => {
      const versions = versionsOf.get(word) ?? every;
      return versions === every ? word : `${word} ${versions.toString(36)}`;
    })
    .join('\n');
}

export interface Vocabulary {
  /** Most frequent first. */
  words: string[];
  known: Set<string>;
  /** The words by their first four letters: the only ones a longer term can be a form or prefix of. */
  byStart: Map<string, string[]>;
  /** isSiteWord's answers so far (a pasted message asks about the same words several times). */
  siteWords: Map<string, boolean>;
  /** The versions (a bit set, ALL_VERSIONS order) of the words that not every version has. */
  versionsOf: Map<string, number>;
  /** isVersionWord's answers so far, by version index and term. */
  versionWords: Map<string, boolean>;
}

const STEM_START = 4;

export function parseVocabulary(text: string): Vocabulary {
  const words: string[] = [];
  const versionsOf = new Map<string, number>();
  for (const line of text.split('\n')) {
    const [word, versions] = line.split(' ');
    if (!word) continue;
    words.push(word);
    if (versions) versionsOf.set(word, parseInt(versions, 36));
  }
  const byStart = new Map<string, string[]>();
  for (const word of words) {
    const start = word.slice(0, STEM_START);
    const group = byStart.get(start);
    if (group) group.push(word);
    else byStart.set(start, [word]);
  }
  return {words, known: new Set(words), byStart, siteWords: new Map(), versionsOf, versionWords: new Map()};
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions,
 * substitutions and swaps of two neighbours), or `max + 1` as soon as it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows, reused: nearestWord compares a term with thousands of words per search.
  const size = b.length + 1;
  if (rowBuffers[0].length < size) rowBuffers = [new Int32Array(size * 2), new Int32Array(size * 2), new Int32Array(size * 2)];
  let [twoRowsUp, previousRow, row] = rowBuffers;
  for (let j = 0; j < size; j += 1) row[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    [twoRowsUp, previousRow, row] = [previousRow, row, twoRowsUp];
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, twoRowsUp[j - 2] + 1);
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
  }
  return row[b.length];
}
let rowBuffers = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** The vocabulary word nearest to `term` (distance ≤ 2, ≤ 1 for words of four letters or fewer). */
export function nearestWord(term: string, vocabulary: Vocabulary): string | undefined {
  const max = term.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = max + 1;
  // Words come most frequent first, so on equal distance the first one found wins.
  for (const word of vocabulary.words) {
    const distance = editDistance(term, word, bestDistance - 1);
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best;
}

function isCorrectable(term: string): boolean {
  return term.length >= MIN_WORD_LENGTH && /\p{L}/u.test(term);
}

/**
 * The distinct words of a query that typo correction may replace (long enough, not numbers),
 * or none for queries too long to correct.
 */
export function correctableTerms(query: string): string[] {
  const terms = searchTerms(query);
  if (terms.length > MAX_CORRECTED_TERMS) return [];
  return [...new Set(terms.filter(isCorrectable))];
}

/**
 * The terms that no highlighted word of the results begins with: the engine found them
 * nowhere, or only a shortened form of them.
 */
export function unmatchedTerms(terms: string[], highlighted: string[]): string[] {
  const words = highlighted.flatMap(searchTerms);
  return terms.filter((term) => !words.some((word) => word.startsWith(term)));
}

/** Word endings that make another form of the same word (the engine stems English words). */
// cspell:ignore ation ment ments
const INFLECTIONS = new Set(['', ...'e s es ed d ing ion ions ation er ers ly ment ments al able'.split(' ')]);

/**
 * Whether `term` and `word` are forms of one word: they differ only by an ending such as
 * -e, -s, -ed, -ing, -ion (`integrate`, `integration`; `returning`, `returns`), the stem being
 * four letters at least. The engine stems both alike, so such a term is no typo.
 */
export function isInflectionOf(term: string, word: string): boolean {
  let common = 0;
  while (common < term.length && common < word.length && term[common] === word[common]) common += 1;
  return common >= 4 && INFLECTIONS.has(term.slice(common)) && INFLECTIONS.has(word.slice(common));
}

/**
 * Whether the vocabulary has `term`, a word starting with it (the engine matches prefixes) or
 * another form of it (isInflectionOf), among the words `accepts`.
 */
function hasWordLike(term: string, vocabulary: Vocabulary, accepts: (word: string) => boolean): boolean {
  // A form of a word shares its first four letters (isInflectionOf), and so does a longer
  // word starting with a term of four letters or more: only those words are compared.
  const candidates = term.length >= STEM_START ? (vocabulary.byStart.get(term.slice(0, STEM_START)) ?? []) : vocabulary.words;
  return (
    (vocabulary.known.has(term) && accepts(term)) ||
    candidates.some((word) => (word.startsWith(term) || isInflectionOf(term, word)) && accepts(word))
  );
}

/** Whether the site uses `term` or a word like it (hasWordLike): such a word is never "corrected". */
export function isSiteWord(term: string, vocabulary: Vocabulary): boolean {
  let answer = vocabulary.siteWords.get(term);
  if (answer === undefined) {
    answer = hasWordLike(term, vocabulary, () => true);
    vocabulary.siteWords.set(term, answer);
  }
  return answer;
}

/**
 * Whether the version at `versionIndex` (ALL_VERSIONS order) uses `term` or a word like it:
 * isSiteWord within one version's words. A site word that this version lacks would be cut
 * shorter by Pagefind and match unrelated pages.
 */
export function isVersionWord(term: string, vocabulary: Vocabulary, versionIndex: number): boolean {
  const key = `${versionIndex} ${term}`;
  let answer = vocabulary.versionWords.get(key);
  if (answer === undefined) {
    answer = hasWordLike(term, vocabulary, (word) => ((vocabulary.versionsOf.get(word) ?? ~0) & (1 << versionIndex)) !== 0);
    vocabulary.versionWords.set(key, answer);
  }
  return answer;
}

/**
 * The query with each unknown word replaced by its nearest vocabulary word, or null when
 * nothing changes. A word is known when the site uses it or a word starting with it (the
 * engine matches prefixes); numbers and very short words are left alone.
 */
export function correctQuery(query: string, vocabulary: Vocabulary): string | null {
  const terms = searchTerms(query);
  if (terms.length === 0 || terms.length > MAX_CORRECTED_TERMS) return null;
  let changed = false;
  const corrected = terms.map((term) => {
    if (!isCorrectable(term) || isSiteWord(term, vocabulary)) return term;
    const replacement = nearestWord(term, vocabulary);
    if (!replacement) return term;
    changed = true;
    return replacement;
  });
  return changed ? corrected.join(' ') : null;
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
 * Fewer results than this in one version count as few: the reader may be in a version that
 * lacks the topic, so the results of the other versions are offered.
 */
export const FEW_RESULTS = 5;

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

/**
 * Keystrokes closer together than this are one burst: it is searched once, this long after its
 * last key. Each search loads the excerpts of its first results (a few KB each), so searching
 * every prefix of a word typed at speed ("co", "com", "comp"…) downloaded results nobody saw.
 * A keystroke after a pause, or the first query, is searched at once.
 */
export const TYPING_BURST_MS = 200;
