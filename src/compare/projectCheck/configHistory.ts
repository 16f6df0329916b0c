/**
 * The config part of the API history (issue 40): for every published release from 2.0.0 on, which
 * config keys, output targets and their options it has, which it marks deprecated, the defaults
 * its validation fills in and the values it accepts, as intervals of releases. The build cuts it
 * from the committed record (`configHistoryOf`, src/versions/facts/history.ts) into the planner's
 * data, about 3 KB gzip, so the page's check and the docs MCP server answer for the exact
 * release a project uses. Pure: releases are ordered by src/versions/release.ts.
 */
import type {ApiHistory, HistoryItem, Run, Span} from '../../versions/facts/history';
import {compareReleases, parseRelease, type Release} from '../../versions/release';

/** The areas whose items a `stencil.config.ts` sets. */
export const CONFIG_HISTORY_AREAS = new Set(['config', 'extras', 'devServer', 'testing', 'outputTargets']);

export interface ConfigHistory {
  /** Every release read, oldest first. */
  releases: string[];
  items: HistoryItem[];
}

/** The config items of the API history, for the planner's data. */
export function configHistoryOf(history: ApiHistory): ConfigHistory {
  return {releases: history.releases, items: history.items.filter((item) => CONFIG_HISTORY_AREAS.has(item.area))};
}

function asRelease(text: string): Release {
  const parsed = parseRelease(text);
  if (!parsed) throw new Error(`configHistory: "${text}" is not a release`);
  return parsed;
}

/** The config items at exact releases. A release the record did not read (newer than its newest) has what the release before it has. */
export class ConfigReleases {
  private readonly byName: Map<string, HistoryItem>;

  constructor(readonly history: ConfigHistory) {
    this.byName = new Map(history.items.map((item) => [item.name, item]));
  }

  item(name: string): HistoryItem | undefined {
    return this.byName.get(name);
  }

  get items(): readonly HistoryItem[] {
    return this.history.items;
  }

  /** The newest release the record read. */
  get newest(): string {
    return this.history.releases.at(-1)!;
  }

  /** Whether the record read the release (or, for one newer than its newest, reads what comes before it). */
  covers(release: string): boolean {
    return this.history.releases.includes(release) || this.compare(release, this.newest) > 0;
  }

  compare(a: string, b: string): number {
    return compareReleases(asRelease(a), asRelease(b));
  }

  inSpan(span: Span, release: string): boolean {
    return this.compare(span.from, release) <= 0 && (span.to === undefined || this.compare(release, span.to) < 0);
  }

  present(item: HistoryItem, release: string): boolean {
    return item.present.some((span) => this.inSpan(span, release));
  }

  deprecated(item: HistoryItem, release: string): boolean {
    return (item.deprecated ?? []).some((span) => this.inSpan(span, release));
  }

  runAt<T>(runs: readonly Run<T>[] | undefined, release: string): Run<T> | undefined {
    return runs?.find((run) => this.inSpan(run, release));
  }

  /** The first release after `after` whose record lacks the item (up to `until`), if any. */
  removedBetween(item: HistoryItem, after: string, until: string): string | undefined {
    return item.present
      .map((span) => span.to)
      .find((to): to is string => to !== undefined && this.compare(to, after) > 0 && this.compare(to, until) <= 0);
  }

  /** The first release that has the item after `after`, if any. */
  nextArrival(item: HistoryItem, after: string): string | undefined {
    return item.present.map((span) => span.from).find((from) => this.compare(from, after) > 0);
  }

  /** The last release that had the item before `before`, as the first release without it: where it went away. */
  removedBefore(item: HistoryItem, before: string): string | undefined {
    return item.present
      .map((span) => span.to)
      .filter((to): to is string => to !== undefined && this.compare(to, before) <= 0)
      .at(-1);
  }

  /** The first release marked deprecated in the span that holds `release`. */
  deprecatedSince(item: HistoryItem, release: string): string | undefined {
    return item.deprecated?.find((span) => this.inSpan(span, release))?.from;
  }

  /** The changes of a run's value after `from`, up to and including `to`: each at the first release with the new value. */
  changesBetween<T>(
    runs: readonly Run<T>[] | undefined,
    from: string,
    to: string,
    same: (a: T, b: T) => boolean,
  ): {before: T; after: T; release: string}[] {
    const changes: {before: T; after: T; release: string}[] = [];
    for (let index = 1; index < (runs?.length ?? 0); index++) {
      const before = runs![index - 1];
      const after = runs![index];
      if (same(before.value, after.value)) continue;
      if (this.compare(after.from, from) > 0 && this.compare(after.from, to) <= 0)
        changes.push({before: before.value, after: after.value, release: after.from});
    }
    return changes;
  }

  /** The names of the items a release has. */
  namesAt(release: string): string[] {
    return this.history.items.filter((item) => this.present(item, release)).map((item) => item.name);
  }
}
