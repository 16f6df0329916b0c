/**
 * Every page of every version is built, and no doc route the inventory does not list; Chromium
 * opens a sample to check each page's h1 and sidebar place after hydration. The same place is
 * checked on the server-rendered HTML of every page by tests/builtPages.test.ts
 * (tests/pageChecks/inventoryPlace.ts), which parses each page once for all per-page checks.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {openHydrated, useBrowserSession} from './support/browser';
import {pageProblems} from './pageChecks/inventoryPlace';
import {inventory, projectRoot} from '../scripts/lib/contentCheck';
import {ALL_VERSIONS, BASE_URL, docUrl, versionByName, type DocsVersion} from '../src/versions/versions';

const buildDir = path.join(projectRoot, 'build');
/** Built HTML that is not a doc page of the latest version (which shares the root); `upgrade` is the planner (src/compare). */
const SITE_PAGES = new Set(['index', '404', 'search', 'upgrade']);

/** build/ file of a URL path: trailingSlash is false, so `/docs/v4.37/api` is `v4.37/api.html`. */
function builtHtml(url: string): string {
  return path.join(buildDir, `${url.slice(BASE_URL.length)}.html`);
}

function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFilesUnder(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** The doc routes built for a version, from the HTML files under its path. */
function builtRoutes(version: DocsVersion): string[] {
  const root = path.join(buildDir, version.pathSegment);
  const otherSegments = new Set(ALL_VERSIONS.map((v) => v.pathSegment).filter(Boolean));
  return htmlFilesUnder(root)
    .map((file) =>
      path
        .relative(root, file)
        .replace(/\.html$/, '')
        .split(path.sep)
        .join('/'),
    )
    .filter((route) =>
      version.pathSegment
        ? route !== '404'
        : !otherSegments.has(route.split('/')[0]) && !route.startsWith('assets/') && !SITE_PAGES.has(route),
    );
}

test('the production build exists (npm test builds it first)', () => {
  assert.ok(existsSync(path.join(buildDir, 'index.html')), 'build/ is missing: run npm run build');
});

describe("every version's doc routes", () => {
  for (const version of inventory) {
    const siteVersion = versionByName(version.name)!;
    test(`${siteVersion.label}: every inventory page is built, and no doc route the inventory does not list`, () => {
      const listed = new Set(version.pages.map((p) => p.route));
      const missing = version.pages.map((entry) => docUrl(siteVersion, entry.route)).filter((url) => !existsSync(builtHtml(url)));
      assert.deepEqual(missing, [], 'not built');
      assert.deepEqual(
        builtRoutes(siteVersion)
          .filter((route) => !listed.has(route))
          .sort(),
        [],
      );
    });
  }
});

describe('a sample in Chromium, after hydration', () => {
  const session = useBrowserSession();
  /** Per version: its introduction, and its deepest sidebar page (a category two levels down). */
  const sample = inventory.flatMap((version) => {
    const deepest = [...version.pages]
      .filter((p) => p.inSidebar)
      .sort((a, b) => (b.categoryTrail?.length ?? 0) - (a.categoryTrail?.length ?? 0))[0];
    return [version.pages.find((p) => p.route === 'introduction')!, deepest].map((entry) => ({version, entry}));
  });
  for (const {version, entry} of sample) {
    const siteVersion = versionByName(version.name)!;
    test(`${siteVersion.label}: ${entry.route}`, async () => {
      const response = await openHydrated(session.page, docUrl(siteVersion, entry.route));
      assert.equal(response?.status(), 200);
      assert.deepEqual(pageProblems(version, entry, cheerio.load(await session.page.content())), []);
    });
  }
  // Console errors and foreign requests: checked by useBrowserSession's teardown.
});
