/**
 * The messages and troubleshooting pages as built (issues 22 and 28), read from build/: every
 * version has both; each version's messages pages (an index and one page per area) list,
 * server-rendered inside the searchable doc body, exactly the messages its release emits (from src/diagnostics' catalog, not from a list
 * typed here), with each message's text as a heading and, unless the heading shows all of it, in a code block; the base-class error
 * is worded per release; the Markdown twins carry the messages; and the troubleshooting page
 * states each release's own test-browser options.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {axeViolations} from './support/axe';
import {openHydrated, useBrowserSession, watchContext} from './support/browser';
import {projectRoot} from '../scripts/lib/contentCheck';
import {buildCatalog, entriesForVersion} from '../src/diagnostics/catalog';
import {MESSAGES_AREAS, MESSAGES_INDEX, entryRoute} from '../src/diagnostics/render';
import {ALL_VERSIONS, BASE_URL, LATEST_VERSION, docUrl, type DocsVersion} from '../src/versions/versions';
import {compareReleases, majorOf, release} from '../src/versions/release';
import {NEXT_MAJOR_RELEASE} from '../src/versions/nextMajor';
import {hasPageFromMajor} from '../src/versions/fences';

const buildDir = path.join(projectRoot, 'build');
const catalog = buildCatalog();
const OLD_BASE_CLASS = 'Classes decorated with @Component can not extend from a base class.';
const NEW_BASE_CLASS = 'Component classes can only extend from other Stencil decorated base classes';

/** The release that reworded the base-class error (tests/unit/diagnostics.test.ts checks the packages agree). */
const BASE_CLASS_REWORDED_IN = release('4.37.0');
const reworded = (version: DocsVersion) => compareReleases(version.release, BASE_CLASS_REWORDED_IN) >= 0;

function builtFile(version: DocsVersion, route: string, extension: '.html' | '.md'): string {
  return path.join(buildDir, `${docUrl(version, route).slice(BASE_URL.length)}${extension}`);
}

function builtPage(version: DocsVersion, route: string) {
  const file = builtFile(version, route, '.html');
  assert.ok(existsSync(file), `${docUrl(version, route)} was not built (${file})`);
  return cheerio.load(readFileSync(file, 'utf8'));
}

/** The text of every area page's doc body of a version, read once per test. */
function areaPages(version: DocsVersion) {
  return Object.values(MESSAGES_AREAS).map((page) => ({page, $: builtPage(version, page.route)}));
}

describe('the messages pages of each version', () => {
  for (const version of ALL_VERSIONS) {
    test(`${docUrl(version, 'diagnostics')} and its area pages list the messages of @stencil/core ${version.npmVersion}`, () => {
      const index = builtPage(version, MESSAGES_INDEX.route);
      assert.equal(index('h1').first().text(), MESSAGES_INDEX.title);
      const sidebarLink = index(`nav.menu a[href="${docUrl(version, MESSAGES_INDEX.route)}"]`);
      assert.ok(sidebarLink.length > 0, 'the index is in the sidebar');
      assert.match(sidebarLink.closest('li.theme-doc-sidebar-item-category').children().first().text(), /Reference/);
      const expected = entriesForVersion(catalog, version);
      assert.ok(expected.length >= 60, `${expected.length} messages for ${version.npmVersion}`);
      const indexLinks = new Set(
        index('[data-pagefind-body] li a[href*="#"]')
          .map((_, link) => index(link).attr('href'))
          .get(),
      );
      const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
      const sectionIds: string[] = [];
      for (const {page, $} of areaPages(version)) {
        assert.equal($('h1').first().text(), page.title);
        const body = $('[data-pagefind-body]');
        assert.equal(body.length, 1, 'one searchable doc body');
        const ids = body
          .find('h2[id]')
          .map((_, heading) => $(heading).attr('id'))
          .get();
        sectionIds.push(...ids);
        const codeText = body.find('pre').text();
        for (const entry of expected.filter((candidate) => ids.includes(candidate.id))) {
          // Each entry sits on the page the site (search, the docs MCP server) links it to, and the index links it there.
          assert.equal(entryRoute(entry, catalog), page.route, `#${entry.id}`);
          assert.ok(indexLinks.has(`${docUrl(version, page.route)}#${entry.id}`), `the index links #${entry.id}`);
          // A message its heading shows whole has no code block (issue 29: the page outgrew 100,000 characters).
          const firstLine = entry.pattern.split('\n')[0].trim();
          const headingText = oneLine($(`#${entry.id}`).text());
          assert.ok(
            codeText.includes(firstLine) || headingText.includes(oneLine(entry.pattern)),
            `#${entry.id} shows "${firstLine}" in its code block or its heading`,
          );
        }
        // Reached from the index, which is in the sidebar; shown without one (src/inventory/addedPages.ts).
        assert.equal($('nav.menu').length, 0, `${page.route} shows no sidebar`);
      }
      assert.deepEqual(
        [...sectionIds].sort(),
        expected.map((entry) => entry.id).sort(),
        'one section per message of this release, on one page, and no other',
      );
      // A message with a placeholder reads with it, not with the source's expression.
      const components = builtPage(version, MESSAGES_AREAS.components.route)('[data-pagefind-body] pre').text();
      assert.ok(components.includes('Please update the components so "<tagName>" is only used once'));
    });
  }

  test('the base-class error has its release’s wording on each version’s component page', () => {
    const sides = new Set<boolean>();
    for (const version of ALL_VERSIONS) {
      const text = builtPage(version, MESSAGES_AREAS.components.route)('[data-pagefind-body] h2').text();
      sides.add(reworded(version));
      assert.equal(text.includes(OLD_BASE_CLASS.slice(0, -1)), !reworded(version), `${version.label}: old wording`);
      assert.equal(text.includes(NEW_BASE_CLASS), reworded(version), `${version.label}: new wording`);
    }
    assert.deepEqual(sides, new Set([true, false]), 'versions on both sides of the rewording are built');
  });

  test('the Markdown twins carry the messages', () => {
    for (const version of ALL_VERSIONS) {
      const index = readFileSync(builtFile(version, MESSAGES_INDEX.route, '.md'), 'utf8');
      assert.ok(index.startsWith(`# ${MESSAGES_INDEX.title}\n`), version.label);
      const twin = readFileSync(builtFile(version, MESSAGES_AREAS.components.route, '.md'), 'utf8');
      assert.ok(twin.startsWith(`# ${MESSAGES_AREAS.components.title}\n`), version.label);
      assert.ok(twin.includes('Component Tag Name "<tagName>" Must Be Unique'), version.label);
      for (const text of [index, twin])
        assert.ok(!/<\/?(Since|Until)\b/.test(text), `${version.label}: a version fence leaked into the twin`);
    }
  });
});

describe('the troubleshooting page of each version', () => {
  // The versions whose release has the integrated test runner (its TestingConfig in internal/): 5.x has none.
  const withTestRunner = ALL_VERSIONS.filter((version) =>
    existsSync(path.join(projectRoot, 'node_modules', version.typingsPackage, 'internal/stencil-public-compiler.d.ts')),
  );
  test('every version before the next major has the integrated test runner', () => {
    assert.deepEqual(
      ALL_VERSIONS.filter((version) => !withTestRunner.includes(version)).map((version) => version.major),
      ALL_VERSIONS.filter((version) => hasPageFromMajor(version, majorOf(NEXT_MAJOR_RELEASE))).map((version) => version.major),
    );
  });
  for (const version of withTestRunner) {
    test(`${docUrl(version, 'troubleshooting')} exists with its release's test-browser options`, () => {
      const $ = builtPage(version, 'troubleshooting');
      assert.equal($('h1').first().text(), 'Troubleshooting');
      const body = $('[data-pagefind-body]');
      const headings = body.find('h2').text();
      for (const topic of [
        'window is not defined',
        'Test browser does not start',
        "Can't resolve '@stencil/core/internal/client'",
        'Content Security Policy',
      ]) {
        assert.ok(headings.includes(topic), `${version.label}: a section on ${topic}`);
      }
      const optionsTable = body.find('table').filter((_, table) => $(table).text().includes('browserArgs'));
      assert.equal(optionsTable.length, 1, 'the testing options table');
      // Each option's type as the release's TestingConfig declares it.
      const typings = readFileSync(
        path.join(projectRoot, 'node_modules', version.typingsPackage, 'internal/stencil-public-compiler.d.ts'),
        'utf8',
      );
      assert.ok(optionsTable.find('tbody tr').length >= 5, 'the table lists the browser options');
      optionsTable.find('tbody tr').each((_, row) => {
        const [name, type] = $(row)
          .find('td')
          .map((__, cell) => $(cell).text().trim())
          .get();
        const declared = new RegExp(`^\\s*${name.replace(/`/g, '')}\\?: (.+);$`, 'm').exec(typings)?.[1];
        assert.ok(declared, `${version.label}: ${name} is not an option of ${version.typingsPackage}`);
        assert.equal(type.replace(/`/g, ''), declared.replace(/\s+/g, ' '), `${version.label}: the type of ${name}`);
      });
      assert.ok($(`nav a[href="${docUrl(version, 'troubleshooting')}"]`).length > 0, 'the page is in the sidebar');
    });
  }
});

describe('in Chromium', () => {
  const session = useBrowserSession();
  const pages = [
    docUrl(LATEST_VERSION, MESSAGES_INDEX.route),
    docUrl(LATEST_VERSION, MESSAGES_AREAS.components.route),
    docUrl(LATEST_VERSION, 'troubleshooting'),
    docUrl(ALL_VERSIONS.at(-1)!, 'troubleshooting'),
  ];

  for (const mode of ['light', 'dark'] as const) {
    test(`the pages hydrate, axe-core finds no violation in ${mode} mode, and nothing overflows at 390 px`, async () => {
      const context = await session.browser.newContext({viewport: {width: 390, height: 844}});
      await watchContext(context, session.problems);
      try {
        await context.addInitScript((theme) => {
          if (location.protocol.startsWith('http')) localStorage.setItem('theme', theme);
        }, mode);
        const page = await context.newPage();
        for (const pathname of pages) {
          await openHydrated(page, pathname);
          assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
          assert.deepEqual(await axeViolations(page), [], pathname);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${pathname} is ${overflow}px wider than the 390 px viewport`);
        }
      } finally {
        await context.close();
      }
    });
  }

  const uniqueTags = () =>
    entriesForVersion(catalog, LATEST_VERSION).find((candidate) => candidate.pattern.startsWith('Please update the components so'))!;

  async function assertAtHeading(id: string): Promise<void> {
    const heading = session.page.locator(`h2#${id}`);
    assert.match(await heading.innerText(), /Component Tag Name "<tagName>" Must Be Unique/);
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 300, `the heading is ${top}px from the top`);
  }

  test('a section anchor of an area page scrolls to its message', async () => {
    const entry = uniqueTags();
    await openHydrated(session.page, `${docUrl(LATEST_VERSION, MESSAGES_AREAS.components.route)}#${entry.id}`);
    await assertAtHeading(entry.id);
  });

  test('an anchor of the single messages page that came before (/docs/diagnostics#id) lands on the entry on its area page', async () => {
    const entry = uniqueTags();
    await openHydrated(session.page, `${docUrl(LATEST_VERSION, MESSAGES_INDEX.route)}#${entry.id}`);
    await session.page.waitForURL((url) => url.pathname === docUrl(LATEST_VERSION, MESSAGES_AREAS.components.route), {timeout: 5000});
    assert.equal(new URL(session.page.url()).hash, `#${entry.id}`);
    await assertAtHeading(entry.id);
  });
});
