/**
 * Which docs version answers for a project: the `@stencil/core` release installed in its
 * node_modules, else the lowest release its package.json range allows, mapped to the docs version
 * that documents it. The docs versions and their releases come from src/versions/versions.ts.
 *
 * A 4.x release between two docs versions gets the nearest one at or below it: a docs version
 * describes its own release, and a feature of a later minor must never be offered to an older
 * project. Pure apart from `detectProjectVersion`, which reads the two files.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {LATEST_VERSION, RELEASED_VERSIONS, versionByPublicName, type DocsVersion} from '../../../src/versions/versions';
import {docsVersionForRelease as documentedBy} from '../../../src/versions/documentedBy';
import {lowestReleaseOf} from '../../../src/versions/ranges';
import {compareReleases, majorOf, type Release} from '../../../src/versions/release';

export const PACKAGE = '@stencil/core';

export interface ResolvedVersion {
  version: DocsVersion;
  /** One sentence for the answer: where the version came from and how it was mapped. */
  reason: string;
  /** The exact `@stencil/core` release, when the project or the caller named one (`4.1.0`): API answers are for it. */
  release?: string;
}

/** The lowest release a version or range names (shared with the project check). */
export const lowestVersionOf = lowestReleaseOf;

/** The docs version documenting a release (src/versions/documentedBy.ts), with a note when it is not exact. */
export function docsVersionForRelease(release: Release): {version: DocsVersion; note?: string} {
  // Its own list: under tsx this ES module and src/ can hold separate copies of the versions module.
  const {version, position} = documentedBy(release, RELEASED_VERSIONS);
  const major = majorOf(release);
  switch (position) {
    case 'older':
      return {version, note: `the docs start at ${version.label} for Stencil ${major}`};
    case 'other-major':
      return {
        version,
        note:
          compareReleases(release, version.release) > 0
            ? `no docs version covers Stencil ${major}`
            : `no docs version covers Stencil ${major}; the oldest is ${version.label}`,
      };
    default:
      return {version};
  }
}

/**
 * A version a caller names: a docs version (`v4.34`, `v3`, `next`, `Next`; `current` as an alias) or a
 * release (`4.34`, `4.34.0`, `^4.36.1`). Undefined when it names neither.
 */
export function versionFromArgument(name: string): ResolvedVersion | undefined {
  const text = name.trim();
  // The site's names (`next`, `Next`, `v4.38`) and Docusaurus's `current`, accepted as before.
  const byName = versionByPublicName(text);
  if (byName) return {version: byName, reason: `the docs version asked for (${byName.label})`};
  const release = lowestVersionOf(text);
  if (!release) return undefined;
  const {version, note} = docsVersionForRelease(release);
  return {version, release, reason: `${PACKAGE} ${release} as asked, documented by ${version.label}${note ? ` (${note})` : ''}`};
}

/** The release a project uses, from its files: what node_modules has, else the package.json range. */
export function detectProjectVersion(cwd: string): ResolvedVersion {
  const installed = path.join(cwd, 'node_modules', ...PACKAGE.split('/'), 'package.json');
  if (existsSync(installed)) {
    const version = readJson(installed)?.version;
    const release = typeof version === 'string' ? lowestVersionOf(version) : undefined;
    if (release) return described(release, `${PACKAGE} ${version} installed in ${path.relative(cwd, installed) || installed}`);
  }
  const manifest = path.join(cwd, 'package.json');
  if (existsSync(manifest)) {
    const json = readJson(manifest);
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      const range = (json?.[field] as Record<string, unknown> | undefined)?.[PACKAGE];
      const release = typeof range === 'string' ? lowestVersionOf(range) : undefined;
      if (release) return described(release, `${PACKAGE} "${range}" in package.json ${field} (not installed; its lowest version)`);
    }
  }
  return {
    version: LATEST_VERSION,
    reason: `no ${PACKAGE} found in ${cwd} (node_modules or package.json), so the latest release's docs (${LATEST_VERSION.label}); pass a version to choose another`,
  };
}

function described(release: Release, source: string): ResolvedVersion {
  const {version, note} = docsVersionForRelease(release);
  return {version, release, reason: `${source}, documented by ${version.label}${note ? ` (${note})` : ''}`};
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
