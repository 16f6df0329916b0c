/**
 * The upgrade planner's version order and the pair an upgrade guide links to (issue 21), kept
 * apart from ./plan.ts so that doc pages carry these few lines and not the planner.
 */
import {ALL_VERSIONS, NEXT_VERSION, compareDocsVersions, docsVersionsOldestFirst, type DocsVersion} from '../../versions/versions';

/** The planner's choices: every released version and Next, oldest first. */
export const PLANNER_VERSIONS: DocsVersion[] = docsVersionsOldestFirst(ALL_VERSIONS);

export {plannerUrl} from './menuLink';

/** The major an upgrade guide route leads to (`introduction/upgrading-to-stencil-four` → 4). */
function guideMajorOf(route: string): number | undefined {
  return ALL_VERSIONS.find((version) => version.upgradeGuideRoute === route)?.major;
}

function newestOfMajor(major: number): DocsVersion | undefined {
  return [...PLANNER_VERSIONS].reverse().find((version) => version.major === major && version !== NEXT_VERSION);
}

/**
 * The planner pair an upgrade guide page links to: from the last release of the previous major
 * to the version being read (or, on an older version's copy of the guide, to the newest release
 * of the guide's major). Undefined when the route is not an upgrade guide.
 */
export function guidePlannerPair(route: string, reading: DocsVersion): {from: DocsVersion; to: DocsVersion} | undefined {
  const major = guideMajorOf(route);
  if (major === undefined) return undefined;
  const from = newestOfMajor(major - 1);
  const to = from && compareDocsVersions(reading, from) > 0 ? reading : newestOfMajor(major);
  return from && to ? {from, to} : undefined;
}
