/**
 * `npm run generate [-- --only <names>] [--force] [--check]`: runs the generators in order
 * (generators/README.md), each writing what the site then reads as committed files:
 *
 * 1. `api-facts`: each pinned release's public API → src/data/generated/api-facts/;
 * 2. `api-history`: every published release's public API (npm pack, cached outside the repo)
 *    → src/data/generated/api-history.json, as intervals (generators/api-history);
 * 3. `diagnostic-triggers`: the trigger fixtures run on each release's own compiler (only those
 *    not yet run there, or changed) → src/data/generated/diagnostic-triggers.json;
 * 4. `diagnostics`: each pinned release's messages → src/data/generated/diagnostics/, then the
 *    diagnostics pages of docs/ and of the hand-written versions, from those records and the triggers';
 * 5. `wrapper-peers`: what the framework wrappers' releases accept, asked of the registry →
 *    src/data/generated/wrapper-peers.json (offline, the committed record is kept, and it says so);
 * 6. `migrate-rules`: the `stencil migrate` rules of the next major's `@stencil/cli` (npm pack,
 *    cached outside the repo), read from its code and run on a fixture each → src/data/generated/migrate-rules.json;
 * 7. `upgrade-guide`: the plan items of the next major (content/upgrade-items/) in the rules' order →
 *    the "Every change" section of the next major's upgrade guide in docs/ (generators/upgrade-guide);
 * 8. `snapshots`: docs/ → the 4.x snapshots (versioned_docs/version-v4.*, their sidebars).
 *
 * A step also runs the steps its output feeds (`DOWNSTREAM`): `--only diagnostic-triggers` rewrites
 * the diagnostics pages, `--only diagnostics` the snapshots, which copy those pages into the 4.x line.
 * A record whose release and generator version still match is kept without reading the package
 * (so `version:cut` parses only the new release); `--force` rereads every release and reruns every trigger.
 * `--check` writes nothing: it regenerates everything in memory, parsing every release, and
 * exits 1 listing each file that differs (slow; not part of `npm test`; the triggers are checked
 * for staleness only, as running them takes minutes).
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  GENERATED_DATA_DIR,
  STORE_RECORDS,
  documentedReleases,
  readRecord,
  readStoreRecord,
  recordFile,
  type RecordGenerator,
} from '../src/data/records';
import type {WrapperPeers} from '../src/compare/projectCheck/wrappers';
import {RELEASES, buildCatalog, releaseDiagnostics, type ExtractedDiagnostic, type Release} from '../src/diagnostics/catalog';
import type {MessageHistoryRecord} from '../src/diagnostics/messageHistory';
import type {HistoryRecord} from '../src/versions/facts/history';
import {buildMessageHistory} from './message-history/history';
import {diagnosticsFolders, renderMessagesPages} from '../src/diagnostics/render';
import {ALL_VERSIONS, GENERATED_VERSIONS} from '../src/versions/versions';
import {readRelease} from './api-facts/readRelease';
import {buildHistory, makeHistoryRecord, readEveryRelease} from './api-history/history';
import {extractPackage} from './diagnostics/extract';
import {
  generatorVersion,
  historyVersion,
  installedVersion,
  messageHistoryVersion,
  makeRecord,
  migrateRulesVersion,
  projectRoot,
  stableJson,
  staleRecords,
  staleStoreRecords,
} from './records';
import {CLI_PACKAGE, RULES_FILE, fetchCli, readMigrateRules} from './migrate-rules/read';
import {NEXT_MAJOR_RELEASE} from '../src/versions/nextMajor';
import type {MigrateRulesRecord} from '../src/compare/planner/migrateRules';
import {readWrapperPeers, wrapperPeersRecord} from './wrapper-peers/read';
import {computeSnapshot, readCommittedSnapshot} from './snapshots/snapshots';
import {upgradeGuidePage} from './upgrade-guide/write';

/** In the order they run: a step reads what the steps before it wrote. */
const STEPS = [
  'api-facts',
  'api-history',
  'diagnostic-triggers',
  'diagnostics',
  'message-history',
  'wrapper-peers',
  'migrate-rules',
  'upgrade-guide',
  'snapshots',
] as const;
type Step = (typeof STEPS)[number];
/** What a step's output feeds: running it runs these after it (and what those feed). */
const DOWNSTREAM: Partial<Record<Step, Step[]>> = {
  'diagnostic-triggers': ['diagnostics'],
  diagnostics: ['snapshots'],
  'migrate-rules': ['upgrade-guide'],
};

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
const select = (name: Step): void => {
  selected.add(name);
  for (const next of DOWNSTREAM[name] ?? []) select(next);
};
for (const name of requested.length ? (requested as Step[]) : STEPS) select(name);

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
  output(STORE_RECORDS['api-history'].file, text);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `api-history: ${record.data.items.length} items, ${(text.length / 1024).toFixed(0)} KiB → ${STORE_RECORDS['api-history'].file} in ${seconds} s`,
  );
}

/** Which releases print each message: every stable release the API history read (generators/message-history). */
function writeMessageHistory(): void {
  const {file, writtenBy} = STORE_RECORDS['message-history'];
  const started = performance.now();
  const history = readStoreRecord<HistoryRecord>('api-history');
  if (!history)
    throw new Error(`message-history: ${STORE_RECORDS['api-history'].file} is missing; run npm run generate -- --only api-history`);
  const pinned = new Map(RELEASES.map((release) => [release.npmVersion, releaseDiagnostics(release)] as const));
  const data = buildMessageHistory({
    releases: history.data.releases,
    pinned,
    extractorVersion: generatorVersion('diagnostics'),
    generatorVersion: messageHistoryVersion(),
  });
  const record: MessageHistoryRecord = {
    generated: {
      by: writtenBy,
      from: `every stable release the API history read (npm pack), checked for each message's words; the pinned releases' diagnostics records, and generators/diagnostics where the two disagree`,
      generator: 'generators/message-history',
      generatorVersion: messageHistoryVersion(),
    },
    data,
  };
  const text = stableJson(record);
  output(file, text);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `message-history: ${Object.keys(data.messages).length} messages over ${data.releases.length} releases (extractor on ${data.extractorRuns.length}), ${(text.length / 1024).toFixed(0)} KiB → ${file} in ${seconds} s`,
  );
}

/** The next major's `stencil migrate` rules, read from its `@stencil/cli` (generators/migrate-rules). */
function writeMigrateRules(): void {
  const {file, writtenBy} = STORE_RECORDS['migrate-rules'];
  const started = performance.now();
  const record: MigrateRulesRecord = {
    generated: {
      by: writtenBy,
      from: `${CLI_PACKAGE}@${NEXT_MAJOR_RELEASE} (npm pack): ${RULES_FILE}, its migrationRules read and run on generators/migrate-rules/fixtures.ts`,
      generator: 'generators/migrate-rules',
      generatorVersion: migrateRulesVersion(),
    },
    package: {name: CLI_PACKAGE, version: NEXT_MAJOR_RELEASE},
    data: readMigrateRules(fetchCli(NEXT_MAJOR_RELEASE)),
  };
  output(file, stableJson(record));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `migrate-rules: ${record.data.rules.length} rules of ${CLI_PACKAGE}@${NEXT_MAJOR_RELEASE} ${check ? 'compared with' : '→'} ${file} in ${seconds} s`,
  );
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

/**
 * The trigger runner (generators/diagnostic-triggers/run.ts) in a child process: it runs each
 * release's compilers in children of its own, and only the fixtures that are stale.
 */
function runTriggers(): void {
  const file = STORE_RECORDS['diagnostic-triggers'].file;
  if (check) {
    const stale = staleStoreRecords().filter((record) => record.file === file);
    for (const record of stale) differences.push(`${file} (${record.reason})`);
    console.log(`diagnostic-triggers: ${stale.length ? 'stale' : 'current'} (--check does not run the fixtures)`);
    return;
  }
  const args = [...process.execArgv, path.join(import.meta.dirname, 'diagnostic-triggers/run.ts'), ...(values.force ? ['--all'] : [])];
  const result = spawnSync(process.execPath, args, {cwd: projectRoot, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`diagnostic-triggers: the runner failed (exit ${result.status})`);
}

/**
 * Asks the registry what each wrapper's releases accept. Without the registry the committed
 * record is kept, with a line saying so and whether it still covers every documented release.
 * An unchanged answer leaves the file as it is (its day included).
 */
function writeWrapperPeers(): void {
  const {file, writtenBy} = STORE_RECORDS['wrapper-peers'];
  const committed = readStoreRecord<WrapperPeers>('wrapper-peers');
  let packages: WrapperPeers['packages'];
  try {
    packages = readWrapperPeers(documentedReleases(ALL_VERSIONS).map((release) => release.npmVersion));
  } catch (error) {
    const why = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    const stale = staleStoreRecords().filter((record) => record.file === file);
    console.warn(
      `wrapper-peers: the registry could not be asked (${why}): kept the committed ${file}` +
        (committed ? ` of ${committed.recorded}` : ' (there is none)') +
        (stale.length
          ? `, which is stale: ${stale.map((record) => record.reason).join('; ')}`
          : ', which covers every documented release') +
        `. Rerun \`${writtenBy}\` with the registry at hand.`,
    );
    return;
  }
  if (committed && stableJson(committed.packages) === stableJson(packages)) {
    console.log(`wrapper-peers: ${file} is current (the registry says what it records), kept`);
    return;
  }
  output(file, `${JSON.stringify(wrapperPeersRecord(packages, new Date().toISOString().slice(0, 10)), null, 2)}\n`);
  console.log(`wrapper-peers: the registry's peer ranges ${check ? 'differ from' : '→'} ${file}`);
}

if (selected.has('api-facts')) runRecords('api-facts');
if (selected.has('api-history')) writeHistory();
if (selected.has('diagnostic-triggers')) runTriggers();
if (selected.has('diagnostics')) writeDiagnosticsPages(runRecords('diagnostics'));
if (selected.has('message-history')) writeMessageHistory();
if (selected.has('wrapper-peers')) writeWrapperPeers();
if (selected.has('migrate-rules')) writeMigrateRules();
if (selected.has('upgrade-guide')) {
  const {file, text} = upgradeGuidePage();
  output(file, text);
  console.log(`upgrade-guide: the next major's plan items ${check ? 'compared with' : '→'} ${file}`);
}
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
