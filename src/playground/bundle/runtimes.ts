/**
 * Each release's client runtime (`@stencil/core/internal/client`) as one ES module, for the
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

export async function bundleRuntime(
  packageName: string,
  {cacheDir = BUNDLE_CACHE_DIR}: Pick<BundleOptions, 'cacheDir'> = {},
): Promise<string> {
  const packageDir = path.join(ROOT, 'node_modules', packageName);
  // The exact version is in the package name (stencil-core-v4.38.0).
  const cacheName = `runtime-${packageName}-${bundlerKey()}.js`;
  const cacheFile = cacheDir && path.join(cacheDir, cacheName);
  if (cacheFile && existsSync(cacheFile)) return readFileSync(cacheFile, 'utf8');
  const appGlobals = path.join(packageDir, 'internal/app-globals/index.js');
  const result = await build({
    entryPoints: [path.join(packageDir, 'internal/client/index.js')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    alias: {
      '@stencil/core/internal/app-data': path.join(packageDir, 'internal/app-data/index.js'),
      // v2 and v3 have no app-globals module; their runtime never imports one.
      ...(existsSync(appGlobals) ? {'@stencil/core/internal/app-globals': appGlobals} : {}),
    },
  });
  const code = result.outputFiles[0].text;
  if (cacheDir) writeCached(cacheDir, `runtime-${packageName}-`, cacheName, code);
  return code;
}
