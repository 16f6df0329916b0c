/**
 * `npm run diagnostics:generate`: extracts the messages of every pinned `@stencil/core` release
 * (src/diagnostics, cached per package version) and writes the diagnostics page of docs/ and of
 * each hand-written version; then run `npm run versions:generate` for the 4.x snapshots.
 * tests/unit/diagnostics.test.ts fails when a committed page differs from what this writes.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {buildCatalog, entriesForVersion} from '../src/diagnostics/catalog';
import {DIAGNOSTICS_SOURCE, diagnosticsFolders, renderDiagnosticsPage} from '../src/diagnostics/render';
import {ALL_VERSIONS} from '../src/versions/versions';
import {projectRoot} from './lib/contentCheck';

const catalog = buildCatalog();
for (const {folder, versions} of diagnosticsFolders()) {
  writeFileSync(path.join(projectRoot, folder, DIAGNOSTICS_SOURCE), renderDiagnosticsPage(catalog, folder, versions));
}
for (const version of ALL_VERSIONS) {
  const entries = entriesForVersion(catalog, version);
  const runtime = entries.filter((entry) => entry.origin === 'runtime').length;
  console.log(
    `${version.label.padEnd(6)} @stencil/core ${version.npmVersion.padEnd(7)} ${entries.length} messages (${entries.length - runtime} compiler, ${runtime} runtime)`,
  );
}
console.log(`${catalog.length} distinct messages; now run npm run versions:generate`);
