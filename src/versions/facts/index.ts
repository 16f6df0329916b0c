/**
 * The API facts of every docs version, computed from the pinned `@stencil/core` releases
 * (./readRelease.ts reads one, ./compute.ts combines them) and cached by package version in
 * `node_modules/.cache/stencil-api-facts/`, so a build or a test run does not parse typings
 * it has parsed before. Synchronous, so a remark plugin, a test or a script can call it.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {DocsVersion} from '../versions';
import {computeFacts, type ApiItem} from './compute';
import {READER_VERSION, readRelease, type ReleaseItem} from './readRelease';
import {VERSIONS_OLDEST_FIRST} from './table';

export type {ApiItem} from './compute';

// `__filename`, not `__dirname`: tsx gives ES-module importers of this CommonJS file only the former.
const PROJECT_ROOT = path.resolve(path.dirname(__filename), '../../..');
const CACHE_DIR = path.join(PROJECT_ROOT, 'node_modules/.cache/stencil-api-facts');

interface CachedRelease {
  reader: number;
  /** The `version` of the package.json read: a reinstalled alias with another release misses. */
  packageVersion: string;
  items: ReleaseItem[];
}

const memo = new Map<string, ReleaseItem[]>();

/** The public API items of the release a docs version documents (its typings package). */
export function releaseItems(version: DocsVersion): ReleaseItem[] {
  const cachedInMemory = memo.get(version.typingsPackage);
  if (cachedInMemory) return cachedInMemory;
  const packageRoot = path.join(PROJECT_ROOT, 'node_modules', version.typingsPackage);
  const packageJson = path.join(packageRoot, 'package.json');
  if (!existsSync(packageJson)) throw new Error(`${version.typingsPackage} is not installed (npm ci): the API facts read it`);
  const packageVersion = (JSON.parse(readFileSync(packageJson, 'utf8')) as {version: string}).version;
  const cacheFile = path.join(CACHE_DIR, `${version.typingsPackage}.json`);
  let items: ReleaseItem[] | undefined;
  if (existsSync(cacheFile)) {
    try {
      const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as CachedRelease;
      if (cached.reader === READER_VERSION && cached.packageVersion === packageVersion) items = cached.items;
    } catch {
      // A torn or foreign cache file is read again from the package below.
    }
  }
  if (!items) {
    items = readRelease(packageRoot);
    mkdirSync(CACHE_DIR, {recursive: true});
    const entry: CachedRelease = {reader: READER_VERSION, packageVersion, items};
    writeFileSync(cacheFile, JSON.stringify(entry));
  }
  memo.set(version.typingsPackage, items);
  return items;
}

let facts: ApiItem[] | undefined;

/**
 * Every public API item of `@stencil/core` across the docs versions (config keys, extras,
 * dev-server and testing options, output targets and their options, decorators and their
 * options, runtime and testing exports, CLI flags), each with the docs version that first has
 * it (`since`), the last that has it when it was removed (`until`) and the first that marks it
 * deprecated (`deprecatedSince`). Synchronous; memoised per process.
 */
export function apiFacts(): ApiItem[] {
  facts ??= computeFacts(VERSIONS_OLDEST_FIRST.map((version) => ({version: version.name, items: releaseItems(version)})));
  return facts;
}
