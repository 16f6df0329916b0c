/**
 * Search over one docs version's pages, ranked by the site's own ranking
 * (src/plugins/search/ranking): `searchedWords` picks and corrects the query's words against the
 * vocabulary, `rankPages` and `rerankCandidates` order the pages and `linkedSection` brings up the
 * pages a matched message links to, as the browser search does.
 *
 * The only part of our own is what Pagefind does in the browser: each word's score on each page
 * (BM25 over the page's words, a title and a heading word counting more, another form of a word
 * (the ranking's isInflectionOf) counting as the word, and a word matching as a prefix too, as
 * Pagefind matches prefixes). Pagefind's index is made to be fetched in chunks by a
 * browser, so the server indexes the Markdown twins it ships instead, in memory, on first use.
 */
import {plainWords} from '../../../src/markdown/syntax/inline';
import {EXCERPT_WORDS, MIN_STEM_LENGTH, RERANKED_CANDIDATES} from '../../../src/plugins/search/ranking/constants';
import {
  linkedSection,
  rankPages,
  rerankCandidates,
  searchedWords,
  type Candidate,
  type RankedPage,
  type WordResults,
} from '../../../src/plugins/search/ranking/relevance';
import {isInflectionOf, searchTerms, type Vocabulary} from '../../../src/plugins/search/ranking/vocabulary';
import type {PageRecord} from './data';

/**
 * BM25's usual constants; a title word counts as 5 words of text, a heading word as 2. On the
 * search's dev set (../shared/search-dev-queries.json) the figures do not move between 3/2 and
 * 10/5: the saturation of BM25 caps what a repeated word adds.
 */
const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 5;
const HEADING_WEIGHT = 2;
/** A word found only as the start of a longer one counts this much of a whole-word match. */
const PREFIX_WEIGHT = 0.5;

interface IndexedPage {
  page: PageRecord;
  /** Each term's weighted count on the page. */
  terms: Map<string, number>;
  length: number;
}

export interface VersionIndex {
  pages: IndexedPage[];
  /** Every term, sorted: a word's prefix matches are one binary search away. */
  sortedTerms: string[];
  averageLength: number;
}

export function indexPages(pages: PageRecord[]): VersionIndex {
  const all = new Set<string>();
  const indexed = pages.map((page) => {
    const terms = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const term of searchTerms(text)) {
        terms.set(term, (terms.get(term) ?? 0) + weight);
        all.add(term);
      }
    };
    add(page.title, TITLE_WEIGHT);
    for (const section of page.sections) add(section.heading, HEADING_WEIGHT);
    add(page.markdown, 1);
    return {page, terms, length: [...terms.values()].reduce((sum, count) => sum + count, 0)};
  });
  const averageLength = indexed.reduce((sum, page) => sum + page.length, 0) / Math.max(1, indexed.length);
  return {pages: indexed, sortedTerms: [...all].sort(), averageLength};
}

/** The terms that start with `word` (itself included). */
function termsStartingWith(index: VersionIndex, word: string): string[] {
  let low = 0;
  let high = index.sortedTerms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (index.sortedTerms[middle] < word) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let i = low; i < index.sortedTerms.length && index.sortedTerms[i].startsWith(word); i += 1) found.push(index.sortedTerms[i]);
  return found;
}

/**
 * How much a term of a page counts for a query word: fully as the word or another form of it
 * (`events` for `event`, as Pagefind stems them), PREFIX_WEIGHT as a longer word it starts.
 */
function termWeight(word: string, term: string): number {
  if (term === word || isInflectionOf(word, term)) return 1;
  return term.startsWith(word) ? PREFIX_WEIGHT : 0;
}

/** One word's BM25 score on each page that has it (as a word, another form of it, or a prefix). */
function wordScores(index: VersionIndex, word: string): Map<string, number> {
  // Another form of a word shares its first MIN_STEM_LENGTH letters (isInflectionOf).
  const candidates = termsStartingWith(index, word.slice(0, MIN_STEM_LENGTH));
  const matches = candidates.map((term) => ({term, weight: termWeight(word, term)})).filter((match) => match.weight > 0);
  const scores = new Map<string, number>();
  for (const {page, terms, length} of index.pages) {
    let count = 0;
    for (const {term, weight} of matches) count += (terms.get(term) ?? 0) * weight;
    if (count === 0) continue;
    const norm = K1 * (1 - B + (B * length) / index.averageLength);
    scores.set(page.route, (count * (K1 + 1)) / (count + norm));
  }
  return scores;
}

export interface SearchHit {
  page: PageRecord;
  /** The section with the most of the query's words, if not the page's top. */
  section?: {anchor: string; heading: string};
  excerpt: string;
  score: number;
}

/** Sections' text: from each heading to the next (the text before the first heading is the page's top). */
function sectionTexts(page: PageRecord): {anchor?: string; heading: string; text: string}[] {
  const starts = [{anchor: undefined as string | undefined, heading: page.title, start: 0}, ...page.sections];
  return starts.map((section, i) => ({
    anchor: section.anchor,
    heading: section.heading,
    text: page.markdown.slice(section.start, starts[i + 1]?.start ?? page.markdown.length),
  }));
}

/** The `EXCERPT_WORDS` words of `text` with the most of the query's words (the site's excerpts show the best match too). */
function excerptOf(text: string, words: string[]): string {
  const plain = plainWords(text);
  const found = plain.map((token) => words.findIndex((word) => token.toLowerCase().includes(word)));
  let start = 0;
  let best = -1;
  for (let at = 0; at < Math.max(1, plain.length - EXCERPT_WORDS + 1); at += 1) {
    const distinct = new Set(found.slice(at, at + EXCERPT_WORDS).filter((index) => index !== -1)).size;
    if (distinct > best) {
      best = distinct;
      start = at;
    }
  }
  const slice = plain.slice(start, start + EXCERPT_WORDS).join(' ');
  return `${start > 0 ? '… ' : ''}${slice}${start + EXCERPT_WORDS < plain.length ? ' …' : ''}`;
}

/**
 * When the first page is a page of messages, the pages its matched entry links to come right
 * after it (`linkedSection`, as the site's search does): a pasted message shares its words with
 * its entry, rarely with the page about the feature.
 */
function withLinkedPages(ranked: RankedPage[], byRoute: Map<string, PageRecord>, results: WordResults[], pageCount: number): RankedPage[] {
  const [first, ...rest] = ranked;
  const page = first && byRoute.get(first.id);
  if (!page?.sectionLinks) return ranked;
  const links = new Map(Object.entries(page.sectionLinks));
  const section = linkedSection(
    page.sections.map((entry) => ({id: entry.anchor, heading: entry.heading})),
    links,
    results,
    pageCount,
  );
  if (!section) return ranked;
  const linked = links.get(section)!.filter((route) => route !== first.id && byRoute.has(route));
  return [
    first,
    ...linked.map((route) => rest.find((other) => other.id === route) ?? {id: route, score: 0, words: []}),
    ...rest.filter((other) => !linked.includes(other.id)),
  ];
}

/**
 * The version's pages for `query`, best first (at most `limit`). `versionIndex` is the version's
 * place in the vocabulary's version list: a word only other versions use is not searched.
 */
export function search(index: VersionIndex, vocabulary: Vocabulary, versionIndex: number, query: string, limit: number): SearchHit[] {
  const words = searchedWords(query, vocabulary, versionIndex);
  const results: WordResults[] = words.map(({word, weight}) => ({word, weight, scores: wordScores(index, word)}));
  const pageCount = index.pages.length;
  const ranked = rankPages(results, pageCount);
  const byRoute = new Map(index.pages.map((entry) => [entry.page.route, entry.page]));
  const candidates: Candidate[] = ranked.slice(0, Math.max(RERANKED_CANDIDATES, limit)).map((ranked) => {
    const page = byRoute.get(ranked.id)!;
    const sections = sectionTexts(page);
    return {
      page: ranked,
      title: page.title,
      headings: page.sections.map((section) => section.heading),
      sections: page.sectioned ? sections.map((section) => `${section.heading}\n${section.text}`) : [],
      content: page.markdown,
      sectioned: page.sectioned,
    };
  });
  const reranked = withLinkedPages(
    [...rerankCandidates(candidates, query, results, pageCount), ...ranked.slice(candidates.length)],
    byRoute,
    results,
    pageCount,
  );
  const searched = words.map((word) => word.word);
  return reranked.slice(0, limit).map((ranked) => {
    const page = byRoute.get(ranked.id)!;
    const best = sectionTexts(page)
      .map((section) => ({section, count: searched.filter((word) => section.text.toLowerCase().includes(word)).length}))
      .reduce((a, b) => (b.count > a.count ? b : a));
    const {anchor, heading, text} = best.section;
    return {page, section: anchor ? {anchor, heading} : undefined, excerpt: excerptOf(text, searched), score: ranked.score};
  });
}
