/**
 * Which `@stencil/core` releases the API history reads, in what order, and where their packages
 * come from: every release on the npm registry from 2.0.0 up to the newest before 5.0.0, and the
 * prereleases listed below; each fetched once with `npm pack` into a cache outside the
 * repository (node_modules/.cache/stencil-releases/, or `$STENCIL_RELEASES_CACHE`), so a rerun
 * and a new release download only what is missing. The build never runs this.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';
import {allows} from '../../src/versions/ranges';
import {isPrerelease, oldestFirst, parseRelease, type Release} from '../../src/versions/release';
import {projectRoot} from '../records';

export const PACKAGE = '@stencil/core';
/** The stable releases read: every one in this range. */
export const STABLE_RANGE = '>=2.0.0 <5.0.0';
/** Prereleases read as well: the one Next pins (issue 40), until versions.ts pins it itself. */
export const PRERELEASES = ['5.0.0-beta.12'];

/** The releases to read, oldest first, from the registry's list of versions. */
export function selectReleases(published: readonly string[]): Release[] {
  const releases = published.flatMap((version) => parseRelease(version) ?? []);
  const stable = releases.filter((version) => !isPrerelease(version) && allows(STABLE_RANGE, version));
  const missing = PRERELEASES.filter((version) => !releases.includes(version as Release));
  if (missing.length) throw new Error(`${PACKAGE} ${missing.join(', ')} is not on the registry`);
  return oldestFirst(new Set([...stable, ...(PRERELEASES as Release[])]));
}

/** The registry's versions of the package (`npm view … versions`). */
export function publishedVersions(): string[] {
  const output = execFileSync('npm', ['view', PACKAGE, 'versions', '--json'], {encoding: 'utf8'});
  return JSON.parse(output) as string[];
}

export const cacheRoot = process.env.STENCIL_RELEASES_CACHE ?? path.join(projectRoot, 'node_modules/.cache/stencil-releases');
const tarballs = path.join(cacheRoot, 'tarballs');

function tarballOf(version: string): string {
  return path.join(tarballs, `stencil-core-${version}.tgz`);
}

/** The release's tarball in the cache, fetched with `npm pack` when it is not there yet. */
export function tarball(version: string): {file: string; downloaded: boolean} {
  const file = tarballOf(version);
  if (existsSync(file)) return {file, downloaded: false};
  mkdirSync(tarballs, {recursive: true});
  // Packed into a folder of its own, then moved: an interrupted download never looks cached.
  const partial = path.join(tarballs, `.partial-${version}`);
  rmSync(partial, {recursive: true, force: true});
  mkdirSync(partial);
  execFileSync('npm', ['pack', `${PACKAGE}@${version}`, '--silent', '--pack-destination', partial], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  renameSync(path.join(partial, path.basename(file)), file);
  rmSync(partial, {recursive: true, force: true});
  return {file, downloaded: true};
}

/**
 * The release unpacked into the cache's `unpacked/<version>/package` (inside node_modules, so the
 * typings' own imports resolve as they do for the pinned aliases); the caller removes it.
 */
export function unpack(version: string, file: string): string {
  const folder = path.join(cacheRoot, 'unpacked', version);
  rmSync(folder, {recursive: true, force: true});
  mkdirSync(folder, {recursive: true});
  execFileSync('tar', ['-xzf', file, '-C', folder]);
  return path.join(folder, 'package');
}
