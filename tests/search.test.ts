/**
 * Offline search (issue 6), in Chromium against the production build served by nginx with
 * deploy/nginx.conf (tests/support/nginx), so every test runs under the Content-Security-Policy
 * and the other headers production sends: the navbar dialog, the search page and its URL,
 * version scoping and the per-version indexes, typo tolerance, hostile input, layout shift,
 * privacy (no request leaves the machine), CSP and accessibility.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Locator, Page} from 'playwright-core';
import {openHydrated, setDarkMode, useBrowserSession} from './support/browser';
import {axeViolations} from './support/axe';
import {layoutShift, observeLayoutShifts} from '../scripts/lib/layoutShift';
import {useNginx} from './support/nginx';
import {ALL_VERSIONS, LATEST_VERSION, NEXT_VERSION, docUrl, versionByName} from '../src/versions/versions';
import {FEW_RESULTS, MAX_QUERY_LENGTH} from '../src/plugins/search/ranking/constants';
import {MESSAGES_AREAS} from '../src/diagnostics/pages';
import {
  ALL_VERSIONS_INDEX_DIR,
  normalizeQuery,
  SEARCH_BUNDLE_DIR,
  SEARCH_CLIENT_FILE,
  searchIndexDir,
  versionParam,
  writeSearchParams,
} from '../src/plugins/search/searchQuery';

// Registered first: nginx stops even when the browser session's teardown fails.
const nginx = useNginx();
const session = useBrowserSession();

/** What the search pages report that the session's teardown does not check: CSP and client trouble. */
const cspViolations: string[] = [];
const searchWarnings: string[] = [];
let watching: Promise<void> | undefined;

/** Once, before the first page opens: records CSP violations, search warnings and layout shifts. */
function watchSearchPages(): Promise<void> {
  watching ??= (async () => {
    await session.context.exposeFunction('reportCspViolation', (text: string) => cspViolations.push(text));
    await session.context.addInitScript(
      `document.addEventListener('securitypolicyviolation', (event) => window.reportCspViolation(event.violatedDirective + ' ' + event.blockedURI));`,
    );
    await observeLayoutShifts(session.context);
    session.page.on('console', (message) => {
      if ((message.type() === 'warning' || message.type() === 'error') && /content security policy|pagefind|worker/i.test(message.text())) {
        searchWarnings.push(message.text());
      }
    });
  })();
  return watching;
}

/** Opens a path of the build through nginx and waits for hydration. */
async function open(target: Page, pathname: string) {
  await watchSearchPages();
  return openHydrated(target, pathname, nginx.origin);
}

/** The paths of the requests a page makes while `action` runs that `matches` picks. */
async function requestsDuring(target: Page, matches: (pathname: string) => boolean, action: () => Promise<void>): Promise<string[]> {
  const requested: string[] = [];
  const onRequest = (request: {url: () => string}) => {
    const {pathname} = new URL(request.url());
    if (matches(pathname)) requested.push(pathname);
  };
  target.on('request', onRequest);
  try {
    await action();
  } finally {
    target.off('request', onRequest);
  }
  return requested;
}

/** The search bundle's requests a page makes while `action` runs. */
const bundleRequests = (target: Page, action: () => Promise<void>) =>
  requestsDuring(target, (pathname) => pathname.startsWith(`/docs/${SEARCH_BUNDLE_DIR}/`), action);

/** The version folders of the search bundle that requests went to. */
const indexFolders = (paths: string[]) =>
  [...new Set(paths.map((p) => /^\/docs\/pagefind\/([^/]+)\//.exec(p)?.[1]).filter((folder): folder is string => Boolean(folder)))].sort();

const V2 = versionByName('v2')!;
/** Pagefind's web worker, written beside each index (the search page runs Pagefind in it). */
const WORKER_SCRIPT = 'pagefind-worker.js';
const NEXT = versionParam(NEXT_VERSION);
const LATEST = versionParam(LATEST_VERSION);
const UPGRADE_TO_THREE = 'introduction/upgrading-to-stencil-three';
/**
 * Words of the upgrading-to-Stencil-three guide's title ("Upgrading to Stencil v3.0.0"). A bare
 * "3" is not used: the ranking of issue 22 gives the support-policy pages' "Stencil 3" release
 * lines first in all versions (issue 22 is open for it).
 */
const UPGRADE_QUERY = 'upgrading to stencil v3';
const HOSTILE_QUERIES = ['<img src=x onerror=alert(1)>', '"><script>'];
const REGEX_METACHARACTERS = '.*+?^${}()|[]\\';
/** A topic v2 barely covers (Storybook pages start with 4.x) and one it lacks (Playwright). */
const FEW_IN_V2 = 'storybook';
const NONE_IN_V2 = 'playwright';
const OTHER_VERSIONS_OFFER = /^(\d+|One) (more )?results? in other versions$/;

/** The number a search status starts with ("12 results for …", "One result in v2"). */
function statusCount(text: string): number {
  const match = /^(\d+|One) (more )?results?\b/.exec(text.trim());
  assert.ok(match, `a count in "${text}"`);
  return match[1] === 'One' ? 1 : Number(match[1]);
}

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

/**
 * Waits until the page has settled after loading: no request for half a second (Playwright's
 * `networkidle` of this navigation), then an idle period of the main thread
 * (`requestIdleCallback`), so whatever the page starts by itself after hydration has started.
 * A check that something was NOT loaded comes after this, not after a fixed sleep.
 */
async function pageSettled(target: Page): Promise<void> {
  await target.waitForLoadState('networkidle');
  await target.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * The alerts the page raised once it has settled: every image of the results has loaded or
 * failed (an `onerror` handler made from a query would have fired), then a marker alert
 * scheduled from the page arrives after any that the tasks queued before it raised. Returns
 * those (`dialogs` up to the marker).
 */
async function alertsBefore(target: Page, dialogs: string[]): Promise<string[]> {
  await target.waitForFunction(() =>
    Array.from(document.querySelectorAll('main img, dialog img')).every((image) => (image as HTMLImageElement).complete),
  );
  const marker = `settled-${Date.now()}`;
  const seen = target.waitForEvent('dialog', {predicate: (dialog) => dialog.message() === marker});
  await target.evaluate((text) => void setTimeout(() => alert(text)), marker);
  await seen;
  assert.ok(dialogs.includes(marker), 'the listener saw the marker alert');
  return dialogs.slice(0, dialogs.indexOf(marker));
}

async function resultHrefs(results: Locator): Promise<string[]> {
  return results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** Whether a result links to the page at `path` (any section of it). */
const linksTo = (hrefs: string[], path: string) => hrefs.some((href) => href.split('#')[0] === path);

const pageResults = (target: Page) => target.locator('main ol a');
const dialogOptions = (target: Page) => target.locator('dialog [role="option"]');

/**
 * Opens the dialog with Ctrl+K and searches `query`, typed key by key, or `pasted` in one input
 * (for a test about what one search loads: typed on a busy machine, a prefix such as "lif" may be
 * searched on its own, find few results and rightly load the index of every version).
 */
async function openDialogAndSearch(target: Page, query: string, {pasted = false} = {}): Promise<void> {
  await target.keyboard.press('Control+k');
  const input = target.locator('dialog[open] input[role="combobox"]');
  await input.waitFor();
  if (pasted) await input.fill(query);
  else await target.keyboard.type(query);
  assert.equal(await searchSettled(target, query, 'dialog'), 'done');
}

describe('navbar search dialog', () => {
  test("the search client is not loaded with the page; a first search loads only the version's index", async () => {
    const onLoad = await bundleRequests(session.page, async () => {
      await open(session.page, docUrl(NEXT_VERSION, 'getting-started'));
      await pageSettled(session.page);
    });
    assert.deepEqual(onLoad, [], 'nothing from /docs/pagefind/ on page load');
    const onSearch = await bundleRequests(session.page, () => openDialogAndSearch(session.page, 'lifecycle', {pasted: true}));
    assert.ok(onSearch.includes(`/docs/${SEARCH_BUNDLE_DIR}/pagefind.js`), 'the client loads on first use');
    assert.deepEqual(indexFolders(onSearch), [searchIndexDir(NEXT_VERSION)], `only the Next index: ${onSearch.join(', ')}`);
    assert.ok(!onSearch.some((p) => p.endsWith(WORKER_SCRIPT)), 'the dialog runs Pagefind on the main thread: no worker script');
    assert.equal(await session.page.locator('.DocSearch-Button').count(), 0, 'no hosted DocSearch box in the default build');
  });

  test("the dialog's code is not on the page's first load; it starts loading when the pointer reaches the button", async () => {
    // The chunk's name is set where it is imported (src/plugins/search/client/NavbarSearch).
    const isDialogChunk = (pathname: string) => /\/search-dialog\.[0-9a-f]+\.js$/.test(pathname);
    const onLoad = await requestsDuring(session.page, isDialogChunk, async () => {
      await open(session.page, docUrl(LATEST_VERSION, 'introduction'));
      await session.page.waitForLoadState('networkidle');
    });
    assert.deepEqual(onLoad, [], 'no dialog chunk with the page');
    const loaded = session.page.waitForResponse((response) => isDialogChunk(new URL(response.url()).pathname));
    await session.page.getByRole('button', {name: 'Search'}).hover();
    assert.equal((await loaded).status(), 200);
    assert.equal(await session.page.locator('dialog[open]').count(), 0, 'hovering only loads it');
  });

  test("other versions' indexes load only when a search needs them", async () => {
    await open(session.page, docUrl(V2, 'introduction'));
    const many = await bundleRequests(session.page, () => openDialogAndSearch(session.page, 'component'));
    assert.ok(statusCount(await session.page.locator('dialog [role="status"]').innerText()) >= FEW_RESULTS);
    assert.deepEqual(indexFolders(many), [searchIndexDir(V2)], 'enough results in v2: no other index');
    const few = await bundleRequests(session.page, async () => {
      await session.page.locator('dialog input').fill(FEW_IN_V2);
      assert.equal(await searchSettled(session.page, FEW_IN_V2, 'dialog'), 'done');
    });
    // v2's own results still come from its index; the others are counted in the index of every version.
    assert.deepEqual(
      indexFolders(few),
      [ALL_VERSIONS_INDEX_DIR, searchIndexDir(V2)].sort(),
      'few results in v2: the index of every version counts the others',
    );
    await session.page.keyboard.press('Escape');
  });

  test('Ctrl+K opens a labelled modal combobox; typing lists results with title, section and highlighted excerpt', async () => {
    await open(session.page, docUrl(NEXT_VERSION, 'getting-started'));
    await session.page.keyboard.press('Control+k');
    const dialog = session.page.locator('dialog[open]');
    await dialog.waitFor();
    assert.ok(await dialog.evaluate((d) => d.matches(':modal')), 'the dialog is modal');
    const input = dialog.locator('input[role="combobox"]');
    assert.ok(await input.evaluate((el) => el === document.activeElement), 'the field has focus');
    assert.match((await input.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent)) ?? '', /search/i);
    assert.equal(await input.getAttribute('aria-expanded'), 'false');

    await session.page.keyboard.type('lifecycle');
    assert.equal(await searchSettled(session.page, 'lifecycle', 'dialog'), 'done');
    const listbox = dialog.locator('[role="listbox"]');
    assert.equal(await input.getAttribute('aria-expanded'), 'true');
    assert.equal(await input.getAttribute('aria-controls'), await listbox.getAttribute('id'));
    const options = dialogOptions(session.page);
    assert.ok((await options.count()) > 0, 'results appear as you type');
    assert.match(await options.first().innerText(), /lifecycle/i, 'the page title');
    assert.ok((await dialog.locator('[role="option"] mark').count()) > 0, 'matched words are highlighted');
    assert.match((await dialog.locator('[role="option"] mark').first().innerText()).toLowerCase(), /lifecycle/);
    assert.ok((await dialog.locator('[role="option"] [class*="heading"]').count()) > 0, 'some results name their section');
    assert.match(await dialog.locator('[role="status"]').innerText(), /results? in Next/);
    await session.page.keyboard.press('Escape');
  });

  test('`/` opens it; ↑/↓ move the active option and Enter opens it', async () => {
    await open(session.page, docUrl(NEXT_VERSION, 'getting-started'));
    await session.page.keyboard.press('/');
    await session.page.locator('dialog[open] input[role="combobox"]').waitFor();
    await session.page.keyboard.type('hydrate');
    assert.equal(await searchSettled(session.page, 'hydrate', 'dialog'), 'done');
    const input = session.page.locator('dialog input[role="combobox"]');
    const options = dialogOptions(session.page);
    assert.ok((await options.count()) >= 2, 'at least two results to move between');
    const ids = await options.evaluateAll((els) => els.map((el) => el.id));
    assert.equal(await input.getAttribute('aria-activedescendant'), ids[0]);
    await session.page.keyboard.press('ArrowDown');
    assert.equal(await input.getAttribute('aria-activedescendant'), ids[1]);
    assert.equal(await options.nth(1).getAttribute('aria-selected'), 'true');
    assert.equal(await options.nth(0).getAttribute('aria-selected'), 'false');
    await session.page.keyboard.press('ArrowUp');
    await session.page.keyboard.press('ArrowDown');
    const href = (await options.nth(1).getAttribute('href'))!;
    await session.page.keyboard.press('Enter');
    await session.page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    assert.equal(await session.page.locator('dialog').count(), 0, 'the dialog closes');
  });

  test('Escape closes it and focus returns to the search button', async () => {
    await open(session.page, docUrl(NEXT_VERSION, 'getting-started'));
    const button = session.page.locator('.navbar__items--right button[aria-label="Search"]');
    await button.click();
    await session.page.locator('dialog[open]').waitFor();
    await session.page.keyboard.type('state');
    await session.page.keyboard.press('Escape');
    await session.page.locator('dialog').waitFor({state: 'detached'});
    assert.ok(await button.evaluate((el) => el === document.activeElement), 'focus is back on the button');
  });

  test('it searches the version being read', async () => {
    await open(session.page, docUrl(V2, 'introduction'));
    await openDialogAndSearch(session.page, UPGRADE_QUERY);
    assert.ok(linksTo(await resultHrefs(dialogOptions(session.page)), docUrl(V2, UPGRADE_TO_THREE)), 'found in v2');
    await session.page.keyboard.press('Escape');

    await open(session.page, docUrl(LATEST_VERSION, 'introduction'));
    await session.page.keyboard.press('Control+k');
    await session.page.locator('dialog[open] input').waitFor();
    await session.page.keyboard.type(UPGRADE_QUERY);
    await searchSettled(session.page, UPGRADE_QUERY, 'dialog');
    const hrefs = await resultHrefs(dialogOptions(session.page));
    assert.ok(!hrefs.some((href) => href.includes('upgrading-to-stencil-three')), `not from ${LATEST_VERSION.label}: ${hrefs.join(', ')}`);
    assert.ok(
      hrefs.every((href) => !/\/docs\/(next|v\d)/.test(href)),
      `only ${LATEST_VERSION.label} pages: ${hrefs.join(', ')}`,
    );
    await session.page.keyboard.press('Escape');
  });

  test("from a version with few results it offers the other versions' results, opening them in one click", async () => {
    await open(session.page, docUrl(V2, 'introduction'));
    await openDialogAndSearch(session.page, FEW_IN_V2);
    const dialog = session.page.locator('dialog[open]');
    const inV2 = statusCount(await dialog.locator('[role="status"]').innerText());
    assert.ok(inV2 > 0 && inV2 < FEW_RESULTS, `few results in v2: ${inV2}`);
    const offer = dialog.getByRole('link', {name: OTHER_VERSIONS_OFFER});
    const more = statusCount(await offer.innerText());
    await offer.click();
    await session.page.waitForURL((url) => url.pathname === '/docs/search' && url.searchParams.get('version') === 'all');
    assert.equal(await session.page.locator('dialog').count(), 0, 'the dialog closes');
    assert.equal(await searchSettled(session.page, FEW_IN_V2, 'main'), 'done');
    assert.equal(await session.page.locator('main select').inputValue(), 'all');
    assert.equal(statusCount(await session.page.locator('main [role="status"]').innerText()), inV2 + more, "as many as offered, plus v2's");
  });

  test('"custom elements bundle" from a v2 page finds the deprecated bundle page first', async () => {
    await open(session.page, docUrl(V2, 'output-targets'));
    await openDialogAndSearch(session.page, 'custom elements bundle');
    const [first] = await resultHrefs(dialogOptions(session.page));
    assert.equal(first?.split('#')[0], docUrl(V2, 'custom-elements-bundle'));
    await session.page.keyboard.press('Escape');
  });
});

describe('search page', () => {
  test("preloads the search client in its HTML and runs Pagefind in a web worker from the version's index folder", async () => {
    const html = await (await fetch(new URL('/docs/search', nginx.origin))).text();
    const client = `/docs/${SEARCH_BUNDLE_DIR}/${SEARCH_CLIENT_FILE}`;
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(
      head,
      new RegExp(`<link[^>]*rel="?modulepreload"?[^>]*href="?${client.replace(/[.]/g, '\\.')}`),
      'modulepreload of the client',
    );
    const requested = await bundleRequests(session.page, async () => {
      await open(session.page, searchPage('lifecycle', NEXT));
      assert.equal(await searchSettled(session.page, 'lifecycle', 'main'), 'done');
    });
    const worker = `/docs/${SEARCH_BUNDLE_DIR}/${searchIndexDir(NEXT_VERSION)}/${WORKER_SCRIPT}`;
    assert.ok(requested.includes(worker), `the worker script is loaded: ${requested.join(', ')}`);
    assert.ok(
      session.page.workers().some((running) => new URL(running.url()).pathname === worker),
      'a dedicated worker runs it',
    );
    assert.ok((await pageResults(session.page).count()) > 1, 'results from the worker');
  });

  test('offline, a search whose index cannot load says that search needs a connection, with no uncaught error', async () => {
    const context = await session.browser.newContext();
    const uncaught: string[] = [];
    try {
      // The page itself loads; the search client and indexes do not (the network went before they came).
      await context.route(
        (url) => url.pathname.startsWith('/docs/pagefind/'),
        (route) => route.abort('failed'),
      );
      const page = await context.newPage();
      page.on('pageerror', (error) => uncaught.push(error.message));
      await openHydrated(page, '/docs/search');
      await context.setOffline(true);
      await page.locator('main input[type="search"]').fill('prop');
      const status = page.getByText(/Search needs a connection/);
      await status.waitFor();
      assert.match(await status.innerText(), /this device is offline, so its index could not be loaded/);
      await context.unrouteAll();
      await context.setOffline(false);
      // Back online, the next search loads the index (a failed load is not kept).
      await page.locator('main input[type="search"]').fill('properties');
      await page
        .getByText(/results? for “properties”/)
        .first()
        .waitFor();
      assert.deepEqual(uncaught, [], 'no uncaught error');
    } finally {
      await context.close();
    }
  });

  test('reads q on load and shows the results with a plural count', async () => {
    await open(session.page, searchPage('lifecycle', NEXT));
    assert.equal(await searchSettled(session.page, 'lifecycle', 'main'), 'done');
    assert.equal(await session.page.locator('main input[type="search"]').inputValue(), 'lifecycle');
    assert.equal(await session.page.locator('main select').inputValue(), NEXT);
    const count = await pageResults(session.page).count();
    assert.ok(count > 1);
    assert.match(await session.page.locator('main [role="status"]').innerText(), /^\d+ results for “lifecycle” in Next$/);
    assert.match(await session.page.title(), /Search/);
  });

  test('typing replaces q in the URL without a history entry and without scrolling', async () => {
    await open(session.page, searchPage('comp', NEXT));
    await searchSettled(session.page, 'comp', 'main');
    const historyLength = await session.page.evaluate(() => history.length);
    await session.page.evaluate(() => window.scrollTo(0, 120));
    await session.page.waitForFunction(() => window.scrollY === 120);
    await session.page.locator('main input[type="search"]').evaluate((input) => {
      (input as HTMLInputElement).focus({preventScroll: true});
      (input as HTMLInputElement).setSelectionRange(4, 4);
    });
    await session.page.keyboard.type('onent');
    await session.page.waitForURL((url) => url.searchParams.get('q') === 'component');
    await searchSettled(session.page, 'component', 'main');
    assert.equal(new URL(session.page.url()).searchParams.get('version'), NEXT, 'the version stays in the URL');
    assert.equal(await session.page.evaluate(() => history.length), historyLength, 'history.replace, not push');
    assert.equal(await session.page.evaluate(() => window.scrollY), 120, 'the page did not scroll');
  });

  test('friendly states for an empty query and for no results', async () => {
    await open(session.page, '/docs/search');
    assert.match(await session.page.locator('main [role="status"]').innerText(), /type a word or two/i);
    assert.equal(await pageResults(session.page).count(), 0);

    await open(session.page, searchPage('qqqqqq', NEXT));
    await searchSettled(session.page, 'qqqqqq', 'main');
    assert.match(await session.page.locator('main [role="status"]').innerText(), /No results for “qqqqqq” in Next/);
    assert.match(await session.page.locator('main').innerText(), /No other version has it either/);
    assert.equal(
      await session.page.getByRole('link', {name: /other versions|all versions/i}).count(),
      0,
      'no link to a search that finds nothing',
    );
  });

  test("a version without results offers the other versions' results when they have some", async () => {
    await open(session.page, searchPage(NONE_IN_V2, versionParam(V2)));
    await searchSettled(session.page, NONE_IN_V2, 'main');
    assert.match(await session.page.locator('main [role="status"]').innerText(), new RegExp(`No results for “${NONE_IN_V2}” in v2`));
    const offer = session.page.locator('main').getByRole('link', {name: OTHER_VERSIONS_OFFER});
    assert.doesNotMatch(await offer.innerText(), /more/, 'nothing here, so not "more"');
    const href = new URL((await offer.getAttribute('href'))!, nginx.origin);
    assert.equal(href.searchParams.get('version'), 'all');
    assert.equal(href.searchParams.get('q'), NONE_IN_V2);
  });

  test('from a version with few results, one click on "N more results in other versions" searches all versions', async () => {
    await open(session.page, searchPage(FEW_IN_V2, versionParam(V2)));
    await searchSettled(session.page, FEW_IN_V2, 'main');
    const inV2 = statusCount(await session.page.locator('main [role="status"]').innerText());
    assert.ok(inV2 > 0 && inV2 < FEW_RESULTS, `few results in v2: ${inV2}`);
    assert.equal(await pageResults(session.page).count(), inV2, "v2's results are listed");
    const offer = session.page.locator('main').getByRole('link', {name: OTHER_VERSIONS_OFFER});
    const more = statusCount(await offer.innerText());
    assert.ok(more > 0);

    await offer.click();
    await session.page.waitForURL((url) => url.searchParams.get('version') === 'all' && url.searchParams.get('q') === FEW_IN_V2);
    await session.page.waitForFunction(
      () =>
        document.querySelector('main select') instanceof HTMLSelectElement &&
        (document.querySelector('main select') as HTMLSelectElement).value === 'all',
    );
    assert.equal(await searchSettled(session.page, FEW_IN_V2, 'main'), 'done');
    const status = await session.page.locator('main [role="status"]').innerText();
    assert.match(status, /in all versions$/);
    assert.equal(statusCount(status), inV2 + more, "as many as offered, plus v2's");
    assert.equal(
      await session.page.locator('main').getByRole('link', {name: OTHER_VERSIONS_OFFER}).count(),
      0,
      'no offer once searching all',
    );

    await open(session.page, searchPage('component', NEXT));
    await searchSettled(session.page, 'component', 'main');
    assert.ok(statusCount(await session.page.locator('main [role="status"]').innerText()) >= FEW_RESULTS);
    assert.equal(await session.page.getByRole('link', {name: OTHER_VERSIONS_OFFER}).count(), 0, 'no offer for a version with many results');
  });

  test('excerpts from a Markdown table keep the cells apart', async () => {
    const page = docUrl(NEXT_VERSION, 'events');
    await open(session.page, page);
    const rows = await session.page
      .locator('article table')
      .first()
      .evaluate((table) =>
        Array.from(table.querySelectorAll('tr')).map((row) =>
          Array.from(row.querySelectorAll('td, th')).map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
        ),
      );
    // A row whose first three cells are single words, searched with the start of its fourth,
    // so that the table is the best match.
    const row = rows.find((cells) => cells.length >= 4 && cells.slice(0, 3).every((text) => /^\w+$/.test(text)));
    assert.ok(row, 'the page has a table row to search');
    const query = [...row.slice(0, 3), ...row[3].split(' ').slice(0, 4)].join(' ');
    await open(session.page, searchPage(query, NEXT));
    assert.equal(await searchSettled(session.page, query, 'main'), 'done');
    const result = pageResults(session.page)
      .and(session.page.locator(`[href^="${page}"]`))
      .first();
    // Further down the list, as a reader finds it: a page of results at a time.
    const showMore = session.page.getByRole('button', {name: 'Show more results'});
    while ((await result.count()) === 0 && (await showMore.count()) > 0) {
      const shown = await pageResults(session.page).count();
      await showMore.click();
      await session.page.waitForFunction((before) => document.querySelectorAll('main ol a').length > before, shown);
    }
    const excerpt = (await result.locator('[class*="excerpt"]').innerText()).replace(/\s+/g, ' ');
    const neighbours = rows
      .flatMap((cells) => cells.slice(1).map((cell, index) => [cells[index], cell] as const))
      .filter(([left, right]) => left && right);
    assert.ok(
      neighbours.some(([left, right]) => excerpt.includes(`${left} ${right}`)),
      `the excerpt shows the table's cells as words: "${excerpt}"`,
    );
    const runTogether = neighbours.filter(([left, right]) => excerpt.includes(`${left}${right}`));
    assert.deepEqual(runTogether, [], `no two cells run together in "${excerpt}"`);
  });

  test('the version selector lists every version and All versions, and scopes the results', async () => {
    await open(session.page, searchPage(UPGRADE_QUERY, versionParam(V2)));
    await searchSettled(session.page, UPGRADE_QUERY, 'main');
    const optionLabels = await session.page.locator('main select option').allTextContents();
    assert.equal(optionLabels[0], 'All versions');
    assert.equal(optionLabels.length, 1 + ALL_VERSIONS.length, 'All versions plus every docs version');
    assert.ok(linksTo(await resultHrefs(pageResults(session.page)), docUrl(V2, UPGRADE_TO_THREE)), 'found in v2');

    await session.page.locator('main select').selectOption('all');
    await session.page.waitForURL((url) => url.searchParams.get('version') === 'all');
    await searchSettled(session.page, UPGRADE_QUERY, 'main');
    const allHrefs = await resultHrefs(pageResults(session.page));
    assert.ok(
      allHrefs.some((href) => href.split('#')[0].endsWith(UPGRADE_TO_THREE)),
      `found in all versions: ${allHrefs.join(', ')}`,
    );
    const guide = pageResults(session.page)
      .and(session.page.locator(`[href*="${UPGRADE_TO_THREE}"]`))
      .first();
    assert.match(await guide.innerText(), /version\s*v[23]/i, 'a result from another version says which');

    await open(session.page, searchPage(UPGRADE_QUERY, LATEST));
    await searchSettled(session.page, UPGRADE_QUERY, 'main');
    const latestHrefs = await resultHrefs(pageResults(session.page));
    assert.ok(!latestHrefs.some((href) => href.includes('upgrading-to-stencil-three')), `not in ${LATEST_VERSION.label}`);
  });
});

describe('typo tolerance', () => {
  for (const [query, slug, corrected] of [
    ['compnent lifecyle', 'component-lifecycle', 'component lifecycle'],
    ['hydrat', 'hydrate-app', null],
  ] as const) {
    test(`"${query}" finds the ${slug} page`, async () => {
      await open(session.page, searchPage(query, NEXT));
      assert.equal(await searchSettled(session.page, query, 'main'), 'done');
      const hrefs = await resultHrefs(pageResults(session.page));
      assert.ok(linksTo(hrefs.slice(0, 3), docUrl(NEXT_VERSION, slug)), `among the first results: ${hrefs.slice(0, 3).join(', ')}`);
      if (corrected) assert.match(await session.page.locator('main').innerText(), new RegExp(`Showing results for ${corrected}`));
    });
  }
});

describe('queries of several words (issue 22)', () => {
  test('partial matches: pages with only some of the words are found, those with more of them first', async () => {
    // Only the FAQ has both words, and an all-words search found the FAQ alone; the pages about
    // each word are found too.
    await open(session.page, searchPage('telemetry vitest', NEXT));
    assert.equal(await searchSettled(session.page, 'telemetry vitest', 'main'), 'done');
    const hrefs = await resultHrefs(pageResults(session.page));
    assert.ok(linksTo(hrefs, docUrl(NEXT_VERSION, 'telemetry')), `the telemetry page: ${hrefs.join(', ')}`);
    assert.ok(linksTo(hrefs, docUrl(NEXT_VERSION, 'testing/vitest')), `the Vitest page: ${hrefs.join(', ')}`);
    // A made-up word does not empty the results, and is not "corrected" into the query shown.
    // cspell:ignore zqxjvbw
    const query = 'telemetry opt out zqxjvbw';
    await session.page.locator('main input[type="search"]').fill(query);
    assert.equal(await searchSettled(session.page, query, 'main'), 'done');
    const first = (await resultHrefs(pageResults(session.page)))[0]?.split('#')[0];
    assert.equal(first, docUrl(NEXT_VERSION, 'telemetry'));
  });

  test("a pasted compiler warning with the reader's own names and path finds the page that explains it", async () => {
    const pasted =
      '[ WARN  ]  src/components/acme-card/acme-card.tsx:12:3 The @Prop() name "title" is a reserved public name. Please rename ' +
      'the "title" prop so it does not conflict with an existing standardized prototype member.';
    await open(session.page, docUrl(LATEST_VERSION, 'introduction'));
    await openDialogAndSearch(session.page, pasted);
    const hrefs = (await resultHrefs(dialogOptions(session.page))).map((href) => href.split('#')[0]);
    const explaining = [
      'properties',
      'style-guide',
      'methods',
      'diagnostics',
      ...Object.values(MESSAGES_AREAS).map((page) => page.route),
    ].map((route) => docUrl(LATEST_VERSION, route));
    assert.ok(
      hrefs.slice(0, 3).some((href) => explaining.includes(href)),
      `a page on reserved names among the first three: ${hrefs.join(', ')}`,
    );
    await session.page.keyboard.press('Escape');
  });
});

describe('hostile input', () => {
  for (const payload of HOSTILE_QUERIES) {
    test(`${payload} is shown as text and never executed`, async () => {
      const dialogs: string[] = [];
      const onDialog = (dialog: {message: () => string; dismiss: () => Promise<void>}) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      };
      session.page.on('dialog', onDialog);
      try {
        await open(session.page, searchPage(payload, 'all'));
        await searchSettled(session.page, payload, 'main');
        assert.equal(await session.page.locator('main input[type="search"]').inputValue(), payload);
        assert.ok((await session.page.locator('main').innerText()).includes(payload), 'the query is shown literally');
        assert.equal(await session.page.locator('main img[src="x"], main script').count(), 0, 'no element was made from it');

        await session.page.keyboard.press('Control+k');
        await session.page.locator('dialog[open] input').waitFor();
        await session.page.locator('dialog input').fill(payload);
        await searchSettled(session.page, payload, 'dialog');
        assert.equal(await session.page.locator('dialog img[src="x"], dialog script').count(), 0);
        await session.page.keyboard.press('Escape');
        await session.page.locator('dialog').waitFor({state: 'detached'});
        assert.deepEqual(await alertsBefore(session.page, dialogs), [], 'no alert() ran');
      } finally {
        session.page.off('dialog', onDialog);
      }
    });
  }

  // No time limit here (performance is measured by npm run bench:search): the query must be cut
  // to the engine's limit, answered, and leave the page working.
  test('a 5,000-character query is cut to the limit, answered, and the page keeps working', async () => {
    await open(session.page, searchPage('lifecycle', NEXT));
    await searchSettled(session.page, 'lifecycle', 'main');
    const long = 'component '.repeat(500);
    const input = session.page.locator('main input[type="search"]');
    await input.fill(long);
    assert.equal(await searchSettled(session.page, long, 'main'), 'done');
    const searched = await session.page.locator('main [data-search-query]').getAttribute('data-search-query');
    assert.ok(searched && searched.length <= MAX_QUERY_LENGTH, `the engine read ${searched?.length} characters`);
    await input.fill('events');
    assert.equal(await searchSettled(session.page, 'events', 'main'), 'done');
    assert.ok((await pageResults(session.page).count()) > 0, 'a normal search still works');
  });

  test('regex metacharacters are searched literally and break nothing', async () => {
    await open(session.page, searchPage(REGEX_METACHARACTERS, 'all'));
    assert.equal(await searchSettled(session.page, REGEX_METACHARACTERS, 'main'), 'done');
    assert.ok((await session.page.locator('main').innerText()).includes(REGEX_METACHARACTERS));
    await session.page.locator('main input[type="search"]').fill('state');
    assert.equal(await searchSettled(session.page, 'state', 'main'), 'done');
  });
});

describe('accessibility', () => {
  for (const dark of [false, true]) {
    test(`axe-core finds no violation on the search page and in the dialog (${dark ? 'dark' : 'light'} mode)`, async () => {
      await open(session.page, searchPage('component', NEXT));
      await setDarkMode(session.page, dark);
      await searchSettled(session.page, 'component', 'main');
      assert.deepEqual(await axeViolations(session.page), [], 'search page with results');

      await open(session.page, searchPage('qqqqqq', NEXT));
      await searchSettled(session.page, 'qqqqqq', 'main');
      assert.deepEqual(await axeViolations(session.page), [], 'search page with no results');

      await openDialogAndSearch(session.page, 'events');
      assert.deepEqual(await axeViolations(session.page), [], 'dialog open with results');
      await session.page.keyboard.press('Escape');
      await session.page.evaluate(() => localStorage.removeItem('theme'));
    });
  }
});

describe('layout shift', () => {
  test('/docs/search?q=prop does not shift the layout while its results arrive (CLS < 0.05)', async () => {
    await open(session.page, searchPage('prop'));
    assert.equal(await searchSettled(session.page, 'prop', 'main'), 'done');
    assert.ok((await pageResults(session.page).count()) > 0, 'results arrived');
    const {score, sources} = await layoutShift(session.page);
    assert.ok(score < 0.05, `cumulative layout shift ${score.toFixed(4)}; moved: ${sources.join(', ')}`);
  });
});

describe('privacy and CSP', () => {
  test("every test of this file ran under nginx's CSP, which allows scripts only from 'self' plus 'wasm-unsafe-eval'", async () => {
    for (const pathname of [searchPage('prop'), `/docs/${SEARCH_BUNDLE_DIR}/pagefind.js`]) {
      const csp = (await fetch(new URL(pathname, nginx.origin))).headers.get('content-security-policy') ?? '';
      const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1].split(/\s+/) ?? [];
      assert.ok(
        scriptSources.includes("'self'") && scriptSources.includes("'wasm-unsafe-eval'"),
        `${pathname}: script-src ${scriptSources.join(' ')}`,
      );
      assert.ok(
        !scriptSources.some((source) => source === "'unsafe-eval'" || source === "'unsafe-inline'" || /^(blob|data):/.test(source)),
      );
      assert.match(csp, /(?:^|;)\s*connect-src 'self'(;|$)/, `${pathname}: connect-src`);
    }
    // A last search that loads everything under this policy: the client, its WebAssembly, the
    // typo fallback's vocabulary and every version's index.
    await open(session.page, docUrl(V2, 'introduction'));
    await openDialogAndSearch(session.page, 'compnent lifecyle');
    assert.ok((await dialogOptions(session.page).count()) > 0, 'results under the CSP');
    await open(session.page, searchPage(FEW_IN_V2, 'all'));
    assert.equal(await searchSettled(session.page, FEW_IN_V2, 'main'), 'done');
    assert.deepEqual(cspViolations, [], 'no CSP violation on any page of this file');
    assert.deepEqual(searchWarnings, [], 'no CSP message and no warning from the search client');
    assert.deepEqual(session.problems.foreignRequests, [], 'no request left the machine');
  });
});
