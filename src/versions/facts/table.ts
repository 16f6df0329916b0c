/**
 * The `api-availability` page's tables for one docs version: one table per area, every item of
 * every version (name, kind, since, deprecated, removed) and whether the reader's version has
 * it. Items the version lacks stay in the table, marked, so a reader sees what a later release
 * adds or an earlier one had. Pure: the remark step (./remark.ts) turns the model into the
 * page's Markdown tree, the llms.txt twin into Markdown text (`availabilityMarkdown`).
 */
import {ALL_VERSIONS, docsVersionsOldestFirst, versionByName, type DocsVersion} from '../versions';
import type {ApiItem} from './compute';
import {changeWhen} from './history';

/** The areas in page order, with their headings. */
export const AREAS: readonly {area: string; title: string}[] = [
  {area: 'config', title: 'Config options'},
  {area: 'extras', title: 'Extras options'},
  {area: 'devServer', title: 'Dev server options'},
  {area: 'outputTargets', title: 'Output targets and their options'},
  {area: 'testing', title: 'Testing config options'},
  {area: 'hydrate', title: 'Hydrate and prerender options'},
  {area: 'decorators', title: 'Decorators and their options'},
  {area: 'runtime', title: 'Runtime exports'},
  {area: 'testingApi', title: 'Testing exports'},
  {area: 'cli', title: 'CLI flags'},
];

export interface AvailabilityRow {
  name: string;
  /** The kind in the reader's version when it has the item, else the newest. */
  kind: string;
  /**
   * The first release that has it (`4.5.0`), from the history of every published release. An
   * item the history has not read falls back to the first docs version, "… or earlier" for the
   * oldest docs version of a major (its release need not be the one that introduced the item).
   */
  since: string;
  /** The first release that marks it deprecated (`4.20.0`). */
  deprecated: string;
  /** The first release without it ("in 4.0.0"), for each stretch it was gone. */
  removed: string;
  /** The default in the reader's version, then each default, accepted values and CLI flag kind change at its release ("default `false` → `true` in 4.0.0"); code in backticks. */
  changed: string;
  /** Whether the reader's version has it, and the words that say so. */
  inVersion: boolean;
  status: string;
}

export interface AvailabilityTable {
  area: string;
  title: string;
  rows: AvailabilityRow[];
}

/** Docs versions oldest first: the order "since" counts in. */
export const VERSIONS_OLDEST_FIRST: readonly DocsVersion[] = docsVersionsOldestFirst(ALL_VERSIONS);

function versionIndex(name: string): number {
  return VERSIONS_OLDEST_FIRST.findIndex((version) => version.name === name);
}

function label(versionName: string): string {
  return versionByName(versionName)?.label ?? versionName;
}

/** A version as the first with something: "… or earlier" when it is the oldest docs version of its major. */
export function firstSeenLabel(versionName: string): string {
  const version = versionByName(versionName);
  if (!version) return versionName;
  const oldestOfMajor = VERSIONS_OLDEST_FIRST.find((candidate) => candidate.major === version.major);
  return version === oldestOfMajor ? `${version.label} or earlier` : version.label;
}

/**
 * The version a change is first seen in: "in v4.35", or "between v3 and v4.33" when it is the
 * oldest docs version of its major (the change came with some release in between).
 */
function changeLabel(versionName: string): string {
  const index = versionIndex(versionName);
  const version = VERSIONS_OLDEST_FIRST[index];
  const previous = VERSIONS_OLDEST_FIRST[index - 1];
  if (!version) return `in ${versionName}`;
  return firstSeenLabel(versionName).endsWith('or earlier') && previous
    ? `between ${previous.label} and ${version.label}`
    : `in ${version.label}`;
}

/** The item's default in the reader's version (or the newest that has it), then each change at the release that made it, oldest first. */
function changedText(fact: ApiItem, version: DocsVersion): string {
  let value = fact.default;
  for (const change of [...(fact.changes ?? [])].reverse()) {
    if (change.what === 'default' && versionIndex(change.version) > versionIndex(version.name)) value = change.before;
  }
  const parts = value !== undefined ? [`default \`${value}\``] : [];
  if (fact.releases) {
    for (const change of fact.releases.changes ?? [])
      parts.push(`${change.what} \`${change.before}\` → \`${change.after}\` ${changeWhen(change)}`);
  } else {
    for (const change of fact.changes ?? []) {
      parts.push(`${change.what} changed ${changeLabel(change.version)}: \`${change.before}\` → \`${change.after}\``);
    }
  }
  return parts.join('; ');
}

/** "in 3.0.0, back in 4.5.0; in 4.21.0": each stretch without the item after it first appeared. */
function removedText(fact: ApiItem): string {
  const {releases} = fact;
  if (!releases) return fact.until ? `after ${label(fact.until)}` : '';
  const parts = (releases.gaps ?? []).map((gap) => `in ${gap.removedIn}, back in ${gap.backIn}`);
  if (releases.removedIn) parts.push(`in ${releases.removedIn}`);
  return parts.join('; ');
}

/** The tables of the page in `version`, from the facts (`apiFacts()`). */
export function availabilityTables(version: DocsVersion, facts: readonly ApiItem[]): AvailabilityTable[] {
  return AREAS.map(({area, title}) => ({
    area,
    title,
    rows: facts
      .filter((fact) => fact.area === area)
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((fact): AvailabilityRow => {
        const inVersion = fact.versions.includes(version.name);
        const exact = fact.releases;
        const since = exact ? exact.since : firstSeenLabel(fact.since);
        const removed = removedText(fact);
        let status = 'yes';
        if (!inVersion) {
          const lacksYet = !fact.versions.some((name) => versionIndex(name) >= versionIndex(version.name));
          const removedWhen = exact?.removedIn ? `in ${exact.removedIn}` : `after ${fact.until ? label(fact.until) : ''}`;
          status = lacksYet ? `no (removed ${removedWhen})` : `no (added in ${since})`;
        } else if (fact.deprecatedSince && fact.versions.indexOf(version.name) >= fact.versions.indexOf(fact.deprecatedSince)) {
          status = 'yes, deprecated';
        }
        return {
          name: fact.name,
          kind: (inVersion && fact.kindByVersion?.[version.name]) || fact.kind,
          since,
          deprecated: exact?.deprecatedIn ?? (fact.deprecatedSince ? label(fact.deprecatedSince) : ''),
          removed,
          changed: changedText(fact, version),
          inVersion,
          status,
        };
      }),
  })).filter((table) => table.rows.length > 0);
}

/** The column headings: the last one names the reader's version. */
export function columnHeadings(version: DocsVersion): string[] {
  return ['Name', 'Kind', 'Since', 'Deprecated', 'Removed', 'Default and changes', `In ${version.label}`];
}

/** A table cell's text escaped for a Markdown table. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The tables as Markdown, for the page's llms.txt twin. */
export function availabilityMarkdown(version: DocsVersion, tables: readonly AvailabilityTable[]): string {
  const headings = columnHeadings(version);
  return tables
    .map((table) =>
      [
        `## ${table.title}`,
        '',
        `| ${headings.join(' | ')} |`,
        `|${headings.map(() => '---').join('|')}|`,
        ...table.rows.map(
          (row) =>
            `| \`${cell(row.name)}\` | ${cell(row.kind)} | ${row.since} | ${row.deprecated || '–'} | ${row.removed || '–'} | ${cell(row.changed) || '–'} | ${row.inVersion ? row.status : `**${row.status}**`} |`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}
