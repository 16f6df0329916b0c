/**
 * The planner's URL, and the version menu's entry for it (issue 21). The menu is on every page
 * (main.js): this module imports nothing but the versions, which the menu already has.
 */
import {BASE_URL, LATEST_VERSION, publicVersionName, type DocsVersion} from '../../versions/versions';

/** The planner page's URL for a pair, the versions named as the site names them (`next`, not `current`). */
export function plannerUrl(from: DocsVersion, to: DocsVersion = LATEST_VERSION): string {
  return `${BASE_URL}upgrade?from=${encodeURIComponent(publicVersionName(from))}&to=${encodeURIComponent(publicVersionName(to))}`;
}

/** The version menu's planner entry: from the version being read to the latest; from the latest or Next, the default pair. */
export function menuPlannerUrl(reading: DocsVersion | undefined): string {
  if (!reading || reading.name === LATEST_VERSION.name || reading.fenceRelease === null) return `${BASE_URL}upgrade`;
  return plannerUrl(reading, LATEST_VERSION);
}
