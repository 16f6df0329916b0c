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
import {matchScore, messageKey, partsOfText, type PatternPart} from './pattern';

export type DiagnosticLevel = 'error' | 'warning';
export type DiagnosticOrigin = 'compiler' | 'runtime';

/** One message site of a release, as generators/diagnostics/extract.ts records it. */
export interface ExtractedDiagnostic {
  /** The message as a pattern: literal text with `<name>` placeholders for run-time values. */
  pattern: string;
  /** The same as literal parts and placeholders (what matching uses). */
  parts: PatternPart[];
  /** The diagnostic's header (compiler only), when its site sets a specific one. */
  header?: string;
  level: DiagnosticLevel;
  origin: DiagnosticOrigin;
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
  /** The section anchor on the diagnostics pages: stable while the message's wording is. */
  id: string;
  /** The releases that emit it (npm versions), newest first. */
  releases: string[];
}

function slug(diagnostic: ExtractedDiagnostic): string {
  const words = (diagnostic.header && !diagnostic.header.includes('<') ? diagnostic.header : diagnostic.pattern)
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
      if (entry) entry.releases.push(release.npmVersion);
      else byKey.set(key, {...diagnostic, id: '', releases: [release.npmVersion]});
    }
  }
  const entries = [...byKey.values()].sort((a, b) => a.pattern.localeCompare(b.pattern));
  const taken = new Map<string, number>();
  for (const entry of entries) {
    const base = slug(entry) || 'diagnostic';
    const count = (taken.get(base) ?? 0) + 1;
    taken.set(base, count);
    entry.id = count === 1 ? base : `${base}-${count}`;
  }
  return entries;
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
export function matchDiagnostic(query: string, entries: CatalogEntry[], minScore = 0.5): {entry: CatalogEntry; score: number}[] {
  return (
    entries
      .map((entry) => {
        const header = entry.header ? matchScore(query, partsOfText(entry.header)) : 0;
        return {entry, score: Math.max(matchScore(query, entry.parts), header)};
      })
      .filter((match) => match.score >= minScore)
      // On a tie the longer message wins: a short message can be the start of a longer one.
      .sort((a, b) => b.score - a.score || literalLength(b.entry) - literalLength(a.entry))
  );
}
