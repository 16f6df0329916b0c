/**
 * The browser runs React 19, the React that renders on the server (issue 19), and what React
 * reports reaches the tests:
 * - the production entry scripts carry React's DOM client and nothing of Preact;
 * - a page whose server HTML disagrees with what the client renders logs a hydration error, which
 *   the console-error net of tests/support/browser.ts would fail a test file on, and an
 *   untouched page logs none;
 * - a page that throws while rendering shows SPEC §8's fallback: "This page crashed.", the
 *   error, a Try again button, the title "Page Error".
 *
 * The faults are made in the browser (a response rewritten on its way in), never built into
 * the site.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {openHydrated, siteUrl, unexpectedProblems, useBrowserSession, watchContext} from './support/browser';
import {LATEST_VERSION, docUrl} from '../src/versions/versions';

// The faults are provoked in contexts of their own, watched by each test: the session's net
// (every other page) stays strict.
const session = useBrowserSession();

const buildDir = path.resolve(import.meta.dirname, '../build');
const PAGE = docUrl(LATEST_VERSION, 'introduction');

describe('the production bundle', () => {
  const jsDir = path.join(buildDir, 'assets/js');
  const entries = readdirSync(jsDir).filter((name) => /^(runtime~)?main\.[0-9a-f]+\.js$/.test(name));

  test('main.js carries React 19 DOM client, and no file carries Preact', () => {
    assert.equal(entries.length, 2, `runtime~main and main: ${entries.join(', ')}`);
    const main = entries.map((name) => readFileSync(path.join(jsDir, name), 'utf8')).join('\n');
    // react-dom's client marks its roots with this key and checks the React version it renders with.
    assert.match(main, /__reactContainer\$/);
    assert.match(main, /"19\.\d+\.\d+"/);
    const withPreact = readdirSync(jsDir).filter((name) =>
      /__PREACT_DEVTOOLS__|preact\/compat/.test(readFileSync(path.join(jsDir, name), 'utf8')),
    );
    assert.deepEqual(withPreact, []);
  });
});

/** Opens `pathname` in a fresh watched context whose HTML for it goes through `rewrite`. */
async function openWithHtml(pathname: string, rewrite: (html: string) => string) {
  const context = await session.browser.newContext({viewport: {width: 1280, height: 900}});
  const problems = await watchContext(context);
  await context.route(siteUrl(pathname), async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, body: rewrite(await response.text())});
  });
  const page = await context.newPage();
  await openHydrated(page, pathname);
  return {context, page, problems};
}

describe('hydration mismatches are errors the tests see', () => {
  test('an untouched page hydrates without a console error', async () => {
    const {context, problems} = await openWithHtml(PAGE, (html) => html);
    await context.close();
    assert.deepEqual(problems.consoleErrors, []);
  });

  test('server HTML that differs from the client render logs a hydration error', async () => {
    let rewritten = false;
    const {context, page, problems} = await openWithHtml(PAGE, (html) =>
      // The doc's title as the server rendered it, changed: the client renders the real one.
      html.replace(/(<h1[^>]*>)([^<]+)(<\/h1>)/, (_all, open: string, text: string, close: string) => {
        rewritten = true;
        return `${open}${text} (changed on the server)${close}`;
      }),
    );
    assert.ok(rewritten, 'the page has an h1 to change');
    // React recovers by rendering on the client: the reader sees the real title again.
    assert.doesNotMatch((await page.locator('article h1').first().textContent()) ?? '', /changed on the server/);
    await context.close();
    const hydrationErrors = problems.consoleErrors.filter((message) => /onRecoverableError|#418/.test(message));
    assert.ok(hydrationErrors.length > 0, `a hydration error is logged: ${problems.consoleErrors.join(' | ')}`);
    // The net of every other test file would fail on it (nothing else allows it).
    assert.notDeepEqual(unexpectedProblems(problems).consoleErrors, []);
  });
});

describe('hydration builds no ICU collator (src/plugins/client/shallowMemoOrder)', () => {
  test('a doc page with code blocks, at phone width, hydrates without calling localeCompare', async () => {
    const context = await session.browser.newContext({viewport: {width: 390, height: 844}});
    const problems = await watchContext(context);
    await context.addInitScript(() => {
      const counted = window as unknown as {localeCompareCalls: number};
      const original = String.prototype.localeCompare;
      counted.localeCompareCalls = 0;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
        counted.localeCompareCalls++;
        return original.apply(this, args);
      };
    });
    const page = await context.newPage();
    await openHydrated(page, PAGE);
    const codeBlocks = await page.locator('article pre code').count();
    // The mobile menu's button: the navbar's secondary menu, the hook's other caller, is there.
    await page.getByRole('button', {name: /toggle navigation bar/i}).waitFor();
    const calls = await page.evaluate(() => (window as unknown as {localeCompareCalls: number}).localeCompareCalls);
    await context.close();
    assert.ok(codeBlocks > 0, 'the page has code blocks');
    assert.deepEqual(unexpectedProblems(problems).consoleErrors, []);
    assert.equal(calls, 0, 'the first call builds the ICU collator (19 ms of main thread)');
  });
});

describe('a page that throws while rendering (SPEC §8)', () => {
  const TARGET = docUrl(LATEST_VERSION, 'events');
  const START = docUrl(LATEST_VERSION, 'component');
  const FAULT = 'Test fault: this page throws while rendering';

  /** The chunk holding TARGET's doc content (its metadata names its permalink), found by fetching the page's scripts. */
  async function contentChunk(page: Page): Promise<{url: string; title: string}> {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openHydrated(page, TARGET);
    const title = (await page.locator('article h1').first().textContent())!;
    for (const url of scripts) {
      if ((await (await page.request.get(url)).text()).includes(`"permalink":"${TARGET}","draft"`)) return {url, title};
    }
    throw new Error(`no script of ${TARGET} holds its metadata`);
  }

  test('shows "This page crashed." with the error and Try again, titled "Page Error"; Try again renders the page', async () => {
    const context = await session.browser.newContext({viewport: {width: 1280, height: 900}});
    const problems = await watchContext(context);
    const {url, title} = await contentChunk(await context.newPage());
    // The doc's front matter (the module's object literal) gets a field that throws when the doc
    // layout reads it while rendering, for as long as the page's fault flag is set. (A fault that
    // throws once is no crash: React renders the tree again and recovers.)
    const frontMatterStart = `{title:${JSON.stringify(title)},`;
    let injected = false;
    await context.route(url, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      injected = body.includes(frontMatterStart);
      const throwsWhileArmed = `{get hide_title(){if(self.pageFaultArmed)throw new Error(${JSON.stringify(FAULT)});return false},`;
      await route.fulfill({response, body: body.replace(frontMatterStart, `${throwsWhileArmed}title:${JSON.stringify(title)},`)});
    });
    const page = await context.newPage();
    await page.addInitScript(() => Object.assign(self, {pageFaultArmed: true}));
    await openHydrated(page, START);
    await page.locator(`nav a[href="${TARGET}"]`).first().click();
    await page.getByText('This page crashed.').waitFor();
    assert.ok(injected, "the fault went into the doc's front matter");
    assert.equal(await page.title(), 'Page Error');
    assert.match((await page.locator('#__docusaurus').textContent()) ?? '', new RegExp(FAULT));
    await page.evaluate(() => Object.assign(self, {pageFaultArmed: false}));
    await page.getByRole('button', {name: 'Try again'}).click();
    await page.locator('article h1').waitFor();
    assert.equal(await page.locator('article h1').first().textContent(), title);
    assert.equal(await page.getByText('This page crashed.').count(), 0);
    await context.close();
    assert.ok(
      problems.consoleErrors.some((message) => message.includes(FAULT)),
      'the crash is logged too',
    );
  });
});
