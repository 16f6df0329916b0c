/**
 * `npm run generate -- --only api-history`: reads the public API of every release
 * (./releases.ts) with the per-release reader of generators/api-facts, and writes the intervals
 * (src/versions/facts/history.ts) to src/data/generated/api-history.json.
 *
 * Incremental: each release's reading is kept in the cache (`readings/<api-facts version>/`),
 * keyed by the api-facts reader's version, so a rerun reads only releases it has not read with
 * this reader, and a new release costs its download and one read. `--force` rereads them all.
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {ReleaseItem} from '../../src/versions/facts/compute';
import {
  HISTORY_COMMAND,
  type ApiHistory,
  type HistoryItem,
  type HistoryRecord,
  type Run,
  type Span,
} from '../../src/versions/facts/history';
import {compareReleases, isPrerelease, release as releaseNamed} from '../../src/versions/release';
import {readRelease} from '../api-facts/readRelease';
import {generatorVersion} from '../records';
import {cacheRoot, publishedVersions, selectReleases, tarball, unpack} from './releases';

export interface Reading {
  release: string;
  items: ReleaseItem[];
}

/** Values compared as JSON: `values` are arrays. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The runs of one attribute over the releases, oldest first: consecutive releases with the same
 * defined value form one run, ending at the first release that differs or lacks it.
 */
function runsOf<T>(releases: readonly string[], valueAt: (index: number) => T | undefined): Run<T>[] {
  const runs: Run<T>[] = [];
  let open: Run<T> | undefined;
  releases.forEach((release, index) => {
    const value = valueAt(index);
    if (open && (value === undefined || !same(open.value, value))) {
      open.to = release;
      open = undefined;
    }
    if (value !== undefined && !open) {
      open = {from: release, value};
      runs.push(open);
    }
  });
  return runs;
}

const spans = (runs: Run<boolean>[]): Span[] => runs.map(({from, to}) => (to ? {from, to} : {from}));

/** The intervals of every item, from the readings of every release (any order). */
export function buildHistory(readings: readonly Reading[], unread: Record<string, string> = {}): ApiHistory {
  const ordered = [...readings].sort((a, b) => compareReleases(releaseNamed(a.release), releaseNamed(b.release)));
  const releases = ordered.map((reading) => reading.release);
  const byRelease = ordered.map((reading) => new Map(reading.items.map((item) => [`${item.area}\0${item.name}`, item])));
  // Items in the order they first appear, each release in its reader's order.
  const ids = new Map<string, {area: string; name: string}>();
  for (const reading of ordered) {
    for (const item of reading.items) {
      const id = `${item.area}\0${item.name}`;
      if (!ids.has(id)) ids.set(id, {area: item.area, name: item.name});
    }
  }
  const items: HistoryItem[] = [];
  for (const [id, {area, name}] of ids) {
    const at = (index: number) => byRelease[index].get(id);
    const item: HistoryItem = {
      area,
      name,
      present: spans(runsOf(releases, (index) => (at(index) ? true : undefined))),
      kind: runsOf(releases, (index) => at(index)?.kind),
    };
    const deprecated = spans(runsOf(releases, (index) => (at(index)?.deprecated ? true : undefined)));
    const defaults = runsOf(releases, (index) => at(index)?.default);
    const values = runsOf(releases, (index) => at(index)?.values);
    if (deprecated.length) item.deprecated = deprecated;
    if (defaults.length) item.default = defaults;
    if (values.length) item.values = values;
    items.push(item);
  }
  return Object.keys(unread).length ? {releases, items, unread} : {releases, items};
}

function readingFile(release: string): string {
  return path.join(cacheRoot, 'readings', generatorVersion('api-facts'), `${release}.json`);
}

/** One release's items: from the cache, else downloaded (if need be) and read. */
export function readingOf(release: string, force = false): {reading: Reading; source: 'cache' | 'read' | 'downloaded and read'} {
  const cached = readingFile(release);
  if (!force && existsSync(cached)) return {reading: JSON.parse(readFileSync(cached, 'utf8')) as Reading, source: 'cache'};
  const {file, downloaded} = tarball(release);
  const packageRoot = unpack(release, file);
  try {
    const reading: Reading = {release, items: readRelease(packageRoot)};
    mkdirSync(path.dirname(cached), {recursive: true});
    writeFileSync(cached, JSON.stringify(reading));
    return {reading, source: downloaded ? 'downloaded and read' : 'read'};
  } finally {
    rmSync(path.dirname(packageRoot), {recursive: true, force: true});
  }
}

export function makeHistoryRecord(history: ApiHistory, version: string): HistoryRecord {
  return {
    generated: {
      by: HISTORY_COMMAND,
      from: 'every release on the npm registry (npm pack), read by generators/api-facts: the typings, the CLI and the validation code',
      generator: 'generators/api-history',
      generatorVersion: version,
    },
    data: history,
  };
}

/**
 * Reads every release (the registry's list, or `releases` when given), logging each. A
 * prerelease the per-release reader cannot read (a layout generators/api-facts/layout.ts does
 * not know) is left out and named in `unread`; a stable release
 * that fails stops the run.
 */
export function readEveryRelease(options: {force?: boolean; releases?: string[]; log?: (line: string) => void} = {}): {
  readings: Reading[];
  unread: Record<string, string>;
} {
  const log = options.log ?? console.log;
  const releases = options.releases ?? selectReleases(publishedVersions());
  const readings: Reading[] = [];
  const unread: Record<string, string> = {};
  for (const release of releases) {
    const started = performance.now();
    try {
      const {reading, source} = readingOf(release, options.force);
      readings.push(reading);
      if (source !== 'cache') log(`api-history: ${source} ${release} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      if (!isPrerelease(releaseNamed(release))) throw error;
      // The reader's message names the file it missed; its hint about installing is for the pinned aliases.
      unread[release] = (error as Error).message.replace(/^.*\/package: /, '').replace(/; is the release installed\?$/, '');
      log(`api-history: left out ${release}: ${unread[release]}`);
    }
  }
  log(`api-history: ${readings.length} releases read, ${readings[0]?.release} to ${readings.at(-1)?.release}`);
  return {readings, unread};
}
