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
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync, appendFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {RECORD_GENERATORS, recordFile, regenerateCommand} from '../../src/data/records';
import {LATEST_VERSION} from '../../src/versions/versions';
import {describeStale, generatorVersion, projectRoot, stableJson, staleRecords} from '../../generators/records';

test('every record is current', () => {
  const stale = staleRecords();
  assert.equal(stale.length, 0, `Stale generated records:\n${describeStale(stale)}`);
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
  for (const entry of ['generators', 'src/data', 'src/diagnostics/pattern.ts']) {
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
