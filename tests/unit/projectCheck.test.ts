/**
 * "Check my project" (src/compare/projectCheck): the config shapes the parser reads (and what it
 * reports as not checked), the findings against the recorded API facts, the wrapper versions,
 * the plan filtered by `appliesTo`, and the compiler-only keys list kept true against every
 * pinned release's typings.
 */
// cspell:ignore Stratergy footr (the fixture's typos)
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {releaseLayout} from '../../generators/api-facts/layout';
import {checkProject, filterPlan, lowestVersion, projectUses, type ProjectFiles} from '../../src/compare/projectCheck';
import {parseJsonLike, parseStencilConfig, type ConfigShape} from '../../src/compare/projectCheck/parse';
import {COMPILER_CONFIG_KEYS, nearest} from '../../src/compare/projectCheck/keys';
import {apiFacts} from '../../src/versions/facts';
import {plannerSources} from '../../scripts/lib/plannerSources';
import {ALL_VERSIONS, versionByName} from '../../src/versions/versions';
import {readStoreRecord} from '../../src/data/records';
import type {WrapperPeers} from '../../src/compare/projectCheck/wrappers';
import type {PlanItem, PlanItemScope, UpgradePlan} from '../../src/compare/planner/types';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/projects');

function config(source: string): ConfigShape {
  const parsed = parseStencilConfig(source);
  assert.ok(parsed.ok, parsed.ok ? '' : `did not parse: ${parsed.problem.message}`);
  return parsed.config;
}

const paths = (shape: ConfigShape) => shape.keys.map((key) => key.path);

function fixture(name: string): ProjectFiles {
  const read = (file: string) => {
    try {
      return readFileSync(path.join(FIXTURES, name, file), 'utf8');
    } catch {
      return undefined;
    }
  };
  return {packageJson: read('package.json'), stencilConfig: read('stencil.config.ts'), tsconfig: read('tsconfig.json')};
}

describe('the config parser', () => {
  test('reads `export const config: Config = {…}` with nested keys and their lines', () => {
    const shape = config(
      [
        "import { Config } from '@stencil/core';",
        'export const config: Config = {',
        "  namespace: 'acme',",
        '  extras: { experimentalSlotFixes: true },',
        '  devServer: { port: 4000 },',
        '};',
      ].join('\n'),
    );
    assert.equal(shape.exportForm, 'export const config');
    assert.deepEqual(paths(shape), ['namespace', 'extras', 'extras.experimentalSlotFixes', 'devServer', 'devServer.port']);
    const slot = shape.keys.find((key) => key.path === 'extras.experimentalSlotFixes')!;
    assert.deepEqual([slot.line, slot.column, slot.area, slot.value], [4, 13, 'extras', 'true']);
    assert.deepEqual(shape.notChecked, []);
  });

  test('reads `export default {…}`, `satisfies Config`, and a config named through a local const', () => {
    assert.deepEqual(paths(config("export default { srcDir: 'lib' } satisfies Config;")), ['srcDir']);
    const viaLocal = config("const base = { namespace: 'x', hashFileNames: false } as Config;\nexport { base as config };");
    assert.equal(viaLocal.exportForm, 'export {base as config}');
    assert.deepEqual(paths(viaLocal), ['namespace', 'hashFileNames']);
    assert.deepEqual(paths(config("const c = { taskQueue: 'async' };\nexport const config = c;")), ['taskQueue']);
  });

  test('reports spreads, imported values and process.env reads as not checked, with their lines', () => {
    const shape = config(
      [
        "import { shared } from './shared';",
        "const isProd = process.env.NODE_ENV === 'production';",
        'export const config = {',
        '  ...shared,',
        '  minifyJs: isProd,',
        "  sourceMap: process.env['MAPS'] === '1',",
        '  extras: shared.extras,',
        '  outputTargets: [...shared.targets, { type: "www", ...shared.www }],',
        '};',
      ].join('\n'),
    );
    const reasons = shape.notChecked.map((part) => `${part.line} ${part.where}: ${part.reason}`);
    assert.deepEqual(reasons, [
      "4 (top level): a spread of shared, imported from './shared': the keys it adds are not checked",
      '5 minifyJs: its value is not checked: it reads process.env.NODE_ENV (through isProd)',
      '6 sourceMap: its value is not checked: it reads process.env.[…]',
      "7 extras: its keys are not checked: it is `shared.extras`, with shared imported from './shared'",
      "8 outputTargets[0]: a spread of `shared.targets`, with shared imported from './shared': the output targets it adds are not checked",
      "8 outputTargets[1]: a spread of `shared.www`, with shared imported from './shared': the options it adds are not checked",
    ]);
    // Values never guessed: the keys are there, their values are not.
    assert.equal(shape.keys.find((key) => key.path === 'minifyJs')?.value, undefined);
  });

  test('finds output targets by literal type and framework wrappers by their imported call', () => {
    const shape = config(
      [
        "import { reactOutputTarget } from '@stencil/react-output-target';",
        "import * as ng from '@stencil/angular-output-target';",
        'export const config = {',
        '  outputTargets: [',
        "    { type: 'dist', esmLoaderPath: '../loader' },",
        "    reactOutputTarget({ outDir: 'react' }),",
        "    ng.angularOutputTarget({ componentCorePackage: 'x' }),",
        '  ],',
        '};',
      ].join('\n'),
    );
    assert.deepEqual(
      shape.outputTargets.map((use) => [use.line, use.type ?? use.call?.name, use.call?.from]),
      [
        [5, 'dist', undefined],
        [6, 'reactOutputTarget', '@stencil/react-output-target'],
        [7, 'ng.angularOutputTarget', '@stencil/angular-output-target'],
      ],
    );
    assert.ok(paths(shape).includes('dist.esmLoaderPath'), 'output target options are named `<type>.<option>`');
  });

  test('a file that does not parse gives the message with its line and column', () => {
    const parsed = parseStencilConfig("export const config = {\n  namespace: 'a'\n  srcDir: 'b',\n};\n");
    assert.equal(parsed.ok, false);
    assert.ok(!parsed.ok);
    assert.deepEqual([parsed.problem.line, parsed.problem.column], [3, 3]);
    assert.doesNotMatch(parsed.problem.message, /\(\d+:\d+\)/, 'acorn’s own position suffix is dropped');
  });

  test('JSON files keep their lines, allow tsconfig comments, and refuse code', () => {
    assert.deepEqual(parseJsonLike('{\n  // note\n  "a": [1, -2, "x"],\n}'), {ok: true, value: {a: [1, -2, 'x']}});
    const broken = parseJsonLike('{\n  "a": 1\n  "b": 2\n}');
    assert.ok(!broken.ok);
    assert.equal(broken.problem.line, 3);
    const code = parseJsonLike('{"a": foo()}');
    assert.ok(!code.ok);
    assert.match(code.problem.message, /Only JSON values/);
  });
});

describe('checkProject', () => {
  const apiItems = apiFacts();

  test('the range in package.json picks "from"', () => {
    assert.equal(lowestVersion('^4.20.1'), '4.20.1');
    assert.equal(lowestVersion('~3'), '3.0.0');
    assert.equal(lowestVersion('npm:@stencil/core@2.22.3'), '2.22.3');
    assert.equal(lowestVersion('latest'), undefined);
    const v433 = checkProject({packageJson: '{"devDependencies": {"@stencil/core": "4.33.1"}}'}, {target: 'v4.38', apiItems});
    assert.equal(v433.from, 'v4.33');
    const old4 = checkProject({packageJson: '{"dependencies": {"@stencil/core": "^4.20.0"}}'}, {target: 'v4.38', apiItems});
    assert.equal(old4.from, 'v4.33');
    assert.match(old4.stencil.note, /older than the oldest 4\.x docs version, v4\.33/);
    const none = checkProject({packageJson: '{"dependencies": {}}'}, {target: 'v4.38', apiItems});
    assert.equal(none.from, undefined);
    assert.match(none.stencil.note, /does not list @stencil\/core/);
  });

  test('v2 fixture: keys and output targets the target removes, each with its line and the v2 entry', () => {
    const result = checkProject(fixture('v2'), {target: 'v4.38', apiItems});
    assert.equal(result.from, 'v2');
    const removed = result.findings
      .filter((finding) => finding.kind === 'removed')
      .map((finding) => `${finding.line} ${finding.key} ${finding.href}`);
    assert.deepEqual(removed, [
      '6 enableCacheStats /docs/v2/config',
      '8 extras.cssVarsShim /docs/v2/config-extras',
      '9 extras.safari10 /docs/v2/config-extras',
      '14 dist-custom-elements-bundle /docs/v2/output-targets',
      '14 dist-custom-elements-bundle.dir /docs/v2/output-targets',
    ]);
    assert.equal(result.findings.filter((finding) => finding.kind === 'unknown').length, 0, 'no false typo');
  });

  test('v3 fixture: misspelt keys are found with the nearest key the project’s release knows', () => {
    const result = checkProject(fixture('v3'), {target: 'v4.38', apiItems});
    const unknown = result.findings
      .filter((finding) => finding.kind === 'unknown')
      .map((finding) => `${finding.line}:${finding.column} ${finding.key} → ${finding.suggestion}`);
    assert.deepEqual(unknown, [
      '14:3 hashFileName → hashFileNames',
      '19:5 devServer.reloadStratergy → devServer.reloadStrategy',
      '25:28 docs-readme.footr → docs-readme.footer',
    ]);
    assert.ok(result.notChecked.some((part) => part.reason.includes('process.env.SOURCE_MAPS')));
  });

  test('defaults that change between the project’s release and the target are read from the API facts', () => {
    const result = checkProject(fixture('v3'), {target: 'v4.38', apiItems});
    assert.equal(result.defaultsCompared, true);
    const changed = result.findings.filter((finding) => finding.kind === 'default-changed').map((finding) => finding.key);
    // v3 → v4.33 turns transformAliasedImportPaths on and browserHeadless to 'shell'; the dist-collection
    // option of the same name is left out, as the fixture has no dist-collection output target.
    assert.deepEqual(changed.sort(), ['testing.browserHeadless', 'transformAliasedImportPaths']);
    const fromV2 = checkProject(fixture('v2'), {target: 'v4.38', apiItems});
    assert.ok(
      fromV2.findings.some((finding) => finding.kind === 'default-changed' && finding.key === 'sourceMap'),
      'v2 → v3 turns sourceMap on',
    );
  });

  test('v4.33 fixture: the React and Angular wrappers, with the releases the wrapper peers record says accept the target', () => {
    const wrapperPeers = readStoreRecord<WrapperPeers>('wrapper-peers')!;
    const release = versionByName('v4.38')!.npmVersion;
    const accepting = (name: string) => wrapperPeers.packages[name].accepting[release];
    const result = checkProject(fixture('v4.33'), {target: 'v4.38', apiItems, wrapperPeers});
    assert.deepEqual(
      result.wrappers.map((use) => [use.package, use.declared, use.lines, use.acceptingSince, use.newestAccepting]),
      ['@stencil/react-output-target', '@stencil/angular-output-target'].map((name, index) => [
        name,
        ['^0.8.2', '^0.10.0'][index],
        [[16], [19]][index],
        accepting(name)?.since,
        accepting(name)?.newest,
      ]),
    );
    assert.ok(accepting('@stencil/react-output-target'), 'the record has an accepting React wrapper release for the target');
    assert.deepEqual(result.problems, [], 'the tsconfig with comments and a trailing comma parses');
    const without = checkProject(fixture('v4.33'), {target: 'v4.38', apiItems});
    assert.match(without.wrappers[0].expects, /is recorded against @stencil\/core/, 'without the record, the check says it does not know');
  });

  test('keys a newer release adds are not typos, and keys of the compiler’s Config are known', () => {
    const result = checkProject(
      {
        packageJson: '{"devDependencies": {"@stencil/core": "4.33.1"}}',
        stencilConfig: "export const config = { rootDir: '.', suppressReservedPublicNameWarnings: true };",
      },
      {target: 'v4.38', apiItems},
    );
    assert.deepEqual(
      result.findings.map((finding) => [finding.kind, finding.key]),
      [['newer', 'suppressReservedPublicNameWarnings']],
    );
  });

  test('a given default change is reported for the keys a project leaves unset', () => {
    const result = checkProject(
      {packageJson: '{"devDependencies": {"@stencil/core": "3.4.2"}}', stencilConfig: 'export const config = { sourceMap: true };'},
      {
        target: 'v4.38',
        apiItems,
        defaultChanges: [
          {name: 'sourceMap', version: 'v4.33', from: 'false', to: 'true'},
          {name: 'transformAliasedImportPaths', version: 'v4.33', from: 'false', to: 'true'},
        ],
      },
    );
    const changed = result.findings.filter((finding) => finding.kind === 'default-changed');
    assert.match(changed.find((finding) => finding.key === 'sourceMap')!.message, /your config sets it/);
    assert.match(changed.find((finding) => finding.key === 'transformAliasedImportPaths')!.message, /the new default applies/);
  });

  test('the plan keeps the items whose appliesTo names what the project uses, and counts the rest', () => {
    const item = (id: string, appliesTo?: PlanItemScope): PlanItem => ({
      id,
      title: id,
      release: '4.35',
      href: '/',
      hrefLabel: 'Read',
      ...(appliesTo ? {appliesTo} : {}),
    });
    const plan: UpgradePlan = {
      from: versionByName('v4.33')!,
      to: versionByName('v4.38')!,
      itemCount: 6,
      sections: [
        {
          id: 'releases',
          title: 'Changes',
          groups: [
            {
              title: 'Changes in v4.35',
              items: [
                item('react', {outputTargets: ['@stencil/react-output-target']}),
                item('vue', {outputTargets: ['@stencil/vue-output-target']}),
                item('slot', {configKeys: ['extras.experimentalSlotFixes']}),
                item('global-style', {configKeys: ['extras.addGlobalStyleToComponents']}),
                item('everyone'),
              ],
            },
            {title: 'Changes in v4.36', items: [item('www', {outputTargets: ['www']})]},
          ],
        },
      ],
    };
    const uses = projectUses(checkProject(fixture('v4.33'), {target: 'v4.38', apiItems}));
    const filtered = filterPlan(plan, uses);
    const kept = filtered.plan.sections.flatMap((section) => section.groups.flatMap((group) => group.items.map((entry) => entry.id)));
    assert.deepEqual(kept, ['react', 'slot', 'everyone']);
    assert.deepEqual([filtered.hidden, filtered.total, filtered.plan.itemCount], [3, 6, 3]);
    assert.deepEqual(filtered.plan.sections[0].groups.length, 1, 'a group left empty is dropped');
    // What the check could not read hides nothing it might concern.
    const open = filterPlan(plan, {...uses, openScopes: new Set(['extras', 'outputTargets'])});
    assert.equal(open.hidden, 0);
  });
});

describe('the real plan filtered to the fixture projects', () => {
  const {data} = plannerSources({withRecords: true});
  const titles = (result: ReturnType<typeof checkProject>) =>
    result.plan!.plan.sections.flatMap((section) => section.groups.flatMap((group) => group.items.map((item) => item.title)));

  test('v2: the dist-custom-elements-bundle item stays, the nodeResolve one (a key it does not set) goes', () => {
    const result = checkProject(fixture('v2'), {target: 'v4.38', apiItems: apiFacts(), planner: data});
    assert.ok(result.plan && result.plan.hidden > 0, `${result.plan?.hidden} hidden`);
    assert.equal(result.plan.plan.itemCount + result.plan.hidden, result.plan.total);
    assert.ok(titles(result).some((title) => title.includes('dist-custom-elements-bundle')));
    assert.ok(!titles(result).some((title) => title.includes('nodeResolve')));
  });

  test('v3: a top-level spread keeps every item about a top-level key', () => {
    const result = checkProject(fixture('v3'), {target: 'v4.38', apiItems: apiFacts(), planner: data});
    assert.ok(
      titles(result).some((title) => title.includes('nodeResolve')),
      'the spread may set nodeResolve',
    );
  });
});

describe('the compiler-only config keys', () => {
  test('match `Config extends StencilConfig` in every pinned release', () => {
    const found = new Set<string>();
    for (const version of ALL_VERSIONS) {
      // Where the release keeps its compiler typings (5.x: dist/declarations, two-space indent, exported at the end).
      const typings = readFileSync(releaseLayout(path.join(ROOT, 'node_modules', version.typingsPackage)).compilerTypings, 'utf8');
      const body = /(?:export )?interface Config extends StencilConfig \{([\s\S]*?)\n\}/.exec(typings)?.[1];
      assert.ok(body, `${version.name}: no Config interface`);
      for (const match of body.matchAll(/^ {2,4}(\w+)\??:/gm)) found.add(match[1]);
    }
    assert.deepEqual([...found].sort(), [...COMPILER_CONFIG_KEYS].sort());
  });

  test('nearest suggests only close names', () => {
    assert.equal(nearest('hashFileName', ['hashFileNames', 'hashedFileNameLength']), 'hashFileNames');
    assert.equal(nearest('banana', ['hashFileNames', 'srcDir']), undefined);
  });
});
