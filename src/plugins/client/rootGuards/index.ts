/**
 * The guards that must run before Docusaurus's first route preload and first render: route
 * chunks that fail on first load (./routeLoadFailures.ts) and storage whose methods throw
 * (./storage.ts). They run from a wrap of @theme/Root (./theme/Root), the first theme module
 * the client entry evaluates; a client module would run too, but has no hook for "the app has
 * rendered", which the route-load guard needs to step aside.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function rootGuardsPlugin(): Plugin {
  return {name: 'root-guards', getThemePath: () => path.join(__dirname, 'theme')};
}
