/**
 * The 4.x releases are generated from one source with version fences: each built release shows
 * what its `@stencil/core` has and nothing newer, and content that a release added carries the
 * "Added in" marker. Read from the server-rendered HTML in build/ (what a reader gets first).
 *
 * Each row is a delta found in the packages (see the closing note of issue 9): the text that
 * must appear from `since` on, and must be absent before it (and after `until`, when a later major removed it).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {projectRoot} from '../scripts/lib/contentCheck';
import {fenceIncludes} from '../src/versions/fences';
import {ALL_VERSIONS, BASE_URL, docUrl, type DocsVersion} from '../src/versions/versions';

interface Delta {
  route: string;
  /** `major.minor` of the first release with the feature. */
  since: string;
  /** Text in the article from `since` on. */
  present: string;
  /** Text in the article before `since`, where the page says what the older release does instead. */
  before?: string;
  /** Whether the feature is a fenced block of its own, so it carries the "Added in" marker. */
  marked: boolean;
  /** The last major (or `major.minor`) that has it, when a later one removed it: absent after it. */
  until?: string;
}

/** The deltas, with the release each appeared in: tests/fixtures/version-deltas.json (data, not code). */
const DELTAS = JSON.parse(readFileSync(path.join(projectRoot, 'tests/fixtures/version-deltas.json'), 'utf8')) as Delta[];

const GENERATED_LINE = ALL_VERSIONS.filter((version) => version.fenceRelease === null || version.generatedFromNext);

function article(version: DocsVersion, route: string): cheerio.CheerioAPI {
  const url = docUrl(version, route);
  const html = readFileSync(path.join(projectRoot, 'build', `${url.slice(BASE_URL.length)}.html`), 'utf8');
  const $ = cheerio.load(html);
  return cheerio.load($('article').html() ?? '');
}

describe('each 4.x release shows its own API', () => {
  for (const delta of DELTAS) {
    for (const version of GENERATED_LINE) {
      const added = fenceIncludes('Since', delta.since, version);
      const removed = delta.until !== undefined && !fenceIncludes('Until', delta.until, version);
      const has = added && !removed;
      test(`${version.label} /${delta.route}: ${has ? 'has' : 'lacks'} ${delta.present}`, () => {
        const $ = article(version, delta.route);
        const text = $.root().text();
        assert.equal(text.includes(delta.present), has);
        // What the older release did instead is the 4.x line's text: a release that removed the feature says its own thing.
        if (delta.before && !removed) assert.equal(text.includes(delta.before), !has, `"${delta.before}"`);
        if (delta.marked) {
          const markers = $(`[data-since="${delta.since}"]`);
          assert.equal(markers.length > 0, has, `"Added in v${delta.since}" marker`);
          if (has) assert.match(markers.first().text(), new RegExp(`^Added in v${delta.since.replace('.', '\\.')}`));
        }
      });
    }
  }
});

test('version tokens are resolved: each release names its own @stencil/core version', () => {
  for (const version of GENERATED_LINE) {
    const text = article(version, 'support-policy').root().text();
    assert.ok(!text.includes('%STENCIL_'), `${version.label}: an unresolved token`);
    assert.ok(text.includes(`these docs cover ${version.minor}`), `${version.label}: names ${version.minor}`);
  }
});

test('no page, head tag or machine-readable index shows an unresolved version token', () => {
  const buildDir = path.join(projectRoot, 'build');
  const files = (readdirSync(buildDir, {recursive: true}) as string[]).filter((file) => /\.(html|md|txt)$/.test(file));
  assert.ok(files.length > 700, `${files.length} built pages`);
  const unresolved = files.filter((file) => readFileSync(path.join(buildDir, file), 'utf8').includes('%STENCIL_'));
  assert.deepEqual(unresolved, []);
});
