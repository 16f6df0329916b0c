/**
 * What the not-found page suggests for a missing address (src/versionsUi/components/VersionNotFound): the
 * other versions with a page at the same route, and the pages of this version whose route or title
 * is closest to it. Pure and small on purpose: it runs in the browser over the ~100 pages of one
 * version, with data the page already has (the docs plugin's global data, the version metadata
 * and the version-availability data).
 */
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {PartialRoute} from '@site/src/versions/availability/availability';

export interface PageCandidate {
  /** The page's route inside its version, e.g. `events` or `testing/playwright/overview`. */
  route: string;
  title: string;
  /** Where the page lives, e.g. `/docs/v3/events`. */
  path: string;
}

/**
 * Words that tell pages apart: every title names the product, and the short linking words
 * (`with`, `for`, `a`) would match anything.
 */
const UNINFORMATIVE = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'the', 'to', 'with', 'stencil']);

/** Lower-case words of a path or title: `Form-Associated Components` → `form`, `associated`, `components`. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !UNINFORMATIVE.has(word));
}

/** Levenshtein distance (insertions, deletions, substitutions), two rows at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** 1 for equal strings, 0 for strings with nothing in common. */
function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/** A typed word matches a page's word when it starts it or is a typo of it (one edit in four letters). */
function wordMatch(typed: string, word: string): number {
  if (typed.length >= 3 && word.startsWith(typed)) return 1;
  const score = similarity(typed, word);
  return score >= 0.75 ? score : 0;
}

/**
 * How close a page is to the missing route, from 0 to 1: mostly the share of the typed words
 * that the page's route or title has (reordered or partial paths such as
 * `custom-elements-bundle`, typos such as `evnts`), then how alike the whole slug is to the page's
 * route, last route segment or title, which orders pages that match the same words.
 */
export function closeness(missingRoute: string, page: PageCandidate): number {
  const typed = words(missingRoute);
  if (typed.length === 0) return 0;
  const slug = typed.join('-');
  const lastSegment = words(missingRoute.split('/').filter(Boolean).at(-1) ?? '').join('-');
  const pageSlugs = [words(page.route).join('-'), words(page.route.split('/').at(-1) ?? '').join('-'), words(page.title).join('-')];
  const slugScore = Math.max(...pageSlugs.flatMap((pageSlug) => [similarity(slug, pageSlug), similarity(lastSegment, pageSlug)]));
  const pageWords = new Set([...words(page.route), ...words(page.title)]);
  const wordScore =
    typed.reduce((sum, word) => sum + Math.max(0, ...Array.from(pageWords, (candidate) => wordMatch(word, candidate))), 0) / typed.length;
  return 0.7 * wordScore + 0.3 * slugScore;
}

/** The `count` pages closest to the missing route, closest first; ties in title order. */
export function nearestPages(missingRoute: string, pages: readonly PageCandidate[], count = 3): PageCandidate[] {
  return pages
    .map((page) => ({page, score: closeness(missingRoute, page)}))
    .sort((a, b) => b.score - a.score || a.page.title.localeCompare(b.page.title))
    .slice(0, count)
    .map(({page}) => page);
}

/** A version's URL prefix with its trailing slash (`/docs/` for the latest, `/docs/v3/` otherwise). */
function versionPrefix(version: Pick<GlobalVersion, 'path'>): string {
  return version.path.endsWith('/') ? version.path : `${version.path}/`;
}

/** The route a missing path asks for inside its version: `/docs/v3/guides/x/` → `guides/x`. */
export function missingRoute(pathname: string, version: Pick<GlobalVersion, 'path'>): string {
  const prefix = versionPrefix(version);
  const route = (pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '').replace(/\/+$/, '');
  try {
    return decodeURIComponent(route);
  } catch {
    return route; // a malformed escape: keep the route as typed
  }
}

/** The listed pages of a version, with their titles and their routes inside the version. */
export function pagesOf(version: GlobalVersion, metadata: Pick<PropVersionMetadata, 'docs'>): PageCandidate[] {
  const prefix = versionPrefix(version);
  return version.docs
    .filter((doc) => !doc.unlisted && doc.path.startsWith(prefix) && metadata.docs[doc.id])
    .map((doc) => ({route: doc.path.slice(prefix.length), title: metadata.docs[doc.id].title, path: doc.path}));
}

/**
 * The other versions with a page at the route, in the version menu's order, with its path. Read
 * from the version-availability data (`partial`: the routes some version lacks, with the versions
 * that lack them), not from other versions' doc lists, which the browser loads only with their
 * pages (src/plugins/client/routeData). A route the data does not list is in every version or in none:
 * this version's own pages tell which.
 */
export function versionsWithRoute(
  route: string,
  versions: readonly GlobalVersion[],
  current: GlobalVersion,
  partial: Pick<PartialRoute, 'missingFrom'> | undefined,
): {version: GlobalVersion; path: string}[] {
  if (!route) return [];
  const inEveryVersion = !partial && current.docs.some((doc) => doc.path === `${versionPrefix(current)}${route}`);
  if (!partial && !inEveryVersion) return [];
  return versions.flatMap((version) =>
    version.name === current.name || (partial && version.name in partial.missingFrom)
      ? []
      : [{version, path: `${versionPrefix(version)}${route}`}],
  );
}
