/**
 * Lazy parts that fail to load never take the page down (issue 31), in Chromium against the
 * production build: with a lazy part's chunk aborted (as for a tab that outlived a deploy, whose
 * old hashes are gone), the control says it could not load and offers Retry, no "This page
 * crashed"; a retry that fails again goes to the full page (search: /docs/search with the typed
 * query and the reader's version; Compare: the same ?compare= URL loaded afresh); a retry once
 * the chunk is back shows the part (src/components/LazyBoundary). Offline, the search button says
 * that search needs a connection and a retry stays on the page.
 *
 * The chunks are found by the requests the controls make (their chunk names are set in
 * src/plugins/search/client/NavbarSearch and src/compare/components/CompareWith).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Locator, Page} from 'playwright-core';
import {openHydrated, siteUrl, useBrowserSession, watchContext} from './support/browser';
import {axeViolations} from './support/axe';
import {LATEST_VERSION, NEXT_VERSION, docUrl, versionByName} from '../src/versions/versions';
import {SEARCH_PAGE_ROUTE, versionParam, writeSearchParams} from '../src/plugins/search/searchQuery';

/**
 * Expected here and nowhere else: Chromium's line for an aborted request, and React's report of
 * the load error the part's boundary caught.
 */
const ABORTED_CHUNK = /Failed to load resource: net::ERR_FAILED|ChunkLoadError|Loading chunk \S+ failed/;
const session = useBrowserSession({allowConsoleErrors: ABORTED_CHUNK});

const SEARCH_CHUNK = /\/assets\/js\/search-dialog\.[0-9a-f]+\.js$/;
const COMPARE_CHUNK = /\/assets\/js\/compare-view\.[0-9a-f]+\.js$/;

/** A fresh watched context (its own chunk cache and routes) whose requests for `chunk` are aborted while `blocking`. */
async function blockedContext(chunk: RegExp) {
  const context: BrowserContext = await session.browser.newContext({viewport: {width: 1280, height: 900}});
  await watchContext(context, session.problems);
  const blocker = {blocking: true, aborted: [] as string[]};
  await context.route(
    (url) => chunk.test(url.pathname),
    (route) => {
      if (!blocker.blocking) return route.fallback();
      blocker.aborted.push(route.request().url());
      return route.abort('failed');
    },
  );
  const page = await context.newPage();
  return {context, page, blocker};
}

/** Waits for a part's failure, or for the crash fallback it must never give way to. */
async function failureShown(page: Page, failure: Locator): Promise<void> {
  await failure.or(page.getByText('This page crashed')).first().waitFor();
  await assertNotCrashed(page);
}

/** Nothing took the page down: no crash fallback, the navbar and the article are there. */
async function assertNotCrashed(page: Page): Promise<void> {
  assert.equal(await page.getByText('This page crashed').count(), 0, 'no "This page crashed"');
  assert.notEqual(await page.title(), 'Page Error');
  assert.ok(await page.locator('.navbar').isVisible(), 'the navbar is still there');
}

describe('the search dialog', () => {
  const PAGE = docUrl(NEXT_VERSION, 'component');
  const panel = (page: Page) => page.getByRole('search', {name: 'Search'}).filter({has: page.getByRole('alert')});

  test('its chunk aborted: the button says search could not be loaded; a failed retry opens the search page with the query', async () => {
    const {context, page, blocker} = await blockedContext(SEARCH_CHUNK);
    try {
      await openHydrated(page, PAGE);
      await page.getByRole('button', {name: 'Search'}).click();
      await failureShown(page, panel(page));
      assert.match(await panel(page).getByRole('alert').innerText(), /Search could not be loaded/);
      assert.ok(blocker.aborted.length > 0, 'the chunk was requested and aborted');
      await assertNotCrashed(page);
      assert.ok(await page.locator('article h1').isVisible(), 'the page is still there');
      assert.deepEqual(await axeViolations(page), [], 'the failure panel');

      const field = panel(page).getByRole('searchbox', {name: 'Search the docs'});
      assert.ok(await field.evaluate((element) => element === document.activeElement), 'the field has focus');
      await field.fill('lifecycle hooks');
      const abortedBefore = blocker.aborted.length;
      // The search page's URL as the dialog writes it: the reader's version (Next here), the query.
      const expected = siteUrl(
        `/docs/${SEARCH_PAGE_ROUTE}${writeSearchParams({q: 'lifecycle hooks', version: versionParam(NEXT_VERSION)})}`,
      );
      await Promise.all([page.waitForURL(expected), panel(page).getByRole('button', {name: 'Retry'}).click()]);
      assert.ok(blocker.aborted.length > abortedBefore, 'Retry loaded the chunk again');
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.locator('input[type="search"]').first().waitFor();
      assert.equal(await page.locator('main input[type="search"]').inputValue(), 'lifecycle hooks', 'the search page has the query');
      await assertNotCrashed(page);
    } finally {
      await context.close();
    }
  });

  test('a retry once the chunk is back opens the dialog with what was typed', async () => {
    const {context, page, blocker} = await blockedContext(SEARCH_CHUNK);
    try {
      await openHydrated(page, PAGE);
      await page.keyboard.press('Control+k');
      await failureShown(page, panel(page));
      await panel(page).getByRole('searchbox').fill('events');
      blocker.blocking = false;
      await panel(page).getByRole('button', {name: 'Retry'}).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      assert.equal(await dialog.getByRole('combobox').inputValue(), 'events');
      assert.equal(await panel(page).count(), 0, 'the panel is gone');
      assert.equal(page.url(), siteUrl(PAGE), 'no navigation');
      await page.keyboard.press('Escape');
      await dialog.waitFor({state: 'detached'});
      await page.getByRole('button', {name: 'Search'}).click();
      assert.equal(await page.getByRole('dialog').getByRole('combobox').inputValue(), '', 'opened again, it starts empty');
    } finally {
      await context.close();
    }
  });

  test('offline, the button says that search needs a connection, and Retry stays on the page', async () => {
    const context = await session.browser.newContext({viewport: {width: 1280, height: 900}});
    const uncaught: string[] = [];
    try {
      const page = await context.newPage();
      page.on('pageerror', (error) => uncaught.push(error.message));
      await openHydrated(page, PAGE);
      await context.setOffline(true);
      await page.getByRole('button', {name: 'Search'}).click();
      await failureShown(page, panel(page));
      assert.match(await panel(page).getByRole('alert').innerText(), /Search needs a connection: this device is offline/);
      await panel(page).getByRole('button', {name: 'Retry'}).click();
      // A full page load offline would only show the browser's error page.
      await page.waitForTimeout(1000);
      assert.equal(page.url(), siteUrl(PAGE), 'no navigation');
      assert.match(await panel(page).getByRole('alert').innerText(), /needs a connection/);
      await context.setOffline(false);
      await panel(page).getByRole('button', {name: 'Retry'}).click();
      await page.getByRole('dialog').waitFor();
      assert.deepEqual(uncaught, [], 'no uncaught error');
    } finally {
      await context.close();
    }
  });

  test('Escape closes the failure panel', async () => {
    const {context, page} = await blockedContext(SEARCH_CHUNK);
    try {
      await openHydrated(page, PAGE);
      await page.getByRole('button', {name: 'Search'}).click();
      await failureShown(page, panel(page));
      await page.keyboard.press('Escape');
      await panel(page).waitFor({state: 'detached'});
      await assertNotCrashed(page);
    } finally {
      await context.close();
    }
  });
});

describe('Compare with…', () => {
  const other = versionByName('v4.33')!;
  const PAGE = `${docUrl(LATEST_VERSION, 'properties')}?compare=${other.name}`;
  const failure = (page: Page) => page.getByRole('alert').filter({hasText: 'could not be loaded'});

  test('its chunk aborted: the comparison says so in place; a failed retry loads the URL afresh; a retry once back shows it', async () => {
    const {context, page, blocker} = await blockedContext(COMPARE_CHUNK);
    try {
      await openHydrated(page, PAGE);
      await failureShown(page, failure(page));
      assert.match(await failure(page).innerText(), new RegExp(`comparison with ${other.label.replace('.', '\\.')} could not be loaded`));
      assert.ok(blocker.aborted.length > 0, 'the chunk was requested and aborted');
      await assertNotCrashed(page);
      assert.equal(
        await failure(page).getByRole('link', {name: 'Show the page without the comparison'}).getAttribute('href'),
        docUrl(LATEST_VERSION, 'properties'),
      );

      // A retry that fails too loads the same URL (the comparison kept) with a full page load.
      const reloaded = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === siteUrl(PAGE));
      await failure(page).getByRole('button', {name: 'Retry'}).click();
      await reloaded;
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await failureShown(page, failure(page));
      await assertNotCrashed(page);

      blocker.blocking = false;
      await page.evaluate(() => document.documentElement.setAttribute('data-before-retry', ''));
      await failure(page).getByRole('button', {name: 'Retry'}).click();
      await page.locator('[data-compare-change]').first().waitFor();
      assert.equal(await page.locator('html[data-before-retry]').count(), 1, 'shown in place, not by loading the page again');
      assert.equal(await failure(page).count(), 0, 'the failure is gone');
      assert.equal(page.url(), siteUrl(PAGE));
    } finally {
      await context.close();
    }
  });
});
