/**
 * Issue 23's doc-page additions on the built site. From the built HTML of every doc page of every
 * version: the Markdown alternate link (naming a twin the build has), "Copy page", "Edit this
 * page" pointing at the file a maintainer edits, and the feedback question. In Chromium through
 * nginx (tests/support/nginx: the production headers and CSP): Copy page copies the twin
 * (fetched on click, not with the page) and says when it cannot; the feedback's "No" offers a
 * pre-filled issue and the answer is remembered per page, also without usable storage; reference
 * tables at 390 px keep every cell inside the viewport and their table semantics; the note to
 * agents is visually hidden yet rendered, and shows when its link has focus; axe in light and dark mode.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {openHydrated, setDarkMode, useBrowserSession, watchContext} from './support/browser';
import {axeViolations} from './support/axe';
import {useNginx} from './support/nginx';
import {DOCS_REPOSITORY_URL, SITE_ORIGIN} from '../src/utils/siteLinks';
import {feedbackStorageKey} from '../src/components/PageFeedback/feedback';
import {DIRECTIVE_LEAD} from '../src/markdown/agentDirective';

// Registered first: nginx stops even when the browser session's teardown fails.
const nginx = useNginx();
const session = useBrowserSession();

const PAGE = '/docs/v3/config';
const OTHER_PAGE = '/docs/v3/introduction';
/** Pages whose reference tables must read at 390 px: the config tables of three versions and a few other option tables. */
const TABLE_PAGES = ['/docs/v3/config', '/docs/config', '/docs/v2/config', '/docs/cli', '/docs/properties', '/docs/events', '/docs/v3/cli'];
const PHONE = {width: 390, height: 844};

const cspViolations: string[] = [];

/** A context of the session's browser, watched like the session's own (the teardown checks it), recording CSP violations. */
async function newContext(options: BrowserContextOptions = {}, init?: string): Promise<BrowserContext> {
  const context = await session.browser.newContext({viewport: {width: 1280, height: 900}, ...options});
  await watchContext(context, session.problems);
  await context.exposeFunction('reportCspViolation', (text: string) => cspViolations.push(text));
  await context.addInitScript(
    `document.addEventListener('securitypolicyviolation', (event) => window.reportCspViolation(event.violatedDirective + ' ' + event.blockedURI));`,
  );
  if (init) await context.addInitScript(init);
  return context;
}

const open = (page: Page, pathname: string) => openHydrated(page, pathname, nginx.origin);

/**
 * The colour mode as a reader sets it: the navbar toggle on a wide screen; on a phone the toggle
 * sits in the closed navbar menu, so the stored choice (SPEC §4, key `theme`) and a reload.
 */
async function colourMode(page: Page, dark: boolean): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) > 996) return setDarkMode(page, dark);
  await page.evaluate((mode) => localStorage.setItem('theme', mode), dark ? 'dark' : 'light');
  await open(page, new URL(page.url()).pathname);
  assert.equal(await page.locator('html').getAttribute('data-theme'), dark ? 'dark' : 'light');
}

describe('Copy page (through nginx, under the production CSP)', () => {
  test("copies the page's Markdown twin, fetched on click only; says so; the link opens the twin", async () => {
    const context = await newContext({permissions: ['clipboard-read', 'clipboard-write']});
    try {
      const page = await context.newPage();
      const markdownRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('.md')) markdownRequests.push(new URL(request.url()).pathname);
      });
      await open(page, PAGE);
      assert.deepEqual(markdownRequests, [], 'the first load fetches no Markdown');

      const button = page.getByRole('button', {name: 'Copy page'});
      await button.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({hasText: 'Copied this page as Markdown.'}).waitFor();
      assert.deepEqual(markdownRequests, [`${PAGE}.md`]);

      const twin = await (await context.request.get(`${nginx.origin}${PAGE}.md`)).text();
      assert.match(twin, /^# /, 'the twin is Markdown under its h1');
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), twin);

      const link = page.getByRole('link', {name: 'Open as Markdown'});
      assert.equal(await link.getAttribute('href'), `${PAGE}.md`);
      const response = await Promise.all([page.waitForNavigation(), link.click()]).then(([r]) => r);
      assert.equal(response?.status(), 200);
      assert.match(response?.headers()['content-type'] ?? '', /^text\/markdown/);
      assert.equal(await response?.text(), twin);
    } finally {
      await context.close();
    }
    assert.deepEqual(cspViolations, []);
  });

  test('without a clipboard, the failure is announced and the Markdown link is offered', async () => {
    // A string: a compiled function would carry the test runner's helpers into the page.
    const context = await newContext(
      {},
      `Object.defineProperty(Navigator.prototype, 'clipboard', {configurable: true, get() { return undefined; }});`,
    );
    try {
      const page = await context.newPage();
      await open(page, PAGE);
      await page.getByRole('button', {name: 'Copy page'}).click();
      await page.getByRole('status').filter({hasText: 'Could not copy the page; open the Markdown'}).waitFor();
      assert.ok(await page.getByRole('link', {name: 'Open as Markdown'}).isVisible());
    } finally {
      await context.close();
    }
  });
});

describe('the note to agents (issue 29, through nginx)', () => {
  test('visually hidden but rendered and in the accessibility tree, out of the tab order, kept through hydration', async () => {
    const page = session.page;
    await open(page, PAGE);
    const note = page.locator('body > aside[data-agent-directive]');
    assert.equal(await note.count(), 1, 'still there after hydration');
    const style = await note.evaluate((element) => {
      const {display, visibility} = getComputedStyle(element);
      const {width, height} = element.getBoundingClientRect();
      return {display, visibility, width, height, ariaHidden: element.closest('[aria-hidden]') !== null};
    });
    assert.notEqual(style.display, 'none');
    assert.equal(style.visibility, 'visible');
    assert.equal(style.ariaHidden, false);
    assert.ok(style.width <= 1 && style.height <= 1, `the note takes no room (${style.width}x${style.height})`);
    assert.match((await note.textContent()) ?? '', new RegExp(`^${DIRECTIVE_LEAD}`));
    const link = page.getByRole('link', {name: `${PAGE}.md`, exact: true});
    assert.equal(await link.count(), 1, "the twin's link is in the accessibility tree");
    assert.equal(await link.getAttribute('tabindex'), '-1', 'never focused from the keyboard');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content', 'the skip link is still first');
  });
});

describe('Was this page helpful? (through nginx)', () => {
  test('"No" offers a pre-filled issue in the docs repository; the answer is remembered for that page only', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      await open(page, PAGE);
      const question = page.getByRole('group', {name: 'Was this page helpful?'});
      await question.getByRole('button', {name: 'No'}).focus();
      await page.keyboard.press('Enter');
      const issue = page.getByRole('link', {name: /what was missing or wrong/});
      await issue.waitFor();
      // The buttons are gone; keyboard focus is on the reply, and Tab reaches the issue link.
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'status');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), await issue.textContent());
      const url = new URL((await issue.getAttribute('href'))!);
      assert.equal(`${url.origin}${url.pathname}`, `${DOCS_REPOSITORY_URL}/issues/new`);
      assert.match(url.searchParams.get('title')!, /\(v3\)$/);
      assert.match(url.searchParams.get('body')!, new RegExp(`Page: ${SITE_ORIGIN}${PAGE}\nVersion: v3\n`));
      assert.equal(await issue.getAttribute('target'), '_blank');
      assert.equal(await question.count(), 0, 'the question is gone once answered');
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), feedbackStorageKey(PAGE)), 'no');

      // A full load of the page does not ask again; another page does.
      await open(page, PAGE);
      await issue.waitFor();
      assert.equal(await page.getByRole('group', {name: 'Was this page helpful?'}).count(), 0);
      await open(page, OTHER_PAGE);
      await page.getByRole('group', {name: 'Was this page helpful?'}).getByRole('button', {name: 'Yes'}).click();
      await page.getByRole('status').filter({hasText: 'Thanks for letting us know this page helped.'}).waitFor();
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), feedbackStorageKey(OTHER_PAGE)), 'yes');
      assert.deepEqual(session.problems.foreignRequests, [], 'nothing was sent anywhere');
    } finally {
      await context.close();
    }
  });

  test('storage that throws: the answer holds for the visit, no console error', async () => {
    const warnings: string[] = [];
    const context = await newContext(
      {},
      `for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear']) {
        Object.defineProperty(Storage.prototype, method, {
          configurable: true,
          value() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
        });
      }`,
    );
    try {
      const page = await context.newPage();
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await open(page, PAGE);
      await page.getByRole('group', {name: 'Was this page helpful?'}).getByRole('button', {name: 'Yes'}).click();
      await page.getByRole('status').filter({hasText: 'Thanks for letting us know this page helped.'}).waitFor();
      assert.equal(warnings.filter((w) => /storage is not available/i.test(w)).length, 1, warnings.join(' | '));
    } finally {
      await context.close();
    }
  });
});

/** Every table cell of the page that sticks out of the viewport, and how many cells of stacked tables there are. */
function cellsOutside(page: Page) {
  return page.evaluate(() => {
    const cells = Array.from(document.querySelectorAll('article table tbody td'));
    const outside = cells
      .map((cell) => ({cell, box: cell.getBoundingClientRect()}))
      .filter(({box}) => box.left < -0.5 || box.right > window.innerWidth + 0.5)
      .map(({cell, box}) => `${cell.closest('tr')?.firstElementChild?.textContent}: ${Math.round(box.left)}–${Math.round(box.right)}`);
    return {stacked: document.querySelectorAll('article table[data-stacked] tbody td').length, outside};
  });
}

describe('reference tables on a phone (390 px, through nginx)', () => {
  test('every cell of every table (stacked from three columns) lies inside the viewport; the page does not scroll sideways', async () => {
    const context = await newContext({viewport: PHONE});
    try {
      const page = await context.newPage();
      for (const pathname of TABLE_PAGES) {
        await open(page, pathname);
        const {stacked, outside} = await cellsOutside(page);
        assert.ok(stacked > 0, `${pathname}: has stacked tables`);
        assert.deepEqual(outside, [], `${pathname}: cells outside the 390 px viewport`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${pathname}: the page is ${overflow} px wider than the viewport`);
      }
    } finally {
      await context.close();
    }
  });

  test("the stacked tables keep their table semantics in Chromium's accessibility tree", async () => {
    const context = await newContext({viewport: PHONE});
    try {
      const page = await context.newPage();
      await open(page, PAGE);
      const counts = await page.evaluate(() => ({
        tables: document.querySelectorAll('article table[data-stacked]').length,
        headers: document.querySelectorAll('article table[data-stacked] thead th').length,
        rows: document.querySelectorAll('article table[data-stacked] tr').length,
        cells: document.querySelectorAll('article table[data-stacked] tbody td').length,
        display: getComputedStyle(document.querySelector('article table[data-stacked] td')!).display,
      }));
      assert.equal(counts.display, 'inline', 'the cells are restyled (stacked) at this width');
      const cdp = await context.newCDPSession(page);
      const {nodes} = (await cdp.send('Accessibility.getFullAXTree')) as {nodes: {role?: {value: string}; ignored: boolean}[]};
      const roles = (role: string) => nodes.filter((node) => !node.ignored && node.role?.value === role).length;
      assert.equal(roles('table'), counts.tables, 'tables');
      assert.equal(roles('row'), counts.rows, 'rows');
      assert.equal(roles('columnheader'), counts.headers, 'column headers (hidden from view, not from assistive technology)');
      assert.equal(roles('cell'), counts.cells, 'cells');
    } finally {
      await context.close();
    }
  });

  test('on a wide screen the tables stay tables', async () => {
    await open(session.page, PAGE);
    const display = await session.page.evaluate(() => getComputedStyle(document.querySelector('article table[data-stacked] td')!).display);
    assert.equal(display, 'table-cell');
  });
});

describe('accessibility (axe, through nginx)', () => {
  for (const [name, viewport] of [
    ['390 px', PHONE],
    ['1280 px', {width: 1280, height: 900}],
  ] as const) {
    test(`${name}: the page with stacked tables, Copy page and the answered feedback pass axe in light and dark mode`, async () => {
      const context = await newContext({viewport});
      try {
        const page = await context.newPage();
        await open(page, PAGE);
        for (const dark of [false, true]) {
          await colourMode(page, dark);
          assert.deepEqual(await axeViolations(page), [], `${dark ? 'dark' : 'light'}, question`);
        }
        await page.getByRole('group', {name: 'Was this page helpful?'}).getByRole('button', {name: 'No'}).click();
        await page.getByRole('link', {name: /what was missing or wrong/}).waitFor();
        for (const dark of [false, true]) {
          await colourMode(page, dark);
          await page.getByRole('link', {name: /what was missing or wrong/}).waitFor();
          assert.deepEqual(await axeViolations(page), [], `${dark ? 'dark' : 'light'}, answered`);
        }
      } finally {
        await context.close();
      }
    });
  }
});
