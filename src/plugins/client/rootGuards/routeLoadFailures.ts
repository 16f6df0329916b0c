/**
 * Part of the @theme/Root wrap (./theme/Root): route chunks that fail to load. A page whose
 * chunks fail on its first load still renders, with the failed route showing the red box and
 * Retry (SPEC §4, §8); a failed preload outside a navigation logs a warning, not an error.
 *
 * Why: before the first render, Docusaurus's client entry preloads the matched routes and
 * renders only when that succeeds; a rejection is left unhandled, so the server-rendered page
 * never becomes interactive and nothing tells the reader. That is also where a failed
 * navigation ends up: its preload failure logs a warning and reloads the page (SPEC §8), and
 * the reload hits the same chunk. Each route's `preload` is therefore wrapped, until the first
 * render only, so that a failure logs one warning and resolves: the entry then renders, and
 * the route whose load failed renders @theme/Loading with the error and a `retry` that loads
 * its chunks again. Navigations after the first render keep Docusaurus's reload.
 *
 * The render is a client render into a fresh root: hydrating would compare the server's page
 * with the error box and log a hydration error. The entry renders into `window.docusaurusRoot`
 * when it exists (its hot-reload path), so that is where the root is put.
 *
 * Docusaurus's links also preload their route on hover and leave a failure unhandled: an
 * "Uncaught (in promise)" error, for instance when the pointer rests on the link of the page
 * whose box is shown. SPEC §8 says a failed route preload logs a warning, so an unhandled
 * chunk load error is logged as one.
 */
import routes from '@generated/routes';
import {createRoot} from 'react-dom/client';
import {onRoutesAdded} from '../routeData/client/routeData';

/** The element the app renders into (Docusaurus's server template). */
const APP_CONTAINER_ID = '__docusaurus';

type RouteList = typeof routes;
type Preload = () => Promise<unknown>;

let rendered = false;

/** Called once the app has rendered: from then on route preloads fail as Docusaurus intends. */
export function firstRenderDone(): void {
  rendered = true;
}

function onFirstLoadFailed(error: unknown): void {
  if (window.docusaurusRoot) return;
  console.warn('This page could not be loaded; it shows the error and a Retry button.', error);
  const container = document.getElementById(APP_CONTAINER_ID);
  if (container) window.docusaurusRoot = createRoot(container);
}

function wrapPreloads(list: RouteList, seen: WeakSet<object>): void {
  for (const route of list) {
    const component = route.component as unknown as {preload?: Preload};
    const preload = component?.preload;
    if (typeof preload === 'function' && !seen.has(component)) {
      seen.add(component);
      component.preload = () => (rendered ? preload() : preload().catch(onFirstLoadFailed));
    }
    if (route.routes) wrapPreloads(route.routes as RouteList, seen);
  }
}

export function guardFirstLoad(): void {
  const seen = new WeakSet<object>();
  wrapPreloads(routes, seen);
  // A docs version's doc routes reach the browser later, with its route-data part.
  onRoutesAdded((added) => wrapPreloads(added, seen));
}

/** The error webpack's and Rspack's chunk loaders reject with. */
const isChunkLoadError = (reason: unknown) => reason instanceof Error && reason.name === 'ChunkLoadError';

export function warnOnUnhandledChunkErrors(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    console.warn('A route preload failed:', event.reason);
  });
}
