/**
 * main.js's copy of the site config (`@generated/docusaurus.config`, read through
 * `useDocusaurusContext().siteConfig`) without the build's own settings: presets and their
 * options, plugins, Markdown and broken-link settings, Faster's switches (./loader.mjs lists
 * them). They were ~40% of the module, on every first load, and no client code reads them (a
 * search of the core, theme-classic, theme-common and the docs plugin's client code finds no
 * reader). The server compilation keeps the whole config.
 *
 * No option of Docusaurus trims it; a loader on the generated file is the one place to do it.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function clientSiteConfigPlugin(context: LoadContext): Plugin {
  const generatedConfig = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  return {
    name: 'client-site-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [{resource: generatedConfig, enforce: 'pre', use: [{loader: path.join(__dirname, 'loader.mjs')}]}]}};
    },
  };
}
