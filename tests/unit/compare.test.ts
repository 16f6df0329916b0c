/**
 * Issue 21, pure parts: the block diff of two twins (src/compare/diff), its safe rendering, the
 * fence listing (src/versions/fences.ts findFences) and the upgrade plan (src/compare/planner).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {renderToStaticMarkup} from 'react-dom/server';
import {compareTwins, normalizeBlock, summarize} from '../../src/compare/diff/blocks';
import {renderComparison} from '../../src/compare/diff/render';
import {compareUrl} from '../../src/compare/compareUrl';
import {agentDirectiveMarkdown} from '../../src/markdown/agentDirective';
import {findFences} from '../../src/versions/fences';
import {fencedChanges, guideSections} from '../../src/compare/planner/sources';
import {planUpgrade, type PlannerData} from '../../src/compare/planner/plan';
import {guidePlannerPair} from '../../src/compare/planner/links';
import {menuPlannerUrl} from '../../src/compare/planner/menuLink';
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

  test('a list item only one side has is one block: added one way, removed the other', () => {
    const withThree = page(newer, ['- three']);
    const forward = compareTwins({base: {markdown: page(older, []), version: older}, other: {markdown: withThree, version: newer}});
    assert.deepEqual([forward.additions, forward.removals], [1, 0]);
    assert.equal(summarize(forward, older, newer), '1 addition, 0 removals');
    const html = renderToStaticMarkup(renderComparison(forward.tree, ORIGIN));
    assert.match(
      html,
      new RegExp(
        `<li class="compare-added"[^>]*>\\s*<ins class="compare-inline compare-added"><span class="compare-label">Only in ${newer.label.replace('.', '\\.')}</span>`,
      ),
    );
    assert.equal((html.match(/<ul>/g) ?? []).length, 1, 'the items stay one list');
    const backward = compareTwins({base: {markdown: withThree, version: newer}, other: {markdown: page(older, []), version: older}});
    assert.deepEqual([backward.additions, backward.removals], [0, 1]);
    assert.match(
      renderToStaticMarkup(renderComparison(backward.tree, ORIGIN)),
      /<del class="compare-inline compare-removed"><span class="compare-label">Only in/,
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
  const data: PlannerData = {
    guides: [
      {
        major: 4,
        route: 'four',
        title: 'Upgrading to Stencil 4',
        sectionsByVersion: {[LATEST_VERSION.name]: guideSections(lines('## A', '', '## B', '### B1'))},
      },
    ],
    changes,
  };

  test('fences become changes of the release that brings them, under their heading', () => {
    assert.deepEqual(
      changes.map((change) => [change.kind, change.release, change.section?.anchor, change.text]),
      [
        ['Since', [4, 35], 'first-thing', 'added'],
        ['Until', [4, 37], 'custom', 'Old text.'],
      ],
    );
  });

  test('a pair lists guides crossed, then the changes in range grouped by release in order', () => {
    const v3 = version('v3');
    const plan = planUpgrade(data, v3, LATEST_VERSION);
    assert.deepEqual(
      plan.sections.map((section) => [section.id, section.groups.map((group) => group.items.map((item) => item.title))]),
      [
        ['guides', [['A', 'B › B1']]],
        // Titles keep the heading's code spans: the page and the Markdown plan both render inline code.
        ['releases', [['New: Things › First `thing`'], ['No longer true: Things › Second']]],
      ],
    );
    assert.equal(plan.sections[1].groups[0].items[0].href, `${docUrl(LATEST_VERSION, 'things')}#first-thing`);
    const within = planUpgrade(data, version('v4.35'), LATEST_VERSION);
    assert.deepEqual(
      within.sections.map((section) => section.id),
      ['releases'],
    );
    assert.equal(within.itemCount, 1, 'the 4.35 change is not in (4.35, latest]');
    assert.equal(planUpgrade(data, LATEST_VERSION, v3).itemCount, 0, 'a pair going back has no items');
  });

  test('API items appear only when the facts are given, as added, deprecated or removed in range', () => {
    const from = version('v4.35');
    const apiItems = [
      {area: 'decorators', name: '@AttrDeserialize', kind: 'decorator', since: LATEST_VERSION.name},
      {area: 'config', name: 'oldFlag', kind: 'option', since: 'v2', until: from.name},
      {area: 'config', name: 'agedFlag', kind: 'option', since: 'v2', deprecatedSince: LATEST_VERSION.name},
      {area: 'config', name: 'ancient', kind: 'option', since: 'v2'},
    ];
    const plan = planUpgrade({...data, apiItems}, from, LATEST_VERSION);
    const api = plan.sections.find((section) => section.id === 'api');
    assert.deepEqual(
      api?.groups.map((group) => [group.title, group.items.map((item) => item.title)]),
      [
        ['Added', ['@AttrDeserialize (decorator, decorators)']],
        ['Deprecated', ['agedFlag (option, config)']],
        ['Removed', ['oldFlag (option, config)']],
      ],
    );
    assert.equal(
      planUpgrade(data, from, LATEST_VERSION).sections.find((section) => section.id === 'api'),
      undefined,
    );
  });

  test('the Markdown plan lists the same items as checkboxes, and llms.txt lists one plan per older version', () => {
    const markdown = planMarkdown(data, version('v3'), LATEST_VERSION, ORIGIN);
    assert.equal((markdown.match(/^- \[ \] /gm) ?? []).length, planUpgrade(data, version('v3'), LATEST_VERSION).itemCount);
    assert.match(markdown, new RegExp(`\\(${ORIGIN}${docUrl(LATEST_VERSION, 'things')}\\.md#first-thing\\)`));
    const index = planIndexLines(ORIGIN, BASE_URL).filter((line) => line.startsWith('- ['));
    assert.equal(index.length, RELEASED_VERSIONS.length - 1);
    assert.ok(index.every((line) => line.includes(`-to-${LATEST_VERSION.name}.md)`)));
  });

  test('links into the planner: the version menu and each upgrade guide', () => {
    assert.equal(menuPlannerUrl(older), `${BASE_URL}upgrade?from=${older.name}&to=${LATEST_VERSION.name}`);
    assert.equal(menuPlannerUrl(NEXT_VERSION), `${BASE_URL}upgrade`);
    const four = LATEST_VERSION.upgradeGuideRoute!;
    assert.deepEqual([guidePlannerPair(four, older)?.from.name, guidePlannerPair(four, older)?.to.name], ['v3', older.name]);
    assert.equal(guidePlannerPair('events', older), undefined);
  });
});
