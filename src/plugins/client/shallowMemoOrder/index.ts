/**
 * theme-common's `useShallowMemoObject` without the ICU collator (issue 37, Lighthouse mobile).
 *
 * Why: the hook orders an object's keys with `localeCompare` on every call, and a page's first
 * `localeCompare` builds Chromium's ICU collator: 19 ms of main thread on this machine with no
 * throttling (the next calls take none), spent while React hydrates a doc page with a code block
 * (its word-wrap button calls the hook) or any doc page at phone width (the docs sidebar in the
 * navbar's mobile menu calls it too). The order only has to be the same from one render to the
 * next. In the client bundle, theme-common's `lib/utils/reactUtils.js` is replaced by
 * ./reactUtils.mjs, which re-exports the original (imported with a query, which the replacement
 * rule does not match) and overrides that one hook. No option or plugin changes the hook; the
 * server bundle keeps the original.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** theme-common's module, as the bundler resolves it (its own imports of it are relative). */
export const REACT_UTILS_MODULE = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;
/** The name ./reactUtils.mjs imports the original by. */
const ORIGINAL = '@docusaurus-theme-common-react-utils';

/** The original's file: the package's `exports` does not list it, so it is found from the package's folder. */
function originalFile(): string {
  const require = createRequire(__filename);
  const entry = require.resolve('@docusaurus/theme-common');
  return path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}lib${path.sep}`)), 'lib/utils/reactUtils.js');
}

export default function shallowMemoOrderPlugin(): Plugin {
  return {
    name: 'shallow-memo-order',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        resolve: {alias: {[`${ORIGINAL}$`]: originalFile()}},
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(REACT_UTILS_MODULE, path.join(__dirname, 'reactUtils.mjs'))],
      };
    },
  };
}
