/**
 * Search over one docs version's pages through the site's search pipeline
 * (src/plugins/search/ranking/pipeline.ts: the same steps and constants as the browser search),
 * over an index of our own: Pagefind's index is made to be fetched in chunks by a browser, so the
 * server indexes the Markdown twins it ships instead, in memory, on first use.
 *
 * The adapter scores each word on each page as Pagefind does in the browser: BM25 over the page's
 * words, a title and a heading word counting more, another form of a word (the ranking's
 * isInflectionOf) counting as the word, and a word matching as a prefix too (the constants are in
 * src/plugins/search/ranking/constants.ts).
 */
import {plainWords} from '../../../src/markdown/syntax/inline';
import {
  BM25_B,
  BM25_K1,
  EXCERPT_WORDS,
  HEADING_WORD_WEIGHT,
  MIN_STEM_LENGTH,
  PREFIX_MATCH_WEIGHT,
  TITLE_WORD_WEIGHT,
} from '../../../src/plugins/search/ranking/constants';
import {rankQuery, type SearchIndex} from '../../../src/plugins/search/ranking/pipeline';
import {isInflectionOf, searchTerms, type Vocabulary} from '../../../src/plugins/search/ranking/vocabulary';
import type {PageRecord} from './data';

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
    add(page.title, TITLE_WORD_WEIGHT);
    for (const section of page.sections) add(section.heading, HEADING_WORD_WEIGHT);
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
 * (`events` for `event`, as Pagefind stems them), PREFIX_MATCH_WEIGHT as a longer word it starts.
 */
function termWeight(word: string, term: string): number {
  if (term === word || isInflectionOf(word, term)) return 1;
  return term.startsWith(word) ? PREFIX_MATCH_WEIGHT : 0;
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
    const norm = BM25_K1 * (1 - BM25_B + (BM25_B * length) / index.averageLength);
    scores.set(page.route, (count * (BM25_K1 + 1)) / (count + norm));
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

/** The version's pages as the search pipeline's index: page ids are routes. */
function pipelineIndex(index: VersionIndex): SearchIndex {
  const byRoute = new Map(index.pages.map((entry) => [entry.page.route, entry.page]));
  return {
    pageCount: async () => index.pages.length,
    wordScores: async ({word}) => wordScores(index, word),
    async candidate(route) {
      const page = byRoute.get(route)!;
      return {
        title: page.title,
        headings: page.sections.map((section) => section.heading),
        headingIds: page.sections.map((section) => section.anchor),
        headingTexts: page.sectioned
          ? page.sections.map((section, i) => page.markdown.slice(section.start, page.sections[i + 1]?.start ?? page.markdown.length))
          : [],
        sections: page.sectioned ? sectionTexts(page).map((section) => `${section.heading}\n${section.text}`) : [],
        content: page.markdown,
        sectioned: page.sectioned,
      };
    },
    async linkedPages(route) {
      const page = byRoute.get(route)!;
      return {
        sections: page.sections.map((section) => ({id: section.anchor, heading: section.heading})),
        links: new Map(Object.entries(page.sectionLinks ?? {})),
      };
    },
    pageOfRoute: async (route) => (byRoute.has(route) ? route : undefined),
  };
}

/**
 * The version's pages for `query`, best first (at most `limit`). `versionIndex` is the version's
 * place in the vocabulary's version list: a word only other versions use is not searched.
 */
export async function search(
  index: VersionIndex,
  vocabulary: Vocabulary,
  versionIndex: number,
  query: string,
  limit: number,
): Promise<SearchHit[]> {
  const {searched, ranked} = await rankQuery(pipelineIndex(index), query, vocabulary, versionIndex);
  const byRoute = new Map(index.pages.map((entry) => [entry.page.route, entry.page]));
  const words = searched.map((word) => word.word);
  return ranked.slice(0, limit).map((ranked) => {
    const page = byRoute.get(ranked.id)!;
    const sections = sectionTexts(page);
    // The entry the query quotes (a pasted message), else the section with the most of its words.
    const quoted = ranked.section ? sections.find((section) => section.anchor === ranked.section) : undefined;
    const best = quoted
      ? {section: quoted}
      : sections
          .map((section) => ({section, count: words.filter((word) => section.text.toLowerCase().includes(word)).length}))
          .reduce((a, b) => (b.count > a.count ? b : a));
    const {anchor, heading, text} = best.section;
    return {page, section: anchor ? {anchor, heading} : undefined, excerpt: excerptOf(text, words), score: ranked.score};
  });
}
