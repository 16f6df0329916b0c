/**
 * What the project check finds in a config's keys (./index.ts): keys the project's release does
 * not know (a typo, or a key of a later release), keys removed or deprecated on the way to the
 * target, and defaults that change on the way, each with its line and the page of its area.
 */
import {compareDocsVersions, docUrl, versionByName, type DocsVersion} from '../../versions/versions';
import type {ApiItem} from '../planner/types';
import {CONFIG_AREAS, COMPILER_CONFIG_KEYS, deprecatedIn, knownIn, nearest} from './keys';
import type {ConfigKey} from './parse';
import type {DefaultChange, Finding} from './types';

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
      // An output-target option is compared with the options of its own type.
      const prefix = key.path.includes('.') ? key.path.slice(0, key.path.lastIndexOf('.') + 1) : '';
      const siblings = this.ownNames
        .filter((name) => this.byName.get(name)!.area === key.area && name.startsWith(prefix) && !name.slice(prefix.length).includes('.'))
        .filter((name) => (what === 'output target') === (this.byName.get(name)!.kind === 'output target'));
      const suggestion = nearest(
        key.path.slice(prefix.length),
        siblings.map((name) => name.slice(prefix.length)),
      );
      return [
        {
          kind: 'unknown',
          ...position,
          message: `${own.label} knows no ${unknownWhat(key, what)}${suggestion ? `; did you mean \`${key.area === 'outputTargets' ? suggestion : prefix + suggestion}\`?` : '.'}`,
          href: docUrl(own, areaRoute(key.area)),
          ...(suggestion ? {suggestion: `${prefix}${suggestion}`} : {}),
        },
      ];
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
        line: key?.line ?? 0,
        column: key?.column ?? 0,
        message: key
          ? `The default of \`${change.name}\` changes from ${change.from} to ${change.to} in ${versionByName(change.version)?.label ?? change.version}; your config sets it, so the change does not reach you.`
          : `The default of \`${change.name}\` changes from ${change.from} to ${change.to} in ${versionByName(change.version)?.label ?? change.version}; your config does not set it, so the new default applies.`,
        href: docUrl(target, areaRoute(area)),
      });
    }
    return found;
  }
}
