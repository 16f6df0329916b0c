/**
 * Where a release keeps what the API-facts readers read. The 2.x-4.x packages share one layout
 * (`internal/`, a CommonJS CLI in `cli/`); Stencil 5 moved everything under `dist/` (its public
 * typings in `dist/declarations/`, ES modules, chunk files with hashed names) and the CLI into
 * its own package, `@stencil/cli`, which the core depends on. The readers ask this module for
 * paths, so a new layout is one entry here.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ReleaseLayout {
  /** Which layout: `internal` (2.x-4.x) or `dist` (5.x). */
  name: 'internal' | 'dist';
  /** The typings of `StencilConfig`, the output targets and the options (absolute). */
  compilerTypings: string;
  /** What `import … from '@stencil/core'` resolves to: the decorators and the runtime API. */
  runtimeEntry: string;
  /** What `@stencil/core/testing` exports. */
  testingEntry: string;
  /** The compiled CLI, whose `*_CLI_FLAGS` arrays list the flags. */
  cliBundle: string;
  /** The compiled code that validates the config (the defaults are read from it). */
  compilerCode: string[];
  /** The hydrate (SSR) runner, if the release has one. */
  hydrateRunner: string;
  /** Module paths (relative to the package) for the typings' imports of the package itself. */
  paths: Record<string, string[]>;
  /** How the typings' imports resolve, beside `paths`. */
  compilerOptions: ts.CompilerOptions;
}

/**
 * The folder of a dependency as Node resolves it from the package (its own `node_modules`, then
 * each folder above): `@stencil/cli` exports no `package.json`, so `require.resolve` cannot find it.
 */
function dependencyFolder(packageRoot: string, name: string): string {
  for (let dir = path.resolve(packageRoot); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${packageRoot}: its dependency ${name} is not installed`);
  }
}

/** The layout of the release installed at `packageRoot` (e.g. node_modules/stencil-core-v5.0.0-beta.12). */
export function releaseLayout(packageRoot: string): ReleaseLayout {
  const file = (relative: string) => path.join(packageRoot, relative);
  if (existsSync(file('dist/declarations/stencil-public-compiler.d.ts'))) {
    // The compiler's chunks carry a content hash in their names: `compiler-BjKDj129.mjs`.
    const chunks = readdirSync(file('dist')).filter((name) => /^compiler-[\w-]+\.mjs$/.test(name));
    const cliPackage = dependencyFolder(packageRoot, '@stencil/cli');
    return {
      name: 'dist',
      compilerTypings: file('dist/declarations/stencil-public-compiler.d.ts'),
      runtimeEntry: file('dist/index.d.mts'),
      testingEntry: file('dist/testing/index.d.mts'),
      cliBundle: path.join(cliPackage, 'dist/index.mjs'),
      compilerCode: [...chunks.map((name) => file(`dist/${name}`)), file('dist/compiler/index.mjs')],
      hydrateRunner: file('dist/runtime/server/runner.mjs'),
      paths: {'@stencil/core': ['dist/index.d.mts']},
      // The `.d.mts` entries import `./declarations/…` without an extension, as a bundler resolves it.
      compilerOptions: {module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler},
    };
  }
  return {
    name: 'internal',
    compilerTypings: file('internal/stencil-public-compiler.d.ts'),
    runtimeEntry: file('internal/stencil-core/index.d.ts'),
    testingEntry: file('testing/index.d.ts'),
    cliBundle: file('cli/index.cjs'),
    compilerCode: [file('compiler/stencil.js')],
    hydrateRunner: file('internal/hydrate/runner.js'),
    // The testing typings import `@stencil/core/internal`: this release's own, not another.
    paths: {'@stencil/core/internal': ['internal/index.d.ts'], '@stencil/core': ['internal/stencil-core/index.d.ts']},
    compilerOptions: {},
  };
}
