/**
 * Code highlighting at build time, so the client bundle carries no Prism (about 26 KB gzip of
 * main.js before) and the colour mode recolours code blocks with CSS alone.
 *
 * - ./rehype.ts, in the docs and pages plugins' `rehypePlugins`, tokenizes every fenced block;
 * - this plugin adds the stylesheet generated from the light and dark Prism themes (the same
 *   modules `themeConfig.prism` names, imported here as the rehype plugin does), and swaps
 *   theme-classic's client module that loads Prism and its grammars for an empty one;
 * - src/theme/CodeBlock renders the tokenized lines with the usual title, buttons and line
 *   numbers, and no longer imports prism-react-renderer's `Highlight`.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import prismLight from '../../utils/prismLight';
import prismDark from '../../utils/prismDark';
import {themeCss} from './themeCss';

const NAME = 'build-time-highlight';

/** theme-classic's client module (`lib/prism-include-languages.js`), which imports Prism itself. */
const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function buildTimeHighlightPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, NAME, 'prism-themes.css');
  mkdirSync(path.dirname(cssFile), {recursive: true});
  writeFileSync(cssFile, themeCss({light: prismLight, dark: prismDark}));

  return {
    name: NAME,
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
