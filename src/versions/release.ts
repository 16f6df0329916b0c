/**
 * Releases of `@stencil/core` and the one order the site puts them in: semver's. A `Release` is
 * any published version string, normalised (`4.5.0`, `4.37.1`, `5.0.0-beta.12`): documented or
 * not, so a record of every release can hold them all. A prerelease sorts before its release
 * and prereleases sort among themselves by semver (`5.0.0-beta.12` < `5.0.0-next.0` < `5.0.0`).
 *
 * The subpath imports keep what a bundle carries to the functions used. Doc pages do not
 * import this module (their first load would carry semver): they order docs versions with
 * `compareDocsVersions` in ./versions.ts, whose list order tests/unit/versionsCore.test.ts
 * checks against this one.
 */
import semverCompare from 'semver/functions/compare';
import semverInc from 'semver/functions/inc';
import semverParse from 'semver/functions/parse';
import semverPrerelease from 'semver/functions/prerelease';

declare const releaseBrand: unique symbol;

/** A valid semver version, without `v` or build metadata: make one with `parseRelease` or `release`. */
export type Release = string & {readonly [releaseBrand]: true};

/**
 * Next's place in time: after every release, as docs of what no release has yet. The largest
 * major semver accepts, so it orders with `compareReleases` like any release.
 */
export const UNRELEASED = `${Number.MAX_SAFE_INTEGER}.0.0` as Release;

/** `4.37.1`, `v4.37.1`, `5.0.0-beta.12` → the release; undefined for what is not one version (ranges, tags). */
export function parseRelease(text: string): Release | undefined {
  return semverParse(text.trim())?.version as Release | undefined;
}

/** As `parseRelease`, for a version the code itself names: throws on anything else. */
export function release(text: string): Release {
  const parsed = parseRelease(text);
  if (parsed === undefined) throw new Error(`src/versions/release.ts: "${text}" is not a release (a semver version such as 4.37.1)`);
  return parsed;
}

/** Negative when `a` is the older release, positive when it is the newer, 0 for the same. */
export function compareReleases(a: Release, b: Release): number {
  return semverCompare(a, b);
}

/** A copy of `releases`, oldest first. */
export function oldestFirst<T extends Release>(releases: Iterable<T>): T[] {
  return [...releases].sort(compareReleases);
}

/** The major of a release (`5.0.0-beta.12` → 5). */
export function majorOf(of: Release): number {
  return semverParse(of)!.major;
}

/** The minor line a release belongs to, as fences and labels name it: `4.37.1` → `4.37`. */
export function lineOf(of: Release): string {
  const {major, minor} = semverParse(of)!;
  return `${major}.${minor}`;
}

/**
 * The first release of a release's minor line (`4.37.1` → `4.37.0`): what a fence `version="4.37"`
 * stands for, so fences compare minor lines and every patch of a line sits at its start.
 */
export function lineStart(of: Release): Release {
  const {major, minor} = semverParse(of)!;
  return `${major}.${minor}.0` as Release;
}

/** The first release of the next minor line (`4.34.1` → `4.35.0`): where an `Until 4.34` text is gone. */
export function nextLine(of: Release): Release {
  return semverInc(lineStart(of), 'minor') as Release;
}

/** The lowest release a major can have (`5` → `5.0.0-0`, below every prerelease of 5.0.0). */
export function startOfMajor(major: number): Release {
  return `${major}.0.0-0` as Release;
}

/** Whether a release belongs to `major` or a later major line (prereleases of that major included). */
export function reachesMajor(of: Release, major: number): boolean {
  return compareReleases(of, startOfMajor(major)) >= 0;
}

export function isPrerelease(of: Release): boolean {
  return semverPrerelease(of) !== null;
}

/**
 * A docs version's place in release order: the start of its minor line (its `fenceRelease`), and
 * Next after every release. For ordering docs versions among releases (the planner's changes);
 * docs versions among themselves: `compareDocsVersions` (./versions.ts).
 */
export function releaseOf(version: {fenceRelease: Release | null}): Release {
  return version.fenceRelease ?? UNRELEASED;
}
