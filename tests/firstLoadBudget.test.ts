/**
 * The size budget (performance issue): a first visit to each of the pages downloads at
 * most FIRST_LOAD_BUDGET_BYTES of JS+CSS, gzip, measured in Chromium from the build the way
 * `npm run bench` measures it (scripts/lib/firstLoad.ts, one module for both).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {siteUrl, useBrowserSession} from './support/browser';
import {classNamesIn} from '../src/plugins/client/infimaTrim';
import {ASSET_DIR as PLAYGROUND_ASSET_DIR} from '../src/playground/plugin';
import {projectRoot} from '../scripts/lib/contentCheck';
import {FIRST_LOAD_BUDGET_BYTES, FIRST_LOAD_PAGES, kb, measureFirstLoad} from '../scripts/lib/firstLoad';

const session = useBrowserSession();

for (const pathname of FIRST_LOAD_PAGES) {
  test(`${pathname}: first-load JS+CSS is within the budget of ${kb(FIRST_LOAD_BUDGET_BYTES)} gzip`, async () => {
    const load = await measureFirstLoad(session.browser, siteUrl(pathname));
    // A measurement that saw no script or no stylesheet measured nothing: fail rather than pass.
    assert.ok(load.jsGzip > 0 && load.cssGzip > 0, `${pathname}: scripts and stylesheets were seen (${load.files} files)`);
    assert.ok(
      load.totalGzip <= FIRST_LOAD_BUDGET_BYTES,
      `${pathname}: ${kb(load.totalGzip)} gzip (JS ${kb(load.jsGzip)}, CSS ${kb(load.cssGzip)}) is over the budget of ` +
        `${kb(FIRST_LOAD_BUDGET_BYTES)} (FIRST_LOAD_BUDGET_BYTES in scripts/lib/firstLoad.ts; \`npm run bench:first-load\` lists the files)`,
    );
  });
}

test('the Infima rules left out of the stylesheet style no class a built page or script uses', () => {
  const buildDir = path.resolve(import.meta.dirname, '../build');
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter(
    // The playground's compilers and runtimes run in a worker and in the preview's own document,
    // never on a page with the site's stylesheet (their strings hold TypeScript's "Wild card directory").
    (file) => /\.(html|js)$/.test(file) && !file.startsWith('pagefind') && !file.startsWith(`${PLAYGROUND_ASSET_DIR}/`),
  );
  assert.ok(files.length > 100, `${files.length} built pages and scripts`);
  const used = new Set<string>();
  for (const file of files) classNamesIn(readFileSync(path.join(buildDir, file), 'utf8')).forEach((name) => used.add(name));
  assert.ok(used.has('navbar__link') && used.has('col--3'), 'the scan sees the classes the theme uses');
  const infima = readFileSync(path.join(projectRoot, 'node_modules/infima/dist/css/default/default.css'), 'utf8');
  const infimaClasses = new Set([...infima.matchAll(/\.([a-zA-Z][\w-]*)/g)].map(([, name]) => name));
  const css = readdirSync(path.join(buildDir, 'assets/css'))
    .map((file) => readFileSync(path.join(buildDir, 'assets/css', file), 'utf8'))
    .join('\n');
  const styled = new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map(([, name]) => name));
  const leftOut = [...infimaClasses].filter((name) => !styled.has(name));
  assert.ok(leftOut.length > 50, `the stylesheet leaves out Infima classes (${leftOut.length})`);
  assert.deepEqual(
    leftOut.filter((name) => used.has(name)).sort(),
    [],
    'classes the build uses but the stylesheet left out (src/plugins/client/infimaTrim missed where they come from)',
  );
});
