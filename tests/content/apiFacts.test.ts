/**
 * The API facts of the real releases (src/versions/facts) and the fence half of the gate
 * (scripts/lib/fenceFacts.ts) over docs/. The spot checks compare the computed first versions
 * with a plain text search of each release's typings and CLI, independent of the compiler-API
 * reader. The inline-code half of the gate is tests/content/apiNames.test.ts.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {apiFacts} from '../../src/versions/facts';
import type {ReleaseItem} from '../../src/versions/facts/compute';
import {readRecord} from '../../src/data/records';
import {VERSIONS_OLDEST_FIRST} from '../../src/versions/facts/table';
import {fenceDisagreements} from '../../scripts/lib/fenceFacts';
import {projectRoot} from '../../scripts/lib/contentCheck';
import {ALL_VERSIONS, type DocsVersion} from '../../src/versions/versions';
import {releaseLayout} from '../../generators/api-facts/layout';
import {MESSAGES_PAGES} from '../../src/diagnostics/pages';

type TypingsFile = 'compiler' | 'runtime' | 'core';

/** A release's typings file, wherever its layout keeps it (`internal/` up to 4.x, `dist/` in 5.x). */
function packageText(version: DocsVersion, file: TypingsFile): string {
  const layout = releaseLayout(path.join(projectRoot, 'node_modules', version.typingsPackage));
  const declarations = path.dirname(layout.compilerTypings);
  const files: Record<TypingsFile, string> = {
    compiler: layout.compilerTypings,
    runtime: path.join(declarations, 'stencil-public-runtime.d.ts'),
    core: layout.runtimeEntry,
  };
  return readFileSync(files[file], 'utf8');
}

/** The first docs version whose release's file matches, by text search alone. */
function firstVersionByText(file: TypingsFile, pattern: RegExp): string | undefined {
  return VERSIONS_OLDEST_FIRST.find((version) => pattern.test(packageText(version, file)))?.name;
}

/** The last docs version whose release's file matches. */
function lastVersionByText(file: TypingsFile, pattern: RegExp): string | undefined {
  return [...VERSIONS_OLDEST_FIRST].reverse().find((version) => pattern.test(packageText(version, file)))?.name;
}

/** Where a removed item ends: the last version whose typings have it; none while the newest still has it. */
function untilByText(file: TypingsFile, pattern: RegExp): string | undefined {
  const last = lastVersionByText(file, pattern);
  return last === VERSIONS_OLDEST_FIRST.at(-1)!.name ? undefined : last;
}

const COMPILER: TypingsFile = 'compiler';
const RUNTIME: TypingsFile = 'runtime';
const CORE: TypingsFile = 'core';

describe('the facts of the pinned releases', () => {
  const facts = apiFacts();
  const fact = (name: string) => {
    const found = facts.find((item) => item.name === name);
    assert.ok(found, `${name} is computed`);
    return found;
  };
  const spotChecks: [string, TypingsFile, RegExp][] = [
    ['extras.addGlobalStyleToComponents', COMPILER, /\baddGlobalStyleToComponents\?:/],
    ['watchExternalDirs', COMPILER, /\bwatchExternalDirs\?:/],
    ['suppressReservedPublicNameWarnings', COMPILER, /\bsuppressReservedPublicNameWarnings\?:/],
    ['@AttachInternals', CORE, /\bAttachInternals\b/],
    ['@Component.formAssociated', RUNTIME, /\bformAssociated\?:/],
    ['Mixin', CORE, /\bMixin\b/],
    ['@PropSerialize', CORE, /\bPropSerialize\b/],
    ['testing.browserChannel', COMPILER, /\bbrowserChannel\?:/],
  ];
  for (const [name, file, pattern] of spotChecks) {
    test(`${name}: since the first release whose ${file} typings have it`, () => {
      const expected = firstVersionByText(file, pattern);
      assert.ok(expected, `some release has ${name}`);
      assert.equal(fact(name).since, expected);
    });
  }
  test('a removed item ends where the packages stop having it', () => {
    assert.equal(fact('dist-custom-elements-bundle').until, untilByText(COMPILER, /'dist-custom-elements-bundle'/));
    assert.equal(fact('enableCacheStats').until, untilByText(COMPILER, /\benableCacheStats\?:/));
    // With Next on 5.x (no `extras`), the 4.x options end with the 4.x line.
    assert.equal(fact('extras.addGlobalStyleToComponents').until, untilByText(COMPILER, /\baddGlobalStyleToComponents\?:/));
  });
  test('deprecation comes from the @deprecated tag', () => {
    const deprecated = fact('extras.experimentalImportInjection').deprecatedSince!;
    const release = VERSIONS_OLDEST_FIRST.find((version) => version.name === deprecated)!;
    assert.match(packageText(release, COMPILER), /@deprecated[^/]*\/\s*experimentalImportInjection\?:/);
    assert.equal(fact('extras.enableImportInjection').deprecatedSince, undefined);
  });
  test('CLI flags are read from the flag lists', () => {
    assert.equal(fact('--prerender').since, VERSIONS_OLDEST_FIRST[0].name);
    assert.equal(fact('--docs-json').kind, 'string flag');
  });
  test('every version has items in every area', () => {
    for (const version of ALL_VERSIONS) {
      const areas = new Set(facts.filter((item) => item.versions.includes(version.name)).map((item) => item.area));
      // 5.x declares neither `ConfigExtras` nor `TestingConfig`: a release reads only the areas its typings declare.
      const compiler = packageText(version, COMPILER);
      const optional = {extras: /\b(?:interface|type) ConfigExtras\b/, testing: /\b(?:interface|type) TestingConfig\b/};
      const expected = [
        'cli',
        'config',
        'decorators',
        'devServer',
        'extras',
        'hydrate',
        'outputTargets',
        'runtime',
        'testing',
        'testingApi',
      ].filter((area) => !(area in optional) || optional[area as keyof typeof optional].test(compiler));
      assert.deepEqual([...areas].sort(), expected, version.name);
    }
  });
  test("each version's facts are its release's record (src/data/generated/api-facts)", () => {
    for (const version of ALL_VERSIONS) {
      const record = readRecord<ReleaseItem[]>('api-facts', version.npmVersion);
      assert.equal(record.package.version, version.npmVersion);
      const inVersion = new Set(facts.filter((item) => item.versions.includes(version.name)).map((item) => `${item.area} ${item.name}`));
      assert.deepEqual(new Set(record.data.map((item) => `${item.area} ${item.name}`)), inVersion, version.name);
    }
  });
});

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

describe('docs/ fences agree with the facts', () => {
  test('every <Since>/<Until> fence naming an API item opens at the release it arrived in', () => {
    const facts = apiFacts();
    // The messages pages are generated, their fences computed from each release's messages
    // record (one per major line, and per release range of a message), not written around API
    // items: a package.json field such as `types` in a 4.x message is no API item of Stencil 5.
    const generated = new Set(MESSAGES_PAGES.map((page) => path.join(projectRoot, 'docs', page.source)));
    const problems = markdownFiles(path.join(projectRoot, 'docs'))
      .filter((file) => !generated.has(file))
      .flatMap((file) => fenceDisagreements(readFileSync(file, 'utf8'), facts, path.relative(projectRoot, file)));
    assert.deepEqual(problems, []);
  });
});
