/**
 * src/plugins/search/index.ts, the offline search's plugin, as Docusaurus calls it: the plugin
 * that docusaurus.config.ts names is loaded the way Docusaurus loads it (by its file, relative to
 * the site) and called with the site's own config, once as the default build configures it and
 * once with the hosted-search settings the config adds for the three ALGOLIA_* variables. What it
 * gives Docusaurus is checked: its theme components, the search route, the tags it puts on every
 * page (none: the search client loads on first use) and which SearchBar the navbar gets.
 * tests/search.test.ts and tests/hostedSearch.test.ts check the built result in a browser.
 */
import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Config, LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';

const siteDir = path.resolve(import.meta.dirname, '../..');
const siteRequire = createRequire(path.join(siteDir, 'package.json'));
/** The settings docusaurus.config.ts adds to `themeConfig` when the ALGOLIA_* variables are set. */
const HOSTED = {algolia: {appId: 'APP1', apiKey: 'key', indexName: 'docs', contextualSearch: true, searchPagePath: false}};

type PluginFactory = (context: LoadContext) => Plugin;
let siteConfig: Config;
let pluginFile: string;
let factory: PluginFactory;

before(async () => {
  const loaded = (await import('../../docusaurus.config')) as {default: Config | {default: Config}};
  siteConfig = 'default' in loaded.default ? loaded.default.default : loaded.default;
  // The one plugin of the config that is a file of this site's search folder.
  const entries = (siteConfig.plugins ?? []).filter(
    (entry): entry is string => typeof entry === 'string' && entry.includes('plugins/search'),
  );
  assert.equal(entries.length, 1, `one search plugin in the config: ${JSON.stringify(entries)}`);
  pluginFile = path.resolve(siteDir, entries[0]);
  const module = (await import(pluginFile)) as {default: PluginFactory | {default: PluginFactory}};
  factory = typeof module.default === 'function' ? module.default : module.default.default;
});

/** The context Docusaurus gives plugins, for the site's config with `themeConfig` added. */
const contextFor = (themeConfig: Record<string, unknown>) =>
  ({
    siteDir,
    baseUrl: siteConfig.baseUrl,
    siteConfig: {...siteConfig, themeConfig: {...siteConfig.themeConfig, ...themeConfig}},
    i18n: {currentLocale: 'en'},
  }) as unknown as LoadContext;

const pluginFor = (themeConfig: Record<string, unknown>) => factory(contextFor(themeConfig));

/** The file a theme alias resolves to in a theme folder, as Docusaurus names them (`@theme/A/B` → A/B/index.tsx or A/B.tsx). */
function themeComponentFile(themeDir: string, alias: string): string | undefined {
  const name = alias.replace(/^@theme\//, '');
  return (
    ['index.tsx', 'index.ts', 'index.js'].map((file) => path.join(themeDir, name, file)).find(existsSync) ??
    [`${name}.tsx`, `${name}.js`].map((file) => path.join(themeDir, file)).find(existsSync)
  );
}

async function routesOf(plugin: Plugin): Promise<RouteConfig[]> {
  const routes: RouteConfig[] = [];
  const actions = {addRoute: (route: RouteConfig) => routes.push(route)} as unknown as PluginContentLoadedActions;
  await plugin.contentLoaded!({content: undefined, actions, allContent: {}} as never);
  return routes;
}

const webpackConfigOf = (plugin: Plugin) =>
  (plugin.configureWebpack?.({} as never, false, {} as never, {} as never) ?? {}) as {resolve?: {alias?: Record<string, string>}};

describe('the offline search plugin, as the site configures it', () => {
  test('ships the navbar search, the DocItem/Content wrap and the search page from its theme folder', () => {
    const plugin = pluginFor({});
    // Docusaurus resolves a relative theme path against the plugin's file.
    const themeDir = path.resolve(path.dirname(pluginFile), plugin.getThemePath!());
    for (const alias of ['@theme/SearchBar', '@theme/DocItem/Content', '@theme/OfflineSearchPage']) {
      assert.ok(themeComponentFile(themeDir, alias), `${alias} in ${themeDir}`);
    }
  });

  test(`adds one route, <baseUrl>search, rendered by a component of its theme`, async () => {
    const plugin = pluginFor({});
    const routes = await routesOf(plugin);
    assert.equal(routes.length, 1);
    const [route] = routes;
    assert.equal(route.path, `${siteConfig.baseUrl}search`);
    assert.equal(route.exact, true);
    const themeDir = path.resolve(path.dirname(pluginFile), plugin.getThemePath!());
    assert.ok(themeComponentFile(themeDir, route.component), `${route.component} is one of the plugin's theme components`);
  });

  test('puts no tag on every page: the search client is loaded on first use', () => {
    for (const plugin of [pluginFor({}), pluginFor(HOSTED)]) {
      assert.equal(plugin.injectHtmlTags, undefined, 'no tags in every page');
      assert.deepEqual(plugin.getClientModules?.() ?? [], [], 'no module in every page');
    }
  });

  test('the default build keeps its own SearchBar', () => {
    assert.equal(webpackConfigOf(pluginFor({})).resolve?.alias?.['@theme/SearchBar'], undefined);
  });

  test("with hosted search, @theme/SearchBar is DocSearch's, as the DocSearch theme ships it; the search page stays", async () => {
    const plugin = pluginFor(HOSTED);
    const target = webpackConfigOf(plugin).resolve?.alias?.['@theme/SearchBar'];
    assert.ok(target, 'an alias for @theme/SearchBar');
    // The DocSearch theme's own SearchBar: its theme folder, as the preset's theme would alias it.
    const entry = siteRequire.resolve('@docusaurus/theme-search-algolia');
    const theme = (siteRequire(entry) as {default: (context: LoadContext) => Plugin}).default(contextFor(HOSTED));
    const docSearchThemeDir = path.resolve(path.dirname(entry), theme.getThemePath!());
    assert.ok(themeComponentFile(docSearchThemeDir, '@theme/SearchBar'), `DocSearch's theme has a SearchBar in ${docSearchThemeDir}`);
    assert.equal(target, path.join(docSearchThemeDir, 'SearchBar'));
    assert.deepEqual(
      (await routesOf(plugin)).map((route) => route.path),
      [`${siteConfig.baseUrl}search`],
    );
  });
});
