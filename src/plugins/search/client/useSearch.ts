/**
 * React side of the offline search: the hooks the navbar dialog and the search page share.
 */
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDocsVersionCandidates} from '@docusaurus/plugin-content-docs/client';
import {usePluralForm} from '@docusaurus/theme-common';
import {normalizeQuery, otherVersionsOffer, scopeParam, SEARCH_BUNDLE_DIR, type SearchScope} from '../searchQuery';
import {MIN_QUERY_LENGTH, TYPING_BURST_MS} from '../ranking/constants';
import {LATEST_VERSION, versionByName, type DocsVersion} from '../../../versions/versions';
import {preloadSearch, runSearch, SupersededSearch, type SearchAssets, type SearchHit, type SearchRun} from './engine';

/**
 * The version the reader is in: the doc's version on a doc page, elsewhere the version they
 * last read (Docusaurus's preferred version), else the latest release. This is the
 * contextual search scope (SPEC §1, §9).
 */
export function useReaderVersion(): DocsVersion {
  const [candidate] = useDocsVersionCandidates(undefined);
  return versionByName(candidate?.name ?? '') ?? LATEST_VERSION;
}

export function useSearchAssets(inWorker: boolean): SearchAssets {
  const site = useBaseUrl('/');
  const bundle = useBaseUrl(`/${SEARCH_BUNDLE_DIR}/`);
  return useMemo(() => ({site, bundle, inWorker}), [site, bundle, inWorker]);
}

/**
 * Starts loading the search client and the index of `version` ahead of the first keystroke (a
 * failure shows on search); nothing for a search in all versions, which loads every index.
 */
export function usePreloadSearch(version: DocsVersion | null, inWorker = false): () => void {
  const urls = useSearchAssets(inWorker);
  return useCallback(() => {
    if (version) preloadSearch(urls, version);
  }, [urls, version]);
}

export interface SearchState {
  /** idle: no query; loading: a search is under way (the previous hits stay shown). */
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The normalised query the hits answer. */
  query: string;
  correctedQuery: string | null;
  total: number;
  /** The query's results in every version (see otherVersionsOffer). */
  allVersionsTotal: number;
  hits: SearchHit[];
  /** Loads the next page of hits; null when all are shown. */
  loadMore: (() => void) | null;
}

interface Answer {
  status: SearchState['status'];
  query: string;
  run: SearchRun | null;
  hits: SearchHit[];
}

const IDLE: Answer = {status: 'idle', query: '', run: null, hits: []};

/**
 * Searches `rawQuery` in `scope` as it changes; late answers to older queries are dropped.
 * `inWorker`: see SearchAssets.
 */
export function useSearch(rawQuery: string, scope: SearchScope, pageSize: number, inWorker = false): SearchState {
  const urls = useSearchAssets(inWorker);
  const query = normalizeQuery(rawQuery);
  const scopeKey = scopeParam(scope);
  const [answer, setAnswer] = useState<Answer>(IDLE);
  const latestRequest = useRef(0);
  const lastChange = useRef({query: '', at: -Infinity});

  useEffect(() => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    const now = performance.now();
    const inBurst = lastChange.current.query !== '' && now - lastChange.current.at < TYPING_BURST_MS;
    lastChange.current = {query, at: now};
    if (query.length < MIN_QUERY_LENGTH) {
      setAnswer({...IDLE, query});
      return;
    }
    setAnswer((previous) => ({...previous, status: 'loading'}));
    const isCurrent = () => request === latestRequest.current;
    const search = () =>
      runSearch(urls, query, scope, pageSize, isCurrent)
        .then((run) => {
          if (isCurrent()) setAnswer({status: 'done', query, run, hits: run.hits});
        })
        .catch((error: unknown) => {
          if (error instanceof SupersededSearch) return;
          console.warn('Search failed:', error);
          if (isCurrent()) setAnswer({status: 'error', query, run: null, hits: []});
        });
    if (!inBurst) {
      void search();
      return;
    }
    const timer = setTimeout(search, TYPING_BURST_MS);
    return () => clearTimeout(timer);
    // `scope` is a new object on every render: `scopeKey` stands for it.
  }, [query, scopeKey, pageSize, urls]);

  const {run, hits} = answer;
  const loadMore = useCallback(() => {
    if (!run) return;
    const request = latestRequest.current;
    run
      .loadHits(hits.length, hits.length + pageSize)
      .then((more) => {
        if (request === latestRequest.current) setAnswer((current) => ({...current, hits: [...current.hits, ...more]}));
      })
      .catch((error: unknown) => console.warn('Search failed:', error));
  }, [run, hits.length, pageSize]);

  return {
    status: answer.status,
    query: answer.query,
    correctedQuery: run?.correctedQuery ?? null,
    total: run?.total ?? 0,
    allVersionsTotal: run?.allVersionsTotal ?? 0,
    hits,
    loadMore: run && hits.length < run.total ? loadMore : null,
  };
}

/**
 * The offer of the other versions' results for a finished search in `scope` ("12 more results
 * in other versions", or "12 results…" when the scope has none), or null when there is nothing
 * worth offering (see otherVersionsOffer).
 */
export function useOtherVersionsOffer(scope: SearchScope, search: SearchState): string | null {
  const {selectMessage} = usePluralForm();
  if (search.status !== 'done') return null;
  const others = otherVersionsOffer(scope, search.total, search.allVersionsTotal);
  if (others === null) return null;
  const message = search.total > 0 ? 'One more result|{count} more results' : 'One result|{count} results';
  return `${selectMessage(others, message).replace('{count}', String(others))} in other versions`;
}
