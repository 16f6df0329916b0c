/**
 * The size budget (performance issue): a first visit to each of the pages downloads at
 * most FIRST_LOAD_BUDGET_BYTES of JS+CSS, gzip, measured in Chromium from the build the way
 * `npm run bench` measures it (scripts/lib/firstLoad.ts, one module for both).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {siteUrl, useBrowserSession} from './support/browser';
import {FIRST_LOAD_BUDGET_BYTES, FIRST_LOAD_PAGES, kb, measureFirstLoad} from '../scripts/lib/firstLoad';

const session = useBrowserSession();

for (const pathname of FIRST_LOAD_PAGES) {
  test(`${pathname}: first-load JS+CSS is within the budget of ${kb(FIRST_LOAD_BUDGET_BYTES)} gzip`, async () => {
    const load = await measureFirstLoad(session.browser, siteUrl(pathname));
    // A measurement that saw no script or no stylesheet measured nothing: fail rather than pass.
    assert.ok(load.jsGzip > 0 && load.cssGzip > 0, `${pathname}: scripts and stylesheets were seen (${load.files} files)`);
    assert.ok(
      load.totalGzip <= FIRST_LOAD_BUDGET_BYTES,
      `${pathname}: ${kb(load.totalGzip)} gzip (JS ${kb(load.jsGzip)}, CSS ${kb(load.cssGzip)}) is over the budget of ` +
        `${kb(FIRST_LOAD_BUDGET_BYTES)} (FIRST_LOAD_BUDGET_BYTES in scripts/lib/firstLoad.ts; \`npm run bench:first-load\` lists the files)`,
    );
  });
}
