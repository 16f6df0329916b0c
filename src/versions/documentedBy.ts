/**
 * Which docs version documents a `@stencil/core` release: one answer for the project check
 * (src/compare/projectCheck) and the docs MCP server (packages/docs-mcp). A range a project
 * names becomes a release with `lowestReleaseOf` (./ranges.ts) first.
 *
 * A release between two docs versions gets the nearest one at or below its minor line: a docs
 * version describes its own release, and a feature of a later minor must never be offered to an
 * older project. Below the oldest docs version of its major it gets that oldest one; a major no
 * docs version covers gets the nearest version, with `covered: false`. A docs version named for
 * a whole major (`v3`, `v2`) documents every release of it.
 */
import {compareReleases, isPrerelease, lineStart, majorOf, oldestFirst, parseRelease, type Release} from './release';
import {RELEASED_VERSIONS, type DocsVersion} from './versions';

export interface DocumentedBy {
  version: DocsVersion;
  /** Whether the release is within the docs versions of its major (false: the nearest was taken). */
  covered: boolean;
  /** Where the release lies when it is not one the docs version documents exactly. */
  position: 'exact' | 'between' | 'older' | 'newer' | 'other-major';
}

/** Whether a docs version stands for every release of its major (`v3`), not one minor line (`v4.37`). */
export function documentsWholeMajor(version: DocsVersion): boolean {
  return version.name === `v${version.major}`;
}

/** `versions`: the released docs versions to choose from (a caller passes its own module's list). */
export function docsVersionForRelease(of: Release, versions: readonly DocsVersion[] = RELEASED_VERSIONS): DocumentedBy {
  const major = majorOf(of);
  const line = lineStart(of);
  const newestFirst = [...versions].sort((a, b) => compareReleases(b.release, a.release));
  const sameMajor = newestFirst.filter((version) => version.major === major);
  const whole = sameMajor.find(documentsWholeMajor);
  if (whole) return {version: whole, covered: true, position: 'exact'};
  const atOrBelow = sameMajor.find((version) => compareReleases(lineStart(version.release), line) <= 0);
  if (atOrBelow) {
    const exact = compareReleases(lineStart(atOrBelow.release), line) === 0;
    return {version: atOrBelow, covered: true, position: exact ? 'exact' : atOrBelow === sameMajor[0] ? 'newer' : 'between'};
  }
  if (sameMajor.length > 0) return {version: sameMajor.at(-1)!, covered: true, position: 'older'};
  const newer = compareReleases(of, newestFirst[0].release) > 0;
  return {version: newer ? newestFirst[0] : newestFirst.at(-1)!, covered: false, position: 'other-major'};
}

/**
 * The releases of `recorded` a reader can check an upgrade to `version` against: its own release
 * and every later one it documents (v4.38, the latest: 4.38.0 … the newest 4.x), oldest first.
 * Prereleases only where the version documents one (Next on a beta).
 */
export function releasesDocumentedFrom(version: DocsVersion, recorded: readonly string[]): Release[] {
  const found = recorded
    .map(parseRelease)
    .filter((of): of is Release => of !== undefined && compareReleases(of, version.release) > 0)
    .filter((of) => !isPrerelease(of) && docsVersionForRelease(of).version.name === version.name);
  return oldestFirst([version.release, ...found]);
}
