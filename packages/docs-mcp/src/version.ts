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
import {ALL_VERSIONS, LATEST_VERSION, RELEASED_VERSIONS, type DocsVersion} from '../../../src/versions/versions';

export const PACKAGE = '@stencil/core';

export interface ResolvedVersion {
  version: DocsVersion;
  /** One sentence for the answer: where the version came from and how it was mapped. */
  reason: string;
}

/** `4.34.0`, `^4.34.0`, `~3.4`, `>=4.35.1 <5`, `v4.36` → `[major, minor, patch]` of the lowest version named; undefined for tags and URLs. */
export function lowestVersionOf(range: string): [number, number, number] | undefined {
  const match = /(?:^|[\s=<>^~v])(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(range.trim());
  if (!match || /^(?:npm:|file:|link:|git|https?:|workspace:)/.test(range.trim())) return undefined;
  const part = (text: string | undefined) => (text === undefined || text === 'x' || text === '*' ? 0 : Number(text));
  return [Number(match[1]), part(match[2]), part(match[3])];
}

/**
 * The docs version documenting a release: its major's version for v2 and v3, for 4.x the newest
 * docs release at or below it. Outside what the docs cover, the nearest version, said so in `note`.
 */
export function docsVersionForRelease([major, minor]: [number, number, number]): {version: DocsVersion; note?: string} {
  const released = [...RELEASED_VERSIONS].sort((a, b) => b.major - a.major || minorOf(b) - minorOf(a));
  const atOrBelow = released.find((version) => version.major === major && minorOf(version) <= minor);
  if (atOrBelow) return {version: atOrBelow};
  const sameMajor = released.filter((version) => version.major === major);
  if (sameMajor.length > 0) {
    const oldest = sameMajor.at(-1)!;
    return {version: oldest, note: `the docs start at ${oldest.label} for Stencil ${major}`};
  }
  if (major > LATEST_VERSION.major) return {version: LATEST_VERSION, note: `no docs version covers Stencil ${major}`};
  const oldest = released.at(-1)!;
  return {version: oldest, note: `no docs version covers Stencil ${major}; the oldest is ${oldest.label}`};
}

function minorOf(version: DocsVersion): number {
  return Number(version.minor.split('.')[1]);
}

/**
 * A version a caller names: a docs version (`v4.34`, `v3`, `next`, `Next`, `current`) or a
 * release (`4.34`, `4.34.0`, `^4.36.1`). Undefined when it names neither.
 */
export function versionFromArgument(name: string): ResolvedVersion | undefined {
  const text = name.trim();
  // `next`, Next's path segment, is its label too.
  const byName = ALL_VERSIONS.find((version) => version.name === text || version.label.toLowerCase() === text.toLowerCase());
  if (byName) return {version: byName, reason: `the docs version asked for (${byName.label})`};
  const release = lowestVersionOf(text);
  if (!release) return undefined;
  const {version, note} = docsVersionForRelease(release);
  return {version, reason: `${PACKAGE} ${release.join('.')} as asked, documented by ${version.label}${note ? ` (${note})` : ''}`};
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

function described(release: [number, number, number], source: string): ResolvedVersion {
  const {version, note} = docsVersionForRelease(release);
  return {version, reason: `${source}, documented by ${version.label}${note ? ` (${note})` : ''}`};
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
