/**
 * The public API of every published `@stencil/core` release from 2.0.0 on, as intervals
 * (issue 40): when each item appeared and went away, when it was marked deprecated, and when its
 * default, accepted values or CLI form changed, each at the exact release. Written by
 * `generators/api-history` (`npm run generate -- --only api-history`) into one committed
 * record, `src/data/generated/api-history.json`; nothing here reads a package or the network.
 *
 * Releases are ordered by the record's own `releases` list (oldest first, semver order, written
 * by the generator): a span's `to` is the first release, in that list, that no longer has the
 * value, so a span covers the releases `from` ≤ r < `to` of the list.
 */
import {STORE_RECORDS, readStoreRecord} from '../../data/records';
import type {ReleaseItem} from './releaseItem';

/** Consecutive releases of the record: from `from` up to, not including, `to` (absent: up to the newest release read). */
export interface Span {
  from: string;
  to?: string;
}

/** A span over which an attribute kept one value. */
export interface Run<T> extends Span {
  value: T;
}

export interface HistoryItem {
  area: string;
  name: string;
  /** The releases whose public API has it. */
  present: Span[];
  /** Its kind (`config option`, `boolean flag`) over those releases. */
  kind: Run<string>[];
  /** The releases whose typings mark it `@deprecated`. */
  deprecated?: Span[];
  /** The default each release's validation code fills in, where it was read. */
  default?: Run<string>[];
  /** The values each release's validation code accepts, where it limits them. */
  values?: Run<string[]>[];
}

export interface ApiHistory {
  /** Every release read, oldest first. */
  releases: string[];
  items: HistoryItem[];
  /** Releases asked for but not read, with why (a prerelease whose package the reader does not know). */
  unread?: Record<string, string>;
}

export interface HistoryRecord {
  generated: {by: string; from: string; generator: string; generatorVersion: string};
  data: ApiHistory;
}

export const HISTORY_RECORD = STORE_RECORDS['api-history'].file;
export const HISTORY_COMMAND = STORE_RECORDS['api-history'].writtenBy;
/** This module: the record's shape, so part of the generator's version. */
export const HISTORY_SOURCE = 'src/versions/facts/history.ts';

let memo: HistoryRecord | undefined;

/** The committed record (through the record store); a missing one fails with the command that writes it. */
export function readHistoryRecord(root?: string): HistoryRecord {
  if (root === undefined && memo) return memo;
  const record = readStoreRecord<HistoryRecord>('api-history', root);
  if (!record) throw new Error(`${HISTORY_RECORD} is missing. Run \`${HISTORY_COMMAND}\`.`);
  if (root === undefined) memo = record;
  return record;
}

/** A release's place in the record's order, or -1 when the record did not read it. */
export function releaseIndex(history: ApiHistory, release: string): number {
  return history.releases.indexOf(release);
}

/** Whether a release falls in a span. */
export function inSpan(history: ApiHistory, span: Span, release: string): boolean {
  const at = releaseIndex(history, release);
  return at >= releaseIndex(history, span.from) && (span.to === undefined || at < releaseIndex(history, span.to));
}

/** The run that covers a release, if any. */
export function runAt<T>(history: ApiHistory, runs: readonly Run<T>[] | undefined, release: string): Run<T> | undefined {
  return runs?.find((run) => inSpan(history, run, release));
}

/** The items of one release, as generators/api-facts reads a release (without the readers' order). */
export function itemsAt(history: ApiHistory, release: string): ReleaseItem[] {
  if (releaseIndex(history, release) === -1) throw new Error(`${HISTORY_RECORD} has not read @stencil/core ${release}`);
  const items: ReleaseItem[] = [];
  for (const item of history.items) {
    if (!item.present.some((span) => inSpan(history, span, release))) continue;
    const defaultRun = runAt(history, item.default, release);
    const valuesRun = runAt(history, item.values, release);
    items.push({
      area: item.area,
      name: item.name,
      kind: runAt(history, item.kind, release)!.value,
      deprecated: (item.deprecated ?? []).some((span) => inSpan(history, span, release)),
      ...(defaultRun ? {default: defaultRun.value} : {}),
      ...(valuesRun ? {values: valuesRun.value} : {}),
    });
  }
  return items;
}

/** The release before one in the record's order. */
function previousRelease(history: ApiHistory, release: string): string | undefined {
  return history.releases[releaseIndex(history, release) - 1];
}

/** The first release that has the item. */
export function firstRelease(item: HistoryItem): string {
  return item.present[0].from;
}

/** The first release without the item after its last span, when the newest release read lacks it. */
export function removedIn(item: HistoryItem): string | undefined {
  return item.present.at(-1)!.to;
}

/** The first release that marks it deprecated. */
export function deprecatedIn(item: HistoryItem): string | undefined {
  return item.deprecated?.[0]?.from;
}

/** A default, accepted values or CLI form that changed: the exact release, or the two releases a gap in what was read lies between. */
export interface ReleaseChange {
  what: 'default' | 'accepted values' | 'kind';
  before: string;
  after: string;
  /** The first release with the new value. */
  release: string;
  /** When the releases between the two values were not read (the option absent, or its code not matched): the last release with the old value. */
  lastBefore?: string;
}

/** Every change of default, accepted values and (for CLI flags) kind, oldest first, at the exact release. */
export function changesOf(history: ApiHistory, item: HistoryItem): ReleaseChange[] {
  const changes: ReleaseChange[] = [];
  const collect = (what: ReleaseChange['what'], runs: readonly Run<string>[] | undefined) => {
    for (let i = 1; i < (runs?.length ?? 0); i++) {
      const before = runs![i - 1];
      const after = runs![i];
      if (before.value === after.value) continue;
      const gap = before.to !== after.from;
      changes.push({
        what,
        before: before.value,
        after: after.value,
        release: after.from,
        ...(gap && before.to ? {lastBefore: previousRelease(history, before.to)} : {}),
      });
    }
  };
  collect('default', item.default);
  collect(
    'accepted values',
    item.values?.map((run) => ({...run, value: run.value.join(', ')})),
  );
  if (item.area === 'cli') collect('kind', item.kind);
  return changes.sort((a, b) => releaseIndex(history, a.release) - releaseIndex(history, b.release));
}

/** "in 4.0.0", or "between 3.4.2 and 4.0.0" when the releases in between were not read for it. */
export function changeWhen(change: ReleaseChange): string {
  return change.lastBefore ? `between ${change.lastBefore} and ${change.release}` : `in ${change.release}`;
}

/** The item of an area and name. */
export function historyItem(history: ApiHistory, area: string, name: string): HistoryItem | undefined {
  return history.items.find((item) => item.area === area && item.name === name);
}

/** An item's history as the pages and tools label it: each fact at its exact release. */
export interface ReleaseFacts {
  /** The first release that has it. */
  since: string;
  /** The first release without it after its last span, when the newest release read lacks it. */
  removedIn?: string;
  /** Stretches without it between two spans: the first release without it and the first that has it again. */
  gaps?: {removedIn: string; backIn: string}[];
  /** The first release whose typings mark it `@deprecated`. */
  deprecatedIn?: string;
  /** Defaults, accepted values and CLI forms that changed, oldest first. */
  changes?: ReleaseChange[];
}

export function releaseFactsOf(history: ApiHistory, item: HistoryItem): ReleaseFacts {
  const facts: ReleaseFacts = {since: firstRelease(item)};
  const removed = removedIn(item);
  if (removed) facts.removedIn = removed;
  const gaps = item.present.slice(1).map((span, index) => ({removedIn: item.present[index].to!, backIn: span.from}));
  if (gaps.length) facts.gaps = gaps;
  const deprecated = deprecatedIn(item);
  if (deprecated) facts.deprecatedIn = deprecated;
  const changes = changesOf(history, item);
  if (changes.length) facts.changes = changes;
  return facts;
}
