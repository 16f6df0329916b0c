/**
 * Which config keys a release knows, from the recorded API facts (src/versions/facts): an item
 * is known from its `since` version to its `until` version (or to the newest). Pure.
 */
import type {ApiItem} from '../planner/types';
import {compareDocsVersions, versionByName} from '../../versions/versions';
import {editDistance} from '../../plugins/search/ranking/vocabulary';

/** The API facts' areas a `stencil.config.ts` sets keys of. */
export const CONFIG_AREAS = new Set(['config', 'extras', 'devServer', 'testing', 'outputTargets']);

/**
 * Keys of the compiler's own `Config` (it extends the public `StencilConfig` that the facts
 * record): a config file may set them, and they are no typo. The union over the pinned releases
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
  // Added to the compiler's Config by 5.x (Next's release).
  '_docsFlag',
  'ci',
  'ssr',
  'prerender',
  'docsJsonPath',
  'statsJsonPath',
  'generateServiceWorker',
  'devServerAddress',
  'devServerPort',
  'devServerOpen',
];

/** Whether the item exists in the docs version `name`. */
export function knownIn(item: ApiItem, name: string): boolean {
  if (!versionByName(name) || !versionByName(item.since)) return false;
  return compareDocsVersions(item.since, name) <= 0 && (item.until === undefined || compareDocsVersions(name, item.until) <= 0);
}

/** Whether the item is marked deprecated in the docs version `name`. */
export function deprecatedIn(item: ApiItem, name: string): boolean {
  return item.deprecatedSince !== undefined && compareDocsVersions(item.deprecatedSince, name) <= 0;
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
