/**
 * Offline search (issue 6), in Chromium against the production build: the navbar dialog, the
 * search page and its URL, version scoping, typo tolerance, hostile input, privacy (no
 * request leaves the machine), CSP and accessibility.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core';
import {isLoopback, launchBrowser, openHydrated, siteUrl, watchContext, type PageProblems} from './support/browser';
import {axeViolations} from './support/axe';
import {LATEST_VERSION, NEXT_VERSION, docUrl, versionByName} from '../src/utils/versions';
import {normalizeQuery, versionParam, writeSearchParams} from '../src/utils/searchQuery';

let browser: Browser;
let context: BrowserContext;
let problems: PageProblems;
let page: Page;

const V2 = versionByName('v2')!;
const NEXT = versionParam(NEXT_VERSION);
const LATEST = versionParam(LATEST_VERSION);
const UPGRADE_TO_THREE = 'introduction/upgrading-to-stencil-three';
/** Words of the upgrading-to-Stencil-three guide (which says "Stencil 3", not "three"). */
const UPGRADE_QUERY = 'upgrading to stencil 3';
const HOSTILE_QUERIES = ['<img src=x onerror=alert(1)>', '"><script>'];
const REGEX_METACHARACTERS = '.*+?^${}()|[]\\';

function searchPage(q: string, version?: string): string {
  return `/docs/search${writeSearchParams({q, version: version ?? null})}`;
}

/** Waits until the search under `root` has answered `rawQuery` (done or error) and returns its state. */
async function searchSettled(target: Page, rawQuery: string, root = 'body'): Promise<string> {
  const handle = await target.waitForFunction(
    ({root, query}) => {
      const element = document.querySelector(`${root} [data-search-state]`);
      const state = element?.getAttribute('data-search-state');
      return element?.getAttribute('data-search-query') === query && (state === 'done' || state === 'error') ? state : null;
    },
    {root, query: normalizeQuery(rawQuery)},
  );
  return (await handle.jsonValue()) as string;
}

async function resultHrefs(results: Locator): Promise<string[]> {
  return results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** Whether a result links to the page at `path` (any section of it). */
const linksTo = (hrefs: string[], path: string) => hrefs.some((href) => href.split('#')[0] === path);

const pageResults = (target: Page) => target.locator('main ol a');
const dialogOptions = (target: Page) => target.locator('dialog [role="option"]');

async function openDialogAndSearch(target: Page, query: string): Promise<void> {
  await target.keyboard.press('Control+k');
  await target.locator('dialog[open] input[role="combobox"]').waitFor();
  await target.keyboard.type(query);
  assert.equal(await searchSettled(target, query, 'dialog'), 'done');
}

async function setDarkMode(target: Page, dark: boolean): Promise<void> {
  const isDark = async () => (await target.locator('html').getAttribute('data-theme')) === 'dark';
  if ((await isDark()) !== dark) await target.getByRole('button', {name: /dark and light mode/i}).click();
  await target.waitForFunction((want) => (document.documentElement.getAttribute('data-theme') === 'dark') === want, dark);
}

before(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({viewport: {width: 1280, height: 900}});
  problems = await watchContext(context);
  page = await context.newPage();
});
after(async () => {
  await browser?.close();
});

describe('navbar search dialog', () => {
  test('the search client is not loaded with the page, only when search opens', async () => {
    const requested: string[] = [];
    const onRequest = (request: {url: () => string}) => requested.push(request.url());
    page.on('request', onRequest);
    await openHydrated(page, docUrl(NEXT_VERSION, 'getting-started'));
    await page.waitForTimeout(300);
    assert.deepEqual(requested.filter((url) => url.includes('/pagefind/')), [], 'nothing from /docs/pagefind/ on page load');
    await openDialogAndSearch(page, 'lifecycle');
    page.off('request', onRequest);
    assert.ok(requested.some((url) => url.endsWith('/pagefind/pagefind.js')), 'the client loads on first use');
    assert.equal(await page.locator('.DocSearch-Button').count(), 0, 'no hosted DocSearch box in the default build');
  });

  test('Ctrl+K opens a labelled modal combobox; typing lists results with title, section and highlighted excerpt', async () => {
    await openHydrated(page, docUrl(NEXT_VERSION, 'getting-started'));
    await page.keyboard.press('Control+k');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    assert.ok(await dialog.evaluate((d) => d.matches(':modal')), 'the dialog is modal');
    const input = dialog.locator('input[role="combobox"]');
    assert.ok(await input.evaluate((el) => el === document.activeElement), 'the field has focus');
    assert.match((await input.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent)) ?? '', /search/i);
    assert.equal(await input.getAttribute('aria-expanded'), 'false');

    await page.keyboard.type('lifecycle');
    assert.equal(await searchSettled(page, 'lifecycle', 'dialog'), 'done');
    const listbox = dialog.locator('[role="listbox"]');
    assert.equal(await input.getAttribute('aria-expanded'), 'true');
    assert.equal(await input.getAttribute('aria-controls'), await listbox.getAttribute('id'));
    const options = dialogOptions(page);
    assert.ok((await options.count()) > 0, 'results appear as you type');
    assert.match(await options.first().innerText(), /lifecycle/i, 'the page title');
    assert.ok((await dialog.locator('[role="option"] mark').count()) > 0, 'matched words are highlighted');
    assert.match((await dialog.locator('[role="option"] mark').first().innerText()).toLowerCase(), /lifecycle/);
    assert.ok((await dialog.locator('[role="option"] [class*="heading"]').count()) > 0, 'some results name their section');
    assert.match(await dialog.locator('[role="status"]').innerText(), /results? in Next/);
    await page.keyboard.press('Escape');
  });

  test('`/` opens it; ↑/↓ move the active option and Enter opens it', async () => {
    await openHydrated(page, docUrl(NEXT_VERSION, 'getting-started'));
    await page.keyboard.press('/');
    await page.locator('dialog[open] input[role="combobox"]').waitFor();
    await page.keyboard.type('hydrate');
    assert.equal(await searchSettled(page, 'hydrate', 'dialog'), 'done');
    const input = page.locator('dialog input[role="combobox"]');
    const options = dialogOptions(page);
    assert.ok((await options.count()) >= 2, 'at least two results to move between');
    const ids = await options.evaluateAll((els) => els.map((el) => el.id));
    assert.equal(await input.getAttribute('aria-activedescendant'), ids[0]);
    await page.keyboard.press('ArrowDown');
    assert.equal(await input.getAttribute('aria-activedescendant'), ids[1]);
    assert.equal(await options.nth(1).getAttribute('aria-selected'), 'true');
    assert.equal(await options.nth(0).getAttribute('aria-selected'), 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    const href = (await options.nth(1).getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    assert.equal(await page.locator('dialog').count(), 0, 'the dialog closes');
  });

  test('Escape closes it and focus returns to the search button', async () => {
    await openHydrated(page, docUrl(NEXT_VERSION, 'getting-started'));
    const button = page.locator('.navbar__items--right button[aria-label="Search"]');
    await button.click();
    await page.locator('dialog[open]').waitFor();
    await page.keyboard.type('state');
    await page.keyboard.press('Escape');
    await page.locator('dialog').waitFor({state: 'detached'});
    assert.ok(await button.evaluate((el) => el === document.activeElement), 'focus is back on the button');
  });

  test('it searches the version being read', async () => {
    await openHydrated(page, docUrl(V2, 'introduction'));
    await openDialogAndSearch(page, UPGRADE_QUERY);
    assert.ok(linksTo(await resultHrefs(dialogOptions(page)), docUrl(V2, UPGRADE_TO_THREE)), 'found in v2');
    await page.keyboard.press('Escape');

    await openHydrated(page, docUrl(LATEST_VERSION, 'introduction'));
    await page.keyboard.press('Control+k');
    await page.locator('dialog[open] input').waitFor();
    await page.keyboard.type(UPGRADE_QUERY);
    await searchSettled(page, UPGRADE_QUERY, 'dialog');
    const hrefs = await resultHrefs(dialogOptions(page));
    assert.ok(!hrefs.some((href) => href.includes('upgrading-to-stencil-three')), `not from ${LATEST_VERSION.label}: ${hrefs.join(', ')}`);
    assert.ok(hrefs.every((href) => !/\/docs\/(next|v\d)/.test(href)), `only ${LATEST_VERSION.label} pages: ${hrefs.join(', ')}`);
    await page.keyboard.press('Escape');
  });
});

describe('search page', () => {
  test('reads q on load and shows the results with a plural count', async () => {
    await openHydrated(page, searchPage('lifecycle', NEXT));
    assert.equal(await searchSettled(page, 'lifecycle', 'main'), 'done');
    assert.equal(await page.locator('main input[type="search"]').inputValue(), 'lifecycle');
    assert.equal(await page.locator('main select').inputValue(), NEXT);
    const count = await pageResults(page).count();
    assert.ok(count > 1);
    assert.match(await page.locator('main [role="status"]').innerText(), /^\d+ results for “lifecycle” in Next$/);
    assert.match(await page.title(), /Search/);
  });

  test('typing replaces q in the URL without a history entry and without scrolling', async () => {
    await openHydrated(page, searchPage('comp', NEXT));
    await searchSettled(page, 'comp', 'main');
    const historyLength = await page.evaluate(() => history.length);
    await page.evaluate(() => window.scrollTo(0, 120));
    await page.waitForFunction(() => window.scrollY === 120);
    await page.locator('main input[type="search"]').evaluate((input) => {
      (input as HTMLInputElement).focus({preventScroll: true});
      (input as HTMLInputElement).setSelectionRange(4, 4);
    });
    await page.keyboard.type('onent');
    await page.waitForURL((url) => url.searchParams.get('q') === 'component');
    await searchSettled(page, 'component', 'main');
    assert.equal(new URL(page.url()).searchParams.get('version'), NEXT, 'the version stays in the URL');
    assert.equal(await page.evaluate(() => history.length), historyLength, 'history.replace, not push');
    assert.equal(await page.evaluate(() => window.scrollY), 120, 'the page did not scroll');
  });

  test('friendly states for an empty query and for no results', async () => {
    await openHydrated(page, '/docs/search');
    assert.match(await page.locator('main [role="status"]').innerText(), /type a word or two/i);
    assert.equal(await pageResults(page).count(), 0);

    await openHydrated(page, searchPage('qqqqqq', NEXT));
    await searchSettled(page, 'qqqqqq', 'main');
    assert.match(await page.locator('main [role="status"]').innerText(), /No results for “qqqqqq” in Next/);
    const allVersions = page.getByRole('link', {name: 'Search all versions'});
    const href = new URL((await allVersions.getAttribute('href'))!, siteUrl());
    assert.equal(href.searchParams.get('version'), 'all');
    assert.equal(href.searchParams.get('q'), 'qqqqqq');
  });

  test('the version selector lists every version and All versions, and scopes the results', async () => {
    await openHydrated(page, searchPage(UPGRADE_QUERY, versionParam(V2)));
    await searchSettled(page, UPGRADE_QUERY, 'main');
    const optionLabels = await page.locator('main select option').allTextContents();
    assert.equal(optionLabels[0], 'All versions');
    assert.equal(optionLabels.length, 1 + 9, 'All versions plus the nine docs versions');
    assert.ok(linksTo(await resultHrefs(pageResults(page)), docUrl(V2, UPGRADE_TO_THREE)), 'found in v2');

    await page.locator('main select').selectOption('all');
    await page.waitForURL((url) => url.searchParams.get('version') === 'all');
    await searchSettled(page, UPGRADE_QUERY, 'main');
    const allHrefs = await resultHrefs(pageResults(page));
    assert.ok(allHrefs.some((href) => href.split('#')[0].endsWith(UPGRADE_TO_THREE)), `found in all versions: ${allHrefs.join(', ')}`);
    const guide = pageResults(page).and(page.locator(`[href*="${UPGRADE_TO_THREE}"]`)).first();
    assert.match(await guide.innerText(), /version\s*v[23]/i, 'a result from another version says which');

    await openHydrated(page, searchPage(UPGRADE_QUERY, LATEST));
    await searchSettled(page, UPGRADE_QUERY, 'main');
    const latestHrefs = await resultHrefs(pageResults(page));
    assert.ok(!latestHrefs.some((href) => href.includes('upgrading-to-stencil-three')), `not in ${LATEST_VERSION.label}`);
  });
});

describe('typo tolerance', () => {
  for (const [query, slug, corrected] of [
    ['compnent lifecyle', 'component-lifecycle', 'component lifecycle'],
    ['hydrat', 'hydrate-app', null],
  ] as const) {
    test(`"${query}" finds the ${slug} page`, async () => {
      await openHydrated(page, searchPage(query, NEXT));
      assert.equal(await searchSettled(page, query, 'main'), 'done');
      const hrefs = await resultHrefs(pageResults(page));
      assert.ok(linksTo(hrefs.slice(0, 3), docUrl(NEXT_VERSION, slug)), `among the first results: ${hrefs.slice(0, 3).join(', ')}`);
      if (corrected) assert.match(await page.locator('main').innerText(), new RegExp(`Showing results for ${corrected}`));
    });
  }
});

describe('hostile input', () => {
  for (const payload of HOSTILE_QUERIES) {
    test(`${payload} is shown as text and never executed`, async () => {
      const dialogs: string[] = [];
      const onDialog = (dialog: {message: () => string; dismiss: () => Promise<void>}) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      };
      page.on('dialog', onDialog);
      try {
        await openHydrated(page, searchPage(payload, 'all'));
        await searchSettled(page, payload, 'main');
        assert.equal(await page.locator('main input[type="search"]').inputValue(), payload);
        assert.ok((await page.locator('main').innerText()).includes(payload), 'the query is shown literally');
        assert.equal(await page.locator('main img[src="x"], main script').count(), 0, 'no element was made from it');

        await page.keyboard.press('Control+k');
        await page.locator('dialog[open] input').waitFor();
        await page.locator('dialog input').fill(payload);
        await searchSettled(page, payload, 'dialog');
        assert.equal(await page.locator('dialog img[src="x"], dialog script').count(), 0);
        await page.keyboard.press('Escape');
        await page.waitForTimeout(200);
        assert.deepEqual(dialogs, [], 'no alert() ran');
      } finally {
        page.off('dialog', onDialog);
      }
    });
  }

  test('a 5,000-character query answers within a second and the page keeps working', async () => {
    await openHydrated(page, searchPage('lifecycle', NEXT));
    await searchSettled(page, 'lifecycle', 'main');
    const long = 'component '.repeat(500);
    const input = page.locator('main input[type="search"]');
    const started = Date.now();
    await input.fill(long);
    const state = await searchSettled(page, long, 'main');
    const elapsed = Date.now() - started;
    assert.equal(state, 'done');
    assert.ok(elapsed < 1000, `answered in ${elapsed} ms`);
    await input.fill('events');
    assert.equal(await searchSettled(page, 'events', 'main'), 'done');
    assert.ok((await pageResults(page).count()) > 0, 'a normal search still works');
  });

  test('regex metacharacters are searched literally and break nothing', async () => {
    await openHydrated(page, searchPage(REGEX_METACHARACTERS, 'all'));
    assert.equal(await searchSettled(page, REGEX_METACHARACTERS, 'main'), 'done');
    assert.ok((await page.locator('main').innerText()).includes(REGEX_METACHARACTERS));
    await page.locator('main input[type="search"]').fill('state');
    assert.equal(await searchSettled(page, 'state', 'main'), 'done');
  });
});

describe('accessibility', () => {
  for (const dark of [false, true]) {
    test(`axe-core finds no violation on the search page and in the dialog (${dark ? 'dark' : 'light'} mode)`, async () => {
      await openHydrated(page, searchPage('component', NEXT));
      await setDarkMode(page, dark);
      await searchSettled(page, 'component', 'main');
      assert.deepEqual(await axeViolations(page), [], 'search page with results');

      await openHydrated(page, searchPage('qqqqqq', NEXT));
      await searchSettled(page, 'qqqqqq', 'main');
      assert.deepEqual(await axeViolations(page), [], 'search page with no results');

      await openDialogAndSearch(page, 'events');
      assert.deepEqual(await axeViolations(page), [], 'dialog open with results');
      await page.keyboard.press('Escape');
      await page.evaluate(() => localStorage.removeItem('theme'));
    });
  }
});

describe('privacy and CSP', () => {
  test('no request left the machine and no console error was logged', () => {
    assert.deepEqual(problems.foreignRequests, []);
    assert.deepEqual(problems.consoleErrors, []);
  });

  test("search works under a CSP allowing only 'self' plus 'wasm-unsafe-eval' for scripts", async () => {
    const csp =
      "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:";
    const cspContext = await browser.newContext();
    const foreign: string[] = [];
    await cspContext.route('**/*', async (route) => {
      if (!isLoopback(route.request().url())) {
        foreign.push(route.request().url());
        return route.abort();
      }
      const response = await route.fetch();
      return route.fulfill({response, headers: {...response.headers(), 'content-security-policy': csp}});
    });
    const messages: string[] = [];
    const cspPage = await cspContext.newPage();
    cspPage.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    try {
      await openHydrated(cspPage, docUrl(NEXT_VERSION, 'getting-started'));
      await openDialogAndSearch(cspPage, 'compnent lifecyle');
      assert.ok((await dialogOptions(cspPage).count()) > 0, 'results under the CSP');
      assert.deepEqual(
        messages.filter((text) => /content security policy|pagefind|worker/i.test(text)),
        [],
        'no CSP violation and no fallback from the search worker',
      );
      assert.deepEqual(foreign, []);
    } finally {
      await cspContext.unrouteAll({behavior: 'ignoreErrors'});
      await cspContext.close();
    }
  });
});
