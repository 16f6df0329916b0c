/**
 * The optional hosted search (CONTRIBUTING.md, "Hosted search") under React (issue 19): the site
 * built with the three ALGOLIA_* settings shows DocSearch in the navbar, and its dialog opens.
 * The provider is not reachable here, so its requests are aborted: the only console errors
 * allowed are those failed loads, and the only other host asked is the provider's.
 *
 * Builds the site a second time, into a folder of its own, with the settings given and Next
 * alone (`DOCS_ONLY_VERSIONS` set to the latest release: the switch is the navbar's, the same in every version);
 * `DOCS_SKIP_HOSTED_BUILD=<folder>` reuses such a build while working on this file.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {launchBrowser, openHydrated, watchContext} from './support/browser';
import {serveBuild, type ServedBuild} from '../scripts/lib/serveBuild';
import {LATEST_VERSION, docUrl} from '../src/versions/versions';

const root = path.resolve(import.meta.dirname, '..');
const HOSTED = {ALGOLIA_APP_ID: 'TESTAPPID', ALGOLIA_API_KEY: 'public-search-key', ALGOLIA_INDEX_NAME: 'stencil-docs'};
/** One docs version is enough to click the navbar's search (CONTRIBUTING.md, "Configuration switches"). */
const ONE_VERSION = {DOCS_ONLY_VERSIONS: LATEST_VERSION.name};
/** DocSearch's hosts are `<app id>-dsn.algolia.net` and `<app id>-<n>.algolianet.com`. */
const PROVIDER_HOST = /^https:\/\/testappid(-dsn|-\d)?\.algolia(net)?\.(net|com)\//i;

const reused = process.env.DOCS_SKIP_HOSTED_BUILD;
const workDir = reused ? undefined : mkdtempSync(path.join(tmpdir(), 'hosted-search-'));
const outDir = reused ?? path.join(workDir!, 'build');
let served: ServedBuild;

before(() => {
  if (!reused) {
    const build = spawnSync('npm', ['run', 'build', '--', '--out-dir', outDir], {
      cwd: root,
      env: {...process.env, ...HOSTED, ...ONE_VERSION},
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    assert.equal(build.status, 0, `the hosted-search build failed:\n${build.stdout.slice(-4000)}\n${build.stderr.slice(-4000)}`);
  }
  assert.ok(existsSync(path.join(outDir, 'index.html')));
});

after(() => {
  served?.stop();
  if (workDir) rmSync(workDir, {recursive: true, force: true});
});

describe('the site built with hosted-search settings', () => {
  test('the navbar search is DocSearch, and its dialog opens and takes a query', async () => {
    served = await serveBuild(outDir);
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({viewport: {width: 1280, height: 900}});
      const problems = await watchContext(context);
      const page = await context.newPage();
      await openHydrated(page, docUrl(LATEST_VERSION, 'introduction'), served.origin);
      const button = page.locator('button.DocSearch-Button');
      await button.waitFor();
      await button.click();
      // DocSearch's modal (it marks itself with its classes, not a dialog role).
      await page.locator('.DocSearch-Modal').waitFor();
      assert.equal(await page.locator('.DocSearch-Input').evaluate((node) => node === document.activeElement), true, 'the field has focus');
      // The query goes to the provider (aborted here) and nowhere else.
      const asked = page.waitForRequest((request) => PROVIDER_HOST.test(request.url()));
      await page.locator('.DocSearch-Input').fill('prop');
      await asked;
      await page.keyboard.press('Escape');
      await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
      await context.close();
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
    } finally {
      await browser.close();
    }
  });
});
