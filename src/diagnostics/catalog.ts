/**
 * The diagnostics of every pinned release, one entry per message across releases, with the
 * releases and docs versions that emit it. Releases come from src/versions/versions.ts (each
 * docs version's typings package, `stencil-core-<tag>` in node_modules); no version is named here.
 *
 * Extraction parses each release's compiler bundle (seconds each), so its result is cached per
 * package version in node_modules/.cache/stencil-diagnostics/, keyed also by a hash of the
 * extractor's source so a change to the extractor re-reads every release.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ALL_VERSIONS, type DocsVersion} from '../versions/versions';
import {extractPackage, type ExtractedDiagnostic} from './extract';
import {matchScore, messageKey, partsOfText} from './pattern';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(projectRoot, 'node_modules/.cache/stencil-diagnostics');

export interface Release {
  /** The `@stencil/core` version, e.g. `4.37.1`. */
  npmVersion: string;
  /** The installed package (an npm alias in package.json). */
  packageDir: string;
  /** The docs versions documenting it, in dropdown order (Next and the latest share one). */
  docsVersions: DocsVersion[];
}

/** The pinned releases, newest first, each with the docs versions that document it. */
export const RELEASES: Release[] = (() => {
  const byVersion = new Map<string, Release>();
  for (const version of ALL_VERSIONS) {
    const release = byVersion.get(version.npmVersion);
    if (release) release.docsVersions.push(version);
    else {
      byVersion.set(version.npmVersion, {
        npmVersion: version.npmVersion,
        packageDir: path.join(projectRoot, 'node_modules', version.typingsPackage),
        docsVersions: [version],
      });
    }
  }
  return [...byVersion.values()];
})();

export function releaseOf(version: DocsVersion): Release {
  return RELEASES.find((release) => release.npmVersion === version.npmVersion)!;
}

function extractorHash(): string {
  const hash = createHash('sha256');
  for (const file of ['extract.ts', 'pattern.ts']) hash.update(readFileSync(path.join(import.meta.dirname, file)));
  return hash.digest('hex').slice(0, 12);
}

/** One release's diagnostics, from the cache when this extractor has read this package before. */
export function releaseDiagnostics(release: Release): ExtractedDiagnostic[] {
  const installed = JSON.parse(readFileSync(path.join(release.packageDir, 'package.json'), 'utf8')) as {version: string};
  if (installed.version !== release.npmVersion) {
    throw new Error(`${release.packageDir} holds @stencil/core ${installed.version}, not ${release.npmVersion}: run npm install`);
  }
  const cacheFile = path.join(cacheDir, `${release.npmVersion}-${extractorHash()}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as ExtractedDiagnostic[];
  const diagnostics = extractPackage(release.packageDir);
  mkdirSync(cacheDir, {recursive: true});
  writeFileSync(cacheFile, JSON.stringify(diagnostics));
  return diagnostics;
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

/** Every release's diagnostics as one list, each entry with the releases that emit it. */
export function buildCatalog(releases: Release[] = RELEASES): CatalogEntry[] {
  const byKey = new Map<string, CatalogEntry>();
  for (const release of releases) {
    for (const diagnostic of releaseDiagnostics(release)) {
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
