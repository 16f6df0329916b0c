/**
 * The upgrade planner (issues 21, 27), in Chromium against the production build. What it must
 * list comes from the sources, not from the planner's own code: the curated minor-release changes
 * between the two versions (src/compare/planner/curation.ts), each with why, what to do, its
 * release and link, and one item per "What to do" line of the upgrade guides crossed. Ticks survive a reload and belong to their
 * pair; the page is linked from the version menu and the upgrade guides; it passes axe in light
 * and dark mode and fits 390 px; its Markdown twin for agents lists the same items.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {openHydrated, siteUrl, useBrowserSession} from './support/browser';
import {axeViolations} from './support/axe';
import {projectRoot} from '../scripts/lib/contentCheck';
import {readReleaseChanges} from '../src/compare/planner/curation';
import {compareReleases, lineOf, releaseOf} from '../src/versions/release';
import {BASE_URL, LATEST_VERSION, docUrl, versionByName, type DocsVersion} from '../src/versions/versions';

const session = useBrowserSession();

const v = (name: string): DocsVersion => versionByName(name)!;
const FROM = v('v4.33');
const plannerPath = (from: DocsVersion, to: DocsVersion) => `${BASE_URL}upgrade?from=${from.name}&to=${to.name}`;

/** The curated minor-release changes (content/upgrade-items/) that land in (from, to]. */
function changesBetween(from: DocsVersion, to: DocsVersion) {
  return readReleaseChanges().filter(
    (change) => compareReleases(change.release, releaseOf(from)) > 0 && compareReleases(change.release, releaseOf(to)) <= 0,
  );
}

/** A guide's changes as its source writes them: one "What to do" line each. */
function whatToDoLines(file: string): number {
  return readFileSync(path.join(projectRoot, file), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('**What to do:**')).length;
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
  test(`${FROM.label} → ${LATEST_VERSION.label}: one item per curated change, each with why, what to do, its release and link`, async () => {
    const {page} = session;
    await openPlanner(page, FROM, LATEST_VERSION);
    const expected = changesBetween(FROM, LATEST_VERSION);
    assert.ok(expected.length > 0, `${expected.length} changes in range`);
    assert.deepEqual(
      await items(page, 'releases').locator('label').allTextContents(),
      expected.map((change) => change.title.replace(/`/g, '')),
    );
    const groups = await page.locator('section[aria-labelledby="plan-releases"] h3').allTextContents();
    assert.deepEqual(groups, [...new Set(expected.map(({release}) => `Changes in v${lineOf(release)}`))]);
    const first = items(page, 'releases').first();
    const text = (await first.textContent()) ?? '';
    for (const part of [`Lands in ${lineOf(expected[0].release)}`, 'Why: ', 'What to do: '])
      assert.ok(text.includes(part), `${part} in: ${text}`);
    assert.equal(await first.locator('pre code').count(), expected[0].snippet ? 1 : 0, 'the example, when the change has one');
    assert.equal(await items(page, 'guides').count(), 0, 'no major upgrade guide within 4.x');
    // Additions ask nothing: a note, not items.
    assert.match((await page.locator('section[aria-labelledby="plan-api"] p').first().textContent()) ?? '', /nothing to do: /);
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
    // One item per change of each guide (a "What to do" line), linking into the guide.
    const fourLinks = await items(page, 'guides')
      .locator(`a[href^="${docUrl(LATEST_VERSION, LATEST_VERSION.upgradeGuideRoute!)}#"]`)
      .count();
    assert.equal(fourLinks, whatToDoLines('docs/introduction/upgrading-to-stencil-four.md'));
    const threeLinks = await items(page, 'guides')
      .locator(`a[href^="${docUrl(v('v3'), v('v3').upgradeGuideRoute!)}#"]`)
      .count();
    assert.equal(threeLinks, whatToDoLines('versioned_docs/version-v3/introduction/upgrading-to-stencil-three.md'));
  });

  test('ticks survive a reload; another pair starts empty', async () => {
    const {page} = session;
    await openPlanner(page, v('v3'), LATEST_VERSION);
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
    await openPlanner(page, v('v2'), LATEST_VERSION);
    assert.equal(await page.locator('main input[type="checkbox"]:checked').count(), 0);
    await page.getByRole('status').filter({hasText: '0 done'}).waitFor();
  });

  test('choosing versions in the form changes the URL and the list', async () => {
    const {page} = session;
    await openPlanner(page, FROM, LATEST_VERSION);
    await page.getByLabel('From', {exact: true}).selectOption(v('v3').name);
    await page.waitForURL((url) => url.search === `?from=v3&to=${LATEST_VERSION.name}`);
    await page
      .getByRole('status')
      .filter({hasText: `from v3 to ${LATEST_VERSION.label}`})
      .waitFor();
    assert.equal(await items(page, 'guides').count(), whatToDoLines('docs/introduction/upgrading-to-stencil-four.md'));
    assert.equal(await items(page, 'releases').count(), changesBetween(v('v3'), LATEST_VERSION).length);
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
