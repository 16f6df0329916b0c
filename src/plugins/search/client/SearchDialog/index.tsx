/**
 * The search dialog the navbar opens (issue 6): a modal <dialog> holding a WAI-ARIA combobox
 * (the field) that controls a listbox of results, updated as the reader types. ↑/↓ move the
 * active result, Enter opens it, Escape or a click outside closes the dialog and focus goes
 * back where it was. It searches the version being read; its footer opens the search page
 * for every result and the other versions.
 */
import React, {useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import {usePluralForm} from '@docusaurus/theme-common';
import {ALL_VERSIONS_PARAM, SEARCH_PAGE_ROUTE, versionParam, writeSearchParams, type SearchScope} from '../../searchQuery';
import {DIALOG_RESULTS} from '../../ranking/constants';
import SearchHitSummary from '../SearchHitSummary';
import {useOtherVersionsOffer, usePreloadSearch, useReaderVersion, useSearch} from '../useSearch';
import styles from './styles.module.css';
import {indexUnavailableText} from '../offline';

interface Props {
  onClose: () => void;
  /** What the reader typed while the dialog's code could not be loaded (NavbarSearch). */
  initialQuery?: string;
}

export default function SearchDialog({onClose, initialQuery = ''}: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const version = useReaderVersion();
  const scope: SearchScope = {kind: 'version', version};
  const search = useSearch(query, scope, DIALOG_RESULTS);
  const preload = usePreloadSearch(version);
  const history = useHistory();
  const {selectMessage} = usePluralForm();
  const searchPagePath = useBaseUrl(`/${SEARCH_PAGE_ROUTE}`);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);

  const {hits} = search;
  const trimmed = query.trim();
  const pageUrl = (versionValue: string) => `${searchPagePath}${writeSearchParams({q: trimmed, version: versionValue})}`;

  // Open as a modal on mount: the browser keeps focus inside and makes the page inert. Close
  // before React removes the element (a layout-effect cleanup), so focus goes back where it was.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    preload();
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, [preload]);

  // New results start again at the first option (state adjusted while rendering, not in an effect).
  const [hitsShown, setHitsShown] = useState(hits);
  if (hitsShown !== hits) {
    setHitsShown(hits);
    setActive(0);
  }

  useEffect(() => {
    if (hits.length > 0) document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
  }, [active, hits.length, optionId]);

  const go = (url: string) => {
    onClose();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (hits.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + hits.length) % hits.length);
        break;
      }
      case 'Enter': {
        event.preventDefault();
        const hit = hits[active];
        if (hit) go(hit.url);
        else if (trimmed) go(pageUrl(versionParam(version)));
        break;
      }
      case 'Escape':
        // Handled here: in a search field the browser would otherwise only clear the text.
        event.preventDefault();
        onClose();
        break;
      default:
    }
  };

  const countText = selectMessage(search.total, 'One result|{count} results').replace('{count}', String(search.total));
  const othersOffer = useOtherVersionsOffer(scope, search);
  const othersLink = othersOffer && (
    <Link to={pageUrl(ALL_VERSIONS_PARAM)} onClick={onClose}>
      {othersOffer}
    </Link>
  );
  let status: ReactNode;
  if (search.status === 'idle') {
    status = trimmed ? 'Keep typing…' : `Type to search the ${version.label} docs.`;
  } else if (search.status === 'error') {
    status = indexUnavailableText('Search is unavailable: its index could not be loaded.');
  } else if (search.status === 'done' && hits.length === 0) {
    status = (
      <>
        No results for “{search.query}” {othersLink ? `in ${version.label}` : 'in any version'}. {othersLink}
      </>
    );
  } else if (hits.length === 0) {
    status = 'Searching…';
  } else {
    status = `${countText} in ${version.label}`;
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={labelId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The backdrop belongs to the dialog element: a click outside its box is a click on it.
        const box = event.currentTarget.getBoundingClientRect();
        const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
        if (outside) onClose();
      }}>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label id={labelId} htmlFor={inputId} className={styles.label}>
          Search the {version.label} docs
        </label>
        <div className={styles.fieldRow}>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls={hits.length > 0 ? listboxId : undefined}
            aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder="Components, config, testing…"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            autoFocus
          />
          <button type="button" className={styles.close} onClick={onClose}>
            Close
          </button>
        </div>
      </form>

      <div className={styles.body} data-search-state={search.status} data-search-query={search.query}>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {search.correctedQuery && hits.length > 0 && (
          <p className={styles.corrected}>
            Showing results for <strong>{search.correctedQuery}</strong>
          </p>
        )}
        {hits.length > 0 && othersLink && <p className={styles.otherVersions}>{othersLink}</p>}
        {hits.length > 0 && (
          <div role="listbox" id={listboxId} aria-label="Search results" className={styles.listbox}>
            {hits.map((hit, index) => (
              <Link
                key={hit.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                to={hit.url}
                className={styles.option}
                onClick={onClose}
                onMouseMove={() => setActive(index)}>
                <SearchHitSummary hit={hit} showVersion={hit.version?.name !== version.name} />
              </Link>
            ))}
          </div>
        )}
      </div>

      <footer className={styles.footer}>
        <Link to={pageUrl(versionParam(version))} onClick={onClose} className={styles.footerLink}>
          {trimmed ? 'See all results' : 'Open the search page'}
        </Link>
        <span className={styles.hints} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> move <kbd>Enter</kbd> open <kbd>Esc</kbd> close
        </span>
      </footer>
    </dialog>
  );
}
