/**
 * The upgrade planner (issue 21), in Chromium against the production build. What it must list
 * is computed here from the sources, not from the planner's own code: each `<Since>`/`<Until>`
 * fence of `docs/` (read with the fence parser) whose change falls between the two versions,
 * and the sections of the upgrade guides crossed. Ticks survive a reload and belong to their
 * pair; the page is linked from the version menu and the upgrade guides; it passes axe in light
 * and dark mode and fits 390 px; its Markdown twin for agents lists the same items.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {openHydrated, siteUrl, useBrowserSession} from './support/browser';
import {axeViolations} from './support/axe';
import {projectRoot} from '../scripts/lib/contentCheck';
import {findFences} from '../src/versions/fences';
import {BASE_URL, LATEST_VERSION, docUrl, versionByName, type DocsVersion} from '../src/versions/versions';

const session = useBrowserSession();

const v = (name: string): DocsVersion => versionByName(name)!;
const FROM = v('v4.33');
const plannerPath = (from: DocsVersion, to: DocsVersion) => `${BASE_URL}upgrade?from=${from.name}&to=${to.name}`;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** `[major, minor]` of the release a fence's change arrives in: Since X at X, Until X at the next minor. */
function changeRelease(kind: string, version: string): [number, number] {
  const [major, minor = 0] = version.split('.').map(Number);
  return kind === 'Since' ? [major, minor] : [major, minor + 1];
}
const order = (a: readonly number[], b: readonly number[]) => a[0] - b[0] || a[1] - b[1];

/** Every fence of docs/ whose change falls in (from, to]: the releases they arrive in, in order. */
function fencesBetween(from: DocsVersion, to: DocsVersion): [number, number][] {
  return markdownFiles(path.join(projectRoot, 'docs'))
    .flatMap((file) => findFences(readFileSync(file, 'utf8'), file))
    .map((fence) => changeRelease(fence.kind, fence.version))
    .filter((release) => order(release, from.fenceRelease!) > 0 && order(release, to.fenceRelease!) <= 0)
    .sort(order);
}

const items = (page: Page, section: string) => page.locator(`section[aria-labelledby="plan-${section}"] li`);

async function openPlanner(page: Page, from: DocsVersion, to: DocsVersion): Promise<void> {
  await openHydrated(page, plannerPath(from, to));
  await page
    .getByRole('status')
    .filter({hasText: `from ${from.label} to ${to.label}`})
    .waitFor();
}

describe('upgrade planner', () => {
  test(`${FROM.label} → ${LATEST_VERSION.label}: one item per fence in the range, grouped by release in version order`, async () => {
    const {page} = session;
    await openPlanner(page, FROM, LATEST_VERSION);
    const expected = fencesBetween(FROM, LATEST_VERSION);
    assert.ok(expected.length > 5, `${expected.length} fences in range`);
    assert.equal(await items(page, 'releases').count(), expected.length);
    const groups = await page.locator('section[aria-labelledby="plan-releases"] h3').allTextContents();
    const expectedGroups = [...new Set(expected.map(([major, minor]) => `Changes in v${major}.${minor}`))];
    assert.deepEqual(groups, expectedGroups);
    for (const [index, title] of groups.entries()) {
      const [major, minor] = title.replace('Changes in v', '').split('.').map(Number);
      const count = expected.filter((release) => order(release, [major, minor]) === 0).length;
      assert.equal(await page.locator('section[aria-labelledby="plan-releases"] ul').nth(index).locator('li').count(), count, title);
    }
    assert.equal(await items(page, 'guides').count(), 0, 'no major upgrade guide within 4.x');
    // Each item links to its explanation in the target version.
    const hrefs = await items(page, 'releases')
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.ok(
      hrefs.every((href) => href?.startsWith(BASE_URL) && !href.startsWith(`${BASE_URL}v`)),
      hrefs.join(' '),
    );
  });

  test('from v2: both major upgrade guides first, in order, then the 4.x changes', async () => {
    const {page} = session;
    await openPlanner(page, v('v2'), LATEST_VERSION);
    const headings = await page.locator('main h2, main h3').allTextContents();
    const three = headings.findIndex((text) => /\(v2 → v3\)/.test(text));
    const four = headings.findIndex((text) => /\(v3 → v4\)/.test(text));
    const releases = headings.indexOf('Changes release by release');
    assert.ok(three >= 0 && three < four && four < releases, headings.join(' | '));
    const guideSource = readFileSync(path.join(projectRoot, 'docs/introduction/upgrading-to-stencil-four.md'), 'utf8');
    const fourLinks = await items(page, 'guides')
      .locator(`a[href^="${docUrl(LATEST_VERSION, LATEST_VERSION.upgradeGuideRoute!)}#"]`)
      .count();
    assert.ok(
      fourLinks >= guideSource.split('\n').filter((line) => line.startsWith('## ')).length - 1,
      `${fourLinks} links into the guide`,
    );
  });

  test('ticks survive a reload; another pair starts empty', async () => {
    const {page} = session;
    await openPlanner(page, FROM, LATEST_VERSION);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const boxes = page.locator('main input[type="checkbox"]');
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await page.getByRole('status').filter({hasText: '2 done'}).waitFor();
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('status').filter({hasText: '2 done'}).waitFor();
    assert.deepEqual(await boxes.evaluateAll((inputs) => inputs.slice(0, 3).map((input) => (input as HTMLInputElement).checked)), [
      true,
      false,
      true,
    ]);
    await openPlanner(page, v('v4.34'), LATEST_VERSION);
    assert.equal(await page.locator('main input[type="checkbox"]:checked').count(), 0);
    await page.getByRole('status').filter({hasText: '0 done'}).waitFor();
  });

  test('choosing versions in the form changes the URL and the list', async () => {
    const {page} = session;
    await openPlanner(page, FROM, LATEST_VERSION);
    await page.getByLabel('From', {exact: true}).selectOption(v('v4.37').name);
    await page.waitForURL((url) => url.search === `?from=v4.37&to=${LATEST_VERSION.name}`);
    assert.equal(await items(page, 'releases').count(), fencesBetween(v('v4.37'), LATEST_VERSION).length);
  });

  test('linked from the version menu and from the upgrade guide', async () => {
    const {page} = session;
    await openHydrated(page, docUrl(FROM, 'properties'));
    const menuItem = page.locator('.navbar .dropdown__menu a', {hasText: 'Plan an upgrade…'});
    assert.equal(await menuItem.getAttribute('href'), plannerPath(FROM, LATEST_VERSION));
    await openHydrated(page, docUrl(LATEST_VERSION, LATEST_VERSION.upgradeGuideRoute!));
    const guideLink = page.locator('article a', {hasText: 'as a checklist'});
    assert.equal(await guideLink.getAttribute('href'), plannerPath(v('v3'), LATEST_VERSION));
  });

  test('the Markdown plan for agents lists the same items', async () => {
    const {page} = session;
    await openPlanner(page, FROM, LATEST_VERSION);
    const onPage = await page.locator('main li input[type="checkbox"]').count();
    const response = await fetch(siteUrl(`${BASE_URL}upgrade/${FROM.name}-to-${LATEST_VERSION.name}.md`));
    assert.equal(response.status, 200);
    const markdown = await response.text();
    assert.equal((markdown.match(/^- \[ \] /gm) ?? []).length, onPage);
  });

  for (const dark of [false, true]) {
    test(`axe-core finds no violation (${dark ? 'dark' : 'light'} mode), and it fits 390 px`, async () => {
      const context = await session.browser.newContext({viewport: {width: 390, height: 844}});
      try {
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), dark ? 'dark' : 'light');
        const page = await context.newPage();
        await openPlanner(page, v('v3'), LATEST_VERSION);
        assert.equal(await page.locator('html').getAttribute('data-theme'), dark ? 'dark' : 'light');
        await page.locator('main input[type="checkbox"]').first().check();
        assert.deepEqual(await axeViolations(page), []);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page scrolls ${overflow} px sideways at 390 px`);
      } finally {
        await context.close();
      }
    });
  }
});
