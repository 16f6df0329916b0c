/**
 * One v4 file per `stencil migrate` rule id, which ./read.ts runs the rule on: what the rule
 * finds and writes there is the record's `run`. Each holds what the rule rewrites and, where a
 * nearby case is left as it was, that case too, so the record shows both. A rule without a fixture
 * stops the generator (a new rule needs one, and a plan item in content/upgrade-items/).
 */
export const RULE_FIXTURES: Record<string, string> = {
  'encapsulation-api': `import { Component, h } from '@stencil/core';

@Component({ tag: 'my-card', shadow: { delegatesFocus: true } })
export class MyCard {}

@Component({ tag: 'my-list', scoped: true })
export class MyList {}

@Component({ tag: 'my-plain', shadow: false })
export class MyPlain {}
`,
  'form-associated': `import { Component, h } from '@stencil/core';

@Component({ tag: 'my-input', formAssociated: true, shadow: true })
export class MyInput {
  value = '';
}
`,
  'build-dist-docs': `import { Config } from '@stencil/core';

export const config: Config = {
  buildDist: true,
  buildDocs: false,
  outputTargets: [
    { type: 'dist' },
    { type: 'docs-readme' },
  ],
};
`,
  'output-target-renames': `import { Config } from '@stencil/core';

export const config: Config = {
  outputTargets: [
    { type: 'dist', esmLoaderPath: 'loader', collectionDir: 'collection', typesDir: 'types' },
    { type: 'dist-custom-elements', generateTypeDeclarations: true, isPrimaryPackageOutputTarget: true },
    { type: 'dist-hydrate-script' },
  ],
};
`,
  'dev-mode': `import { Config } from '@stencil/core';

export const config: Config = {
  devMode: true,
  namespace: 'shop',
};
`,
  'global-style-inject': `import { Config } from '@stencil/core';

export const config: Config = {
  globalStyle: 'src/global/app.css',
  outputTargets: [{ type: 'www' }],
  extras: {
    addGlobalStyleToComponents: true,
  },
};
`,
  'light-dom-patches': `import { Config } from '@stencil/core';

export const config: Config = {
  extras: {
    appendChildSlotFix: true,
    slotChildNodesFix: false,
  },
};
`,
  'enable-import-injection-default': `import { Config } from '@stencil/core';

export const config: Config = {
  extras: {
    enableImportInjection: true,
    lifecycleDOMEvents: true,
  },
};
`,
  'extras-to-compat': `import { Config } from '@stencil/core';

export const config: Config = {
  extras: {
    lifecycleDOMEvents: true,
  },
};
`,
  'suppress-warnings-to-compat': `import { Config } from '@stencil/core';

export const config: Config = {
  namespace: 'shop',
  suppressReservedPublicNameWarnings: true,
};
`,
  'external-runtime': `import { Config } from '@stencil/core';

export const config: Config = {
  outputTargets: [
    { type: 'standalone', externalRuntime: false },
    { type: 'dist-custom-elements', externalRuntime: false },
  ],
};
`,
  'hash-file-names': `import { Config } from '@stencil/core';

export const config: Config = {
  hashFileNames: false,
  outputTargets: [
    { type: 'loader-bundle' },
    { type: 'dist' },
  ],
};
`,
  'rolldown-config': `import { Config } from '@stencil/core';

export const config: Config = {
  rollupPlugins: { before: [], after: [] },
  rollupConfig: {
    inputOptions: { treeshake: true },
  },
  nodeResolve: {
    exportConditions: ['browser'],
    preferBuiltins: false,
  },
};
`,
  'service-worker-default': `import { Config } from '@stencil/core';

export const config: Config = {
  outputTargets: [
    { type: 'www', serviceWorker: null },
  ],
};
`,
  'css-import-query-param': `import styles from './my-card.css';
import logo from './logo.svg';
import data from './data.json';

export const assets = { styles, logo, data };
`,
};
