/**
 * The project every `config` and `build` fixture starts from: one valid component, a package.json
 * and a tsconfig.json that no pinned release complains about, and a `www` build. A fixture's
 * options join BASE_CONFIG (its keys replace the base's) and its files replace or join these.
 * `npm run diagnostics:triggers` records what each release prints for the base project alone as
 * the fixture `base-project`, and the unit tier checks that it is nothing.
 */

/**
 * The base project's component module, with other decorator options or another rendered element:
 * what most build fixtures change in it.
 */
export function cardModule({options = "tag: 'my-card', shadow: true", rendered = '<p>Card</p>'} = {}): string {
  return [
    "import { Component, h } from '@stencil/core';",
    '',
    `@Component({ ${options} })`,
    'export class MyCard {',
    '  render() {',
    `    return ${rendered};`,
    '  }',
    '}',
    '',
  ].join('\n');
}

export const BASE_CONFIG: Record<string, unknown> = {
  namespace: 'cards',
  outputTargets: [{type: 'www', serviceWorker: null}],
};

export const BASE_PROJECT: Record<string, string> = {
  'package.json': `${JSON.stringify({name: 'my-cards', version: '1.0.0', private: true, module: 'dist/index.js'}, null, 2)}\n`,
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        experimentalDecorators: true,
        lib: ['dom', 'es2017'],
        module: 'esnext',
        moduleResolution: 'node',
        target: 'es2017',
        jsx: 'react',
        jsxFactory: 'h',
      },
      include: ['src'],
    },
    null,
    2,
  )}\n`,
  'src/components/my-card/my-card.tsx': cardModule(),
};
