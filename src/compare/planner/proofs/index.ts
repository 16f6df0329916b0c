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
// cspell:ignore browserheadless experimentalimportinjection enableimportinjection enablecachestats noderesolve htmlfor Destory
import {compareReleases, lineStart, release, type Release} from '../../../versions/release';
import type {TriggerFixture} from '../../../diagnostics/triggers/types';
import {BASE_PROJECT, COMPONENTS_DTS, cardModule} from '../../../diagnostics/triggers/baseProject';

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

/**
 * A build and a server script that looks at what it wrote (the project's folder is the working
 * one) and prints one `probe:` line: for a change to a default or a build output.
 */
const outputProbe = (options: Record<string, unknown>, files: Record<string, string>, probe: string[]): UpgradeProof['fixture'] => ({
  kind: 'build',
  source: JSON.stringify(options),
  files: {
    ...files,
    'main.mjs': [
      '// A script run after the build: says what the build wrote.',
      "import { existsSync, readFileSync, readdirSync } from 'node:fs';",
      '',
      'const filesUnder = (dir) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map((file) => `${dir}/${file}`) : []);',
      ...probe,
      '',
    ].join('\n'),
  },
});

/** The base project's tsconfig.json with more compiler options. */
const tsconfig = (compilerOptions: Record<string, unknown>): string => {
  const base = JSON.parse(BASE_PROJECT['tsconfig.json']) as {compilerOptions: Record<string, unknown>};
  return `${JSON.stringify({...base, compilerOptions: {...base.compilerOptions, ...compilerOptions}}, null, 2)}\n`;
};

/**
 * A build whose type check reports what the release's typings accept: the base project's
 * src/components.d.ts comes with it, so the build type-checks the project as a second build does
 * (src/diagnostics/triggers/README.md), each of `files` against the release's types.
 */
const typeProbe = (files: Record<string, string>): UpgradeProof['fixture'] => ({
  kind: 'build',
  source: '{}',
  files: {...files, 'src/components.d.ts': COMPONENTS_DTS},
});

/** A typed `stencil.config.ts` object as a module of the project, so that the build type-checks it. */
const typedConfig = (body: string[]): Record<string, string> => ({
  'src/config-check.ts': ["import type { Config } from '@stencil/core';", '', 'export const config: Config = {', ...body, '};', ''].join(
    '\n',
  ),
});

/** A script in the project that loads a config with the release's `loadConfig` and says what validation made of it. */
const validatedConfigProbe = (setUp: string[], init: string, probe: string[]): UpgradeProof['fixture'] => ({
  kind: 'build',
  source: '{}',
  files: {
    'main.mjs': [
      '// A script that loads a config as a `stencil` command does and says what the release made of it.',
      "const compiler = await import('@stencil/core/compiler');",
      'const { loadConfig } = compiler.default ?? compiler;',
      ...setUp,
      `const { config } = await loadConfig({ config: ${init} });`,
      ...probe,
      '',
    ].join('\n'),
  },
});

const distCustomElements = {outputTargets: [{type: 'www', serviceWorker: null}, {type: 'dist-custom-elements'}]};

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
  {
    item: 'guide:introduction/upgrading-to-stencil-three#rename-assetsdir-to-assetsdirs-in-component',
    release: release('3.0.0'),
    // A first build (no src/components.d.ts yet), which skips the type check: with it, both releases
    // stop at the type error on `assetsDir` before copying anything, as the item says.
    fixture: outputProbe(
      {},
      {
        'src/components/my-card/my-card.tsx': cardModule({options: "tag: 'my-card', shadow: true, assetsDir: 'card-assets'"}),
        'src/components/my-card/card-assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>\n',
      },
      [
        "const copied = filesUnder('www').some((file) => file.endsWith('card-assets/logo.svg'));",
        "console.warn(`probe: card-assets ${copied ? 'copied' : 'not copied'}`);",
      ],
    ),
    before: '^probe: card-assets copied$',
    after: '^probe: card-assets not copied$',
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-three#decide-whether-dist-custom-elements-writes-type-declarations',
    release: release('3.0.0'),
    fixture: outputProbe(distCustomElements, {}, [
      "const written = ['dist/types', 'dist/components/index.d.ts'].filter((path) => existsSync(path));",
      "console.warn(`probe: type declarations: ${written.join(', ') || 'none'}`);",
    ]),
    before: '^probe: type declarations: none$',
    after: '^probe: type declarations: dist/types, dist/components/index.d.ts$',
  },
  {
    item: 'change:form-associated-boolean-attributes',
    release: release('4.34.0'),
    fixture: hydrateProbe(
      [
        "import { Component, Prop, h } from '@stencil/core';",
        '',
        "@Component({ tag: 'my-card', shadow: true, formAssociated: true })",
        'export class MyCard {',
        '  @Prop() disabled: boolean;',
        '',
        '  render() {',
        "    return <p>{this.disabled ? 'on' : 'off'}</p>;",
        '  }',
        '}',
      ],
      [
        'const { html } = await renderToString(\'<my-card disabled="false"></my-card>\', { fullDocument: false });',
        "console.warn(`probe: disabled=\"false\" reads as ${/>on</.test(html) ? 'true' : />off</.test(html) ? 'false' : html}`);",
      ],
    ),
    before: '^probe: disabled="false" reads as false$',
    after: '^probe: disabled="false" reads as true$',
  },
  {
    item: 'change:ci-environment-variable-in-tests',
    release: release('4.35.0'),
    // The variable is set around the load only; the record is the same whether the checks run on CI or not.
    fixture: validatedConfigProbe(
      ['const saved = process.env.CI;', "process.env.CI = 'false';"],
      '{ rootDir: process.cwd(), flags: { e2e: true, devtools: true } }',
      [
        'if (saved === undefined) delete process.env.CI;',
        'else process.env.CI = saved;',
        'const { browserArgs, browserHeadless } = config.testing;',
        "console.warn(`probe: CI=false --devtools: browserHeadless ${browserHeadless}, ${browserArgs.includes('--no-sandbox') ? 'with' : 'without'} --no-sandbox`);",
      ],
    ),
    before: '^probe: CI=false --devtools: browserHeadless false, without --no-sandbox$',
    after: '^probe: CI=false --devtools: browserHeadless shell, with --no-sandbox$',
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-three#delete-the-legacy-polyfill-extras',
    release: release('3.0.0'),
    fixture: typeProbe(typedConfig(['  extras: {', '    cssVarsShim: true,', '  },'])),
    after: "'cssVarsShim' does not exist in type 'ConfigExtras'",
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-three#rename-experimentalimportinjection-to-enableimportinjection',
    release: release('3.0.0'),
    // The static imports go into the loader of a build that is not for the browser (`dist`).
    fixture: outputProbe({outputTargets: [{type: 'dist'}], extras: {enableImportInjection: true}}, {}, [
      "const loader = filesUnder('dist/esm').filter((file) => file.endsWith('.js')).map((file) => readFileSync(file, 'utf8')).join('\\n');",
      "console.warn(`probe: ${/switch ?\\(bundleId\\)/.test(loader) ? 'static imports injected' : 'no static imports'}`);",
    ]),
    before: '^probe: no static imports$',
    after: '^probe: static imports injected$',
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-three#decide-whether-to-publish-source-maps',
    release: release('3.0.0'),
    fixture: outputProbe({}, {}, [
      "const maps = filesUnder('www/build').filter((file) => file.endsWith('.js.map'));",
      "console.warn(`probe: ${maps.length > 0 ? 'source maps written' : 'no source maps'}`);",
    ]),
    before: '^probe: no source maps$',
    after: '^probe: source maps written$',
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-three#choose-what-the-dist-custom-elements-root-module-exports',
    release: release('3.0.0'),
    fixture: outputProbe(distCustomElements, {}, [
      "const root = readFileSync('dist/components/index.js', 'utf8');",
      "console.warn(`probe: root module ${/\\bMyCard\\b/.test(root) ? 'exports' : 'does not export'} MyCard`);",
    ]),
    before: '^probe: root module exports MyCard$',
    after: '^probe: root module does not export MyCard$',
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-three#fix-jsx-typing-errors',
    release: release('3.0.0'),
    fixture: typeProbe({'src/components/my-card/my-card.tsx': cardModule({rendered: '<input onCompositionEnd={() => undefined} />'})}),
    after: "'onCompositionEnd' does not exist",
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-three#rename-the-misspelt-compiler-system-methods',
    release: release('3.0.0'),
    fixture: typeProbe({
      'src/sys-check.ts': [
        "import type { CompilerSystem } from '@stencil/core/compiler';",
        '',
        'export const cleanUp = (sys: CompilerSystem) => sys.addDestory(() => undefined);',
        '',
      ].join('\n'),
    }),
    after: "'addDestory' does not exist on type 'CompilerSystem'",
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-four#delete-the-legacy-browser-extras',
    release: release('4.0.0'),
    fixture: typeProbe(typedConfig(['  extras: {', '    __deprecated__cssVarsShim: true,', '  },'])),
    after: "'__deprecated__cssVarsShim' does not exist in type 'ConfigExtras'",
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-four#remove-enablecachestats',
    release: release('4.0.0'),
    fixture: typeProbe(typedConfig(['  enableCacheStats: true,'])),
    after: "'enableCacheStats' does not exist in type",
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-four#decide-whether-aliased-import-paths-are-rewritten',
    release: release('4.0.0'),
    fixture: outputProbe(
      {outputTargets: [{type: 'www', serviceWorker: null}, {type: 'dist'}]},
      {
        'tsconfig.json': tsconfig({baseUrl: '.', paths: {'@utils/*': ['src/utils/*']}}),
        'src/utils/label.ts': 'export const label = (text: string): string => text.toUpperCase();\n',
        'src/components/my-card/my-card.tsx': [
          "import { Component, h } from '@stencil/core';",
          "import { label } from '@utils/label';",
          '',
          "@Component({ tag: 'my-card', shadow: true })",
          'export class MyCard {',
          '  render() {',
          "    return <p>{label('card')}</p>;",
          '  }',
          '}',
          '',
        ].join('\n'),
      },
      [
        "const compiled = readFileSync('dist/collection/components/my-card/my-card.js', 'utf8');",
        'const from = /from [\'"]([^\'"]*label)[\'"]/.exec(compiled)?.[1];',
        'console.warn(`probe: the collection imports ${from}`);',
      ],
    ),
    before: '^probe: the collection imports @utils/label$',
    after: '^probe: the collection imports \\.\\./\\.\\./utils/label$',
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-four#rename-the-noderesolve-options',
    release: release('4.0.0'),
    fixture: typeProbe(typedConfig(['  nodeResolve: {', "    only: ['lit-html'],", '  },'])),
    after: "'only' does not exist",
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-four#rename-exports-that-clash-with-the-dist-custom-elements-root-module',
    release: release('4.0.0'),
    fixture: outputProbe(distCustomElements, {'src/index.ts': "export const render = (): string => 'report';\n"}, [
      "const root = readFileSync('dist/components/index.js', 'utf8');",
      "const fromRuntime = /export \\{([^}]*)\\} from ['\"]@stencil\\/core\\/internal\\/client['\"]/.exec(root)?.[1].split(',').map((name) => name.trim()) ?? [];",
      "console.warn(`probe: the root module re-exports from the runtime: ${fromRuntime.join(', ')}`);",
      'const ownRender = /export \\{[^}]*\\brender\\b[^}]*\\};/.test(root);',
      "console.warn(`probe: render comes from ${fromRuntime.includes('render') ? 'the runtime' : ownRender ? 'src/index.ts' : 'nowhere'}`);",
    ]),
    before: '^probe: render comes from src/index.ts$',
    after: '^probe: render comes from the runtime$',
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-four#update-direct-imports-of-the-jest-helpers',
    release: release('4.0.0'),
    fixture: typeProbe({
      'src/jest-check.ts': "export { jestPreprocessor } from '@stencil/core/testing';\n",
      // The testing typings reach into Jest's, Puppeteer's and Node's, which the project does not install: only the import is checked.
      'tsconfig.json': tsconfig({skipLibCheck: true}),
    }),
    after: "has no exported member named 'jestPreprocessor'",
  },
  {
    item: 'guide:introduction/upgrading-to-stencil-four#fix-jsx-typing-errors',
    release: release('4.0.0'),
    fixture: typeProbe({'src/components/my-card/my-card.tsx': cardModule({rendered: '<label htmlfor="email">Email</label>'})}),
    after: "'htmlfor' does not exist",
  },
  {
    item: 'change:global-style-in-shadow-roots',
    release: release('4.35.0'),
    fixture: outputProbe(
      {globalStyle: 'src/global/app.css', extras: {addGlobalStyleToComponents: false}},
      {'src/global/app.css': '.global-marker {\n  color: teal;\n}\n'},
      [
        "const scripts = filesUnder('www/build').filter((file) => file.endsWith('.js')).map((file) => readFileSync(file, 'utf8'));",
        "console.warn(`probe: global style ${scripts.some((text) => text.includes('global-marker')) ? 'in' : 'left out of'} the components' scripts`);",
      ],
    ),
    before: "^probe: global style in the components' scripts$",
    after: "^probe: global style left out of the components' scripts$",
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
 * Items that change behaviour, a default, a type or a build output and have no fixture yet. Every
 * item has its proof now; the list stays so the counts can show one, and the test fails while it
 * holds anything, so a new item comes with its fixture or its reason.
 */
export const UPGRADE_NOT_YET_PROVEN: string[] = [];

/**
 * The next major's items (issue 41, release `next-major`), not yet proven: the trigger runner
 * builds 2.x-4.x projects only, and the 5.x layout (@stencil/cli, Rolldown) is not in it yet.
 * Each was checked against the 5.0.0-beta.12 packages' typings and code when written, by a second
 * reader too, and each migrate rule was run on its fixture (src/data/generated/migrate-rules.json).
 * Kept apart from UPGRADE_NOT_YET_PROVEN, which stays empty for the released lines.
 */
export const NEXT_MAJOR_NOT_YET_PROVEN: string[] = [
  'change:v5-build-dist-docs',
  'change:v5-cli-package',
  'change:v5-commonjs',
  'change:v5-component-should-update',
  'change:v5-css-imports',
  'change:v5-dev-mode',
  'change:v5-e2e-tests-playwright',
  'change:v5-enable-import-injection',
  'change:v5-encapsulation',
  'change:v5-external-runtime',
  'change:v5-extras-to-compat',
  'change:v5-form-associated',
  'change:v5-global-style-inject',
  'change:v5-hash-file-names',
  'change:v5-light-dom-patches',
  'change:v5-no-es5',
  'change:v5-output-target-renames',
  'change:v5-prerender-hooks',
  'change:v5-rolldown',
  'change:v5-runtime-imports',
  'change:v5-service-worker',
  'change:v5-spec-tests-vitest',
  'change:v5-stencil-test-command',
  'change:v5-stream-to-string',
  'change:v5-suppress-warnings',
  'change:v5-typescript',
];
