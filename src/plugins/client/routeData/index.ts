/**
 * Keeps the route data on every page's first load to what that page needs (the first-load
 * budget). Docusaurus generates the route table, the route → chunk names map and the chunk
 * registry for the whole site, every page of every version, and bundles them into main.js;
 * they grew with each page × version. Split, a page's first load carries its section's.
 *
 * In the client compilation only (the server keeps the whole, untouched route data, so server
 * rendering, the broken-link check and react-loadable's chunk collection are unchanged):
 * - ./loaders.mjs rewrites the generated files: each docs section's doc routes, chunk names
 *   and registry entries move into a chunk of their own (a "part", ./routeSplit.mjs: a section
 *   is the top folder of a version's doc sources), and the registry drops its server-only
 *   module paths and weak ids;
 * - the core's client `preload` and `docusaurus` (window.docusaurus) modules are replaced by
 *   ./client/preload.ts and ./client/docusaurus.ts, which load a path's part before the path's
 *   routes are matched: before hydration, before a navigation renders, on link prefetch and
 *   hover preload;
 * - the runtime's chunk-asset function comes without its map of chunk names (./chunkAssetPlugin.ts);
 * - the docs plugin's global data lists a section's docs only once its part is loaded
 *   (./globalDataSplit.mjs).
 *
 * In both compilations: each doc page's version metadata lists the version's docs without
 * their descriptions (./versionDocsLoader.mjs); in the client's, it lists no doc and cuts each
 * sidebar category to its first link until its section's part comes (./versionSidebarSplit.mjs),
 * and a category a reader opens loads its section (./theme/DocSidebarItem/Category).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {NamedChunkAssetPlugin} from './chunkAssetPlugin';
import {RouteDataChunkFilesPlugin} from './chunkFilesPlugin';
import {GLOBAL_DATA_FILE, navbarDocIds} from './globalDataSplit.mjs';
import {isPartChunkName} from './routeSplit.mjs';
import {LATEST_VERSION, NEXT_VERSION} from '../../../versions/versions';

/**
 * The versions whose route data is cut into sections (./routeSplit.mjs says what that costs):
 * the latest release at /docs/, read most, and Next, where readers moving to the next major go;
 * uncut, Next's whole route data (10.4 KB gzip) was on each of its pages' first load.
 */
const SECTIONED_VERSION_PATHS = [LATEST_VERSION.path, NEXT_VERSION.path];

/** The core's client modules replaced, by the request its own modules import them with. */
const REPLACED_CORE_MODULES: Record<string, string> = {
  './preload': path.join(__dirname, 'client/preload.ts'),
  './docusaurus': path.join(__dirname, 'client/docusaurus.ts'),
};

/** This plugin's build-time files (the client files are ordinary modules of the bundle). */
const BUILD_DEPENDENCIES = [
  'index.ts',
  'chunkAssetPlugin.ts',
  'loaders.mjs',
  'routeSplit.mjs',
  'globalDataSplit.mjs',
  'versionDocsLoader.mjs',
  'versionSidebarSplit.mjs',
  'chunkFilesPlugin.ts',
  'chunkFilesNames.mjs',
  'sectionRules.mjs',
].map((file) => path.join(__dirname, file));

export default function routeDataPlugin(context: LoadContext): Plugin {
  const coreClientDir = path.dirname(require.resolve('@docusaurus/core/lib/client/clientEntry.js'));
  const generatedFiles = ['routes.js', 'routesChunkNames.json', 'registry.js', GLOBAL_DATA_FILE].map((file) =>
    path.join(context.generatedFilesDir, file),
  );
  const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: Parameters<typeof navbarDocIds>[0]}}).navbar;
  const routeDataLoader = {
    loader: path.join(__dirname, 'loaders.mjs'),
    options: {pinnedDocIds: navbarDocIds(navbar?.items), sectionedPaths: SECTIONED_VERSION_PATHS},
  };
  // The docs plugin's generated files; its route props are the JSON files of its `p/` folders.
  const docsGeneratedDir = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs');
  return {
    name: 'route-data-plugin',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(config, isServer, {currentBundler}) {
      const versionDocsRule = (client: boolean) => ({
        include: docsGeneratedDir,
        test: /[\\/]p[\\/][^\\/]+\.json$/,
        enforce: 'pre' as const,
        // In the client the file becomes a script module (./versionDocsLoader.mjs).
        ...(client ? {type: 'javascript/auto'} : {}),
        use: [{loader: path.join(__dirname, 'versionDocsLoader.mjs'), options: {client}}],
      });
      if (isServer) return {module: {rules: [versionDocsRule(false)]}};
      // Rspack's persistent cache is invalidated by its build dependencies only (the core's
      // webpack config and docusaurus.config.ts): without these, a change to the loaders would
      // be served the modules they produced before.
      const cache = (config.experiments as {cache?: {buildDependencies?: string[]}} | undefined)?.cache;
      cache?.buildDependencies?.push(...BUILD_DEPENDENCIES);
      // The core's chunk-asset runtime gives way to ours, which drops its name → id map.
      const corePlugins = config.plugins?.filter((plugin) => plugin?.constructor.name === 'ChunkAssetPlugin') ?? [];
      if (corePlugins.length !== 1)
        throw new Error(`route-data-plugin: expected the core's ChunkAssetPlugin once, found ${corePlugins.length}`);
      config.plugins = config.plugins!.filter((plugin) => !corePlugins.includes(plugin));
      return {
        // Named chunk ids: the runtime then maps an id to its content hash only, instead of
        // also mapping every id to a chunk name (one entry per page × version).
        optimization: {chunkIds: 'named'},
        module: {
          rules: [
            versionDocsRule(true),
            {
              resource: {or: generatedFiles},
              enforce: 'pre',
              use: [routeDataLoader],
            },
          ],
        },
        plugins: [
          // Docusaurus types the config with webpack's types; the bundler is Rspack (faster).
          new NamedChunkAssetPlugin() as unknown as WebpackPluginInstance,
          // Each part's chunk files travel with the part, not in the runtime.
          new RouteDataChunkFilesPlugin(isPartChunkName) as unknown as WebpackPluginInstance,
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/(preload|docusaurus)$/, (resolveData) => {
            const replacement = REPLACED_CORE_MODULES[resolveData.request];
            if (replacement && resolveData.context === coreClientDir) resolveData.request = replacement;
          }),
        ],
      };
    },
  };
}
