/**
 * The API facts as a build step: computes them once when the site loads, from the committed
 * records (./index.ts), so a missing record fails the build at its start (with the command that
 * writes it) rather than in the middle of the Markdown, and watches the records in
 * `docusaurus start`. The pages get the facts through the remark step (./remark.ts), never as
 * global data.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {recordFile} from '../../data/records';
import {ALL_VERSIONS} from '../versions';
import {HISTORY_RECORD} from './history';
import {apiFacts} from './index';

export default function apiFactsPlugin(context: LoadContext): Plugin {
  return {
    name: 'stencil-api-facts',
    loadContent() {
      return {items: apiFacts().length};
    },
    getPathsToWatch() {
      return [
        ...new Set(ALL_VERSIONS.map((version) => path.join(context.siteDir, recordFile('api-facts', version.npmVersion)))),
        path.join(context.siteDir, HISTORY_RECORD),
      ];
    },
  };
}
