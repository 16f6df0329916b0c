/**
 * Leaves out of the stylesheet the Infima rules no page of the site uses (every page loads the
 * one stylesheet first: the first-load budget). Infima ships every component and utility class
 * in one file, which the classic theme imports whole; no option of the theme or Infima drops
 * any. Two lists say what goes:
 * - UNUSED_INFIMA_COMPONENTS: components (class-name blocks) nothing renders;
 * - USED_INFIMA_UTILITIES: of the spacing, text and column utility classes, the ones the site
 *   uses; the others are left out.
 *
 * Both are checked against the build: tests/firstLoadBudget.test.ts fails when a built page or
 * script uses a left-out class, and says which list to change.
 */
import type {Plugin} from '@docusaurus/types';
import type {PluginCreator, Rule} from 'postcss';

/** Infima components (class-name blocks) nothing in the site renders. */
export const UNUSED_INFIMA_COMPONENTS = ['avatar', 'pills', 'button-group', 'pagination'] as const;

/** Infima's utility classes: spacing (`margin-top--sm`), text (`text--center`) and columns (`col--3`). */
export const INFIMA_UTILITY = /^(?:(?:margin|padding)(?:-[a-z]+)?--[a-z]+|text--[a-z-]+|col--(?:offset-)?\d+)$/;

/** The utility classes the site uses (the theme's layouts, our pages). */
export const USED_INFIMA_UTILITIES = [
  'col--3',
  'col--6',
  'col--offset-3',
  'margin-bottom--md',
  'margin-bottom--sm',
  'margin-left--sm',
  'margin-right--md',
  'margin-top--md',
  'margin-top--sm',
  'margin-vert--lg',
  'margin-vert--md',
  'margin-vert--xl',
  'padding--none',
  'padding-bottom--lg',
  'padding-top--md',
  'text--center',
  'text--truncate',
];

/** Whether a class is one the stylesheet leaves out. */
export function isLeftOutClass(className: string): boolean {
  const block = className.replace(/(--|__).*$/, '');
  if ((UNUSED_INFIMA_COMPONENTS as readonly string[]).includes(block)) return true;
  return INFIMA_UTILITY.test(className) && !USED_INFIMA_UTILITIES.includes(className);
}

/** Whether a selector styles a left-out class (`.pagination__item--active`, `.margin-horiz--xs`; not `.pagination-nav`). */
export function selectsLeftOutClass(selector: string): boolean {
  return [...selector.matchAll(/\.([a-zA-Z][\w-]*)/g)].some(([, className]) => isLeftOutClass(className));
}

const dropLeftOutRules: PluginCreator<void> = () => ({
  postcssPlugin: 'drop-unused-infima',
  Rule(rule: Rule) {
    if (!rule.selectors.some(selectsLeftOutClass)) return;
    const kept = rule.selectors.filter((selector) => !selectsLeftOutClass(selector));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  },
});
dropLeftOutRules.postcss = true;

export default function infimaTrimPlugin(): Plugin {
  return {
    name: 'infima-trim',
    configurePostCss(options) {
      options.plugins.push(dropLeftOutRules());
      return options;
    },
  };
}
