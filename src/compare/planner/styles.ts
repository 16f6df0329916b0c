/**
 * The upgrade planner page's styles (./UpgradePlannerPage.tsx).
 *
 * Kept out of the site's one stylesheet on purpose: Docusaurus merges every CSS module into the
 * stylesheet each page loads first, so rules for this view would cost every first visit (the
 * first-load budget). As a string rendered in a `<style>` element by the view, they load with
 * its chunk. The production CSP allows inline styles (`style-src 'unsafe-inline'`).
 */
export const classNames = {
  checkbox: 'upgrade-planner-checkbox',
  checklist: 'upgrade-planner-checklist',
  detail: 'upgrade-planner-detail',
  field: 'upgrade-planner-field',
  group: 'upgrade-planner-group',
  item: 'upgrade-planner-item',
  itemBody: 'upgrade-planner-item-body',
  itemLink: 'upgrade-planner-item-link',
  itemTitle: 'upgrade-planner-item-title',
  markdownLink: 'upgrade-planner-markdown-link',
  note: 'upgrade-planner-note',
  page: 'upgrade-planner-page',
  pair: 'upgrade-planner-pair',
  release: 'upgrade-planner-release',
  section: 'upgrade-planner-section',
  snippet: 'upgrade-planner-snippet',
  status: 'upgrade-planner-status',
} as const;

export const css = `
.upgrade-planner-page {
  max-width: 52rem;
}

.upgrade-planner-pair {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  margin-bottom: 1rem;
}

.upgrade-planner-field {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-weight: var(--ifm-font-weight-semibold);
}

.upgrade-planner-field select {
  min-width: 9rem;
  min-height: 2.5rem;
  padding: 0.25rem 0.5rem;
  border: 1px solid var(--ifm-color-emphasis-600);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-color);
  color: var(--ifm-font-color-base);
  font: inherit;
}

.upgrade-planner-status {
  font-weight: var(--ifm-font-weight-semibold);
}

.upgrade-planner-markdown-link {
  font-size: 0.875rem;
}

.upgrade-planner-section {
  margin-top: 2rem;
}

.upgrade-planner-group h3 {
  margin-top: 1.5rem;
}

.upgrade-planner-checklist {
  margin: 0;
  padding: 0;
  list-style: none;
}

.upgrade-planner-item {
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.75rem 0;
  border-top: 1px solid var(--ifm-color-emphasis-300);
}

.upgrade-planner-checkbox {
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.2rem;
}

.upgrade-planner-item-body {
  min-width: 0;
  overflow-wrap: anywhere;
}

.upgrade-planner-item-title {
  display: block;
  font-weight: var(--ifm-font-weight-semibold);
  cursor: pointer;
}

.upgrade-planner-detail {
  margin: 0.25rem 0;
}

.upgrade-planner-item-link {
  font-size: 0.875rem;
}

.upgrade-planner-release {
  margin: 0.125rem 0 0.25rem;
  font-size: 0.875rem;
  color: var(--ifm-color-emphasis-800);
}

.upgrade-planner-snippet {
  margin: 0.5rem 0;
}

.upgrade-planner-snippet figcaption {
  font-size: 0.875rem;
  font-family: var(--ifm-font-family-monospace);
}

.upgrade-planner-snippet pre {
  margin: 0.25rem 0 0;
  max-width: 100%;
  overflow-x: auto;
  font-size: 0.8125rem;
  overflow-wrap: normal;
}

.upgrade-planner-note {
  font-size: 0.875rem;
  overflow-wrap: anywhere;
}
`;
