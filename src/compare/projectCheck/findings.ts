/**
 * What the project check finds in a config's keys (./index.ts): keys the project's release does
 * not know (a typo, or a key of a later release), keys removed or deprecated on the way to the
 * target, and defaults that change on the way, each with its line and the page of its area.
 */
import {compareDocsVersions, docUrl, versionByName, type DocsVersion} from '../../versions/versions';
import {docsVersionForRelease as documentedBy} from '../../versions/documentedBy';
import {parseRelease, type Release} from '../../versions/release';
import type {ApiItem} from '../planner/types';
import type {ConfigReleases} from './configHistory';
import {CONFIG_AREAS, COMPILER_CONFIG_KEYS, deprecatedIn, knownIn, nearest} from './keys';
import type {ConfigKey, NotChecked} from './parse';
import type {DefaultChange, Finding} from './types';
import {VALUE_TYPES, fitsType} from './valueTypes';

function asRelease(text: string): Release {
  return parseRelease(text) ?? (text as Release);
}

/** The page that documents an area's keys (the same route in every version). */
function areaRoute(area: string): string {
  if (area === 'extras') return 'config-extras';
  if (area === 'devServer') return 'dev-server';
  if (area === 'outputTargets') return 'output-targets';
  if (area === 'config') return 'config';
  return 'api-availability';
}

/** How an unknown key is named to the reader: a config key, an output target, or one's option. */
function unknownWhat(key: ConfigKey, what: 'key' | 'output target'): string {
  if (what === 'output target') return `output target type \`${key.path}\``;
  if (key.area !== 'outputTargets') return `config key \`${key.path}\``;
  const dot = key.path.indexOf('.');
  return `option \`${key.path.slice(dot + 1)}\` on the \`${key.path.slice(0, dot)}\` output target`;
}

/**
 * The finding for a key its release does not know, with the nearest known name among its
 * siblings: the same area and parent, an output-target option among the options of its own
 * type. One wording for the docs-version check and the exact-release check.
 */
function unknownKeyFinding(
  key: ConfigKey,
  what: 'key' | 'output target',
  known: {label: string; href: string; names: readonly string[]; area: (name: string) => string; isOutputTarget: (name: string) => boolean},
): Finding[] {
  const prefix = key.path.includes('.') ? key.path.slice(0, key.path.lastIndexOf('.') + 1) : '';
  const siblings = known.names
    .filter((name) => known.area(name) === key.area && name.startsWith(prefix) && !name.slice(prefix.length).includes('.'))
    .filter((name) => (what === 'output target') === known.isOutputTarget(name));
  const suggestion = nearest(
    key.path.slice(prefix.length),
    siblings.map((name) => name.slice(prefix.length)),
  );
  return [
    {
      kind: 'unknown',
      key: key.path,
      line: key.line,
      column: key.column,
      message: `${known.label} knows no ${unknownWhat(key, what)}${suggestion ? `; did you mean \`${key.area === 'outputTargets' ? suggestion : prefix + suggestion}\`?` : '.'}`,
      href: known.href,
      ...(suggestion ? {suggestion: `${prefix}${suggestion}`} : {}),
    },
  ];
}

/** The default changes the computed API facts record (src/versions/facts: `changes` of kind `default`). */
export function defaultChangesOf(apiItems: readonly ApiItem[]): DefaultChange[] {
  return apiItems.flatMap((item) =>
    (item.changes ?? [])
      .filter((change) => change.what === 'default')
      .map((change) => ({name: item.name, version: change.version, from: change.before, to: change.after})),
  );
}

/** The config items of the API facts, and what the project's release and the target know of them. */
export class KeyFacts {
  private readonly byName: Map<string, ApiItem>;
  private readonly ownNames: string[];
  /** Whether the check goes from an older docs version to the target. */
  readonly upgrading: boolean;

  constructor(
    apiItems: readonly ApiItem[],
    /** The project's docs version (or the target's when the project's is unknown): it decides what is a typo. */
    private readonly own: DocsVersion,
    private readonly target: DocsVersion,
    private readonly from: DocsVersion | undefined,
  ) {
    const configItems = apiItems.filter((item) => CONFIG_AREAS.has(item.area));
    this.byName = new Map(configItems.map((item) => [item.name, item]));
    this.ownNames = configItems.filter((item) => knownIn(item, own.name)).map((item) => item.name);
    this.upgrading = from !== undefined && compareDocsVersions(from, target) < 0;
  }

  /** A key's findings: unknown or newer in the project's release; removed or deprecated on the way. */
  keyFindings(key: ConfigKey, what: 'key' | 'output target'): Finding[] {
    const {own, target} = this;
    const item = this.byName.get(key.path);
    const position = {key: key.path, line: key.line, column: key.column};
    if (!item || !knownIn(item, own.name)) {
      if (key.area === 'config' && COMPILER_CONFIG_KEYS.includes(key.path)) return [];
      if (item && compareDocsVersions(item.since, own) > 0) {
        const since = versionByName(item.since);
        return [
          {
            kind: 'newer',
            ...position,
            message: `\`${key.path}\` is not in ${own.label}; it arrives in ${since?.label ?? item.since}.`,
            href: docUrl(since ?? target, areaRoute(key.area)),
          },
        ];
      }
      return unknownKeyFinding(key, what, {
        label: own.label,
        href: docUrl(own, areaRoute(key.area)),
        names: this.ownNames,
        area: (name) => this.byName.get(name)!.area,
        isOutputTarget: (name) => this.byName.get(name)!.kind === 'output target',
      });
    }
    if (!this.upgrading) return [];
    if (!knownIn(item, target.name)) {
      return [
        {
          kind: 'removed',
          ...position,
          message: `\`${key.path}\` is removed after ${versionByName(item.until!)?.label ?? item.until}: ${target.label} does not have it.`,
          href: docUrl(own, areaRoute(key.area)),
        },
      ];
    }
    const found: Finding[] = [];
    if (deprecatedIn(item, target.name)) {
      const since = versionByName(item.deprecatedSince!)?.label ?? item.deprecatedSince;
      found.push({
        kind: 'deprecated',
        ...position,
        message: deprecatedIn(item, own.name)
          ? `\`${key.path}\` is deprecated (marked so in ${since} already) and still in ${target.label}.`
          : `\`${key.path}\` is deprecated from ${since}.`,
        href: docUrl(target, areaRoute(key.area)),
      });
    }
    return found;
  }

  /**
   * The defaults that change between the project's version and the target (upgrading only), for
   * the keys the config sets and those it leaves to the default; an output target's option only
   * when the project uses that target.
   */
  defaultChangeFindings(changes: readonly DefaultChange[], keys: readonly ConfigKey[], targetsUsed: ReadonlySet<string>): Finding[] {
    const {from, target} = this;
    if (!this.upgrading || !from) return [];
    const set = new Map(keys.map((key) => [key.path, key]));
    const found: Finding[] = [];
    for (const change of changes) {
      if (compareDocsVersions(change.version, from) <= 0 || compareDocsVersions(change.version, target) > 0) continue;
      const key = set.get(change.name);
      const area = this.byName.get(change.name)?.area ?? 'config';
      // An output target's option (`dist-collection.transformAliasedImportPaths`) concerns only projects that use that target.
      if (area === 'outputTargets' && !targetsUsed.has(change.name.split('.')[0]!)) continue;
      found.push({
        kind: 'default-changed',
        key: change.name,
        ...(key ? {line: key.line, column: key.column} : {}),
        message: key
          ? `The default of \`${change.name}\` changes from ${change.from} to ${change.to} in ${versionByName(change.version)?.label ?? change.version}; your config sets it, so the change does not reach you.`
          : `The default of \`${change.name}\` changes from ${change.from} to ${change.to} in ${versionByName(change.version)?.label ?? change.version}; your config does not set it, so the new default applies.`,
        href: docUrl(target, areaRoute(area)),
      });
    }
    return found;
  }
}

/** What of the config was read: the default-change findings never say "not set" of a part that was not. */
export interface ConfigReading {
  configRead: boolean;
  notChecked: readonly NotChecked[];
}

/** The unread part that may set a key (its parent's scope, or the top level), if any. */
function unreadPartFor(path: string, area: string, notChecked: readonly NotChecked[]): NotChecked | undefined {
  const parent = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '';
  return notChecked.find(
    (part) => part.scope === parent || part.scope === '' || (area === 'outputTargets' && part.scope === 'outputTargets'),
  );
}

/** `'shell'`, `[…]` as the reader wrote them, in inline code. */
const code = (text: string) => `\`${text}\``;

/**
 * The findings at exact releases (issue 40), from the config part of the API history: the
 * project's own release decides what is unknown or newer, and every release up to the target's
 * what is removed, deprecated, refused or changes its default or type on the way.
 */
export class ReleaseKeyFacts {
  /** Whether the check goes from an older release to the target's. */
  readonly upgrading: boolean;

  constructor(
    private readonly releases: ConfigReleases,
    /** The project's release. */
    private readonly own: string,
    /** The release checked against: the target's when upgrading, else the project's. */
    private readonly target: string,
    /** The docs version that documents the project's release (its pages for keys the target lacks). */
    private readonly ownDocs: DocsVersion,
    /** The docs version the reader is sent to. */
    private readonly targetDocs: DocsVersion,
  ) {
    this.upgrading = releases.compare(own, target) < 0;
  }

  /** The release whose rules apply after the upgrade (the project's own when not upgrading). */
  private get checked(): string {
    return this.upgrading ? this.target : this.own;
  }

  /** A key's findings: unknown or newer at the project's release; removed or deprecated on the way; not in the docs the reader is sent to. */
  keyFindings(key: ConfigKey, what: 'key' | 'output target'): Finding[] {
    const {releases, own} = this;
    const item = releases.item(key.path);
    const position = {key: key.path, line: key.line, column: key.column};
    if (!item || !releases.present(item, own)) {
      if (key.area === 'config' && COMPILER_CONFIG_KEYS.includes(key.path)) return [];
      const arrives = item ? releases.nextArrival(item, own) : undefined;
      if (item && arrives) {
        return [
          {
            kind: 'newer',
            ...position,
            message: `\`${key.path}\` is not in ${own}; it arrives in ${arrives}${this.upgrading && releases.compare(arrives, this.target) <= 0 ? `, so ${this.target} has it` : ''}.`,
            href: docUrl(documentedBy(asRelease(arrives)).version, areaRoute(key.area)),
          },
        ];
      }
      const gone = item ? releases.removedBefore(item, own) : undefined;
      if (item && gone) {
        return [
          {
            kind: 'unknown',
            ...position,
            message: `\`${key.path}\` is removed in ${gone}: ${own} does not have it.`,
            href: docUrl(
              documentedBy(asRelease(releases.history.releases[releases.history.releases.indexOf(gone) - 1] ?? gone)).version,
              areaRoute(key.area),
            ),
          },
        ];
      }
      return unknownKeyFinding(key, what, {
        label: own,
        href: docUrl(this.ownDocs, areaRoute(key.area)),
        names: releases.namesAt(own),
        area: (name) => releases.item(name)!.area,
        isOutputTarget: (name) => releases.runAt(releases.item(name)!.kind, own)?.value === 'output target',
      });
    }
    const found: Finding[] = [];
    const docsRelease = this.targetDocs.npmVersion;
    if (releases.covers(docsRelease) && !releases.present(item, docsRelease) && releases.compare(item.present[0].from, docsRelease) > 0) {
      found.push({
        kind: 'not-in-docs',
        ...position,
        message: `\`${key.path}\` arrives in ${releases.nextArrival(item, docsRelease) ?? item.present[0].from}, after ${docsRelease} (which ${this.targetDocs.label} documents): these docs do not cover it.`,
        href: docUrl(this.targetDocs, areaRoute(key.area)),
      });
    }
    if (!this.upgrading) {
      if (releases.deprecated(item, own))
        found.push({
          kind: 'deprecated',
          ...position,
          message: `\`${key.path}\` is deprecated from ${releases.deprecatedSince(item, own)}, as ${own} marks it.`,
          href: docUrl(this.targetDocs, areaRoute(key.area)),
        });
      return found;
    }
    const removed = releases.removedBetween(item, own, this.target);
    if (removed || !releases.present(item, this.target)) {
      found.push({
        kind: 'removed',
        ...position,
        message: `\`${key.path}\` is removed in ${removed ?? 'a later release'}: ${this.target} does not have it.`,
        href: docUrl(this.ownDocs, areaRoute(key.area)),
      });
      return found;
    }
    if (releases.deprecated(item, this.target)) {
      const since = releases.deprecatedSince(item, this.target);
      found.push({
        kind: 'deprecated',
        ...position,
        message: releases.deprecated(item, own)
          ? `\`${key.path}\` is deprecated (marked so in ${since}, already in ${own}) and still in ${this.target}.`
          : `\`${key.path}\` is deprecated from ${since}.`,
        href: docUrl(this.targetDocs, areaRoute(key.area)),
      });
    }
    return found;
  }

  /** The values a key is set to (both branches of a conditional), as the reader wrote them. */
  private static valuesOf(key: ConfigKey): string[] {
    return key.value !== undefined ? [key.value] : (key.alternatives ?? []);
  }

  /**
   * A value the checked release's validation does not accept (`testing.browserHeadless: true`
   * from 4.24.0), and a value whose type the checked release's typings no longer declare
   * (`testing.testRegex` as a string from 4.20.0).
   */
  valueFindings(key: ConfigKey): Finding[] {
    const {releases} = this;
    const checked = this.checked;
    const item = releases.item(key.path);
    const found: Finding[] = [];
    const position = {key: key.path, line: key.line, column: key.column};
    const accepted = item ? releases.runAt(item.values, checked) : undefined;
    const refused = accepted ? ReleaseKeyFacts.valuesOf(key).filter((value) => !accepted.value.includes(value)) : [];
    if (item && accepted && refused.length > 0) {
      // The first release of the unbroken run of releases, up to the checked one, that refuses the value.
      const runs = item.values ?? [];
      let since = accepted.from;
      for (let index = runs.indexOf(accepted) - 1; index >= 0 && !refused.some((value) => runs[index].value.includes(value)); index--)
        since = runs[index].from;
      const branch = key.value === undefined ? 'one branch of ' : '';
      found.push({
        kind: 'refused',
        ...position,
        message: `${branch}\`${key.path}\` is set to ${refused.map(code).join(', ')}, which ${checked}'s validation does not accept (from ${since}; it accepts ${accepted.value.map(code).join(', ')}).`,
        href: docUrl(this.targetDocs, areaRoute(key.area)),
      });
    }
    const types = VALUE_TYPES[key.path];
    const declared = releases.runAt(types, checked)?.value;
    if (types && declared && key.valueType && !fitsType(declared, key.valueType)) {
      const since = releases.runAt(types, checked)!.from;
      const ownType = releases.runAt(types, this.own)?.value;
      found.push({
        kind: 'type-changed',
        ...position,
        message:
          ownType && ownType !== declared
            ? `\`${key.path}\` is set to a ${key.valueType}; its type changes from \`${ownType}\` to \`${declared}\` in ${since}, so ${checked}'s typings do not accept it.`
            : `\`${key.path}\` is set to a ${key.valueType}; ${checked}'s typings declare \`${declared}\` (since ${since}).`,
        href: docUrl(this.targetDocs, areaRoute(key.area)),
      });
    }
    return found;
  }

  /**
   * The defaults that change after the project's release up to the target's (upgrading only),
   * at the exact release: for keys the config sets, leaves to the default, or may set in a part
   * that was not read. An output target's option only when the project uses that target (or
   * its output targets were not all read). Keys whose value is refused get that finding instead.
   */
  defaultChangeFindings(
    keys: readonly ConfigKey[],
    targetsUsed: ReadonlySet<string>,
    reading: ConfigReading,
    skip: ReadonlySet<string>,
  ): Finding[] {
    const {releases} = this;
    if (!this.upgrading) return [];
    const set = new Map(keys.map((key) => [key.path, key]));
    const found: Finding[] = [];
    const outputTargetsOpen = !reading.configRead || reading.notChecked.some((part) => part.scope === 'outputTargets' || part.scope === '');
    for (const item of releases.items) {
      if (skip.has(item.name)) continue;
      if (item.area === 'outputTargets' && item.name.includes('.') && !targetsUsed.has(item.name.split('.')[0]!) && !outputTargetsOpen)
        continue;
      for (const change of releases.changesBetween(item.default, this.own, this.target, (a, b) => a === b)) {
        const key = set.get(item.name);
        const what = `The default of \`${item.name}\` changes from ${change.before} to ${change.after} in ${change.release}`;
        const unread = key ? undefined : unreadPartFor(item.name, item.area, reading.notChecked);
        const status = key
          ? key.conditional
            ? 'your config sets it in one branch only, so the new default applies in the other'
            : 'your config sets it, so the new default does not apply to it'
          : !reading.configRead
            ? 'stencil.config.ts was not read, so whether it sets it is not known'
            : unread
              ? `part of your config was not read (${unread.where}${unread.line ? `, line ${unread.line}` : ''}), so whether it sets it is not known`
              : 'your config does not set it, so the new default applies';
        found.push({
          kind: 'default-changed',
          key: item.name,
          ...(key ? {line: key.line, column: key.column} : {}),
          message: `${what}; ${status}.`,
          href: docUrl(this.targetDocs, areaRoute(item.area)),
        });
      }
    }
    return found;
  }
}
