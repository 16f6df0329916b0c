/**
 * The comparison's styles (../index.tsx): the bar, and the marks, whose border, background and text label say "added" or "removed" without relying on colour alone.
 *
 * Kept out of the site's one stylesheet on purpose: Docusaurus merges every CSS module into the
 * stylesheet each page loads first, so rules for this view would cost every first visit (the
 * first-load budget). As a string rendered in a `<style>` element by the view, they load with
 * its chunk. The production CSP allows inline styles (`style-src 'unsafe-inline'`).
 */
export const classNames = {
  actions: 'compare-view-actions',
  bar: 'compare-view-bar',
  body: 'compare-view-body',
  compare: 'compare-view-compare',
  heading: 'compare-view-heading',
  leave: 'compare-view-leave',
  legend: 'compare-view-legend',
  position: 'compare-view-position',
  summary: 'compare-view-summary',
  tableScroller: 'compare-view-table-scroller',
} as const;

export const css = `
.compare-view-compare {
  margin-bottom: 2rem;
}

.compare-view-bar {
  position: sticky;
  top: var(--ifm-navbar-height);
  z-index: 1;
  margin-bottom: 1.5rem;
  padding: 0.75rem 1rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-surface-color);
}

.compare-view-bar p {
  margin: 0 0 0.25rem;
}

.compare-view-heading {
  font-weight: var(--ifm-font-weight-semibold);
}

.compare-view-legend {
  font-weight: normal;
}

.compare-view-summary {
  font-weight: var(--ifm-font-weight-bold);
}

.compare-view-actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin-top: 0.5rem;
}

.compare-view-position {
  font-size: 0.875rem;
}

.compare-view-leave {
  font-size: 0.875rem;
}

/* The marks: a border, a background and a text label, so colour is never the only sign. */
.compare-view-body .compare-block {
  display: block;
  margin: 0 0 var(--ifm-spacing-vertical);
  padding: 0.25rem 0.75rem;
  border-left: 4px solid;
  text-decoration: none;
}

.compare-view-body .compare-inline {
  text-decoration: none;
}

.compare-view-body ins.compare-added {
  border-color: var(--ifm-color-success-dark);
  background: var(--ifm-color-success-contrast-background);
  color: var(--ifm-color-success-contrast-foreground);
}

.compare-view-body del.compare-removed {
  border-color: var(--ifm-color-danger-dark);
  background: var(--ifm-color-danger-contrast-background);
  color: var(--ifm-color-danger-contrast-foreground);
}

.compare-view-body .compare-label {
  display: inline-block;
  margin-right: 0.5rem;
  font-size: 0.75rem;
  font-weight: var(--ifm-font-weight-bold);
  text-transform: uppercase;
  letter-spacing: 0.02em;
}

.compare-view-body .compare-block > .compare-label {
  display: block;
}

.compare-view-body li.compare-added,
.compare-view-body li.compare-removed {
  list-style-position: inside;
}

.compare-view-body [data-compare-change]:focus {
  outline: 3px solid var(--ifm-color-primary);
  outline-offset: 2px;
}

.compare-view-body tr.compare-added {
  background: var(--ifm-color-success-contrast-background);
}

.compare-view-body tr.compare-removed {
  background: var(--ifm-color-danger-contrast-background);
}

.compare-view-body pre {
  overflow-x: auto;
}

/* As src/components/ScrollableTable: the region scrolls, the table keeps Infima's look. */
.compare-view-table-scroller {
  overflow-x: auto;
  margin-bottom: var(--ifm-spacing-vertical);
}

.compare-view-table-scroller:focus-visible {
  outline: 2px solid var(--ifm-color-primary);
  outline-offset: 2px;
}

.compare-view-table-scroller > table {
  display: table;
  margin-bottom: 0;
  overflow: visible;
}
`;
