/**
 * Config fixtures: the options of a `stencil.config.ts` (as JSON), written into a minimal project
 * and loaded with the release's `loadConfig`, which validates them as `stencil build` does. See
 * ./README.md. The messages about tsconfig.json and about stencil.config.ts itself come from
 * `loadConfig` too, but need those files changed: they are `build` fixtures here, as `files` are
 * a build fixture's (the build stops at an error `loadConfig` reports).
 */
import {nextMajorOnly} from './nextMajor';
import type {TriggerFixture, WithoutTrigger} from './types';

export const CONFIG_FIXTURES: TriggerFixture[] = [
  {
    id: 'namespace-dash',
    kind: 'config',
    message: 'Namespace "<namespace>" cannot have a dash for the first character',
    source: '{ "namespace": "-cards" }',
  },
  {
    id: 'namespace-short',
    kind: 'config',
    message: 'Namespace "<namespace>" must be at least 3 characters',
    source: '{ "namespace": "ab" }',
  },
  {
    id: 'namespace-digit',
    kind: 'config',
    message: 'Namespace "<namespace>" cannot have a number for the first character',
    source: '{ "namespace": "1cards" }',
  },
  {
    id: 'namespace-chars',
    kind: 'config',
    message: 'Namespace "<namespace>" contains invalid characters',
    source: '{ "namespace": "my.cards" }',
  },
  {
    id: 'hash-short',
    kind: 'config',
    message: 'validatedConfig.hashedFileNameLength must be at least',
    source: '{ "hashedFileNameLength": 2 }',
  },
  {
    id: 'hash-long',
    kind: 'config',
    message: 'validatedConfig.hashedFileNameLength cannot be more than',
    source: '{ "hashedFileNameLength": 40 }',
  },
  {
    id: 'reload-strategy',
    kind: 'config',
    message: 'Invalid devServer reloadStrategy',
    source: '{ "devServer": { "reloadStrategy": "refresh" } }',
  },
  {
    id: 'exclude-hmr',
    kind: 'config',
    message: 'dev server excludeHmr must be an array of glob strings',
    source: '{ "devServer": { "excludeHmr": "*.css" } }',
  },
  {
    id: 'output-target-type',
    kind: 'config',
    message: 'Invalid outputTarget type "<type>"',
    source: '{ "outputTargets": [{ "type": "dist-bundle" }] }',
  },
  {
    id: 'docs-vscode-file',
    kind: 'config',
    message: 'docs-vscode outputTarget missing the "file" path',
    source: '{ "outputTargets": [{ "type": "docs-vscode" }] }',
  },
  {
    id: 'docs-custom-generator',
    kind: 'config',
    message: 'docs-custom outputTarget missing the "generator" function',
    source: '{ "outputTargets": [{ "type": "docs-custom" }] }',
  },
  {
    id: 'custom-resolve-options',
    kind: 'config',
    message: 'nodeResolve.customResolveOptions is a deprecated option',
    source: '{ "nodeResolve": { "customResolveOptions": {} } }',
  },
  {
    id: 'slot-fixes',
    kind: 'config',
    message: "If the 'experimentalSlotFixes' flag is enabled",
    source: '{ "extras": { "experimentalSlotFixes": true, "slotChildNodesFix": false } }',
  },
  {
    id: 'dev-server-base-url',
    kind: 'config',
    message: 'devServer config "baseUrl" has been renamed to "basePath"',
    source: '{ "devServer": { "baseUrl": "/app/" } }',
  },
  {
    id: 'docs-diagram-colors',
    kind: 'config',
    message: "'<background>' is not a valid hex color",
    source: '{ "docs": { "markdown": { "targetComponent": { "background": "pink", "textColor": "navy" } } } }',
  },
  {
    id: 'mismatched-pixels',
    kind: 'config',
    message: 'allowableMismatchedPixels must be a value that is 0 or greater',
    source: '{ "testing": { "allowableMismatchedPixels": -1 } }',
    flags: {e2e: true},
  },
  {
    id: 'mismatched-ratio',
    kind: 'config',
    message: 'allowableMismatchedRatio must be a value ranging from 0 to 1',
    source: '{ "testing": { "allowableMismatchedRatio": 5 } }',
    flags: {e2e: true},
  },
  {
    id: 'pixelmatch-threshold',
    kind: 'config',
    message: 'pixelmatchThreshold must be a value ranging from 0 to 1',
    source: '{ "testing": { "pixelmatchThreshold": 2 } }',
    flags: {e2e: true},
  },
  {
    id: 'wait-before-screenshot',
    kind: 'config',
    message: 'waitBeforeScreenshot must be a value that is 0 or greater',
    source: '{ "testing": { "waitBeforeScreenshot": -100 } }',
    flags: {e2e: true},
  },
  {
    id: 'browser-headless-true',
    kind: 'config',
    message: 'Setting "browserHeadless" config to `true` is not supported anymore',
    source: '{ "testing": { "browserHeadless": true } }',
    flags: {e2e: true},
  },
  {
    id: 'namespace-dash-last',
    kind: 'config',
    message: 'Namespace "<namespace>" cannot have a dash for the last character',
    source: '{ "namespace": "cards-" }',
  },
  {
    id: 'dist-namespace-app',
    kind: 'config',
    message: 'When generating a distribution it is recommended to choose a unique namespace',
    source: '{ "namespace": "App", "outputTargets": [{ "type": "dist" }] }',
  },
  {
    id: 'commonjs-plugin',
    kind: 'config',
    message: 'Stencil already uses "@rollup/plugin-commonjs"',
    source: '{ "plugins": [{ "name": "commonjs" }] }',
  },
  {
    id: 'prerender-base-url',
    kind: 'config',
    message: 'When prerendering, the "baseUrl" output target config must be a full URL',
    source: '{ "outputTargets": [{ "type": "www", "baseUrl": "/cards/" }] }',
    flags: {prerender: true},
  },
  {
    id: 'prerender-without-www',
    kind: 'config',
    message: 'You need at least one "www" output target configured',
    source: '{ "outputTargets": [{ "type": "docs-readme" }] }',
    flags: {prerender: true},
  },
  {
    id: 'tsconfig-missing',
    kind: 'config',
    message: 'Unable to load TypeScript config file',
    source: '{ "tsconfig": "tsconfig.app.json" }',
  },
  {
    id: 'tsconfig-without-include',
    kind: 'build',
    message: 'In order for TypeScript to improve watch performance',
    source: '{}',
    files: {
      'tsconfig.json':
        '{\n  "compilerOptions": {\n    "experimentalDecorators": true,\n    "lib": [\n      "dom",\n      "es2017"\n    ],\n    "module": "esnext",\n    "moduleResolution": "node",\n    "target": "es2017",\n    "jsx": "react",\n    "jsxFactory": "h"\n  }\n}\n',
    },
  },
  {
    id: 'tsconfig-includes-config',
    kind: 'build',
    message: 'stencil.config.ts is not part of the output build',
    source: '{}',
    files: {
      'tsconfig.json':
        '{\n  "compilerOptions": {\n    "experimentalDecorators": true,\n    "lib": [\n      "dom",\n      "es2017"\n    ],\n    "module": "esnext",\n    "moduleResolution": "node",\n    "target": "es2017",\n    "jsx": "react",\n    "jsxFactory": "h"\n  },\n  "include": [\n    "src",\n    "stencil.config.ts"\n  ]\n}\n',
    },
  },
  {
    id: 'tsconfig-old-target',
    kind: 'build',
    message: 'To improve bundling, it is always recommended to set the tsconfig.json “target” setting',
    source: '{}',
    files: {
      'tsconfig.json':
        '{\n  "compilerOptions": {\n    "experimentalDecorators": true,\n    "lib": [\n      "dom",\n      "es2017"\n    ],\n    "module": "esnext",\n    "moduleResolution": "node",\n    "target": "es2015",\n    "jsx": "react",\n    "jsxFactory": "h"\n  },\n  "include": [\n    "src"\n  ]\n}\n',
    },
  },
  {
    id: 'tsconfig-commonjs',
    kind: 'build',
    message: 'To improve bundling, it is always recommended to set the tsconfig.json “module” setting',
    source: '{}',
    files: {
      'tsconfig.json':
        '{\n  "compilerOptions": {\n    "experimentalDecorators": true,\n    "lib": [\n      "dom",\n      "es2017"\n    ],\n    "module": "commonjs",\n    "moduleResolution": "node",\n    "target": "es2017",\n    "jsx": "react",\n    "jsxFactory": "h"\n  },\n  "include": [\n    "src"\n  ]\n}\n',
    },
  },
  {
    id: 'config-export-missing',
    kind: 'build',
    message: 'Invalid Stencil configuration file "<configPath>". Missing "config" property',
    source: '{}',
    files: {'stencil.config.ts': "export const settings = { namespace: 'cards' };\n"},
  },
  {
    id: 'package-json-collection',
    kind: 'build',
    message: 'package.json "collection" property is required when generating a distribution',
    source: '{ "outputTargets": [{ "type": "dist" }] }',
  },
  // The next major checks `hashedFileNameLength` per output target, and says which plugins Rolldown makes redundant.
  ...nextMajorOnly('config', [
    {
      id: 'www-hash-short',
      message: 'www hashedFileNameLength must be at least 4 characters',
      source: '{ "outputTargets": [{ "type": "www", "serviceWorker": null, "hashedFileNameLength": 2 }] }',
    },
    {
      id: 'www-hash-long',
      message: 'www hashedFileNameLength cannot be more than 32 characters',
      source: '{ "outputTargets": [{ "type": "www", "serviceWorker": null, "hashedFileNameLength": 40 }] }',
    },
    {
      id: 'loader-bundle-hash-short',
      message: 'loader-bundle hashedFileNameLength must be at least 4 characters',
      source: '{ "outputTargets": [{ "type": "loader-bundle", "hashedFileNameLength": 2 }] }',
    },
    {
      id: 'loader-bundle-hash-long',
      message: 'loader-bundle hashedFileNameLength cannot be more than 32 characters',
      source: '{ "outputTargets": [{ "type": "loader-bundle", "hashedFileNameLength": 40 }] }',
    },
    {
      id: 'node-resolve-plugin',
      message: 'Rolldown handles module resolution natively - remove the node-resolve plugin',
      source: '{ "plugins": [{ "name": "node-resolve" }] }',
    },
    {
      id: 'global-style-twice',
      message: 'Both "globalStyle" config and explicit "global-style" output target with "input" are configured.',
      source:
        '{ "globalStyle": "src/global/app.css", "outputTargets": [{ "type": "www", "serviceWorker": null }, { "type": "global-style", "input": "src/global/theme.css" }] }',
    },
  ]),
];

/** Config messages no fixture can reach, each with the reason. */
export const CONFIG_WITHOUT_TRIGGER: WithoutTrigger[] = [
  {
    message: 'Unable to load TypeScript config file.',
    reason:
      'From 5.0 a project without its tsconfig.json gets one written with the defaults instead (5.0.0-beta.12 builds on), so only the older releases print this, as in the example.',
    partial: true,
  },
  {
    message: 'docs-json outputTarget missing the "file" option',
    reason:
      "The same check then joins the missing `file` onto the project folder, which throws, so every release reports only Node's TypeError about a path argument that must be a string (tried on each).",
  },
];
