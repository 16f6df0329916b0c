/**
 * The API facts of every docs version, from the recorded public API of each pinned
 * `@stencil/core` release (src/data/generated/api-facts/, written by generators/api-facts;
 * ./compute.ts combines them). No release is read here: a missing record fails with the command
 * that writes it. Synchronous, so a remark plugin, a test or a script can call it.
 */
import {readRecord} from '../../data/records';
import type {DocsVersion} from '../versions';
import {computeFacts, type ApiItem, type ReleaseItem} from './compute';
import {readHistoryRecord, releaseFactsOf, type HistoryItem} from './history';
import {VERSIONS_OLDEST_FIRST} from './table';

export type {ApiItem} from './compute';

const memo = new Map<string, ReleaseItem[]>();

/** The public API items of the release a docs version documents, as recorded. */
export function releaseItems(version: DocsVersion): ReleaseItem[] {
  let items = memo.get(version.npmVersion);
  if (!items) {
    items = readRecord<ReleaseItem[]>('api-facts', version.npmVersion).data;
    memo.set(version.npmVersion, items);
  }
  return items;
}

let facts: ApiItem[] | undefined;

/**
 * Every public API item of `@stencil/core` across the docs versions (config keys, extras,
 * dev-server and testing options, output targets and their options, decorators and their
 * options, runtime and testing exports, CLI flags), each with the docs version that first has
 * it (`since`), the last that has it when it was removed (`until`) and the first that marks it
 * deprecated (`deprecatedSince`), and the same at the exact release from the history of every
 * published release (`releases`, src/data/generated/api-history.json). Synchronous; memoised per process.
 */
export function apiFacts(): ApiItem[] {
  if (!facts) {
    const history = readHistoryRecord().data;
    const byId = new Map<string, HistoryItem>(history.items.map((item) => [`${item.area}\0${item.name}`, item]));
    facts = computeFacts(VERSIONS_OLDEST_FIRST.map((version) => ({version: version.name, items: releaseItems(version)})));
    for (const fact of facts) {
      const item = byId.get(`${fact.area}\0${fact.name}`);
      if (item) fact.releases = releaseFactsOf(history, item);
    }
  }
  return facts;
}
