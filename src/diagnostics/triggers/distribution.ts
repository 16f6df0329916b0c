/**
 * Distribution fixtures: the checks a release runs on what a project ships rather than on one
 * component — package.json against the `dist` output targets, the primary package output target,
 * docs outputs, copy tasks, the service worker's dependency and the cache folder. Most are
 * `build` fixtures on the base project (./baseProject.ts); see ./README.md.
 */
import type {TriggerFixture, WithoutTrigger} from './types';
import {COMPONENTS_DTS, NEXT_MAJOR_PACKAGE_JSON, cardModule} from './baseProject';
import {nextMajorOnly} from './nextMajor';

/** The base project's package.json with these fields instead (a field set to `undefined` is left out). */
const packageJson = (fields: Record<string, unknown>): string =>
  `${JSON.stringify({name: 'my-cards', version: '1.0.0', private: true, module: 'dist/index.js', ...fields}, null, 2)}\n`;

/** The next major's base package.json with these fields instead (a field set to `undefined` is left out). */
const nextMajorPackage = (fields: Record<string, unknown>): string =>
  `${JSON.stringify({...(JSON.parse(NEXT_MAJOR_PACKAGE_JSON) as Record<string, unknown>), ...fields}, null, 2)}\n`;

/** Every field a `dist` build asks for, set as the release recommends: a fixture then changes one. */
const distPackage = (fields: Record<string, unknown> = {}): string =>
  packageJson({
    main: 'dist/index.cjs.js',
    types: 'dist/types/components.d.ts',
    collection: 'dist/collection/collection-manifest.json',
    ...fields,
  });

const DIST = '{ "outputTargets": [{ "type": "dist" }] }';

/** Primary package validation on, with `dist` as the primary target. */
const PRIMARY_DIST =
  '{ "validatePrimaryPackageOutputTarget": true, "outputTargets": [{ "type": "dist", "isPrimaryPackageOutputTarget": true }] }';

/** A `www` build that `stencil build --prerender` can prerender, with its prerender config file. */
const PRERENDER =
  '{ "outputTargets": [{ "type": "www", "serviceWorker": null, "baseUrl": "https://cards.example.com/", "prerenderConfig": "prerender.config.ts" }] }';

const prerenderConfig = (option: string): string =>
  ["import { PrerenderConfig } from '@stencil/core';", '', 'export const config: PrerenderConfig = {', `  ${option}`, '};', ''].join('\n');

export const DISTRIBUTION_FIXTURES: TriggerFixture[] = [
  {
    id: 'stats-unwritable',
    kind: 'build',
    message: 'Stats failed to write file to <file>',
    // `package.json` is a file, so no folder of that name can hold the report.
    source: '{ "outputTargets": [{ "type": "www", "serviceWorker": null }, { "type": "stats", "file": "package.json/stats.json" }] }',
  },
  {
    id: 'package-main-missing',
    kind: 'build',
    message: 'package.json "main" property is required when generating a distribution.',
    source: DIST,
    files: {'package.json': distPackage({main: undefined})},
  },
  {
    id: 'package-main-other',
    kind: 'build',
    message: 'package.json "main" property is set to "<main>".',
    source: DIST,
    files: {'package.json': distPackage({main: 'index.js'})},
  },
  {
    id: 'package-browser',
    kind: 'build',
    message: 'package.json "browser" property is set to "<browser>".',
    source: DIST,
    files: {'package.json': distPackage({browser: 'dist/index.js'})},
  },
  {
    id: 'package-files-no-dist',
    kind: 'build',
    message: 'package.json "files" array must contain the distribution directory',
    source: DIST,
    files: {'package.json': distPackage({files: ['src/']})},
  },
  {
    id: 'package-files-missing',
    kind: 'build',
    message: 'Unable to find "<pkgFile>" within the package.json "files" array.',
    source: DIST,
    files: {'package.json': distPackage({files: ['dist/', 'LICENSE']})},
  },
  // 2.x checks package.json for any `dist` build, and knows no primary target: the same checks
  // without it, listed first so a 2.x page shows them (the page takes the first fixture that
  // release printed).
  {
    id: 'package-module-missing-dist',
    kind: 'build',
    message: 'package.json "module" property is required when generating a distribution.',
    source: DIST,
    files: {'package.json': distPackage({module: undefined})},
  },
  {
    id: 'package-module-other-dist',
    kind: 'build',
    message: 'package.json "module" property is set to "<currentModulePath>".',
    source: DIST,
    files: {'package.json': distPackage({module: 'index.js'})},
  },
  {
    id: 'package-types-extension-dist',
    kind: 'build',
    message: 'package.json "types" file must have a ".d.ts" extension',
    source: DIST,
    files: {'package.json': distPackage({types: 'dist/types/components.ts'})},
  },
  {
    id: 'package-types-not-found-dist',
    kind: 'build',
    message: 'package.json "types" property is set to "<currentTypesPath>" but cannot be found.',
    source: DIST,
    files: {'package.json': distPackage({types: 'dist/types/index.d.ts'})},
  },
  {
    id: 'package-module-missing',
    kind: 'build',
    message: 'package.json "module" property is required when generating a distribution.',
    source: PRIMARY_DIST,
    files: {'package.json': distPackage({module: undefined})},
  },
  {
    id: 'package-module-other',
    kind: 'build',
    message: 'package.json "module" property is set to "<currentModulePath>".',
    source: PRIMARY_DIST,
    files: {'package.json': distPackage({module: 'index.js'})},
  },
  {
    id: 'package-types-missing',
    kind: 'build',
    message: 'package.json "types" property is required when generating a distribution.',
    source: PRIMARY_DIST,
    files: {'package.json': distPackage({types: undefined})},
  },
  {
    id: 'package-types-extension',
    kind: 'build',
    message: 'package.json "types" file must have a ".d.ts" extension',
    source: PRIMARY_DIST,
    files: {'package.json': distPackage({types: 'dist/types/components.ts'})},
  },
  {
    id: 'package-types-other',
    kind: 'build',
    message: 'package.json "types" property is set to "<currentTypesPath>". It\'s recommended',
    source: PRIMARY_DIST,
    files: {'package.json': distPackage({types: 'types.d.ts'})},
  },
  {
    // `dist/types/index.d.ts` is what 3.x and 4.x recommend, but a project without `src/index.ts` has none.
    id: 'package-types-not-found',
    kind: 'build',
    message: 'package.json "types" property is set to "<currentTypesPath>" but cannot be found.',
    source: PRIMARY_DIST,
    files: {'package.json': distPackage({types: 'dist/types/index.d.ts'})},
  },
  {
    id: 'primary-target-several',
    kind: 'build',
    message: "Your Stencil config has multiple output targets with 'isPrimaryPackageOutputTarget: true'.",
    source:
      '{ "validatePrimaryPackageOutputTarget": true, "outputTargets": [{ "type": "dist", "isPrimaryPackageOutputTarget": true }, { "type": "dist-custom-elements", "isPrimaryPackageOutputTarget": true }] }',
    files: {'package.json': distPackage()},
  },
  {
    id: 'primary-target-ineligible',
    kind: 'build',
    message: 'Your Stencil project has assigned one or more ineligible output targets as the primary package output target.',
    configIsTheMistake: true,
    source:
      '{ "validatePrimaryPackageOutputTarget": true, "outputTargets": [{ "type": "www", "serviceWorker": null, "isPrimaryPackageOutputTarget": true }] }',
  },
  {
    id: 'primary-target-not-validated',
    kind: 'build',
    message: 'Your Stencil project has designated a primary package output target without enabling primary package validation',
    source: '{ "outputTargets": [{ "type": "dist", "isPrimaryPackageOutputTarget": true }] }',
    files: {'package.json': distPackage()},
  },
  {
    id: 'primary-target-none',
    kind: 'build',
    message: 'Your Stencil project has not assigned a primary package output target.',
    source: '{ "validatePrimaryPackageOutputTarget": true, "outputTargets": [{ "type": "dist" }] }',
    files: {'package.json': distPackage()},
  },
  {
    // One component with a prop, a method, an event and a part, none of them described.
    id: 'readme-strict',
    kind: 'build',
    message: 'Property "<name>" of "<tag>" is not documented.',
    source: '{ "outputTargets": [{ "type": "www", "serviceWorker": null }, { "type": "docs-readme", "strict": true }] }',
    files: {
      'src/components/my-card/my-card.tsx': [
        "import { Component, Event, EventEmitter, Method, Prop, h } from '@stencil/core';",
        '',
        "@Component({ tag: 'my-card', shadow: true })",
        'export class MyCard {',
        '  @Prop() heading = 1;',
        '',
        '  @Event() opened: EventEmitter<void>;',
        '',
        '  @Method()',
        '  async open() {',
        '    this.opened.emit();',
        '  }',
        '',
        '  render() {',
        '    return <p part="title">Card {this.heading}</p>;',
        '  }',
        '}',
        '',
      ].join('\n'),
    },
  },
  {
    // A function cannot be written as JSON options, so this fixture brings its whole stencil.config.ts.
    id: 'docs-custom-throws',
    kind: 'build',
    message: 'uncaught custom docs error: <value>',
    source: '{}',
    files: {
      'stencil.config.ts': [
        "import { Config } from '@stencil/core';",
        '',
        'export const config: Config = {',
        "  namespace: 'cards',",
        '  outputTargets: [',
        "    { type: 'www', serviceWorker: null },",
        '    {',
        "      type: 'docs-custom',",
        '      generator: () => {',
        "        throw new Error('no docs today');",
        '      },',
        '    },',
        '  ],',
        '};',
        '',
      ].join('\n'),
    },
  },
  {
    id: 'copy-absolute-without-dest',
    kind: 'build',
    message: 'copy task, "dest" property must exist if "src" property is an absolute path: <src>',
    source: '{ "outputTargets": [{ "type": "www", "serviceWorker": null, "copy": [{ "src": "/srv/images" }] }] }',
  },
  {
    // The type check runs only when the component types are unchanged, as on a second build: the
    // fixture brings the src/components.d.ts the first build of this project writes.
    id: 'jsx-without-h',
    kind: 'build',
    message: 'In order to load accurate JSX types for components, the "h" function must be imported',
    source: '{}',
    files: {
      'src/components/my-card/my-card.tsx': [
        "import { Component } from '@stencil/core';",
        '',
        "@Component({ tag: 'my-card', shadow: true })",
        'export class MyCard {',
        '  render() {',
        '    // error-next-line',
        '    return <p>Card</p>;',
        '  }',
        '}',
        '',
      ].join('\n'),
      'src/components.d.ts': COMPONENTS_DTS,
    },
  },
  {
    // A production `www` build makes a service worker unless told not to, with workbox-build, which the project lacks.
    id: 'service-worker-dependency',
    kind: 'build',
    message: 'npm install --save-dev <list>',
    source: '{ "outputTargets": [{ "type": "www" }] }',
    // 5.x makes a service worker only when asked to.
    nextMajor: {source: '{ "outputTargets": [{ "type": "www", "serviceWorker": true }] }'},
  },
  {
    id: 'prerender-entry-url',
    kind: 'build',
    message: 'Entry Urls must include the protocol and domain of the site being prerendered.',
    source: PRERENDER,
    flags: {prerender: true},
    files: {'prerender.config.ts': prerenderConfig("entryUrls: ['https://'],")},
  },
  {
    id: 'prerender-no-urls',
    kind: 'build',
    message: 'prerendering failed: no urls found in the prerender config',
    source: PRERENDER,
    flags: {prerender: true},
    files: {'prerender.config.ts': prerenderConfig('entryUrls: [],')},
  },
  {
    // Rollup warns about `eval`, and the release passes that warning on under its code.
    id: 'bundling-eval',
    kind: 'build',
    message: 'Bundling Warning <code>',
    source: '{}',
    files: {
      'src/components/my-card/my-card.tsx': cardModule({rendered: "<p>{eval('1 + 1')}</p>"}),
    },
  },
  {
    id: 'custom-elements-bundle',
    kind: 'config',
    message: 'dist-custom-elements-bundle is deprecated',
    source: '{ "outputTargets": [{ "type": "dist-custom-elements-bundle" }] }',
  },
  // The next major's package.json checks, from its own base project's package.json.
  ...nextMajorOnly('build', [
    {
      id: 'package-main-for-cjs',
      message: 'package.json "main" property is recommended when generating CJS output.',
      source: '{ "outputTargets": [{ "type": "loader-bundle", "cjs": true }] }',
      files: {'package.json': nextMajorPackage({module: 'dist/loader-bundle/esm/loader.js'})},
    },
    {
      id: 'package-main-for-cjs-missing',
      message: 'package.json "main" property is set to "<currentMainPath>" which doesn\'t exist. Consider setting it to',
      source: '{ "outputTargets": [{ "type": "loader-bundle", "cjs": true }] }',
      files: {'package.json': nextMajorPackage({module: 'dist/loader-bundle/esm/loader.js', main: 'dist/index.cjs.js'})},
    },
    {
      id: 'package-module-not-found',
      message: 'package.json "module" property is set to "<currentModulePath>" which doesn\'t exist.',
      source: '{ "outputTargets": [{ "type": "loader-bundle" }] }',
    },
    {
      id: 'package-type-not-module',
      message: 'package.json "type" property should be set to "module".',
      source: '{ "outputTargets": [{ "type": "loader-bundle" }] }',
      files: {'package.json': nextMajorPackage({type: undefined, module: 'dist/loader-bundle/esm/loader.js'})},
    },
    {
      id: 'package-files-missing-several',
      message:
        'package.json is missing a "files" array. Without one, "npm publish" falls back to ".gitignore" to decide what to include, which will likely exclude the distribution directories',
      source: '{}',
      files: {'package.json': nextMajorPackage({files: undefined})},
    },
    {
      // The types and the collection in one folder: the check then names a single folder.
      id: 'package-files-missing-one',
      message:
        'package.json is missing a "files" array. Without one, "npm publish" falls back to ".gitignore" to decide what to include, which will likely exclude the distribution directory',
      source:
        '{ "outputTargets": [{ "type": "www", "serviceWorker": null }, { "type": "types", "dir": "dist/lib" }, { "type": "collection", "dir": "dist/lib" }] }',
      files: {
        'package.json': nextMajorPackage({
          files: undefined,
          types: 'dist/lib/components.d.ts',
          collection: 'dist/lib/collection-manifest.json',
        }),
      },
    },
    {
      id: 'package-collection-unset',
      message: 'package.json "collection" property should be set to <collectionRel> when generating a distribution bundle.',
      source: '{}',
      files: {'package.json': nextMajorPackage({collection: undefined})},
    },
    {
      id: 'package-files-one-uncovered',
      message: 'package.json "files" array must contain the distribution directory <value> when generating a distribution.',
      source:
        '{ "outputTargets": [{ "type": "www", "serviceWorker": null }, { "type": "types", "dir": "dist/lib" }, { "type": "collection", "dir": "dist/lib" }] }',
      files: {
        'package.json': nextMajorPackage({
          files: ['src/'],
          types: 'dist/lib/components.d.ts',
          collection: 'dist/lib/collection-manifest.json',
        }),
      },
    },
    {
      // `npm pkg set` cannot add the entry points to an `exports` that is a string.
      id: 'export-maps-npm-fails',
      message: 'Unable to generate "exports" map in package.json',
      source: '{ "generateExportMaps": true, "outputTargets": [{ "type": "loader-bundle" }] }',
      files: {
        'package.json': nextMajorPackage({module: 'dist/loader-bundle/esm/loader.js', exports: './dist/loader-bundle/esm/loader.js'}),
        // npm then writes no debug log, whose path and time the message would quote.
        '.npmrc': 'logs-max=0\n',
      },
    },
    {
      // extism-js, which compiles the server script to WebAssembly, is not installed.
      id: 'ssr-wasm-without-extism',
      message: 'ssr-wasm: extism-js not found',
      source: '{ "outputTargets": [{ "type": "www", "serviceWorker": null }, { "type": "ssr-wasm" }] }',
    },
  ]),
];

/** Distribution and system messages no fixture can reach, each with the reason. */
export const DISTRIBUTION_WITHOUT_TRIGGER: WithoutTrigger[] = [
  {
    message: 'outputTarget config missing the "dir" property',
    reason:
      'Config validation always gives a `dist-hydrate-script` output target a folder (`hydrate` when none is set), so only a program that hands the compiler an unvalidated config reaches this check.',
  },
  {
    message: 'Build results missing "hydrateAppFilePath"',
    reason:
      '`stencil build --prerender` always adds a hydrate app to a build it prerenders, so only a program that starts the prerenderer itself without one reaches this check.',
  },
  {
    message: 'Unable to open "hydrateAppFilePath": <hydrateAppFilePath>',
    reason:
      'Printed by `stencil prerender <file>` for a hydrate app file that does not exist; the checks run `stencil build --prerender`, whose build always writes that file, and not this command.',
  },
  {
    message: 'Valid "package.json" file is required for distribution: <packageJsonFilePath>',
    reason:
      "The release's Node file system returns nothing for a missing or unreadable package.json instead of failing, so the branch that prints this never runs in a Node build.",
  },
  {
    message: 'ensureDependencies will be removed in a future version of Stencil.',
    reason:
      'Printed only when a program calls the deprecated `ensureDependencies()` method of the Node system itself; no `stencil` command of these releases calls it.',
  },
  {
    message: 'To get the stencilPath, please use getCompilerExecutingPath().',
    reason:
      'Printed only when a program calls the deprecated `ensureDependencies()` method of the Node system itself; no `stencil` command of these releases calls it.',
  },
  {
    message: 'ensureResources is a no-op, and will be removed in a future version of Stencil',
    reason:
      'Printed only when a program calls the deprecated `ensureResources()` method of the Node system itself; no `stencil` command of these releases calls it.',
  },
  {
    message: 'Cache, initCacheDir: <value>',
    reason:
      "The cache's first write only queues its file in memory, which cannot fail, so the branch that prints this never runs in these releases.",
  },
  {
    message: 'stencil sys destroy: <value>',
    reason:
      "Comes from the in-memory system of the browser compiler and the test tools when one of the compiler's own clean-up callbacks throws, a fault of Stencil rather than of a project.",
  },
  {
    message: 'ts.sys can only request http resources from within a web worker: <value>',
    reason: 'Only the browser build of the compiler resolves modules by URL; the Node compiler never asks for an http resource.',
  },
  {
    message: 'node sys destroy: <value>',
    reason:
      "Printed when one of the Node system's own clean-up callbacks throws as the compiler shuts down, a fault of Stencil rather than of a project.",
  },
  {
    message: 'ssr-wasm: extism-js compile failed: <message>',
    reason:
      'Needs `extism-js` installed and then failing on the script the build wrote; the checks do not install `extism-js`, so they see the "not found" warning instead.',
  },
  {
    message:
      'package.json is missing a "files" array. Without one, "npm publish" falls back to ".gitignore" to decide what to include, which will likely exclude the distribution directories <value>. Add a "files" array covering it',
    reason:
      'The same count of folders picks both words, so several folders always come with "them" and one with "it"; this mixed wording is never printed.',
  },
  {
    message:
      'package.json is missing a "files" array. Without one, "npm publish" falls back to ".gitignore" to decide what to include, which will likely exclude the distribution directory <value>. Add a "files" array covering them',
    reason:
      'The same count of folders picks both words, so one folder always comes with "it" and several with "them"; this mixed wording is never printed.',
  },
  {
    message: 'error loading "<moduleId>" from "<fromDir>"',
    reason:
      "Thrown by the Node system's package lookup, and the build's only caller, the check for the service worker's `workbox-build`, catches it and prints \"npm install --save-dev\" instead.",
  },
  {
    message: 'unhandledRejection',
    reason:
      "Printed by the dev server's worker thread when a promise inside it rejects with no handler, a fault of the server rather than of a project, and the checks start no dev server.",
  },
];
