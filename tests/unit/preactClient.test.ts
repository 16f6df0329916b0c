/**
 * src/plugins/preactClient: only the production client bundle trades React for preact/compat;
 * the server render and the development server keep React, and every alias target resolves.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import type {Configuration} from '@rspack/core';
import {preactClientPlugin} from '../../src/plugins/preactClient';

const require = createRequire(import.meta.url);

/** A config as Docusaurus hands it over: React aliased by prefix, among its own aliases. */
const docusaurusConfig = (mode: 'production' | 'development'): Configuration => ({
  mode,
  resolve: {alias: {react: '/site/node_modules/react', 'react-dom': '/site/node_modules/react-dom', '@site': '/site'}},
});

function configure(mode: 'production' | 'development', isServer: boolean): Configuration {
  const config = docusaurusConfig(mode);
  const plugin = preactClientPlugin();
  // Docusaurus's utils and content are not read by this plugin.
  const returned = plugin.configureWebpack!(config as never, isServer, {} as never, undefined);
  assert.deepEqual(returned, {}, 'nothing to merge: the config is edited in place');
  return config;
}

test('the production client resolves React to preact/compat and drops Docusaurus’s React aliases', () => {
  const alias = configure('production', false).resolve!.alias as Record<string, string>;
  assert.equal(alias.react, undefined);
  assert.equal(alias['react-dom'], undefined);
  assert.equal(alias['@site'], '/site', 'other aliases are kept');
  assert.deepEqual(Object.fromEntries(Object.entries(alias).filter(([key]) => key.startsWith('react'))), {
    'react-dom/client$': 'preact/compat/client',
    'react/jsx-runtime$': 'preact/jsx-runtime',
    'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
    react$: 'preact/compat',
    'react-dom$': 'preact/compat',
  });
  for (const target of new Set(Object.values(alias).filter((value) => value.startsWith('preact')))) {
    assert.doesNotThrow(() => require.resolve(target), `${target} resolves`);
  }
});

test('the server render and the development server keep React', () => {
  for (const [mode, isServer] of [
    ['production', true],
    ['development', false],
    ['development', true],
  ] as const) {
    assert.deepEqual(configure(mode, isServer), docusaurusConfig(mode), `${mode}, ${isServer ? 'server' : 'client'}`);
  }
});
