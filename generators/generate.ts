/**
 * `npm run generate [-- --only <names>] [--force] [--check]`: runs the generators in order
 * (generators/README.md), each writing what the site then reads as committed files:
 *
 * 1. `api-facts`: each pinned release's public API → src/data/generated/api-facts/;
 * 2. `api-history`: every published release's public API (npm pack, cached outside the repo)
 *    → src/data/generated/api-history.json, as intervals (generators/api-history);
 * 3. `diagnostics`: each pinned release's messages → src/data/generated/diagnostics/, then the
 *    diagnostics pages of docs/ and of the hand-written versions, from those records;
 * 4. `snapshots`: docs/ → the 4.x snapshots (versioned_docs/version-v4.*, their sidebars).
 *
 * `--only diagnostics` also runs `snapshots`, which copies its page into the 4.x line.
 * A record whose release and generator version still match is kept without reading the package
 * (so `version:cut` parses only the new release); `--force` rereads every release.
 * `--check` writes nothing: it regenerates everything in memory, parsing every release, and
 * exits 1 listing each file that differs (slow; not part of `npm test`).
 */
import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {GENERATED_DATA_DIR, documentedReleases, readRecord, recordFile, type RecordGenerator} from '../src/data/records';
import {RELEASES, buildCatalog, type ExtractedDiagnostic, type Release} from '../src/diagnostics/catalog';
import {diagnosticsFolders, renderMessagesPages} from '../src/diagnostics/render';
import {ALL_VERSIONS, GENERATED_VERSIONS} from '../src/versions/versions';
import {readRelease} from './api-facts/readRelease';
import {buildHistory, historyVersion, makeHistoryRecord, readEveryRelease} from './api-history/history';
import {HISTORY_RECORD} from '../src/versions/facts/history';
import {extractPackage} from './diagnostics/extract';
import {installedVersion, makeRecord, projectRoot, stableJson, staleRecords} from './records';
import {computeSnapshot, readCommittedSnapshot} from './snapshots/snapshots';

const STEPS = ['api-facts', 'api-history', 'diagnostics', 'snapshots'] as const;
type Step = (typeof STEPS)[number];
/** What a step's output feeds: running it runs these after it. */
const DOWNSTREAM: Partial<Record<Step, Step[]>> = {diagnostics: ['snapshots']};

const READERS: Record<RecordGenerator, (packageDir: string) => unknown> = {
  'api-facts': readRelease,
  diagnostics: extractPackage,
};

const {values} = parseArgs({
  options: {only: {type: 'string', multiple: true}, force: {type: 'boolean'}, check: {type: 'boolean'}},
});
const check = values.check ?? false;
const requested = (values.only ?? []).flatMap((list) => list.split(',')).map((name) => name.trim());
for (const name of requested) {
  if (!(STEPS as readonly string[]).includes(name)) {
    console.error(`generate: no generator "${name}"; the generators are ${STEPS.join(', ')}`);
    process.exit(2);
  }
}
const selected = new Set<Step>();
for (const name of requested.length ? (requested as Step[]) : STEPS) {
  selected.add(name);
  for (const next of DOWNSTREAM[name] ?? []) selected.add(next);
}

/** Files whose committed text differs from what the generators write (--check). */
const differences: string[] = [];

function output(file: string, text: string): void {
  const full = path.join(projectRoot, file);
  if (check) {
    if (!existsSync(full) || readFileSync(full, 'utf8') !== text) differences.push(file);
    return;
  }
  mkdirSync(path.dirname(full), {recursive: true});
  writeFileSync(full, text);
}

/** Each release's data for one generator: read from the package when its record is stale, missing or --check asks. */
function runRecords(generator: RecordGenerator): Map<string, unknown> {
  const releases = documentedReleases(ALL_VERSIONS);
  const stale = new Set(staleRecords().map((record) => record.file));
  const data = new Map<string, unknown>();
  for (const release of releases) {
    const file = recordFile(generator, release.npmVersion);
    if (!check && !values.force && !stale.has(file)) {
      data.set(release.npmVersion, readRecord(generator, release.npmVersion).data);
      console.log(`${generator}: ${file} is current, kept`);
      continue;
    }
    const installed = installedVersion(release.typingsPackage);
    if (installed !== release.npmVersion) {
      throw new Error(
        `node_modules/${release.typingsPackage} holds ${installed ?? 'nothing'}, not @stencil/core ${release.npmVersion}: run npm install first`,
      );
    }
    const started = performance.now();
    const read = READERS[generator](path.join(projectRoot, 'node_modules', release.typingsPackage));
    const record = makeRecord(generator, release, read);
    output(file, stableJson(record));
    // Round-trip, so the pages below are written from exactly what a later build reads.
    data.set(release.npmVersion, (JSON.parse(stableJson(record)) as typeof record).data);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${generator}: read ${release.typingsPackage} in ${seconds} s ${check ? 'and compared it with' : '→'} ${file}`);
  }
  // A record no docs version reads any more (a version dropped or re-pinned) goes.
  const folder = path.join(projectRoot, GENERATED_DATA_DIR, generator);
  const wanted = new Set(releases.map((release) => path.posix.basename(recordFile(generator, release.npmVersion))));
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    if (wanted.has(name)) continue;
    if (check) differences.push(`${GENERATED_DATA_DIR}/${generator}/${name} (no docs version reads it)`);
    else {
      rmSync(path.join(folder, name));
      console.log(`${generator}: removed ${GENERATED_DATA_DIR}/${generator}/${name}, which no docs version reads`);
    }
  }
  return data;
}

function writeDiagnosticsPages(recorded: Map<string, unknown>): void {
  const catalog = buildCatalog(RELEASES, (release: Release) => recorded.get(release.npmVersion) as ExtractedDiagnostic[]);
  for (const {folder, versions} of diagnosticsFolders()) {
    for (const page of renderMessagesPages(catalog, folder, versions)) output(`${folder}/${page.source}`, page.markdown);
  }
  console.log(`diagnostics: ${catalog.length} distinct messages → the messages pages of ${diagnosticsFolders().length} docs folders`);
}

/** Every release's API as intervals; releases already read with the current reader come from the cache. */
function writeHistory(): void {
  const started = performance.now();
  const {readings, unread} = readEveryRelease({force: values.force});
  const record = makeHistoryRecord(buildHistory(readings, unread), historyVersion());
  const text = stableJson(record);
  output(HISTORY_RECORD, text);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`api-history: ${record.data.items.length} items, ${(text.length / 1024).toFixed(0)} KiB → ${HISTORY_RECORD} in ${seconds} s`);
}

function writeSnapshots(): void {
  for (const version of GENERATED_VERSIONS) {
    const snapshot = computeSnapshot(version);
    if (check) {
      const committed = readCommittedSnapshot(version);
      for (const file of new Set([...snapshot.keys(), ...committed.keys()])) {
        if (snapshot.get(file) !== committed.get(file)) differences.push(file);
      }
      continue;
    }
    rmSync(path.join(projectRoot, version.docsFolder), {recursive: true, force: true});
    for (const [file, content] of snapshot) output(file, content);
    console.log(`snapshots: ${version.label}: ${snapshot.size} files from docs/`);
  }
}

if (selected.has('api-facts')) runRecords('api-facts');
if (selected.has('api-history')) writeHistory();
if (selected.has('diagnostics')) writeDiagnosticsPages(runRecords('diagnostics'));
if (selected.has('snapshots')) writeSnapshots();

if (check) {
  if (differences.length) {
    console.error(
      `generate --check: ${differences.length} files differ from what the generators write:\n  ${differences.join('\n  ')}\n` +
        // --force: a record edited by hand still has a current header, which plain `generate` keeps.
        `Rewrite them with: npm run generate -- --force${requested.length ? ` --only ${requested.join(',')}` : ''}`,
    );
    process.exit(1);
  }
  console.log(`generate --check: ${[...selected].join(', ')} match what the generators write`);
}
