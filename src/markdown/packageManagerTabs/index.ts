/**
 * npm / yarn / pnpm tabs for install and run commands (issue 23), generated from the npm form by
 * the maintained remark plugin `@docusaurus/remark-plugin-npm2yarn`: a fence whose metastring is
 * exactly `npm2yarn` becomes a `<Tabs groupId="npm2yarn">` with one `<TabItem>` per package
 * manager, each holding a fence in the same language, which the build-time highlighter
 * (src/plugins/buildTimeHighlight) then tokenizes like any other.
 *
 * `sync: true` gives every such Tabs the group id `npm2yarn`, so the theme keeps the choice under
 * the SPEC §9 storage key `docusaurus.tab.npm2yarn` and every group on the page and the site
 * follows it. The tab rules of SPEC §5 (unique values, at least one child, a default matching a
 * child, "Can't select invalid tab value") are the theme's own Tabs checks; the values here are
 * always `npm`, `yarn`, `pnpm`.
 *
 * The commands are converted line by line (./convert.ts), by the plugin's own converter library
 * (npm-to-yarn) except where it is wrong for these docs; see there.
 */
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import {PACKAGE_MANAGERS, toPackageManager} from './convert';

/** The metastring that asks for tabs: the plugin compares it whole, so nothing else may follow. */
export const NPM2YARN_META = 'npm2yarn';
/** The Tabs group id the plugin writes with `sync: true`; the theme stores it as `docusaurus.tab.<id>`. */
export const PACKAGE_MANAGER_GROUP_ID = 'npm2yarn';

/** The remark plugin entry for a docs/pages plugin's `remarkPlugins`. */
export const packageManagerTabs: [typeof npm2yarn, Parameters<typeof npm2yarn>[0]] = [
  npm2yarn,
  {
    sync: true,
    converters: PACKAGE_MANAGERS.map((manager) => [manager, (npmCode: string) => toPackageManager(npmCode, manager)]),
  },
];
