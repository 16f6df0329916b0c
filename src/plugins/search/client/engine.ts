/**
 * The browser side of the offline search (issue 6): loads the Pagefind client and the per-version
 * indexes that ../buildIndex.ts writes to `<baseUrl>pagefind/`, searches one version or all of
 * them, corrects typos when a word of the query matches nothing (../ranking/vocabulary.ts), ranks
 * a query of several words by the words each page has (../ranking/relevance.ts: Pagefind alone
 * returns only the pages with every word), and turns Pagefind's results into what the UI shows.
 * The ranking decides; this file fetches what it needs (../README.md, "How a query is ranked").
 *
 * Two Pagefind instances at most:
 * - the home instance: the index of the first version searched (the one being read), alone.
 *   A first search downloads the client and this index's chunks, nothing of other versions;
 * - the all-versions instance: the index of every version (`pagefind/all/`), created only when
 *   a search needs other versions: the scope is all of them or another single version (searched
 *   with the `version` filter), the home version has few results (see otherVersionsOffer) and
 *   the others' are counted, or the query has a word the site uses but the home version lacks.
 *   Pagefind cuts such a word shorter until something matches, so the home index would answer
 *   with pages that only share its first letters; the index of every version has the word and
 *   gives the version its true results (usually none), as before the split.
 *
 * In the dialog both run on the main thread (Pagefind's `noWorker`): its worker script repeats
 * the whole client, 12 KB gzip more on every first search (8% of the 150 KB budget), while a
 * search in a version's index (about 90 pages) takes the WebAssembly a few milliseconds. The
 * search page, opened with a query, has nothing to show until its results are in: there the
 * worker pays for itself (`SearchAssets.inWorker`), because Pagefind's decompression,
 * WebAssembly and excerpts leave the main thread while React hydrates (at Lighthouse's mobile
 * throttling: blocking time 280 → 80 ms, results' paint 4.5 → 3.0 s).
 *
 * The client is fetched with a dynamic import on first use only (opening the search box,
 * focusing the search page's field, or a `q` in the search page's URL), never on page load.
 * It is not bundled: the URL is only known at run time, hence `webpackIgnore`.
 */
import {
  cleanResultUrl,
  excerptSegments,
  ALL_VERSIONS_INDEX_DIR,
  searchIndexDir,
  SEARCH_CLIENT_FILE,
  SEARCH_VOCABULARY_FILE,
  type ExcerptSegment,
  type SearchScope,
} from '../searchQuery';
import {EXCERPT_WORDS, FEW_RESULTS} from '../ranking/constants';
import {
  correctableTerms,
  correctQuery,
  isSiteWord,
  parseVocabulary,
  searchTerms,
  unmatchedTerms,
  type Vocabulary,
} from '../ranking/vocabulary';
import {rankQuery, type SearchIndex} from '../ranking/pipeline';
import {PAGE_FILTER, readSectionLinks, SECTION_LINKS_FILTER} from '../sectionLinks';
import {ALL_VERSIONS, versionByName, type DocsVersion} from '../../../versions/versions';

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
  /** The page's whole text. */
  content: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  /** The page's elements with an id, headings among them. */
  anchors: {element: string; id: string; text: string; location: number}[];
  sub_results: PagefindSubResult[];
}
interface PagefindResult {
  id: string;
  /** Pagefind's relevance (BM25, with words in titles and headings weighted). */
  score: number;
  data: () => Promise<PagefindResultData>;
}
interface PagefindSearchOptions {
  filters?: Record<string, string>;
}
interface PagefindInstanceOptions {
  /** The index folder, ending in `/`. */
  basePath: string;
  /** What result URLs are relative to: the site's base URL. */
  baseUrl: string;
  excerptLength: number;
  noWorker: boolean;
}
interface PagefindInstance {
  init: () => Promise<void>;
  /** `unfilteredResultCount`: the results the term has with no filter, in every merged index. */
  /** A null term: every page (that passes the filters), unranked. */
  search: (term: string | null, options?: PagefindSearchOptions) => Promise<{results: PagefindResult[]; unfilteredResultCount: number}>;
}
interface PagefindModule {
  createInstance: (options: PagefindInstanceOptions) => PagefindInstance;
}

/** Where the search assets are, resolved against the site's base URL by the caller, and how they run. */
export interface SearchAssets {
  /** The site's base URL, which result URLs are relative to. */
  site: string;
  /** The search bundle's folder, ending in `/`. */
  bundle: string;
  /**
   * Run Pagefind in its web worker (`pagefind-worker.js` beside each index) instead of on the
   * main thread: for the search page (see PAGE_RESULTS), not for the dialog (see the header).
   * An instance already created for the version is reused as it is.
   */
  inWorker: boolean;
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
  /**
   * The results the same query has in every version, counted only when worth offering (a
   * version with fewer than FEW_RESULTS); else equal to `total`.
   */
  allVersionsTotal: number;
  /** The query actually searched when the typed one was corrected. */
  correctedQuery: string | null;
  hits: SearchHit[];
  loadHits: (from: number, to: number) => Promise<SearchHit[]>;
}

let modulePromise: Promise<PagefindModule> | null = null;
let home: {version: DocsVersion; instance: Promise<PagefindInstance>} | null = null;
let allVersions: Promise<PagefindInstance> | null = null;
let vocabularyPromise: Promise<Vocabulary> | null = null;

/** Forgets a failed load, so the next call tries again. */
function retryable<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  return promise.catch((error: unknown) => {
    forget();
    throw error;
  });
}

function loadModule(urls: SearchAssets): Promise<PagefindModule> {
  modulePromise ??= retryable(import(/* webpackIgnore: true */ `${urls.bundle}${SEARCH_CLIENT_FILE}`) as Promise<PagefindModule>, () => {
    modulePromise = null;
  });
  return modulePromise;
}

const versionIndex = (urls: SearchAssets, version: DocsVersion) => `${urls.bundle}${searchIndexDir(version)}/`;

/** The file Pagefind's `init` reads first in an index folder. */
const INDEX_ENTRY_FILE = 'pagefind-entry.json';

async function createInstance(urls: SearchAssets, basePath: string): Promise<PagefindInstance> {
  const module = await loadModule(urls);
  // Pagefind's main-thread instance (its fallback when the worker fails, as offline) starts
  // loading the index in its constructor and leaves that failure unhandled: an uncaught error
  // in the console. So the index must answer first; this failure is ours, and handled.
  const entry = await fetch(`${basePath}${INDEX_ENTRY_FILE}`);
  if (!entry.ok) throw new Error(`Search index ${basePath} answered ${entry.status}`);
  const instance = module.createInstance({
    basePath,
    baseUrl: urls.site,
    excerptLength: EXCERPT_WORDS,
    noWorker: !urls.inWorker,
  });
  await instance.init();
  return instance;
}

/** The home instance, created for `version` when there is none yet. */
function homeInstance(urls: SearchAssets, version: DocsVersion): {version: DocsVersion; instance: Promise<PagefindInstance>} {
  home ??= {
    version,
    instance: retryable(createInstance(urls, versionIndex(urls, version)), () => {
      home = null;
    }),
  };
  return home;
}

function allVersionsInstance(urls: SearchAssets): Promise<PagefindInstance> {
  allVersions ??= retryable(createInstance(urls, `${urls.bundle}${ALL_VERSIONS_INDEX_DIR}/`), () => {
    allVersions = null;
  });
  return allVersions;
}

/**
 * Starts loading the client and the index of `version` ahead of the first keystroke (a failure
 * shows on search).
 */
export function preloadSearch(urls: SearchAssets, version: DocsVersion): void {
  homeInstance(urls, version).instance.catch(() => undefined);
}

function loadVocabulary(url: string): Promise<Vocabulary> {
  vocabularyPromise ??= retryable(
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.text();
      })
      .then(parseVocabulary),
    () => {
      vocabularyPromise = null;
    },
  );
  return vocabularyPromise;
}

const cleanText = (text: string) => text.replace(/\u200b/g, '').trim();

function toHit(result: PagefindResult, data: PagefindResultData): SearchHit {
  // The section with the most matched words; on a tie, the first one.
  const best = data.sub_results.reduce<PagefindSubResult | undefined>(
    (top, sub) => (!top || sub.locations.length > top.locations.length ? sub : top),
    undefined,
  );
  return hitFrom(result.id, data, best);
}

function hitFrom(id: string, data: PagefindResultData, best: PagefindSubResult | undefined): SearchHit {
  const pageTitle = cleanText(data.meta.title ?? '') || cleanResultUrl(data.url);
  const heading = best?.anchor ? cleanText(best.title) : '';
  return {
    id,
    url: cleanResultUrl(best?.url ?? data.url),
    pageTitle,
    heading: heading && heading !== pageTitle ? heading : null,
    excerpt: excerptSegments(best?.excerpt ?? data.excerpt),
    version: versionByName(data.filters.version?.[0] ?? ''),
  };
}

const highlightedText = (hits: SearchHit[]) =>
  hits.flatMap((hit) => hit.excerpt.filter((segment) => segment.marked).map((segment) => segment.text));

/** How one scope is searched: which instance, with which filter. */
interface Searcher {
  instance: Promise<PagefindInstance>;
  options: PagefindSearchOptions;
  /** The query's results in every version, given its results in the scope and unfiltered. */
  countAllVersions: (term: string, inScope: number, unfiltered: number) => Promise<number>;
}

/** The scope searched in the index of every version: exactly as the old single index did. */
function allVersionsSearcher(urls: SearchAssets, scope: SearchScope): Searcher {
  return {
    instance: allVersionsInstance(urls),
    options: scope.kind === 'all' ? {} : {filters: {version: scope.version.name}},
    // A filtered search counts the unfiltered results too, at no extra cost.
    countAllVersions: async (_term, inScope, unfiltered) => Math.max(unfiltered, inScope),
  };
}

function searcherFor(urls: SearchAssets, scope: SearchScope): Searcher {
  if (scope.kind === 'all') return allVersionsSearcher(urls, scope);
  const homeSearch = homeInstance(urls, scope.version);
  if (homeSearch.version.name !== scope.version.name) return allVersionsSearcher(urls, scope);
  return {
    instance: homeSearch.instance,
    options: {},
    // The home instance holds this version alone: the other versions are counted in the index
    // of every version, loaded for that only when the count would be shown.
    countAllVersions: async (term, inScope) => {
      if (inScope >= FEW_RESULTS) return inScope;
      const {unfilteredResultCount} = await (await allVersionsInstance(urls)).search(term, {filters: {version: scope.version.name}});
      return Math.max(unfilteredResultCount, inScope);
    },
  };
}

/**
 * Searches `query` (already normalised) in `scope` and loads the first `pageSize` hits. If a
 * word of the query is highlighted in none of them (see unmatchedTerms), the query is
 * corrected against the site's vocabulary (fetched then, once); when the corrected query
 * finds pages, those are the results. When the answer has few results in one version, the
 * query's results in every version are counted too, so the others' can be offered.
 * `isCurrent` says whether the caller still wants the answer: a query superseded by the next
 * keystroke loads no more fragments and no other version's index.
 */
export function runSearch(
  urls: SearchAssets,
  query: string,
  scope: SearchScope,
  pageSize: number,
  isCurrent: () => boolean = () => true,
): Promise<SearchRun> {
  return runWith(searcherFor(urls, scope), urls, query, scope, pageSize, isCurrent);
}

async function runWith(
  searcher: Searcher,
  urls: SearchAssets,
  query: string,
  scope: SearchScope,
  pageSize: number,
  isCurrent: () => boolean,
): Promise<SearchRun> {
  const client = await searcher.instance;
  if (searchTerms(query).length >= 2) return rankedSearch(searcher, client, urls, query, scope, pageSize, isCurrent);
  const search = async (term: string) => {
    const {results, unfilteredResultCount} = await client.search(term, searcher.options);
    if (!isCurrent()) throw new SupersededSearch();
    const loadHits = (from: number, to: number) =>
      Promise.all(results.slice(from, to).map(async (result) => toHit(result, await result.data())));
    return {term, total: results.length, unfiltered: unfilteredResultCount ?? 0, hits: await loadHits(0, pageSize), loadHits};
  };
  const countAllVersions = (run: Awaited<ReturnType<typeof search>>) => {
    if (!isCurrent()) throw new SupersededSearch();
    return searcher.countAllVersions(run.term, run.total, run.unfiltered);
  };

  const typed = await search(query);
  let answer = typed;
  let correctedQuery: string | null = null;
  let corrected: Awaited<ReturnType<typeof search>> | null = null;
  if (unmatchedTerms(correctableTerms(query), highlightedText(typed.hits)).length > 0) {
    const vocabulary = await loadVocabulary(`${urls.bundle}${SEARCH_VOCABULARY_FILE}`);
    const correction = correctQuery(query, vocabulary);
    if (correction) {
      corrected = await search(correction);
      if (corrected.total > 0) {
        answer = corrected;
        correctedQuery = correction;
      }
    }
    // A word the site uses that no result highlights: this version's index lacks it, and
    // Pagefind matched a shorter form instead. The index of every version has the word, so
    // searched there with the version filter, the version gets its true (usually no) results.
    const stillUnmatched = unmatchedTerms(correctableTerms(correctedQuery ?? query), highlightedText(answer.hits));
    if (scope.kind === 'version' && stillUnmatched.some((term) => isSiteWord(term, vocabulary)) && searcher.options.filters === undefined) {
      return runWith(allVersionsSearcher(urls, scope), urls, query, scope, pageSize, isCurrent);
    }
  }
  let allVersionsTotal = await countAllVersions(answer);
  // Nothing here either way; searched in every version, the typed words that match nowhere
  // would be corrected too, so the other versions' count is then the corrected query's.
  if (allVersionsTotal === 0 && corrected && answer === typed) allVersionsTotal = await countAllVersions(corrected);
  const {total, hits, loadHits} = answer;
  return {total, allVersionsTotal, correctedQuery, hits, loadHits};
}

/** How many pages each instance has in a scope (for word rarity), counted once. */
const pageCounts = new WeakMap<PagefindInstance, Map<string, Promise<number>>>();
function pageCount(client: PagefindInstance, options: PagefindSearchOptions): Promise<number> {
  let counts = pageCounts.get(client);
  if (!counts) pageCounts.set(client, (counts = new Map()));
  const key = JSON.stringify(options.filters ?? {});
  let count = counts.get(key);
  if (!count) {
    count = client.search(null, options).then(({results}) => results.length);
    counts.set(key, count);
  }
  return count;
}

const sectionAnchors = (data: PagefindResultData) => data.anchors.filter((anchor) => /^h[2-6]$/i.test(anchor.element));
/** A page whose sections each point to a page of their own (a page of messages). */
const sectioned = (data: PagefindResultData) => (data.filters[SECTION_LINKS_FILTER]?.length ?? 0) > 0;

/** The text of each section of a page: from one heading's word position (Pagefind's `location`) to the next. */
function sectionTexts(data: PagefindResultData): string[] {
  const words = data.content.split(/\s+/);
  const starts = [...new Set([0, ...sectionAnchors(data).map((anchor) => anchor.location)])].sort((a, b) => a - b);
  return starts.map((start, i) => words.slice(start, starts[i + 1] ?? words.length).join(' '));
}

/** The text of each heading's section, from the heading's word position to the next heading's, in the order of sectionAnchors. */
function headingTexts(data: PagefindResultData): string[] {
  const words = data.content.split(/\s+/);
  const anchors = sectionAnchors(data);
  return anchors.map((anchor, i) => words.slice(anchor.location, anchors[i + 1]?.location ?? words.length).join(' '));
}

/**
 * Pagefind's index as the search pipeline's adapter (../ranking/pipeline.ts): a word's scores
 * are one Pagefind search, a page's text is its fragment, a route's page is a search filtered on
 * its route. Each page's results, one per word it has, are kept in `resultsOf` for its excerpt.
 */
function pagefindIndex(
  client: PagefindInstance,
  options: PagefindSearchOptions,
): SearchIndex & {resultsOf: Map<string, {weight: number; result: PagefindResult}[]>; unfiltered: () => number} {
  const resultsOf = new Map<string, {weight: number; result: PagefindResult}[]>();
  // The words' searches answer in any order; each page's results are kept in the order of the
  // words, so that the excerpt chosen among equal sections (combinedHit) does not depend on
  // which search answered first.
  const answers: {weight: number; results: PagefindResult[]}[] = [];
  let unfiltered = 0;
  const firstData = (id: string) => resultsOf.get(id)![0].result.data();
  return {
    resultsOf,
    unfiltered: () => unfiltered,
    pageCount: () => pageCount(client, options),
    async wordScores({word, weight}) {
      const slot = answers.push({weight, results: []}) - 1;
      const response = await client.search(word, options);
      unfiltered = Math.max(unfiltered, response.unfilteredResultCount ?? 0);
      answers[slot].results = response.results;
      resultsOf.clear();
      for (const answer of answers)
        for (const result of answer.results)
          resultsOf.set(result.id, [...(resultsOf.get(result.id) ?? []), {weight: answer.weight, result}]);
      return new Map(response.results.map((result) => [result.id, result.score]));
    },
    async candidate(id) {
      const data = await firstData(id);
      return {
        title: data.meta.title ?? '',
        headings: sectionAnchors(data).map((anchor) => anchor.text),
        headingIds: sectionAnchors(data).map((anchor) => anchor.id),
        headingTexts: sectioned(data) ? headingTexts(data) : [],
        sections: sectioned(data) ? sectionTexts(data) : [],
        content: data.content,
        sectioned: sectioned(data),
      };
    },
    async linkedPages(id) {
      const fragments = await Promise.all(resultsOf.get(id)!.map(({result}) => result.data()));
      return {
        links: readSectionLinks(fragments[0].filters[SECTION_LINKS_FILTER]),
        sections: fragments.flatMap((data) => data.sub_results).map((sub) => ({id: sub.anchor?.id, heading: sub.title})),
      };
    },
    async pageOfRoute(route) {
      const result = (await client.search(null, {filters: {...options.filters, [PAGE_FILTER]: route}})).results[0];
      if (result && !resultsOf.has(result.id)) resultsOf.set(result.id, [{weight: 0, result}]);
      return result?.id;
    },
  };
}

/** A query of several words, through the search pipeline (../ranking/pipeline.ts) over Pagefind. */
async function rankedSearch(
  searcher: Searcher,
  client: PagefindInstance,
  urls: SearchAssets,
  query: string,
  scope: SearchScope,
  pageSize: number,
  isCurrent: () => boolean,
): Promise<SearchRun> {
  const vocabulary = await loadVocabulary(`${urls.bundle}${SEARCH_VOCABULARY_FILE}`);
  if (!isCurrent()) throw new SupersededSearch();
  const versionIndex = scope.kind === 'version' ? ALL_VERSIONS.findIndex((version) => version.name === scope.version.name) : -1;
  const index = pagefindIndex(client, searcher.options);
  const {resultsOf} = index;
  const {searched, ranked} = await rankQuery(index, query, vocabulary, versionIndex, () => {
    if (!isCurrent()) throw new SupersededSearch();
  });
  const loadHits = (from: number, to: number) =>
    Promise.all(ranked.slice(from, to).map((page) => combinedHit(page.id, resultsOf.get(page.id)!, page.section)));
  const hits = await loadHits(0, pageSize);
  if (!isCurrent()) throw new SupersededSearch();
  const searchedText = searched.map(({word}) => word).join(' ');
  const allVersionsTotal = await searcher.countAllVersions(searchedText, ranked.length, Math.max(index.unfiltered(), ranked.length));
  // Shown as "Showing results for …" only when none of the typed words was searched as typed.
  const correctedQuery = searched.length > 0 && searched.every((entry) => !entry.typed) ? searchedText : null;
  return {total: ranked.length, allVersionsTotal, correctedQuery, hits, loadHits};
}

/**
 * A page found by several words: the section that has the most of them (then the most matches)
 * gives the link, heading and excerpt; on a page of messages, the entry the query quotes
 * (`quoted`, the ranking's RankedPage.section) gives them.
 */
async function combinedHit(id: string, results: {weight: number; result: PagefindResult}[], quoted?: string): Promise<SearchHit> {
  const fragments = await Promise.all(results.map(({result}) => result.data()));
  if (quoted) {
    const sub = fragments
      .flatMap((data) => data.sub_results.map((entry) => ({entry, data})))
      .find(({entry}) => entry.anchor?.id === quoted);
    if (sub) return hitFrom(id, sub.data, sub.entry);
    // No word of the query in the entry's own section text (its heading only): linked by its anchor.
    const anchor = fragments[0].anchors.find((candidate) => candidate.id === quoted);
    if (anchor) {
      const data = fragments[0];
      return hitFrom(id, data, {
        title: anchor.text,
        url: `${data.url.split('#')[0]}#${quoted}`,
        excerpt: data.excerpt,
        locations: [],
        anchor,
      });
    }
  }
  const sections = new Map<string, {weight: number; locations: number; sub: PagefindSubResult; data: PagefindResultData}>();
  fragments.forEach((data, i) => {
    for (const sub of data.sub_results) {
      if (sub.locations.length === 0) continue;
      const section = sections.get(sub.url);
      if (!section) sections.set(sub.url, {weight: results[i].weight, locations: sub.locations.length, sub, data});
      else {
        section.weight += results[i].weight;
        section.locations += sub.locations.length;
        if (sub.locations.length > section.sub.locations.length) Object.assign(section, {sub, data});
      }
    }
  });
  const best = [...sections.values()].reduce<(typeof sections extends Map<string, infer V> ? V : never) | undefined>(
    (top, section) =>
      !top || section.weight > top.weight || (section.weight === top.weight && section.locations > top.locations) ? section : top,
    undefined,
  );
  return hitFrom(id, best?.data ?? fragments[0], best?.sub);
}

/** Thrown by runSearch for a query the caller no longer wants (see `isCurrent`). */
export class SupersededSearch extends Error {
  constructor() {
    super('superseded by a newer query');
    this.name = 'SupersededSearch';
  }
}
