/**
 * src/plugins/client/siteConfig: main.js's site config leaves out what only the build reads,
 * and keeps what the client does (the Prism settings the code blocks read).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {clientSiteConfig} from '../../src/plugins/client/siteConfig/loader.mjs';

const config = {
  title: 'Stencil',
  plugins: ['a'],
  future: {faster: {rspackBundler: true}, v4: {removeLegacyPostBuildHeadAttribute: true}},
  themeConfig: {
    navbar: {items: []},
    prism: {
      theme: {plain: {}, styles: []},
      darkTheme: {plain: {}, styles: []},
      additionalLanguages: ['bash'],
      magicComments: [{className: 'highlighted', line: 'highlight-next-line'}],
      defaultLanguage: 'tsx',
    },
  },
};

test('the build-only settings and the Prism themes are left out', () => {
  const kept = clientSiteConfig(structuredClone(config)) as typeof config;
  assert.equal('plugins' in kept, false);
  assert.deepEqual(kept.future, {v4: {removeLegacyPostBuildHeadAttribute: true}});
  assert.deepEqual(kept.themeConfig.prism, {
    magicComments: [{className: 'highlighted', line: 'highlight-next-line'}],
    defaultLanguage: 'tsx',
  });
  assert.deepEqual(kept.themeConfig.navbar, {items: []});
  assert.equal(kept.title, 'Stencil');
});

test('a config without Prism settings is kept as it is', () => {
  const kept = clientSiteConfig({title: 'x', themeConfig: {navbar: {}}});
  assert.deepEqual(kept, {title: 'x', themeConfig: {navbar: {}}});
});
