/**
 * From each docs version's release items to one fact per API item: the first docs version
 * whose release has it, the last one when a newer version dropped it, and the first version
 * that marks it `@deprecated`. Pure: the caller gives each release's recorded items (./index.ts).
 */
import type {ReleaseFacts} from './history';

export type {ReleaseItem} from './releaseItem';
import type {ReleaseItem} from './releaseItem';

/** A difference between two consecutive docs versions that have the item. */
export interface ValueChange {
  what: 'default' | 'accepted values' | 'kind';
  /** The first docs version with the new value. */
  version: string;
  before: string;
  after: string;
}

/** One public API item of `@stencil/core` across the docs versions. */
export interface ApiItem {
  /** `config`, `extras`, `devServer`, `testing`, `outputTargets`, `decorators`, `runtime`, `testingApi` or `cli`. */
  area: string;
  /** As a reader writes it: `extras.addGlobalStyleToComponents`, `@Prop.mutable`, `newSpecPage`, `--docs-readme`. */
  name: string;
  /** `config option`, `decorator`, `function`, `boolean flag` … */
  kind: string;
  /** The oldest docs version (a Docusaurus version name, e.g. `v4.35`) whose release has the item. */
  since: string;
  /** The newest docs version that has it, when a newer one no longer does (the item was removed). */
  until?: string;
  /** The oldest docs version whose release marks it `@deprecated`. */
  deprecatedSince?: string;
  /** Every docs version whose release has it, oldest first. */
  versions: string[];
  /** The default the newest release that has it fills in, when read (`true`, `'shell'`). */
  default?: string;
  /** The values the newest release that has it accepts, when its validation limits them. */
  values?: string[];
  /** Defaults, accepted values or kinds that differ between consecutive versions that have it, oldest first. */
  changes?: ValueChange[];
  /** The kind in each version, when it is not the same in all of them (`--headless`: boolean in v2). */
  kindByVersion?: Record<string, string>;
  /** The same history at the exact releases, from every published release (./history.ts); absent when the history has not read the item. */
  releases?: ReleaseFacts;
  /** The identifier inline code names it by: the last part of `name` (`addGlobalStyleToComponents`, `Prop`, `docsReadme`). */
  key: string;
}

/** A docs version with the items of the release it documents. */
export interface VersionItems {
  /** Docusaurus version name (`v4.35`, `current`). */
  version: string;
  items: readonly ReleaseItem[];
}

/** The identifier inline code uses for an item name. */
export function keyOf(name: string): string {
  if (name.startsWith('-')) {
    return name.replace(/^-+/, '').replace(/-([a-z])/g, (_all, letter: string) => letter.toUpperCase());
  }
  return name.split('.').at(-1)!.replace(/^@/, '');
}

/** `versions`: the docs versions oldest first, each with its release's items. */
export function computeFacts(versions: readonly VersionItems[]): ApiItem[] {
  const facts = new Map<string, ApiItem>();
  const newest = versions.at(-1)?.version;
  for (const {version, items} of versions) {
    for (const item of items) {
      const id = `${item.area}\0${item.name}`;
      let fact = facts.get(id);
      if (!fact) {
        fact = {area: item.area, name: item.name, kind: item.kind, since: version, versions: [], key: keyOf(item.name)};
        facts.set(id, fact);
      }
      if (fact.versions.length > 0) {
        const change = (what: ValueChange['what'], before: string | undefined, after: string | undefined) => {
          if (before !== undefined && after !== undefined && before !== after) (fact!.changes ??= []).push({what, version, before, after});
        };
        change('default', fact.default, item.default);
        change('accepted values', fact.values?.join(', '), item.values?.join(', '));
        // A CLI flag's kind is the form it accepts (`--headless` took no string in v2); other kinds
        // only follow how the typings spell an export.
        if (item.area === 'cli') change('kind', fact.kind, item.kind);
        if (item.area === 'cli' && (fact.kind !== item.kind || fact.kindByVersion)) {
          fact.kindByVersion ??= Object.fromEntries(fact.versions.map((name) => [name, fact!.kind]));
          fact.kindByVersion[version] = item.kind;
        }
      }
      fact.versions.push(version);
      fact.kind = item.kind;
      if (item.default !== undefined) fact.default = item.default;
      if (item.values !== undefined) fact.values = item.values;
      if (item.deprecated && fact.deprecatedSince === undefined) fact.deprecatedSince = version;
    }
  }
  for (const fact of facts.values()) {
    const last = fact.versions.at(-1)!;
    if (last !== newest) fact.until = last;
  }
  return [...facts.values()];
}
