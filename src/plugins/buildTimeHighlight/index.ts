/**
 * Code highlighting at build time, so the client bundle carries no Prism (about 26 KB gzip of
 * main.js before) and the colour mode recolours code blocks with CSS alone.
 *
 * - ./rehype.ts, in the docs and pages plugins' `rehypePlugins`, tokenizes every fenced block;
 * - this plugin adds the stylesheet generated from the light and dark Prism themes (the same
 *   modules `themeConfig.prism` names, imported here as the rehype plugin does), and swaps
 *   theme-classic's client module that loads Prism and its grammars for an empty one;
 * - its theme (./theme, `getThemePath`) replaces theme-classic's `CodeBlock/Content` and
 *   `CodeBlock/Container`: they render the tokenized lines with the usual title, buttons and
 *   line numbers, without prism-react-renderer's `Highlight` or the Prism theme's inline colours;
 * - ./prism holds the light and dark Prism themes and the languages and magic comments, read by
 *   `themeConfig.prism` in docusaurus.config.ts and by the tokenizer.
 *
 * src/theme/CodeBlock (the "view on repository" link) stays a site override: an override there
 * wins over this plugin's theme, so the two replaced parts must not be there.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import prismLight from '../../markdown/highlight/prism/light';
import prismDark from '../../markdown/highlight/prism/dark';
import {themeCss} from '../../markdown/highlight/themeCss';

const NAME = 'build-time-highlight';

/** theme-classic's client module (`lib/prism-include-languages.js`), which imports Prism itself. */
const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function buildTimeHighlightPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, NAME, 'prism-themes.css');
  mkdirSync(path.dirname(cssFile), {recursive: true});
  writeFileSync(cssFile, themeCss({light: prismLight, dark: prismDark}));

  return {
    name: NAME,
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [cssFile],
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            PRISM_CLIENT_MODULE,
            path.join(__dirname, 'client', 'noPrismLanguages.ts'),
          ),
        ],
      };
    },
  };
}
