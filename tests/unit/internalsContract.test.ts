/**
 * The internals ledger (src/plugins/client/internals.ts) against node_modules: every file an
 * entry names is there, exports what we import, holds the text our code or a regex of ours
 * relies on and not the text we rely on being absent; and UPGRADING.md's table is the ledger's,
 * row for row and word for word (`npm run upgrading:table` writes it). Nothing is built or run: a Docusaurus upgrade that moves an internal
 * fails here in seconds.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {INTERNALS} from '../../src/plugins/client/internals';
import {checkInternal, checkOne, exportedNames, upgradingIds} from '../support/internals';
import {tableIn, upgradingRows, withLedgerTable} from '../../scripts/lib/upgradingTable';

const root = path.resolve(import.meta.dirname, '../..');

for (const internal of INTERNALS) {
  test(`internal ${internal.id}`, () => {
    const problems = checkInternal(internal, root);
    assert.deepEqual(problems, [], `${internal.id} (${internal.assumes}):\n${problems.join('\n')}`);
  });
}

test('UPGRADING.md lists exactly the ledger, once each', () => {
  const ids = upgradingIds(readFileSync(path.join(root, 'UPGRADING.md'), 'utf8'));
  assert.deepEqual([...ids].sort(), INTERNALS.map((internal) => internal.id).sort());
  assert.equal(new Set(ids).size, ids.length, 'an id listed twice');
});

test("UPGRADING.md's table is the ledger's, every cell (`npm run upgrading:table` writes it)", () => {
  const {rows} = tableIn(readFileSync(path.join(root, 'UPGRADING.md'), 'utf8'));
  const expected = upgradingRows(INTERNALS);
  const differing = expected.filter((row, i) => rows[i] !== row);
  assert.deepEqual(differing, [], 'rows of the ledger that UPGRADING.md shows otherwise (run `npm run upgrading:table`)');
  assert.equal(rows.length, expected.length, 'UPGRADING.md has rows the ledger lacks');
});

test('the table writer replaces the table only, and a changed cell is a difference', () => {
  const [internal] = INTERNALS;
  const markdown = `# T\n\n## The internals\n\n| id | old |\n|---|---|\n| \`x\` | y |\n\n## After\n`;
  const written = withLedgerTable(markdown, [internal]);
  assert.ok(written.startsWith('# T\n\n## The internals\n\n| id |') && written.endsWith('|\n\n## After\n'));
  assert.deepEqual(tableIn(written).rows, upgradingRows([internal]));
  const edited = withLedgerTable(markdown, [{...internal, guard: `${internal.guard} (changed)`}]);
  assert.notDeepEqual(tableIn(edited).rows, upgradingRows([internal]));
  assert.match(
    upgradingRows([{...internal, usedBy: ['docusaurus.config.ts', 'the console-error net']}]).at(-1)!,
    /\| `docusaurus\.config\.ts`, the console-error net \|/,
  );
});

test('every file an entry says uses an internal exists', () => {
  for (const internal of INTERNALS) {
    for (const user of internal.usedBy) {
      const file = /^[\w./-]+/.exec(user)![0];
      if (!file.includes('/')) continue; // a description ("the console-error net of the browser tests")
      assert.ok(existsSync(path.join(root, file)), `${internal.id}: ${file}`);
    }
  }
});

test('the checker reports a renamed export, a moved file and changed text', () => {
  // A project whose installed "fake-core" changed the way an upgrade would.
  const project = mkdtempSync(path.join(tmpdir(), 'internals-'));
  writeFileSync(path.join(project, 'package.json'), '{}');
  const pkg = path.join(project, 'node_modules/fake-core');
  mkdirSync(path.join(pkg, 'lib'), {recursive: true});
  writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({name: 'fake-core', exports: {'.': './lib/index.js'}}));
  writeFileSync(path.join(pkg, 'lib/index.js'), 'export function useRenamedContext() {}\nif (window.docusaurusRoot) render();\n');
  const check = (extra: object) => checkOne({pkg: 'fake-core', file: 'lib/index.js', ...extra}, project);
  assert.deepEqual(check({exports: ['useRenamedContext'], contains: ['window.docusaurusRoot']}), []);
  assert.match(check({exports: ['useCodeBlockContext']}).join(), /does not export useCodeBlockContext/);
  assert.match(check({contains: ["getElementById('__docusaurus')"]}).join(), /no longer has/);
  assert.match(check({absent: ['docusaurusRoot']}).join(), /now has/);
  assert.match(checkOne({pkg: 'fake-core', file: 'lib/client/moved.js'}, project).join(), /missing/);
  assert.match(checkOne({pkg: 'not-installed', file: 'index.js'}, project).join(), /not installed/);
});

test('exports are read from ES and CommonJS sources alike', () => {
  const esm = 'export {a, b as c} from "./x"; export function d() {} export const e = 1; export default function () {}';
  assert.deepEqual([...exportedNames(esm, 'x.js')].sort(), ['a', 'c', 'd', 'default', 'e']);
  const cjs =
    'Object.defineProperty(exports, "__esModule", {value: true}); exports.f = f; Object.defineProperty(exports, "g", {get: () => g}); exports.default = h;';
  assert.deepEqual([...exportedNames(cjs, 'x.js')].sort(), ['default', 'f', 'g']);
});
