/**
 * Theme parts loaded when rendered (src/plugins/client/README.md, "Loaded when rendered"), in
 * Chromium against the production build: a page without an admonition loads no admonition code,
 * and a page with one has it in the server's HTML and keeps it once hydrated; a wide window loads
 * no mobile navbar sidebar, a narrow one gets it after hydration. The teardown fails on any
 * console error (a hydration mismatch included).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {openHydrated, siteUrl, useBrowserSession, watchContext} from './support/browser';

const session = useBrowserSession();

/** A chunk named in src/plugins/client/lazyTheme/theme (or src/theme/CodeBlock) by its webpackChunkName. */
const chunk = (name: string) => new RegExp(`/assets/js/${name}\\.[0-9a-f]+\\.js$`);
const ADMONITION_CHUNK = chunk('theme-admonition');
const MOBILE_SIDEBAR_CHUNK = chunk('theme-navbar-mobile-sidebar');

/**
 * Text only each part's code holds, whatever chunk it ends up in: the CSS-module class of the
 * admonition's heading, of theme-classic's code block for a string, and the mobile sidebar's items.
 */
const ADMONITION_CODE = 'admonitionHeading_';
const STRING_CODE_BLOCK_CODE = 'codeBlockStandalone_';
const MOBILE_SIDEBAR_CODE = 'navbar-sidebar__items';

/** A page with a `:::note` admonition in v4.38's sources (output-targets/copy-tasks.md). */
const PAGE_WITH_ADMONITION = '/docs/copy-tasks';

interface Opened {
  /** The path of each script requested. */
  scripts: string[];
  /** All their code, joined. */
  code: string;
  page: Page;
}

/** Opens `pathname` hydrated in a fresh watched context of `width` px: the scripts it loaded until the network was idle. */
async function open(pathname: string, width: number): Promise<Opened> {
  const context = await session.browser.newContext({viewport: {width, height: 900}});
  await watchContext(context, session.problems);
  const page = await context.newPage();
  const bodies: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.text().then((text) => [new URL(response.url()).pathname, text]));
  });
  await openHydrated(page, pathname);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(bodies);
  return {scripts: loaded.map(([script]) => script), code: loaded.map(([, text]) => text).join('\n'), page};
}

describe('theme parts loaded when rendered', () => {
  test('a page without an admonition or a JSX <CodeBlock> loads the code of neither', async () => {
    const {scripts, code, page} = await open('/docs/properties', 1280);
    assert.ok(
      scripts.some((script) => /\/main\.[0-9a-f]+\.js$/.test(script)),
      'the page loaded its scripts',
    );
    assert.ok(!code.includes(ADMONITION_CODE), 'no admonition code on the first load');
    assert.ok(!code.includes(STRING_CODE_BLOCK_CODE), "no code of theme-classic's code block for a string");
    assert.ok((await page.locator('pre.prism-code').count()) > 0, 'the fenced blocks rendered without it');
    await page.context().close();
  });

  test('a page with an admonition has it in the server HTML and keeps it once its chunk is loaded', async () => {
    const html = await (await fetch(siteUrl(PAGE_WITH_ADMONITION))).text();
    const serverCount = html.split('theme-admonition ').length - 1;
    assert.ok(serverCount > 0, 'the server rendered the admonition (server rendering waits for the lazy part)');
    const {scripts, code, page} = await open(PAGE_WITH_ADMONITION, 1280);
    assert.ok(scripts.some((script) => ADMONITION_CHUNK.test(script)) && code.includes(ADMONITION_CODE), 'the admonition chunk loaded');
    assert.equal(await page.locator('.theme-admonition').count(), serverCount, 'the hydrated page keeps every admonition');
    await page.context().close();
  });

  test('a wide window loads no mobile navbar sidebar; a narrow one renders it after hydration', async () => {
    const wide = await open('/docs/introduction', 1280);
    assert.ok(!wide.code.includes(MOBILE_SIDEBAR_CODE), 'no mobile sidebar code in a wide window');
    assert.equal(await wide.page.locator('.navbar-sidebar').count(), 0);
    await wide.page.context().close();
    const narrow = await open('/docs/introduction', 400);
    assert.ok(
      narrow.scripts.some((script) => MOBILE_SIDEBAR_CHUNK.test(script)),
      'the mobile sidebar chunk loaded',
    );
    await narrow.page.locator('.navbar-sidebar').waitFor({state: 'attached'});
    await narrow.page.context().close();
  });
});
