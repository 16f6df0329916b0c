/**
 * The product dropdown at the top of the docs sidebar (SPEC §1): the 20×20 product logo and
 * title as a disclosure button, opening a panel with the forum link and the icon links.
 * Docusaurus has no sidebar header slot with a menu, so this is ours; it follows the WAI-ARIA
 * disclosure pattern (a button with aria-expanded/aria-controls; Escape closes and returns
 * focus to the button; a click outside closes).
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {FORUM_URL, ICON_LINKS} from '@site/src/utils/siteLinks';
import styles from './styles.module.css';

export default function ProductDropdown(): ReactNode {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logo = useBaseUrl('/img/product-logo.svg');

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={styles.productDropdown} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Stencil product links"
        onClick={() => setOpen((value) => !value)}>
        <img src={logo} width={20} height={20} alt="" />
        <span className={styles.title}>Stencil</span>
        <span className={clsx(styles.chevron, open && styles.chevronOpen)} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <a className={styles.textLink} href={FORUM_URL} target="_blank" rel="noopener noreferrer">
          Community forum
        </a>
        <ul className={styles.icons}>
          {ICON_LINKS.map((link) => (
            <li key={link.href}>
              <a className={link.className} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
