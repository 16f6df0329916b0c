/**
 * The twin rule (src/markdown/syntax/twinPath.ts) bound to the site's base URL: the llms plugin
 * writes the files at these paths, Copy page and Compare fetch them, the upgrade plans link to
 * them.
 *
 * Imports nothing but the base URL: it is in the Copy page and Compare client code.
 */
import {BASE_URL} from '../versions/versions';
import * as rule from './syntax/twinPath';

export {HOME_TWIN_FILE} from './syntax/twinPath';

/** A page's twin relative to the base URL (its file in the build folder): `/docs/v4.37/events` → `v4.37/events.md`. */
export function twinFile(permalink: string, baseUrl: string = BASE_URL): string {
  return rule.twinFile(permalink, baseUrl);
}

/** A page's twin as a URL path, anchor kept: `/docs/v4.37/events#a` → `/docs/v4.37/events.md#a`. */
export function twinPath(permalink: string, baseUrl: string = BASE_URL): string {
  return rule.twinPath(permalink, baseUrl);
}

/** A twin's URL path back to its page's: `/docs/v4.37/events.md#a` → `/docs/v4.37/events#a`, the home twin to `/docs/`. */
export function pageOfTwin(twinUrl: string, baseUrl: string = BASE_URL): string {
  return rule.pageOfTwin(twinUrl, baseUrl);
}
