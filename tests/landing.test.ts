/**
 * The landing page at the base URL is a real start: a quick start whose code is highlighted,
 * and links into the latest version's main sections and every version, all of them built.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {projectRoot} from '../scripts/lib/contentCheck';
import {ALL_VERSIONS, BASE_URL, docUrl, LATEST_VERSION} from '../src/versions/versions';

const buildDir = path.join(projectRoot, 'build');
const $ = cheerio.load(readFileSync(path.join(buildDir, 'index.html'), 'utf8'));
const section = (id: string) => $(`section[aria-labelledby="${id}"]`);
/** The links a section offers, without its heading's own anchor (`#main-paths`). */
const linksIn = (id: string) =>
  section(id)
    .find('a:not(.hash-link)')
    .toArray()
    .map((a) => $(a).attr('href')!);

test('a quick start: create, write a component, build — with highlighted code', () => {
  const steps = section('quick-start').find('ol > li');
  assert.equal(steps.length, 3);
  assert.deepEqual(
    steps.toArray().map((step) => $(step).find('h3').text().trim()),
    ['Create a component library', 'Write a component', 'Build and try it'],
  );
  assert.match(section('quick-start').text(), /npm init stencil component/);
  assert.ok(section('quick-start').find('pre code .token').length > 0, 'the code is highlighted');
  assert.ok(section('quick-start').find('[class*="codeBlockTitle"]').text().includes('my-greeting.tsx'), 'the component file is named');
});

test('the main paths lead into the latest version, to pages that are built', () => {
  const hrefs = linksIn('main-paths');
  assert.deepEqual(
    hrefs,
    ['component', 'config', 'output-targets', 'testing-overview', 'overview'].map((route) => docUrl(LATEST_VERSION, route)),
  );
  for (const href of hrefs) assert.ok(existsSync(path.join(buildDir, `${href.slice(BASE_URL.length)}.html`)), href);
});

test('every version is listed, linking to its introduction', () => {
  const hrefs = linksIn('all-versions');
  assert.deepEqual(
    hrefs,
    ALL_VERSIONS.map((version) => docUrl(version, 'introduction')),
  );
});
