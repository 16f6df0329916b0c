/**
 * Upgrade items proven like messages are (issue 38): for a plan item that changes behaviour, a
 * default, a type or a build output, a fixture that the trigger runner
 * (generators/diagnostic-triggers) runs on the pinned release before the item's release and the
 * first one at or after it, recording what each printed; for an item about documentation or
 * tooling, the reason it has none. Keyed by the planner's item ids (`guide:<route>#<anchor>`,
 * `change:<id>`), which stay stable while the items' text moves.
 *
 * A fixture is a trigger fixture (src/diagnostics/triggers/README.md: `config`, `build` with a
 * `main.mjs` server script that prints a `probe:` line, `cli`) with what the release before and
 * the release after must print; tests/unit/upgradeProofs.test.ts fails when the record does not
 * show it, which is when the item claims a change the releases do not make, or at another release.
 */
// cspell:ignore browserheadless experimentalimportinjection enableimportinjection enablecachestats noderesolve
import {compareReleases, lineStart, release, type Release} from '../../../versions/release';
import type {TriggerFixture} from '../../../diagnostics/triggers/types';

export interface UpgradeProof {
  /** The plan item's id. */
  item: string;
  /** The release the item says the change lands in (the test checks it against the planner's). */
  release: Release;
  fixture: Omit<TriggerFixture, 'id' | 'message' | 'releases'>;
  /**
   * Regular expressions over the printed lines: the release after prints a line matching `after`
   * and the release before none; when `before` is given, the release before prints a line
   * matching it and the release after none.
   */
  before?: string;
  after: string;
}

/** A hydrate build and a server script printing one `probe:` line about what it rendered. */
const hydrateProbe = (component: string[], render: string[]): UpgradeProof['fixture'] => ({
  kind: 'build',
  source: JSON.stringify({outputTargets: [{type: 'www', serviceWorker: null}, {type: 'dist-hydrate-script'}]}),
  files: {
    'src/components/my-card/my-card.tsx': [...component, ''].join('\n'),
    'main.mjs': [
      '// A server script: renders with the hydrate app the build wrote and says what came out.',
      "import { createRequire } from 'node:module';",
      '',
      "const { renderToString } = createRequire(import.meta.url)('./hydrate/index.js');",
      ...render,
      '',
    ].join('\n'),
  },
});

export const UPGRADE_PROOFS: UpgradeProof[] = [
  {
    item: 'change:hydrate-json-attributes',
    release: release('4.37.0'),
    fixture: hydrateProbe(
      [
        "import { Component, Prop, h } from '@stencil/core';",
        '',
        "@Component({ tag: 'my-card', shadow: true })",
        'export class MyCard {',
        '  @Prop() items: any;',
        '',
        '  render() {',
        '    return <p>{Array.isArray(this.items) ? "array" : typeof this.items}</p>;',
        '  }',
        '}',
      ],
      [
        "const { html } = await renderToString(`<my-card items='[1, 2]'></my-card>`, { fullDocument: false });",
        "console.warn(`probe: items rendered as ${/>array</.test(html) ? 'array' : /string/.test(html) ? 'string' : html}`);",
      ],
    ),
    before: '^probe: items rendered as array$',
    after: '^probe: items rendered as string$',
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-four#expect-declarative-shadow-dom-in-server-rendered-output',
    release: release('4.0.0'),
    fixture: hydrateProbe(
      [
        "import { Component, h } from '@stencil/core';",
        '',
        "@Component({ tag: 'my-card', shadow: true })",
        'export class MyCard {',
        '  render() {',
        '    return <p>Card</p>;',
        '  }',
        '}',
      ],
      [
        "const { html } = await renderToString('<my-card></my-card>', { fullDocument: false });",
        "console.warn(`probe: ${/<template shadowroot(mode)?=\"open\"/.test(html) ? 'declarative shadow root' : 'no shadow root template'}`);",
      ],
    ),
    before: '^probe: no shadow root template$',
    after: '^probe: declarative shadow root$',
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-four#replace-browserheadless-true-and-a-bare---headless',
    release: release('4.0.0'),
    // The testing options are checked when `stencil test --e2e` loads the config.
    fixture: {kind: 'config', source: JSON.stringify({testing: {browserHeadless: true}}), configIsTheMistake: true, flags: {e2e: true}},
    after: 'Setting "browserHeadless" config to `true` is not supported anymore',
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-three#replace-dist-custom-elements-bundle',
    release: release('3.0.0'),
    fixture: {
      kind: 'config',
      source: JSON.stringify({outputTargets: [{type: 'www', serviceWorker: null}, {type: 'dist-custom-elements-bundle'}]}),
      configIsTheMistake: true,
    },
    after: '^Invalid outputTarget type "dist-custom-elements-bundle"',
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-three#move-the-angular-output-target-to-its-own-package',
    release: release('3.0.0'),
    fixture: {
      kind: 'config',
      source: JSON.stringify({
        outputTargets: [
          {type: 'www', serviceWorker: null},
          {type: 'angular', componentCorePackage: 'my-cards', directivesProxyFile: 'angular/proxies.ts'},
        ],
      }),
      configIsTheMistake: true,
    },
    after: '^Invalid outputTarget type "angular"',
  },
];

/**
 * Items that change nothing a fixture can observe in a release: advice about the project's
 * tooling or its users, or a change made by another package (TypeScript, Node, Jest) that
 * depends on the project's own code. Each reason says which; a proof for the item makes it stale.
 */
export const UPGRADE_WITHOUT_PROOF: Record<string, string> = {
  'guide:introduction/upgrading-to-stencil-three#update-nodejs-and-puppeteer':
    'Tooling: the Node.js and Puppeteer versions a release supports are set by its package.json and its start-up check of the running Node, which the checks run on one Node only.',
  'guide:introduction/upgrading-to-stencil-three#check-that-no-user-needs-a-legacy-browser':
    "Advice about the project's users: which browsers they run is not something a release prints or builds.",
  'guide:introduction/upgrading-to-stencil-three#fix-type-errors-from-typescript-50':
    "TypeScript's own change: which errors a project meets depends on its code and the TypeScript version the release bundles, not on one fixture.",
  'guide:introduction/upgrading-to-stencil-four#fix-type-errors-from-typescript-55':
    "TypeScript's own change: which errors a project meets depends on its code and the TypeScript version the release bundles, not on one fixture.",
  'guide:introduction/upgrading-to-stencil-four#update-nodejs-and-npm':
    'Tooling: the Node.js and npm versions a release supports are set by its package.json and its start-up check of the running Node, which the checks run on one Node only.',
  'guide:introduction/upgrading-to-stencil-four#replace-jasmine-globals-when-moving-to-jest-28-or-29':
    "Jest's own change: Jest 28 and 29 drop the Jasmine globals; the checks install no Jest.",
};

/** The pinned releases (npm versions, newest first) a proof runs on: the last before its release and the first at or after it. */
export function proofReleases(proof: Pick<UpgradeProof, 'release'>, releases: {npmVersion: string}[]): string[] {
  // A pinned release stands for its minor line, as an item's release does (`4.37.1` is at 4.37).
  const parsed = releases.map(({npmVersion}) => ({npmVersion, release: lineStart(release(npmVersion))}));
  const before = parsed.find((candidate) => compareReleases(candidate.release, proof.release) < 0);
  const after = parsed.filter((candidate) => compareReleases(candidate.release, proof.release) >= 0).at(-1);
  return [after?.npmVersion, before?.npmVersion].filter((version): version is string => !!version);
}

/** The proofs as trigger fixtures, keyed by item id, each limited to its two releases. */
export function upgradeFixtures(releases: {npmVersion: string}[]): TriggerFixture[] {
  return UPGRADE_PROOFS.map((proof) => ({
    ...proof.fixture,
    id: proof.item,
    message: '',
    releases: proofReleases(proof, releases),
  }));
}

/**
 * Items that change behaviour, a default, a type or a build output and have no fixture yet
 * (issue 38 left them open): listed so that the test counts them and a new item cannot join them
 * unnoticed. Proving one moves it to UPGRADE_PROOFS.
 */
export const UPGRADE_NOT_YET_PROVEN: string[] = [
  // Issue 38's four added items: each was run by hand on its two releases when written (the
  // second reader's fixtures), not yet as a committed proof.
  'guide:introduction/upgrading-to-stencil-three#rename-assetsdir-to-assetsdirs-in-component',
  'guide:introduction/upgrading-to-stencil-three#decide-whether-dist-custom-elements-writes-type-declarations',
  'change:form-associated-boolean-attributes',
  'change:ci-environment-variable-in-tests',
  'guide:introduction/upgrading-to-stencil-three#delete-the-legacy-polyfill-extras',
  'guide:introduction/upgrading-to-stencil-three#rename-experimentalimportinjection-to-enableimportinjection',
  'guide:introduction/upgrading-to-stencil-three#decide-whether-to-publish-source-maps',
  'guide:introduction/upgrading-to-stencil-three#choose-what-the-dist-custom-elements-root-module-exports',
  'guide:introduction/upgrading-to-stencil-three#fix-jsx-typing-errors',
  'guide:introduction/upgrading-to-stencil-three#rename-the-misspelt-compiler-system-methods',
  'guide:introduction/upgrading-to-stencil-four#delete-the-legacy-browser-extras',
  'guide:introduction/upgrading-to-stencil-four#remove-enablecachestats',
  'guide:introduction/upgrading-to-stencil-four#decide-whether-aliased-import-paths-are-rewritten',
  'guide:introduction/upgrading-to-stencil-four#rename-the-noderesolve-options',
  'guide:introduction/upgrading-to-stencil-four#rename-exports-that-clash-with-the-dist-custom-elements-root-module',
  'guide:introduction/upgrading-to-stencil-four#update-direct-imports-of-the-jest-helpers',
  'guide:introduction/upgrading-to-stencil-four#fix-jsx-typing-errors',
  'change:global-style-in-shadow-roots',
];
