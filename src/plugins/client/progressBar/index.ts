/**
 * The route progress bar's library (nprogress, ~1.6 KB gzip of main.js) out of the first load:
 * the classic theme shows the bar only when a navigation takes over 200 ms, so a reader who
 * never waits that long never needs it. In the client bundle, `nprogress` resolves to
 * ./lazyNprogress.mjs, which loads the library the first time the bar starts. The bar's CSS is
 * the theme's, unchanged. No plugin or theme option makes the library lazy.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function lazyProgressBarPlugin(): Plugin {
  return {
    name: 'lazy-progress-bar',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {nprogress$: path.join(__dirname, 'lazyNprogress.mjs')}}};
    },
  };
}
