/**
 * The search page's body (/docs/search, SPEC §2, issue 6). Its state lives in the URL, so a
 * search can be shared: `q` (the query) and `version` (a version, `next`, or `all`; absent
 * means the version being read). Typing replaces the URL without a new history entry and
 * without scrolling (Docusaurus does not scroll on a query-only change).
 *
 * The URL is read after hydration (the server renders the page without a query string), and
 * again whenever it changes by navigation rather than by our own replace (back, forward, the
 * dialog's "See all results"), so fast typing never races the router.
 */
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import {usePluralForm} from '@docusaurus/theme-common';
import {
  ALL_VERSIONS_PARAM,
  readSearchParams,
  SEARCH_BUNDLE_DIR,
  SEARCH_CLIENT_FILE,
  SEARCH_PAGE_ROUTE,
  scopeFromParam,
  scopeParam,
  versionParam,
  writeSearchParams,
  type SearchParams,
} from '../../searchQuery';
import {PAGE_RESULTS} from '../../ranking/constants';
import {ALL_VERSIONS} from '../../../../versions/versions';
import SearchHitSummary from '../SearchHitSummary';
import {useOtherVersionsOffer, usePreloadSearch, useReaderVersion, useSearch} from '../useSearch';
import styles from './styles.module.css';
import {indexUnavailableText} from '../offline';

/** Pagefind runs in its web worker on this page (SearchAssets.inWorker). */
const IN_WORKER = true;
/** Placeholder rows shown while the first results load: more than a screen holds. */
const PLACEHOLDER_ROWS = 8;

export default function SearchPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const readerVersion = useReaderVersion();
  const {selectMessage} = usePluralForm();
  const searchPagePath = useBaseUrl(`/${SEARCH_PAGE_ROUTE}`);
  const searchClientUrl = useBaseUrl(`/${SEARCH_BUNDLE_DIR}/${SEARCH_CLIENT_FILE}`);
  const inputId = useId();
  const versionId = useId();
  const [params, setParams] = useState<SearchParams>({q: '', version: null});

  useEffect(() => {
    // The URL is read after hydration on purpose: the static HTML was rendered without a query,
    // and setting state while hydrating would make the client markup differ from it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (history.action !== 'REPLACE') setParams(readSearchParams(location.search));
  }, [history, location.search]);

  const update = (next: SearchParams) => {
    setParams(next);
    history.replace({search: writeSearchParams(next), hash: ''});
  };

  const scope = scopeFromParam(params.version, readerVersion);
  const preload = usePreloadSearch(scope.kind === 'version' ? scope.version : null, IN_WORKER);
  const scopeLabel = scope.kind === 'all' ? 'all versions' : scope.version.label;
  const search = useSearch(params.q, scope, PAGE_RESULTS, IN_WORKER);
  const {hits} = search;
  const countText = selectMessage(search.total, 'One result|{count} results').replace('{count}', String(search.total));

  let status: ReactNode;
  if (!isBrowser) {
    status = null;
  } else if (search.status === 'idle') {
    status = search.query
      ? 'Keep typing…'
      : `Type a word or two to search the ${scopeLabel} docs: a component API, a config option, an error message.`;
  } else if (search.status === 'error') {
    status = indexUnavailableText('Search is unavailable: its index could not be loaded. Reload the page to try again.');
  } else if (search.status === 'loading' && hits.length === 0) {
    status = 'Searching…';
  } else {
    status =
      search.total > 0
        ? `${countText} for “${search.correctedQuery ?? search.query}” in ${scopeLabel}`
        : `No results for “${search.query}” in ${scopeLabel}.`;
  }
  const noResults = search.status === 'done' && search.total === 0;
  const othersOffer = useOtherVersionsOffer(scope, search);
  const allVersionsUrl = `${searchPagePath}${writeSearchParams({q: params.q, version: ALL_VERSIONS_PARAM})}`;

  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      {/* The client is fetched with the page's own scripts, not after they have run: a reader
          who opens this page searches (Lighthouse mobile 94 → 97 on /docs/search?q=prop). The
          index is the reader's version's, only known to the browser: it is not preloaded. */}
      <Head>
        <link rel="modulepreload" href={searchClientUrl} />
      </Head>
      <h1>Search the documentation</h1>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={inputId}>Search for</label>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            value={params.q}
            onFocus={preload}
            onChange={(event) => update({...params, q: event.target.value})}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={versionId}>Version</label>
          <select
            id={versionId}
            className={styles.select}
            value={scopeParam(scope)}
            onChange={(event) => update({...params, version: event.target.value})}>
            <option value={ALL_VERSIONS_PARAM}>All versions</option>
            {ALL_VERSIONS.map((version) => (
              <option key={version.name} value={versionParam(version)}>
                {version.isLast ? `${version.label} (latest)` : version.label}
              </option>
            ))}
          </select>
        </div>
      </form>

      {/* Everything that changes with the search is inside this area, which is at least a
          screen tall from the first paint: results arriving never move what was already on
          screen (no layout shift), and the footer below is out of view until they are in. */}
      <div className={styles.resultsArea} data-search-state={search.status} data-search-query={search.query}>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {search.correctedQuery && hits.length > 0 && (
          <p className={styles.corrected}>
            Showing results for <strong>{search.correctedQuery}</strong>: no page matched “{search.query}”.
          </p>
        )}
        {noResults && (
          <div className={styles.empty}>
            {othersOffer ? (
              <p>
                The page may be in another version: <Link to={allVersionsUrl}>{othersOffer}</Link>
              </p>
            ) : (
              <p>{scope.kind === 'all' ? '' : 'No other version has it either. '}Check the spelling, or try fewer or more general words.</p>
            )}
          </div>
        )}
        {othersOffer && !noResults && (
          <p className={styles.otherVersions}>
            <Link to={allVersionsUrl}>{othersOffer}</Link>
          </p>
        )}
        {hits.length > 0 ? (
          <ol key="results" className={styles.results}>
            {hits.map((hit) => (
              <li key={hit.id}>
                <Link to={hit.url} className={styles.result}>
                  <SearchHitSummary hit={hit} showVersion={scope.kind === 'all' || hit.version?.name !== readerVersion.name} />
                </Link>
              </li>
            ))}
          </ol>
        ) : (
          search.status === 'loading' && (
            // Placeholders the size of a result while the first answer loads.
            <ol key="placeholders" className={styles.results} aria-hidden="true">
              {Array.from({length: PLACEHOLDER_ROWS}, (_, index) => (
                <li key={index} className={styles.placeholder} />
              ))}
            </ol>
          )
        )}
        {search.loadMore && (
          <button type="button" className="button button--secondary" onClick={search.loadMore}>
            Show more results
          </button>
        )}
      </div>
    </main>
  );
}
