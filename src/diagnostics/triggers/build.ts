/**
 * Build fixtures: the base project (./baseProject.ts) with these files and config options, built
 * with the release's `createCompiler(config).build()`, for the checks that need the whole project:
 * package.json, tsconfig.json, styles, bundles, output targets, docs. See ./README.md.
 */
import type {TriggerFixture, WithoutTrigger} from './types';
import {NEXT_MAJOR_COMPONENTS_DTS, cardModule} from './baseProject';
import {nextMajorOnly} from './nextMajor';

const CARD = 'src/components/my-card/my-card.tsx';

/** The base project's component with a stylesheet, and that stylesheet (`styleUrl` is how a build reads it). */
const styledCard = (css: string): Record<string, string> => ({
  [CARD]: cardModule({options: "tag: 'my-card', styleUrl: 'my-card.css', shadow: true"}),
  'src/components/my-card/my-card.css': css,
});

/** The base project's component under another tag. */
const taggedCard = (id: string, message: string, tag: string): TriggerFixture => ({
  id,
  kind: 'build',
  message,
  source: '{}',
  files: {
    [CARD]: cardModule({options: `tag: '${tag}', shadow: true`}),
  },
});

/**
 * A page rendered on a server by the project's hydrate app, with a stylesheet marked `data-styles`
 * (the hydrate app strips the rules the page does not use from those, and parses them for that).
 */
const renderedPage = (id: string, message: string, css: string): TriggerFixture => ({
  id,
  kind: 'build',
  message,
  source: JSON.stringify({outputTargets: [{type: 'www', serviceWorker: null}, {type: 'dist-hydrate-script'}]}),
  files: {
    'src/index.html': [
      '<!doctype html>',
      '<html>',
      '  <head>',
      '    <style data-styles>',
      ...css
        .trim()
        .split('\n')
        .map((line) => `      ${line}`),
      '    </style>',
      '  </head>',
      '  <body>',
      '    <my-card></my-card>',
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
  },
});

export const BUILD_FIXTURES: TriggerFixture[] = [
  // What every release prints for the base project alone: nothing (tests/unit/diagnostics.test.ts).
  {id: 'base-project', kind: 'build', message: '', source: '{}'},
  // A component tag against the custom element naming rules: the build's `@Component()` check
  // prints the rule with a link to the HTML standard (a `bundles` entry gets the rule alone).
  taggedCard('tag-space', '"<tag>" tag cannot contain a space', 'my widget'),
  taggedCard('tag-padded', 'Tag can not contain white spaces', ' my-card'),
  taggedCard('tag-comma', '"<tag>" tag cannot be used for multiple tags', 'my-card,my-tab'),
  taggedCard('tag-chars', '"<tag>" tag contains invalid characters: <invalidChars>', 'my-card!'),
  taggedCard('tag-double-dash', '"<tag>" tag cannot contain multiple dashes (--) next to each other', 'my--card'),
  taggedCard('tag-leading-dash', '"<tag>" tag cannot start with a dash (-)', '-my-card'),
  taggedCard('tag-trailing-dash', '"<tag>" tag cannot end with a dash (-)', 'my-card-'),
  // The `bundles` option: a tag no component has, and a tag in two bundles.
  {
    id: 'bundle-tag-unknown',
    kind: 'build',
    message: 'Component tag "<tag>" is defined in a bundle but no matching component was found',
    source: JSON.stringify({bundles: [{components: ['my-card', 'my-tab']}]}),
  },
  {
    id: 'bundle-tag-twice',
    kind: 'build',
    message: 'Component tag "<tag>" has been defined multiple times in the "bundles" config',
    source: JSON.stringify({bundles: [{components: ['my-card']}, {components: ['my-card']}]}),
  },
  // Stylesheets: `@import` of a file that is not there, and of a package (`~`) that is not installed.
  {
    id: 'css-import-missing',
    kind: 'build',
    message: 'Unable to read css import: <srcImport>',
    source: '{}',
    files: styledCard("@import './theme.css';\n\np {\n  margin: 0;\n}\n"),
  },
  {
    id: 'css-import-package-missing',
    kind: 'build',
    message: 'Unable to resolve node module for CSS @import: <url>',
    source: '{}',
    files: styledCard("@import '~card-theme/theme.css';\n\np {\n  margin: 0;\n}\n"),
  },
  {
    id: 'global-style-missing',
    kind: 'build',
    message: 'The file "<path>" was unable to load',
    source: '{ "globalStyle": "src/global/app.css" }',
  },
  // A Node built-in module imported by a component: the browser bundle has no such module.
  {
    id: 'node-builtin-import',
    kind: 'build',
    message: 'For the import "<importee>" to be bundled from <path>, ensure the "rollup-plugin-node-polyfills" plugin',
    source: '{}',
    files: {
      [CARD]: [
        "import { Component, h } from '@stencil/core';",
        // The trailing slash asks for the npm package `buffer` rather than Node's module of that name.
        "import { Buffer } from 'buffer/';",
        '',
        "@Component({ tag: 'my-card', shadow: true })",
        'export class MyCard {',
        '  render() {',
        "    return <p>{Buffer.from('Card').toString('base64')}</p>;",
        '  }',
        '}',
        '',
      ].join('\n'),
    },
    // 5.x type-checks the first build too, and looks for a built-in module by its exact name (not `buffer/`).
    nextMajor: {
      files: {
        [CARD]: [
          "import { Component, h } from '@stencil/core';",
          "// @ts-ignore: this project has no typings for Node's modules",
          "import { Buffer } from 'buffer';",
          '',
          "@Component({ tag: 'my-card', encapsulation: { type: 'shadow' } })",
          'export class MyCard {',
          '  render() {',
          "    return <p>{Buffer.from('Card').toString('base64')}</p>;",
          '  }',
          '}',
          '',
        ].join('\n'),
      },
    },
  },
  // The web app manifest the `www` build copies from src/: each icon needs a `src` naming a file.
  {
    id: 'manifest-icon-no-src',
    kind: 'build',
    message: 'Manifest icon missing "src"',
    source: '{}',
    files: {'src/manifest.json': `${JSON.stringify({name: 'Cards', icons: [{sizes: '192x192', type: 'image/png'}]}, null, 2)}\n`},
  },
  {
    id: 'manifest-icon-missing',
    kind: 'build',
    message: 'Unable to find manifest icon "<src>"',
    source: '{}',
    files: {
      'src/manifest.json': `${JSON.stringify({name: 'Cards', icons: [{src: 'assets/icon.png', sizes: '192x192', type: 'image/png'}]}, null, 2)}\n`,
    },
  },
  // The CSS parser's messages: only the hydrate app reports them (see renderedPage above).
  renderedPage('css-comment-open', 'End of comment missing', 'p { margin: 0; }\n/* card styles'),
  renderedPage('css-selector-missing', 'selector missing', 'p { margin: 0; }\n{ padding: 0; }'),
  renderedPage('css-colon-missing', "property missing ':'", 'p {\n  margin 0;\n}'),
  renderedPage('css-keyframes-no-name', '@keyframes missing name', '@keyframes {\n  to { opacity: 1; }\n}'),
  renderedPage('css-keyframes-no-open', "@keyframes missing '{'", '@keyframes fade\n  to { opacity: 1; }\n}'),
  renderedPage('css-keyframes-no-close', "@keyframes missing '}'", '@keyframes fade {\n  to { opacity: 1; }'),
  renderedPage('css-media-no-open', "@media missing '{'", 'p { margin: 0; }\n@media print'),
  renderedPage('css-media-no-close', "@media missing '}'", '@media print {\n  p { margin: 0; }'),
  renderedPage('css-supports-no-open', "@supports missing '{'", 'p { margin: 0; }\n@supports (display: grid)'),
  renderedPage('css-supports-no-close', "@supports missing '}'", '@supports (display: grid) {\n  p { margin: 0; }'),
  renderedPage('css-document-no-open', "@document missing '{'", 'p { margin: 0; }\n@document url-prefix()'),
  renderedPage('css-document-no-close', "@document missing '}'", '@document url-prefix() {\n  p { margin: 0; }'),
  renderedPage('css-font-face-no-open', "@font-face missing '{'", '@font-face\n  font-family: Card;\n}'),
  renderedPage('css-font-face-no-close', "@font-face missing '}'", '@font-face {\n  font-family: Card;'),
  // The next major's checks of the classes a component extends (its `Mixin()` included), and of `h` used without its import.
  ...nextMajorOnly('build', [
    {
      id: 'mixin-returns-existing-class',
      message: 'Found "<targetName>", but couldn\'t find a class inside it.',
      source: '{}',
      files: {
        'src/components.d.ts': NEXT_MAJOR_COMPONENTS_DTS,
        'src/components/my-card/sized.ts': [
          "import { Prop } from '@stencil/core';",
          '',
          'export class Sized {',
          "  @Prop() size = 'small';",
          '}',
          '',
          '// error-next-line',
          'export const withSize = () => Sized;',
          '',
        ].join('\n'),
        [CARD]: [
          "import { Component, Mixin, h } from '@stencil/core';",
          "import { withSize } from './sized';",
          '',
          "@Component({ tag: 'my-card', encapsulation: { type: 'shadow' } })",
          '// error-next-line',
          'export class MyCard extends Mixin(withSize) {',
          '  render() {',
          '    return <p>Card</p>;',
          '  }',
          '}',
          '',
        ].join('\n'),
      },
    },
    {
      id: 'extends-javascript-module',
      message: 'Unable to resolve import "<moduleSpecifier>" from "<fileName>".',
      source: '{}',
      files: {
        'src/components.d.ts': NEXT_MAJOR_COMPONENTS_DTS,
        'src/components/my-card/card-base.js': 'export class CardBase {\n  heading = 1;\n}\n',
        [CARD]: [
          "import { Component, h } from '@stencil/core';",
          '// error-next-line',
          "import { CardBase } from './card-base.js';",
          '',
          "@Component({ tag: 'my-card', encapsulation: { type: 'shadow' } })",
          'export class MyCard extends CardBase {',
          '  render() {',
          '    return <p>Card</p>;',
          '  }',
          '}',
          '',
        ].join('\n'),
      },
    },
    {
      // TypeScript 5.x words JSX without `h` in its own way; a call of `h()` gets the message that Stencil rewrites.
      id: 'h-call-without-import',
      message: 'In order to load accurate JSX types for components, the "h" function must be imported',
      source: '{}',
      files: {
        'src/components.d.ts': NEXT_MAJOR_COMPONENTS_DTS,
        [CARD]: [
          "import { Component } from '@stencil/core';",
          '',
          "@Component({ tag: 'my-card', encapsulation: { type: 'shadow' } })",
          'export class MyCard {',
          '  render() {',
          '    // error-next-line',
          "    return h('p', null, 'Card');",
          '  }',
          '}',
          '',
        ].join('\n'),
      },
    },
  ]),
];

/** Build messages no fixture can reach, each with the reason. */
export const BUILD_WITHOUT_TRIGGER: WithoutTrigger[] = [
  {
    message: 'globalScript should export a default function.',
    reason:
      'A build whose `globalScript` has no default export prints this as a warning, not as the error this entry records (tried on 5.0.0-beta.12 with `console.log()` as the whole script), so no example is checked at that severity.',
  },
  {
    message: 'For the import "<importee>" to be bundled, ensure the "@rolldown/plugin-node-polyfills" plugin',
    reason:
      "Rolldown names no importer only for an entry module, and Stencil's entries are its own generated modules and file paths, so an import in the project always gets the wording with `from <path>`.",
  },
  {
    message: 'Unable to find source file for class "<name>"',
    reason: 'A fallback for a class with no source file, but the class being compiled always comes from one, so no project reaches it.',
  },
  {
    message: 'Tag "<tag>" must be a string type',
    reason:
      'The `@Component()` check reports a `tag` that is not a string as "tag missing in component decorator" before this rule, so only a `bundles` entry prints it, without the link to the HTML standard.',
  },
  {
    message: 'Received empty tag value',
    reason:
      'The `@Component()` check reports an empty `tag` as "tag missing in component decorator" before this rule, so only a `bundles` entry or `stencil generate` prints it, without the link to the HTML standard.',
  },
  {
    message: 'For the import "<importee>" to be bundled, ensure the "rollup-plugin-node-polyfills" plugin',
    reason:
      "Rollup names no importer only for an entry module, and Stencil's entries are its own generated modules and file paths, so an import in the project always gets the wording with `from <path>`; only a Rollup plugin of the project's own that resolves a built-in name without an importer would print this one.",
  },
  {
    message: 'Service worker library already exists',
    reason:
      'It needs the optional `workbox-build` package (loaded by every production `www` build whose service worker is not turned off), a service worker with `swSrc` (the only kind whose build copies the Workbox library), and a copy that then fails; the checks do not install `workbox-build`.',
  },
];
