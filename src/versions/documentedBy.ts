/**
 * Which docs version documents a `@stencil/core` release a project names (a version or a
 * package.json range): one answer for the project check (src/compare/projectCheck) and the docs
 * MCP server (packages/docs-mcp), which each had their own parser and mapping.
 *
 * A release between two docs versions gets the nearest one at or below it: a docs version
 * describes its own release, and a feature of a later minor must never be offered to an older
 * project. Below the oldest docs version of its major it gets that oldest one; a major no docs
 * version covers gets the nearest version, with `covered: false`.
 */
import {RELEASED_VERSIONS, type DocsVersion} from './versions';

export type FullRelease = [number, number, number];

/**
 * `4.34.0`, `^4.34.0`, `~3.4`, `>=4.35.1 <5`, `v4.36`, `npm:@stencil/core@2.22.3` → the lowest
 * release named; undefined for tags (`latest`), wildcards and git, file or URL specifiers.
 */
export function lowestReleaseOf(range: string): FullRelease | undefined {
  const spec = range.trim().replace(/^npm:@stencil\/core@/, '');
  if (/^(?:npm:|file:|link:|git|https?:|workspace:)/.test(spec)) return undefined;
  const match = /(?:^|[\s=<>^~v])(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(spec);
  if (!match) return undefined;
  const part = (text: string | undefined) => (text === undefined || text === 'x' || text === '*' ? 0 : Number(text));
  return [Number(match[1]), part(match[2]), part(match[3])];
}

export interface DocumentedBy {
  version: DocsVersion;
  /** Whether the release is within the docs versions of its major (false: the nearest was taken). */
  covered: boolean;
  /** Where the release lies when it is not one the docs version documents exactly. */
  position: 'exact' | 'between' | 'older' | 'newer' | 'other-major';
}

/** `versions`: the released docs versions to choose from (a caller passes its own module's list). */
export function docsVersionForRelease([major, minor]: FullRelease, versions: readonly DocsVersion[] = RELEASED_VERSIONS): DocumentedBy {
  const released = [...versions].sort((a, b) => b.major - a.major || minorOf(b) - minorOf(a));
  const sameMajor = released.filter((version) => version.major === major);
  // Before 4.x a major has one docs version, which documents all of its releases.
  const atOrBelow = sameMajor.length === 1 && major < 4 ? sameMajor[0] : sameMajor.find((version) => minorOf(version) <= minor);
  if (atOrBelow) {
    const exact = minorOf(atOrBelow) === minor || major < 4;
    const position = exact ? 'exact' : atOrBelow === sameMajor[0] ? 'newer' : 'between';
    return {version: atOrBelow, covered: true, position};
  }
  if (sameMajor.length > 0) return {version: sameMajor.at(-1)!, covered: true, position: 'older'};
  if (major > released[0].major) return {version: released[0], covered: false, position: 'other-major'};
  return {version: released.at(-1)!, covered: false, position: 'other-major'};
}

function minorOf(version: DocsVersion): number {
  return Number(version.minor.split('.')[1]);
}
