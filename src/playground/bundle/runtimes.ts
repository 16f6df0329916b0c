/**
 * Each release's client runtime (`@stencil/core/internal/client`) as one ES module, for the
 * preview frame: the module the compiled components import, with the release's own default
 * build flags (`internal/app-data`: the custom-elements build) and globals folded in.
 */
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';

const ROOT = path.resolve(path.dirname(__filename), '../../..');

export async function bundleRuntime(packageName: string): Promise<string> {
  const packageDir = path.join(ROOT, 'node_modules', packageName);
  const version = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string}).version;
  const cacheFile = path.join(ROOT, 'node_modules/.cache/stencil-playground', `runtime-${packageName}-${version}.js`);
  if (existsSync(cacheFile)) return readFileSync(cacheFile, 'utf8');
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
  mkdirSync(path.dirname(cacheFile), {recursive: true});
  // Whole or not at all: another build process may read the cache at the same time.
  writeFileSync(`${cacheFile}.${process.pid}`, code);
  renameSync(`${cacheFile}.${process.pid}`, cacheFile);
  return code;
}
