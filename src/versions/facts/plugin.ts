/**
 * The API facts as a build step: computes them once when the site loads (reading each pinned
 * release's typings only when its cache entry is missing or stale, ./index.ts), so a missing
 * or broken package fails the build at its start rather than in the middle of the Markdown,
 * and watches the releases' package.json files in `docusaurus start`. The pages get the facts
 * through the remark step (./remark.ts), never as global data.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ALL_VERSIONS} from '../versions';
import {apiFacts} from './index';

export default function apiFactsPlugin(context: LoadContext): Plugin {
  return {
    name: 'stencil-api-facts',
    loadContent() {
      return {items: apiFacts().length};
    },
    getPathsToWatch() {
      return [
        ...new Set(ALL_VERSIONS.map((version) => path.join(context.siteDir, 'node_modules', version.typingsPackage, 'package.json'))),
      ];
    },
  };
}
