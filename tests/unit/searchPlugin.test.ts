/**
 * src/plugins/search/index.ts, the offline search's plugin, as Docusaurus calls it: the theme
 * components it ships, the search route it adds, and the hosted-search switch that gives the
 * navbar back to DocSearch. tests/search.test.ts checks the built result in a browser.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {searchPlugin, SEARCH_PAGE_COMPONENT} from '../../src/plugins/search';
import {BASE_URL} from '../../src/versions/versions';

const siteDir = path.resolve(import.meta.dirname, '../..');

function contextWith(themeConfig: Record<string, unknown>): LoadContext {
  return {siteDir, baseUrl: BASE_URL, siteConfig: {themeConfig}, i18n: {currentLocale: 'en'}} as unknown as LoadContext;
}

/** The component file a theme alias name resolves to in a theme folder (`@theme/A/B` → A/B/index.tsx). */
function themeComponentFile(themeDir: string, alias: string): string | undefined {
  const name = alias.replace(/^@theme\//, '');
  return [`${name}/index.tsx`, `${name}.tsx`].map((file) => path.join(themeDir, file)).find(existsSync);
}

const CONFIG_ENTRY = './src/plugins/search/index.ts';

describe('the offline search plugin', () => {
  test('is named in docusaurus.config.ts by its file', () => {
    assert.ok(readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8').includes(`'${CONFIG_ENTRY}'`));
    assert.ok(existsSync(path.join(siteDir, CONFIG_ENTRY)));
  });

  const plugin = searchPlugin(contextWith({}));
  // As Docusaurus resolves it: against the folder of the plugin's file, named in the config.
  const themeDir = path.resolve(siteDir, 'src/plugins/search', plugin.getThemePath!());

  test('ships the navbar search, the DocItem/Content wrap and the search page as theme components', () => {
    for (const alias of ['@theme/SearchBar', '@theme/DocItem/Content', SEARCH_PAGE_COMPONENT]) {
      assert.ok(themeComponentFile(themeDir, alias), `${alias} in ${themeDir}`);
    }
    // A plugin theme reaches the component it wraps through @theme-init (@theme-original would be itself).
    const wrap = readFileSync(themeComponentFile(themeDir, '@theme/DocItem/Content')!, 'utf8');
    assert.match(wrap, /from '@theme-init\/DocItem\/Content'/);
  });

  test(`adds the search route at ${BASE_URL}search, rendered by its own page component`, async () => {
    const routes: RouteConfig[] = [];
    const actions = {addRoute: (route: RouteConfig) => routes.push(route)} as unknown as PluginContentLoadedActions;
    await plugin.contentLoaded!({content: undefined, actions});
    assert.deepEqual(routes, [{path: `${BASE_URL}search`, component: SEARCH_PAGE_COMPONENT, exact: true}]);
  });

  test('leaves the navbar alone in the default build, and gives it to DocSearch when hosted search is configured', () => {
    assert.deepEqual(plugin.configureWebpack!({} as never, false, {} as never, {} as never), {});
    const hosted = searchPlugin(contextWith({algolia: {appId: 'APP1', apiKey: 'key', indexName: 'docs', searchPagePath: false}}));
    const config = hosted.configureWebpack!({} as never, false, {} as never, {} as never) as {resolve: {alias: Record<string, string>}};
    const target = config.resolve.alias['@theme/SearchBar'];
    assert.ok(target && existsSync(path.join(target, 'index.js')), `DocSearch's SearchBar: ${target}`);
    assert.match(target, /theme-search-algolia/);
    assert.ok(!target.startsWith(themeDir), 'not this plugin’s own SearchBar');
  });
});
