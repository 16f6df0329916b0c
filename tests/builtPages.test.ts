/**
 * Every built page, read and parsed once, with every per-page check of the built HTML run on
 * that one parse (tests/pageChecks/: the inventory place, the doc-page extras, the "Available
 * in" strip, package-manager tabs, admonitions, the Markdown twin's parity). Parsing all ~800 pages is the cost of such a
 * check; one file per topic parsed them once each.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {inventory, projectRoot} from '../scripts/lib/contentCheck';
import {ALL_VERSIONS, BASE_URL, docUrl, LATEST_VERSION, versionByName} from '../src/versions/versions';
import type {BuiltPage, PageCheck} from './pageChecks/types';
import {inventoryPlace} from './pageChecks/inventoryPlace';
import {docPageExtras} from './pageChecks/docPageExtras';
import {availableIn} from './pageChecks/availableIn';
import {packageManagerTabsBuilt} from './pageChecks/packageManagerTabs';
import {admonitionsRendered} from './pageChecks/admonitions';
import {twinParity} from './pageChecks/twinParity';

const CHECKS: PageCheck[] = [inventoryPlace, docPageExtras, availableIn, packageManagerTabsBuilt, admonitionsRendered, twinParity];
/** Folders of the build that hold no pages: the bundles and the search index. */
const NOT_PAGES = new Set(['assets', 'pagefind']);

const buildDir = path.join(projectRoot, 'build');

function htmlFiles(dir: string, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), {withFileTypes: true}).flatMap((entry) => {
    const file = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NOT_PAGES.has(entry.name) && !relative ? [] : htmlFiles(dir, file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

const docs = new Map(
  inventory.flatMap((fixtureVersion) => {
    const version = versionByName(fixtureVersion.name)!;
    return fixtureVersion.pages.map((entry) => [docUrl(version, entry.route), {version, fixtureVersion, entry}] as const);
  }),
);

const problems = new Map<PageCheck, string[]>(CHECKS.map((check) => [check, []]));
const files = htmlFiles(buildDir);
let docPages = 0;
for (const file of files) {
  const url = `${BASE_URL}${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`.replace(/\/$/, '') || BASE_URL;
  const html = readFileSync(path.join(buildDir, file), 'utf8');
  let parsed: cheerio.CheerioAPI | undefined;
  const page: BuiltPage = {
    file,
    url,
    html,
    version: ALL_VERSIONS.find((v) => v.pathSegment && file.startsWith(`${v.pathSegment}/`)) ?? LATEST_VERSION,
    $: () => (parsed ??= cheerio.load(html)),
    doc: docs.get(url),
  };
  if (page.doc) docPages += 1;
  for (const check of CHECKS) problems.get(check)!.push(...check.check(page));
}

test(`the build has every doc page the inventory lists (${docs.size}) among ${files.length} pages`, () => {
  assert.equal(docPages, docs.size);
});

for (const check of CHECKS) {
  test(check.title, () => {
    const found = [...problems.get(check)!, ...(check.finish?.() ?? [])];
    assert.deepEqual(found.slice(0, 20), [], `${found.length} problems`);
  });
}
