/**
 * A release as `[major, minor]` and its order, shared by the version fences (./fences.ts, build
 * time) and the upgrade planner's version order (src/compare/planner/links.ts, on doc pages),
 * which had a copy each. Kept to itself so doc pages import these lines and not the fences.
 */
export type Release = readonly [number, number];

/** Negative when `a` is the older release, positive when it is the newer, 0 for the same. */
export function compareReleases(a: Release, b: Release): number {
  return a[0] - b[0] || a[1] - b[1];
}
