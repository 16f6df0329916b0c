/**
 * The generators' recorded outputs (generators/README.md) are current: each docs version's
 * release has a record from each generator, read from the release its alias installs, by the
 * generator's present version, and no record is left over. A failure names each stale file and
 * the command that rewrites it. Reads package.json files and record headers: no release is parsed.
 *
 * The check itself is tried on a copy of the records and generators in a temporary folder, made
 * stale in each of the ways it must catch.
 */
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {RECORD_GENERATORS, STORE_RECORDS, readStoreRecord, recordFile, regenerateCommand} from '../../src/data/records';
import {LATEST_VERSION} from '../../src/versions/versions';
import {NEXT_MAJOR_RELEASE} from '../../src/versions/nextMajor';
import {describeStale, generatorVersion, projectRoot, stableJson, staleRecords} from '../../generators/records';

test('every record is current', () => {
  const stale = staleRecords();
  assert.equal(stale.length, 0, `Stale generated records:\n${describeStale(stale)}`);
});

/** Code outside the tests: the site, the scripts, the generators, the MCP package. */
const CODE_ROOTS = [
  'src',
  'scripts',
  'generators',
  'packages/docs-mcp/src',
  'packages/docs-mcp/scripts',
  'docusaurus.config.ts',
  'sidebars.ts',
];
/** A string that is a path into the store (an import specifier, a file to open); prose naming the folder has spaces. */
const STORE_PATH = /^[^\s]*\bdata\/generated(\/[^\s]*)?$/;

function storePaths(file: string, text: string): string[] {
  const found: string[] = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
        ? node.text
        : undefined;
    if (literal !== undefined && STORE_PATH.test(literal)) {
      found.push(
        `${path.relative(projectRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(literal)}`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function codeFiles(entry: string): string[] {
  const full = path.join(projectRoot, entry);
  if (!statSync(full).isDirectory()) return /\.(?:[cm]?[jt]sx?)$/.test(entry) ? [full] : [];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' ? [] : codeFiles(path.join(entry, name))));
}

test('records are read only through src/data/records.ts: no other code names a path into the store', () => {
  const outside = CODE_ROOTS.flatMap(codeFiles)
    .filter((file) => path.relative(projectRoot, file) !== 'src/data/records.ts')
    .flatMap((file) => storePaths(file, readFileSync(file, 'utf8')));
  assert.deepEqual(outside, [], 'read records with readRecord / readStoreRecord (src/data/records.ts)');
  // The scan sees the forms a reader would write.
  assert.equal(storePaths('x.ts', "import peers from '../data/generated/wrapper-peers.json';").length, 1);
  assert.equal(storePaths('x.ts', 'const file = `src/data/generated/${name}.json`;').length, 1);
  assert.equal(storePaths('x.ts', "const note = 'from src/data/generated/diagnostics/ (the messages)';").length, 0);
});

test('every store record is in the store folder and names the command that writes it', () => {
  for (const [name, {file, writtenBy}] of Object.entries(STORE_RECORDS)) {
    assert.ok(file.startsWith('src/data/generated/'), file);
    assert.equal(writtenBy, `npm run generate -- --only ${name}`);
    const record = readStoreRecord<{by?: string; generated?: {by: string}}>(name as keyof typeof STORE_RECORDS);
    assert.ok(record, `${file} is missing: run ${writtenBy}`);
    assert.equal(record.by ?? record.generated?.by, writtenBy, `${file} names the command that writes it`);
  }
});

test('records are written as stable JSON', () => {
  for (const generator of RECORD_GENERATORS) {
    const text = readFileSync(path.join(projectRoot, recordFile(generator, LATEST_VERSION.npmVersion)), 'utf8');
    assert.equal(text, stableJson(JSON.parse(text)), `${generator}: keys sorted, two-space indent, trailing newline`);
    const record = JSON.parse(text) as {generated: {by: string; from: string}};
    assert.equal(record.generated.by, regenerateCommand(generator));
    assert.match(record.generated.from, new RegExp(`node_modules/${LATEST_VERSION.typingsPackage}`));
  }
  assert.equal(stableJson({b: [2, 1], a: {d: 1, c: undefined}}), '{\n  "a": {\n    "d": 1\n  },\n  "b": [\n    2,\n    1\n  ]\n}\n');
});

describe('the check catches a stale record', () => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'stencil-docs-records-'));
  for (const entry of ['generators', 'src/data', 'src/diagnostics/pattern.ts', 'src/versions/facts/history.ts']) {
    cpSync(path.join(projectRoot, entry), path.join(copy, entry), {recursive: true});
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'));
  after(() => rmSync(copy, {recursive: true, force: true}));
  const file = recordFile('diagnostics', LATEST_VERSION.npmVersion);
  const original = readFileSync(path.join(copy, file), 'utf8');
  const restore = () => writeFileSync(path.join(copy, file), original);
  const only = () => staleRecords(copy).filter((record) => record.file === file);

  test('the copy starts current', () => {
    assert.deepEqual(staleRecords(copy), []);
  });

  test('read from another release than the one installed', () => {
    const record = JSON.parse(original) as {package: {version: string}};
    record.package.version = '4.0.0';
    writeFileSync(path.join(copy, file), stableJson(record));
    const [stale] = only();
    restore();
    assert.match(stale.reason, new RegExp(`read from 4\\.0\\.0, the docs document ${LATEST_VERSION.npmVersion.replace(/\./g, '\\.')}`));
    assert.equal(stale.command, 'npm run generate -- --only diagnostics');
    assert.match(describeStale([stale]), /Regenerate with: npm run generate -- --only diagnostics$/);
  });

  test('written by an older version of its generator', () => {
    const before = generatorVersion('diagnostics', copy);
    appendFileSync(path.join(copy, 'generators/diagnostics/extract.ts'), '\n// a change to the extractor\n');
    const after = generatorVersion('diagnostics', copy);
    const stale = staleRecords(copy);
    writeFileSync(
      path.join(copy, 'generators/diagnostics/extract.ts'),
      readFileSync(path.join(projectRoot, 'generators/diagnostics/extract.ts')),
    );
    assert.notEqual(before, after);
    assert.ok(
      stale.length > 0 && stale.every((record) => record.file.startsWith('src/data/generated/diagnostics/')),
      JSON.stringify(stale),
    );
    assert.match(stale[0].reason, new RegExp(`generators/diagnostics is now ${after}`));
  });

  test('a dependency of the generator changed (src/diagnostics/pattern.ts)', () => {
    appendFileSync(path.join(copy, 'src/diagnostics/pattern.ts'), '\n// a change to the patterns\n');
    const stale = staleRecords(copy);
    writeFileSync(path.join(copy, 'src/diagnostics/pattern.ts'), readFileSync(path.join(projectRoot, 'src/diagnostics/pattern.ts')));
    assert.ok(stale.some((record) => record.file === file));
    assert.ok(stale.every((record) => record.command === 'npm run generate -- --only diagnostics'));
  });

  test('the wrapper peers record lacks a documented release, or keeps one no version documents', () => {
    const peersFile = path.join(copy, STORE_RECORDS['wrapper-peers'].file);
    const text = readFileSync(peersFile, 'utf8');
    const record = JSON.parse(text) as {packages: Record<string, {accepting: Record<string, unknown>}>};
    const react = record.packages['@stencil/react-output-target'].accepting;
    delete react[LATEST_VERSION.npmVersion];
    react['1.0.0'] = null;
    writeFileSync(peersFile, JSON.stringify(record));
    const stale = staleRecords(copy);
    writeFileSync(peersFile, text);
    assert.deepEqual(
      stale.map((record) => [record.file, record.reason, record.command]),
      [
        [
          STORE_RECORDS['wrapper-peers'].file,
          `@stencil/react-output-target: no entry for @stencil/core ${LATEST_VERSION.npmVersion}`,
          'npm run generate -- --only wrapper-peers',
        ],
        [
          STORE_RECORDS['wrapper-peers'].file,
          '@stencil/react-output-target: @stencil/core 1.0.0 is documented by no docs version',
          'npm run generate -- --only wrapper-peers',
        ],
      ],
    );
  });

  test('the triggers record lacks a fixture run, or keeps a fixture that is gone', () => {
    const triggersFile = path.join(copy, STORE_RECORDS['diagnostic-triggers'].file);
    const text = readFileSync(triggersFile, 'utf8');
    const record = JSON.parse(text) as {fixtures: Record<string, string>; releases: Record<string, Record<string, unknown>>};
    delete record.releases[LATEST_VERSION.npmVersion]['base-project'];
    record.fixtures['a-fixture-that-is-gone'] = '0';
    writeFileSync(triggersFile, JSON.stringify(record));
    const stale = staleRecords(copy);
    writeFileSync(triggersFile, text);
    assert.deepEqual(
      stale.map((record) => [record.file, record.reason, record.command]),
      [
        [
          STORE_RECORDS['diagnostic-triggers'].file,
          `not run on ${LATEST_VERSION.npmVersion} (or changed since): base-project`,
          'npm run generate -- --only diagnostic-triggers',
        ],
        [
          STORE_RECORDS['diagnostic-triggers'].file,
          'holds fixtures that are gone: a-fixture-that-is-gone',
          'npm run generate -- --only diagnostic-triggers',
        ],
      ],
    );
  });

  test('the migrate-rules record was read from another @stencil/cli, or by another version of its reader', () => {
    const migrateFile = path.join(copy, STORE_RECORDS['migrate-rules'].file);
    const text = readFileSync(migrateFile, 'utf8');
    const record = JSON.parse(text) as {package: {version: string}};
    record.package.version = '5.0.0-beta.1';
    writeFileSync(migrateFile, stableJson(record));
    const olderCli = staleRecords(copy);
    writeFileSync(migrateFile, text);
    const fixtures = path.join(copy, 'generators/migrate-rules/fixtures.ts');
    appendFileSync(fixtures, '\n// a changed fixture\n');
    const changedReader = staleRecords(copy);
    writeFileSync(fixtures, readFileSync(path.join(projectRoot, 'generators/migrate-rules/fixtures.ts')));
    assert.deepEqual(
      olderCli.map((stale) => [stale.file, stale.command]),
      [[STORE_RECORDS['migrate-rules'].file, 'npm run generate -- --only migrate-rules']],
    );
    assert.match(
      olderCli[0].reason,
      new RegExp(`read from @stencil/cli 5\\.0\\.0-beta\\.1, the next major's pin is ${NEXT_MAJOR_RELEASE.replace(/\./g, '\\.')}`),
    );
    assert.deepEqual(
      changedReader.map((stale) => stale.file),
      [STORE_RECORDS['migrate-rules'].file],
    );
    assert.match(changedReader[0].reason, /generators\/migrate-rules is now/);
  });

  test('missing, or left over', () => {
    unlinkSync(path.join(copy, file));
    writeFileSync(path.join(copy, 'src/data/generated/api-facts/stencil-core@1.0.0.json'), '{}\n');
    const stale = staleRecords(copy);
    restore();
    unlinkSync(path.join(copy, 'src/data/generated/api-facts/stencil-core@1.0.0.json'));
    assert.deepEqual(
      stale.map((record) => [record.file, record.command]),
      [
        ['src/data/generated/api-facts/stencil-core@1.0.0.json', 'npm run generate -- --only api-facts'],
        [file, 'npm run generate -- --only diagnostics'],
      ],
    );
    assert.match(stale.find((record) => record.file === file)!.reason, /^missing/);
  });
});
