/**
 * The offline search (issue 6) as one local plugin, packaged the way Docusaurus's own website
 * packages its changelog plugin: everything about search lives in this folder (./README.md).
 *
 * - Theme components (`getThemePath`, ./theme): `@theme/SearchBar` (the navbar's search button
 *   and dialog), a wrap of `@theme/DocItem/Content` that marks what the index holds, and
 *   `@theme/OfflineSearchPage`, the search page. Site overrides in src/theme still win over these.
 * - The route: `<baseUrl>search` (`contentLoaded`), rendering `@theme/OfflineSearchPage`.
 * - The index (`postBuild`, ./buildIndex.ts): one Pagefind index per docs version.
 * - The browser side (./client), the ranking (./ranking) and the pure helpers (./searchQuery.ts,
 *   unit-tested in tests/unit/searchQuery.test.ts) are plain modules, outside ./theme so they
 *   are no aliases.
 *
 * Hosted search: when docusaurus.config.ts sets `themeConfig.algolia` (the three ALGOLIA_*
 * variables), the preset adds the DocSearch theme, and the navbar shows DocSearch while the
 * search page stays this offline one. Plugin themes shadow the preset's, so this plugin's
 * SearchBar would hide DocSearch's, and a plugin theme cannot reach the component it shadows
 * (`@theme-original` is its own file, `@theme-init` the classic theme's empty placeholder). So in
 * that build the `@theme/SearchBar` alias points back at the DocSearch theme's component, found
 * the way Docusaurus finds it (the theme's directory plus its `getThemePath()`); without the
 * variables nothing here refers to the provider.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {ALL_VERSIONS, type DocsVersion} from '../../versions/versions';
import {writeSearchBundle} from './buildIndex';
import {SEARCH_PAGE_ROUTE} from './searchQuery';

/** The theme component the search route renders (./theme/OfflineSearchPage). */
export const SEARCH_PAGE_COMPONENT = '@theme/OfflineSearchPage';

const HOSTED_SEARCH_THEME = '@docusaurus/theme-search-algolia';

/** The DocSearch theme's SearchBar component, as Docusaurus's theme aliases would resolve it. */
function hostedSearchBar(context: LoadContext): string {
  const siteRequire = createRequire(path.join(context.siteDir, 'package.json'));
  const entry = siteRequire.resolve(HOSTED_SEARCH_THEME);
  const theme = (siteRequire(entry) as {default: (context: LoadContext) => Plugin}).default(context);
  return path.resolve(path.dirname(entry), theme.getThemePath!(), 'SearchBar');
}

/**
 * The docs versions this build has: every one, unless the config limits them
 * (`onlyIncludeVersions`, DOCS_ONLY_VERSIONS); each must get an index.
 */
function builtVersions(plugins: LoadedPlugin[]): DocsVersion[] {
  const docs = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
  const names = (docs?.content as DocsContent | undefined)?.loadedVersions.map((version) => version.versionName);
  return names ? ALL_VERSIONS.filter((version) => names.includes(version.name)) : ALL_VERSIONS;
}

export function searchPlugin(context: LoadContext): Plugin {
  const hosted = Boolean((context.siteConfig.themeConfig as {algolia?: unknown}).algolia);
  return {
    name: 'offline-search-plugin',

    getThemePath() {
      // Relative to this folder: the config names the plugin by its file, so Docusaurus knows it.
      return './theme';
    },

    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}${SEARCH_PAGE_ROUTE}`,
        component: SEARCH_PAGE_COMPONENT,
        exact: true,
      });
    },

    configureWebpack() {
      return hosted ? {resolve: {alias: {'@theme/SearchBar': hostedSearchBar(context)}}} : {};
    },

    async postBuild({outDir, plugins}) {
      await writeSearchBundle(context.siteDir, outDir, context.baseUrl, builtVersions(plugins));
    },
  };
}

// Named too: tests import it from ES modules, where a CommonJS default export arrives wrapped.
export default searchPlugin;
