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
import {isLeftOutClass, USED_INFIMA_UTILITIES} from '../src/plugins/infimaTrim';
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

test('the Infima rules the stylesheet leaves out style no class a built page or script uses', () => {
  const buildDir = path.resolve(import.meta.dirname, '../build');
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) => /\.(html|js)$/.test(file) && !file.startsWith('pagefind'),
  );
  assert.ok(files.length > 100, `${files.length} built pages and scripts`);
  // Class lists: HTML class attributes, and string literals of scripts shaped like one (words of
  // letters, digits and dashes: what clsx and className receive; prose has other characters).
  const classLists = (file: string, text: string) =>
    file.endsWith('.html')
      ? [...text.matchAll(/class="([^"]*)"/g)].map((match) => match[1])
      : [...text.matchAll(/["'`]([a-z][\w-]*(?: [a-z][\w-]*)*)["'`]/g)].map((match) => match[1]);
  const used = new Set<string>();
  for (const file of files) {
    for (const list of classLists(file, readFileSync(path.join(buildDir, file), 'utf8'))) list.split(' ').forEach((name) => used.add(name));
  }
  assert.ok(used.has('navbar__link') && used.has('col--3'), 'the scan sees the classes the theme uses');
  assert.deepEqual(
    [...used].filter(isLeftOutClass).sort(),
    [],
    'used but left out: take them off UNUSED_INFIMA_COMPONENTS or add them to USED_INFIMA_UTILITIES (src/plugins/infimaTrim)',
  );
  assert.deepEqual(
    USED_INFIMA_UTILITIES.filter((name) => !used.has(name)),
    [],
    'kept but unused: take them off USED_INFIMA_UTILITIES',
  );
  const css = readdirSync(path.join(buildDir, 'assets/css'))
    .map((file) => readFileSync(path.join(buildDir, 'assets/css', file), 'utf8'))
    .join('\n');
  const styled = new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map(([, name]) => name));
  assert.deepEqual([...styled].filter(isLeftOutClass), [], 'the stylesheet has none of the left-out classes');
  // What the site uses stays (the rules are not too wide).
  for (const name of ['pagination-nav__link', 'margin-vert--lg', 'col--3', 'text--center']) assert.ok(styled.has(name), name);
});
