/**
 * The API facts' pure parts (src/versions/facts, scripts/lib/fenceFacts.ts) over small
 * fixtures: how releases combine into since/until/deprecated, how the CLI flag lists are read,
 * which items inline code names, the page's table model, and the fence gate failing on each
 * kind of disagreement. The facts of the real releases are checked in tests/content/apiFacts.test.ts.
 */
import {NEXT_MAJOR_RELEASE} from '../../src/versions/nextMajor';
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {computeFacts, keyOf, type ApiItem, type ReleaseItem} from '../../src/versions/facts/compute';
import {cliFlags, kebabCase} from '../../generators/api-facts/readRelease';
import {readDefaults} from '../../generators/api-facts/readDefaults';
import {indexFacts, itemsNamedBy, namesInSpan} from '../../src/versions/facts/lookup';
import {availabilityMarkdown, availabilityTables} from '../../src/versions/facts/table';
import {fenceDisagreements} from '../../scripts/lib/fenceFacts';
import {GENERATED_VERSIONS, versionByName} from '../../src/versions/versions';

const item = (area: string, name: string, deprecated = false): ReleaseItem => ({area, name, kind: 'config option', deprecated});

describe('computeFacts', () => {
  const facts = computeFacts([
    {version: 'old', items: [item('config', 'a'), item('config', 'gone'), item('config', 'later')]},
    {version: 'mid', items: [item('config', 'a'), item('config', 'later', true), item('extras', 'extras.newer')]},
    {version: 'new', items: [item('config', 'a'), item('config', 'later', true), item('extras', 'extras.newer')]},
  ]);
  const byName = (name: string) => facts.find((fact) => fact.name === name)!;
  test('since is the first version that has the item', () => {
    assert.equal(byName('a').since, 'old');
    assert.equal(byName('extras.newer').since, 'mid');
  });
  test('until is set only for an item the newest version lacks', () => {
    assert.equal(byName('gone').until, 'old');
    assert.equal(byName('a').until, undefined);
  });
  test('deprecatedSince is the first version that marks it', () => {
    assert.equal(byName('later').deprecatedSince, 'mid');
    assert.equal(byName('a').deprecatedSince, undefined);
  });
  test('versions lists every version with the item; key is what inline code names it by', () => {
    assert.deepEqual(byName('extras.newer').versions, ['mid', 'new']);
    assert.equal(byName('extras.newer').key, 'newer');
    assert.equal(keyOf('--docs-readme'), 'docsReadme');
    assert.equal(keyOf('@Prop.mutable'), 'mutable');
    assert.equal(keyOf('@Prop'), 'Prop');
  });
});

describe('cliFlags', () => {
  const bundle = [
    'var BOOLEAN_CLI_FLAGS = ["build", "checkVersion"];',
    'const STRING_CLI_FLAGS = ["testURL"];',
    'var OTHER_LIST = ["notAFlag"];',
    'var CLI_FLAG_ALIASES = { c: "config", "p": "port" };',
  ].join('\n');
  test('reads the flag arrays and aliases, kebab-cased as typed', () => {
    assert.deepEqual(
      cliFlags(bundle).map((flag) => `${flag.name} (${flag.kind})`),
      [
        '--build (boolean flag)',
        '--check-version (boolean flag)',
        '--test-url (string flag)',
        '-c (alias of --config)',
        '-p (alias of --port)',
      ],
    );
    assert.equal(kebabCase('docsReadme'), 'docs-readme');
  });
  test("reads the older releases' spellings: *_CLI_ARGS, *_ARG_OPTS and the ARG_OPTS object, with flag → alias maps", () => {
    const spelled = (lines: string[]) => cliFlags(lines.join('\n')).map((flag) => `${flag.name} (${flag.kind})`);
    const expected = ['--build (boolean flag)', '--max-workers (number flag)', '-c (alias of --config)'];
    assert.deepEqual(
      spelled([
        'const BOOLEAN_CLI_ARGS = ["build"];',
        'const NUMBER_CLI_ARGS = ["maxWorkers"];',
        'const CLI_ARG_ALIASES = { config: "c" };',
      ]),
      expected,
    );
    assert.deepEqual(
      spelled([
        "const BOOLEAN_ARG_OPTS = ['build'];",
        "const NUMBER_ARG_OPTS = ['max-workers'];",
        "const ARG_OPTS_ALIASES = { config: 'c' };",
      ]),
      expected,
    );
    assert.deepEqual(spelled(["const ARG_OPTS = { boolean: ['build'], number: ['max-workers'], alias: { config: 'c' } };"]), expected);
  });
});

const fixtureFacts: ApiItem[] = [
  {area: 'config', name: 'extras', kind: 'config option', since: 'v2', versions: [], key: 'extras'},
  {
    area: 'extras',
    name: 'extras.addGlobalStyleToComponents',
    kind: 'config option',
    since: 'v4.35',
    versions: [],
    key: 'addGlobalStyleToComponents',
  },
  {area: 'config', name: 'watchExternalDirs', kind: 'config option', since: 'v4.34', versions: [], key: 'watchExternalDirs'},
  {area: 'decorators', name: '@PropSerialize', kind: 'decorator', since: 'v4.38', versions: [], key: 'PropSerialize'},
  {area: 'cli', name: '--docs', kind: 'boolean flag', since: 'v2', versions: [], key: 'docs'},
  {area: 'config', name: 'docs', kind: 'config option', since: 'v4.33', versions: [], key: 'docs'},
];

describe('itemsNamedBy / namesInSpan', () => {
  const index = indexFacts(fixtureFacts);
  test('dotted names, decorators with parentheses, flags and bare keys', () => {
    assert.deepEqual(
      itemsNamedBy('extras.addGlobalStyleToComponents', index).map((f) => f.since),
      ['v4.35'],
    );
    assert.deepEqual(
      itemsNamedBy('config.extras.addGlobalStyleToComponents: false', index).map((f) => f.since),
      ['v4.35'],
    );
    assert.deepEqual(
      itemsNamedBy('@PropSerialize()', index).map((f) => f.name),
      ['@PropSerialize'],
    );
    assert.deepEqual(
      itemsNamedBy('--no-docs', index).map((f) => f.name),
      ['--docs'],
    );
    assert.deepEqual(
      itemsNamedBy('addGlobalStyleToComponents', index).map((f) => f.name),
      ['extras.addGlobalStyleToComponents'],
    );
    assert.deepEqual(itemsNamedBy('somethingElse', index), []);
  });
  test('an object literal names its keys under its owner', () => {
    const groups = namesInSpan('extras: { addGlobalStyleToComponents: false }', index);
    assert.deepEqual(
      groups.map((group) => group.map((f) => f.name)),
      [['extras'], ['extras.addGlobalStyleToComponents']],
    );
  });
});

describe('the fence gate fails on a fixture that breaks it', () => {
  // The rule only knows the 4.x line: these fixtures need a line with releases 4.34 to 4.38.
  const line = GENERATED_VERSIONS.map((version) => version.minor);
  const usable = ['4.34', '4.35', '4.38'].every((minor) => line.includes(minor)) && versionByName('v4.35') !== undefined;
  test('the fixtures apply to this line', () => assert.ok(usable, `the 4.x line is ${line.join(', ')}`));
  test('a Since fence older than the item it names', () => {
    const page = ['<Since version="4.34">', '', 'Set `extras.addGlobalStyleToComponents` to `false`.', '', '</Since>'].join('\n');
    assert.deepEqual(fenceDisagreements(page, fixtureFacts, 'page.md'), [
      'page.md:1: <Since version="4.34"> names `extras.addGlobalStyleToComponents`, which arrived in v4.35: older releases would show it',
    ]);
  });
  test('an inline Until fence naming an item its releases lack', () => {
    const page = 'Text<Until version="4.34"> with `extras: { addGlobalStyleToComponents: false }`</Until>.';
    assert.equal(fenceDisagreements(page, fixtureFacts, 'page.md').length, 1);
  });
  test('a Since fence opening after all its items arrived', () => {
    const page = 'Pair it<Since version="4.38"> with `watchExternalDirs`</Since>.';
    assert.deepEqual(fenceDisagreements(page, fixtureFacts, 'page.md'), [
      'page.md:1: <Since version="4.38"> opens after its items arrived: `watchExternalDirs` (v4.34)',
    ]);
  });
  test('an Until fence of a whole major is left to the frozen snapshots', () => {
    // Such a fence only hides the text from the next major; what it holds is what that major's
    // releases already show, byte for byte (tests/unit/frozenSnapshots.test.ts).
    const page = ['<Until version="4">', '', 'Set `extras.addGlobalStyleToComponents` to `false`.', '', '</Until>'].join('\n');
    assert.deepEqual(fenceDisagreements(page, fixtureFacts, 'page.md'), []);
  });
  test('agreeing fences, old items and names in code blocks pass', () => {
    const page = [
      'Use<Since version="4.35"> `extras.addGlobalStyleToComponents` with the `extras` object</Since>.',
      '<Since version="4.38">',
      '',
      '```ts',
      'watchExternalDirs: []',
      '```',
      '',
      'Decorate with `@PropSerialize()`; `docs` is old.',
      '',
      '</Since>',
    ].join('\n');
    assert.deepEqual(fenceDisagreements(page, fixtureFacts, 'page.md'), []);
  });
});

describe('availabilityTables', () => {
  const v434 = versionByName('v4.34')!;
  const facts: ApiItem[] = [
    {
      area: 'extras',
      name: 'extras.addGlobalStyleToComponents',
      kind: 'config option',
      since: 'v4.35',
      versions: ['v4.35', 'v4.36', 'v4.37', 'v4.38', 'current'],
      key: 'addGlobalStyleToComponents',
    },
    {area: 'extras', name: 'extras.cssVarsShim', kind: 'config option', since: 'v2', until: 'v2', versions: ['v2'], key: 'cssVarsShim'},
    {
      area: 'extras',
      name: 'extras.scriptDataOpts',
      kind: 'config option',
      since: 'v2',
      deprecatedSince: 'v3',
      versions: ['v2', 'v3', 'v4.33', 'v4.34', 'v4.35', 'v4.36', 'v4.37', 'v4.38', 'current'],
      key: 'scriptDataOpts',
    },
  ];
  test('items the version lacks stay in its table, marked', () => {
    const [table] = availabilityTables(v434, facts);
    assert.deepEqual(
      table.rows.map((row) => [row.name, row.since, row.deprecated, row.removed, row.status]),
      [
        ['extras.addGlobalStyleToComponents', 'v4.35', '', '', 'no (added in v4.35)'],
        ['extras.cssVarsShim', 'v2 or earlier', '', 'after v2', 'no (removed after v2)'],
        ['extras.scriptDataOpts', 'v2 or earlier', 'v3', '', 'yes, deprecated'],
      ],
    );
  });
  test("the Markdown form names the reader's version and bolds what it lacks", () => {
    const markdown = availabilityMarkdown(v434, availabilityTables(v434, facts));
    assert.match(
      markdown,
      /^## Extras options\n\n\| Name \| Kind \| Since \| Deprecated \| Removed \| Default and changes \| In v4\.34 \|/,
    );
    assert.match(
      markdown,
      /\| `extras.addGlobalStyleToComponents` \| config option \| v4\.35 \| – \| – \| – \| \*\*no \(added in v4\.35\)\*\* \|/,
    );
  });
});

describe('honest version labels (issue 27)', () => {
  const v3 = versionByName('v3')!;
  const oldest4x = GENERATED_VERSIONS.at(-1)!;
  const release = (name: string, extra: Partial<ReleaseItem> = {}): ReleaseItem => ({
    area: 'config',
    name,
    kind: 'config option',
    deprecated: false,
    ...extra,
  });
  const versions = (byVersion: Record<string, ReleaseItem[]>) =>
    ['v2', 'v3', oldest4x.name, 'v4.35'].map((version) => ({version, items: byVersion[version] ?? []}));

  test('an item first seen in the oldest docs version of a major reads "… or earlier"; a later minor reads as itself', () => {
    const facts = computeFacts(versions({[oldest4x.name]: [release('inEvery4x')], 'v4.35': [release('inEvery4x'), release('newIn435')]}));
    const rows = availabilityTables(v3, facts)[0].rows;
    assert.deepEqual(
      rows.map((row) => [row.name, row.since, row.status]),
      [
        ['inEvery4x', `${oldest4x.label} or earlier`, `no (added in ${oldest4x.label} or earlier)`],
        ['newIn435', 'v4.35', 'no (added in v4.35)'],
      ],
    );
  });

  test('defaults, accepted values and CLI flag forms that change between versions are shown, with the default in the version read', () => {
    const facts = computeFacts(
      versions({
        v2: [
          release('headless', {default: 'true', values: ['true', 'false']}),
          {area: 'cli', name: '--headless', kind: 'boolean flag', deprecated: false},
        ],
        v3: [
          release('headless', {default: 'true', values: ['true', 'false', "'new'"]}),
          {area: 'cli', name: '--headless', kind: 'boolean string flag', deprecated: false},
        ],
        [oldest4x.name]: [release('headless', {default: "'shell'", values: ['false', "'shell'"]})],
      }),
    );
    const row = (version: string, name: string) =>
      availabilityTables(versionByName(version)!, facts)
        .flatMap((table) => table.rows)
        .find((r) => r.name === name)!;
    assert.equal(
      row('v3', 'headless').changed,
      `default \`true\`; accepted values changed between v2 and v3: \`true, false\` → \`true, false, 'new'\`; default changed between v3 and ${oldest4x.label}: \`true\` → \`'shell'\`; accepted values changed between v3 and ${oldest4x.label}: \`true, false, 'new'\` → \`false, 'shell'\``,
    );
    assert.match(row(oldest4x.name, 'headless').changed, /^default `'shell'`;/);
    // v2's row names v2's form of the flag, not the string form v3 added.
    assert.equal(row('v2', '--headless').kind, 'boolean flag');
    assert.equal(row('v3', '--headless').kind, 'boolean string flag');
  });

  test('the pinned releases: defaults and accepted values read from their validation code', () => {
    const read = (version: string) => readDefaults(`node_modules/stencil-core-v${version}`);
    // The newest 4.x docs version: Next documents the 5.x line (its reading is the test below).
    const [v2, v3x, v4x] = [read('2.22.3'), read('3.4.2'), read(GENERATED_VERSIONS[0].npmVersion)];
    assert.deepEqual(
      [v2.sourceMap, v3x.sourceMap, v4x.sourceMap].map((facts) => facts?.default),
      ['false', 'true', 'true'],
    );
    assert.deepEqual([v3x.transformAliasedImportPaths?.default, v4x.transformAliasedImportPaths?.default], ['false', 'true']);
    assert.deepEqual(
      [v2, v3x, v4x].map((facts) => facts['testing.browserHeadless']),
      [
        {default: 'true', values: ['true', 'false']},
        {default: 'true', values: ['true', 'false', "'new'"]},
        {default: "'shell'", values: ['false', "'shell'"]},
      ],
    );
    assert.equal(v4x['hydrate.serializeShadowRoot']?.default, "'declarative-shadow-dom'");
    assert.equal(v3x['hydrate.serializeShadowRoot'], undefined, '3.4.2 has no such option');
    // Issue 38's error 9: two output-target defaults that changed with the majors.
    assert.deepEqual(
      [v2, v3x, v4x].map((facts) => facts['dist.transformAliasedImportPathsInCollection']?.default),
      ['false', 'false', 'true'],
    );
    assert.deepEqual(
      [v2, v3x, v4x].map((facts) => facts['dist-custom-elements.generateTypeDeclarations']?.default),
      ['undefined', 'true', 'true'],
    );
  });

  test("the next major's release: read from its own layout (dist/, the compiler's hashed chunks, the SSR runner)", () => {
    const next = readDefaults(`node_modules/stencil-core-v${NEXT_MAJOR_RELEASE}`);
    // 5.x leaves sourceMap unset, which acts as 'dev'; the SSR runner serializes shadow roots declaratively.
    assert.equal(next.sourceMap?.default, "'dev'");
    assert.equal(next.transformAliasedImportPaths?.default, 'true');
    assert.equal(next['hydrate.serializeShadowRoot']?.default, "'declarative-shadow-dom'");
    // No integrated testing config in 5.x: nothing to read.
    assert.equal(next['testing.browserHeadless'], undefined);
  });
});
