/**
 * "Check my project" (src/compare/projectCheck): the config shapes the parser reads (and what it
 * reports as not checked), the findings against the recorded API facts, the wrapper versions,
 * the plan filtered by `appliesTo`, and the compiler-only keys list kept true against every
 * pinned release's typings.
 */
// cspell:ignore Stratergy footr (the fixture's typos)
import {NEXT_MAJOR_RELEASE} from '../../src/versions/nextMajor';
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {releaseLayout} from '../../generators/api-facts/layout';
import {gzipSync} from 'node:zlib';
import {
  checkProject,
  configHistoryOf,
  filterPlan,
  lowestVersion,
  projectUses,
  type CheckOptions,
  type ProjectFiles,
} from '../../src/compare/projectCheck';
import {ConfigReleases} from '../../src/compare/projectCheck/configHistory';
import {VALUE_TYPES} from '../../src/compare/projectCheck/valueTypes';
import {readHistoryRecord} from '../../src/versions/facts/history';
import {parseJsonLike, parseStencilConfig, type ConfigShape} from '../../src/compare/projectCheck/parse';
import {COMPILER_CONFIG_KEYS, nearest} from '../../src/compare/projectCheck/keys';
import {apiFacts} from '../../src/versions/facts';
import {plannerSources} from '../../scripts/lib/plannerSources';
import {ALL_VERSIONS, NEXT_VERSION, versionByName} from '../../src/versions/versions';
import {E2E_TEST_PACKAGES, JEST_PACKAGES, PUPPETEER_PACKAGES, SPEC_TEST_PACKAGES} from '../../src/compare/projectCheck/nextMajor';
import type {MigrateRulesRecord} from '../../src/compare/planner/migrateRules';
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
      "8 outputTargets: a spread of `shared.targets`, with shared imported from './shared': the output targets it adds are not checked",
      // Numbered among the entries read (the spread before it is not one).
      "8 outputTargets[0]: a spread of `shared.www`, with shared imported from './shared': the options it adds are not checked",
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

describe('what the config reader follows (issue 40)', () => {
  test('a local function that returns an object literal: `export const config = create()`', () => {
    const shape = config(
      [
        "import type { Config } from '@stencil/core';",
        'function create(): Config {',
        "  const targets = [{ type: 'dist-hydrate-script' }];",
        "  return { namespace: 'acme', outputTargets: targets };",
        '}',
        'export const config = create();',
      ].join('\n'),
    );
    assert.deepEqual(paths(shape), ['namespace', 'outputTargets']);
    assert.deepEqual(
      shape.outputTargets.map((use) => [use.type, use.line]),
      [['dist-hydrate-script', 3]],
    );
    assert.deepEqual(shape.notChecked, []);
    // An arrow function with an expression body too.
    assert.deepEqual(paths(config("const make = () => ({ taskQueue: 'async' });\nexport const config = make();")), ['taskQueue']);
  });

  test('`.concat`, `push` and spreads of literal lists add output targets; an `if` adds them as one branch', () => {
    const shape = config(
      [
        'let outputTargets = [{ type: "www" }];',
        'outputTargets = outputTargets.concat([{ type: "dist-hydrate-script", dir: "hydrate" }]);',
        'const more = [{ type: "docs-json", file: "docs.json" }];',
        'outputTargets.push(...more);',
        'if (process.env.DOCS) {',
        '  outputTargets.push({ type: "docs-readme" });',
        '}',
        'export const config = { outputTargets: [...outputTargets, { type: "dist" }] };',
      ].join('\n'),
    );
    assert.deepEqual(
      shape.outputTargets.map((use) => `${use.type}${use.conditional ? ' (one branch)' : ''}@${use.line}`),
      ['www@1', 'dist-hydrate-script@2', 'docs-json@3', 'docs-readme (one branch)@6', 'dist@8'],
    );
    assert.ok(shape.keys.some((key) => key.path === 'dist-hydrate-script.dir'));
    assert.deepEqual(shape.notChecked, []);
  });

  test('a list assigned something else is reported as not read, with the line of the assignment', () => {
    const shape = config(
      [
        "import { extra } from './extra';",
        'let targets = [{ type: "www" }];',
        'targets = extra(targets);',
        'export const config = { outputTargets: targets };',
      ].join('\n'),
    );
    assert.deepEqual(
      shape.notChecked.map((part) => `${part.line} ${part.where} ${part.scope}: ${part.reason}`),
      ['3 outputTargets outputTargets: targets is assigned a value that is not followed: `targets = extra(targets)`'],
    );
  });

  test('both branches of a conditional are reported', () => {
    const shape = config(
      [
        "const prod = process.env.NODE_ENV === 'production';",
        "export const config = prod ? { namespace: 'a', outputTargets: [{ type: 'www' }] } : { namespace: 'b', hashFileNames: false };",
      ].join('\n'),
    );
    assert.deepEqual(
      shape.keys.map((key) => `${key.path}=${key.value ?? ''}${key.conditional ? ' (one branch)' : ''}`),
      ["namespace='a' (one branch)", 'outputTargets= (one branch)', "namespace='b' (one branch)", 'hashFileNames=false (one branch)'],
    );
  });

  test('values the reader can tell: local constants, `!x`, comparisons, conditionals (both values)', () => {
    const shape = config(
      [
        'const headless = true;',
        'export const config = {',
        '  testing: {',
        '    browserHeadless: !false && headless,',
        "    testRegex: '(/__tests__/.*)\\\\.tsx?$',",
        "    browserChannel: process.env.CI ? 'chrome' : 'chrome-beta',",
        '  },',
        '};',
      ].join('\n'),
    );
    const byPath = new Map(shape.keys.map((key) => [key.path, key]));
    assert.equal(byPath.get('testing.browserHeadless')?.value, 'true');
    assert.equal(byPath.get('testing.testRegex')?.valueType, 'string');
    assert.deepEqual(byPath.get('testing.browserChannel')?.alternatives, ["'chrome'", "'chrome-beta'"]);
  });

  test('plugins are listed with the package they come from', () => {
    const shape = config(
      [
        "import { sass } from '@stencil/sass';",
        "import { postcss } from '@stencil-community/postcss';",
        'const local = {};',
        'export const config = { plugins: [sass(), postcss({ plugins: [] }), local] };',
      ].join('\n'),
    );
    assert.deepEqual(
      shape.plugins.map((plugin) => `${plugin.name} ${plugin.from ?? '-'} ${plugin.line}`),
      ['sass @stencil/sass 4', 'postcss @stencil-community/postcss 4', 'local - 4'],
    );
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

  test('v3: the spread of a local object is read as its keys, so it hides the items about keys it does not set', () => {
    const result = checkProject(fixture('v3'), {target: 'v4.38', apiItems: apiFacts(), planner: data});
    assert.ok(result.keys.some((key) => key.path === 'srcDir'));
    assert.ok(!titles(result).some((title) => title.includes('nodeResolve')), titles(result).join(' | '));
  });

  test('a top-level spread that is not read keeps every item about a top-level key', () => {
    const files = {
      ...fixture('v3'),
      stencilConfig: "import { shared } from './shared';\nexport const config = { ...shared, namespace: 'x' };",
    };
    const result = checkProject(files, {target: 'v4.38', apiItems: apiFacts(), planner: data});
    assert.ok(
      titles(result).some((title) => title.includes('nodeResolve')),
      'the spread may set nodeResolve',
    );
  });
});

describe('the compiler-only config keys', () => {
  test('match `Config extends StencilConfig` in every pinned release and the next major', () => {
    const found = new Set<string>();
    const packages = [...ALL_VERSIONS.map((version) => version.typingsPackage), `stencil-core-v${NEXT_MAJOR_RELEASE}`];
    for (const typingsPackage of new Set(packages)) {
      // Where the release keeps its compiler typings (5.x: dist/declarations, two-space indent, exported at the end).
      const typings = readFileSync(releaseLayout(path.join(ROOT, 'node_modules', typingsPackage)).compilerTypings, 'utf8');
      const body = /(?:export )?interface Config extends StencilConfig \{([\s\S]*?)\n\}/.exec(typings)?.[1];
      assert.ok(body, `${typingsPackage}: no Config interface`);
      for (const match of body.matchAll(/^ {2,4}(\w+)\??:/gm)) found.add(match[1]);
    }
    assert.deepEqual([...found].sort(), [...COMPILER_CONFIG_KEYS].sort());
  });

  test('nearest suggests only close names', () => {
    assert.equal(nearest('hashFileName', ['hashFileNames', 'hashedFileNameLength']), 'hashFileNames');
    assert.equal(nearest('banana', ['hashFileNames', 'srcDir']), undefined);
  });
});

describe('checkProject at exact releases (issue 40: the API history of every release)', () => {
  const history = configHistoryOf(readHistoryRecord().data);
  const {data: planner} = plannerSources({withRecords: true});
  const check = (files: ProjectFiles, options: Partial<CheckOptions> = {}) =>
    checkProject(files, {target: 'v4.38', apiItems: apiFacts(), history, ...options});
  const said = (result: ReturnType<typeof checkProject>) =>
    result.findings.map((finding) => `${finding.line ?? '-'} ${finding.kind}: ${finding.message}`);
  const planTitles = (result: ReturnType<typeof checkProject>) =>
    result.plan!.plan.sections.flatMap((section) => section.groups.flatMap((group) => group.items.map((entry) => entry.title)));

  test('a 4.1.0 project: facts at 4.1.0 and every release up to 4.38.0, each with its exact release', () => {
    const result = check(fixture('v4.1.0'));
    assert.deepEqual(result.releases, {own: '4.1.0', checked: '4.38.0', docs: '4.38.0'});
    assert.match(result.stencil.note, /checked at 4\.1\.0 and at every release up to 4\.38\.0/);
    assert.doesNotMatch(result.stencil.note, /not listed/);
    assert.deepEqual(said(result), [
      '8 deprecated: `extras.experimentalImportInjection` is deprecated (marked so in 3.2.0, already in 4.1.0) and still in 4.38.0.',
      '9 deprecated: `extras.scriptDataOpts` is deprecated from 4.18.1.',
      '10 newer: `extras.experimentalScopedSlotChanges` is not in 4.1.0; it arrives in 4.10.0, so 4.38.0 has it.',
      "13 refused: `testing.browserHeadless` is set to `true`, which 4.38.0's validation does not accept (from 4.24.0; it accepts `false`, `'shell'`).",
      "14 type-changed: `testing.testRegex` is set to a string; its type changes from `string` to `string[]` in 4.20.0, so 4.38.0's typings do not accept it.",
    ]);
    assert.deepEqual(
      result.plugins.map((plugin) => `${plugin.name} ${plugin.from}: ${plugin.note}`),
      ["sass @stencil/sass: not checked: the records hold nothing about @stencil/sass's releases or what they accept"],
    );
  });

  test('a 4.20.0 project gets the changes from 4.20.0 on, not from the oldest docs version', () => {
    const result = check(fixture('v4.20.0'));
    assert.equal(result.releases?.own, '4.20.0');
    assert.deepEqual(said(result), [
      "- default-changed: The default of `testing.browserHeadless` changes from true to 'shell' in 4.24.0; your config does not set it, so the new default applies.",
      '10 deprecated: `extras.scriptDataOpts` is deprecated (marked so in 4.18.1, already in 4.20.0) and still in 4.38.0.',
      '15 newer: `docs-readme.overwriteExisting` is not in 4.20.0; it arrives in 4.31.0, so 4.38.0 has it.',
    ]);
  });

  test("a 4.41.0 project is checked against 4.41.0's own keys and told what the v4.38 docs do not cover", () => {
    const result = check(fixture('v4.41.0'));
    assert.deepEqual(result.releases, {own: '4.41.0', checked: '4.41.0', docs: '4.38.0'});
    assert.ok(!result.findings.some((finding) => finding.kind === 'unknown'));
    assert.deepEqual(said(result), [
      '5 not-in-docs: `excludeComponents` arrives in 4.40.0, after 4.38.0 (which v4.38 documents): these docs do not cover it.',
      '7 not-in-docs: `extras.additionalTagTransformers` arrives in 4.39.0, after 4.38.0 (which v4.38 documents): these docs do not cover it.',
      '8 deprecated: `extras.tagNameTransform` is deprecated from 4.39.0, as 4.41.0 marks it.',
      '11 not-in-docs: `devServer.strictPort` arrives in 4.41.0, after 4.38.0 (which v4.38 documents): these docs do not cover it.',
      '13 not-in-docs: `dist-hydrate-script.minify` arrives in 4.40.0, after 4.38.0 (which v4.38 documents): these docs do not cover it.',
    ]);
  });

  test('the note says which release the links document, whether it is newer or older than the project', () => {
    assert.match(
      check(fixture('v4.41.0')).stencil.note,
      /checked against 4\.41\.0's own record\. The links go to v4\.38, which documents 4\.38\.0: keys that arrived after it are listed/,
    );
    // Checked as itself (the docs MCP server without upgradeTo): the oldest 4.x docs are a later release.
    const older = check(fixture('v4.1.0'), {target: 'v4.33', targetRelease: '4.1.0'}).stencil.note;
    assert.match(
      older,
      /The links go to v4\.33, which documents 4\.33\.1, a later release: where its pages and this check differ, the check is 4\.1\.0's\./,
    );
    assert.doesNotMatch(older, /not covered/);
  });

  test("a release read from the project is not called the reader's choice", () => {
    assert.match(check(fixture('v4.1.0'), {from: '4.2.0'}).stencil.note, /Checking from 4\.2\.0, as chosen\./);
    const fromProject = check(fixture('v4.1.0'), {from: '4.2.0', fromSource: 'project'}).stencil.note;
    assert.match(fromProject, /Checking from 4\.2\.0, the project's release\./);
    assert.doesNotMatch(fromProject, /as chosen/);
  });

  test('a release newer than the docs can be the target: 4.20.0 to 4.45.1', () => {
    const result = check(fixture('v4.20.0'), {targetRelease: '4.45.1'});
    assert.equal(result.releases?.checked, '4.45.1');
    assert.ok(
      said(result).includes(
        "- default-changed: The default of `sourceMap` changes from true to 'dev' in 4.40.0; your config does not set it, so the new default applies.",
      ),
      said(result).join('\n'),
    );
  });

  test('a factory-function config: read through the function; a statically true browserHeadless is refused; the hydrate item stays', () => {
    const result = check(fixture('factory'), {planner});
    assert.deepEqual(
      result.outputTargets.map((use) => use.name),
      ['dist', 'dist-hydrate-script', 'reactOutputTarget()'],
    );
    assert.deepEqual(result.notChecked, []);
    assert.deepEqual(said(result), [
      "16 refused: `testing.browserHeadless` is set to `true`, which 4.38.0's validation does not accept (from 4.24.0; it accepts `false`, `'shell'`).",
    ]);
    assert.ok(
      planTitles(result).some((title) => title.includes('serializeProperty()')),
      planTitles(result).join(' | '),
    );
  });

  test('a `.concat` config: the concatenated dist-hydrate-script is read and keeps the hydrate item', () => {
    const result = check(fixture('concat'), {planner});
    assert.deepEqual(
      result.outputTargets.map((use) => `${use.name}@${use.line}`),
      ['www@4', 'dist-hydrate-script@6'],
    );
    assert.deepEqual(result.notChecked, []);
    assert.ok(
      planTitles(result).some((title) => title.includes('serializeProperty()')),
      planTitles(result).join(' | '),
    );
  });

  test('an outputTargets list that is not read keeps every output-target item and never says a key is not set', () => {
    const files = {
      ...fixture('concat'),
      stencilConfig:
        "import { targets } from './targets';\nexport const config = { namespace: 'x', outputTargets: targets(), testing: shared };",
    };
    const result = check({...files, packageJson: fixture('v4.20.0').packageJson}, {planner});
    assert.deepEqual(
      result.notChecked.map((part) => `${part.line} ${part.where}`),
      ['2 outputTargets', '2 testing'],
    );
    assert.ok(planTitles(result).some((title) => title.includes('serializeProperty()')));
    const headless = result.findings.find((finding) => finding.key === 'testing.browserHeadless')!;
    assert.match(headless.message, /part of your config was not read \(testing, line 2\), so whether it sets it is not known/);
    assert.ok(!said(result).some((text) => text.includes('does not set it')), said(result).join('\n'));
  });

  test('no config read: no "your config does not set it", and no line 0', () => {
    const result = check({packageJson: fixture('v4.20.0').packageJson});
    assert.equal(result.configRead, false);
    assert.ok(result.findings.length > 0);
    for (const finding of result.findings) {
      assert.doesNotMatch(finding.message, /does not set it/);
      assert.equal(finding.line, undefined);
    }
    assert.match(result.findings[0].message, /stencil\.config\.ts was not read, so whether it sets it is not known/);
  });

  test('package.json without @stencil/core starts at the chosen default; one that does not parse says so with its line', () => {
    const without = check({packageJson: '{"name": "x", "dependencies": {}}'}, {defaultFrom: 'v4.35'});
    assert.equal(without.from, 'v4.35');
    assert.equal(without.releases?.own, '4.35.3');
    assert.match(
      without.stencil.note,
      /does not list @stencil\/core\. Checking from v4\.35 \(@stencil\/core 4\.35\.3\), the version chosen above\./,
    );
    const broken = check({packageJson: '{\n  "name": "x",\n  "devDependencies": {\n}'}, {defaultFrom: 'v4.35'});
    assert.equal(broken.problems[0]?.file, 'packageJson');
    assert.match(broken.stencil.note, /^package\.json did not parse \(line \d+, column \d+\)/);
    assert.doesNotMatch(broken.stencil.note, /No package\.json given/);
  });

  test("the value types are true against every pinned release's typings", () => {
    const record = new ConfigReleases(history);
    for (const version of ALL_VERSIONS) {
      const typings = readFileSync(releaseLayout(path.join(ROOT, 'node_modules', version.typingsPackage)).compilerTypings, 'utf8');
      for (const [name, runs] of Object.entries(VALUE_TYPES)) {
        const key = name.split('.').at(-1)!;
        const declared = new RegExp(`\\n\\s+${key}\\?: ([^;]+);`).exec(typings)?.[1];
        // A release whose history lacks the key declares no type for it.
        const present = record.present(record.item(name)!, version.npmVersion);
        const run = present ? runs.find((candidate) => record.inSpan(candidate, version.npmVersion)) : undefined;
        assert.equal(declared, run?.value, `${name} in ${version.npmVersion}`);
      }
    }
  });

  test('the config history the page ships is small', () => {
    const size = gzipSync(JSON.stringify(history)).length;
    assert.ok(size < 8 * 1024, `${size} bytes gzip`);
  });
});

describe('a 4.38 project checked against Next, across the next major (issue 41)', () => {
  const {data: planner} = plannerSources({withRecords: true});
  const component = 'src/components/my-card/my-card.tsx';
  const project = (): ProjectFiles => ({
    ...fixture('v4.38-to-next'),
    components: [{path: component, source: readFileSync(path.join(FIXTURES, 'v4.38-to-next', component), 'utf8')}],
  });
  const check = (files: ProjectFiles) => checkProject(files, {target: NEXT_VERSION.name, apiItems: apiFacts(), planner});
  const lines = (result: ReturnType<typeof checkProject>) =>
    (result.migrations ?? []).map(
      (found) => `${found.file}:${found.line} ${found.name}${found.becomes ? ` → ${found.becomes}` : ''} [${found.rule}]`,
    );

  test('each rename with its line and the stencil migrate rule that makes it; the other next-major lines with theirs', () => {
    const result = check(project());
    assert.equal(result.from, 'v4.38');
    assert.deepEqual(lines(result), [
      'stencil.config.ts:6 dist [none]',
      'stencil.config.ts:6 dist → loader-bundle [output-target-renames]',
      'stencil.config.ts:6 esmLoaderPath → loaderPath [output-target-renames]',
      'stencil.config.ts:7 dist-custom-elements [external-runtime]',
      'stencil.config.ts:7 dist-custom-elements → standalone [output-target-renames]',
      'stencil.config.ts:8 dist-hydrate-script [none]',
      'stencil.config.ts:8 dist-hydrate-script → ssr [output-target-renames]',
      'stencil.config.ts:9 www [none]',
      'stencil.config.ts:9 www [service-worker-default]',
      'stencil.config.ts:11 extras → compat [extras-to-compat]',
      'stencil.config.ts:12 extras.enableImportInjection [enable-import-injection-default]',
      `${component}:6 shadow → encapsulation [encapsulation-api]`,
    ]);
    const rename = result.migrations!.find((found) => found.name === 'dist' && found.becomes)!;
    assert.equal(
      rename.message,
      '`dist` becomes `loader-bundle`: the `output-target-renames` rule of `stencil migrate` makes this change, and leaves part of it to you (the plan item says what).',
    );
    assert.equal(rename.item.id, 'change:v5-output-target-renames');
    const shadow = result.migrations!.find((found) => found.name === 'shadow')!;
    assert.deepEqual([shadow.file, shadow.line, shadow.column], [component, 6, 3]);
  });

  test('the new names are what the rules of the pinned @stencil/cli reported, not written here', () => {
    const rules = new Map(readStoreRecord<MigrateRulesRecord>('migrate-rules')!.data.rules.map((rule) => [rule.id, rule]));
    for (const found of check(project()).migrations!) {
      if (found.rule === 'none') continue;
      const reported = rules.get(found.rule)!.run.matches.map((match) => match.message);
      if (found.becomes)
        assert.ok(
          reported.some((message) => message.includes(`'${found.name}'`) && message.includes(found.becomes!)),
          found.name,
        );
    }
  });

  test('a Jest-based package.json is told what to install instead, with the lines of what goes', () => {
    const testing = check(project()).testing!;
    assert.deepEqual(
      testing.packages.map((found) => `${found.line} ${found.name}`),
      ['11 @types/jest', '12 jest', '13 jest-cli'],
    );
    assert.deepEqual(testing.scripts, [{name: 'test', command: 'stencil test --spec', line: 7}]);
    assert.deepEqual(
      testing.install.map((part) => `${part.tests}: ${part.packages.join(' ')}`),
      ['spec: @stencil/vitest vitest'],
    );
    const withPuppeteer = {
      ...project(),
      packageJson: '{\n  "devDependencies": {\n    "@stencil/core": "4.38.0",\n    "puppeteer": "24.0.0"\n  }\n}',
    };
    assert.deepEqual(
      check(withPuppeteer).testing!.install.map((part) => `${part.tests}: ${part.packages.join(' ')}`),
      ['end-to-end: @stencil/playwright @playwright/test'],
    );
  });

  test('an upgrade within 4.x lists no next-major lines', () => {
    const result = checkProject(project(), {target: 'v4.38', from: 'v4.33', apiItems: apiFacts(), planner});
    assert.equal(result.migrations, undefined);
    assert.equal(result.testing, undefined);
  });

  test('the runner packages are 4.38’s, and the replacements the ones the pinned @stencil/cli names', () => {
    const sys = readFileSync(path.join(ROOT, 'node_modules/stencil-core-v4.38.0/sys/node/index.js'), 'utf8');
    const loaded = /lazyRequire=new \w+\(\w+,\{(.*?)\}\)/.exec(sys)![1];
    const names = [...loaded.matchAll(/(?:"([^"]+)"|(\w[\w-]*)):\{/g)].map((match) => match[1] ?? match[2]);
    assert.deepEqual(names.filter((name) => name !== 'workbox-build').sort(), [...JEST_PACKAGES, ...PUPPETEER_PACKAGES].sort());
    const cliPackage = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@stencil/cli/package.json'), 'utf8')) as {version: string};
    assert.equal(cliPackage.version, NEXT_MAJOR_RELEASE);
    const cli = readFileSync(path.join(ROOT, 'node_modules/@stencil/cli/dist/index.mjs'), 'utf8');
    const removed =
      /The "stencil test" command has been removed\. Use \$\{logger\.bold\("([^"]+)"\)\} for unit tests and \$\{logger\.bold\("([^"]+)"\)\} for e2e tests/.exec(
        cli,
      );
    assert.deepEqual(removed?.slice(1), [SPEC_TEST_PACKAGES[0], E2E_TEST_PACKAGES[0]]);
  });
});
