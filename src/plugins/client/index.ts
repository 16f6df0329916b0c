/**
 * Everything that changes how Docusaurus's client or bundle works (issues 19, 31): the plugins
 * below are the only code that replaces a core client module or theme component for size or
 * robustness, rewrites a generated file for the browser or reshapes the runtime or stylesheet.
 * ./README.md says what each does; UPGRADING.md lists each Docusaurus and Rspack internal they
 * rely on, with its guard (./internals.ts, checked by tests/unit/internalsContract.test.ts).
 *
 * `DOCS_STOCK_CLIENT=true npm run build` builds without them, on Docusaurus's own client
 * modules and theme: when a Docusaurus upgrade breaks the site, that build tells "Docusaurus
 * changed" from "our change broke". Everything else of the site (theme features, search,
 * content, build-time highlighting) stays.
 */
import type {PluginConfig} from '@docusaurus/types';
import routeDataPlugin from './routeData';
import tslibHelpersPlugin from './tslibHelpers';
import clientSiteConfigPlugin from './siteConfig';
import lazyProgressBarPlugin from './progressBar';
import rootGuardsPlugin from './rootGuards';
import infimaTrimPlugin from './infimaTrim';
import lazyThemePlugin from './lazyTheme';
import navbarItemsPlugin from './navbarItems';
import firstPaintGuardPlugin from './firstPaintGuard';
import shallowMemoOrderPlugin from './shallowMemoOrder';

/** The environment switch that leaves the client to Docusaurus. */
export const STOCK_CLIENT_SWITCH = 'DOCS_STOCK_CLIENT';

/** Whether this build uses Docusaurus's own client modules. */
export function usesStockClient(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[STOCK_CLIENT_SWITCH] === 'true';
}

/** The client plugins for the config's `plugins` (none with the switch). */
export function clientPlugins(env: NodeJS.ProcessEnv = process.env): PluginConfig[] {
  if (usesStockClient(env)) return [];
  return [
    // Only the tslib helpers the client uses.
    tslibHelpersPlugin,
    // Route data on every page's first load: only what the browser uses (the first-load budget).
    routeDataPlugin,
    // The site config in main.js without the build's own settings.
    clientSiteConfigPlugin,
    // The route progress bar's library, loaded when the bar first shows.
    lazyProgressBarPlugin,
    // Route chunks that fail on first load render the red box; unusable storage counts as absent.
    rootGuardsPlugin,
    // Infima rules no source can render, out of the stylesheet every page loads first.
    infimaTrimPlugin,
    // Theme components the pages rarely render, loaded only when one does.
    lazyThemePlugin,
    // Only the navbar item types the config uses.
    navbarItemsPlugin,
    // Invalid colour modes and announcement dismissals dropped before the first paint.
    firstPaintGuardPlugin,
    // No ICU collator built while a doc page hydrates.
    shallowMemoOrderPlugin,
  ];
}
