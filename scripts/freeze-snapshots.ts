/**
 * `npx tsx scripts/freeze-snapshots.ts`: records the committed 4.x snapshots' sha256 per file in
 * tests/fixtures/frozen-snapshots.json (generators/snapshots/frozen.ts), which
 * tests/unit/frozenSnapshots.test.ts holds the snapshots to. Run it only for a deliberate fix of
 * a 4.x page, and name the fix in the change's note.
 */
import {readCommittedSnapshot} from '../generators/snapshots/snapshots';
import {FROZEN_MANIFEST_FILE, snapshotHashes, writeFrozenManifest} from '../generators/snapshots/frozen';
import {GENERATED_VERSIONS} from '../src/versions/versions';

writeFrozenManifest(
  Object.fromEntries(GENERATED_VERSIONS.map((version) => [version.name, snapshotHashes(readCommittedSnapshot(version))])),
);
console.log(`wrote ${FROZEN_MANIFEST_FILE}: ${GENERATED_VERSIONS.map((version) => version.name).join(', ')}`);
