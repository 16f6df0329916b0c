/**
 * Docusaurus's MDX loader (`@docusaurus/mdx-loader`), with at most MDX_COMPILES_AT_ONCE pages
 * compiling at a time in each compiler (./index.ts puts it in place of the loader in the
 * bundler's rules).
 *
 * One queue per compiler, not one for the process: when the client and server bundles compile in
 * one process, the server's loader waits for the client's result of the same page (Docusaurus's
 * cross-compiler cache). Holding a place of a shared queue while it waits, it would keep the
 * client's compile of that page from ever starting.
 */
import mdxLoaderModule from '@docusaurus/mdx-loader';
import {queued} from './queue.mjs';

/** Why 2, measured: see ./index.ts. */
export const MDX_COMPILES_AT_ONCE = 2;

const queueOfCompiler = new Map();

export default function queuedMdxLoader(...args) {
  // The loader context's compiler, whose name Docusaurus's own loader reads the same way.
  const compilerName = this._compiler?.name ?? '';
  let queue = queueOfCompiler.get(compilerName);
  if (!queue) queueOfCompiler.set(compilerName, (queue = queued(mdxLoaderModule.default, MDX_COMPILES_AT_ONCE)));
  return queue.apply(this, args);
}
