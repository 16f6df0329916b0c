/**
 * "Compare with…" (issue 21), in Chromium against the production build: a page compared with
 * another version shows the differences as labelled <ins>/<del> blocks in time order (what the
 * newer version has is an addition, whichever page the reader starts on; issue 27),
 * two versions whose page reads the same say "No changes", v2 ↔ the latest works both ways, the
 * state is in the URL and the back button leaves it, next/previous change move focus, only the
 * two Markdown twins are fetched (plus the lazy chunk), and the view passes axe in light and
 * dark mode and fits 390 px.
 *
 * The expected blocks come from the docs source: the Properties page's `<Since version="4.38">`
 * and `<Until version="4.37">` fences (docs/components/properties.md).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {openHydrated, useBrowserSession} from './support/browser';
import {axeViolations} from './support/axe';
import {LATEST_VERSION, docUrl, versionByName, type DocsVersion} from '../src/versions/versions';

const session = useBrowserSession();

const ROUTE = 'properties';
const v = (name: string): DocsVersion => versionByName(name)!;
const OLDEST_4X = v('v4.33');
/** Text the 4.38 fences add to the page, and text they take away from it. */
const ONLY_IN_438 = 'If your users really need to write such a value in markup';
const ONLY_BEFORE_438 = 'Markup can only carry strings, so a value like this has to be set from script.';
/** A paragraph that differs between the two twins only by its links into each version. */
const LINKS_ONLY = 'A prop is the right tool when the value comes from the';

const compareUrl = (base: DocsVersion, other: DocsVersion, route = ROUTE) => `${docUrl(base, route)}?compare=${other.name}`;

async function openCompare(page: Page, base: DocsVersion, other: DocsVersion, route = ROUTE): Promise<string> {
  await openHydrated(page, compareUrl(base, other, route));
  const status = page.locator('[class*="summary"][role="status"]');
  await page.waitForFunction(() => !/Loading/.test(document.querySelector('[class*="summary"][role="status"]')?.textContent ?? 'Loading'));
  return (await status.textContent()) ?? '';
}

const marks = (page: Page, tag: 'ins' | 'del') => page.locator(`.theme-doc-markdown ${tag}`);

describe('Compare with…', () => {
  test('a doc page lists the other versions that have it, each a ?compare= link', async () => {
    const {page} = session;
    await openHydrated(page, docUrl(LATEST_VERSION, ROUTE));
    await page.getByText('Compare with…').click();
    const links = page.locator('details a');
    const labels = await links.allTextContents();
    assert.ok(labels.includes(OLDEST_4X.label) && labels.includes('v2'), labels.join(', '));
    assert.ok(!labels.includes(LATEST_VERSION.label), 'not the version being read');
    assert.equal(await links.filter({hasText: OLDEST_4X.label}).getAttribute('href'), compareUrl(LATEST_VERSION, OLDEST_4X));
  });

  test(`${LATEST_VERSION.label} with ${OLDEST_4X.label}: the fenced blocks are marked, links into each version are not`, async () => {
    const {page} = session;
    const summary = await openCompare(page, LATEST_VERSION, OLDEST_4X);
    const added = Number(/(\d+) addition/.exec(summary)?.[1]);
    const removed = Number(/(\d+) removal/.exec(summary)?.[1]);
    assert.ok(added > 0 && removed > 0, summary);
    // Each change is one marked block; the counts say so.
    assert.equal(await page.locator('[data-compare-change="added"]').count(), added);
    assert.equal(await page.locator('[data-compare-change="removed"]').count(), removed);
    // In time order from the newer page too: what 4.38 added is an addition, what it dropped a removal.
    assert.ok(summary.startsWith(`${OLDEST_4X.label} → ${LATEST_VERSION.label}: `), summary);
    assert.ok((await marks(page, 'ins').allTextContents()).some((text) => text.includes(ONLY_IN_438)));
    assert.ok((await marks(page, 'del').allTextContents()).some((text) => text.includes(ONLY_BEFORE_438)));
    // A text label on every mark, naming the version that has the block.
    for (const [tag, label] of [
      ['ins', `Only in ${LATEST_VERSION.label}`],
      ['del', `Only in ${OLDEST_4X.label}`],
    ] as const) {
      const labels = await marks(page, tag).locator('.compare-label').allTextContents();
      assert.ok(labels.length > 0 && labels.includes(label), `${tag}: ${labels.join(', ')}`);
    }
    const unchanged = page.locator('.theme-doc-markdown p', {hasText: LINKS_ONLY});
    assert.equal(await unchanged.count(), 1);
    assert.equal(await unchanged.locator('xpath=ancestor::ins | ancestor::del').count(), 0, 'a link into its own version is not a change');
  });

  test('the reverse: the older page compared with the newer one reads the same, in time order', async () => {
    const {page} = session;
    const fromNewer = await openCompare(page, LATEST_VERSION, OLDEST_4X);
    const summary = await openCompare(page, OLDEST_4X, LATEST_VERSION);
    const direction = `${OLDEST_4X.label} → ${LATEST_VERSION.label}: `;
    assert.ok(summary.startsWith(direction) && /\d+ additions?, \d+ removals?$/.test(summary), summary);
    assert.equal(summary, fromNewer, 'the same counts whichever page the reader starts on');
    assert.ok((await marks(page, 'ins').allTextContents()).some((text) => text.includes(ONLY_IN_438)));
    assert.ok((await marks(page, 'del').allTextContents()).some((text) => text.includes(ONLY_BEFORE_438)));
  });

  test('two versions whose page reads the same: "No changes", nothing marked', async () => {
    const {page} = session;
    const [a, b] = [v('v4.37'), v('v4.36')];
    const summary = await openCompare(page, a, b);
    assert.equal(summary, `No changes between ${a.label} and ${b.label}`);
    assert.equal(await page.locator('.theme-doc-markdown ins, .theme-doc-markdown del').count(), 0);
    assert.ok(await page.locator('.theme-doc-markdown p', {hasText: LINKS_ONLY}).isVisible(), 'the page is shown');
  });

  test('across majors: v2 ↔ the latest, both ways', async () => {
    const {page} = session;
    for (const [base, other] of [
      [v('v2'), LATEST_VERSION],
      [LATEST_VERSION, v('v2')],
    ]) {
      const summary = await openCompare(page, base, other);
      assert.ok(summary.startsWith(`v2 → ${LATEST_VERSION.label}: `), `${base.label} → ${other.label}: ${summary}`);
      assert.match(summary, /\d+ additions?, \d+ removals?$/);
      assert.ok((await marks(page, 'ins').count()) > 0 && (await marks(page, 'del').count()) > 0);
    }
  });

  test('only the two twins are fetched, with the lazy chunk; the state is in the URL; back leaves the view', async () => {
    const {page} = session;
    await openHydrated(page, docUrl(LATEST_VERSION, ROUTE));
    const requests: string[] = [];
    const data: string[] = [];
    const record = (request: {url: () => string; resourceType: () => string}) => {
      const {pathname} = new URL(request.url());
      requests.push(pathname);
      if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') data.push(pathname);
    };
    page.on('request', record);
    await page.getByText('Compare with…').click();
    await page.locator('details a', {hasText: OLDEST_4X.label}).click();
    await page.waitForFunction(() => document.querySelectorAll('.theme-doc-markdown ins').length > 0);
    page.off('request', record);
    assert.equal(new URL(page.url()).search, `?compare=${OLDEST_4X.name}`);
    assert.deepEqual(data.sort(), [`${docUrl(LATEST_VERSION, ROUTE)}.md`, `${docUrl(OLDEST_4X, ROUTE)}.md`].sort());
    assert.ok(
      requests.some((pathname) => pathname.endsWith('.js')),
      'the diff code came in a chunk of its own, not with the page',
    );
    await page.goBack();
    await page.waitForFunction(() => !location.search);
    assert.equal(await page.locator('.theme-doc-markdown ins, .theme-doc-markdown del').count(), 0);
    assert.equal(await page.getByText('Leave the comparison').count(), 0);
  });

  test('next and previous change move focus from change to change, with buttons and keys', async () => {
    const {page} = session;
    const summary = await openCompare(page, LATEST_VERSION, OLDEST_4X);
    const total = Number(/(\d+) addition/.exec(summary)?.[1]) + Number(/(\d+) removal/.exec(summary)?.[1]);
    const focusedChange = () => page.evaluate(() => document.activeElement?.getAttribute('data-compare-change') ?? null);
    await page.getByRole('button', {name: 'Next change'}).click();
    assert.ok(await focusedChange());
    await page.getByText(`Change 1 of ${total}`).waitFor();
    await page.keyboard.press('n');
    await page.getByText(`Change 2 of ${total}`).waitFor();
    await page.keyboard.press('p');
    await page.getByText(`Change 1 of ${total}`).waitFor();
    await page.getByRole('button', {name: 'Previous change'}).click();
    await page.getByText(`Change ${total} of ${total}`).waitFor();
    assert.ok(await focusedChange());
  });

  for (const dark of [false, true]) {
    test(`axe-core finds no violation in the compare view (${dark ? 'dark' : 'light'} mode), and it fits 390 px`, async () => {
      const context = await session.browser.newContext({viewport: {width: 390, height: 844}});
      try {
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), dark ? 'dark' : 'light');
        const page = await context.newPage();
        await openCompare(page, LATEST_VERSION, OLDEST_4X);
        assert.equal(await page.locator('html').getAttribute('data-theme'), dark ? 'dark' : 'light');
        assert.deepEqual(await axeViolations(page), []);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page scrolls ${overflow} px sideways at 390 px`);
      } finally {
        await context.close();
      }
    });
  }
});
