/**
 * Leaves out of the stylesheet the Infima rules for classes nothing in the site can render
 * (every page loads the one stylesheet first: the first-load budget). Infima ships every
 * component and utility class in one file, which the classic theme imports whole, and no option
 * of the theme or Infima drops any; PurgeCSS would scan the same sources but also purge our CSS
 * modules' hashed names, so this keeps to Infima's file.
 *
 * The classes kept are every class-list-shaped string in the sources that render HTML: the
 * Docusaurus theme packages' code, our src/, the config, and the docs of every version
 * (`RENDERING_SOURCES`). That over-approximates what the build uses, so nothing used is left
 * out; tests/firstLoadBudget.test.ts checks it against the built pages and scripts.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginCreator, Rule} from 'postcss';

/** Folders and files (from the site's folder) whose strings may name a class the site renders. */
export const RENDERING_SOURCES = [
  'node_modules/@docusaurus/theme-classic/lib',
  'node_modules/@docusaurus/theme-common/lib',
  'node_modules/@docusaurus/theme-search-algolia/lib',
  'node_modules/@docusaurus/plugin-content-docs/lib',
  'node_modules/@docusaurus/core/lib/client',
  'src',
  'docusaurus.config.ts',
  'docs',
  'versioned_docs',
];

const SOURCE_FILE = /\.(?:js|mjs|ts|tsx|md|mdx)$/;

/** Class names in a text: the words of its string literals and class attributes shaped like a class list. */
export function classNamesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of text.matchAll(/["'`]([a-zA-Z][\w-]*(?:\s+[a-zA-Z][\w-]*)*)["'`]/g)) {
    for (const name of list.split(/\s+/)) names.add(name);
  }
  return names;
}

/** Every class name the rendering sources of the site at `siteDir` mention. */
export function renderableClassNames(siteDir: string): Set<string> {
  const names = new Set<string>();
  const visit = (file: string) => {
    const stats = statSync(file, {throwIfNoEntry: false});
    if (!stats) return;
    if (stats.isDirectory()) {
      for (const entry of readdirSync(file)) visit(path.join(file, entry));
    } else if (SOURCE_FILE.test(file)) {
      for (const name of classNamesIn(readFileSync(file, 'utf8'))) names.add(name);
    }
  };
  for (const source of RENDERING_SOURCES) visit(path.join(siteDir, source));
  return names;
}

/** The classes a selector names. */
export const classesOf = (selector: string): string[] => [...selector.matchAll(/\.([a-zA-Z][\w-]*)/g)].map(([, name]) => name);

/** Drops, from Infima's stylesheet only, the selectors naming a class outside `kept`. */
export const dropUnrenderedInfima: PluginCreator<{kept: Set<string>}> = (options) => ({
  postcssPlugin: 'drop-unrendered-infima',
  Rule(rule: Rule) {
    if (!/[\\/]infima[\\/]/.test(rule.root().source?.input.file ?? '')) return;
    const renders = (selector: string) => classesOf(selector).every((name) => options!.kept.has(name));
    if (rule.selectors.every(renders)) return;
    const kept = rule.selectors.filter(renders);
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  },
});
dropUnrenderedInfima.postcss = true;

export default function infimaTrimPlugin(context: LoadContext): Plugin {
  let kept: Set<string> | undefined;
  return {
    name: 'infima-trim',
    configurePostCss(options) {
      kept ??= renderableClassNames(context.siteDir);
      options.plugins.push(dropUnrenderedInfima({kept}));
      return options;
    },
  };
}
