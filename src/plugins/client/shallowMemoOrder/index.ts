/**
 * theme-common's `useShallowMemoObject` without the ICU collator (issue 37, Lighthouse mobile).
 *
 * Why: the hook orders an object's keys with `localeCompare` on every call, and a page's first
 * `localeCompare` builds Chromium's ICU collator: 19 ms of main thread on this machine with no
 * throttling (the next calls take none), spent while React hydrates a doc page with a code block
 * (its word-wrap button calls the hook) or any doc page at phone width (the docs sidebar in the
 * navbar's mobile menu calls it too). The order only has to be the same from one render to the
 * next, so ./reactUtils.mjs, a port of theme-common's `lib/utils/reactUtils.js` that compares
 * keys by code unit, replaces that module in the client bundle. No option or plugin changes the
 * hook; the server bundle keeps the original.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** theme-common's module, as the bundler resolves it (its own imports of it are relative). */
export const REACT_UTILS_MODULE = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;

export default function shallowMemoOrderPlugin(): Plugin {
  return {
    name: 'shallow-memo-order',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(REACT_UTILS_MODULE, path.join(__dirname, 'reactUtils.mjs'))],
      };
    },
  };
}
