/**
 * The records the generators write (src/data/records.ts reads them): each generator's version,
 * the deterministic JSON of a record, and the fast staleness check the unit tier runs.
 *
 * A generator's version is a hash of its own folder (generators/<name>/) and of the site modules
 * its output depends on: editing the reader makes every record it wrote stale, with no number to
 * remember to bump. Line endings are normalised first, so a Windows checkout hashes the same.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {
  GENERATED_DATA_DIR,
  PACKAGE_NAME,
  RECORD_GENERATORS,
  STORE_RECORDS,
  documentedReleases,
  readStoreRecord,
  recordFile,
  regenerateCommand,
  type GeneratedRecord,
  type RecordGenerator,
  type RecordHeader,
  type StoreRecord,
} from '../src/data/records';
import {ALL_VERSIONS, type DocsVersion} from '../src/versions/versions';
import {staleTriggers, type TriggersRecord} from '../src/diagnostics/triggers';
import {HISTORY_SOURCE, type HistoryRecord} from '../src/versions/facts/history';
import type {WrapperPeers} from '../src/compare/projectCheck/wrappers';
import {staleWrapperPeers} from './wrapper-peers/read';
import {NEXT_MAJOR_RELEASE} from '../src/versions/nextMajor';
import type {MigrateRulesRecord} from '../src/compare/planner/migrateRules';

export const projectRoot = path.resolve(import.meta.dirname, '..');

/** What each record generator reads and which files make its version. */
export const RECORD_SOURCES: Record<RecordGenerator, {reads: string; dependsOn: string[]}> = {
  'api-facts': {
    reads:
      'the typings (internal/stencil-public-compiler.d.ts, internal/stencil-core, testing; 5.x: dist/declarations, dist/index.d.mts, dist/testing) and the CLI (cli/index.cjs; 5.x: @stencil/cli)',
    dependsOn: [],
  },
  diagnostics: {
    reads:
      'compiler/stencil.js, cli/, sys/node/, bin/stencil, internal/client and internal/hydrate (5.x: the dist/ compiler chunks, runtimes and testing, and @stencil/cli)',
    // The extractor builds its patterns with these helpers: a change there changes the records.
    dependsOn: ['src/diagnostics/pattern.ts'],
  },
};

/** The files whose content is a generator's version, relative to the project root, sorted. */
export function generatorFiles(generator: RecordGenerator, root = projectRoot): string[] {
  const folder = `generators/${generator}`;
  const own = readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `${folder}/${name}`);
  return [...own, ...RECORD_SOURCES[generator].dependsOn].sort();
}

export function generatorVersion(generator: RecordGenerator, root = projectRoot): string {
  return hashOf(generatorFiles(generator, root), root);
}

/** The files whose content is the api-history record's version: the per-release reader, its own folder and the record's types. */
export function historyFiles(root = projectRoot): string[] {
  const own = readdirSync(path.join(root, 'generators/api-history'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `generators/api-history/${name}`);
  return [...generatorFiles('api-facts', root), ...own, HISTORY_SOURCE].sort();
}

/** The api-history record's generator version (a store record, one file for every release). */
export function historyVersion(root = projectRoot): string {
  return hashOf(historyFiles(root), root);
}

/** The files whose content is the migrate-rules record's version: the reader and its fixtures. */
export function migrateRulesFiles(root = projectRoot): string[] {
  return readdirSync(path.join(root, 'generators/migrate-rules'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `generators/migrate-rules/${name}`)
    .sort();
}

/** The migrate-rules record's generator version. */
export function migrateRulesVersion(root = projectRoot): string {
  return hashOf(migrateRulesFiles(root), root);
}

/**
 * The message-history record's generator version: its own folder. Not the extractor it falls back
 * on between pinned releases: a change there that moves a message shows as a disagreement with
 * the pinned records (tests/unit/messageHistory.test.ts), and its runs are cached by its version.
 */
export function messageHistoryVersion(root = projectRoot): string {
  const own = readdirSync(path.join(root, 'generators/message-history'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `generators/message-history/${name}`);
  return hashOf(own.sort(), root);
}

/** A hash of files' contents, line endings normalised. */
function hashOf(files: readonly string[], root: string): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file), 'utf8').replace(/\r\n/g, '\n'));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * A record as written: keys sorted at every level, arrays in the generator's order (a reader's
 * walk over a release is deterministic), two-space indent, a trailing newline. Undefined
 * fields drop out, as they would in any JSON.
 */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

export function makeRecord<T>(
  generator: RecordGenerator,
  release: {npmVersion: string; typingsPackage: string},
  data: T,
  root = projectRoot,
): GeneratedRecord<T> {
  return {
    generated: {
      by: regenerateCommand(generator),
      from: `node_modules/${release.typingsPackage}: ${RECORD_SOURCES[generator].reads}`,
      generator: `generators/${generator}`,
      generatorVersion: generatorVersion(generator, root),
    },
    package: {name: PACKAGE_NAME, version: release.npmVersion},
    data,
  };
}

/** The version of the release installed under a docs version's alias, or undefined when it is not installed. */
export function installedVersion(typingsPackage: string, root = projectRoot): string | undefined {
  const file = path.join(root, 'node_modules', typingsPackage, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as {version: string}).version : undefined;
}

export interface StaleRecord {
  file: string;
  reason: string;
  /** The command that rewrites it. */
  command: string;
}

/**
 * The store records (STORE_RECORDS) that do not cover what the site documents: a trigger fixture
 * not run (or changed since) on a documented release, a fixture the record keeps that is gone, a
 * documented release or wrapper package the wrapper peers record lacks, or one it has in excess; an
 * api-history record of another generator version, or that has not read a documented release; a
 * migrate-rules record of another `@stencil/cli` than the next major's pin, or of another generator version.
 */
export function staleStoreRecords(root = projectRoot, versions: readonly DocsVersion[] = ALL_VERSIONS): StaleRecord[] {
  const releases = documentedReleases(versions).map((release) => release.npmVersion);
  const stale: StaleRecord[] = [];
  const triggers = STORE_RECORDS['diagnostic-triggers'];
  const {missing, removed} = staleTriggers(readStoreRecord<TriggersRecord>('diagnostic-triggers', root), releases);
  for (const [release, ids] of Object.entries(missing)) {
    const shown = ids.length > 5 ? `${ids.slice(0, 5).join(', ')} and ${ids.length - 5} more` : ids.join(', ');
    stale.push({file: triggers.file, reason: `not run on ${release} (or changed since): ${shown}`, command: triggers.writtenBy});
  }
  if (removed.length)
    stale.push({file: triggers.file, reason: `holds fixtures that are gone: ${removed.join(', ')}`, command: triggers.writtenBy});
  const history = STORE_RECORDS['api-history'];
  const historyRecord = readStoreRecord<HistoryRecord>('api-history', root);
  if (!historyRecord) stale.push({file: history.file, reason: 'missing', command: history.writtenBy});
  else {
    stale.push(...olderGenerator('api-history', historyRecord, historyVersion(root)));
    const unread = releases.filter((release) => !historyRecord.data.releases.includes(release));
    if (unread.length) stale.push({file: history.file, reason: `has not read ${unread.join(', ')}`, command: history.writtenBy});
  }
  const messages = STORE_RECORDS['message-history'];
  const messagesRecord = readStoreRecord<{generated: {generatorVersion: string}}>('message-history', root);
  if (!messagesRecord) stale.push({file: messages.file, reason: 'missing', command: messages.writtenBy});
  else stale.push(...olderGenerator('message-history', messagesRecord, messageHistoryVersion(root)));
  const peers = STORE_RECORDS['wrapper-peers'];
  for (const reason of staleWrapperPeers(readStoreRecord<WrapperPeers>('wrapper-peers', root), releases)) {
    stale.push({file: peers.file, reason, command: peers.writtenBy});
  }
  const migrate = STORE_RECORDS['migrate-rules'];
  const migrateRecord = readStoreRecord<MigrateRulesRecord>('migrate-rules', root);
  if (!migrateRecord) stale.push({file: migrate.file, reason: 'missing', command: migrate.writtenBy});
  else {
    if (migrateRecord.package.version !== NEXT_MAJOR_RELEASE) {
      stale.push({
        file: migrate.file,
        reason: `read from @stencil/cli ${migrateRecord.package.version}, the next major's pin is ${NEXT_MAJOR_RELEASE} (src/versions/nextMajor.ts)`,
        command: migrate.writtenBy,
      });
    }
    stale.push(...olderGenerator('migrate-rules', migrateRecord, migrateRulesVersion(root)));
  }
  return stale;
}

/** A store record written by another version of its generator (generators/<name>), or nothing. */
function olderGenerator(name: StoreRecord, record: {generated: {generatorVersion: string}}, current: string): StaleRecord[] {
  const {file, writtenBy} = STORE_RECORDS[name];
  const written = record.generated.generatorVersion;
  return written === current
    ? []
    : [{file, reason: `written by generator version ${written}, generators/${name} is now ${current}`, command: writtenBy}];
}

/**
 * Every record that is missing, was read from another release than the one installed and
 * documented, was written by another version of its generator, or belongs to no docs version;
 * then the store records that do not cover the documented releases (staleStoreRecords).
 * Reads package.json files and the records only: no release is parsed.
 */
export function staleRecords(root = projectRoot, versions: readonly DocsVersion[] = ALL_VERSIONS): StaleRecord[] {
  const stale: StaleRecord[] = [];
  const releases = documentedReleases(versions);
  for (const generator of RECORD_GENERATORS) {
    const command = regenerateCommand(generator);
    const current = generatorVersion(generator, root);
    const expected = new Set<string>();
    for (const release of releases) {
      const file = recordFile(generator, release.npmVersion);
      expected.add(path.posix.basename(file));
      const installed = installedVersion(release.typingsPackage, root);
      const install =
        installed === undefined
          ? `${release.typingsPackage} is not installed (npm install), then `
          : installed !== release.npmVersion
            ? `node_modules/${release.typingsPackage} holds ${PACKAGE_NAME} ${installed}, not ${release.npmVersion} (npm install), then `
            : '';
      const full = path.join(root, file);
      if (!existsSync(full)) {
        stale.push({file, reason: `missing: ${install}no record for ${release.npmVersion}`, command});
        continue;
      }
      const header = JSON.parse(readFileSync(full, 'utf8')) as RecordHeader;
      if (header.package?.version !== release.npmVersion) {
        stale.push({file, reason: `${install}read from ${header.package?.version}, the docs document ${release.npmVersion}`, command});
      } else if (install) {
        stale.push({file, reason: `${install}the record cannot be checked against the installed package`, command});
      } else if (header.generated?.generatorVersion !== current) {
        stale.push({
          file,
          reason: `written by generator version ${header.generated?.generatorVersion}, generators/${generator} is now ${current}`,
          command,
        });
      }
    }
    const folder = path.join(root, GENERATED_DATA_DIR, generator);
    for (const name of existsSync(folder) ? readdirSync(folder) : []) {
      if (!expected.has(name)) {
        stale.push({file: `${GENERATED_DATA_DIR}/${generator}/${name}`, reason: 'no docs version documents this release', command});
      }
    }
  }
  return [...stale, ...staleStoreRecords(root, versions)];
}

/** The problems as lines a person can act on, with each distinct command once at the end. */
export function describeStale(stale: readonly StaleRecord[]): string {
  const commands = [...new Set(stale.map((record) => record.command))];
  return [
    ...stale.map((record) => `  ${record.file}: ${record.reason}`),
    '',
    `Regenerate with: ${commands.length > 1 ? 'npm run generate' : commands[0]}`,
  ].join('\n');
}
