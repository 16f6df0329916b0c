/**
 * The rules the theme's `<Tabs>` enforces (SPEC §5), run outside a build: Docusaurus's own
 * `useTabsContextValue` (@docusaurus/theme-common, the hook behind @theme/Tabs), bundled with
 * esbuild for Node with the client aliases a site build would provide (`@docusaurus/router`,
 * `@generated/site-storage`, …) and rendered with react-dom/server under a router.
 *
 * Why bundle: theme-common ships JSX in `.js` files and imports build-time aliases, so Node
 * cannot import it as it is; bundling only the hook's modules keeps the test on the shipped code.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {build} from 'esbuild';
import {projectRoot} from '../../scripts/lib/contentCheck';

const require = createRequire(import.meta.url);
const themeCommon = path.join(projectRoot, 'node_modules/@docusaurus/theme-common');
const coreExports = path.join(projectRoot, 'node_modules/@docusaurus/core/lib/client/exports');

/** The props of a `<Tabs>` under test; `values` become its `<TabItem value>` children. */
export interface TabsProbe {
  values: string[];
  defaultValue?: string;
  groupId?: string;
  queryString?: boolean | string;
  /** A value to select once the tabs are set up, as a click would. */
  select?: string;
}

const ENTRY = `
import React from 'react';
import {renderToString} from 'react-dom/server';
import {MemoryRouter} from 'react-router-dom';
import {useTabsContextValue} from '${themeCommon}/lib/utils/tabsUtils.js';
export function tabsError({values, select, ...props}) {
  let selectError;
  let selected = false;
  function Probe() {
    const children = values.map((value) => React.createElement('div', {key: value + Math.random(), value}));
    const tabs = useTabsContextValue({...props, children});
    // Once: a valid selection re-renders the probe.
    if (select !== undefined && !selected) {
      selected = true;
      try { tabs.selectValue(select); } catch (error) { selectError = error; }
    }
    return null;
  }
  try {
    renderToString(React.createElement(MemoryRouter, null, React.createElement(Probe)));
  } catch (error) {
    return error.message;
  }
  return selectError?.message;
}
`;

/** Renders the theme's tabs logic with `probe` and returns the error it raised, if any. */
export async function themeTabsError(): Promise<(probe: TabsProbe) => string | undefined> {
  const result = await build({
    stdin: {contents: ENTRY, resolveDir: themeCommon, loader: 'js'},
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
    jsx: 'automatic',
    loader: {'.js': 'jsx'},
    define: {'process.env.NODE_ENV': '"production"'},
    plugins: [
      {
        name: 'docusaurus-client-aliases',
        setup(pluginBuild) {
          const shims: Record<string, string> = {
            '@docusaurus/router': path.join(coreExports, 'router.js'),
            '@docusaurus/useIsomorphicLayoutEffect': path.join(coreExports, 'useIsomorphicLayoutEffect.js'),
            '@docusaurus/theme-common/internal': path.join(themeCommon, 'lib/utils/historyUtils.js'),
          };
          pluginBuild.onResolve({filter: /^@docusaurus\/(router|useIsomorphicLayoutEffect|theme-common\/internal)$/}, (args) => ({
            path: shims[args.path],
          }));
          // tabsUtils takes two helpers from theme-common's index, which would pull in the whole theme.
          pluginBuild.onResolve({filter: /^\.\.\/index$/}, (args) =>
            args.importer.endsWith(path.join('utils', 'tabsUtils.js')) ? {path: 'theme-common-index', namespace: 'shim'} : undefined,
          );
          pluginBuild.onResolve({filter: /^@generated\/site-storage$/}, () => ({path: 'site-storage', namespace: 'shim'}));
          pluginBuild.onLoad({filter: /.*/, namespace: 'shim'}, (args) => ({
            resolveDir: themeCommon,
            contents:
              args.path === 'site-storage'
                ? // docusaurus.config.ts: storage {type: 'localStorage', namespace: false}
                  `export default {type: 'localStorage', namespace: ''};`
                : `export {duplicates} from './lib/utils/jsUtils.js'; export {useStorageSlot} from './lib/utils/storageUtils.js';`,
          }));
        },
      },
    ],
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'theme-tabs-')), 'tabs.cjs');
  writeFileSync(file, result.outputFiles[0].text);
  return (require(file) as {tabsError: (probe: TabsProbe) => string | undefined}).tabsError;
}
