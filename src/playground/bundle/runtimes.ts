/**
 * Each release's client runtime (`@stencil/core/internal/client`, 5.x `@stencil/core/runtime/client`) as one ES module, for the
 * preview frame: the module the compiled components import, with the release's own default
 * build flags (`internal/app-data`: the custom-elements build) and globals folded in.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {build, version as esbuildVersion} from 'esbuild';
import {BUNDLE_CACHE_DIR, writeCached, type BundleOptions} from './compilers';

const ROOT = path.resolve(path.dirname(__filename), '../../..');

/** This file and esbuild's version: a change to how a runtime is bundled misses the cache. */
function bundlerKey(): string {
  return createHash('sha256').update(readFileSync(__filename)).update(esbuildVersion).digest('hex').slice(0, 16);
}

interface PackageManifest {
  exports?: Record<string, string | {import?: string}>;
}

function exportsOf(packageDir: string): NonNullable<PackageManifest['exports']> {
  return (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as PackageManifest).exports ?? {};
}

/** The file a subpath export names for `import`, when the package exports it. */
function exported(packageDir: string, subpath: string): string | undefined {
  const target = exportsOf(packageDir)[subpath];
  const file = typeof target === 'string' ? target : target?.import;
  return file && path.join(packageDir, file);
}

/**
 * The client runtime's module, as the package lays it out: 5.x exports `./runtime/client` (the
 * standalone runtime), 2.x-4.x ship `internal/client/index.js`.
 */
function runtimeEntry(packageDir: string): string {
  return exported(packageDir, './runtime/client') ?? path.join(packageDir, 'internal/client/index.js');
}

/**
 * The build-flag and global-style modules the runtime imports, pointed at the package's defaults:
 * 5.x's `@stencil/core/app-data` / `app-globals` exports, 2.x-4.x's `internal/app-data` (and,
 * from 4.x, `internal/app-globals`; v2 and v3 have none and their runtime never imports one).
 */
function buildFlagModules(packageDir: string): Record<string, string> {
  const appData = exported(packageDir, './app-data');
  if (appData) {
    const appGlobals = exported(packageDir, './app-globals');
    return {'@stencil/core/app-data': appData, ...(appGlobals ? {'@stencil/core/app-globals': appGlobals} : {})};
  }
  const appGlobals = path.join(packageDir, 'internal/app-globals/index.js');
  return {
    '@stencil/core/internal/app-data': path.join(packageDir, 'internal/app-data/index.js'),
    ...(existsSync(appGlobals) ? {'@stencil/core/internal/app-globals': appGlobals} : {}),
  };
}

export async function bundleRuntime(
  packageName: string,
  {cacheDir = BUNDLE_CACHE_DIR}: Pick<BundleOptions, 'cacheDir'> = {},
): Promise<string> {
  const packageDir = path.join(ROOT, 'node_modules', packageName);
  // The exact version is in the package name (stencil-core-v4.38.0).
  const cacheName = `runtime-${packageName}-${bundlerKey()}.js`;
  const cacheFile = cacheDir && path.join(cacheDir, cacheName);
  if (cacheFile && existsSync(cacheFile)) return readFileSync(cacheFile, 'utf8');
  const result = await build({
    entryPoints: [runtimeEntry(packageDir)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    alias: buildFlagModules(packageDir),
  });
  const code = result.outputFiles[0].text;
  if (cacheDir) writeCached(cacheDir, `runtime-${packageName}-`, cacheName, code);
  return code;
}
