/**
 * The diagnostics of every pinned release, one entry per message across releases, with the
 * releases and docs versions that emit it. Releases come from src/versions/versions.ts (each
 * docs version's `@stencil/core` release); no version is named here.
 *
 * Each release's messages are read from its record (src/data/generated/diagnostics/, written by
 * generators/diagnostics, which parses the release's compiler bundle): no release is parsed here.
 */
import {documentedReleases, readRecord} from '../data/records';
import {ALL_VERSIONS, type DocsVersion} from '../versions/versions';
import {anchorFor, familyOf} from './guide';
import {matchScore, messageKey, partsOfText, type PatternPart} from './pattern';
import {MESSAGES_AREAS, areaOf, type MessagesArea} from './pages';

export type DiagnosticLevel = 'error' | 'warning';
/** `cli`: the `stencil` command (bin/stencil and cli/), before or around a build. */
export type DiagnosticOrigin = 'compiler' | 'runtime' | 'cli';
/**
 * When a release prints a message, from the conditions around its site: `always` (every build,
 * development and production), `dev` (development builds: `config.devMode` or `BUILD.isDev`),
 * `prod` (production builds only), `test` (only under `stencil test`: `_isTesting`/`isTesting`),
 * `not-test` (every build except under `stencil test`), `cli` (the command itself).
 */
export type BuildMode = 'always' | 'dev' | 'dev-or-debug' | 'prod' | 'test' | 'not-test' | 'cli';
/**
 * How the message reaches the user: `diagnostic` (a build diagnostic: an error fails the build),
 * `thrown` (an exception: the command stops), `thrown-in-test` (an exception in an API a test
 * calls: that test fails), `caught` / `caught-debug` (an exception its own code catches and drops:
 * the command goes on, the message unseen, or printed only as a debug line), `logger` (a line of
 * the build log, the build goes on), `console` (the browser's or Node's console).
 */
export type EmissionWay = 'diagnostic' | 'thrown' | 'thrown-in-test' | 'caught' | 'caught-debug' | 'logger' | 'console';

export interface Emission {
  level: DiagnosticLevel;
  mode: BuildMode;
  way: EmissionWay;
}

/** One message site of a release, as generators/diagnostics/extract.ts records it. */
export interface ExtractedDiagnostic {
  /** The message as a pattern: literal text with `<name>` placeholders for run-time values. */
  pattern: string;
  /** The same as literal parts and placeholders (what matching uses). */
  parts: PatternPart[];
  /** The diagnostic's header (compiler only), when its site sets a specific one. */
  header?: string;
  /** The most severe of `emits`. */
  level: DiagnosticLevel;
  /** Each way and build mode the release prints it in (one site can warn in one case and fail in another). */
  emits: Emission[];
  origin: DiagnosticOrigin;
  /** Other wordings merged into this one (a trailing full stop or a fixed "refer to" tail apart). */
  wordings?: string[];
  /** Every function with a site of this message, when there are several (`getUserConfigBundles`, `validateComponent`). */
  functionNames?: string[];
  /** The source file the site came from (`src/compiler/…`), when the bundle says. */
  sourceFile?: string;
  /** The function around the site, for a reader who wants to find it. */
  functionName?: string;
}

export interface Release {
  /** The `@stencil/core` version, e.g. `4.37.1`. */
  npmVersion: string;
  /** The npm alias (package.json devDependencies) that installs it. */
  typingsPackage: string;
  /** The docs versions documenting it, in dropdown order (Next and the latest share one). */
  docsVersions: DocsVersion[];
}

/** The pinned releases, newest first, each with the docs versions that document it. */
export const RELEASES: Release[] = documentedReleases(ALL_VERSIONS);

export function releaseOf(version: DocsVersion): Release {
  return RELEASES.find((release) => release.npmVersion === version.npmVersion)!;
}

/** One release's diagnostics, as recorded. */
export function releaseDiagnostics(release: Release): ExtractedDiagnostic[] {
  return readRecord<ExtractedDiagnostic[]>('diagnostics', release.npmVersion).data;
}

export interface CatalogEntry extends ExtractedDiagnostic {
  /**
   * The section anchor on the diagnostics pages: from the header or the first words, or the
   * guide's `anchor`, which keeps it when a release rewords the message.
   */
  id: string;
  /** The releases that emit it (npm versions), newest first. */
  releases: string[];
  /** Each release's emissions: the same wording can fail the build in one release and warn in the next. */
  emitsIn: Record<string, Emission[]>;
}

function slug(diagnostic: ExtractedDiagnostic): string {
  const words = (diagnostic.header && !diagnostic.header.includes('<') ? diagnostic.header : diagnostic.pattern)
    .trim()
    .split('\n')[0]
    .replace(/<[a-z][A-Za-z]*>/g, ' ')
    // `devServer` → `dev-server`: anchors read, and spell-check, as words.
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const body = diagnostic.header && !diagnostic.header.includes('<') ? words : words.slice(0, 9);
  let id = '';
  for (const word of body) {
    if (id && id.length + word.length + 1 > 80) break;
    id = id ? `${id}-${word}` : word;
  }
  return id;
}

/**
 * Every release's diagnostics as one list, each entry with the releases that emit it.
 * `diagnosticsOf` gives a release's messages: the records, or (`npm run generate -- --check`)
 * what the extractor reads now.
 */
export function buildCatalog(
  releases: Release[] = RELEASES,
  diagnosticsOf: (release: Release) => ExtractedDiagnostic[] = releaseDiagnostics,
): CatalogEntry[] {
  const byKey = new Map<string, CatalogEntry>();
  for (const release of releases) {
    for (const diagnostic of diagnosticsOf(release)) {
      const key = messageKey(diagnostic.parts);
      const entry = byKey.get(key);
      if (entry) {
        entry.releases.push(release.npmVersion);
        entry.emitsIn[release.npmVersion] = diagnostic.emits;
      } else {
        byKey.set(key, {...diagnostic, id: '', releases: [release.npmVersion], emitsIn: {[release.npmVersion]: diagnostic.emits}});
      }
    }
  }
  const entries = [...byKey.values()].sort((a, b) => a.pattern.localeCompare(b.pattern));
  // An anchor may be shared by entries no release has both of (one message's wordings in turn).
  const taken = new Map<string, CatalogEntry[]>();
  for (const entry of entries) {
    const base = anchorFor(entry.pattern) ?? (slug(entry) || 'diagnostic');
    let id = base;
    for (let count = 2; (taken.get(id) ?? []).some((other) => other.releases.some((r) => entry.releases.includes(r))); count += 1) {
      id = `${base}-${count}`;
    }
    taken.set(id, [...(taken.get(id) ?? []), entry]);
    entry.id = id;
  }
  return entries;
}

/**
 * The entries of other wordings of the same check: the same anchor in other releases, or the
 * same guide `family` (a check reworded so much that its anchor changed with it).
 */
export function otherWordings(entry: CatalogEntry, catalog: CatalogEntry[]): CatalogEntry[] {
  const family = familyOf(entry.pattern);
  return catalog.filter(
    (other) => other !== entry && (other.id === entry.id || (family !== undefined && familyOf(other.pattern) === family)),
  );
}

function literalLength(entry: CatalogEntry): number {
  return entry.parts.reduce((sum, part) => sum + ('text' in part ? part.text.length : 0), 0);
}

/** The entries a docs version's release emits. */
export function entriesForVersion(catalog: CatalogEntry[], version: DocsVersion): CatalogEntry[] {
  return catalog.filter((entry) => entry.releases.includes(version.npmVersion));
}

/**
 * The catalog entries a pasted message fits, best first: what the search's exact-message
 * ranking and the tests use. `minScore` drops loose fits.
 */
export function matchDiagnostic<T extends CatalogEntry>(query: string, entries: readonly T[], minScore = 0.5): {entry: T; score: number}[] {
  return (
    entries
      .map((entry) => {
        const header = entry.header ? matchScore(query, partsOfText(entry.header)) : 0;
        const wordings = (entry.wordings ?? []).map((wording) => matchScore(query, partsOfText(wording)));
        return {entry, score: Math.max(matchScore(query, entry.parts), header, ...wordings)};
      })
      .filter((match) => match.score >= minScore)
      // On a tie the longer message wins: a short message can be the start of a longer one.
      .sort((a, b) => b.score - a.score || literalLength(b.entry) - literalLength(a.entry))
  );
}

/**
 * The area page of an entry (here, not in render.ts, which the config cannot load: the playground's
 * build step links diagnostics to their entries too). A wording only 2.x or 3.x prints has no source file in its record
 * (those bundles do not name them): it goes where the other wordings of its check go.
 */
export function entryArea(entry: CatalogEntry, catalog: CatalogEntry[]): MessagesArea {
  if (entry.sourceFile || entry.origin !== 'compiler') return areaOf(entry);
  const located = otherWordings(entry, catalog).find((other) => other.sourceFile);
  return areaOf(located ?? entry);
}

/** The route of the page that explains an entry (its anchor there is `entry.id`). */
export function entryRoute(entry: CatalogEntry, catalog: CatalogEntry[]): string {
  return MESSAGES_AREAS[entryArea(entry, catalog)].route;
}
