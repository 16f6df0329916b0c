/**
 * The browser side of the route-data split (../routeSplit.mjs): a lazy parent route (a docs
 * version's DocRoot) reaches main.js with an empty `routes` list and a loader of its part;
 * `loadRouteData(pathname)` loads the parts a path needs and puts their routes into their
 * parents' `routes` lists, in place, so everything holding the route table (the App's
 * `renderRoutes`, DocRoot's `props.route.routes`, react-router-config's `matchRoutes`) sees
 * them. The part has already added its chunk names and registry entries to main.js's objects.
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

type RouteConfig = (typeof routes)[number];
interface LazyParent extends RouteConfig {
  /** Set by ../loaders.mjs on a lazy parent route. */
  routeDataLoadPart?: () => Promise<{default: RouteConfig[]}>;
  /** The name of that part's chunk. */
  routeDataPartChunk?: string;
}

type RoutesListener = (added: RouteConfig[]) => void;

const loading = new WeakMap<LazyParent, Promise<void>>();
const listeners: RoutesListener[] = [];

/** Calls `listener` with the routes of each part once it is loaded (before they are matched). */
export function onRoutesAdded(listener: RoutesListener): void {
  listeners.push(listener);
}

/** The lazy parent routes by their part's chunk name. */
const parentsByPart = new Map<string, LazyParent>();
const collectParents = (list: RouteConfig[]) =>
  list.forEach((route: LazyParent) => {
    if (route.routeDataPartChunk) parentsByPart.set(route.routeDataPartChunk, route);
    if (route.routes) collectParents(route.routes as RouteConfig[]);
  });
collectParents(routes);

/**
 * Called by a part's module when it runs (../loaders.mjs), however it was loaded: by
 * `loadRouteData`, or with its parent route's chunks (a parent whose load failed on Retry).
 */
export function attachPart(chunkName: string, added: RouteConfig[]): void {
  const parent = parentsByPart.get(chunkName);
  if (!parent?.routeDataLoadPart) return;
  parent.routes = (parent.routes ?? []) as RouteConfig[];
  parent.routes.push(...added);
  delete parent.routeDataLoadPart;
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
 * Called by a part's module when it runs, before `attachPart`: its docs version's whole doc list,
 * put in place of the few docs main.js's global data carries (../globalDataSplit.mjs). In place,
 * so every holder of the global data (the docs hooks, their memos) sees it.
 */
export function attachVersionDocs(versionPath: string, docs: GlobalDoc[]): void {
  const instances = (globalData['docusaurus-plugin-content-docs'] ?? {}) as Record<string, GlobalPluginData>;
  for (const version of Object.values(instances).flatMap((instance) => instance.versions)) {
    if (version.path === versionPath) version.docs.splice(0, version.docs.length, ...docs);
  }
}

function loadPart(parent: LazyParent): Promise<void> {
  let done = loading.get(parent);
  if (!done) {
    done = parent.routeDataLoadPart!().then(
      () => undefined,
      (error: unknown) => {
        // A later preload of the same path tries again (a failed chunk load is not cached).
        loading.delete(parent);
        throw error;
      },
    );
    loading.set(parent, done);
  }
  return done;
}

/** The lazy parents among the routes matching `pathname` whose part is not loaded yet. */
function pendingParents(pathname: string): LazyParent[] {
  const parents = [pathname, decodeURI(pathname)]
    .flatMap((path) => matchRoutes(routes, path))
    .map(({route}) => route as LazyParent)
    .filter((route) => route.routeDataLoadPart);
  return [...new Set(parents)];
}

/** Loads the route-data parts that the routes matching `pathname` need. */
export async function loadRouteData(pathname: string): Promise<void> {
  await Promise.all(pendingParents(pathname).map(loadPart));
}

/**
 * The chunk names of the parts `pathname` needs that are not loaded yet: a link prefetch
 * fetches these only, as the link's own chunks are named in them (see ./docusaurus.ts).
 */
export function pendingRouteDataChunks(pathname: string): string[] {
  return pendingParents(pathname).flatMap((parent) => (parent.routeDataPartChunk ? [parent.routeDataPartChunk] : []));
}
