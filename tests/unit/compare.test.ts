/**
 * Issue 21, pure parts: the block diff of two twins (src/compare/diff), its safe rendering, the
 * fence listing (src/versions/fences.ts findFences) and the upgrade plan (src/compare/planner).
 */
// cspell:ignore oldflag
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {renderToStaticMarkup} from 'react-dom/server';
import {compareTwins, normalizeBlock, summarize} from '../../src/compare/diff/blocks';
import {renderComparison} from '../../src/compare/diff/render';
import {compareUrl} from '../../src/compare/compareUrl';
import {agentDirectiveMarkdown} from '../../src/markdown/agentDirective';
import {findFences} from '../../src/markdown/syntax/versionFences';
import {fencedChanges, guideSteps} from '../../src/compare/planner/sources';
import {plannerCuration} from '../../src/compare/planner/curation';
import {planUpgrade, resolvePair} from '../../src/compare/planner/plan';
import type {PlannerData} from '../../src/compare/planner/types';
import {guidePlannerPair} from '../../src/compare/planner/links';
import {compareReleases, lineOf, release, releaseOf} from '../../src/versions/release';
import {menuPlannerUrl, plannerUrl} from '../../src/compare/planner/menuLink';
import {planIndexLines, planMarkdown} from '../../src/compare/planner/markdown';
import {
  BASE_URL,
  LATEST_VERSION,
  NEXT_VERSION,
  RELEASED_VERSIONS,
  docUrl,
  versionByName,
  type DocsVersion,
} from '../../src/versions/versions';

const ORIGIN = 'https://example.com';
const lines = (...text: string[]) => text.join('\n');
const version = (name: string): DocsVersion => {
  const found = versionByName(name);
  assert.ok(found, name);
  return found;
};
/** Two 4.x releases, the older first. */
const [newer, older] = RELEASED_VERSIONS.filter((v) => v.generatedFromNext);
const twinLink = (v: DocsVersion, route: string) => `${ORIGIN}${docUrl(v, route)}.md`;

describe('block diff of two twins', () => {
  const page = (v: DocsVersion, extra: string[]) =>
    lines(
      '# Events',
      '',
      // The note to agents names its own version's files: never a change.
      agentDirectiveMarkdown(docUrl(v, 'events'), v, 'https://stenciljs.com'),
      '',
      `Read about [state](${twinLink(v, 'state')}) first; this is Stencil ${v.minor} (${v.npmVersion}).`,
      '',
      '- one',
      '- two',
      ...extra,
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
    );

  test('links and version numbers that only point into each own version are not changes', () => {
    const result = compareTwins({base: {markdown: page(newer, []), version: newer}, other: {markdown: page(older, []), version: older}});
    assert.deepEqual([result.additions, result.removals], [0, 0]);
    assert.equal(summarize(result, newer, older), `No changes between ${newer.label} and ${older.label}`);
    assert.doesNotMatch(renderToStaticMarkup(renderComparison(result.tree, ORIGIN)), /For AI agents/, 'the note to agents is not shown');
    assert.equal(normalizeBlock(`${BASE_URL}${older.pathSegment}/a.md`, older), `${BASE_URL}a.md`);
  });

  test('a list item only the newer version has is an addition, whichever page the reader starts on', () => {
    const withThree = page(newer, ['- three']);
    const forward = compareTwins({base: {markdown: page(older, []), version: older}, other: {markdown: withThree, version: newer}});
    assert.deepEqual([forward.additions, forward.removals], [1, 0]);
    assert.equal(summarize(forward, older, newer), `${older.label} → ${newer.label}: 1 addition, 0 removals`);
    const html = renderToStaticMarkup(renderComparison(forward.tree, ORIGIN));
    assert.match(
      html,
      new RegExp(
        `<li class="compare-added"[^>]*>\\s*<ins class="compare-inline compare-added"><span class="compare-label">Only in ${newer.label.replace('.', '\\.')}</span>`,
      ),
    );
    assert.equal((html.match(/<ul>/g) ?? []).length, 1, 'the items stay one list');
    const backward = compareTwins({base: {markdown: withThree, version: newer}, other: {markdown: page(older, []), version: older}});
    // From the newer page the same item is still what the newer version added, not a removal.
    assert.deepEqual([backward.additions, backward.removals], [1, 0]);
    assert.equal(summarize(backward, newer, older), `${older.label} → ${newer.label}: 1 addition, 0 removals`);
    assert.match(
      renderToStaticMarkup(renderComparison(backward.tree, ORIGIN)),
      new RegExp(`<ins class="compare-inline compare-added"><span class="compare-label">Only in ${newer.label.replace('.', '\\.')}</span>`),
    );
  });

  test('a changed table row and paragraph are a removal and an addition each', () => {
    const changed = page(newer, []).replace('| 1 | 2 |', '| 1 | 3 |').replace('first;', 'before anything;');
    const result = compareTwins({base: {markdown: page(newer, []), version: newer}, other: {markdown: changed, version: newer}});
    assert.deepEqual([result.additions, result.removals], [2, 2]);
    const html = renderToStaticMarkup(renderComparison(result.tree, ORIGIN));
    assert.match(html, /<tr class="compare-removed"[^>]*>/);
    assert.match(html, /<tr class="compare-added"[^>]*>/);
  });

  test('raw HTML in a twin is shown as text, never as markup; site links lead to the pages', () => {
    const evil = lines('# T', '', '<img src="x" onerror="alert(1)">', '', `[state](${twinLink(older, 'state')}#a)`);
    const result = compareTwins({base: {markdown: '# T\n', version: older}, other: {markdown: evil, version: older}});
    const html = renderToStaticMarkup(renderComparison(result.tree, ORIGIN));
    assert.doesNotMatch(html, /<img/);
    assert.match(html, /&lt;img src=&quot;x&quot;/);
    assert.match(html, new RegExp(`href="${docUrl(older, 'state')}#a"`));
  });
});

describe('compare state in the URL', () => {
  test('?compare= is set or cleared, other parameters kept', () => {
    assert.equal(compareUrl('/docs/events', '', 'v4.33'), '/docs/events?compare=v4.33');
    assert.equal(compareUrl('/docs/events', '?q=1&compare=v3', 'v2'), '/docs/events?q=1&compare=v2');
    assert.equal(compareUrl('/docs/events', '?compare=v3', null), '/docs/events');
  });
});

describe('findFences', () => {
  test('block and inline fences, in the order they open, with their content and whether in code', () => {
    const source = lines(
      'Intro<Since version="4.35"> new words</Since>.',
      '',
      '<Until version="4.34">',
      '',
      'Old paragraph.',
      '',
      '</Until>',
      '```ts',
      '<Since version="4.36">',
      'const x = 1;',
      '</Since>',
      '```',
    );
    assert.deepEqual(
      findFences(source).map(({kind, version, inline, line, inCode, content}) => [kind, version, inline, line, inCode, content]),
      [
        ['Since', '4.35', true, 1, false, 'new words'],
        ['Until', '4.34', false, 3, false, 'Old paragraph.'],
        ['Since', '4.36', false, 9, true, 'const x = 1;'],
      ],
    );
  });
});

describe('upgrade plan', () => {
  const source = lines(
    '---',
    'title: Things',
    '---',
    '',
    '## First `thing`',
    '',
    'Text<Since version="4.35"> added</Since>.',
    '',
    '## Second {#custom}',
    '',
    '<Until version="4.36">',
    '',
    'Old text.',
    '',
    '</Until>',
  );
  const changes = fencedChanges({route: 'things', title: 'Things', source, sourcePath: 'docs/things.md'});
  const guide = lines(
    '---',
    'title: Upgrading',
    '---',
    '',
    'Intro, no change here.',
    '',
    '## Before you begin',
    '',
    'Install it.',
    '',
    '## Update the runtime',
    '',
    'Stencil 4 raises the minimums:',
    '',
    '| Requirement | old | new |',
    '| --- | --- | --- |',
    '| Node.js | 14 | 16 |',
    '',
    'The CLI stops on an older runtime, and lists the [versions](./x.md) it needs:',
    '',
    '**What to do:** move CI to Node.js 16.',
    '',
    '### Drop `oldFlag`',
    '',
    'The type lost it.',
    '',
    '```ts source="src/declarations/x.ts"',
    'export type X = 1;',
    '```',
    '',
    '**What to do:** delete it.',
    '',
    '```diff title="stencil.config.ts"',
    '// added-next-line',
    '-  oldFlag: true,',
    '```',
    '',
    '## Upgrade checklist',
    '',
    '1. Everything above.',
  );

  test('fences become changes of the release that brings them, under their heading', () => {
    assert.deepEqual(
      changes.map((change) => [change.kind, change.release, change.section?.anchor, change.text]),
      [
        ['Since', '4.35.0', 'first-thing', 'added'],
        ['Until', '4.37.0', 'custom', 'Old text.'],
      ],
    );
  });

  test('a guide section is a change when it says what to do: why, what, and its snippet', () => {
    const steps = guideSteps(guide);
    assert.deepEqual(
      steps.map((step) => [step.title, step.anchor, step.why, step.todo, step.snippet]),
      [
        // A section whose intro holds the change (a table above its subsections) is one too.
        [
          'Update the runtime',
          'update-the-runtime',
          'The CLI stops on an older runtime, and lists the versions it needs.',
          'Move CI to Node.js 16.',
          undefined,
        ],
        // The compiler-source quote is not the example; the line-highlight comment is left out.
        [
          'Drop `oldFlag`',
          'drop-oldflag',
          'The type lost it.',
          'Delete it.',
          {lang: 'diff', title: 'stencil.config.ts', code: '-  oldFlag: true,'},
        ],
      ],
    );
  });

  const data: PlannerData = {
    guides: [{major: 4, route: 'four', title: 'Upgrading to Stencil 4', stepsByVersion: {[LATEST_VERSION.name]: guideSteps(guide)}}],
    changes,
    curation: plannerCuration(),
  };

  test('a pair lists the guide changes crossed, then the curated release changes in range, each with why, what to do and release', () => {
    const v3 = version('v3');
    const plan = planUpgrade(data, v3, LATEST_VERSION);
    const [guides, releases] = plan.sections;
    assert.deepEqual(
      guides.groups.map((group) => group.items.map((item) => [item.title, item.release])),
      [
        [
          ['Update the runtime', '4.0.0'],
          ['Drop `oldFlag`', '4.0.0'],
        ],
      ],
    );
    assert.equal(guides.groups[0].items[1].href, `${docUrl(LATEST_VERSION, 'four')}#drop-oldflag`);
    // One item for the change the 4.35 fences of five pages describe, none for the fences that ask nothing.
    const curated = data.curation.releaseChanges.filter((change) => compareReleases(change.release, releaseOf(LATEST_VERSION)) <= 0);
    assert.deepEqual(
      releases.groups.flatMap((group) => group.items.map((item) => item.title)),
      curated.map((change) => change.title),
    );
    const globalStyle = releases.groups.flatMap((group) => group.items).find((item) => item.id === 'change:global-style-in-shadow-roots')!;
    assert.equal(globalStyle.release, '4.35');
    assert.ok(globalStyle.why && globalStyle.todo && globalStyle.snippet, 'why, what to do and an example');
    assert.deepEqual(globalStyle.appliesTo, {configKeys: ['globalStyle']});
    const within = planUpgrade(data, version('v4.35'), LATEST_VERSION);
    const withinTitles = within.sections.flatMap((section) => section.groups.flatMap((group) => group.items.map((item) => item.release)));
    assert.ok(!withinTitles.includes('4.35'), 'the 4.35 change is not in (4.35, latest]');
    assert.deepEqual(
      withinTitles,
      curated.filter((change) => compareReleases(change.release, release('4.35.0')) > 0).map((change) => lineOf(change.release)),
      'the later curated changes are',
    );
    assert.equal(planUpgrade(data, LATEST_VERSION, v3).itemCount, 0, 'a pair going back has no items');
  });

  test('API items: what the project can use and loses or sees deprecated is an item; additions are a note', () => {
    const from = version('v4.35');
    const apiItems = [
      {area: 'decorators', name: '@AttrDeserialize', kind: 'decorator', since: LATEST_VERSION.name},
      {area: 'config', name: 'oldFlag', kind: 'config option', since: 'v2', until: from.name},
      {area: 'outputTargets', name: 'gone-target', kind: 'output target', since: 'v2', until: from.name},
      {area: 'outputTargets', name: 'gone-target.dir', kind: 'output-target option', since: 'v2', until: from.name},
      {area: 'config', name: 'agedFlag', kind: 'config option', since: 'v2', deprecatedSince: LATEST_VERSION.name},
      {area: 'config', name: 'ancient', kind: 'config option', since: 'v2'},
      {
        area: 'config',
        name: 'flipped',
        kind: 'config option',
        since: 'v2',
        changes: [{what: 'default' as const, version: LATEST_VERSION.name, before: 'false', after: 'true'}],
      },
      // Came and went between the two versions: a project on `from` never had it.
      {area: 'config', name: 'brief', kind: 'config option', since: 'v2', until: 'v3'},
    ];
    const plan = planUpgrade({...data, apiItems}, from, LATEST_VERSION);
    const api = plan.sections.find((section) => section.id === 'api')!;
    assert.deepEqual(
      api.groups.map((group) => [group.title, group.items.map((item) => [item.title, item.appliesTo])]),
      [
        [
          'Removed',
          [
            ['Stop using `oldFlag`', {configKeys: ['oldFlag']}],
            // The target's options go with it.
            ['Stop using `gone-target`', {outputTargets: ['gone-target']}],
          ],
        ],
        ['Deprecated', [['Move off the deprecated `agedFlag`', {configKeys: ['agedFlag']}]]],
        // A changed default concerns every project: no appliesTo.
        ['Changed defaults and accepted values', [['Check the new default of `flipped`', undefined]]],
      ],
    );
    assert.match(api.note ?? '', /nothing to do: `@AttrDeserialize`\.$/);
    assert.equal(
      planUpgrade(data, from, LATEST_VERSION).sections.find((section) => section.id === 'api'),
      undefined,
    );
  });

  test('the Markdown plan lists the same items, each with why, what to do, its example and link', () => {
    const plan = planUpgrade(data, version('v3'), LATEST_VERSION);
    const markdown = planMarkdown(data, version('v3'), LATEST_VERSION, ORIGIN);
    assert.equal((markdown.match(/^- \[ \] /gm) ?? []).length, plan.itemCount);
    assert.match(
      markdown,
      /^- \[ \] \*\*Drop `oldFlag`\*\* \(4\.0\.0\)\n {2}- Why: The type lost it\.\n {2}- What to do: Delete it\.\n\n {2}```diff title="stencil.config.ts"\n {2}- {2}oldFlag: true,\n {2}```/m,
    );
    assert.match(
      markdown,
      new RegExp(`Explained in: \\[Read in ${LATEST_VERSION.label}\\]\\(${ORIGIN}${docUrl(LATEST_VERSION, 'four')}\\.md#drop-oldflag\\)`),
    );
    const index = planIndexLines(ORIGIN, BASE_URL).filter((line) => line.startsWith('- ['));
    assert.equal(index.length, RELEASED_VERSIONS.length - 1);
    assert.ok(index.every((line) => line.includes(`-to-${LATEST_VERSION.name}.md)`)));
  });

  test('links into the planner: the version menu and each upgrade guide', () => {
    assert.equal(menuPlannerUrl(older), `${BASE_URL}upgrade?from=${older.name}&to=${LATEST_VERSION.name}`);
    assert.equal(menuPlannerUrl(NEXT_VERSION), `${BASE_URL}upgrade`);
    // Next as the site names it (issue 40): `next` in the URL, Docusaurus's `current` still read.
    assert.equal(plannerUrl(older, NEXT_VERSION), `${BASE_URL}upgrade?from=${older.name}&to=next`);
    assert.equal(resolvePair(older.name, 'next').to.name, NEXT_VERSION.name);
    assert.equal(resolvePair(older.name, 'current').to.name, NEXT_VERSION.name);
    const four = LATEST_VERSION.upgradeGuideRoute!;
    assert.deepEqual([guidePlannerPair(four, older)?.from.name, guidePlannerPair(four, older)?.to.name], ['v3', older.name]);
    assert.equal(guidePlannerPair('events', older), undefined);
  });
});
