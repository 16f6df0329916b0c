/**
 * src/plugins/client: `DOCS_STOCK_CLIENT=true` builds on Docusaurus's own client modules. The
 * config is loaded as Docusaurus loads it, in a child process per setting (the switch is read
 * when the config module runs), and lists its plugins; no build is needed. The fast check:
 * tests/stockClient.test.ts builds that variant and opens it in Chromium.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {STOCK_CLIENT_SWITCH} from '../../src/plugins/client';

const root = path.resolve(import.meta.dirname, '../..');

/** The config's plugins, and which of them are the client plugins, with the switch as given. */
function configuredPlugins(stock: boolean): {plugins: string[]; clientPluginsInConfig: number; clientPluginCount: number} {
  const probe = path.join(mkdtempSync(path.join(tmpdir(), 'stock-client-')), 'probe.ts');
  writeFileSync(
    probe,
    `import {createRequire} from 'node:module';
    const require = createRequire(${JSON.stringify(path.join(root, 'package.json'))});
    const {default: config} = require('./docusaurus.config.ts');
    const {clientPlugins} = require('./src/plugins/client/index.ts');
    const ours = clientPlugins({});
    const plugins = config.plugins.filter(Boolean);
    console.log(JSON.stringify({
      plugins: plugins.map((p) => (typeof p === 'function' ? p.name : JSON.stringify(p))),
      clientPluginsInConfig: plugins.filter((p) => ours.includes(p)).length,
      clientPluginCount: ours.length,
    }));\n`,
  );
  const env = {...process.env};
  delete env[STOCK_CLIENT_SWITCH];
  if (stock) env[STOCK_CLIENT_SWITCH] = 'true';
  const result = spawnSync(process.execPath, ['--import', 'tsx', probe], {cwd: root, env, encoding: 'utf8'});
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!);
}

test('the default config carries every client plugin', () => {
  const {clientPluginsInConfig, clientPluginCount} = configuredPlugins(false);
  assert.ok(clientPluginCount > 0);
  assert.equal(clientPluginsInConfig, clientPluginCount);
});

test(`${STOCK_CLIENT_SWITCH}=true leaves none of them, and keeps every other plugin`, () => {
  const stock = configuredPlugins(true);
  const ours = configuredPlugins(false);
  assert.equal(stock.clientPluginsInConfig, 0);
  assert.equal(stock.plugins.length, ours.plugins.length - ours.clientPluginCount);
  for (const plugin of stock.plugins) assert.ok(ours.plugins.includes(plugin), plugin);
});
