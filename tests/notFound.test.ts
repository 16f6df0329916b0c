/**
 * The version-aware not-found page (issue 12, item 3). A missing page under a version's prefix
 * answers 404 with that version's page (src/versionsUi/notFound), which hydrates without a
 * console error, keeps the version in the navbar and its sidebar, says the page does not exist in
 * that version, links the versions that have the same route and the three closest pages of this
 * version, and is titled "Page not found". Checked in Chromium against the served build
 * (scripts/lib/serveBuild) and through deploy/nginx.conf, plus the suggestion helpers on their own.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {siteUrl, useBrowserSession} from './support/browser';
import {axeViolations} from './support/axe';
import {NGINX_PATH, startNginx, type NginxServer} from '../scripts/lib/nginx';
import {inventory, projectRoot} from '../scripts/lib/contentCheck';
import {ALL_VERSIONS, BASE_URL, LATEST_VERSION, NEXT_VERSION, RELEASED_VERSIONS, docUrl, type DocsVersion} from '../src/versions/versions';
import {editDistance, missingRoute, nearestPages, type PageCandidate} from '../src/versionsUi/components/VersionNotFound/suggestions';
import {NOT_FOUND_FILE, notFoundPageFile, VERSION_NOT_FOUND_PATHS, VERSIONS_WITH_OWN_NOT_FOUND} from '../src/versionsUi/notFound';

/** Chromium's own console line for a document answered 404: what these pages are meant to get. */
const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/;

const buildDir = path.join(projectRoot, 'build');

/** The routes of a version's pages, from the inventory fixture. */
function routesOf(version: DocsVersion): Set<string> {
  const entry = inventory.find((candidate) => candidate.name === version.name);
  assert.ok(entry, `${version.name} is in tests/fixtures/inventory.json`);
  return new Set(entry.pages.map((page) => page.route));
}

/** The other versions with a page at the route, in the version menu's order. */
function versionsWith(route: string, except: DocsVersion): DocsVersion[] {
  return ALL_VERSIONS.filter((version) => version !== except && routesOf(version).has(route));
}

interface NotFoundCase {
  version: DocsVersion;
  /** The missing route inside the version. */
  route: string;
  /** The route of the page that must come first among the closest pages, when the case has one. */
  closest?: string;
}

/** A version that lacks the form-associated page (an older major: v3 today). */
const withoutFormAssociated = RELEASED_VERSIONS.find((version) => !routesOf(version).has('form-associated'));
/** A 4.x release that is not the latest (v4.37 today): it lacks the v2-only custom-elements-bundle. */
const olderGenerated = RELEASED_VERSIONS.find((version) => version.generatedFromNext && !version.isLast);
assert.ok(withoutFormAssociated && olderGenerated, 'the inventory still has the versions these cases need');

const CASES: NotFoundCase[] = [
  {version: withoutFormAssociated, route: 'form-associated'},
  {version: NEXT_VERSION, route: 'custom-elements-bundle', closest: 'custom-elements'},
  {version: LATEST_VERSION, route: 'evnts', closest: 'events'},
  {version: olderGenerated, route: 'custom-elements-bundle', closest: 'custom-elements'},
];

/** The console line Chromium itself writes for a document answered with 404: expected, not a fault. */
const isOwn404Line = (line: string, url: string) =>
  line === `${url}: Failed to load resource: the server responded with a status of 404 (Not Found)`;

/** Opens a missing page and waits for hydration and the address-dependent suggestions. */
async function openNotFound(page: Page, url: string) {
  const response = await page.goto(url, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForSelector('[data-testid="not-found-elsewhere"]');
  return response;
}

const NAVBAR_VERSION_LABEL = '.navbar__items--right .dropdown > .navbar__link';
const navbarVersionLabel = (page: Page) => page.locator(NAVBAR_VERSION_LABEL).last().innerText();

/**
 * The navbar follows a client-side navigation in its own render, a moment after the page: waits
 * up to 5 s for `label`, and fails naming the label it shows instead.
 */
async function assertNavbarShows(page: Page, label: string): Promise<void> {
  const shown = await page
    .waitForFunction(
      ([selector, want]) => Array.from(document.querySelectorAll(selector)).at(-1)?.textContent?.trim() === want,
      [NAVBAR_VERSION_LABEL, label],
      {timeout: 5000},
    )
    .then(
      () => label,
      async () => (await navbarVersionLabel(page)).trim(),
    );
  assert.equal(shown, label, 'the navbar shows the version of the page opened');
}

/** Top-level sidebar labels and every sidebar link's address. */
async function sidebarOf(page: Page): Promise<{labels: string[]; hrefs: string[]}> {
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const labels = await sidebar.locator(':scope > ul > li > a, :scope > ul > li > div > a').allInnerTexts();
  const hrefs = await sidebar.locator('a.menu__link[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return {labels: labels.map((label) => label.trim()), hrefs};
}

describe('suggestion helpers', () => {
  test('edit distance', () => {
    assert.equal(editDistance('kitten', 'sitting'), 3);
    assert.equal(editDistance('', 'abc'), 3);
    assert.equal(editDistance('events', 'events'), 0);
  });

  test('the missing route is the address inside its version, decoded, without a trailing slash', () => {
    assert.equal(missingRoute(`${docUrl(NEXT_VERSION, 'guides/no-such')}/`, {path: NEXT_VERSION.path}), 'guides/no-such');
    assert.equal(missingRoute(docUrl(LATEST_VERSION, 'caf%C3%A9'), {path: LATEST_VERSION.path}), 'café');
    assert.equal(missingRoute(docUrl(LATEST_VERSION, '%E0%A4%A'), {path: LATEST_VERSION.path}), '%E0%A4%A');
  });

  test('the closest pages: a typo, a longer slug, words in another order', () => {
    const page = (route: string, title: string): PageCandidate => ({route, title, path: `/${route}`});
    const pages = [
      page('events', 'Events'),
      page('custom-elements', 'Custom Elements with Stencil'),
      page('methods', 'Methods'),
      page('testing/playwright/overview', 'Playwright Overview'),
      page('state', 'Internal state'),
    ];
    assert.equal(nearestPages('evnts', pages)[0].route, 'events');
    assert.equal(nearestPages('custom-elements-bundle', pages)[0].route, 'custom-elements');
    assert.equal(nearestPages('overview-playwright', pages)[0].route, 'testing/playwright/overview');
    assert.equal(nearestPages('evnts', pages).length, 3);
  });

  test('each version prefix maps to its own not-found page, anything else to the latest one', () => {
    for (const version of VERSIONS_WITH_OWN_NOT_FOUND) {
      assert.equal(notFoundPageFile(docUrl(version, 'no/such/page'), BASE_URL), docUrl(version, NOT_FOUND_FILE).slice(BASE_URL.length));
    }
    assert.equal(notFoundPageFile(docUrl(LATEST_VERSION, 'no-such-page'), BASE_URL), NOT_FOUND_FILE);
    assert.equal(notFoundPageFile(`${BASE_URL}assets/js/missing.js`, BASE_URL), NOT_FOUND_FILE);
  });
});

describe('the built not-found pages', () => {
  test('one per version, each in its version and with nothing that depends on the address', () => {
    const pages = [...VERSION_NOT_FOUND_PATHS, `${BASE_URL}${NOT_FOUND_FILE}`];
    assert.equal(pages.length, ALL_VERSIONS.length);
    for (const version of ALL_VERSIONS) {
      const file = path.join(buildDir, version.isLast ? NOT_FOUND_FILE : docUrl(version, NOT_FOUND_FILE).slice(BASE_URL.length));
      const html = readFileSync(file, 'utf8');
      assert.match(html, new RegExp(`data-docs-version="?${version.name.replace(/\./g, '\\.')}[" >]`), file);
      assert.match(html, /<title[^>]*>Page not found/, file);
      assert.doesNotMatch(html, /not-found-elsewhere|not-found-nearest/, `${file}: the address-dependent lists render only in the browser`);
    }
  });

  test('no not-found page in the sitemap or in llms.txt', () => {
    const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    for (const pathname of [...VERSION_NOT_FOUND_PATHS, `${BASE_URL}${NOT_FOUND_FILE}`]) {
      assert.ok(!sitemap.includes(pathname), `${pathname} in sitemap.xml`);
      assert.ok(!llms.includes(pathname), `${pathname} in llms.txt`);
    }
  });
});

describe('in Chromium, against the served build', () => {
  const session = useBrowserSession({allowConsoleErrors: DOCUMENT_404});

  for (const {version, route, closest} of CASES) {
    const url = docUrl(version, route);
    test(`${url}: 404 in ${version.label}'s layout, with the versions that have it and the closest pages`, async () => {
      const {page, problems} = session;
      const errorsBefore = problems.consoleErrors.length;
      const response = await openNotFound(page, siteUrl(url));
      assert.equal(response?.status(), 404);

      assert.equal((await navbarVersionLabel(page)).trim(), version.label, 'the navbar keeps the version');
      assert.match(await page.title(), /Page not found/);
      const article = page.locator('[data-testid="version-not-found"]');
      assert.match(await article.locator('h1').innerText(), /^Page not found$/);
      assert.match(await article.innerText(), new RegExp(`does not exist in the ${version.label.replace(/\./g, '\\.')} docs`));

      const expected = versionsWith(route, version);
      const elsewhere = page.locator('[data-testid="not-found-elsewhere"] li a');
      assert.deepEqual(
        await elsewhere.allInnerTexts(),
        expected.map((other) => other.label),
        'the versions that have the page',
      );
      assert.deepEqual(
        await elsewhere.evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
        expected.map((other) => docUrl(other, route)),
      );
      if (expected.length === 0) assert.match(await page.locator('[data-testid="not-found-elsewhere"]').innerText(), /No other version/);

      const nearest = page.locator('[data-testid="not-found-nearest"] li a');
      const nearestHrefs = await nearest.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const ownPages = new Set(Array.from(routesOf(version), (own) => docUrl(version, own)));
      assert.equal(nearestHrefs.length, 3, 'three closest pages');
      for (const href of nearestHrefs) assert.ok(ownPages.has(href), `${href} is a page of ${version.label}`);
      if (closest) assert.equal(nearestHrefs[0], docUrl(version, closest));

      const newErrors = problems.consoleErrors.slice(errorsBefore).filter((line) => !isOwn404Line(line, siteUrl(url)));
      assert.deepEqual(newErrors, [], 'no console error (hydration error #418 among them)');

      const notFoundSidebar = await sidebarOf(page);
      await page.goto(siteUrl(docUrl(version, 'introduction')));
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const versionSidebar = await sidebarOf(page);
      assert.ok(notFoundSidebar.labels.length > 3, 'the sidebar is there');
      assert.deepEqual(notFoundSidebar.labels, versionSidebar.labels, "the version's sidebar");
      const versionHrefs = new Set(versionSidebar.hrefs);
      assert.deepEqual(
        notFoundSidebar.hrefs.filter((href) => !versionHrefs.has(href)),
        [],
        "every sidebar link is one of the version's",
      );
    });
  }

  test('a version in the list opens the same page in that version', async () => {
    const {version, route} = CASES[0];
    const {page} = session;
    await openNotFound(page, siteUrl(docUrl(version, route)));
    const target = versionsWith(route, version)[0];
    await page.locator('[data-testid="not-found-elsewhere"] li a', {hasText: target.label}).first().click();
    await page.waitForURL(siteUrl(docUrl(target, route)));
    await page.locator('article h1').first().waitFor();
    await assertNavbarShows(page, target.label);
  });

  test("a not-found page's own address answers 404 too", async () => {
    for (const pathname of VERSION_NOT_FOUND_PATHS.flatMap((page) => [page, page.replace(/\.html$/, '')])) {
      const response = await fetch(siteUrl(pathname), {redirect: 'manual'});
      assert.equal(response.status, 404, pathname);
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe-core finds no violation in ${mode} mode`, async () => {
      const context = await session.browser.newContext({viewport: {width: 1280, height: 900}});
      try {
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        for (const {version, route} of [CASES[0], CASES[2]]) {
          await openNotFound(page, siteUrl(docUrl(version, route)));
          assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
          assert.deepEqual(await axeViolations(page), [], docUrl(version, route));
        }
      } finally {
        await context.close();
      }
    });
  }

  test('no request to a non-loopback host', () => {
    assert.deepEqual(session.problems.foreignRequests, []);
  });
});

describe('through deploy/nginx.conf', () => {
  let nginx: NginxServer | undefined;
  // Registered before the browser session's teardown, which asserts: nginx stops even when it fails.
  after(() => {
    nginx?.stop();
  });
  const session = useBrowserSession({allowConsoleErrors: DOCUMENT_404});
  let origin: string;

  // As tests/nginx.test.ts does: the config as written, moved to a loopback port, over build/.
  before(async () => {
    assert.ok(existsSync(NGINX_PATH), `nginx is installed at ${NGINX_PATH}`);
    nginx = await startNginx(buildDir);
    origin = nginx.origin;
  });

  test("a miss under a version's prefix gets that version's page with status 404", async () => {
    const misses: [string, DocsVersion][] = [
      ...CASES.map(({version, route}): [string, DocsVersion] => [docUrl(version, route), version]),
      ...VERSIONS_WITH_OWN_NOT_FOUND.map((version): [string, DocsVersion] => [docUrl(version, 'no/such/page'), version]),
      [`${BASE_URL}no-such-top-level/page`, LATEST_VERSION],
      [`${BASE_URL}assets/js/missing.js`, LATEST_VERSION],
      ...VERSION_NOT_FOUND_PATHS.map((pathname): [string, DocsVersion] => [
        pathname,
        VERSIONS_WITH_OWN_NOT_FOUND.find((v) => pathname.startsWith(`${v.path}/`))!,
      ]),
    ];
    for (const [pathname, version] of misses) {
      const response = await fetch(`${origin}${pathname}`, {redirect: 'manual'});
      assert.equal(response.status, 404, pathname);
      assert.match(
        await response.text(),
        new RegExp(`data-docs-version="?${version.name.replace(/\./g, '\\.')}[" >]`),
        `${pathname}: ${version.label}'s page`,
      );
    }
  });

  for (const {version, route} of CASES) {
    const url = docUrl(version, route);
    test(`${url}: hydrates under the CSP with no console error, in ${version.label}`, async () => {
      const {page, problems} = session;
      const errorsBefore = problems.consoleErrors.length;
      const response = await openNotFound(page, `${origin}${url}`);
      assert.equal(response?.status(), 404);
      assert.equal((await navbarVersionLabel(page)).trim(), version.label);
      assert.equal(await page.locator('[data-testid="not-found-nearest"] li a').count(), 3);
      const newErrors = problems.consoleErrors.slice(errorsBefore).filter((line) => !isOwn404Line(line, `${origin}${url}`));
      assert.deepEqual(newErrors, []);
    });
  }
});
