/**
 * The optional hosted search (CONTRIBUTING.md, "Hosted search") under React (issue 19): the site
 * built with the three ALGOLIA_* settings shows DocSearch in the navbar, and its dialog opens.
 * The provider is not reachable here (Chromium resolves no host but loopback), so its requests
 * fail: the only console errors allowed are those failed loads, and the only other host asked is
 * the provider's.
 *
 * Builds the site a second time with the settings given and the latest release alone
 * (tests/support/variantBuild.ts: the switch is the navbar's, the same in every version);
 * `DOCS_SKIP_HOSTED_BUILD=<folder>` reuses such a build while working on this file.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {useVariantBuild} from './support/variantBuild';

const HOSTED = {ALGOLIA_APP_ID: 'TESTAPPID', ALGOLIA_API_KEY: 'public-search-key', ALGOLIA_INDEX_NAME: 'stencil-docs'};
/** DocSearch's hosts are `<app id>-dsn.algolia.net` and `<app id>-<n>.algolianet.com`. */
const PROVIDER_HOST = /^https:\/\/testappid(-dsn|-\d)?\.algolia(net)?\.(net|com)\//i;

const {openIntroduction} = useVariantBuild('hosted-search', HOSTED, process.env.DOCS_SKIP_HOSTED_BUILD);

describe('the site built with hosted-search settings', () => {
  test('the navbar search is DocSearch, and its dialog opens and takes a query', async () => {
    const problems = await openIntroduction(async (page) => {
      const button = page.locator('button.DocSearch-Button');
      await button.waitFor();
      await button.click();
      // DocSearch's modal (it marks itself with its classes, not a dialog role).
      await page.locator('.DocSearch-Modal').waitFor();
      assert.equal(await page.locator('.DocSearch-Input').evaluate((node) => node === document.activeElement), true, 'the field has focus');
      // The query goes to the provider (failing here) and nowhere else.
      const asked = page.waitForRequest((request) => PROVIDER_HOST.test(request.url()));
      await page.locator('.DocSearch-Input').fill('prop');
      await asked;
      await page.keyboard.press('Escape');
      await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
    });
    assert.ok(problems.foreignRequests.length > 0, 'the query was sent to the provider');
    assert.deepEqual(
      problems.foreignRequests.filter((url) => !PROVIDER_HOST.test(url)),
      [],
      'no host but the provider is asked',
    );
    assert.deepEqual(
      problems.consoleErrors.filter((message) => !/Failed to load resource|net::ERR_FAILED|algolia/i.test(message)),
      [],
      'no console error but the blocked requests',
    );
  });
});
