/**
 * Which docs versions have which page, and where a reader lands in a version that lacks one
 * (issue 12). Pure and type-only in its imports: the plugin (src/versionsUi/availability)
 * computes the data at build time and the theme (src/versionsUi/components/availability) reads it
 * on every doc page, so it is kept small: only the routes that some version lacks are listed.
 *
 * Pages match across versions by route: a doc's `slug` without its leading slash (every doc's
 * front matter sets `slug: /<route>`, as in tests/fixtures/inventory.json), never by doc id —
 * v2 keeps the documentation-generation pages under output-targets, so ids differ there.
 */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

/** The plugin's name: the key of its global data (`usePluginData`). */
export const VERSION_AVAILABILITY_PLUGIN = 'version-availability-plugin';

/** Where choosing a version that lacks the page leads instead. */
export interface ClosestPage {
  /** The route of the page shown instead. */
  route: string;
  /**
   * The sidebar category it is the first page of (the one the missing page belongs to, or its
   * nearest parent that exists there); absent when it is the version's main doc (introduction).
   */
  category?: string;
}

/** A page some built version lacks. */
export interface PartialRoute {
  /** The page's title in the newest version that has it (for the switch notice). */
  title: string;
  /** Each version without the page (by name) → the closest page there. */
  missingFrom: Record<string, ClosestPage>;
}

/** The plugin's global data. A route not listed in `partial` is in every built version. */
export interface VersionAvailabilityData {
  partial: Record<string, PartialRoute>;
}

type LoadedVersion = LoadedContent['loadedVersions'][number];
type SidebarItem = LoadedVersion['sidebars'][string][number];
type SidebarCategory = Extract<SidebarItem, {type: 'category'}>;
type DocMetadata = LoadedVersion['docs'][number];

/** The route of a doc: its slug without the leading slash. */
export function routeOfSlug(slug: string): string {
  return slug.replace(/^\/+/, '');
}

/** The route of a doc's URL path within its version's path (`/docs/v3/events` in `/docs/v3` → `events`). */
export function routeOfPath(docPath: string, versionPath: string): string {
  return routeOfSlug(docPath.startsWith(versionPath) ? docPath.slice(versionPath.length) : docPath);
}

/** The doc a sidebar item leads to when clicked: itself, its category's link, or its first descendant. */
function firstDocId(item: SidebarItem): string | undefined {
  if (item.type === 'doc' || item.type === 'ref') return item.id;
  if (item.type !== 'category') return undefined;
  if (item.link?.type === 'doc') return item.link.id;
  for (const child of item.items) {
    const id = firstDocId(child);
    if (id) return id;
  }
  return undefined;
}

/** The category labels above a doc in a version's sidebars (outermost first); empty when it is in none. */
function categoryTrail(version: LoadedVersion, docId: string): string[] {
  const search = (items: SidebarItem[], trail: string[]): string[] | undefined => {
    for (const item of items) {
      if ((item.type === 'doc' || item.type === 'ref') && item.id === docId) return trail;
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id === docId) return trail;
        const found = search(item.items, [...trail, item.label]);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const sidebar of Object.values(version.sidebars)) {
    const found = search(sidebar, []);
    if (found) return found;
  }
  return [];
}

/** The category reached by following a trail of labels from a version's sidebars, if it exists. */
function findCategory(version: LoadedVersion, trail: string[]): SidebarCategory | undefined {
  for (const sidebar of Object.values(version.sidebars)) {
    let items: SidebarItem[] = sidebar;
    let category: SidebarCategory | undefined;
    for (const label of trail) {
      category = items.find((item): item is SidebarCategory => item.type === 'category' && item.label === label);
      if (!category) break;
      items = category.items;
    }
    if (category) return category;
  }
  return undefined;
}

function docById(version: LoadedVersion, id: string): DocMetadata | undefined {
  return version.docs.find((doc) => doc.id === id);
}

/**
 * The closest page to a missing one in a version: the first page of the same sidebar category
 * (or of its nearest parent category that the version has), else the version's main doc.
 */
function closestPage(target: LoadedVersion, trail: string[]): ClosestPage {
  for (let depth = trail.length; depth > 0; depth -= 1) {
    const category = findCategory(target, trail.slice(0, depth));
    const id = category ? firstDocId(category) : undefined;
    const doc = id ? docById(target, id) : undefined;
    if (doc) return {route: routeOfSlug(doc.slug), category: trail[depth - 1]};
  }
  const main = target.docs.find((doc) => doc.slug === '/') ?? docById(target, mainDocIdOf(target));
  if (!main) throw new Error(`${VERSION_AVAILABILITY_PLUGIN}: version ${target.versionName} has no main doc.`);
  return {route: routeOfSlug(main.slug)};
}

/** Docusaurus's main doc: the first doc of the first sidebar (our versions have no `slug: /` doc). */
function mainDocIdOf(version: LoadedVersion): string {
  const [firstSidebar] = Object.values(version.sidebars);
  const id = firstSidebar?.map(firstDocId).find(Boolean);
  return id ?? version.docs[0]?.id ?? '';
}

/**
 * The availability data for the loaded versions (in the docs plugin's order: Next, then the
 * releases newest first). For a version lacking a page, the page's sidebar place is taken from
 * the nearest version (in that order) that has it, newer first on a tie.
 */
export function computeAvailability(versions: LoadedVersion[]): VersionAvailabilityData {
  const docsByRoute = versions.map((version) => {
    const byRoute = new Map<string, DocMetadata>();
    for (const doc of version.docs) {
      const route = routeOfSlug(doc.slug);
      const clash = byRoute.get(route);
      if (clash) {
        throw new Error(
          `${VERSION_AVAILABILITY_PLUGIN}: ${version.versionName} has two docs with route "${route}": ${clash.id}, ${doc.id}.`,
        );
      }
      byRoute.set(route, doc);
    }
    return byRoute;
  });
  const allRoutes = new Set(docsByRoute.flatMap((byRoute) => [...byRoute.keys()]));

  const partial: Record<string, PartialRoute> = {};
  for (const route of [...allRoutes].sort()) {
    const having = versions.map((_, index) => index).filter((index) => docsByRoute[index].has(route));
    if (having.length === versions.length) continue;
    const missingFrom: Record<string, ClosestPage> = {};
    versions.forEach((target, index) => {
      if (docsByRoute[index].has(route)) return;
      const nearest = [...having].sort((a, b) => Math.abs(a - index) - Math.abs(b - index) || a - b)[0];
      const trail = categoryTrail(versions[nearest], docsByRoute[nearest].get(route)!.id);
      missingFrom[target.versionName] = closestPage(target, trail);
    });
    partial[route] = {title: docsByRoute[having[0]].get(route)!.title, missingFrom};
  }
  return {partial};
}
