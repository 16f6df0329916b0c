/**
 * Markdown tables in a horizontally scrollable, keyboard-focusable region. Infima makes a
 * wide table scroll inside itself, and a scrolling region that keyboard users cannot focus
 * fails WCAG 2.1.1 (axe-core: scrollable-region-focusable). The wrapper takes the scrolling
 * and the focus; the table keeps Infima's look. On a phone, tables of three columns or more
 * stack their rows instead of scrolling (./styles.module.css).
 *
 * Each region has a name of its own, so a page of several tables has distinct landmarks (axe-core:
 * landmark-unique): the table's own label (the API availability tables have one), else the name
 * ./rehypeStackedTables gives every Markdown table at build time (the heading it sits under,
 * numbered when a heading has several), so no code runs for it in the browser.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = ComponentProps<'table'> & {
  /** The region's name, set at build time by ./rehypeStackedTables (the heading the table is under). */
  'data-region-label'?: string;
};

export default function ScrollableTable({'aria-label': tableLabel, 'data-region-label': headingLabel, ...props}: Props): ReactNode {
  const label = tableLabel ?? headingLabel ?? 'Table';
  return (
    // A focusable named region is the pattern axe and WCAG accept for scroll containers.
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <table {...props} />
    </div>
  );
}
