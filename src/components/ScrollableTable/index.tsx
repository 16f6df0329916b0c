/**
 * Markdown tables in a horizontally scrollable, keyboard-focusable region. Infima makes a
 * wide table scroll inside itself, and a scrolling region that keyboard users cannot focus
 * fails WCAG 2.1.1 (axe-core: scrollable-region-focusable). The wrapper takes the scrolling
 * and the focus; the table keeps Infima's look. On a phone, tables of three columns or more
 * stack their rows instead of scrolling (./styles.module.css).
 *
 * Each region has a name of its own, so a page of several tables has distinct landmarks (axe-core:
 * landmark-unique): the table's own label (the API availability tables have one), else the
 * heading the table sits under (set at build time by ./rehypeStackedTables), else its column
 * headers ("Table: Option, Type, Default").
 */
import React, {isValidElement, type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = ComponentProps<'table'> & {
  /** The region's name, set at build time by ./rehypeStackedTables (the heading the table is under). */
  'data-region-label'?: string;
};

/** The text of a React tree, as a screen reader would read it. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

/** The header cells' texts of the table's `thead`, if it has one. */
function columnHeaders(children: ReactNode): string[] {
  const thead = React.Children.toArray(children).find((child) => isValidElement(child) && child.type === 'thead');
  if (!isValidElement<{children?: ReactNode}>(thead)) return [];
  return React.Children.toArray(thead.props.children).flatMap((row) =>
    isValidElement<{children?: ReactNode}>(row)
      ? React.Children.toArray(row.props.children)
          .map((cell) => textOf(cell).trim())
          .filter(Boolean)
      : [],
  );
}

export default function ScrollableTable({'aria-label': tableLabel, 'data-region-label': headingLabel, ...props}: Props): ReactNode {
  const headers = columnHeaders(props.children);
  const label = tableLabel ?? headingLabel ?? (headers.length ? `Table: ${headers.join(', ')}` : 'Table');
  return (
    // A focusable named region is the pattern axe and WCAG accept for scroll containers.
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <table {...props} />
    </div>
  );
}
