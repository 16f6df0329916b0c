/**
 * The 4.x snapshots as they were before Next moved to Stencil 5 (issue 41): a sha256 per file
 * of each generated version's folder and frozen sidebar. Moving Next to another major rewrites
 * docs/ under fences, and this manifest is what proves that no 4.x page changed by a byte.
 * `npx tsx scripts/freeze-snapshots.ts` rewrites it: only for a deliberate fix of a 4.x page,
 * named in the change's note.
 */
import {createHash} from 'node:crypto';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Snapshot} from './snapshots';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Relative to the project root. */
export const FROZEN_MANIFEST_FILE = 'tests/fixtures/frozen-snapshots.json';
export const FREEZE_COMMAND = 'npx tsx scripts/freeze-snapshots.ts';

/** Per docs version name: the sha256 (hex) of each file, by path relative to the project root. */
export type FrozenManifest = Record<string, Record<string, string>>;

/** Each file's sha256, keys sorted so the manifest's bytes depend on nothing but the files. */
export function snapshotHashes(snapshot: Snapshot): Record<string, string> {
  return Object.fromEntries(
    [...snapshot.keys()].sort().map((file) => [file, createHash('sha256').update(snapshot.get(file)!, 'utf8').digest('hex')]),
  );
}

export function readFrozenManifest(root = projectRoot): FrozenManifest {
  return JSON.parse(readFileSync(path.join(root, FROZEN_MANIFEST_FILE), 'utf8')) as FrozenManifest;
}

export function writeFrozenManifest(manifest: FrozenManifest, root = projectRoot): void {
  writeFileSync(path.join(root, FROZEN_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}
