/**
 * The search pipeline, one for the site's search (../client/engine.ts, over Pagefind's chunked
 * index) and the docs MCP server's (packages/docs-mcp/src/search.ts, over its in-memory index of
 * the Markdown twins): each gives a `SearchIndex` adapter, and the steps and their constants
 * (./constants.ts) are these, in this order (./relevance.ts has each step's why):
 *
 * 1. searchedWords: the query's meaningful words, typos replaced by site words;
 * 2. each word searched on its own (the adapter's `wordScores`), pages ranked by the words they
 *    have (rankPages);
 * 3. the best RERANKED_CANDIDATES re-ranked by their title and, for longer queries, the query's
 *    phrases in their text (rerankCandidates; the adapter's `candidate` reads a page's text);
 * 4. when the first page is a page of messages, the pages its matched section links to right
 *    after it (linkedSection; the adapter's `linkedPages` and `pageOfRoute`).
 */
import {RERANKED_CANDIDATES} from './constants';
import {
  linkedSection,
  rankPages,
  rerankCandidates,
  searchedWords,
  type Candidate,
  type RankedPage,
  type SearchedWord,
  type WordResults,
} from './relevance';
import type {Vocabulary} from './vocabulary';

/** What the pipeline asks of an index; page ids are the adapter's own. */
export interface SearchIndex {
  /** How many pages the scope searched has (the rarity of a word is counted among them). */
  pageCount(): Promise<number>;
  /** One word's score on each page that has it (titles and headings weighted). */
  wordScores(word: SearchedWord): Promise<Map<string, number>>;
  /** What re-ranking reads of a page. */
  candidate(id: string): Promise<Omit<Candidate, 'page'>>;
  /** A page of messages' sections and the doc routes each links to (empty when the page is none). */
  linkedPages(id: string): Promise<{sections: {id: string | undefined; heading: string}[]; links: Map<string, string[]>}>;
  /** The page of a route in the scope searched, if it has one. */
  pageOfRoute(route: string): Promise<string | undefined>;
}

export interface RankedQuery {
  searched: SearchedWord[];
  wordResults: WordResults[];
  /** The pages, best first. */
  ranked: RankedPage[];
  pageCount: number;
}

/**
 * Runs the pipeline. `checkpoint` is called after each wait: a caller whose query is superseded
 * throws there, and nothing more is fetched for it.
 */
export async function rankQuery(
  index: SearchIndex,
  query: string,
  vocabulary: Vocabulary,
  versionIndex: number,
  checkpoint: () => void = () => {},
): Promise<RankedQuery> {
  const searched = searchedWords(query, vocabulary, versionIndex);
  const [pageCount, scores] = await Promise.all([index.pageCount(), Promise.all(searched.map((word) => index.wordScores(word)))]);
  checkpoint();
  const wordResults: WordResults[] = searched.map(({word, weight}, i) => ({word, weight, scores: scores[i]}));
  let ranked = rankPages(wordResults, pageCount);
  if (ranked.length > 1) {
    const candidates = await Promise.all(
      ranked.slice(0, RERANKED_CANDIDATES).map(async (page): Promise<Candidate> => ({page, ...(await index.candidate(page.id))})),
    );
    checkpoint();
    ranked = [...rerankCandidates(candidates, query, wordResults, pageCount), ...ranked.slice(RERANKED_CANDIDATES)];
  }
  if (ranked.length > 0) {
    ranked = await withLinkedPages(index, ranked, wordResults, pageCount);
    checkpoint();
  }
  return {searched, wordResults, ranked, pageCount};
}

/**
 * The ranking with the pages that the first result's matched section links to right after it,
 * when that result is a page of messages whose sections point to the page about their topic
 * (SECTION_LINKS_FRONT_MATTER in ../sectionLinks.ts). A pasted message shares its words with its
 * entry, rarely with the page explaining the feature; the reader wants both.
 */
async function withLinkedPages(
  index: SearchIndex,
  ranked: RankedPage[],
  wordResults: WordResults[],
  pageCount: number,
): Promise<RankedPage[]> {
  const [first, ...rest] = ranked;
  const {sections, links} = await index.linkedPages(first.id);
  if (links.size === 0) return ranked;
  // The entry the query quotes, when it links a page; else the heading with the most of the query.
  const section =
    first.section && links.has(first.section) ? first.section : linkedSection(first.id, sections, links, wordResults, pageCount);
  if (!section) return ranked;
  const linked = [
    ...new Set((await Promise.all(links.get(section)!.map((route) => index.pageOfRoute(route)))).filter((id) => id !== undefined)),
  ].filter((id) => id !== first.id);
  if (linked.length === 0) return ranked;
  return [
    first,
    ...linked.map((id) => rest.find((page) => page.id === id) ?? {id, score: 0, words: []}),
    ...rest.filter((page) => !linked.includes(page.id)),
  ];
}
