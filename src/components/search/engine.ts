/**
 * The browser side of the offline search (issue 6): loads the Pagefind client that
 * src/plugins/pagefindIndex writes to `<baseUrl>pagefind/`, searches one version or all of
 * them, corrects typos when a word of the query matches nothing (src/utils/searchQuery.ts),
 * and turns Pagefind's results into what the UI shows.
 *
 * The client is fetched with a dynamic import on first use only (opening the search box,
 * focusing the search page's field, or a `q` in the search page's URL), never on page load.
 * It is not bundled: the URL is only known at run time, hence `webpackIgnore`.
 */
import {
  cleanResultUrl,
  correctableTerms,
  correctQuery,
  excerptSegments,
  parseVocabulary,
  unmatchedTerms,
  type ExcerptSegment,
  type SearchScope,
  type Vocabulary,
} from '@site/src/utils/searchQuery';
import {versionByName, type DocsVersion} from '@site/src/utils/versions';

/** The part of Pagefind's browser API (pagefind.js, 1.5) that we use. */
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
  anchor?: {element: string; id: string; text: string; location: number};
}
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results: PagefindSubResult[];
}
interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}
interface PagefindSearchOptions {
  filters?: Record<string, string>;
}
interface Pagefind {
  options: (options: {excerptLength?: number}) => Promise<void>;
  init: () => Promise<void>;
  /** `unfilteredResultCount`: the results the term has with no filter, i.e. in every version. */
  search: (term: string, options?: PagefindSearchOptions) => Promise<{results: PagefindResult[]; unfilteredResultCount: number}>;
}

/** Where the search assets are, resolved against the site's base URL by the caller. */
export interface SearchAssetUrls {
  client: string;
  vocabulary: string;
}

/** One result as the UI shows it. */
export interface SearchHit {
  id: string;
  url: string;
  pageTitle: string;
  /** The section holding the best match, when it is not the top of the page. */
  heading: string | null;
  excerpt: ExcerptSegment[];
  version: DocsVersion | undefined;
}

/** A finished search: the total count, its first hits, and the rest loaded on demand. */
export interface SearchRun {
  total: number;
  /** The results the same query has in every version (equal to `total` when searching all). */
  allVersionsTotal: number;
  /** The query actually searched when the typed one was corrected. */
  correctedQuery: string | null;
  hits: SearchHit[];
  loadHits: (from: number, to: number) => Promise<SearchHit[]>;
}

/** Words in an excerpt, around the best match. */
const EXCERPT_WORDS = 24;

let clientPromise: Promise<Pagefind> | null = null;
let vocabularyPromise: Promise<Vocabulary> | null = null;

/** Loads (once) and returns the Pagefind client; a failed load is retried on the next call. */
export function loadClient(url: string): Promise<Pagefind> {
  clientPromise ??= (async () => {
    const client = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    await client.options({excerptLength: EXCERPT_WORDS});
    await client.init();
    return client;
  })().catch((error: unknown) => {
    clientPromise = null;
    throw error;
  });
  return clientPromise;
}

function loadVocabulary(url: string): Promise<Vocabulary> {
  vocabularyPromise ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    })
    .then(parseVocabulary)
    .catch((error: unknown) => {
      vocabularyPromise = null;
      throw error;
    });
  return vocabularyPromise;
}

const cleanText = (text: string) => text.replace(/\u200b/g, '').trim();

function toHit(result: PagefindResult, data: PagefindResultData): SearchHit {
  // The section with the most matched words; on a tie, the first one.
  const best = data.sub_results.reduce<PagefindSubResult | undefined>(
    (top, sub) => (!top || sub.locations.length > top.locations.length ? sub : top),
    undefined,
  );
  const pageTitle = cleanText(data.meta.title ?? '') || cleanResultUrl(data.url);
  const heading = best?.anchor ? cleanText(best.title) : '';
  return {
    id: result.id,
    url: cleanResultUrl(best?.url ?? data.url),
    pageTitle,
    heading: heading && heading !== pageTitle ? heading : null,
    excerpt: excerptSegments(best?.excerpt ?? data.excerpt),
    version: versionByName(data.filters.version?.[0] ?? ''),
  };
}

const highlightedText = (hits: SearchHit[]) =>
  hits.flatMap((hit) => hit.excerpt.filter((segment) => segment.marked).map((segment) => segment.text));

/**
 * Searches `query` (already normalised) in `scope` and loads the first `pageSize` hits. If a
 * word of the query is highlighted in none of them (see unmatchedTerms), the query is
 * corrected against the site's vocabulary (fetched then, once); when the corrected query
 * finds pages, those are the results. The run also counts the query's results in every
 * version (Pagefind counts them alongside the filtered search, at no extra cost), so a version
 * with few results can offer the others'.
 */
export async function runSearch(urls: SearchAssetUrls, query: string, scope: SearchScope, pageSize: number): Promise<SearchRun> {
  const client = await loadClient(urls.client);
  const options: PagefindSearchOptions = scope.kind === 'all' ? {} : {filters: {version: scope.version.name}};
  const search = async (term: string): Promise<Omit<SearchRun, 'correctedQuery'>> => {
    const {results, unfilteredResultCount} = await client.search(term, options);
    const loadHits = (from: number, to: number) =>
      Promise.all(results.slice(from, to).map(async (result) => toHit(result, await result.data())));
    return {
      total: results.length,
      allVersionsTotal: Math.max(unfilteredResultCount ?? 0, results.length),
      hits: await loadHits(0, pageSize),
      loadHits,
    };
  };
  const typed = await search(query);
  if (unmatchedTerms(correctableTerms(query), highlightedText(typed.hits)).length > 0) {
    const corrected = correctQuery(query, await loadVocabulary(urls.vocabulary));
    if (corrected) {
      const run = await search(corrected);
      if (run.total > 0) return {...run, correctedQuery: corrected};
      // Nothing here either way; searched in every version, the typed words that match nowhere
      // would be corrected too, so the other versions' count is the corrected query's.
      if (typed.allVersionsTotal === 0) return {...typed, allVersionsTotal: run.allVersionsTotal, correctedQuery: null};
    }
  }
  return {...typed, correctedQuery: null};
}
