/**
 * Which releases print each message (issue 40): the message-history store record, written by
 * generators/message-history for every stable release the API history reads. Read here, once;
 * the messages pages and the docs MCP server name exact releases from it ("printed by
 * 2.0.0–4.18.1") rather than the pinned releases alone.
 */
import {readStoreRecord} from '../data/records';
import {compareReleases, type Release} from '../versions/release';
import {messageKey, type PatternPart} from './pattern';

/** One span of releases that print a message: from `from` up to the release before `until` (absent: the newest read). */
export interface PrintedSpan {
  from: string;
  until?: string;
}

export interface MessageHistory {
  /** Every release read, oldest first. */
  releases: string[];
  /** Each message by its key (`messageKey`), with the spans that print it. */
  messages: Record<string, PrintedSpan[]>;
  /** The releases between two pinned ones that the extractor read, to settle a disagreement. */
  extractorRuns: string[];
}

export interface MessageHistoryRecord {
  generated: {by: string; from: string; generator: string; generatorVersion: string};
  data: MessageHistory;
}

let memo: MessageHistory | null | undefined;

/** The record's data, or undefined before it was first written. */
export function messageHistory(): MessageHistory | undefined {
  if (memo === undefined) memo = readStoreRecord<MessageHistoryRecord>('message-history')?.data ?? null;
  return memo ?? undefined;
}

/** A run of releases that print a message, by its first and last release. */
export interface PrintedRange {
  from: string;
  last: string;
}

/** The releases that print a message (its parts), as runs; undefined when the record does not know the message. */
export function printedRanges(parts: readonly PatternPart[], history = messageHistory()): PrintedRange[] | undefined {
  const spans = history?.messages[messageKey(parts as PatternPart[])];
  if (!history || !spans) return undefined;
  const {releases} = history;
  return spans.map((span) => ({from: span.from, last: span.until ? releases[releases.indexOf(span.until) - 1] : releases.at(-1)!}));
}

/** "2.0.0–4.18.1, 4.30.0–4.45.1": each run from its first to its last release. */
export function rangesText(ranges: readonly PrintedRange[]): string {
  return ranges.map((range) => (range.last === range.from ? range.from : `${range.from}–${range.last}`)).join(', ');
}

/** Whether the runs are every release the record read (a message every release prints needs no line). */
export function printedByEvery(ranges: readonly PrintedRange[], history = messageHistory()): boolean {
  return !!history && ranges.length === 1 && ranges[0].from === history.releases[0] && ranges[0].last === history.releases.at(-1);
}

/** Whether `release` lies in one of the runs (by semver). */
export function printedAt(ranges: readonly PrintedRange[], release: Release): boolean {
  return ranges.some(
    (range) => compareReleases(release, range.from as Release) >= 0 && compareReleases(release, range.last as Release) <= 0,
  );
}
