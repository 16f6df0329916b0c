/**
 * The recorded outputs of the generators (generators/README.md): what the code in generators/
 * read from each pinned `@stencil/core` release, committed as JSON under src/data/generated/ so
 * the build and the tests read data instead of parsing 6-12 MB compiler bundles.
 *
 * One file per generator and release: `src/data/generated/<generator>/stencil-core@<version>.json`.
 * Every record carries the same header (the package version it was read from, the generator's
 * version) beside its `data`, so one check (generators/records.ts `staleRecords`) covers every
 * generator, including ones added later (issue 28's per-release trigger results).
 *
 * Beside them, the store holds records that are one file for every release (`STORE_RECORDS`): the
 * public API of every published release as intervals, the checked diagnostic triggers, the
 * wrapper packages' peer ranges and the `stencil migrate` rules of the next major's `@stencil/cli`. A new record is one entry
 * there (its file and the command that writes it) and one step of generators/generate.ts.
 *
 * Every reader of a record goes through this module (tests/unit/generatedRecords.test.ts fails on
 * a path into src/data/generated/ anywhere else); it never writes them. The browser never reads a
 * record: what a page needs comes with the build's data (the planner's data carries the wrapper
 * peers).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {DocsVersion} from '../versions/versions';

/** The generators that write one record per release. */
export const RECORD_GENERATORS = ['api-facts', 'diagnostics'] as const;
export type RecordGenerator = (typeof RECORD_GENERATORS)[number];

export const PACKAGE_NAME = '@stencil/core';
/** Where the records live, relative to the project root. */
export const GENERATED_DATA_DIR = 'src/data/generated';

// `__filename`, not `import.meta`: the config loads this file as CommonJS, tsx gives ES-module
// importers of a CommonJS file only `__filename`.
const projectRoot = path.resolve(path.dirname(__filename), '../..');

export interface RecordHeader {
  /** Says the file is written by a command, never by hand, and what it was read from. */
  generated: {
    by: string;
    from: string;
    /** The generator's folder (generators/<name>). */
    generator: string;
    /** A hash of the generator's source files: a record of an older generator is stale. */
    generatorVersion: string;
  };
  /** The release read: the `version` of the installed alias's package.json. */
  package: {name: string; version: string};
}

export interface GeneratedRecord<T> extends RecordHeader {
  data: T;
}

/** The records that are one file for all releases: where each lives and what writes it. */
export const STORE_RECORDS = {
  'api-history': {
    file: `${GENERATED_DATA_DIR}/api-history.json`,
    writtenBy: 'npm run generate -- --only api-history',
  },
  'diagnostic-triggers': {
    file: `${GENERATED_DATA_DIR}/diagnostic-triggers.json`,
    writtenBy: 'npm run generate -- --only diagnostic-triggers',
  },
  'wrapper-peers': {
    file: `${GENERATED_DATA_DIR}/wrapper-peers.json`,
    writtenBy: 'npm run generate -- --only wrapper-peers',
  },
  'migrate-rules': {
    file: `${GENERATED_DATA_DIR}/migrate-rules.json`,
    writtenBy: 'npm run generate -- --only migrate-rules',
  },
  'message-history': {
    file: `${GENERATED_DATA_DIR}/message-history.json`,
    writtenBy: 'npm run generate -- --only message-history',
  },
} as const satisfies Record<string, {file: string; writtenBy: string}>;
export type StoreRecord = keyof typeof STORE_RECORDS;

/** A store record's content, or undefined when it was never written. */
export function readStoreRecord<T>(name: StoreRecord, root = projectRoot): T | undefined {
  const full = path.join(root, STORE_RECORDS[name].file);
  return existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as T) : undefined;
}

/** The command that rewrites a generator's records (and everything written from them). */
export function regenerateCommand(generator: RecordGenerator): string {
  return `npm run generate -- --only ${generator}`;
}

/** The record's path relative to the project root. */
export function recordFile(generator: RecordGenerator, npmVersion: string): string {
  return `${GENERATED_DATA_DIR}/${generator}/stencil-core@${npmVersion}.json`;
}

/** The releases the docs versions document, newest first, once each (Next and the latest share one). */
export function documentedReleases(
  versions: readonly DocsVersion[],
): {npmVersion: string; typingsPackage: string; docsVersions: DocsVersion[]}[] {
  const byVersion = new Map<string, {npmVersion: string; typingsPackage: string; docsVersions: DocsVersion[]}>();
  for (const version of versions) {
    const release = byVersion.get(version.npmVersion);
    if (release) release.docsVersions.push(version);
    else
      byVersion.set(version.npmVersion, {npmVersion: version.npmVersion, typingsPackage: version.typingsPackage, docsVersions: [version]});
  }
  return [...byVersion.values()];
}

/** One release's record; a missing one fails with the command that writes it. */
export function readRecord<T>(generator: RecordGenerator, npmVersion: string, root = projectRoot): GeneratedRecord<T> {
  const file = recordFile(generator, npmVersion);
  const full = path.join(root, file);
  if (!existsSync(full)) {
    throw new Error(
      `${file} is missing: no ${generator} record for ${PACKAGE_NAME} ${npmVersion}. Run \`${regenerateCommand(generator)}\`.`,
    );
  }
  const record = JSON.parse(readFileSync(full, 'utf8')) as GeneratedRecord<T>;
  if (record.package?.version !== npmVersion) {
    throw new Error(
      `${file} was read from ${PACKAGE_NAME} ${record.package?.version}, not ${npmVersion}. Run \`${regenerateCommand(generator)}\`.`,
    );
  }
  return record;
}
