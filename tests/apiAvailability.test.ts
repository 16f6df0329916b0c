/**
 * The API availability page (issue 20) as built: in every version, at `api-availability`, in
 * the sidebar's Reference group, with one table per area listing every item of every release
 * (the ones the version lacks marked, not hidden) in the server-rendered doc body that Pagefind
 * indexes, in its Markdown twin and llms.txt, readable at 390 px and axe-clean; and the
 * "since vX.Y" markers the same facts put on 4.x pages, with their screen-reader text, none of
 * it in main.js.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {openHydrated, useBrowserSession} from './support/browser';
import {axeViolations} from './support/axe';
import {projectRoot} from '../scripts/lib/contentCheck';
import {apiFacts} from '../src/versions/facts';
import {AREAS} from '../src/versions/facts/table';
import {
  ALL_VERSIONS,
  BASE_URL,
  docUrl,
  GENERATED_VERSIONS,
  LATEST_VERSION,
  NEXT_VERSION,
  versionByName,
  type DocsVersion,
} from '../src/versions/versions';
import {SITE_ORIGIN} from '../src/utils/siteLinks';
import {perVersionFile} from '../src/markdown/agentDirective';

// cspell:ignore mixinfactory
const ROUTE = 'api-availability';
const buildDir = path.join(projectRoot, 'build');
const buildFile = (url: string, ext: string) => path.join(buildDir, `${url.slice(BASE_URL.length)}${ext}`);
const pageOf = (version: DocsVersion, route = ROUTE) => cheerio.load(readFileSync(buildFile(docUrl(version, route), '.html'), 'utf8'));
const facts = apiFacts();

/**
 * The rows of the page's tables, by area and name (`config dev`): two areas may name an item alike
 * (5.x's `types` output target and config key) → the cells after the name.
 */
function rowsOf($: cheerio.CheerioAPI): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  $('[data-pagefind-body] table').each((index, table) => {
    $(table)
      .find('tbody tr')
      .each((_row, row) => {
        const cells = $(row)
          .find('td')
          .toArray()
          .map((cell) => $(cell).text().trim());
        rows.set(`${AREAS[index].area} ${cells[0]}`, cells.slice(1));
      });
  });
  return rows;
}

describe('the api-availability page in every version', () => {
  for (const version of ALL_VERSIONS) {
    test(`${version.label}: ${docUrl(version, ROUTE)}`, () => {
      const $ = pageOf(version);
      const body = $('[data-pagefind-body]');
      assert.equal(body.length, 1, 'the doc body Pagefind indexes');
      assert.deepEqual(
        body
          .find('h2')
          .toArray()
          .map((heading) =>
            $(heading)
              .text()
              .replace(/\u200b/g, '')
              .trim(),
          ),
        AREAS.map((area) => area.title),
      );
      assert.equal(body.find('table').length, AREAS.length);
      body.find('table').each((_index, table) => {
        assert.equal($(table).find('thead th').last().text().trim(), `In ${version.label}`);
      });
      const rows = rowsOf($);
      assert.equal(rows.size, facts.length, 'every item of every release is listed');
      const lacking = facts.filter((fact) => !fact.versions.includes(version.name));
      assert.equal(body.find('tr.api-missing').length, lacking.length, 'the items this version lacks are marked');
      for (const fact of lacking)
        assert.match(rows.get(`${fact.area} ${fact.name}`)!.at(-1)!, /^no \((added|removed) in \d+\.\d+\.\d+(-[\w.]+)?\)$/, fact.name);
      const sidebarLink = $(`nav[aria-label="Docs sidebar"] a.menu__link:not(.menu__link--sublist)[href="${docUrl(version, ROUTE)}"]`);
      assert.equal(sidebarLink.text().trim(), 'API Availability');
      const group = sidebarLink.closest('li.theme-doc-sidebar-item-category').find('a.menu__link--sublist').first();
      assert.equal(group.text().trim(), 'Reference');
      assert.notEqual(group.attr('href'), docUrl(version, ROUTE), 'the group still opens on an inventory page');
    });
  }

  test('the facts of the issue read as the packages have them', () => {
    const v434 = rowsOf(pageOf(versionByName('v4.34')!));
    const v435 = rowsOf(pageOf(versionByName('v4.35')!));
    assert.deepEqual(v434.get('extras extras.addGlobalStyleToComponents'), [
      'config option',
      '4.35.0',
      '–',
      'in 5.0.0-beta.12',
      '–',
      'no (added in 4.35.0)',
    ]);
    assert.deepEqual(v435.get('extras extras.addGlobalStyleToComponents')?.at(-1), 'yes');
    const v3 = rowsOf(pageOf(versionByName('v3')!));
    // In every pinned 4.x release, but it came in with 4.5.0 (issue 40: the exact release, not "v4.33 or earlier").
    assert.equal(v3.get('decorators @AttachInternals')?.[1], '4.5.0');
    assert.equal(v3.get('decorators @AttachInternals')?.at(-1), 'no (added in 4.5.0)');
    // Defaults and accepted values from each release's validation code, the reader's default first.
    assert.equal(
      v3.get('testing testing.browserHeadless')?.[4],
      "default true; accepted values true, false → true, false, 'new' in 3.3.0; default true → 'shell' in 4.24.0; accepted values true, false, 'new' → false, 'shell' in 4.24.0",
    );
    assert.match(
      rowsOf(pageOf(NEXT_VERSION)).get('config transformAliasedImportPaths')?.[4] ?? '',
      /^default true; default false → true in 4\.0\.0$/,
    );
    assert.match(
      rowsOf(pageOf(NEXT_VERSION)).get('hydrate hydrate.serializeShadowRoot')?.[4] ?? '',
      /^default 'declarative-shadow-dom'; default false → true in 4\.20\.0; default true → 'declarative-shadow-dom' in 4\.26\.0$/,
    );
    assert.equal(v3.get('extras extras.experimentalImportInjection')?.at(-1), 'yes, deprecated');
    const v2 = rowsOf(pageOf(versionByName('v2')!));
    assert.equal(v2.get('outputTargets dist-custom-elements-bundle')?.at(-1), 'yes');
    // v2's flag is a plain boolean; the string form came with v3.
    assert.equal(v2.get('cli --headless')?.[0], 'boolean flag');
    assert.equal(v3.get('cli --headless')?.[0], 'boolean string flag');
    assert.equal(rowsOf(pageOf(NEXT_VERSION)).get('outputTargets dist-custom-elements-bundle')?.at(-1), 'no (removed in 3.2.1)');
  });

  test("the Markdown twin carries the tables, and its version's llms file links it", () => {
    for (const version of ALL_VERSIONS) {
      const llms = readFileSync(path.join(buildDir, perVersionFile(version, false)), 'utf8');
      const twin = readFileSync(buildFile(docUrl(version, ROUTE), '.md'), 'utf8');
      assert.match(twin, /^# API Availability\n/);
      assert.equal((twin.match(/^\| `/gm) ?? []).length, facts.length, `${version.label}: one row per item`);
      assert.ok(twin.includes(`| Name | Kind | Since | Deprecated | Removed | Default and changes | In ${version.label} |`));
      assert.ok(
        llms.includes(`${SITE_ORIGIN}${docUrl(version, ROUTE)}.md`),
        `${perVersionFile(version, false)} links the ${version.label} twin`,
      );
    }
  });
});

describe('"since" markers on 4.x pages', () => {
  const markerOf = ($: cheerio.CheerioAPI, name: string) =>
    $('[data-pagefind-body] td')
      .filter((_index, cell) => $(cell).children('code').first().text() === name)
      .find('.api-since');
  test('an option row newer than the oldest 4.x release is marked, with a screen-reader text', () => {
    const marker = markerOf(pageOf(NEXT_VERSION, 'config'), 'watchExternalDirs');
    assert.equal(marker.length, 1);
    assert.equal(marker.find('[aria-hidden="true"]').text(), 'since 4.34.0');
    assert.equal(marker.find('.api-since__text').text(), '(available since Stencil 4.34.0)');
  });
  test('an item as old as the line, and pages of the oldest 4.x release and older majors, get none', () => {
    assert.equal(markerOf(pageOf(NEXT_VERSION, 'config'), 'namespace').length, 0);
    const oldest = GENERATED_VERSIONS.at(-1)!;
    assert.equal(pageOf(oldest, 'config')('.api-since').length, 0);
    assert.equal(pageOf(versionByName('v3')!, 'config')('.api-since').length, 0);
  });
  test('a heading naming a newer export is marked, its id and the table of contents unchanged', () => {
    const $ = pageOf(LATEST_VERSION, 'api');
    const heading = $('h3').filter((_index, h) => $(h).children('code').first().text() === 'Mixin()');
    assert.equal(heading.attr('id'), 'mixin-and-mixinfactory', 'the id Docusaurus gave the heading');
    assert.equal(heading.find('.api-since [aria-hidden="true"]').text(), 'since 4.37.0');
    assert.doesNotMatch($('.table-of-contents').text(), /since (v?)4/);
  });
  test('main.js carries neither the facts nor the markers', () => {
    const assets = path.join(buildDir, 'assets/js');
    const main = readdirSync(assets).find((name) => /^main\.[\w]+\.js$/.test(name))!;
    const code = readFileSync(path.join(assets, main), 'utf8');
    for (const text of ['addGlobalStyleToComponents', 'api-since', 'added in v4']) assert.ok(!code.includes(text), text);
  });
});

describe('in a browser', () => {
  const session = useBrowserSession();
  test('readable at 390 px: the page does not scroll sideways, the tables scroll in their own box', async () => {
    const page = await session.context.newPage();
    try {
      await page.setViewportSize({width: 390, height: 844});
      await openHydrated(page, docUrl(NEXT_VERSION, ROUTE));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
      const table = page.locator('[data-pagefind-body] table').first();
      assert.ok(await table.isVisible());
      const box = await table.boundingBox();
      assert.ok(box && box.x >= 0 && box.x < 390, 'the first table starts on screen');
    } finally {
      await page.close();
    }
  });
  for (const mode of ['light', 'dark'] as const) {
    test(`axe-core finds no violation in ${mode} mode`, async () => {
      const context = await session.browser.newContext({viewport: {width: 1280, height: 900}});
      try {
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        for (const [version, route] of [
          [versionByName('v4.34')!, ROUTE],
          [NEXT_VERSION, 'config-extras'],
        ] as const) {
          await openHydrated(page, docUrl(version, route));
          assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
          assert.deepEqual(await axeViolations(page), [], docUrl(version, route));
        }
      } finally {
        await context.close();
      }
    });
  }
  test('the site search finds an item only this page names', async () => {
    // A config key Stencil 3 removed: no other page of the latest version names it.
    await openHydrated(session.page, `${BASE_URL}search?q=enableCacheStats`);
    const result = session.page.locator(`main a[href^="${docUrl(LATEST_VERSION, ROUTE)}"]`).first();
    await result.waitFor({timeout: 15000});
  });
});
