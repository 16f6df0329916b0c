/**
 * SPEC §4 and §8 states, in Chromium against the production build: a content chunk that keeps
 * failing shows the red box with the error text and a Retry that recovers once the chunk is
 * reachable (src/theme/Loading, src/plugins/client/rootGuards/routeLoadFailures.ts); storage that is unavailable costs
 * one console warning and no error, and the colour mode still switches (src/plugins/client/rootGuards/storage.ts).
 *
 * Each test uses its own watched context: the chunk tests abort requests on purpose, and the
 * storage tests break storage for every page of their context.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Page} from 'playwright-core';
import {openHydrated, setDarkMode, siteUrl, useBrowserSession, watchContext, type PageProblems} from './support/browser';
import {axeViolations} from './support/axe';
import {LATEST_VERSION, docUrl} from '../src/versions/versions';

const session = useBrowserSession();

const VIEWPORT = {width: 1280, height: 900};
/** The page whose content chunk fails, and the page the reader comes from (same sidebar). */
const TARGET = docUrl(LATEST_VERSION, 'events');
const START = docUrl(LATEST_VERSION, 'component');
/** The entry scripts every page loads from its HTML; everything else under assets/js is a route chunk. */
const ENTRY_SCRIPT = /\/assets\/js\/(?:runtime~)?main\.[0-9a-f]+\.js$/;
/** What Chromium logs for a request the test aborts: expected here, unlike any other error. */
const ABORTED_LOAD = /Failed to load resource: net::ERR_FAILED/;

interface Watched {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  warnings: string[];
}

async function watchedPage(init?: () => void): Promise<Watched> {
  const context = await session.browser.newContext({viewport: VIEWPORT});
  const problems = await watchContext(context);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return {context, page, problems, warnings};
}

/**
 * The URL of the chunk holding a doc's content (its metadata names the doc's own permalink),
 * among the scripts a page load of it fetches.
 */
async function contentChunkOf(page: Page, path: string): Promise<string> {
  const scripts: string[] = [];
  const onRequest = (request: {resourceType: () => string; url: () => string}) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  };
  page.on('request', onRequest);
  await openHydrated(page, path);
  page.off('request', onRequest);
  const ownMetadata = `"permalink":"${path}","draft"`;
  const matches: string[] = [];
  for (const url of scripts.filter((script) => !ENTRY_SCRIPT.test(script))) {
    if ((await (await page.request.get(url)).text()).includes(ownMetadata)) matches.push(url);
  }
  assert.equal(matches.length, 1, `one chunk holds ${path}'s content: ${matches.join(', ')}`);
  return matches[0];
}

/** Aborts the requests `shouldBlock` picks while `blocking` is on; records the script loads among them. */
async function blockChunks(context: BrowserContext, shouldBlock: (url: string) => boolean) {
  const blocker = {blocking: true, blockedScripts: [] as string[]};
  await context.route(
    (url) => shouldBlock(url.href),
    (route) => {
      if (!blocker.blocking) return route.fallback();
      // Link prefetches of the same file are aborted too, but only script loads count.
      if (route.request().resourceType() === 'script') blocker.blockedScripts.push(route.request().url());
      return route.abort('failed');
    },
  );
  return blocker;
}

const failedBox = (page: Page) => page.getByRole('alert').filter({has: page.getByRole('button', {name: 'Retry'})});

describe('a content chunk that keeps failing (SPEC §4, §8)', () => {
  test('blocked on the navigation and again on the reload, the page shows the red box with the error; Retry recovers once the chunk is back', async () => {
    const {context, page, problems, warnings} = await watchedPage();
    try {
      const chunk = await contentChunkOf(page, TARGET);
      const title = await page.locator('article h1').innerText();
      await openHydrated(page, START);
      const blocker = await blockChunks(context, (url) => url === chunk);

      // A navigation whose preload fails makes Docusaurus log a warning and reload (SPEC §8);
      // the reload fails on the same chunk.
      const reloadRequested = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === siteUrl(TARGET));
      const reloaded = page.waitForEvent('load');
      await page.locator(`.theme-doc-sidebar-container a[href="${TARGET}"]`).click();
      await reloadRequested;
      await reloaded;
      const box = failedBox(page);
      await box.waitFor();
      assert.equal(new URL(page.url()).pathname, TARGET);
      assert.ok(blocker.blockedScripts.length >= 2, `loaded by the navigation and by the reload: ${blocker.blockedScripts.length} times`);
      assert.ok(
        warnings.some((text) => /ChunkLoadError|Loading chunk/.test(text)),
        `Docusaurus warned about the failed preload: ${warnings.join(' | ')}`,
      );

      const boxText = await box.innerText();
      assert.match(boxText, /could not be loaded/);
      assert.match(boxText, /Loading chunk \S+ failed/, 'the error text');
      assert.ok(boxText.includes(chunk), 'the error names the chunk');
      assert.equal(await page.locator('article').count(), 0, 'no content without its chunk');
      assert.equal(await page.locator('html').getAttribute('data-has-hydrated'), 'true', 'the page is live, not a dead server render');
      assert.ok(await page.locator('.theme-doc-sidebar-container').isVisible(), 'the docs layout around the box still renders');

      for (const dark of [false, true]) {
        await setDarkMode(page, dark);
        assert.deepEqual(await axeViolations(page), [], `the failed state (${dark ? 'dark' : 'light'} mode)`);
      }
      await setDarkMode(page, false);
      await page.evaluate(() => localStorage.removeItem('theme'));

      blocker.blocking = false;
      await box.getByRole('button', {name: 'Retry'}).click();
      await page.locator('article h1', {hasText: title}).waitFor();
      assert.equal(await failedBox(page).count(), 0, 'the box is gone');

      assert.deepEqual(
        problems.consoleErrors.filter((text) => !ABORTED_LOAD.test(text)),
        [],
        'no error but the aborted requests (no hydration error, no uncaught chunk error)',
      );
      assert.deepEqual(problems.foreignRequests, []);
    } finally {
      await context.close();
    }
  });

  test('with every route chunk blocked on a first load, one Retry brings back the whole page', async () => {
    const {context, page, problems} = await watchedPage();
    try {
      await openHydrated(page, TARGET);
      const title = await page.locator('article h1').innerText();
      const blocker = await blockChunks(context, (url) => url.startsWith(siteUrl('/docs/assets/js/')) && !ENTRY_SCRIPT.test(url));

      await openHydrated(page, TARGET);
      const box = failedBox(page);
      await box.waitFor();
      assert.equal(await box.count(), 1, 'one box, for the outermost route that failed');
      assert.ok(blocker.blockedScripts.length > 1, 'every route of the page failed');

      blocker.blocking = false;
      await box.getByRole('button', {name: 'Retry'}).click();
      // The nested routes failed earlier, before they were shown: they retry by themselves.
      await page.locator('article h1', {hasText: title}).waitFor();
      assert.equal(await failedBox(page).count(), 0, 'no second box for the nested routes');
      assert.ok(await page.locator('.theme-doc-sidebar-container').isVisible(), 'the docs layout is back');
      assert.deepEqual(
        problems.consoleErrors.filter((text) => !ABORTED_LOAD.test(text)),
        [],
      );
    } finally {
      await context.close();
    }
  });

  test('navigation keeps working normally: no box, no warning', async () => {
    const {context, page, problems, warnings} = await watchedPage();
    try {
      await openHydrated(page, START);
      await page.locator(`.theme-doc-sidebar-container a[href="${TARGET}"]`).click();
      await page.waitForURL(siteUrl(TARGET));
      await page.locator('article h1').waitFor();
      assert.equal(await failedBox(page).count(), 0);
      assert.deepEqual(warnings, []);
      assert.deepEqual(problems.consoleErrors, []);
    } finally {
      await context.close();
    }
  });
});

/** Storage that exists but throws on use (blocked site data): the case that logged errors. */
function storageMethodsThrow(): void {
  for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
    Object.defineProperty(Storage.prototype, method, {
      configurable: true,
      value() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
}

/** No storage at all: reading `localStorage` throws (as in some sandboxed iframes). */
function storageGetterThrows(): void {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

describe('storage unavailable (SPEC §8)', () => {
  for (const [name, init] of [
    ['the storage methods throw', storageMethodsThrow],
    ['reading localStorage throws', storageGetterThrows],
  ] as const) {
    test(`${name}: one console warning, no error; the colour mode switches for the session`, async () => {
      const {context, page, problems, warnings} = await watchedPage(init);
      try {
        await openHydrated(page, START);
        assert.equal(await page.locator('html').getAttribute('data-theme'), 'light');
        await setDarkMode(page, true);

        // A client-side navigation keeps the choice (in memory) and the page keeps working.
        await page.locator(`.theme-doc-sidebar-container a[href="${TARGET}"]`).click();
        await page.waitForURL(siteUrl(TARGET));
        await page.locator('article h1').waitFor();
        assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
        await setDarkMode(page, false);

        assert.deepEqual(problems.consoleErrors, []);
        assert.equal(warnings.length, 1, `one warning: ${warnings.join(' | ')}`);
        assert.match(warnings[0], /storage is not available/i);
      } finally {
        await context.close();
      }
    });
  }

  test('working storage is untouched: the colour mode is saved and the check leaves no key behind', async () => {
    const {context, page, problems, warnings} = await watchedPage();
    try {
      await openHydrated(page, START);
      const keysBefore = await page.evaluate(() => Object.keys(localStorage).sort());
      await setDarkMode(page, true);
      await openHydrated(page, TARGET);
      assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark', 'restored from storage after a full load');
      const keys = await page.evaluate(() => Object.keys(localStorage).sort());
      assert.deepEqual(
        keys.filter((key) => !keysBefore.includes(key)),
        ['theme'],
        'only the colour mode was added',
      );
      assert.deepEqual(warnings, []);
      assert.deepEqual(problems.consoleErrors, []);
    } finally {
      await context.close();
    }
  });
});
