/**
 * Cumulative layout shift (CLS) as Chromium reports it: `layout-shift` performance entries,
 * those not caused by recent input, summed over the page's life. Shared by the search tests
 * and `npm run bench:search`.
 *
 * Scripts are strings: tsx would wrap named functions in a helper the page does not have.
 */
import type {BrowserContext, Page} from 'playwright-core';

/** Run before the page's own scripts (addInitScript), so the first shifts are seen too. */
const OBSERVER = `(() => {
  window.__layoutShift = {score: 0, sources: []};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShift.score += entry.value;
      for (const source of entry.sources || []) {
        const node = source.node;
        window.__layoutShift.sources.push(node ? (node.id ? '#' + node.id : node.nodeName + '.' + (node.className || '')) : '?');
      }
    }
  }).observe({type: 'layout-shift', buffered: true});
})();`;

/** After two animation frames (what was rendered is painted), the score and what moved. */
const READ = `new Promise((resolve) =>
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__layoutShift))))`;

export interface LayoutShift {
  score: number;
  /** The elements that moved (tag and class, or id). */
  sources: string[];
}

/** Observes layout shifts on every page the context opens from now on. */
export async function observeLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(OBSERVER);
}

/** The page's layout shift so far, once what it rendered is painted. */
export async function layoutShift(page: Page): Promise<LayoutShift> {
  return (await page.evaluate(READ)) as LayoutShift;
}
