/**
 * src/plugins/client/routeData: the runtime's `__webpack_require__.gca` (chunk name → asset URL,
 * which link prefetch uses) after the route-data plugin swaps the core's ChunkAssetPlugin for
 * ./chunkAssetPlugin.ts. The plugin's own `configureWebpack` runs on a client config holding the
 * core's real plugin, and a tiny entry is compiled by Rspack with the config it returns; the
 * emitted runtime is then run, and `gca` must give each lazy chunk's emitted file, as the core's
 * runtime does, without the core's map of every chunk name.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {createRequire} from 'node:module';
import rspack, {type Configuration, type RspackPluginInstance, type Stats} from '@rspack/core';
import type {LoadContext} from '@docusaurus/types';
import type routeDataPluginType from '../../src/plugins/client/routeData';
import type * as chunkAssetModule from '../../src/plugins/client/routeData/chunkAssetPlugin';

const require = createRequire(import.meta.url);
// Required, not imported: the plugin is CommonJS to this ES module (its default one level down),
// and an import would load a second copy of the module whose class `instanceof` compares with.
const {default: routeDataPlugin} = require('../../src/plugins/client/routeData/index.ts') as {default: typeof routeDataPluginType};
const {NamedChunkAssetPlugin, renamedChunks} = require('../../src/plugins/client/routeData/chunkAssetPlugin.ts') as typeof chunkAssetModule;
const {default: CoreChunkAssetPlugin} = require('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js') as {
  default: new () => RspackPluginInstance;
};

const PUBLIC_PATH = '/docs/';
const CHUNK_NAMES = ['content-docs-intro-0a1', 'theme-details'];

/** A site's client entry in miniature: two named lazy chunks, never loaded, and the runtime call. */
function writeEntry(dir: string): string {
  for (const name of CHUNK_NAMES) writeFileSync(path.join(dir, `${name}.js`), `export default ${JSON.stringify(name)};\n`);
  const imports = CHUNK_NAMES.map((name) => `() => import(/* webpackChunkName: ${JSON.stringify(name)} */ './${name}.js')`);
  const entry = path.join(dir, 'entry.js');
  writeFileSync(entry, `globalThis.lazy = [${imports.join(', ')}];\nglobalThis.gca = (name) => __webpack_require__.gca(name);\n`);
  return entry;
}

/** The client config's plugins after the route-data plugin, from a config holding `plugins`. */
function afterRouteDataPlugin(plugins: RspackPluginInstance[]): {
  plugins: RspackPluginInstance[];
  optimization?: Configuration['optimization'];
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-data-'));
  const context = {generatedFilesDir: dir, siteConfig: {themeConfig: {}}} as unknown as LoadContext;
  const config = {plugins: [...plugins]};
  const result = routeDataPlugin(context).configureWebpack!(
    config as never,
    false,
    {currentBundler: {name: 'rspack', instance: rspack}} as never,
    {} as never,
  ) as {
    plugins: RspackPluginInstance[];
    optimization?: Configuration['optimization'];
  };
  // Docusaurus merges the returned config into the one it passed (webpack-merge: plugins appended).
  return {plugins: [...config.plugins, ...result.plugins], optimization: result.optimization};
}

interface Compiled {
  /** `gca(name)` as the emitted runtime answers it. */
  gca: (name: string) => string;
  /** The emitted script files. */
  files: string[];
  runtime: string;
}

async function compile(plugins: RspackPluginInstance[], optimization: Configuration['optimization'] = {}): Promise<Compiled> {
  const dir = mkdtempSync(path.join(tmpdir(), 'chunk-asset-'));
  const outDir = path.join(dir, 'out');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: {main: writeEntry(dir)},
    target: 'web',
    devtool: false,
    output: {path: outDir, publicPath: PUBLIC_PATH, filename: '[name].js', chunkFilename: '[name].[contenthash:8].js'},
    optimization: {minimize: false, ...optimization},
    plugins,
  });
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  assert.ok(!stats.hasErrors(), stats.toString({all: false, errors: true}));
  const runtime = readFileSync(path.join(outDir, 'main.js'), 'utf8');
  const sandbox: Record<string, unknown> = {};
  sandbox.self = sandbox;
  sandbox.globalThis = sandbox;
  vm.runInNewContext(runtime, sandbox);
  return {gca: sandbox.gca as (name: string) => string, files: readdirSync(outDir), runtime};
}

test("the route-data plugin finds the core's ChunkAssetPlugin once and puts ours in its place", () => {
  const {plugins} = afterRouteDataPlugin([new CoreChunkAssetPlugin()]);
  assert.equal(plugins.filter((plugin) => plugin instanceof CoreChunkAssetPlugin).length, 0);
  assert.equal(plugins.filter((plugin) => plugin instanceof NamedChunkAssetPlugin).length, 1);
  assert.throws(() => afterRouteDataPlugin([]), /expected the core's ChunkAssetPlugin once, found 0/);
});

test('gca gives each lazy chunk its emitted file under the public path, as the core runtime does, without a name map', async () => {
  const {plugins, optimization} = afterRouteDataPlugin([new CoreChunkAssetPlugin()]);
  const ours = await compile(
    plugins.filter((plugin) => plugin instanceof NamedChunkAssetPlugin),
    optimization,
  );
  const core = await compile([new CoreChunkAssetPlugin()], optimization);
  for (const name of CHUNK_NAMES) {
    const url = ours.gca(name);
    assert.match(url, new RegExp(`^${PUBLIC_PATH}${name}\\.[0-9a-f]{8}\\.js$`));
    assert.ok(ours.files.includes(url.slice(PUBLIC_PATH.length)), `${url} is an emitted file`);
    assert.equal(url, core.gca(name));
  }
  // The core's runtime names every chunk in a map; ours has none to name.
  assert.ok(core.runtime.includes(JSON.stringify(CHUNK_NAMES[0])), "the core's map names the chunks");
  assert.ok(!/__webpack_require__\.gca = function\(chunkId\) \{ chunkId = \{/.test(ours.runtime), 'no name → id map in our runtime');
});

test('a chunk whose id is not its name stays in the map, keyed by its name', () => {
  assert.deepEqual(renamedChunks({'7ea71ca6': '7ea71ca6', 'route-data-docs-v3': 'route-data-docs-v3'}), {});
  assert.deepEqual(renamedChunks({'7ea71ca6': '7ea71ca6', 812: 'content-docs-a1b'}), {'content-docs-a1b': '812'});
});
