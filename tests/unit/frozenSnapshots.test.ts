/**
 * Issue 41: Next moves to Stencil 5 while the 4.x snapshots stay byte for byte what they were.
 * tests/fixtures/frozen-snapshots.json holds each file's sha256 as recorded before the move; both
 * what `npm run versions:generate` computes from docs/ today and what is committed must match it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {computeSnapshot, readCommittedSnapshot} from '../../generators/snapshots/snapshots';
import {FREEZE_COMMAND, readFrozenManifest, snapshotHashes} from '../../generators/snapshots/frozen';
import {versionByName} from '../../src/versions/versions';

const frozen = readFrozenManifest();
const hint = `a 4.x page changed: fence the change in docs/ so that only Next sees it; a deliberate 4.x fix reruns \`${FREEZE_COMMAND}\` and is named in the note`;

/** The files whose hash differs, is missing or is new, by path. */
function changedFiles(expected: Record<string, string>, actual: Record<string, string>): string[] {
  const files = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...files].filter((file) => expected[file] !== actual[file]).sort();
}

for (const [name, hashes] of Object.entries(frozen)) {
  test(`${name}: docs/ still generates the frozen snapshot, byte for byte`, () => {
    const version = versionByName(name);
    assert.ok(version?.generatedFromNext, `${name} is no longer generated from docs/ (src/versions/versions.ts, generatedFromNext)`);
    assert.deepEqual(changedFiles(hashes, snapshotHashes(computeSnapshot(version))), [], `${name}: ${hint}`);
  });

  test(`${name}: the committed snapshot is the frozen one, byte for byte`, () => {
    const version = versionByName(name)!;
    assert.deepEqual(changedFiles(hashes, snapshotHashes(readCommittedSnapshot(version))), [], `${name}: ${hint}`);
  });
}
