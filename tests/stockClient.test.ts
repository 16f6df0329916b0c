/**
 * `DOCS_STOCK_CLIENT=true` (UPGRADING.md): the site built without the client layer
 * (src/plugins/client) works on Docusaurus's own client modules and theme, and none of the
 * layer is in it. Each part of the layer has a marker here: something of it in the normal
 * build (build/, which the build tier serves) that the stock build lacks, or the reverse.
 *
 * Builds the site a second time with one version only (tests/support/variantBuild.ts, the
 * latest release) to keep the time down; the duration is printed.
 * `DOCS_SKIP_STOCK_BUILD=<folder>` reuses such a build while working on this file.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {useVariantBuild} from './support/variantBuild';
import {clientPlugins, STOCK_CLIENT_SWITCH} from '../src/plugins/client';

const root = path.resolve(import.meta.dirname, '..');
const {outDir, openIntroduction} = useVariantBuild('stock-client', {[STOCK_CLIENT_SWITCH]: 'true'}, process.env.DOCS_SKIP_STOCK_BUILD);

/** A build's scripts and stylesheets, its script file names, and its introduction page's HTML. */
interface BuiltAssets {
  js: string;
  css: string;
  scriptNames: string[];
  html: string;
}

function assetsOf(dir: string): BuiltAssets {
  const read = (sub: string, ext: string) =>
    readdirSync(path.join(dir, sub))
      .filter((name) => name.endsWith(ext))
      .map((name) => readFileSync(path.join(dir, sub, name), 'utf8'))
      .join('\n');
  return {
    js: read('assets/js', '.js'),
    css: read('assets/css', '.css'),
    scriptNames: readdirSync(path.join(dir, 'assets/js')),
    html: readFileSync(path.join(dir, 'introduction.html'), 'utf8'),
  };
}

interface Marker {
  /** What the marker is. */
  what: string;
  find: (assets: BuiltAssets) => boolean;
  /** True: only a build with the client layer has it; false: only the stock build does. */
  withLayer: boolean;
}

/** Each client plugin (by its function's name in src/plugins/client/index.ts) and its mark. */
const MARKERS: Record<string, Marker> = {
  tslibClientHelpersPlugin: {
    what: "tslib's `__createBinding` helper in the scripts",
    find: ({js}) => js.includes('__createBinding'),
    withLayer: false,
  },
  routeDataPlugin: {
    what: "the route-data parts' chunk-file global (`__webpack_require__.rdcf`)",
    find: ({js}) => /\.rdcf\b/.test(js),
    withLayer: true,
  },
  clientSiteConfigPlugin: {
    what: 'the build-only `onBrokenLinks` in the site config of main.js',
    find: ({js}) => js.includes('onBrokenLinks'),
    withLayer: false,
  },
  lazyProgressBarPlugin: {
    what: 'an `nprogress` chunk',
    find: ({scriptNames}) => scriptNames.some((name) => /^nprogress\.[0-9a-f]{8}\.js$/.test(name)),
    withLayer: true,
  },
  rootGuardsPlugin: {what: "the storage guard's probe key", find: ({js}) => js.includes('docusaurus.storage-probe'), withLayer: true},
  infimaTrimPlugin: {
    what: "Infima's `.avatar__photo`, which no page renders",
    find: ({css}) => css.includes('.avatar__photo'),
    withLayer: false,
  },
  lazyThemePlugin: {
    what: 'a `theme-last-updated` chunk',
    find: ({scriptNames}) => scriptNames.some((name) => name.startsWith('theme-last-updated.')),
    withLayer: true,
  },
  firstPaintGuardPlugin: {
    what: "a second inline script naming the announcement bar's dismissal attribute (the theme's own names it once)",
    find: ({html}) => html.split('data-announcement-bar-initially-dismissed').length > 2,
    withLayer: true,
  },
  shallowMemoOrderPlugin: {
    what: "theme-common's `localeCompare` key sort in useShallowMemoObject",
    find: ({js}) => /\.sort\(\((\w),(\w)\)=>\1\[0\]\.localeCompare\(\2\[0\]\)\)/.test(js),
    withLayer: false,
  },
  navbarItemsPlugin: {
    what: 'the `docSidebar` navbar item type, which the config does not use',
    find: ({js}) => js.includes('docSidebar:function'),
    withLayer: false,
  },
};

describe(`the site built with ${STOCK_CLIENT_SWITCH}=true`, () => {
  test('every part of the client layer has a marker', () => {
    const parts = clientPlugins({}).map((plugin) => (plugin as {name: string}).name);
    assert.deepEqual(
      parts.filter((name) => !MARKERS[name]),
      [],
      'a client plugin without a marker in this file',
    );
  });

  test('each part left its mark on build/ and none on the stock build', () => {
    const layered = assetsOf(path.join(root, 'build'));
    const stock = assetsOf(outDir);
    for (const [part, {what, find, withLayer}] of Object.entries(MARKERS)) {
      assert.equal(find(layered), withLayer, `${part}: ${what} ${withLayer ? 'missing from' : 'still in'} build/`);
      assert.equal(find(stock), !withLayer, `${part}: ${what} ${withLayer ? 'in' : 'missing from'} the stock build`);
    }
  });

  test('a doc page hydrates with no console error, and a sidebar link navigates in the client', async () => {
    const problems = await openIntroduction(async (page) => {
      assert.match((await page.locator('article h1').first().textContent()) ?? '', /\S/);
      // A full page load would drop this flag: the click must be a client-side navigation.
      await page.evaluate(() => Object.assign(window, {stayedInClient: true}));
      const link = page.locator('.theme-doc-sidebar-menu a.menu__link[href$="/getting-started"]').first();
      await link.click();
      await page.waitForURL(/\/getting-started$/);
      await page.locator('article h1').first().waitFor();
      assert.equal(await page.evaluate(() => (window as unknown as {stayedInClient?: boolean}).stayedInClient), true);
    });
    assert.deepEqual(problems, {consoleErrors: [], foreignRequests: []});
  });
});
