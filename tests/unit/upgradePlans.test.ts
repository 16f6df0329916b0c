/**
 * Every upgrade plan, for every ordered pair of versions (older → newer, Next included), rendered
 * as Markdown (src/compare/planner/markdown.ts) from planner data computed from the sources as
 * the build computes it (src/compare/plugin.ts), with no build: no plan may show MDX source (`{/*`,
 * `<Since`, `<Until`), an unresolved `%STENCIL_…%` token, or link to an anchor its target page
 * lacks in the target version (headings read by src/markdown/syntax/headings.ts, as the site ids them).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {planMarkdown} from '../../src/compare/planner/markdown';
import {GUIDE_SCOPES, NO_ACTION_FENCES} from '../../src/compare/planner/curation';
import {PLANNER_VERSIONS} from '../../src/compare/planner/links';
import {routeOfSlug} from '../../src/versions/availability/availability';
import {renderForVersion} from '../../src/versions/fences';
import {ALL_VERSIONS, docUrl, versionByName} from '../../src/versions/versions';
import {compareReleases, majorOf, startOfMajor} from '../../src/versions/release';
import {NEXT_MAJOR_RELEASE} from '../../src/versions/nextMajor';
import {blankFrontMatter} from '../../src/markdown/syntax/frontMatter';
import {ROOT, plannerSources} from '../../scripts/lib/plannerSources';
import {readHeadings} from '../../src/markdown/syntax/headings';
import {twinPath} from '../../src/markdown/twinPath';

const ORIGIN = 'https://example.com';
const {docs, data} = plannerSources();
const RELEASE_CHANGES = data.curation.releaseChanges;

/** Twin URL path → the anchors of its page as the version shows it. */
const anchorsByTwin = new Map<string, {page: string; anchors: Set<string>}>();
for (const version of ALL_VERSIONS) {
  for (const doc of docs.get(version.name)!) {
    const shown = renderForVersion(readFileSync(path.join(ROOT, doc.sourcePath), 'utf8'), version, doc.sourcePath);
    const anchors = new Set(readHeadings(blankFrontMatter(shown)).map((heading) => heading.anchor));
    anchorsByTwin.set(twinPath(docUrl(version, routeOfSlug(doc.slug))), {page: doc.sourcePath, anchors});
  }
}

/** What is wrong with one plan, as messages. */
function problemsOf(markdown: string): string[] {
  const problems: string[] = [];
  for (const [pattern, what] of [
    ['{/*', 'an MDX comment'],
    ['<Since', 'a <Since> tag'],
    ['<Until', 'an <Until> tag'],
  ] as const) {
    if (markdown.includes(pattern)) problems.push(`${what}: ${markdown.split('\n').find((line) => line.includes(pattern))}`);
  }
  for (const token of markdown.match(/%STENCIL_[A-Z_]*%?/g) ?? []) problems.push(`an unresolved token ${token}`);
  for (const [, target] of markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)) {
    if (!target.startsWith(ORIGIN)) continue;
    const [pathname, anchor] = target.slice(ORIGIN.length).split('#');
    if (!pathname.endsWith('.md')) continue;
    const page = anchorsByTwin.get(pathname);
    if (!page) problems.push(`a link to ${pathname}, which no page of its version has`);
    else if (anchor !== undefined && !page.anchors.has(anchor))
      problems.push(`a link to #${anchor}, which ${page.page} has no heading for`);
  }
  return problems;
}

describe('upgrade plans, every version pair', () => {
  const pairs = PLANNER_VERSIONS.flatMap((from, index) => PLANNER_VERSIONS.slice(index + 1).map((to) => [from, to] as const));

  test('the data holds guides and fenced changes (the check below reads real plans)', () => {
    assert.ok(pairs.length >= 36, `${pairs.length} pairs`);
    assert.ok(data.guides.length >= 2, 'both major upgrade guides');
    assert.ok(data.changes.length > 20, `${data.changes.length} fenced changes`);
  });

  test('no plan shows MDX source, an unresolved token, or an anchor its target page lacks', () => {
    const failures: string[] = [];
    let links = 0;
    for (const [from, to] of pairs) {
      const markdown = planMarkdown(data, from, to, ORIGIN);
      links += (markdown.match(/\.md#/g) ?? []).length;
      for (const problem of problemsOf(markdown)) failures.push(`${from.name} → ${to.name}: ${problem}`);
    }
    assert.ok(links > 100, `the plans link to anchors (${links})`);
    const unique = [...new Set(failures.map((failure) => failure.replace(/^.*?: /, '')))];
    assert.equal(unique.length, 0, `${failures.length} problems in the plans, ${unique.length} distinct:\n${unique.join('\n')}`);
  });

  test('every fence of docs/ is one curated change, or listed as asking nothing (content/upgrade-items/, src/compare/planner/curation.ts)', () => {
    const refOf = (change: {route: string; kind: string; fenceVersion?: string; version?: string}) =>
      `${change.route} ${change.kind} ${change.fenceVersion ?? change.version}`;
    const claims = [...RELEASE_CHANGES.flatMap((change) => change.fences), ...NO_ACTION_FENCES].map(refOf);
    const fences = new Set(data.changes.map(refOf));
    const unclaimed = [...fences].filter((ref) => !claims.includes(ref));
    const twice = claims.filter((ref, index) => claims.indexOf(ref) !== index);
    const stale = claims.filter((ref) => !fences.has(ref));
    assert.deepEqual({unclaimed, twice, stale}, {unclaimed: [], twice: [], stale: []});
  });

  test('every curated guide scope names a change of its guide', () => {
    const steps = new Set(
      data.guides.flatMap((guide) =>
        Object.values(guide.stepsByVersion).flatMap((list) => list.map((step) => `${guide.route}#${step.anchor}`)),
      ),
    );
    assert.deepEqual(
      Object.keys(GUIDE_SCOPES).filter((key) => !steps.has(key)),
      [],
    );
  });

  test('every guide change the planner reads says why and what to do', () => {
    for (const guide of data.guides) {
      for (const [version, steps] of Object.entries(guide.stepsByVersion)) {
        // An older major's copy previews the guide; the planner reads the guide's own major and later.
        if (compareReleases(versionByName(version)!.release, startOfMajor(guide.major)) < 0) continue;
        // The next major's guide is written from the plan's own items (src/compare/planner/upgradeGuide.ts): the planner reads those, not its sections.
        if (guide.major === majorOf(NEXT_MAJOR_RELEASE)) continue;
        assert.ok(steps.length >= 5, `${guide.route} in ${version}: ${steps.length} changes`);
        for (const step of steps) assert.ok(step.todo.length > 10 && step.why, `${guide.route}#${step.anchor} in ${version}`);
      }
    }
  });
});
