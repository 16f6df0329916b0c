/**
 * Times the navbar search dialog from a reader's input to its results, for `npm run
 * bench:search` (a keystroke) and `npm run bench:search-quality` (a paste): one page-side timer
 * for both benchmarks.
 */
import type {Page} from 'playwright-core';

/**
 * Arms a timer in the page: it starts at the dialog field's next `startEvent` and stops when the
 * dialog shows the results of `query` (as the engine normalises it). `resultsTime` then waits for it.
 */
export async function armDialogTimer(page: Page, query: string, startEvent: 'keydown' | 'input'): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(
    ([q, event]) => {
      const w = window as unknown as {benchStart?: number; benchDone?: Promise<number>};
      w.benchDone = new Promise<number>((resolve) => {
        new MutationObserver((_, observer) => {
          const element = document.querySelector('dialog [data-search-state]');
          if (element?.getAttribute('data-search-query') === q && element.getAttribute('data-search-state') === 'done') {
            observer.disconnect();
            resolve(performance.now() - w.benchStart!);
          }
        }).observe(document.querySelector('dialog')!, {subtree: true, childList: true, attributes: true, characterData: true});
      });
      document
        .querySelector('dialog input[role="combobox"]')!
        .addEventListener(event, () => (w.benchStart = performance.now()), {once: true, capture: true});
    },
    [query, startEvent] as const,
  );
}

/** The milliseconds the armed timer measured, once the results are in. */
export function resultsTime(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as {benchDone: Promise<number>}).benchDone);
}
