/**
 * The navbar's search button (SPEC §1, issue 6). It opens the search dialog on click, with
 * Ctrl+K / ⌘+K anywhere, and with `/` when the reader is not typing in a field. The dialog
 * and the search client are only loaded once it opens.
 */
import React, {useCallback, useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import SearchDialog from '../SearchDialog';
import styles from './styles.module.css';

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
        onClick={() => setOpen(true)}>
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
      {open && <SearchDialog onClose={close} />}
    </>
  );
}
