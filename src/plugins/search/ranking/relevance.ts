/**
 * How the offline search ranks a query of several words (issue 22): pure helpers used by
 * ../client/engine.ts, tested in tests/unit/searchQuery.test.ts. ../README.md walks through
 * the steps; every number is in ./constants.ts.
 *
 * Pagefind (the engine, see ../README.md) returns only the pages that have every word
 * of a query. A reader's question rarely uses the page's own words for all of them, and a pasted
 * error message carries the reader's own names, paths and numbers, so requiring every word found
 * nothing or something unrelated. Written here rather than taken from a library because it sits on
 * top of Pagefind's per-word results (its chunked index is what keeps the first search under
 * budget); no engine we could load offline under that budget ranks this way by itself
 * (../README.md, "Why Pagefind"). The steps:
 *
 * 1. queryWords: the query reduced to the words that say what it is about. Quoted names,
 *    file paths, URLs, custom-element tag names (`my-component`), identifiers the site never
 *    uses (`MyComponent`, `selectedLabel`), numbers of three digits or more and stack-trace
 *    lines are dropped, then common English words (STOP_WORDS), unless nothing else is left.
 *    searchedWords then replaces words the site never uses by their nearest site word (at
 *    CORRECTED_WEIGHT) and leaves out words the version searched lacks.
 * 2. Each word is searched on its own (Pagefind weights titles and headings in that score), and
 *    rankPages adds up a page's scores over the words it has, times the share of the query's
 *    weight it covers: pages with more of the words, and rarer words, come first.
 * 3. rerankCandidates: the best pages gain when their title has the query's words (titleShare)
 *    and, for longer queries, when they have the query's consecutive word pairs in the same order
 *    (phraseOverlap): a page quoting a pasted message goes first. Of the pages of messages that
 *    print no such message, only the best keeps its score (UNMATCHED_MESSAGES_PAGE_FACTOR).
 * 4. linkedSection: when the first page is a page of messages, the section whose links are
 *    brought up right after it (../client/engine.ts fetches them).
 */
import {
  CORRECTED_WEIGHT,
  ENTRY_MATCH_PAIRS,
  ENTRY_MATCH_SHARE,
  LINKED_SECTION_SHARE,
  MAX_QUERY_WORDS,
  PHRASE_BOOST,
  PHRASE_MIN_WORDS,
  STOP_WORDS,
  TITLE_BOOST,
  UNMATCHED_MESSAGES_PAGE_FACTOR,
} from './constants';
import {isInflectionOf, isSiteWord, isVersionWord, nearestWord, type Vocabulary} from './vocabulary';
import {normaliseMessage, partsOfText, patternRegExp} from '../../../diagnostics/pattern';

const stopWords = new Set(STOP_WORDS);

/** A word too common to search alone (the, is, how…). */
export const isStopWord = (word: string) => stopWords.has(word);

const QUOTED = /(["'`\u2018\u2019\u201c\u201d])([^"'`\u2018\u2019\u201c\u201d]{1,120})\1/g;
const URL_LIKE = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
/** A stack frame: `at fn (file.js:1:2)`, `at file.js:1:2`. */
const STACK_FRAME = /\bat\s+(?:[\w$.<>[\]]+\s+)?\(?[^\s()]*:\d+(?::\d+)?\)?/g;
/** A file path: a token with a slash or backslash that starts with . / ~ or ends in a file extension. */
const FILE_PATH = /(?:^|\s)(?:[.~]{0,2}[/\\]|[\w@.-]+[/\\])[^\s"'`]*/g;
/** A custom element's tag name: lower-case words joined by hyphens. */
const TAG_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;
/** An identifier in camelCase or PascalCase (a capital after a lower-case letter). */
const CAMEL_CASE = /^[A-Za-z]*[a-z][A-Z][A-Za-z]*$/;

const isPathToken = (token: string) => /^[.~]{0,2}[/\\]/.test(token) || (/[/\\]/.test(token) && /\.[a-z]{1,5}$/i.test(token));

/**
 * The words a query is about, lower-case, in order, without repeats (at most MAX_QUERY_WORDS).
 * `isKnown(word)` says whether the site uses a word; names the reader made up (quoted names, tag
 * names, camelCase identifiers) are kept only when the site uses them (`'puppeteer'`,
 * `"componentDidLoad()"`).
 */
export function queryWords(query: string, isKnown: (word: string) => boolean = () => true): string[] {
  const kept: string[] = [];
  const keepToken = (token: string, named: boolean) => {
    // A quoted or code-like token: the reader's own name unless the site uses it as a whole.
    if (TAG_NAME.test(token) && (named || !token.split('-').every(isKnown))) return;
    if (CAMEL_CASE.test(token) && !isKnown(token.toLowerCase())) return;
    for (const word of token.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
      // Line numbers, ports, timeouts (404, 30000ms) and single letters (minified names) go;
      // a short number stays ("stencil 3").
      if (/^\d{3,}[a-z]{0,2}$|^\d+[a-z]{1,2}$/.test(word) || (word.length < 2 && !/\d/.test(word))) continue;
      if (named && !isKnown(word)) continue;
      kept.push(word);
    }
  };
  const text = query
    .replace(URL_LIKE, ' ')
    .replace(STACK_FRAME, ' ')
    // Contractions first, so their apostrophes do not pair up as quotes: can't → can not.
    .replace(/\b(can|won)['\u2019]t\b/gi, (_, verb: string) => `${verb.toLowerCase() === 'won' ? 'will' : verb} not`)
    .replace(/\b(\w+)n['\u2019]t\b/gi, '$1 not')
    .replace(/\b(\w+)['\u2019](s|re|ve|ll|d|m)\b/gi, '$1');
  // Quoted parts first, in place: "selectedLabel" goes, 'puppeteer' stays.
  const parts: {text: string; named: boolean}[] = [];
  let last = 0;
  for (const match of text.matchAll(QUOTED)) {
    parts.push({text: text.slice(last, match.index), named: false}, {text: match[2], named: true});
    last = match.index + match[0].length;
  }
  parts.push({text: text.slice(last), named: false});
  for (const part of parts) {
    if (part.named && isPathToken(part.text.trim())) continue;
    const withoutPaths = part.text.replace(FILE_PATH, (token) => (isPathToken(token.trim()) ? ' ' : token));
    for (const token of withoutPaths.split(/[\s,;:()[\]{}<>=!?|]+/)) {
      const trimmed = token.replace(/^[^\p{L}\p{N}@]+|[^\p{L}\p{N}]+$/gu, '');
      if (trimmed) keepToken(trimmed, part.named);
    }
  }
  const distinct = [...new Set(kept)];
  const meaningful = distinct.filter((word) => !isStopWord(word));
  return (meaningful.length > 0 ? meaningful : distinct).slice(0, MAX_QUERY_WORDS);
}

/** One word's results: each page's score for that word (Pagefind's, titles and headings weighted). */
export interface WordResults {
  word: string;
  /** How much the word counts in the query (1, less for a corrected word). */
  weight: number;
  scores: Map<string, number>;
}

export interface RankedPage {
  id: string;
  score: number;
  /** The words of the query the page has. */
  words: string[];
  /** The id of the section the query quotes (a message's entry, entryMatch): the hit links there. */
  section?: string;
}

/**
 * The pages that have any word of the query, best first. A page's score is the sum of its
 * per-word scores (each times the word's weight and rarity), times the share of the query's
 * weighted rarity it covers: a page with every word beats one with a few, and a page with the
 * rare words beats one with the common ones. Rarity is the inverse document frequency of the
 * word among the `pageCount` pages searched.
 */
/** How much a word tells pages apart: its inverse document frequency among `pageCount` pages. */
const rarity = (word: WordResults, pageCount: number) => Math.log(1 + pageCount / Math.max(1, word.scores.size));

export function rankPages(results: WordResults[], pageCount: number): RankedPage[] {
  const searched = results.filter((word) => word.scores.size > 0);
  const totalWeight = searched.reduce((sum, word) => sum + word.weight * rarity(word, pageCount), 0);
  const pages = new Map<string, RankedPage & {covered: number; sum: number}>();
  for (const word of searched) {
    const wordWeight = word.weight * rarity(word, pageCount);
    for (const [id, score] of word.scores) {
      const page = pages.get(id) ?? {id, score: 0, words: [], covered: 0, sum: 0};
      page.covered += wordWeight;
      page.sum += word.weight * score;
      page.words.push(word.word);
      pages.set(id, page);
    }
  }
  return [...pages.values()]
    .map(({id, words, covered, sum}) => {
      const coverage = totalWeight > 0 ? covered / totalWeight : 0;
      return {id, words, score: sum * coverage * coverage};
    })
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The share (0–1) of the query's consecutive word pairs that `text` has in the same order, the
 * words taken as the engine reads them (lower-case runs of letters and digits). Used to put a
 * page that quotes a pasted message first; a placeholder where the reader's name was breaks one
 * pair, not the match.
 */
export function phraseOverlap(queryText: string, text: string): number {
  const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const queryPairs = new Set<string>();
  const q = words(queryText);
  // Pairs of two common words ("of the") are on every page: they say nothing.
  for (let i = 1; i < q.length; i += 1) if (!isStopWord(q[i - 1]) || !isStopWord(q[i])) queryPairs.add(`${q[i - 1]} ${q[i]}`);
  if (queryPairs.size === 0) return 0;
  const t = words(text);
  const found = new Set<string>();
  for (let i = 1; i < t.length; i += 1) {
    const pair = `${t[i - 1]} ${t[i]}`;
    if (queryPairs.has(pair)) found.add(pair);
  }
  return found.size / queryPairs.size;
}

const textWords = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The share (0–1) of the query's weighted rarity whose words the title has, as a word, the start
 * of one, or another form of one (`prerender` in "Prerender Config", `vitest` in "Vitest").
 */
export function titleShare(results: WordResults[], pageCount: number, title: string): number {
  return weightedShare(results, pageCount, hasFormOf(textWords(title)));
}

/**
 * The share (0–1) of the query's weighted rarity that the best one of `sections` has (each
 * word as a word, the start of one, or another form of one). A page of independent entries (a
 * message and its fix each) answers a query only as well as its best entry: words found in
 * different entries are chance on a page that long.
 */
export function bestSectionShare(results: WordResults[], pageCount: number, sections: string[]): number {
  return Math.max(0, ...sections.map((section) => weightedShare(results, pageCount, hasFormOf([...new Set(textWords(section))]))));
}

/** Whether `words` have a query word as a word, the start of one, or another form of one. */
const hasFormOf = (words: string[]) => (word: string) => words.some((t) => t.startsWith(word) || isInflectionOf(word, t));

/** The share (0–1) of the query's weighted rarity in the words that `has` (the searched words only). */
function weightedShare(results: WordResults[], pageCount: number, has: (word: string) => boolean): number {
  const searched = results.filter((word) => word.scores.size > 0);
  const total = searched.reduce((sum, word) => sum + word.weight * rarity(word, pageCount), 0);
  const found = searched.reduce((sum, word) => sum + (has(word.word) ? word.weight * rarity(word, pageCount) : 0), 0);
  return total > 0 ? found / total : 0;
}

/** Literal text a pair of words is read from: URLs, stack frames and file paths say nothing of the message. */
const messageText = (text: string) =>
  text
    .replace(URL_LIKE, ' ')
    .replace(STACK_FRAME, ' ')
    .replace(FILE_PATH, (token) => (isPathToken(token.trim()) ? ' ' : token));

/** The consecutive word pairs of `text`, pairs of two stop words left out. */
function wordPairs(text: string): Set<string> {
  const pairs = new Set<string>();
  const words = textWords(messageText(text));
  for (let i = 1; i < words.length; i += 1)
    if (!isStopWord(words[i - 1]) || !isStopWord(words[i])) pairs.add(`${words[i - 1]} ${words[i]}`);
  return pairs;
}

/** A quote of a message: how strongly the query holds one heading of a page of messages. */
export interface EntryMatch {
  /** The heading's index. */
  index: number;
  /** Quoted in the heading (the message itself), not only in the text under it (a header's entry shows its message there). */
  inHeading: boolean;
  /** The whole message is in the query, the reader's values in its `<name>` places. */
  whole: boolean;
  /** The heading's word pairs (within its literal text) that the query has. */
  pairs: number;
  /** …as a share of the heading's pairs. */
  share: number;
}

/**
 * The heading of a page of messages that a pasted text quotes, if one does (issue 38: a pasted
 * message finds its entry first). Each heading is a message, `<name>` where the compiler puts a
 * value: the query quotes it when it holds the whole message (its literal parts in order, any
 * text in the places, as the catalog matches it: src/diagnostics/pattern.ts), or
 * ENTRY_MATCH_SHARE of the heading's word pairs, or ENTRY_MATCH_PAIRS of them (a message cut
 * short by the query's length limit, or pasted with its file path and a code line). Pairs are
 * read within the heading's literal parts, so the reader's names break none. The strongest
 * quote wins: a whole message, then the most pairs, then the largest share.
 */
export function entryMatch(query: string, headings: string[], texts: string[] = []): EntryMatch | undefined {
  const normalised = normaliseMessage(messageText(query));
  const queryPairs = wordPairs(query);
  let best: EntryMatch | undefined;
  const consider = (match: EntryMatch) => {
    if (!best || strongerEntryMatch(match, best)) best = match;
  };
  headings.forEach((heading, index) => {
    // A placeholder is shown as code on the page (`<tagName>` in backticks): the same place. The
    // heading's link is a zero-width space in Pagefind's text of it.
    const parts = partsOfText(heading.replace(/\u200b/g, '').replace(/`(<[A-Za-z]+>)`/g, '$1'));
    const literal = parts.map((part) => ('text' in part ? part.text : ' ')).join('');
    const headingPairs = new Set(parts.flatMap((part) => ('text' in part ? [...wordPairs(part.text)] : [])));
    if (headingPairs.size === 0) return;
    const whole = (literal.match(/\p{L}/gu)?.length ?? 0) >= ENTRY_WHOLE_LETTERS && patternRegExp(parts).test(normalised);
    const pairs = [...headingPairs].filter((pair) => queryPairs.has(pair)).length;
    const share = pairs / headingPairs.size;
    if (whole || share >= ENTRY_MATCH_SHARE || pairs >= ENTRY_MATCH_PAIRS) consider({index, inHeading: true, whole, pairs, share});
  });
  // An entry headed by its header ("Missing package.json") shows its message just under it:
  // quoted there by ENTRY_MATCH_PAIRS pairs at least, it counts after every heading's quote.
  texts.forEach((text, index) => {
    const textPairs = wordPairs(text.split(/\s+/).slice(0, ENTRY_TEXT_WORDS).join(' '));
    const pairs = [...textPairs].filter((pair) => queryPairs.has(pair)).length;
    if (pairs >= ENTRY_MATCH_PAIRS) consider({index, inHeading: false, whole: false, pairs, share: pairs / textPairs.size});
  });
  return best;
}

/** The words under a heading read for its message: the heading and the message's code block, not the cause below them. */
const ENTRY_TEXT_WORDS = 40;

/** The least literal letters of a heading matched as a whole: a shorter one is found in any text. */
const ENTRY_WHOLE_LETTERS = 12;

/** Whether `a` quotes its heading more strongly than `b` does. */
export const strongerEntryMatch = (a: EntryMatch, b: EntryMatch) =>
  a.inHeading !== b.inHeading ? a.inHeading : a.whole !== b.whole ? a.whole : a.pairs !== b.pairs ? a.pairs > b.pairs : a.share > b.share;

export interface Candidate {
  page: RankedPage;
  title: string;
  /** The page's section headings. */
  headings: string[];
  /** Each heading's id (its anchor), in the order of `headings`: where a quoted entry's hit links. */
  headingIds?: (string | undefined)[];
  /** Each heading's section text, from the heading on, in the order of `headings` (a page of messages). */
  headingTexts?: string[];
  /** The text of each section of a sectioned page (its heading and what follows), else none. */
  sections: string[];
  content: string;
  /**
   * A page of sections that each stand for one thing (a message and its fix): it is compared
   * with the query as a phrase heading by heading, not as a whole, where a long list of messages
   * shares a pair of words with most queries by chance.
   */
  sectioned: boolean;
}

/**
 * The best pages re-ranked by what only their text shows: the query's words in the title
 * (titleShare) and, for queries of PHRASE_MIN_WORDS words or more, the query's word pairs in
 * order (phraseOverlap, squared: a few shared pairs are chance, most of them are the message).
 * (Crediting the query's words in any section heading too, as a share of a title's, helped one
 * half of the development set and hurt the other: left out.)
 */
export function rerankCandidates(candidates: Candidate[], query: string, results: WordResults[], pageCount: number): RankedPage[] {
  const comparePhrases = results.filter((word) => word.scores.size > 0).length >= PHRASE_MIN_WORDS;
  const ranked = candidates
    .map(({page, title, headings, headingIds, headingTexts, sections, content, sectioned}) => {
      // A sectioned page quotes the query in one heading or in none.
      const texts = sectioned ? headings : [content];
      const overlap = comparePhrases ? Math.max(0, ...texts.map((text) => phraseOverlap(query, text))) : 0;
      const nameShare = titleShare(results, pageCount, title);
      // rankPages weighed the page by the share of the query it has anywhere (squared); a
      // sectioned page is scaled by the share its best section has over that. Linear, not
      // squared: a pasted message's entry often lacks the generic words around it (Uncaught,
      // TypeError), and squared the dev set lost more on messages than it won on questions.
      const pageShare = weightedShare(results, pageCount, (word) => page.words.includes(word));
      const entryFactor =
        sectioned && sections.length > 0 && pageShare > 0 ? bestSectionShare(results, pageCount, sections) / pageShare : 1;
      const factor = (1 + TITLE_BOOST * nameShare) * (1 + PHRASE_BOOST * overlap * overlap) * entryFactor;
      const bestHeading = Math.max(0, ...headings.map((heading) => titleShare(results, pageCount, heading)));
      const entry = sectioned ? entryMatch(query, headings, headingTexts) : undefined;
      const section = entry ? headingIds?.[entry.index] : undefined;
      return {
        page: {...page, score: page.score * factor, ...(section ? {section} : {})},
        unmatched: sectioned && bestHeading < LINKED_SECTION_SHARE,
        entry,
      };
    })
    .sort(byScore)
    // Of the pages of messages that print no such message, only the best keeps its place.
    .map(({page, unmatched, entry}, index, all) => {
      const demoted = unmatched && all.findIndex((other) => other.unmatched) !== index;
      return {page: demoted ? {...page, score: page.score * UNMATCHED_MESSAGES_PAGE_FACTOR} : page, entry};
    });
  // A page whose entry the query quotes comes first (the strongest quote first): the reader
  // pasted that message. The others keep their order by score.
  return ranked
    .sort(
      (a, b) =>
        (a.entry && b.entry ? (strongerEntryMatch(a.entry, b.entry) ? -1 : strongerEntryMatch(b.entry, a.entry) ? 1 : 0) : 0) ||
        (a.entry ? 0 : 1) - (b.entry ? 0 : 1) ||
        byScore(a, b),
    )
    .map(({page}) => page);
}

const byScore = (a: {page: RankedPage}, b: {page: RankedPage}) =>
  b.page.score - a.page.score || (a.page.id < b.page.id ? -1 : a.page.id > b.page.id ? 1 : 0);

/** A word of the query as it is searched: the word typed, or the site word that replaces it. */
export interface SearchedWord {
  word: string;
  /** 1 for a word as typed, CORRECTED_WEIGHT for a replacement. */
  weight: number;
  /** Searched as typed. */
  typed: boolean;
}

/**
 * The words of `query` to search (queryWords), each word the site never uses replaced by its
 * nearest site word at CORRECTED_WEIGHT, or left out when it has none. A site word the version
 * at `versionIndex` (ALL_VERSIONS order; -1: every version) lacks is left out too: Pagefind would
 * cut it shorter and match unrelated pages (`underscore` as `under`).
 */
export function searchedWords(query: string, vocabulary: Vocabulary, versionIndex: number): SearchedWord[] {
  const isKnown = (word: string) => isSiteWord(word, vocabulary);
  const inScope = (word: string) => versionIndex < 0 || isVersionWord(word, vocabulary, versionIndex);
  const searched: SearchedWord[] = [];
  for (const word of queryWords(query, isKnown)) {
    const known = isKnown(word);
    const replacement = known ? word : nearestWord(word, vocabulary);
    if (replacement && inScope(replacement) && !searched.some((entry) => entry.word === replacement)) {
      searched.push({word: replacement, weight: known ? 1 : CORRECTED_WEIGHT, typed: known});
    }
  }
  return searched;
}

/**
 * Of a page of messages (`page`, its sections each linking the page about their topic, `links` by
 * heading id), the section whose links the search brings up right after the page: the one whose
 * heading holds the most of the query's weighted words (titleShare), if that is LINKED_SECTION_SHARE
 * or more. On such a page the heading is the message, while a long section of another entry can
 * hold more of a message's words; less than that share is a chance match of a few words. The
 * share counts only the words the page has: a pasted error carries the browser's or the runtime's
 * own words around the name that identifies it (`Uncaught (in promise)`, `can't access property`),
 * which no heading of the page can hold, and they say nothing about which of its sections is meant.
 */
export function linkedSection(
  page: string,
  sections: {id: string | undefined; heading: string}[],
  links: Map<string, string[]>,
  results: WordResults[],
  pageCount: number,
): string | undefined {
  const onPage = results.filter((word) => word.scores.has(page));
  let best: {share: number; id: string} | undefined;
  for (const {id, heading} of sections) {
    if (!id || !links.has(id)) continue;
    const share = titleShare(onPage, pageCount, heading);
    if (!best || share > best.share) best = {share, id};
  }
  return best && best.share >= LINKED_SECTION_SHARE ? best.id : undefined;
}
