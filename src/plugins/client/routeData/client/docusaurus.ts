/**
 * Replaces @docusaurus/core's client `docusaurus` module (lib/client/docusaurus.js, mounted as
 * `window.docusaurus`; Link calls its `prefetch` when a link shows and `preload` on hover) in
 * the client bundle (../index.ts). Why: `prefetch` reads the chunk names of the routes a link
 * matches, and with the route table split (./routeData.ts) those of another docs version are
 * in a part not loaded yet. Such a link prefetches only its part's chunk (fetched, not run:
 * links to every version show on each doc page, in the version menu and the "Available in"
 * strip); hovering it preloads the part and the page. Otherwise it is the core's code.
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import flat from '@docusaurus/core/lib/client/flat';
import preloadHelper from './preload';
import {onRoutesAdded, pendingRouteDataChunks} from './routeData';

declare global {
  interface Navigator {
    /** The Network Information API (Chromium only). */
    connection?: {effectiveType: string; saveData: boolean};
  }
}
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

const fetched = new Set<string>();
const loaded = new Set<string>();

const isSlowConnection = () => navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData;
const canPrefetch = (routePath: string) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string) => !isSlowConnection() && !loaded.has(routePath);

/**
 * The route chunk names by route path. Why an index: the core scans every entry per link (a page
 * shows ~100 links, the table holds ~200 routes once a version's part is in), which took ~40 ms
 * of main thread at Lighthouse's mobile throttling. Built on first use, again after a part has
 * added its routes (and their chunk names).
 */
let chunkNamesIndex: Map<string, string[]> | undefined;
onRoutesAdded(() => {
  chunkNamesIndex = undefined;
});

const getChunkNamesToLoad = (path: string): string[] => {
  if (!chunkNamesIndex) {
    chunkNamesIndex = new Map();
    for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
      // The key is the route path and a hash: /docs/v3/events-1a2 → /docs/v3/events.
      const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
      chunkNamesIndex.set(routePath, [...(chunkNamesIndex.get(routePath) ?? []), ...Object.values(flat(routeChunks))]);
    }
  }
  return chunkNamesIndex.get(path) ?? [];
};

/**
 * Each chunk name's asset URL, looked up once. Why: the runtime's chunk URL function rebuilds its
 * map of every chunk's hash on each call (~800 entries), and a page's links name the same few
 * chunks over and over (~40 ms of main thread at Lighthouse's mobile throttling).
 */
const chunkUrls = new Map<string, string | undefined>();
const chunkUrl = (chunkName: string): string | undefined => {
  if (!chunkUrls.has(chunkName)) chunkUrls.set(chunkName, __webpack_require__.gca(chunkName));
  return chunkUrls.get(chunkName);
};

/**
 * Prefetch requests by asset URL. Why: the routes of a page's links share most of their chunks
 * (layout, theme, vendors), and the core adds a `<link rel="prefetch">` per link and chunk:
 * 498 elements for 34 URLs on /docs/properties, inserted while the page hydrates (~260 ms of
 * main thread at Lighthouse's mobile throttling). One per URL is enough.
 */
const prefetchedAssets = new Map<string, Promise<void>>();

/** Prefetches a named chunk; Docusaurus's ChunkAssetPlugin gives its URL (undefined when merged away). */
const prefetchChunk = (chunkName: string): Promise<void> => {
  const chunkAsset = chunkUrl(chunkName);
  if (!chunkAsset || chunkAsset.includes('undefined')) return Promise.resolve();
  let request = prefetchedAssets.get(chunkAsset);
  if (!request) {
    request = prefetchHelper(chunkAsset);
    // The core's helper never rejects (a failed prefetch resolves too): one try per URL.
    prefetchedAssets.set(chunkAsset, request);
  }
  return request;
};

const prefetch = (routePath: string): false | Promise<void[]> => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  const pendingParts = pendingRouteDataChunks(routePath);
  if (pendingParts.length > 0) return Promise.all(pendingParts.map(prefetchChunk));
  const chunkNamesNeeded = matchRoutes(routes, routePath).flatMap((match) => getChunkNamesToLoad(match.route.path!));
  return Promise.all(chunkNamesNeeded.map(prefetchChunk));
};

const preload = (routePath: string): false | Promise<void[]> => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

export default Object.freeze({prefetch, preload});
