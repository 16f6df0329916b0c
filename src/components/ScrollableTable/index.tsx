/**
 * Markdown tables in a horizontally scrollable, keyboard-focusable region. Infima makes a
 * wide table scroll inside itself, and a scrolling region that keyboard users cannot focus
 * fails WCAG 2.1.1 (axe-core: scrollable-region-focusable). The wrapper takes the scrolling
 * and the focus; the table keeps Infima's look. Each region is named after the heading the table
 * sits under (./rehypeStackedTables), so a page's regions have distinct names. On a phone, tables
 * of three columns or more stack their rows instead of scrolling (./styles.module.css).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = ComponentProps<'table'> & {
  /** The region's name, set at build time by ./rehypeStackedTables (the heading the table is under). */
  'data-region-label'?: string;
};

export default function ScrollableTable({'aria-label': tableLabel, 'data-region-label': headingLabel, ...props}: Props): ReactNode {
  const label = tableLabel ?? headingLabel;
  return (
    // A focusable named region is the pattern axe and WCAG accept for scroll containers. Its name
    // is the table's own label (the API availability tables have one), else the heading the
    // table is under, so a page of several tables has distinct landmarks.
    <div className={styles.scroller} role="region" aria-label={label ?? 'Table'} tabIndex={0}>
      <table {...props} />
    </div>
  );
}
