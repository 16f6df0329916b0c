/**
 * The navbar's search button (SPEC §1, issue 6). It opens the search dialog on click, with
 * Ctrl+K / ⌘+K anywhere, and with `/` when the reader is not typing in a field.
 *
 * The dialog's code is a chunk of its own, off every page's first load (the first-load budget):
 * it starts loading when the pointer or focus reaches the button, or when the shortcut opens it,
 * as DocSearch's button does. The search client and index load once the dialog opens.
 */
import React, {Suspense, lazy, useCallback, useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import styles from './styles.module.css';

const loadSearchDialog = () => import('../SearchDialog');
const SearchDialog = lazy(loadSearchDialog);
/** Starts the download early; `lazy` reuses the same promise through the module cache. */
const preloadSearchDialog = () => void loadSearchDialog();

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
  const close = useCallback(() => setOpen(false), []);

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
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
