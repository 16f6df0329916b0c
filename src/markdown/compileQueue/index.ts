/**
 * The MDX compile queue: Docusaurus's MDX loader runs for at most two pages at a time in each
 * compiler (./loader.mjs) instead of for every page the bundler has found at once.
 *
 * Why (issue 31, build time and memory per docs version): the bundler starts a loader for every
 * module it finds and has no setting for how many run at once. The MDX compile is JavaScript on
 * one thread with awaits between its steps, so hundreds of pages were half-compiled together,
 * each holding its syntax trees: the heap's live part grew with the number of pages, and the
 * garbage collector's work grew faster than the pages did. Measured on the client bundling
 * process (`docusaurus build` with DOCS_BUNDLE_SPLIT=client, cold, one run each): nine versions
 * 23.1-25.4 s and 0.87-0.99 GB unqueued, 22.4-23.3 s and 0.72-0.73 GB two at a time (one: 23.5 s,
 * four: 24.3 s); with v4.39 cut as a tenth version, 29.3 s and 1.05 GB unqueued against 23.3 s
 * and 0.77 GB two at a time. Two keeps a compile going while the other awaits a file.
 *
 * What it relies on (UPGRADING.md `mdx-loader-rule`): the docs and pages plugins' rules name
 * the loader by `require.resolve('@docusaurus/mdx-loader')`, whose default export is the loader
 * and ends through `this.async()`. The loader's options object is kept as it is: its
 * `crossCompilerCache` is what scripts/lib/bundleSplit.mjs finds in the rules. When no rule
 * names the loader, the build goes on unqueued and says so.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

const MDX_LOADER = require.resolve('@docusaurus/mdx-loader');
export const QUEUED_MDX_LOADER = require.resolve('./loader.mjs');

interface LoaderItem {
  loader: string;
  options?: unknown;
}

/**
 * Points every loader item naming Docusaurus's MDX loader at the queued one, in place; returns
 * how many items now name the queued one (the client and server configs share the docs
 * plugin's rule objects, so the second finds them done).
 */
export function queueMdxLoaders(rules: unknown): number {
  let count = 0;
  const visit = (value: unknown, depth: number): void => {
    if (!value || typeof value !== 'object' || depth > 12) return;
    const item = value as Partial<LoaderItem>;
    if (item.loader === MDX_LOADER || item.loader === QUEUED_MDX_LOADER) {
      item.loader = QUEUED_MDX_LOADER;
      count++;
    }
    for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child, depth + 1);
  };
  visit(rules, 0);
  return count;
}

export default function mdxCompileQueuePlugin(_context: LoadContext): Plugin {
  return {
    name: 'mdx-compile-queue',
    configureWebpack(config) {
      if (queueMdxLoaders(config.module?.rules) === 0)
        console.warn('[mdx-compile-queue] no rule names @docusaurus/mdx-loader: MDX compiles unqueued (see src/markdown/compileQueue)');
      return {};
    },
  };
}
