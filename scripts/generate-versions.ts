/**
 * `npm run versions:generate`: rewrites versioned_docs/ and versioned_sidebars/ of every release
 * of Next's major line from docs/ (see src/versions/snapshots.ts). Run it after editing
 * docs/; the snapshot folders are never edited by hand.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {computeSnapshot} from '../src/versions/snapshots';
import {projectRoot} from './lib/contentCheck';
import {GENERATED_VERSIONS} from '../src/versions/versions';

for (const version of GENERATED_VERSIONS) {
  const snapshot = computeSnapshot(version);
  rmSync(path.join(projectRoot, version.docsFolder), {recursive: true, force: true});
  for (const [file, content] of snapshot) {
    mkdirSync(path.dirname(path.join(projectRoot, file)), {recursive: true});
    writeFileSync(path.join(projectRoot, file), content);
  }
  console.log(`${version.label}: ${snapshot.size} files from docs/`);
}
