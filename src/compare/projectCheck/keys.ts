/**
 * Which config keys a release knows, from the recorded API facts (src/versions/facts): an item
 * is known from its `since` version to its `until` version (or to the newest). Pure.
 */
import type {ApiItem} from '../planner/types';
import {PLANNER_VERSIONS} from '../planner/links';
import {editDistance} from '../../plugins/search/ranking/vocabulary';

/** The API facts' areas a `stencil.config.ts` sets keys of. */
export const CONFIG_AREAS = new Set(['config', 'extras', 'devServer', 'testing', 'outputTargets']);

/**
 * Keys of the compiler's own `Config` (it extends the public `StencilConfig` that the facts
 * record): a config file may set them, and they are no typo. The same in every pinned release
 * (tests/unit/projectCheck.test.ts reads each release's typings to keep this true).
 */
export const COMPILER_CONFIG_KEYS: readonly string[] = [
  'buildAppCore',
  'buildDocs',
  'configPath',
  'writeLog',
  'devServer',
  'flags',
  'fsNamespace',
  'logLevel',
  'rootDir',
  'packageJsonFilePath',
  'suppressLogs',
  'profile',
  'tsCompilerOptions',
  'tsWatchOptions',
  '_isValidated',
  '_isTesting',
];

const order = (name: string) => PLANNER_VERSIONS.findIndex((version) => version.name === name);

/** Whether the item exists in the docs version `name`. */
export function knownIn(item: ApiItem, name: string): boolean {
  const at = order(name);
  const since = order(item.since);
  const until = item.until === undefined ? Infinity : order(item.until);
  return at >= 0 && since >= 0 && since <= at && at <= until;
}

/** Whether the item is marked deprecated in the docs version `name`. */
export function deprecatedIn(item: ApiItem, name: string): boolean {
  return item.deprecatedSince !== undefined && order(item.deprecatedSince) <= order(name);
}

export function versionOrder(a: string, b: string): number {
  return order(a) - order(b);
}

/**
 * The known name closest to `name` (compared without case, as typos often differ in it), when
 * it is close enough to be a likely typo: at most a third of the name's letters differ.
 */
export function nearest(name: string, candidates: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const limit = Math.max(2, Math.floor(name.length / 3));
  let best: {candidate: string; score: number} | undefined;
  for (const candidate of candidates) {
    // The search's typo distance (a swap of neighbours is one edit), bounded.
    const score = editDistance(lower, candidate.toLowerCase(), limit);
    if (!best || score < best.score) best = {candidate, score};
  }
  return best && best.score <= limit ? best.candidate : undefined;
}
