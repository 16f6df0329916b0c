/**
 * Leaves out of the stylesheet the Infima rules for classes no script of the site names (every
 * page loads the one stylesheet first: the first-load budget). Infima ships every component and
 * utility class in one file, which the classic theme imports whole, and no option of the theme
 * or Infima drops any. PurgeCSS scans source globs and would also purge our CSS modules' hashed
 * names; this reads what the client build emitted instead.
 *
 * After the client compilation's scripts are minified (and before the real content hashes are
 * computed), every class-list-shaped string of every emitted script is collected: the theme's
 * components, ours and each page's compiled content, so every class the server can render. In
 * the stylesheet, only rules inside Infima's cascade layer (`@layer docusaurus.infima`) are
 * touched: a selector naming a class no script names is dropped. tests/firstLoadBudget.test.ts
 * checks the result against the built pages and scripts.
 */
import type {Plugin} from '@docusaurus/types';
import type {Compilation, Compiler} from '@rspack/core';
import postcss, {type AtRule, type Root} from 'postcss';
import type {WebpackPluginInstance} from 'webpack';

const PLUGIN_NAME = 'InfimaTrimPlugin';

/** Infima's cascade layer in the stylesheet (Docusaurus's `future.v4` CSS layers). */
export const INFIMA_LAYER = 'docusaurus.infima';

/** Class names in a text: the words of its string literals shaped like a class list. */
export function classNamesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of text.matchAll(/["'`]([a-zA-Z][\w-]*(?:\s+[a-zA-Z][\w-]*)*)["'`]/g)) {
    for (const name of list.split(/\s+/)) names.add(name);
  }
  return names;
}

/** The classes a selector names. */
export const classesOf = (selector: string): string[] => [...selector.matchAll(/\.([a-zA-Z][\w-]*)/g)].map(([, name]) => name);

/** The stylesheet without Infima's selectors that name a class outside `kept`; how many selectors went. */
export function withoutUnusedInfima(css: string, kept: Set<string>): {css: string; dropped: number} {
  const root: Root = postcss.parse(css);
  let dropped = 0;
  let layers = 0;
  root.walkAtRules('layer', (layer: AtRule) => {
    if (layer.params !== INFIMA_LAYER || !layer.nodes) return;
    layers += 1;
    layer.walkRules((rule) => {
      const renders = (selector: string) => classesOf(selector).every((name) => kept.has(name));
      const keptSelectors = rule.selectors.filter(renders);
      dropped += rule.selectors.length - keptSelectors.length;
      if (keptSelectors.length === 0) rule.remove();
      else if (keptSelectors.length < rule.selectors.length) rule.selectors = keptSelectors;
    });
  });
  if (layers === 0)
    throw new Error(`${PLUGIN_NAME}: the stylesheet has no @layer ${INFIMA_LAYER}; has Docusaurus changed how it layers Infima?`);
  return {css: root.toString(), dropped};
}

class InfimaTrimRspackPlugin {
  apply(compiler: Compiler): void {
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifiers (OPTIMIZE_SIZE), before the real content hashes (OPTIMIZE_HASH).
        {name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE},
        () => {
          const assets = compilation.getAssets();
          const kept = new Set<string>();
          for (const asset of assets.filter(({name}) => name.endsWith('.js'))) {
            classNamesIn(asset.source.source().toString()).forEach((name) => kept.add(name));
          }
          for (const asset of assets.filter(({name}) => name.endsWith('.css'))) {
            const {css, dropped} = withoutUnusedInfima(asset.source.source().toString(), kept);
            if (dropped > 0) compilation.updateAsset(asset.name, new RawSource(css));
          }
        },
      );
    });
  }
}

export default function infimaTrimPlugin(): Plugin {
  return {
    name: 'infima-trim',
    configureWebpack(_config, isServer) {
      // The server compilation emits no stylesheet the browser loads.
      if (isServer) return {};
      return {plugins: [new InfimaTrimRspackPlugin() as unknown as WebpackPluginInstance]};
    },
  };
}
