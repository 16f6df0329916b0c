/**
 * The browser side of the route-data split (../routeSplit.mjs): a lazy parent route (a docs
 * version's DocRoot) reaches main.js with an empty `routes` list, a loader per section and the
 * rules that give a path's section; `loadRouteData(pathname)` loads the section a path needs
 * (every section of the parent for a path no rule covers: a not-found page lists the version's
 * pages) and puts its routes into the parent's `routes` list, in place, so everything holding the
 * route table (the App's `renderRoutes`, DocRoot's `props.route.routes`, react-router-config's
 * `matchRoutes`) sees them. The part has already added its chunk names and registry entries to
 * main.js's objects.
 *
 * Called by ./preload.ts before any route is preloaded: before the first render (so hydration
 * renders the server's tree), before each navigation renders, and by ./docusaurus.ts for link
 * prefetch and preload on hover. On the server the route table is whole and nothing is lazy.
 */
import routes from '@generated/routes';
import globalData from '@generated/globalData';
import type {GlobalDoc, GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {matchRoutes} from 'react-router-config';
import {CHUNK_FILES_GLOBAL} from '../chunkFilesNames.mjs';
import {sectionOfPath} from '../sectionRules.mjs';
import {TRIMMED_CATEGORY} from '../versionSidebarSplit.mjs';

type RouteConfig = (typeof routes)[number];
interface LazyParent extends RouteConfig {
  /** Set by ../routeSplit.mjs on a lazy parent route: its registry key. */
  routeDataKey?: string;
  /** Its sections: name → [load the section's part, the part's chunk name]. */
  routeDataSections?: Record<string, [() => Promise<unknown>, string]>;
  /** The rules that give a path's section (../routeSplit.mjs `sectionRules`). */
  routeDataRules?: Record<string, string>;
}

type RoutesListener = (added: RouteConfig[]) => void;

/** Each part's load, by chunk name, while it runs or once it succeeded. */
const loading = new Map<string, Promise<void>>();
/** The parts whose routes are in place, by chunk name. */
const attached = new Set<string>();
const listeners: RoutesListener[] = [];

/** Calls `listener` with the routes of each part once it is loaded (before they are matched). */
export function onRoutesAdded(listener: RoutesListener): void {
  listeners.push(listener);
}

/**
 * The lazy parent routes by their key and by their parts' chunk names. Collected on first use:
 * registry.js imports this module, and routes.js imports the registry (through ComponentCreator).
 */
let parents: {byKey: Map<string, LazyParent>; byPart: Map<string, LazyParent>} | undefined;
function lazyParents() {
  if (parents) return parents;
  const found = {byKey: new Map<string, LazyParent>(), byPart: new Map<string, LazyParent>()};
  const collect = (list: RouteConfig[]) =>
    list.forEach((route: LazyParent) => {
      if (route.routeDataKey) found.byKey.set(route.routeDataKey, route);
      for (const [, chunkName] of Object.values(route.routeDataSections ?? {})) found.byPart.set(chunkName, route);
      if (route.routes) collect(route.routes as RouteConfig[]);
    });
  collect(routes);
  parents = found;
  return found;
}

/**
 * Called by a part's module when it runs (../loaders.mjs), however it was loaded: by
 * `loadRouteData`, or with its parent route's chunks (a parent whose load failed, on Retry).
 */
export function attachPart(chunkName: string, added: RouteConfig[]): void {
  const parent = lazyParents().byPart.get(chunkName);
  if (!parent || attached.has(chunkName)) return;
  attached.add(chunkName);
  parent.routes = (parent.routes ?? []) as RouteConfig[];
  parent.routes.push(...added);
  listeners.forEach((listener) => listener(added));
}

declare const __webpack_require__: Record<string, Record<string, string>>;

/**
 * Called by a part's module first: the content hashes of the chunks only its routes use (chunk
 * id → hash), which ../chunkFilesPlugin.ts moved out of the runtime's filename map into the part.
 */
export function attachChunkFiles(hashes: Record<string, string>): void {
  Object.assign(__webpack_require__[CHUNK_FILES_GLOBAL], hashes);
}

/**
 * Called by a part's module when it runs, before `attachPart`: its section's docs, added to the
 * doc lists of which main.js's global data carries a few docs only (../globalDataSplit.mjs). In
 * place, so every holder of the global data (the docs hooks, their memos) sees them.
 */
export function attachVersionDocs(versionPath: string, docs: GlobalDoc[]): void {
  const instances = (globalData['docusaurus-plugin-content-docs'] ?? {}) as Record<string, GlobalPluginData>;
  for (const version of Object.values(instances).flatMap((instance) => instance.versions)) {
    if (version.path !== versionPath) continue;
    const listed = new Set(version.docs.map((doc) => doc.id));
    version.docs.push(...docs.filter((doc) => !listed.has(doc.id)));
  }
}

/** A version's metadata as the client's copy holds it (../versionSidebarSplit.mjs). */
interface VersionMetadata {
  pluginId: string;
  version: string;
  docs: Record<string, unknown>;
  docsSidebars: Record<string, {type: string; items?: unknown[]; [TRIMMED_CATEGORY]?: string}[]>;
}
interface SectionSidebar {
  docs: Record<string, unknown>;
  categories: [sidebar: string, index: number, items: unknown[]][];
}

const metadataByKey = new Map<string, VersionMetadata>();
const pendingSidebars = new Map<string, SectionSidebar[]>();

function restoreSidebar(metadata: VersionMetadata, section: SectionSidebar): void {
  Object.assign(metadata.docs, section.docs);
  for (const [sidebar, index, items] of section.categories) {
    const category = metadata.docsSidebars[sidebar]?.[index];
    if (category?.type !== 'category') continue;
    // A new array, not the old one filled: the theme's sidebar lists are memoized on it.
    category.items = items;
    delete category[TRIMMED_CATEGORY];
  }
}

/**
 * Called by a version's metadata module when it runs (../versionDocsLoader.mjs): the sections
 * loaded before it are put back at once, later ones by `attachVersionSidebar`.
 */
export function versionMetadataLoaded<T extends {version: VersionMetadata}>(data: T): T {
  const key = `${data.version.pluginId}/${data.version.version}`;
  metadataByKey.set(key, data.version);
  for (const section of pendingSidebars.get(key) ?? []) restoreSidebar(data.version, section);
  pendingSidebars.delete(key);
  return data;
}

/** Called by a part's module when it runs, before `attachPart`: its docs' titles and its sidebar categories. */
export function attachVersionSidebar(key: string, section: SectionSidebar): void {
  const metadata = metadataByKey.get(key);
  if (metadata) restoreSidebar(metadata, section);
  else pendingSidebars.set(key, [...(pendingSidebars.get(key) ?? []), section]);
}

function loadPart([load, chunkName]: [() => Promise<unknown>, string]): Promise<void> {
  let done = loading.get(chunkName);
  if (!done) {
    done = load().then(
      () => undefined,
      (error: unknown) => {
        // A later preload of the same path tries again (a failed chunk load is not cached).
        loading.delete(chunkName);
        throw error;
      },
    );
    loading.set(chunkName, done);
  }
  return done;
}

/** The sections of `parent` that `pathname` needs: its own, or all of them when no rule covers it. */
function sectionsFor(parent: LazyParent, pathname: string): [() => Promise<unknown>, string][] {
  const sections = parent.routeDataSections ?? {};
  const relative = pathname.slice(parent.path!.length).replace(/^\/+|\/+$/g, '');
  const section = sectionOfPath(parent.routeDataRules ?? {}, relative);
  return section !== undefined && sections[section] ? [sections[section]] : Object.values(sections);
}

/** The parts the routes matching `pathname` need that are not in place yet. */
function pendingParts(pathname: string): [() => Promise<unknown>, string][] {
  const parts = [pathname, decodeURI(pathname)].flatMap((path) =>
    matchRoutes(routes, path)
      .map(({route}) => route as LazyParent)
      .filter((route) => route.routeDataSections)
      .flatMap((parent) => sectionsFor(parent, path)),
  );
  const byChunk = new Map(parts.map((part) => [part[1], part]));
  return [...byChunk.values()].filter(([, chunkName]) => !attached.has(chunkName));
}

/** Loads the route-data parts that the routes matching `pathname` need. */
export async function loadRouteData(pathname: string): Promise<void> {
  await Promise.all(pendingParts(pathname).map(loadPart));
}

/**
 * The registry entry of a lazy parent (../loaders.mjs), loaded with its route's chunks: the
 * section of the page shown when it is under that parent (nothing otherwise: a navigation has
 * loaded its section before the route's chunks), so that a section that failed on a first load
 * is loaded again by the parent route's Retry.
 */
export async function loadSectionOfLocation(key: string): Promise<{default: unknown[]}> {
  const parent = lazyParents().byKey.get(key);
  const {pathname} = window.location;
  if (parent && matchRoutes(routes, pathname).some(({route}) => route === parent)) {
    const parts = sectionsFor(parent, pathname).filter(([, chunkName]) => !attached.has(chunkName));
    await Promise.all(parts.map(loadPart));
  }
  return {default: []};
}

/**
 * The chunk names of the parts `pathname` needs that are not loaded yet: a link prefetch
 * fetches these only, as the link's own chunks are named in them (see ./docusaurus.ts).
 */
export function pendingRouteDataChunks(pathname: string): string[] {
  return pendingParts(pathname).map(([, chunkName]) => chunkName);
}
