/**
 * Replaces @docusaurus/core's client `preload` module (lib/client/preload.js) in the client
 * bundle (../index.ts). Why: the core's preload matches the path against the route table and
 * loads the matched routes' chunks, and it runs before the first render (clientEntry), before
 * each navigation renders (PendingNavigation) and on link hover (docusaurus.preload). With the
 * route table split (./routeData.ts), the parts a path needs are loaded first. Otherwise it is
 * the core's code.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadRouteData} from './routeData';

export default async function preload(pathname: string): Promise<void[]> {
  // A part that fails to load fails its parent route's own preload too (its chunks include the
  // part): that failure is the one handled, as for any route (a reload on navigation; the
  // loading box and Retry on a first load, src/plugins/client/rootGuards/routeLoadFailures.ts).
  await loadRouteData(pathname).catch(() => undefined);
  const matches = Array.from(new Set([pathname, decodeURI(pathname)])).flatMap((path) => matchRoutes(routes, path));
  return Promise.all(matches.map((match) => (match.route.component as unknown as {preload?: () => Promise<void>}).preload?.()));
}
