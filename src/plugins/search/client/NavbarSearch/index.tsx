/**
 * The navbar's search button (SPEC §1, issue 6). It opens the search dialog on click, with
 * Ctrl+K / ⌘+K anywhere, and with `/` when the reader is not typing in a field.
 *
 * The dialog's code is a chunk of its own, off every page's first load (the first-load budget):
 * it starts loading when the pointer or focus reaches the button, or when the shortcut opens it,
 * as DocSearch's button does. The search client and index load once the dialog opens.
 *
 * When that chunk cannot be loaded (issue 31: a tab that outlived a deploy), the button gets a
 * small panel instead of the dialog: it says so, keeps a field for the query and offers Retry;
 * a retry that fails too opens the search page with that query (src/components/LazyBoundary).
 * Offline, the panel says that search needs a connection, and a retry stays on the page.
 */
import React, {useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDocsVersionCandidates} from '@docusaurus/plugin-content-docs/client';
import LazyBoundary, {lazyWithRetry, type FailedProps} from '@site/src/components/LazyBoundary';
import {CURRENT_PATH, CURRENT_VERSION} from '../../../../versions/versions';
import {dialogUnavailableText} from '../offline';
import styles from './styles.module.css';

const SearchDialog = lazyWithRetry(() => import(/* webpackChunkName: "search-dialog" */ '../SearchDialog'));
const preloadSearchDialog = SearchDialog.preload;

/**
 * The search page's URL for a query in the reader's version, as the dialog's "See all results"
 * writes it (searchQuery.ts's `writeSearchParams` and `versionParam`). Not imported from there:
 * that module would join every page's first load. tests/lazyParts.test.ts compares the two.
 */
function useSearchPageUrl(): (query: string) => string {
  const searchPage = useBaseUrl('/search');
  const [reader] = useDocsVersionCandidates(undefined);
  return (query) => {
    const params = new URLSearchParams();
    if (query.trim()) params.set('q', query.trim());
    if (reader) params.set('version', reader.name === CURRENT_VERSION ? CURRENT_PATH : reader.name);
    const text = params.toString();
    return text ? `${searchPage}?${text}` : searchPage;
  };
}

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')
  );
}

/** The platform never changes while the page is open: nothing to subscribe to. */
const subscribeToNothing = () => () => {};
const platformModifierKey = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl');

export default function NavbarSearch(): ReactNode {
  const [open, setOpen] = useState(false);
  // Server-rendered (and hydrated) as Ctrl; Apple platforms get ⌘ right after hydration.
  const modifierKey = useSyncExternalStore(subscribeToNothing, platformModifierKey, () => 'Ctrl');
  // What the reader typed into the failure panel: the dialog or the search page starts from it.
  const [query, setQuery] = useState('');
  const close = useCallback(() => {
    setOpen(false);
    setQuery('');
  }, []);
  const searchPageUrl = useSearchPageUrl();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut =
        ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target));
      if (shortcut) {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadSearchDialog}
        onFocus={preloadSearchDialog}
        onTouchStart={preloadSearchDialog}>
        <svg className={styles.icon} width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M14.39 14.39l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.657 10.657z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.shortcut}>{modifierKey} K</kbd>
      </button>
      {open && (
        <LazyBoundary
          loading={null}
          fullPage={() => searchPageUrl(query)}
          failed={(failed) => <SearchUnavailable {...failed} query={query} onQuery={setQuery} onClose={close} />}>
          <SearchDialog onClose={close} initialQuery={query} />
        </LazyBoundary>
      )}
    </>
  );
}

interface UnavailableProps extends FailedProps {
  query: string;
  onQuery: (query: string) => void;
  onClose: () => void;
}

/** In the dialog's place when its code could not be loaded: the reader can still type, then retry. */
function SearchUnavailable({retry, leaving, query, onQuery, onClose}: UnavailableProps): ReactNode {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <form
      className={styles.unavailable}
      role="search"
      aria-label="Search"
      onSubmit={(event) => {
        event.preventDefault();
        retry();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}>
      <p role="alert" className={styles.unavailableText}>
        {leaving ? 'Search could not be loaded. Opening the search page…' : dialogUnavailableText()}
      </p>
      <input
        ref={field}
        type="search"
        aria-label="Search the docs"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        className={styles.unavailableField}
      />
      <button type="submit" className="button button--sm button--primary" disabled={leaving}>
        Retry
      </button>
      <button type="button" className="button button--sm button--secondary" onClick={onClose}>
        Close
      </button>
    </form>
  );
}
