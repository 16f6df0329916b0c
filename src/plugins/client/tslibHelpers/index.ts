/**
 * Gives the client bundle only the tslib helpers it uses (issue 13).
 *
 * Why: @docusaurus/utils-common is compiled to CommonJS with `importHelpers`, and it reads
 * tslib through a variable (`tslib_1.__importDefault(...)`), so the bundler cannot tell which
 * helpers are used and shipped all of tslib (11 KB raw, 3.7 KB gzip of main.js, on every first load) for one of them.
 * Resolving `tslib` to ./clientHelpers.mjs, which re-exports just that helper, drops the rest.
 * No maintained plugin does this; the server bundle keeps the real tslib.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function tslibClientHelpersPlugin(): Plugin {
  return {
    name: 'tslib-client-helpers',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {tslib$: path.join(__dirname, 'clientHelpers.mjs')}}};
    },
  };
}
