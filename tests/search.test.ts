/**
 * Offline search (issue 6), in Chromium against the production build: the navbar dialog, the
 * search page and its URL, version scoping, typo tolerance, hostile input, privacy (no
 * request leaves the machine), CSP and accessibility.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Locator, Page} from 'playwright-core';
import {isLoopback, openHydrated, siteUrl, useBrowserSession} from './support/browser';
import {axeViolations} from './support/axe';
import {ALL_VERSIONS, LATEST_VERSION, NEXT_VERSION, docUrl, versionByName} from '../src/utils/versions';
import {FEW_RESULTS, MAX_QUERY_LENGTH, normalizeQuery, versionParam, writeSearchParams} from '../src/utils/searchQuery';

const session = useBrowserSession();

const V2 = versionByName('v2')!;
const NEXT = versionParam(NEXT_VERSION);
const LATEST = versionParam(LATEST_VERSION);
const UPGRADE_TO_THREE = 'introduction/upgrading-to-stencil-three';
/** Words of the upgrading-to-Stencil-three guide (which says "Stencil 3", not "three"). */
const UPGRADE_QUERY = 'upgrading to stencil 3';
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

describe('navbar search dialog', () => {
  test('the search client is not loaded with the session.page, only when search opens', async () => {
    const requested: string[] = [];
    const onRequest = (request: {url: () => string}) => requested.push(request.url());
    session.page.on('request', onRequest);
    await openHydrated(session.page, docUrl(NEXT_VERSION, 'getting-started'));
    await session.page.waitForTimeout(300);
    assert.deepEqual(
      requested.filter((url) => url.includes('/pagefind/')),
      [],
      'nothing from /docs/pagefind/ on page load',
    );
    await openDialogAndSearch(session.page, 'lifecycle');
    session.page.off('request', onRequest);
    assert.ok(
      requested.some((url) => url.endsWith('/pagefind/pagefind.js')),
      'the client loads on first use',
    );
    assert.equal(await session.page.locator('.DocSearch-Button').count(), 0, 'no hosted DocSearch box in the default build');
  });

  test('Ctrl+K opens a labelled modal combobox; typing lists results with title, section and highlighted excerpt', async () => {
    await openHydrated(session.page, docUrl(NEXT_VERSION, 'getting-started'));
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
    await openHydrated(session.page, docUrl(NEXT_VERSION, 'getting-started'));
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
    await openHydrated(session.page, docUrl(NEXT_VERSION, 'getting-started'));
    const button = session.page.locator('.navbar__items--right button[aria-label="Search"]');
    await button.click();
    await session.page.locator('dialog[open]').waitFor();
    await session.page.keyboard.type('state');
    await session.page.keyboard.press('Escape');
    await session.page.locator('dialog').waitFor({state: 'detached'});
    assert.ok(await button.evaluate((el) => el === document.activeElement), 'focus is back on the button');
  });

  test('it searches the version being read', async () => {
    await openHydrated(session.page, docUrl(V2, 'introduction'));
    await openDialogAndSearch(session.page, UPGRADE_QUERY);
    assert.ok(linksTo(await resultHrefs(dialogOptions(session.page)), docUrl(V2, UPGRADE_TO_THREE)), 'found in v2');
    await session.page.keyboard.press('Escape');

    await openHydrated(session.page, docUrl(LATEST_VERSION, 'introduction'));
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
    await openHydrated(session.page, docUrl(V2, 'introduction'));
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
    await openHydrated(session.page, docUrl(V2, 'output-targets'));
    await openDialogAndSearch(session.page, 'custom elements bundle');
    const [first] = await resultHrefs(dialogOptions(session.page));
    assert.equal(first?.split('#')[0], docUrl(V2, 'custom-elements-bundle'));
    await session.page.keyboard.press('Escape');
  });
});

describe('search page', () => {
  test('reads q on load and shows the results with a plural count', async () => {
    await openHydrated(session.page, searchPage('lifecycle', NEXT));
    assert.equal(await searchSettled(session.page, 'lifecycle', 'main'), 'done');
    assert.equal(await session.page.locator('main input[type="search"]').inputValue(), 'lifecycle');
    assert.equal(await session.page.locator('main select').inputValue(), NEXT);
    const count = await pageResults(session.page).count();
    assert.ok(count > 1);
    assert.match(await session.page.locator('main [role="status"]').innerText(), /^\d+ results for “lifecycle” in Next$/);
    assert.match(await session.page.title(), /Search/);
  });

  test('typing replaces q in the URL without a history entry and without scrolling', async () => {
    await openHydrated(session.page, searchPage('comp', NEXT));
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
    await openHydrated(session.page, '/docs/search');
    assert.match(await session.page.locator('main [role="status"]').innerText(), /type a word or two/i);
    assert.equal(await pageResults(session.page).count(), 0);

    await openHydrated(session.page, searchPage('qqqqqq', NEXT));
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
    await openHydrated(session.page, searchPage(NONE_IN_V2, versionParam(V2)));
    await searchSettled(session.page, NONE_IN_V2, 'main');
    assert.match(await session.page.locator('main [role="status"]').innerText(), new RegExp(`No results for “${NONE_IN_V2}” in v2`));
    const offer = session.page.locator('main').getByRole('link', {name: OTHER_VERSIONS_OFFER});
    assert.doesNotMatch(await offer.innerText(), /more/, 'nothing here, so not "more"');
    const href = new URL((await offer.getAttribute('href'))!, siteUrl());
    assert.equal(href.searchParams.get('version'), 'all');
    assert.equal(href.searchParams.get('q'), NONE_IN_V2);
  });

  test('from a version with few results, one click on "N more results in other versions" searches all versions', async () => {
    await openHydrated(session.page, searchPage(FEW_IN_V2, versionParam(V2)));
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

    await openHydrated(session.page, searchPage('component', NEXT));
    await searchSettled(session.page, 'component', 'main');
    assert.ok(statusCount(await session.page.locator('main [role="status"]').innerText()) >= FEW_RESULTS);
    assert.equal(await session.page.getByRole('link', {name: OTHER_VERSIONS_OFFER}).count(), 0, 'no offer for a version with many results');
  });

  test('excerpts from a Markdown table keep the cells apart', async () => {
    const page = docUrl(NEXT_VERSION, 'events');
    await openHydrated(session.page, page);
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
    await openHydrated(session.page, searchPage(query, NEXT));
    assert.equal(await searchSettled(session.page, query, 'main'), 'done');
    const result = pageResults(session.page)
      .and(session.page.locator(`[href^="${page}"]`))
      .first();
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
    await openHydrated(session.page, searchPage(UPGRADE_QUERY, versionParam(V2)));
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

    await openHydrated(session.page, searchPage(UPGRADE_QUERY, LATEST));
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
      await openHydrated(session.page, searchPage(query, NEXT));
      assert.equal(await searchSettled(session.page, query, 'main'), 'done');
      const hrefs = await resultHrefs(pageResults(session.page));
      assert.ok(linksTo(hrefs.slice(0, 3), docUrl(NEXT_VERSION, slug)), `among the first results: ${hrefs.slice(0, 3).join(', ')}`);
      if (corrected) assert.match(await session.page.locator('main').innerText(), new RegExp(`Showing results for ${corrected}`));
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
      session.page.on('dialog', onDialog);
      try {
        await openHydrated(session.page, searchPage(payload, 'all'));
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
        await session.page.waitForTimeout(200);
        assert.deepEqual(dialogs, [], 'no alert() ran');
      } finally {
        session.page.off('dialog', onDialog);
      }
    });
  }

  // No time limit here (performance is measured by npm run bench:search): the query must be cut
  // to the engine's limit, answered, and leave the page working.
  test('a 5,000-character query is cut to the limit, answered, and the page keeps working', async () => {
    await openHydrated(session.page, searchPage('lifecycle', NEXT));
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
    await openHydrated(session.page, searchPage(REGEX_METACHARACTERS, 'all'));
    assert.equal(await searchSettled(session.page, REGEX_METACHARACTERS, 'main'), 'done');
    assert.ok((await session.page.locator('main').innerText()).includes(REGEX_METACHARACTERS));
    await session.page.locator('main input[type="search"]').fill('state');
    assert.equal(await searchSettled(session.page, 'state', 'main'), 'done');
  });
});

describe('accessibility', () => {
  for (const dark of [false, true]) {
    test(`axe-core finds no violation on the search page and in the dialog (${dark ? 'dark' : 'light'} mode)`, async () => {
      await openHydrated(session.page, searchPage('component', NEXT));
      await setDarkMode(session.page, dark);
      await searchSettled(session.page, 'component', 'main');
      assert.deepEqual(await axeViolations(session.page), [], 'search page with results');

      await openHydrated(session.page, searchPage('qqqqqq', NEXT));
      await searchSettled(session.page, 'qqqqqq', 'main');
      assert.deepEqual(await axeViolations(session.page), [], 'search page with no results');

      await openDialogAndSearch(session.page, 'events');
      assert.deepEqual(await axeViolations(session.page), [], 'dialog open with results');
      await session.page.keyboard.press('Escape');
      await session.page.evaluate(() => localStorage.removeItem('theme'));
    });
  }
});

describe('privacy and CSP', () => {
  test("search works under a CSP allowing only 'self' plus 'wasm-unsafe-eval' for scripts", async () => {
    const csp =
      "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:";
    const cspContext = await session.browser.newContext();
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
