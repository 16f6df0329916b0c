/**
 * A `@stencil/core` range as a project names it (package.json, an installed version, a caller's
 * argument) → the lowest release it allows, by semver's own reading of ranges: `^4.34.0 || ^2.0.0`
 * allows 2.0.0, `>4.34.0` starts at 4.34.1.
 */
import satisfies from 'semver/functions/satisfies';
import minVersion from 'semver/ranges/min-version';
import validRange from 'semver/ranges/valid';
import type {Release} from './release';

/** Specifiers that name no registry release of the package: git, file, link, URL, workspace, another package. */
const NOT_A_RELEASE = /^(?:npm:|file:|link:|git|https?:|workspace:)/;

/**
 * `4.34.0`, `^4.34.0`, `~3.4`, `>=4.35.1 <5`, `v4.36`, `4.35`, `npm:@stencil/core@2.22.3` → the
 * lowest release allowed; undefined for tags (`latest`), a bare wildcard (`*`, `x`, empty: it
 * allows every release, so it names none) and git, file or URL specifiers.
 */
export function lowestReleaseOf(range: string): Release | undefined {
  const spec = range.trim().replace(/^npm:@stencil\/core@/, '');
  if (NOT_A_RELEASE.test(spec)) return undefined;
  const normalised = validRange(spec);
  if (normalised === null || normalised === '*') return undefined;
  return (minVersion(normalised)?.version as Release | undefined) ?? undefined;
}

/** Whether a range (a package's `peerDependencies` entry) allows a release, by semver. */
export function allows(range: string, of: Release): boolean {
  return satisfies(of, range);
}
