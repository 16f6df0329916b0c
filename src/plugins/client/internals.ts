/**
 * The Docusaurus, Rspack and package internals the site relies on: things no public API
 * promises. The one list: UPGRADING.md's table is written from it (`npm run upgrading:table`; tests/unit/internalsContract
 * checks the table matches, cell for cell), and the same test checks every entry's `checks` against node_modules
 * in seconds, so an upgrade that moves one fails in the unit tier instead of minutes into a build.
 *
 * A check names a file of an installed package (found as Node finds the package, from the
 * project or from `from`, ignoring its `exports` map) or a folder of its `.js` files, and what
 * must hold there: named exports (read from the source, nothing is run), text the code or a
 * regex of ours relies on, text that must not be there, or the file's exact hash when our code
 * is a port of it. `guard` names the behaviour tests that fail when the assumption breaks.
 */
import {BUILD_ONLY_KEYS} from './siteConfig/loader.mjs';

export interface InternalCheck {
  /** The package, e.g. `@docusaurus/core`. */
  pkg: string;
  /** Resolve the package as this package's code does (its own node_modules first). */
  from?: string;
  /** A file of the package, relative to its folder. */
  file?: string;
  /** Or a folder of the package: `contains` in at least one of its `.js` files, `absent` in none. */
  dir?: string;
  /** Files of `dir` the `absent` rule does not apply to (relative to `dir`). */
  except?: string[];
  /** Names the file exports (`default` for a default export). */
  exports?: string[];
  contains?: (string | RegExp)[];
  absent?: (string | RegExp)[];
  /** The file's sha256: our code is a port of it, to be compared again when it changes. */
  sha256?: string;
}

export interface Internal {
  id: string;
  /** What is assumed, in a line. */
  assumes: string;
  /** Our files that rely on it. */
  usedBy: string[];
  /** The tests (besides the contract test) that fail when it changes. */
  guard: string;
  checks: InternalCheck[];
}

const CORE = '@docusaurus/core';
const THEME_CLASSIC = '@docusaurus/theme-classic';
const THEME_COMMON = '@docusaurus/theme-common';

/** theme-classic's components wrapped lazily by ./lazyTheme. */
const LAZY_WRAPPED = [
  'Admonition',
  'Navbar/MobileSidebar',
  'DocVersionBanner',
  'LastUpdated',
  'TagsListInline',
  'Details',
  'ContentVisibility/Unlisted',
  'ContentVisibility/Draft',
];

/** Top-level config keys ./siteConfig/loader.mjs drops from the client's copy. */
const CLIENT_UNREAD_KEYS = BUILD_ONLY_KEYS;

export const INTERNALS: Internal[] = [
  {
    id: 'core-client-preload-docusaurus',
    assumes:
      "the core's client modules `preload.js` and `docusaurus.js` (default exports `preload(pathname)`, `{prefetch, preload}`) are imported as `./preload` and `./docusaurus` from `lib/client`, found through `lib/client/clientEntry.js`",
    usedBy: [
      'src/plugins/client/routeData/index.ts',
      'src/plugins/client/routeData/client/preload.ts',
      'src/plugins/client/routeData/client/docusaurus.ts',
    ],
    guard: '`tests/site.test.ts` "prefetching" and "route data", `tests/versionMenu.test.ts`, `tests/states.test.ts` (Retry)',
    checks: [
      {pkg: CORE, file: 'lib/client/clientEntry.js', contains: ["from './preload'", "from './docusaurus'"]},
      {pkg: CORE, file: 'lib/client/PendingNavigation.js', contains: ["from './preload'"]},
      {pkg: CORE, file: 'lib/client/preload.js', exports: ['default']},
      {pkg: CORE, file: 'lib/client/docusaurus.js', exports: ['default'], contains: ['prefetch', 'preload']},
    ],
  },
  {
    id: 'core-client-prefetch-flat',
    assumes:
      '`lib/client/prefetch` and `lib/client/flat` deep-imported: default exports `prefetch(url)` that never rejects and `flat(object)`',
    usedBy: ['src/plugins/client/routeData/client/docusaurus.ts'],
    guard: '`tests/site.test.ts` "prefetching"',
    checks: [
      {pkg: CORE, file: 'lib/client/prefetch.js', exports: ['default'], contains: ['.catch(']},
      {pkg: CORE, file: 'lib/client/flat.js', exports: ['default']},
    ],
  },
  {
    id: 'generated-route-files',
    assumes:
      '`.docusaurus/routes.js` is imports then `export default [...]` of `ComponentCreator(path, hash)`; registry lines `"name": [() => import(...), "path", require.resolveWeak("path")]`; chunk-name keys `path-hash`; a doc route\'s `content` chunk imports the doc\'s source file (its folder is the route\'s section)',
    usedBy: ['src/plugins/client/routeData/routeSplit.mjs', 'src/plugins/client/routeData/loaders.mjs'],
    guard:
      'the split throws when the format differs (the build fails); `tests/unit/routeSections.test.ts`, `tests/pages.test.ts`, `tests/site.test.ts` "route data", `tests/firstLoadBudget.test.ts` (200 added pages)',
    checks: [
      {
        pkg: CORE,
        file: 'lib/server/codegen/codegenRoutes.js',
        contains: [
          "component: ComponentCreator('${routePath}', '${routeHash}')",
          '"${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],',
          'export default [',
        ],
      },
      {pkg: '@docusaurus/plugin-content-docs', file: 'lib/routes.js', contains: ['content: doc.source,']},
    ],
  },
  {
    id: 'docs-global-data',
    assumes:
      "the docs plugin's global data (`versions[].docs[]`, `mainDocId`), read by its client hooks by path or id in any order (so a section's docs can be added to the list), and its `p/*.json` version metadata with `docs`",
    usedBy: ['src/plugins/client/routeData/globalDataSplit.mjs', 'src/plugins/client/routeData/versionDocsLoader.mjs'],
    guard: '`tests/unit/globalDataSplit.test.ts`, `tests/unit/versionDocsLoader.test.ts`, `tests/site.test.ts` "route data"',
    checks: [
      {pkg: '@docusaurus/plugin-content-docs', file: 'lib/globalData.js', contains: ['mainDocId', 'docs:']},
      {
        pkg: '@docusaurus/plugin-content-docs',
        file: 'lib/client/docsClientUtils.js',
        contains: ['activeVersion?.docs.find((doc) => !!matchPath(pathname, {', 'version.docs.forEach((doc) => {'],
      },
      {pkg: '@docusaurus/plugin-content-docs', file: 'lib/index.js', contains: ['docs:']},
    ],
  },
  {
    id: 'docs-sidebar-category',
    assumes:
      "theme-classic's `DocSidebarItem/Category` hands props it does not know to its label's `Link`, calls `onItemClick(item)` when the label is clicked, reads `item.items` on each render and renders them only once opened (`Collapsible lazy`); while hydrating, a collapsed category's href is its first link (`findFirstSidebarItemLink`); the version metadata (`p/*.json`, the `version` route prop) is read in place by the docs hooks, its `docs` titles only by `useDocById` and our not-found page",
    usedBy: [
      'src/plugins/client/routeData/theme/DocSidebarItem/Category/index.tsx',
      'src/plugins/client/routeData/versionSidebarSplit.mjs',
      'src/plugins/client/routeData/versionDocsLoader.mjs',
    ],
    guard:
      '`tests/unit/versionDocsLoader.test.ts`; `tests/site.test.ts` "route data" (a category of another section opens with all its items); `tests/pages.test.ts` and every browser test (a hydration mismatch is a console error)',
    checks: [
      {
        pkg: THEME_CLASSIC,
        file: 'lib/theme/DocSidebarItem/Category/index.js',
        contains: [
          'onItemClick?.(item);',
          '{...props}>',
          '<Collapsible lazy as="ul"',
          'return findFirstSidebarItemLink(item);',
          'const {items, label, collapsible, className, href} = item;',
        ],
      },
      {
        pkg: '@docusaurus/plugin-content-docs',
        file: 'lib/client/docsUtils.js',
        contains: ['export function findFirstSidebarItemLink(item) {', 'const doc = version.docs[id];'],
      },
    ],
  },
  {
    id: 'core-chunk-asset-plugin',
    assumes:
      "one `ChunkAssetPlugin` (found by constructor name) in the client config; its runtime global `__webpack_require__.gca(chunkName)` gives a chunk's URL",
    usedBy: ['src/plugins/client/routeData/index.ts', 'src/plugins/client/routeData/chunkAssetPlugin.ts'],
    guard:
      'the build throws when the plugin is not found once; `tests/unit/chunkAssetPlugin.test.ts` (a real Rspack compile), `tests/site.test.ts` "prefetching"',
    checks: [
      {pkg: CORE, file: 'lib/webpack/plugins/ChunkAssetPlugin.js', contains: ['class ChunkAssetPlugin', "'__webpack_require__.gca'"]},
      {pkg: CORE, file: 'lib/webpack/client.js', contains: ['new ChunkAssetPlugin_1.default()']},
      {pkg: CORE, file: 'lib/client/prefetch.js', absent: ['gca']},
      {pkg: CORE, dir: 'lib/client', contains: ['__webpack_require__.gca(']},
    ],
  },
  {
    id: 'rspack-runtime-and-stages',
    assumes:
      'Rspack\'s runtime filename map (`__webpack_require__.u`, `{"id":"hash",…}` in `runtime~main.js`), `RuntimeModule`, `RuntimeGlobals`, the `processAssets` stages and real content hashes after `OPTIMIZE_INLINE`',
    usedBy: [
      'src/plugins/client/routeData/chunkFilesPlugin.ts',
      'src/plugins/client/routeData/chunkAssetPlugin.ts',
      'src/plugins/client/infimaTrim/index.ts',
    ],
    guard:
      'the build throws when a hash is not found once; `tests/unit/chunkFilesPlugin.test.ts`, `tests/unit/chunkAssetPlugin.test.ts`; `tests/site.test.ts` "route data"',
    checks: [
      {pkg: '@rspack/core', file: 'dist/exports.d.ts', exports: ['RuntimeModule', 'RuntimeGlobals']},
      {
        pkg: '@rspack/core',
        dir: 'dist',
        contains: [
          'PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE',
          'PROCESS_ASSETS_STAGE_OPTIMIZE_HASH',
          'getChunkScriptFilename',
          'additionalTreeRuntimeRequirements',
        ],
      },
    ],
  },
  {
    id: 'tslib-utils-common',
    assumes: '`@docusaurus/utils-common` reads `tslib` through a variable and uses no helper but `__importDefault`',
    usedBy: ['src/plugins/client/tslibHelpers/index.ts'],
    guard: 'every browser test (a missing helper is a console error)',
    checks: [
      {pkg: '@docusaurus/utils-common', dir: 'lib', contains: ['tslib_1.__importDefault'], absent: [/tslib_1\.__(?!importDefault\b)\w+/]},
      {pkg: 'tslib', file: 'tslib.es6.mjs', exports: ['__importDefault']},
    ],
  },
  {
    id: 'build-env-switches',
    assumes: '`DOCUSAURUS_EXIT_AFTER_BUNDLING` stops after bundling, `DOCUSAURUS_SKIP_BUNDLING` renders from the written bundles',
    usedBy: ['scripts/build.sh'],
    guard: 'the production build in `npm test`; `tests/pages.test.ts` (every page rendered)',
    checks: [
      {pkg: CORE, file: 'lib/commands/build/buildLocale.js', contains: ['DOCUSAURUS_EXIT_AFTER_BUNDLING', 'DOCUSAURUS_SKIP_BUNDLING']},
    ],
  },
  {
    id: 'bundler-compile-configs',
    assumes:
      '`@docusaurus/bundler/lib/compiler.js` exports `compile({configs, currentBundler})`, which the build calls once with the configs named `client` and `server`; only the server config writes to `<outDir>/__server`, and a bundling run clears `outDir` first',
    usedBy: ['scripts/lib/bundleSplit.mjs', 'scripts/build.sh'],
    guard:
      '`tests/unit/bundleSplit.test.ts`; the production build in `npm test` (scripts/build.sh stops when the server process writes anything but `__server`); `tests/pages.test.ts`. Changed, the client process bundles both the stock way and the server process is skipped',
    checks: [
      {pkg: '@docusaurus/bundler', from: CORE, file: 'lib/compiler.js', exports: ['compile']},
      {pkg: '@docusaurus/bundler', from: CORE, file: 'lib/index.js', contains: ['return compiler_1.compile;']},
      {
        pkg: CORE,
        file: 'lib/commands/build/buildLocale.js',
        contains: [
          '(0, bundler_1.compile)({',
          '[clientConfig, serverConfig]',
          'SkipBundling ? undefined : (0, clearPath_1.default)(outDir)',
        ],
      },
      {pkg: CORE, file: 'lib/webpack/base.js', contains: ["const name = isServer ? 'server' : 'client';"]},
      {pkg: CORE, file: 'lib/webpack/server.js', contains: ["path_1.default.join(props.outDir, '__server')"]},
    ],
  },
  {
    id: 'mdx-cross-compiler-cache',
    assumes:
      "the MDX loader's options carry `crossCompilerCache`, a Map keyed by the module's `resource`: the client compile sets `{promise, resolve, reject}` (its result) when no entry is there, the server compile takes an entry's `promise` and deletes it, or sets a pending entry and waits",
    usedBy: ['scripts/lib/bundleSplit.mjs'],
    guard:
      '`tests/unit/bundleSplit.test.ts` (the protocol, with stand-ins); the production build in `npm test`. Changed, the client process bundles both the stock way; a file missing from the hand-off fails the server process and scripts/build.sh bundles the stock way',
    checks: [
      {pkg: '@docusaurus/mdx-loader', file: 'lib/createMDXLoader.js', contains: ['crossCompilerCache: new Map()']},
      {
        pkg: '@docusaurus/mdx-loader',
        file: 'lib/loader.js',
        contains: [
          'const cacheKey = resource;',
          "if (compilerName === 'client') {",
          /crossCompilerCache\.set\(cacheKey, \{\s*promise,\s*resolve: noop,\s*reject: noop,?\s*\}\)/,
          'deleteCacheEntry();\n            return cacheEntry.promise;',
          'crossCompilerCache.set(cacheKey, { promise, resolve, reject });',
        ],
      },
    ],
  },
  {
    id: 'skip-html-minification',
    assumes:
      '`SKIP_HTML_MINIFICATION=true` makes the build write the server-rendered HTML as React renders it (no minifier, so no optional end tag is dropped)',
    usedBy: ['scripts/build.sh'],
    guard: '`tests/afdocs.test.ts` (its Markdown parity check cannot parse pages without their end tags)',
    checks: [
      {pkg: '@docusaurus/bundler', from: CORE, file: 'lib/minifyHtml.js', contains: ["process.env.SKIP_HTML_MINIFICATION === 'true'"]},
    ],
  },
  {
    id: 'data-has-hydrated',
    assumes: 'Docusaurus sets `data-has-hydrated` on `<html>` once React has hydrated',
    usedBy: ['tests/support/browser.ts (`openHydrated`)'],
    guard: 'every browser test',
    checks: [{pkg: CORE, file: 'lib/client/hasHydratedDataAttribute.js', contains: ['data-has-hydrated']}],
  },
  {
    id: 'on-recoverable-error',
    assumes: '`clientEntry.js` logs a hydration mismatch with `console.error` from `onRecoverableError`',
    usedBy: ['the console-error net of the browser tests'],
    guard: '`tests/reactClient.test.ts`',
    checks: [
      {
        pkg: CORE,
        file: 'lib/client/clientEntry.js',
        contains: ['onRecoverableError', "console.error('Docusaurus React Root onRecoverableError:'"],
      },
    ],
  },
  {
    id: 'theme-init-alias',
    assumes:
      'a plugin theme reaches the component it shadows through `@theme-init` (the first theme that provided it: the core fallback theme for `Root`, theme-classic for the others)',
    usedBy: [
      'src/plugins/search/theme/DocItem/Content/index.tsx',
      'src/plugins/client/rootGuards/theme/Root/index.tsx',
      'src/plugins/client/lazyTheme/index.ts',
      'src/plugins/client/routeData/theme/DocSidebarItem/Category/index.tsx',
    ],
    guard: '`tests/search.test.ts` (pages indexed), `tests/states.test.ts`, `tests/site.test.ts` "versions"',
    checks: [
      {pkg: CORE, file: 'lib/webpack/aliases/index.js', contains: ['@theme-init/${componentName}', "'../../client/theme-fallback'"]},
      {pkg: CORE, file: 'lib/client/theme-fallback/Root/index.js', exports: ['default']},
      {pkg: THEME_CLASSIC, file: 'lib/theme/DocItem/Content/index.js', exports: ['default']},
      ...LAZY_WRAPPED.map((name) => ({pkg: THEME_CLASSIC, file: `lib/theme/${name}/index.js`, exports: ['default']})),
    ],
  },
  {
    id: 'docsearch-theme-path',
    assumes:
      "the DocSearch theme's `getThemePath()` and its `SearchBar` component there; theme-classic's `SearchBar` is an empty placeholder",
    usedBy: ['src/plugins/search/index.ts'],
    guard: '`tests/unit/searchPlugin.test.ts`, `tests/hostedSearch.test.ts`',
    checks: [
      {pkg: '@docusaurus/theme-search-algolia', file: 'lib/index.js', contains: ['getThemePath()', "'../lib/theme'"]},
      {pkg: '@docusaurus/theme-search-algolia', file: 'lib/theme/SearchBar/index.js', exports: ['default']},
      {pkg: THEME_CLASSIC, file: 'lib/theme/SearchBar.js', exports: ['default']},
    ],
  },
  {
    id: 'route-priority',
    assumes:
      'a route `priority` orders routes on the same path (the not-found parent route under the docs route); every leaf route is server-rendered',
    usedBy: ['src/versionsUi/notFound/index.ts'],
    guard: '`tests/notFound.test.ts`',
    checks: [{pkg: CORE, file: 'lib/server/plugins/routeConfig.js', contains: ['a.priority', 'b.priority']}],
  },
  {
    id: 'codeblock-parts-replaced',
    assumes:
      "theme-classic's `CodeBlock/Content` and `CodeBlock/Container` are the only readers of the Prism theme (`usePrismTheme`), and pass the props our replacements take",
    usedBy: [
      'src/plugins/buildTimeHighlight/theme/CodeBlock/Content/index.tsx',
      'src/plugins/buildTimeHighlight/theme/CodeBlock/Container/index.tsx',
    ],
    guard: '`tests/codeHighlight.test.ts`',
    checks: [
      {pkg: THEME_CLASSIC, file: 'lib/theme/CodeBlock/Content/index.js', contains: ['useCodeBlockContext', 'usePrismTheme']},
      {pkg: THEME_CLASSIC, file: 'lib/theme/CodeBlock/Container/index.js', contains: ['as: As', 'usePrismTheme']},
      {
        pkg: THEME_CLASSIC,
        dir: 'lib/theme',
        except: ['CodeBlock/Content/index.js', 'CodeBlock/Container/index.js'],
        absent: ['usePrismTheme'],
      },
    ],
  },
  {
    id: 'mdx-code-to-codeblock',
    assumes:
      "theme-classic's `MDXComponents/Code` hands a fence's `code` element, with all its props (our `prehighlighted` and the line elements as children), to `@theme/CodeBlock`; it renders as inline code only children that are all one-line strings",
    usedBy: ['src/markdown/highlight/rehype.ts', 'src/plugins/buildTimeHighlight/client/PrehighlightedCodeBlock/index.tsx'],
    guard: '`tests/codeHighlight.test.ts`',
    checks: [
      {
        pkg: THEME_CLASSIC,
        file: 'lib/theme/MDXComponents/Code.js',
        contains: ['<CodeBlock {...props} />', "typeof el === 'string' && !el.includes('\\n')"],
      },
    ],
  },
  {
    id: 'codeblock-layout',
    assumes: '`@theme/CodeBlock/Layout` renders the title, buttons and `@theme/CodeBlock/Content` from the code-block context alone',
    usedBy: ['src/plugins/buildTimeHighlight/client/PrehighlightedCodeBlock/index.tsx'],
    guard: '`tests/codeHighlight.test.ts`',
    checks: [
      {
        pkg: THEME_CLASSIC,
        file: 'lib/theme/CodeBlock/Layout/index.js',
        exports: ['default'],
        contains: ['useCodeBlockContext', "from '@theme/CodeBlock/Content'"],
      },
    ],
  },
  {
    id: 'client-prism-config-readers',
    assumes:
      '`themeConfig.prism` is read in the client for `magicComments` and `defaultLanguage` only (the themes and languages are left out of main.js)',
    usedBy: ['src/plugins/client/siteConfig/loader.mjs'],
    guard: '`tests/codeHighlight.test.ts` (a reader would fail on the missing theme), `tests/unit/clientSiteConfig.test.ts`',
    checks: [
      {
        pkg: THEME_COMMON,
        dir: 'lib',
        except: ['hooks/usePrismTheme.js'],
        absent: ['prism.theme', 'prism.darkTheme', 'additionalLanguages'],
      },
      // prism-include-languages reads the languages; the swap above keeps it out of the client.
      {
        pkg: THEME_CLASSIC,
        dir: 'lib/theme',
        except: ['prism-include-languages.js'],
        absent: ['prism.theme', 'prism.darkTheme', 'additionalLanguages'],
      },
    ],
  },
  {
    id: 'navbar-component-types',
    assumes: "theme-classic's `NavbarItem` looks an item's type up in `@theme/NavbarItem/ComponentTypes` and throws for a type it lacks",
    usedBy: ['src/plugins/client/navbarItems/theme/NavbarItem/ComponentTypes.tsx'],
    guard: 'the production build (server rendering throws); `tests/site.test.ts` "navbar"',
    checks: [
      {
        pkg: THEME_CLASSIC,
        file: 'lib/theme/NavbarItem/index.js',
        contains: ["from '@theme/NavbarItem/ComponentTypes'", 'No NavbarItem component found for type'],
      },
      ...['DefaultNavbarItem', 'DropdownNavbarItem', 'LocaleDropdownNavbarItem'].map((name) => ({
        pkg: THEME_CLASSIC,
        file: `lib/theme/NavbarItem/${name}/index.js`,
        exports: ['default'],
      })),
      ...['SearchNavbarItem', 'DocNavbarItem', 'DocsVersionDropdownNavbarItem'].map((name) => ({
        pkg: THEME_CLASSIC,
        file: `lib/theme/NavbarItem/${name}.js`,
        exports: ['default'],
      })),
    ],
  },
  {
    id: 'ssr-waits-for-lazy',
    assumes:
      'server rendering pipes `renderToPipeableStream` on `onAllReady`; the theme imports the lazily wrapped components and `NotFound/Content` through `@theme/…`',
    usedBy: ['src/plugins/client/lazyTheme/index.ts', 'src/theme/NotFound/Content/index.tsx', 'src/theme/CodeBlock/index.tsx'],
    guard:
      '`tests/notFound.test.ts` (rendered and hydrated, no console error), `tests/site.test.ts` "versions" (the banners on load and after a client-side switch), `tests/builtPages.test.ts` (admonitions in the built HTML)',
    checks: [
      {pkg: CORE, file: 'lib/client/renderToHtml.js', contains: ['renderToPipeableStream', 'onAllReady']},
      {pkg: THEME_CLASSIC, dir: 'lib/theme', contains: [...LAZY_WRAPPED, 'NotFound/Content'].map((name) => `from '@theme/${name}'`)},
    ],
  },
  {
    id: 'theme-common-internal',
    assumes:
      "`@docusaurus/theme-common/internal` exports the code-block context, metadata and word-wrap helpers our code block uses, and the mobile sidebar's `shouldRender`",
    usedBy: [
      'src/plugins/buildTimeHighlight/theme/CodeBlock/Content/index.tsx',
      'src/plugins/buildTimeHighlight/client/PrehighlightedCodeBlock/index.tsx',
      'src/plugins/client/lazyTheme/theme/Navbar/MobileSidebar/index.tsx',
    ],
    guard: '`tests/codeHighlight.test.ts`, `tests/site.test.ts` "mobile" (the navbar sidebar at 400 px)',
    checks: [
      {
        pkg: THEME_COMMON,
        file: 'lib/internal.js',
        exports: [
          'useCodeBlockContext',
          'CodeBlockContextProvider',
          'createCodeBlockMetadata',
          'useCodeWordWrap',
          'useNavbarMobileSidebar',
        ],
      },
      {pkg: THEME_CLASSIC, file: 'lib/theme/Navbar/MobileSidebar/index.js', contains: ['if (!mobileSidebar.shouldRender) {']},
    ],
  },
  {
    id: 'theme-tabs',
    assumes:
      "theme-classic's TabItem (replaced, to give each panel its tab's ids) is the one our copy follows; `@docusaurus/theme-common/internal` exports `useTabs`, whose tab values carry each tab's `attributes` to the tab's `li`",
    usedBy: ['src/theme/Tabs/index.tsx', 'src/theme/TabItem/index.tsx'],
    guard: '`tests/htmlConformance.test.ts` (tabs without panels), `tests/packageManagerTabs.test.ts`',
    checks: [
      {pkg: THEME_COMMON, file: 'lib/internal.js', exports: ['useTabs']},
      {pkg: THEME_COMMON, file: 'lib/utils/tabsUtils.js', contains: ['attributes']},
      {pkg: THEME_CLASSIC, file: 'lib/theme/Tabs/index.js', contains: ['{...attributes}']},
      {pkg: THEME_CLASSIC, file: 'lib/theme/TabItem/index.js', sha256: 'beef630741839e814275623c0a01f7096ab9213c838b5b577447a3c530c124c0'},
    ],
  },
  {
    id: 'prism-client-module-swap',
    assumes:
      "theme-classic's client module `lib/prism-include-languages.js` (the one that imports Prism) is named in its `getClientModules`",
    usedBy: ['src/plugins/buildTimeHighlight/index.ts'],
    guard: '`tests/firstLoadBudget.test.ts` (Prism back in main.js breaks the budget), `tests/codeHighlight.test.ts`',
    checks: [
      {pkg: THEME_CLASSIC, file: 'lib/index.js', contains: ["'./prism-include-languages'"]},
      {
        pkg: THEME_CLASSIC,
        file: 'lib/prism-include-languages.js',
        contains: ["from '@theme/prism-include-languages'", "from 'prism-react-renderer'"],
      },
    ],
  },
  {
    id: 'prismjs-from-theme-classic',
    assumes:
      "the grammar files of the `prismjs` theme-classic depends on (`prismjs/components/prism-<language>.js`), loaded onto prism-react-renderer's Prism as its client module did",
    usedBy: ['src/markdown/highlight/highlight.ts'],
    guard: '`tests/unit/buildTimeHighlight.test.ts`, `tests/codeHighlight.test.ts`',
    checks: [
      ...['markup', 'css', 'javascript', 'jsx', 'typescript', 'tsx', 'bash', 'json', 'diff'].map((language) => ({
        pkg: 'prismjs',
        from: THEME_CLASSIC,
        file: `components/prism-${language}.js`,
        contains: ['Prism.languages'],
      })),
      {
        pkg: THEME_CLASSIC,
        file: 'lib/theme/prism-include-languages.js',
        contains: ['globalThis.Prism = PrismObject', 'require(`prismjs/components/prism-${lang}`)'],
      },
      {pkg: 'prism-react-renderer', file: 'dist/index.mjs', contains: ['normalizeTokens']},
    ],
  },
  {
    id: 'magic-comments-port',
    assumes:
      "`magicComments.ts` is a port of theme-common's `parseLines` (3.10): the same comment styles, order and trailing-line handling",
    usedBy: ['src/markdown/syntax/magicComments.ts'],
    guard: '`tests/unit/buildTimeHighlight.test.ts` (pins the behaviour); on a hash change, compare the port with the new file',
    checks: [
      {
        pkg: THEME_COMMON,
        file: 'lib/utils/codeBlockUtils.js',
        exports: ['parseLines'],
        sha256: 'ade5a2056ef4f591fb50b88ab28e29e8e470de4de320a1512970a09040c35af1',
      },
    ],
  },
  {
    id: 'nprogress-alias',
    assumes:
      "theme-classic's progress bar imports `nprogress` by that bare name and calls only `configure`, `start` and `done`; `nprogress/nprogress.js` is the library",
    usedBy: ['src/plugins/client/progressBar/index.ts'],
    guard: '`tests/site.test.ts` (client-side navigations), `tests/firstLoadBudget.test.ts`',
    checks: [
      {
        pkg: THEME_CLASSIC,
        file: 'lib/nprogress.js',
        contains: ["import nprogress from 'nprogress'", 'nprogress.configure(', 'nprogress.start()', 'nprogress.done()'],
        absent: [/(?<![\w./])nprogress\.(?!configure\(|start\(|done\()/],
      },
      {pkg: 'nprogress', from: THEME_CLASSIC, file: 'nprogress.js', contains: ['NProgress.configure']},
    ],
  },
  {
    id: 'react-utils-override',
    assumes:
      "theme-common's `lib/utils/reactUtils.js` exports `useShallowMemoObject` (sorting keys with `localeCompare`), and theme-common's own modules import the file by a relative path the bundler resolves to it",
    usedBy: ['src/plugins/client/shallowMemoOrder/index.ts', 'src/plugins/client/shallowMemoOrder/reactUtils.mjs'],
    guard: '`tests/reactClient.test.ts` (no `localeCompare` while a doc page with code blocks hydrates), `tests/stockClient.test.ts`',
    checks: [
      {
        pkg: THEME_COMMON,
        file: 'lib/utils/reactUtils.js',
        exports: ['useShallowMemoObject'],
        contains: ['localeCompare'],
      },
      {pkg: THEME_COMMON, dir: 'lib', contains: ["from '../utils/reactUtils'"]},
    ],
  },
  {
    id: 'generated-site-config',
    assumes: '`.docusaurus/docusaurus.config.mjs` is `export default {…JSON…};`, which the client loader parses',
    usedBy: ['src/plugins/client/siteConfig/loader.mjs'],
    guard: 'the loader throws on another shape (the build fails); `tests/unit/clientSiteConfig.test.ts`',
    checks: [
      {
        pkg: CORE,
        file: 'lib/server/codegen/codegen.js',
        contains: ['`${utils_1.DEFAULT_CONFIG_FILE_NAME}.mjs`', '\nexport default ${JSON.stringify(siteConfig, null, 2)};\n`'],
      },
      {pkg: '@docusaurus/utils', file: 'lib/constants.js', contains: ["exports.DEFAULT_CONFIG_FILE_NAME = 'docusaurus.config';"]},
    ],
  },
  {
    id: 'client-reads-no-build-keys',
    assumes: `no client code reads the build-only config keys the client copy drops (${CLIENT_UNREAD_KEYS.join(', ')}, \`future.faster\`)`,
    usedBy: ['src/plugins/client/siteConfig/loader.mjs'],
    guard: 'every browser test (a reader would see `undefined`); `tests/unit/clientSiteConfig.test.ts`',
    checks: [
      ...[
        {pkg: CORE, dir: 'lib/client'},
        {pkg: THEME_CLASSIC, dir: 'lib/theme'},
        {pkg: THEME_COMMON, dir: 'lib'},
        {pkg: '@docusaurus/plugin-content-docs', dir: 'lib/client'},
      ].map((place) => ({...place, absent: [...CLIENT_UNREAD_KEYS.map((key) => `siteConfig.${key}`), 'future.faster', 'faster.']})),
    ],
  },
  {
    id: 'route-load-failure-patch',
    assumes:
      "the client entry renders into `window.docusaurusRoot` when it exists and otherwise hydrates `#__docusaurus` (the server template's container); route components carry `preload()`; chunk loads reject with a `ChunkLoadError`",
    usedBy: ['src/plugins/client/rootGuards/routeLoadFailures.ts'],
    guard: '`tests/states.test.ts` (a first load whose chunk fails shows the red box and Retry), `tests/reactClient.test.ts`',
    checks: [
      {
        pkg: CORE,
        file: 'lib/client/clientEntry.js',
        contains: [
          "document.getElementById('__docusaurus')",
          'if (window.docusaurusRoot)',
          'window.docusaurusRoot.render(app)',
          'preload(window.location.pathname)',
        ],
      },
      {pkg: CORE, file: 'lib/ssg/ssgTemplate.html.js', contains: ['<div id="__docusaurus">']},
    ],
  },
  {
    id: 'generated-site-storage',
    assumes: '`@generated/site-storage` gives `{type, namespace}`, and theme-common creates its storage slots from it',
    usedBy: ['src/plugins/client/rootGuards/storage.ts', 'tests/support/themeTabs.ts'],
    guard: '`tests/states.test.ts` (unusable storage: one warning, no error)',
    checks: [
      {pkg: CORE, file: 'lib/server/codegen/codegen.js', contains: ["'site-storage.json'"]},
      {
        pkg: THEME_COMMON,
        file: 'lib/utils/storageUtils.js',
        contains: ["import SiteStorage from '@generated/site-storage'", 'SiteStorage.type', 'SiteStorage.namespace'],
      },
    ],
  },
  {
    id: 'infima-cascade-layer',
    assumes:
      "Infima's rules sit in the cascade layer `@layer docusaurus.infima` (plugin-css-cascade-layers, added by the preset when `future.v4` turns on `useCssCascadeLayers`)",
    usedBy: ['src/plugins/client/infimaTrim/index.ts'],
    guard: 'the trim throws when the layer is missing (the build fails); `tests/firstLoadBudget.test.ts`',
    checks: [
      {
        pkg: '@docusaurus/plugin-css-cascade-layers',
        file: 'lib/options.js',
        contains: ["'docusaurus.infima': layerFor('node_modules/infima/dist')"],
      },
      {
        pkg: '@docusaurus/preset-classic',
        file: 'lib/index.js',
        contains: ['future.v4.useCssCascadeLayers', '@docusaurus/plugin-css-cascade-layers'],
      },
    ],
  },
  {
    id: 'future-v4',
    assumes:
      "`future: {v4: true}` turns on CSS cascade layers and site-storage namespacing (the config turns namespacing back off for SPEC §9's key names)",
    usedBy: ['docusaurus.config.ts'],
    guard: '`tests/firstLoadBudget.test.ts`, `tests/states.test.ts` (storage keys)',
    checks: [
      {
        pkg: CORE,
        file: 'lib/server/configValidation.js',
        contains: ['useCssCascadeLayers: true', 'siteStorageNamespacing: true', 'v4: FUTURE_V4_SCHEMA'],
      },
    ],
  },
  {
    id: 'infima-dropdown-show',
    assumes: "an open navbar dropdown carries Infima's `.dropdown--show`",
    usedBy: ['src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx'],
    guard: '`tests/versionMenu.test.ts` (Escape closes the menu)',
    checks: [
      {pkg: THEME_CLASSIC, file: 'lib/theme/NavbarItem/DropdownNavbarItem/Desktop/index.js', contains: ["'dropdown--show': showDropdown"]},
      {pkg: 'infima', file: 'dist/css/default/default.css', contains: ['.dropdown--show .dropdown__menu']},
    ],
  },
  {
    id: 'theme-tabs-deep-paths',
    assumes: "theme-common's tabs hook and the modules it imports, at the paths tests/support/themeTabs.ts bundles",
    usedBy: ['tests/support/themeTabs.ts'],
    guard: '`tests/unit/packageManagerTabs.test.ts` (fails to bundle)',
    checks: [
      {
        pkg: THEME_COMMON,
        file: 'lib/utils/tabsUtils.js',
        exports: ['useTabsContextValue'],
        contains: [
          "from '@docusaurus/router'",
          "from '@docusaurus/useIsomorphicLayoutEffect'",
          "from '@docusaurus/theme-common/internal'",
          "import { duplicates, useStorageSlot } from '../index'",
        ],
      },
      {pkg: THEME_COMMON, file: 'lib/utils/historyUtils.js', exports: ['useQueryStringValue']},
      {pkg: THEME_COMMON, file: 'lib/utils/jsUtils.js', exports: ['duplicates']},
      {pkg: THEME_COMMON, file: 'lib/utils/storageUtils.js', exports: ['useStorageSlot']},
      {pkg: CORE, file: 'lib/client/exports/router.js'},
      {pkg: CORE, file: 'lib/client/exports/useIsomorphicLayoutEffect.js', exports: ['default']},
    ],
  },
  {
    id: 'pagefind-by-path',
    assumes:
      "Pagefind's Node API is loaded by file path from its `package.json` `exports['.'].import` (the config loader cannot import it by name)",
    usedBy: ['src/plugins/search/buildIndex.ts'],
    guard: '`tests/search.test.ts` (the index is built)',
    checks: [
      {pkg: 'pagefind', file: 'package.json', contains: [/"\.":\s*\{[^}]*"import":\s*"\.\/lib\/index\.js"/]},
      {pkg: 'pagefind', file: 'lib/index.js', exports: ['createIndex', 'close']},
    ],
  },
  {
    id: 'inline-script-hashes',
    assumes:
      "the HTML's inline scripts are plain `<script>…</script>` (theme-classic's colour-mode and announcement scripts, the build's own), whose hashes the CSP lists",
    usedBy: ['src/plugins/servingRules/rules.ts'],
    guard: '`tests/nginx.test.ts`, `tests/search.test.ts` (any CSP violation fails)',
    checks: [{pkg: THEME_CLASSIC, file: 'lib/inlineScripts.js', exports: ['getThemeInlineScript', 'getAnnouncementBarInlineScript']}],
  },
  {
    id: 'mdx-loader-compile-to-jsx',
    assumes:
      '`@docusaurus/mdx-loader/lib/utils` exports `compileToJSX({filePath, fileContent, frontMatter, options, compilerName})`, which runs the preprocessor then the MDX processor with the given remark/rehype lists; its heading step keeps explicit `{#id}` / `{/* #id */}` ids outside the slugger',
    usedBy: [
      'tests/unit/markdownPipeline.test.ts (page HTML per construct)',
      'src/markdown/syntax/headings.ts (mirrors the heading rules)',
    ],
    guard: "`tests/unit/markdownPipeline.test.ts` (the heading reader's anchors must equal the ids the real pipeline gives)",
    checks: [{pkg: '@docusaurus/mdx-loader', file: 'lib/utils.js', exports: ['compileToJSX']}],
  },
  {
    id: 'first-paint-inline-script',
    assumes:
      "theme-classic's first-paint script (`injectHtmlTags` `preBodyTags`, `lib/inlineScripts.js`) copies `?docusaurus-theme=` or the `theme` storage key into `data-theme` unchecked and sets `data-announcement-bar-initially-dismissed` from `docusaurus.announcement.dismiss`; a plugin's `preBodyTags` come after the preset's",
    usedBy: ["src/plugins/client/firstPaintGuard/index.ts (an inline script right after the theme's)"],
    guard:
      "`tests/unit/firstPaintGuard.test.ts` (runs the theme's script from `node_modules`, then ours), `tests/firstPaint.test.ts` (Chromium, through nginx: the first frames)",
    checks: [
      {
        pkg: THEME_CLASSIC,
        file: 'lib/inlineScripts.js',
        exports: ['getThemeInlineScript', 'getAnnouncementBarInlineScript'],
        contains: ["'docusaurus-theme'", 'docusaurus.announcement.dismiss', "'data-announcement-bar-initially-dismissed'"],
      },
      {pkg: THEME_CLASSIC, file: 'lib/index.js', contains: ['preBodyTags', 'getThemeInlineScript']},
    ],
  },
  {
    id: 'color-mode-announcement-providers',
    assumes:
      "theme-common's `ColorModeProvider` reads an invalid `data-theme` or stored mode as `light`; `AnnouncementBarProvider` reads `docusaurus.announcement.dismiss` and `docusaurus.announcement.id` through the site storage after hydration",
    usedBy: ['src/plugins/client/firstPaintGuard/index.ts'],
    guard: '`tests/firstPaint.test.ts` (no hydration error, the toggle works, the bar after hydration and after a navigation)',
    checks: [
      {
        pkg: THEME_COMMON,
        file: 'lib/contexts/colorMode.js',
        contains: ["const ColorModeStorageKey = 'theme'", "colorMode === 'dark' ? 'dark' : 'light'"],
      },
      {
        pkg: THEME_COMMON,
        file: 'lib/contexts/announcementBar.js',
        contains: ["createStorageSlot('docusaurus.announcement.dismiss')", "createStorageSlot('docusaurus.announcement.id')"],
      },
    ],
  },
  {
    id: 'mdx-loader-rule',
    assumes:
      "the docs and pages plugins' MDX rules name the loader by `require.resolve('@docusaurus/mdx-loader')`, whose default export is the loader, ending through `this.async()`; the client and server configs share the rule objects",
    usedBy: ['src/markdown/compileQueue/index.ts', 'src/markdown/compileQueue/loader.mjs'],
    guard:
      '`tests/unit/mdxCompileQueue.test.ts` (the real rule from `createMDXLoaderRule` gets the queued loader, its options kept); the production build. Changed, the build goes on unqueued and warns',
    checks: [
      {
        pkg: '@docusaurus/mdx-loader',
        file: 'lib/index.js',
        exports: ['default', 'createMDXLoaderRule'],
        contains: ['exports.default = loader_1.mdxLoader'],
      },
      {pkg: '@docusaurus/mdx-loader', file: 'lib/loader.js', contains: ['const callback = this.async();']},
      {pkg: '@docusaurus/mdx-loader', file: 'lib/createMDXLoader.js', contains: ["loader: require.resolve('@docusaurus/mdx-loader')"]},
    ],
  },
  {
    id: 'mdx-jsx-runtime-import',
    assumes:
      "MDX's JSX step (`estree-util-build-jsx`, automatic runtime) writes one `import {jsx as _jsx, …} from 'react/jsx-runtime'` (`/jsx-dev-runtime` in development) of named specifiers per page, which our recma step rewrites; changed, the step leaves the page as it is and only the build's memory shows it",
    usedBy: ['src/markdown/recmaJsxRuntimeOnce.ts'],
    guard: '`tests/unit/markdownPipeline.test.ts` (the config binds the runtime once; the page renders the same HTML)',
    checks: [
      {
        pkg: 'estree-util-build-jsx',
        from: '@mdx-js/mdx',
        file: 'lib/index.js',
        contains: ["type: 'ImportDeclaration'", "type: 'ImportSpecifier'", "'/jsx-dev-runtime' : '/jsx-runtime'"],
      },
    ],
  },
  {
    id: 'rspack-chunk-retry',
    assumes:
      "Rspack's chunk loading forgets a chunk whose load failed, so the next `import()` requests it again (the runtime is in Rspack's native binary: no file in node_modules to check)",
    usedBy: ['src/components/LazyBoundary/index.tsx (`lazyWithRetry`: Retry of a lazy part)'],
    guard: '`tests/lazyParts.test.ts` (a retry once the chunk is back shows the part)',
    checks: [],
  },
];
