/**
 * Version availability (issue 12), in Chromium against the production build: the version
 * dropdown says which versions have the page being read and lands on the closest page (with a
 * notice) in one that lacks it; Escape closes the dropdown; each doc's "Available in" strip lists
 * exactly the versions the inventory (tests/fixtures/inventory.json) gives the page, and the
 * version it was added in. Which versions have which page always comes from the inventory.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Locator, Page} from 'playwright-core';
import {openHydrated, useBrowserSession, watchContext} from './support/browser';
import {expectedAddedIn, inventoryPage, versionsWith} from './pageChecks/availableIn';
import {inventory} from '../scripts/lib/contentCheck';
import {axeViolations} from './support/axe';
import {ALL_VERSIONS, BASE_URL, LATEST_VERSION, NEXT_VERSION, docUrl, type DocsVersion} from '../src/versions/versions';

const session = useBrowserSession();

/** SPEC §9: the docs plugin's stored version preference. */
const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';
const MISSING_NOTE = 'not in this version';

/** The version of a URL path: the longest version path it starts with. */
function versionOfPath(pathname: string): DocsVersion {
  const inVersion = (v: DocsVersion) => pathname === v.path || pathname.startsWith(v.path.endsWith('/') ? v.path : `${v.path}/`);
  return [...ALL_VERSIONS].sort((a, b) => b.path.length - a.path.length).find(inVersion)!;
}

function routeOfPath(pathname: string): string {
  const version = versionOfPath(pathname);
  return pathname.slice(version.path.length).replace(/^\//, '');
}

/** Pages some versions lack, and one every version has. */
const PARTIAL_ROUTES = ['form-associated', 'custom-elements-bundle', 'serialization'];
const EVERYWHERE_ROUTE = 'events';

/** Where to read each partial route: a version that has it. */
function readingVersion(route: string): DocsVersion {
  const having = versionsWith(route);
  return having.includes(LATEST_VERSION) ? LATEST_VERSION : having[0];
}

function versionDropdown(page: Page): Locator {
  return page.locator('.navbar__items--right .dropdown').last();
}

function dropdownToggle(page: Page): Locator {
  return versionDropdown(page).locator(':scope > .navbar__link');
}

/** Opens the version dropdown as a keyboard user does: focus its toggle, press Enter. */
async function openDropdownWithKeyboard(page: Page): Promise<Locator> {
  await page.mouse.move(10, 890); // away from the navbar: its menu also opens on hover
  await dropdownToggle(page).focus();
  await page.keyboard.press('Enter');
  const menu = versionDropdown(page).locator('.dropdown__menu');
  await menu.waitFor({state: 'visible'});
  assert.equal(await dropdownToggle(page).getAttribute('aria-expanded'), 'true');
  return menu;
}

describe('version dropdown: availability', () => {
  for (const route of PARTIAL_ROUTES) {
    const reading = readingVersion(route);
    const having = versionsWith(route);
    const source = inventoryPage(reading, route)!;

    test(`on ${docUrl(reading, route)}, each entry says whether its version has the page (${having.map((v) => v.label).join(', ')})`, async () => {
      assert.ok(having.length < ALL_VERSIONS.length, `the inventory gives ${route} to every version: pick another page`);
      await openHydrated(session.page, docUrl(reading, route));
      await dropdownToggle(session.page).hover();
      const menu = versionDropdown(session.page).locator('.dropdown__menu');
      await menu.waitFor({state: 'visible'});

      for (const version of ALL_VERSIONS) {
        if (having.includes(version)) {
          const entry = menu.getByRole('link', {name: version.label, exact: true});
          assert.equal(await entry.getAttribute('href'), docUrl(version, route), `${version.label} links to the same page`);
          assert.equal(await entry.getAttribute('aria-current'), version === reading ? 'page' : null);
          continue;
        }
        const entry = menu.getByRole('link', {name: `${version.label}, ${MISSING_NOTE}`, exact: true});
        assert.equal(await entry.count(), 1, `${version.label}'s entry is named "${version.label}, ${MISSING_NOTE}"`);
        assert.match(await entry.innerText(), new RegExp(MISSING_NOTE), 'the note is visible too');

        // It leads to the closest page there: the same sidebar category, else the introduction.
        const target = new URL((await entry.getAttribute('href'))!, 'http://x').pathname;
        assert.equal(versionOfPath(target), version, `${version.label}'s entry stays in ${version.label}: ${target}`);
        const landing = inventoryPage(version, routeOfPath(target));
        assert.ok(landing, `${target} is a page of ${version.label}`);
        const group = source.categoryTrail?.[0];
        const versionHasGroup = inventory.find((v) => v.name === version.name)!.pages.some((p) => p.categoryTrail?.[0] === group);
        if (group && versionHasGroup) {
          assert.equal(landing.categoryTrail?.[0], group, `${version.label}: ${target} is in ${group}`);
        } else {
          assert.equal(landing.route, 'introduction', `${version.label} has no ${group ?? 'sidebar'} group: its introduction`);
        }
      }
    });
  }

  test('on a page every version has, no entry is marked', async () => {
    await openHydrated(session.page, docUrl(LATEST_VERSION, EVERYWHERE_ROUTE));
    await dropdownToggle(session.page).hover();
    const menu = versionDropdown(session.page).locator('.dropdown__menu');
    await menu.waitFor({state: 'visible'});
    const names = await menu.getByRole('link').allInnerTexts();
    // The versions, then the upgrade planner's entry (issue 21, tests/upgradePlanner.test.ts).
    assert.deepEqual(
      names.map((n) => n.trim()),
      [...ALL_VERSIONS.map((v) => v.label), 'Plan an upgrade…'],
    );
  });
});

describe('version dropdown: switching', () => {
  const route = 'form-associated';
  const reading = readingVersion(route);
  const source = inventoryPage(reading, route)!;
  /** The newest version without the page. */
  const lacking = ALL_VERSIONS.find((version) => !inventoryPage(version, route))!;

  test(`choosing ${lacking.label} on ${docUrl(reading, route)} lands on the first page of its ${source.categoryTrail?.at(-1)} group, says so, and survives a reload`, async () => {
    const page = session.page;
    await openHydrated(page, docUrl(reading, route));
    const menu = await openDropdownWithKeyboard(page);
    await menu.getByRole('link', {name: `${lacking.label}, ${MISSING_NOTE}`, exact: true}).click();
    await page.waitForURL((url) => versionOfPath(url.pathname) === lacking);

    const category = source.categoryTrail!.at(-1)!;
    const notice = page.getByRole('status').filter({hasText: 'has no'});
    await notice.waitFor();
    assert.equal(
      (await notice.innerText()).replace(/\s*×\s*$/, '').trim(),
      `${lacking.label} has no “${source.title}” page; showing the first page of ${category} instead.`,
    );
    // The first page of that group: the first link under its sidebar category.
    const categoryItem = page
      .locator('.theme-doc-sidebar-menu > li')
      .filter({has: page.getByRole('button', {name: category, exact: true})});
    const firstLink = categoryItem.locator('ul.menu__list a').first();
    assert.equal(await firstLink.getAttribute('href'), new URL(page.url()).pathname);
    assert.equal(await firstLink.getAttribute('aria-current'), 'page');
    assert.equal(
      await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY),
      lacking.name,
      'the choice is the preferred version',
    );

    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await notice.waitFor();

    await page.getByRole('button', {name: 'Dismiss this notice'}).click();
    await notice.waitFor({state: 'detached'});
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'status', 'focus stays where the notice was');
    await page.evaluate((key) => localStorage.removeItem(key), PREFERRED_VERSION_KEY);
  });

  test('choosing a version that has the page keeps it, with no notice; reaching a page otherwise shows none', async () => {
    const page = session.page;
    const other = versionsWith(route).find((version) => version !== reading)!;
    await openHydrated(page, docUrl(reading, route));
    const menu = await openDropdownWithKeyboard(page);
    await menu.getByRole('link', {name: other.label, exact: true}).click();
    await page.waitForURL((url) => url.pathname === docUrl(other, route));
    await page.locator('article h1').waitFor();
    assert.equal(await page.getByRole('status').filter({hasText: 'has no'}).count(), 0);

    const landing = ALL_VERSIONS.find((version) => !inventoryPage(version, route))!;
    const closest = versionDropdown(page)
      .locator('.dropdown__menu')
      .getByRole('link', {name: `${landing.label}, ${MISSING_NOTE}`, exact: true, includeHidden: true});
    await openHydrated(page, (await closest.getAttribute('href'))!);
    assert.equal(await page.getByRole('status').filter({hasText: 'has no'}).count(), 0, 'opened directly: no notice');
    await page.evaluate((key) => localStorage.removeItem(key), PREFERRED_VERSION_KEY);
  });
});

describe('version dropdown: keyboard', () => {
  for (const pathname of [docUrl(NEXT_VERSION, 'form-associated'), `${BASE_URL}search`]) {
    test(`Escape closes the dropdown and returns focus to its toggle (${pathname})`, async () => {
      const page = session.page;
      await openHydrated(page, pathname);
      const menu = await openDropdownWithKeyboard(page);

      await page.keyboard.press('Tab');
      assert.ok(await menu.evaluate((el) => el.contains(document.activeElement)), 'Tab moves into the menu');
      await page.keyboard.press('Escape');
      await menu.waitFor({state: 'hidden'});
      assert.equal(await dropdownToggle(page).getAttribute('aria-expanded'), 'false');
      assert.ok(await dropdownToggle(page).evaluate((el) => el === document.activeElement), 'focus is back on the toggle');

      // From the toggle itself, too, and it opens again afterwards.
      await page.keyboard.press('Enter');
      await menu.waitFor({state: 'visible'});
      await page.keyboard.press('Escape');
      await menu.waitFor({state: 'hidden'});
      assert.ok(await dropdownToggle(page).evaluate((el) => el === document.activeElement));
    });
  }
});

describe('"Available in" strip', () => {
  for (const route of [...PARTIAL_ROUTES, EVERYWHERE_ROUTE]) {
    const reading = readingVersion(route);
    test(`after hydration on ${docUrl(reading, route)}: ${versionsWith(route)
      .map((v) => v.label)
      .join(', ')}; ${expectedAddedIn(route)}`, async () => {
      await openHydrated(session.page, docUrl(reading, route));
      const strip = session.page.getByRole('navigation', {name: 'Available in'});
      const links = await strip
        .getByRole('link')
        .evaluateAll((anchors) =>
          anchors.map((a) => ({label: a.textContent, href: a.getAttribute('href'), current: a.getAttribute('aria-current')})),
        );
      assert.deepEqual(
        links,
        versionsWith(route).map((v) => ({label: v.label, href: docUrl(v, route), current: v === reading ? 'page' : null})),
      );
      assert.match(await strip.innerText(), new RegExp(`${expectedAddedIn(route)}$`));
    });
  }

  test('a strip link opens the page in that version', async () => {
    const route = 'form-associated';
    const reading = readingVersion(route);
    const other = versionsWith(route).at(-1)!;
    await openHydrated(session.page, docUrl(reading, route));
    await session.page.getByRole('navigation', {name: 'Available in'}).getByRole('link', {name: other.label, exact: true}).click();
    await session.page.waitForURL((url) => url.pathname === docUrl(other, route));
    const current = session.page.getByRole('navigation', {name: 'Available in'}).locator('a[aria-current="page"]');
    await current.filter({hasText: other.label}).waitFor();
    assert.equal(await current.count(), 1);
    assert.equal(
      await session.page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY),
      other.name,
      'the choice is the preferred version',
    );
    await session.page.evaluate((key) => localStorage.removeItem(key), PREFERRED_VERSION_KEY);
  });
});

describe('accessibility', () => {
  // A page some versions lack, read in the oldest version that has it.
  const route = 'custom-elements-bundle';
  for (const mode of ['light', 'dark'] as const) {
    test(`axe-core finds no violation in ${mode} mode: the switch notice, the strip, the open dropdown`, async () => {
      const themed = await session.browser.newContext({viewport: {width: 1280, height: 900}});
      await watchContext(themed, session.problems);
      try {
        await themed.addInitScript((theme) => {
          if (location.protocol.startsWith('http')) localStorage.setItem('theme', theme);
        }, mode);
        const page = await themed.newPage();
        await openHydrated(page, docUrl(readingVersion(route), route));
        assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
        const lacking = ALL_VERSIONS.find((version) => !inventoryPage(version, route))!;
        const menu = await openDropdownWithKeyboard(page);
        assert.deepEqual(await axeViolations(page), [], 'doc page with the strip, dropdown open');

        await menu.getByRole('link', {name: `${lacking.label}, ${MISSING_NOTE}`, exact: true}).click();
        await page.getByRole('status').filter({hasText: 'has no'}).waitFor();
        await openDropdownWithKeyboard(page);
        assert.deepEqual(await axeViolations(page), [], 'landing page with the notice and the strip, dropdown open');
      } finally {
        await themed.close();
      }
    });
  }
});

// Console errors (hydration included) and foreign requests: checked by useBrowserSession's teardown.
