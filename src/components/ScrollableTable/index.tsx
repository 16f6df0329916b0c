/**
 * Markdown tables in a horizontally scrollable, keyboard-focusable region. Infima makes a
 * wide table scroll inside itself, and a scrolling region that keyboard users cannot focus
 * fails WCAG 2.1.1 (axe-core: scrollable-region-focusable). The wrapper takes the scrolling
 * and the focus; the table keeps Infima's look.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

export default function ScrollableTable({'aria-label': label, ...props}: ComponentProps<'table'>): ReactNode {
  return (
    // A focusable named region is the pattern axe and WCAG accept for scroll containers. A table
    // given a label (the API availability page names each of its tables) lends it to the region,
    // so a page of several tables has distinct landmarks.
    <div className={styles.scroller} role="region" aria-label={label ?? 'Table'} tabIndex={0}>
      <table {...props} />
    </div>
  );
}
