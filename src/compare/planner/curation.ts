/**
 * What the upgrade planner cannot read from the Markdown alone (issue 27), kept in one place:
 *
 * - `GUIDE_SCOPES`: for a major upgrade guide's change (a section with a "What to do" line,
 *   keyed `<route>#<anchor>`), the projects it concerns (`appliesTo`, for "check my project") and
 *   the API items it already deals with (`covers`), so the API section does not list them again;
 * - `RELEASE_CHANGES`: the changes of 4.x minor releases that a project may have to act on, each
 *   written once as a plan item, with the `<Since>`/`<Until>` fences of `docs/` that describe it
 *   (one change often spreads over several pages);
 * - `NO_ACTION_FENCES`: the fences that describe something new and ask nothing of a project.
 *
 * tests/unit/upgradePlans.test.ts checks that every fence of `docs/` is claimed by exactly one
 * change or listed as needing no action, and that every key here names a real guide section.
 */
// cspell:ignore enablecachestats noderesolve browserheadless experimentalimportinjection enableimportinjection
import {release, type Release} from '../../versions/release';
import type {PlanItemScope, Snippet} from './plan';

export interface ItemCuration {
  appliesTo?: PlanItemScope;
  /** API item names (and their options) the item deals with. */
  covers?: string[];
}

const FOUR = 'introduction/upgrading-to-stencil-four';
const THREE = 'introduction/upgrading-to-stencil-three';

export const GUIDE_SCOPES: Record<string, ItemCuration> = {
  [`${FOUR}#delete-the-legacy-browser-extras`]: {
    appliesTo: {
      configKeys: [
        'extras.__deprecated__cssVarsShim',
        'extras.__deprecated__dynamicImportShim',
        'extras.__deprecated__safari10',
        'extras.__deprecated__shadowDomShim',
      ],
    },
  },
  [`${FOUR}#remove-enablecachestats`]: {appliesTo: {configKeys: ['enableCacheStats']}},
  // A changed default concerns every project, so no appliesTo.
  [`${FOUR}#decide-whether-aliased-import-paths-are-rewritten`]: {
    covers: ['transformAliasedImportPaths', 'dist.transformAliasedImportPathsInCollection', 'dist-collection.transformAliasedImportPaths'],
  },
  [`${FOUR}#rename-the-noderesolve-options`]: {appliesTo: {configKeys: ['nodeResolve']}},
  [`${FOUR}#rename-exports-that-clash-with-the-dist-custom-elements-root-module`]: {
    appliesTo: {outputTargets: ['dist-custom-elements']},
  },
  // Prerendering runs through the www output target; server rendering through the hydrate script.
  [`${FOUR}#expect-declarative-shadow-dom-in-server-rendered-output`]: {appliesTo: {outputTargets: ['dist-hydrate-script', 'www']}},
  [`${FOUR}#update-direct-imports-of-the-jest-helpers`]: {
    covers: ['createJestPuppeteerEnvironment', 'jestPreprocessor', 'createTestRunner', 'jestSetupTestFramework'],
  },
  [`${FOUR}#replace-browserheadless-true-and-a-bare---headless`]: {covers: ['testing.browserHeadless', '--headless']},
  [`${THREE}#delete-the-legacy-polyfill-extras`]: {
    appliesTo: {configKeys: ['extras.cssVarsShim', 'extras.dynamicImportShim', 'extras.safari10', 'extras.shadowDomShim']},
  },
  [`${THREE}#rename-experimentalimportinjection-to-enableimportinjection`]: {
    appliesTo: {configKeys: ['extras.experimentalImportInjection']},
  },
  [`${THREE}#decide-whether-to-publish-source-maps`]: {covers: ['sourceMap']},
  [`${THREE}#replace-dist-custom-elements-bundle`]: {appliesTo: {outputTargets: ['dist-custom-elements-bundle']}},
  [`${THREE}#choose-what-the-dist-custom-elements-root-module-exports`]: {appliesTo: {outputTargets: ['dist-custom-elements']}},
  [`${THREE}#move-the-angular-output-target-to-its-own-package`]: {appliesTo: {outputTargets: ['angular']}},
};

/** A `<Since>`/`<Until>` fence of `docs/`, by page, kind and version. */
export interface FenceRef {
  route: string;
  kind: 'Since' | 'Until';
  version: string;
}

export interface ReleaseChange extends ItemCuration {
  id: string;
  /** The release it lands in: the start of its minor line (`4.35.0`), as fences name it. */
  release: Release;
  title: string;
  why: string;
  todo: string;
  snippet?: Snippet;
  /** The page (and heading) that explains it. */
  route: string;
  anchor?: string;
  fences: FenceRef[];
}

const since = (route: string, version: string): FenceRef => ({route, kind: 'Since', version});
const until = (route: string, version: string): FenceRef => ({route, kind: 'Until', version});

export const RELEASE_CHANGES: ReleaseChange[] = [
  {
    id: 'global-style-in-shadow-roots',
    release: release('4.35.0'),
    title: 'Decide whether components adopt the global style',
    why: 'Every component still adopts the `globalStyle` sheet into its shadow root by default, but 4.35 adds `extras.addGlobalStyleToComponents` to stop it.',
    todo: 'If the global file is meant for the page only, or makes server-rendered output large, set the flag to `false`; otherwise nothing changes.',
    snippet: {
      lang: 'typescript',
      title: 'stencil.config.ts',
      code: [
        "import { Config } from '@stencil/core';",
        '',
        'export const config: Config = {',
        "  globalStyle: 'src/global/app.css',",
        '  extras: {',
        '    addGlobalStyleToComponents: false,',
        '  },',
        '};',
      ].join('\n'),
    },
    route: 'styling',
    anchor: 'global-styles',
    appliesTo: {configKeys: ['globalStyle']},
    covers: ['extras.addGlobalStyleToComponents'],
    fences: [
      since('config', '4.35'),
      until('config', '4.34'),
      since('config-extras', '4.35'),
      until('config-extras', '4.34'),
      since('design-systems', '4.35'),
      until('design-systems', '4.34'),
      since('server-side-rendering', '4.35'),
      until('server-side-rendering', '4.34'),
      since('styling', '4.35'),
      until('styling', '4.34'),
    ],
  },
  {
    id: 'hydrate-json-attributes',
    release: release('4.37.0'),
    title: 'Pass objects and arrays to server-rendered components with `serializeProperty()`',
    why: 'Up to 4.36, builds with a `dist-hydrate-script` target parsed any attribute value shaped like `{…}` or `[…]` as JSON, for every prop; 4.37 stops doing that and decodes only values made by `serializeProperty()`.',
    todo: 'Where markup gives a prop JSON in an attribute, encode the value with the hydrate app’s `serializeProperty()` or set the property from script; a string prop whose text looks like `[1]` now stays a string.',
    snippet: {
      lang: 'javascript',
      title: 'server/render.mjs',
      code: [
        "import { renderToString, serializeProperty } from 'my-lib/hydrate';",
        '',
        '// Before: <shop-cart items=\'[{"sku":"A-1"}]\'> was parsed as JSON.',
        "const items = [{ sku: 'A-1' }];",
        'const { html } = await renderToString(`<shop-cart items="${serializeProperty(items)}"></shop-cart>`, {',
        '  fullDocument: false,',
        '});',
      ].join('\n'),
    },
    route: 'server-side-rendering',
    anchor: 'attributes-and-properties-during-server-rendering',
    appliesTo: {outputTargets: ['dist-hydrate-script']},
    fences: [until('server-side-rendering', '4.36')],
  },
];

/** Fences that describe an addition: nothing to do for a project that upgrades. */
export const NO_ACTION_FENCES: FenceRef[] = [
  // watchExternalDirs, a new option.
  since('config', '4.34'),
  // The CI environment variable now has the effect of --ci on the test browser's switches.
  since('troubleshooting', '4.35'),
  // Mixins, and component classes extending decorated base classes (with the es2022 target they need).
  since('api', '4.37'),
  since('component', '4.37'),
  until('component', '4.36'),
  since('getting-started', '4.37'),
  until('getting-started', '4.36'),
  since('diagnostics', '4.37'),
  until('diagnostics', '4.36'),
  since('diagnostics/components', '4.37'),
  until('diagnostics/components', '4.36'),
  // @PropSerialize/@AttrDeserialize, and a switch to silence the reserved-name warning.
  since('api', '4.38'),
  since('config', '4.38'),
  since('methods', '4.38'),
  since('properties', '4.38'),
  until('properties', '4.37'),
];
