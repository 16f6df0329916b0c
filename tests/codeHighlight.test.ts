/**
 * Code blocks are highlighted at build time (src/plugins/buildTimeHighlight): the served HTML
 * already holds the token spans, no script the site ships contains Prism, the colour mode
 * recolours the tokens through the generated stylesheet, each line (a `span`, valid inside
 * `code`) is a row of its own, and the copy button copies the code as shown (magic comments
 * removed).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {projectRoot} from '../scripts/lib/contentCheck';
import {openHydrated, useBrowserSession} from './support/browser';
import {BASE_URL, LATEST_VERSION, docUrl} from '../src/versions/versions';
import {HIGHLIGHT_OPTIONS} from '../src/markdown/highlight/rehype';

const buildDir = path.join(projectRoot, 'build');
const jsDir = path.join(buildDir, 'assets', 'js');

/** The built HTML of a page, as the server sends it before any script runs. */
const builtPage = (pathname: string) => cheerio.load(readFileSync(path.join(buildDir, `${pathname.slice(BASE_URL.length)}.html`), 'utf8'));

const PROPERTIES = docUrl(LATEST_VERSION, 'properties');
const UPGRADE_GUIDE = docUrl(LATEST_VERSION, 'introduction/upgrading-to-stencil-four');

describe('built HTML', () => {
  test('a tsx block arrives tokenized, with its title, in the theme classes and without inline colours', () => {
    const $ = builtPage(PROPERTIES);
    const block = $('pre.prism-code.language-tsx').first();
    assert.ok(block.length, 'the page has a tsx block');
    assert.ok(block.find('code > .token-line').length > 3, 'one element per line');
    assert.ok(block.find('.token-line .token.keyword').length > 0, 'keywords are marked');
    assert.ok(block.find('.token-line .token.string, .token-line .token.class-name').length > 0);
    assert.equal($('pre.prism-code [style*="color"]').length, 0, 'colours come from the stylesheet, not inline styles');
    assert.ok($('.theme-code-block [class*="codeBlockTitle"]').length > 0, 'titled blocks keep their title');
  });

  test('magic comments mark lines and are gone from the HTML', () => {
    const $ = builtPage(UPGRADE_GUIDE);
    assert.ok($('pre .token-line.code-block-added-line').length >= 3);
    assert.doesNotMatch($('pre').text(), /added-next-line/);
  });

  test('inline code stays plain', () => {
    const $ = builtPage(PROPERTIES);
    const inline = $('article p code').first();
    assert.ok(inline.length, 'the page has inline code');
    assert.equal(inline.find('.token').length, 0);
  });
});

describe('client bundle', () => {
  const scripts = readdirSync(jsDir).filter((name) => name.endsWith('.js'));

  test('no script contains Prism or its grammars', () => {
    const main = scripts.filter((name) => /^main\..*\.js$/.test(name));
    assert.equal(main.length, 1, 'one main bundle');
    for (const name of scripts) {
      const source = readFileSync(path.join(jsDir, name), 'utf8');
      // Prism's core runs these hooks around every tokenization; the grammars name their tokens.
      assert.doesNotMatch(source, /before-tokenize|Prism\.languages|languages\.(tsx|jsx|typescript|bash)\b/, `${name} carries Prism`);
    }
  });
});

describe('in the browser', () => {
  const session = useBrowserSession();
  const keywordColour = () =>
    session.page
      .locator('pre.language-tsx .token.keyword')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
  const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  const themeKeyword = (mode: 'light' | 'dark') =>
    HIGHLIGHT_OPTIONS.themes[mode].styles.find((entry) => entry.types.includes('keyword'))!.style.color!;

  test('the colour-mode toggle recolours the tokens with the theme of that mode', async () => {
    await openHydrated(session.page, PROPERTIES);
    assert.equal(await keywordColour(), hexToRgb(themeKeyword('light')));
    await session.page.locator('.navbar button[title*="mode" i]').first().click();
    await session.page.waitForSelector("html[data-theme='dark']");
    assert.equal(await keywordColour(), hexToRgb(themeKeyword('dark')));
    await session.page.evaluate(() => localStorage.removeItem('theme'));
  });

  test('each line (a span, as `code` allows) is laid out as a block row of its own, a marked line across the whole block', async () => {
    await openHydrated(session.page, UPGRADE_GUIDE);
    const block = session.page.locator('.theme-code-block', {has: session.page.locator('.code-block-added-line')}).first();
    const layout = await block.locator('code').evaluate((code) => {
      const lines = Array.from(code.querySelectorAll(':scope > .token-line'));
      const added = code.querySelector(':scope > .code-block-added-line')!;
      return {
        tags: [...new Set(lines.map((line) => line.tagName))],
        displays: [...new Set(lines.map((line) => getComputedStyle(line).display))],
        tops: lines.map((line) => line.getBoundingClientRect().top),
        heights: lines.map((line) => line.getBoundingClientRect().height),
        addedWidth: added.getBoundingClientRect().width,
        codeWidth: code.getBoundingClientRect().width,
      };
    });
    assert.deepEqual(layout.tags, ['SPAN']);
    assert.deepEqual(layout.displays, ['block']);
    assert.ok(
      layout.tops.every((top, i) => i === 0 || top >= layout.tops[i - 1]! + layout.heights[i - 1]! - 0.5),
      'one row per line',
    );
    assert.ok(Math.min(...layout.heights) > 0, 'an empty line keeps its height');
    assert.ok(layout.addedWidth >= layout.codeWidth - 1, `the added line spans the block (${layout.addedWidth} of ${layout.codeWidth} px)`);
  });

  test('the copy button copies the code as shown, without the magic comments', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openHydrated(session.page, UPGRADE_GUIDE);
    const block = session.page.locator('.theme-code-block', {has: session.page.locator('.code-block-added-line')}).first();
    await block.hover();
    await block.getByRole('button', {name: /copy code/i}).click();
    const copied = await session.page.evaluate(() => navigator.clipboard.readText());
    assert.doesNotMatch(copied, /added-next-line/);
    assert.equal(copied, (await block.locator('.token-line').allTextContents()).join('\n'));
    assert.match(copied, /export const config/);
  });
});
