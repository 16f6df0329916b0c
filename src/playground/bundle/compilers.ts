/**
 * Bundles each docs version's Stencil compiler into a Web Worker script with esbuild, at build
 * time, from the release pinned in node_modules (no CDN: the site serves every byte).
 *
 * How a release is made to run in a worker depends on what it ships:
 * - `browser`: v2 and v3 ship `compiler/stencil.js` for browsers (TypeScript inside). Its own
 *   worker mode would take over `onmessage`, so the worker hides `importScripts` while it loads.
 * - `bundled`: 4.x ships a Node-only `compiler/stencil.js`; bundled for the browser with Node's
 *   built-ins replaced by ./shims and the parts `transpile` never reaches (the Node system, the
 *   native Rollup binding, mock-doc) left empty.
 * - `module`: 5.x ships `compiler/browser`, an ES module that imports TypeScript, PostCSS and a
 *   few helpers: bundled with the same shims.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {build, transform, version as esbuildVersion, type Plugin} from 'esbuild';

export type CompilerKind = 'browser' | 'bundled' | 'module';

const ROOT = path.resolve(path.dirname(__filename), '../../..');
const PLAYGROUND = path.resolve(path.dirname(__filename), '..');
const SHIMS = path.join(PLAYGROUND, 'shims');

/** Which way a pinned release's compiler runs in a worker, read from what the package ships. */
export function compilerKind(packageName: string): CompilerKind {
  const packageDir = path.join(ROOT, 'node_modules', packageName);
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {exports?: Record<string, unknown>};
  if (manifest.exports?.['./compiler/browser']) return 'module';
  const compiler = readFileSync(path.join(packageDir, 'compiler/stencil.js'), 'utf8');
  return compiler.includes('IS_WEB_WORKER_ENV') ? 'browser' : 'bundled';
}

const NODE_BUILTINS_LEFT_EMPTY =
  /^(node:)?(fs|fs\/promises|inspector|child_process|module|url|perf_hooks|worker_threads|readline|tty|stream|zlib|events|assert|v8|constants)$/;

/** Node's built-ins and the parts of the release that `transpile` never calls, for a browser. */
function browserShims(): Plugin {
  return {
    name: 'playground-browser-shims',
    setup(pluginBuild) {
      pluginBuild.onResolve({filter: /^(node:)?path$/}, () => ({path: path.join(SHIMS, 'path.js')}));
      pluginBuild.onResolve({filter: /^path-browserify$/}, () => ({path: path.join(ROOT, 'node_modules/path-browserify/index.js')}));
      pluginBuild.onResolve({filter: /^(node:)?util$/}, () => ({path: path.join(SHIMS, 'util.js')}));
      pluginBuild.onResolve({filter: /^(node:)?crypto$/}, () => ({path: path.join(SHIMS, 'crypto.js')}));
      pluginBuild.onResolve({filter: /^(node:)?os$/}, () => ({path: path.join(SHIMS, 'os.js')}));
      pluginBuild.onResolve({filter: /^(node:)?process$/}, () => ({path: path.join(SHIMS, 'process.js')}));
      pluginBuild.onResolve({filter: NODE_BUILTINS_LEFT_EMPTY}, () => ({path: path.join(SHIMS, 'empty.js')}));
      // 4.x inlines Rollup's native binding loader, which throws at load outside Node: its
      // exports answer with an error instead (bundling runs through Rollup, transpile never does).
      pluginBuild.onLoad({filter: /compiler[\\/]stencil\.js$/}, ({path: file}) => {
        const source = sysThroughSetSys(readFileSync(file, 'utf8'));
        const nativeLoader = '"node_modules/rollup/dist/native.js"(exports2, module2) {';
        if (!source.includes(nativeLoader)) return {contents: source, loader: 'js'};
        const stub = `${nativeLoader}\n    const unavailable = () => { throw new Error('Rollup is not available in the playground'); };\n    module2.exports = {parse: unavailable, parseAsync: unavailable, xxhashBase64Url: unavailable, xxhashBase36: unavailable, xxhashBase16: unavailable};\n    return;`;
        return {contents: source.replace(nativeLoader, stub), loader: 'js'};
      });
      // The Node system, mock-doc and the native Rollup binding: loaded by 4.x at the top, never used by transpile.
      pluginBuild.onResolve({filter: /\/sys\/node\/index\.js$/}, () => ({path: path.join(SHIMS, 'sysNode.js')}));
      pluginBuild.onResolve(
        {filter: /(\/sys\/node\/|\/mock-doc\/|autoprefixer|^rolldown$|^@parcel\/watcher|^lightningcss|^jiti$)/},
        () => ({
          path: path.join(SHIMS, 'empty.js'),
        }),
      );
    },
  };
}

function shimSourcesKey(): string {
  const hash = createHash('sha256');
  for (const file of [
    'empty.js',
    'os.js',
    'path.js',
    'process.js',
    'processGlobal.js',
    'globalStencil.js',
    'util.js',
    'tsSys.js',
    'sysNode.js',
    'crypto.js',
  ])
    hash.update(readFileSync(path.join(SHIMS, file)));
  hash.update(readFileSync(path.join(PLAYGROUND, 'worker/compileWorker.ts')));
  hash.update(readFileSync(path.join(PLAYGROUND, 'bundle/compilers.ts')));
  hash.update(esbuildVersion);
  return hash.digest('hex').slice(0, 16);
}

/**
 * v3.4.2 bundles TypeScript 5.0, whose namespace object has getters only; its browser compiler
 * then assigns `ts.sys` at load and throws ("has only a getter"): it cannot run as shipped.
 * Before that first assignment, each getter gets a setter that overrides it, so the release's
 * own code runs unchanged. v2 (TypeScript 4.9, plain properties) needs none of this.
 */
export function writableTypeScript(source: string): string {
  const firstPatch = 'const patchTypeScriptSysMinimum = () => {';
  if (!source.includes(firstPatch) || !source.includes('var ts = (() => {')) return source;
  const makeWritable = `for (const key of Object.keys(ts)) {
  const descriptor = Object.getOwnPropertyDescriptor(ts, key);
  if (descriptor && descriptor.get && !descriptor.set && descriptor.configurable) {
    let overridden = false, value;
    Object.defineProperty(ts, key, {enumerable: true, configurable: true,
      get: () => (overridden ? value : descriptor.get()),
      set: (next) => { overridden = true; value = next; }});
  }
}
`;
  return source.replace(firstPatch, makeWritable + firstPatch);
}

/**
 * 4.x assigns `ts.sys` at load when TypeScript found no Node (`patchTypeScriptSysMinimum`), but
 * its TypeScript 5.x namespace has getters only (not configurable) and the assignment throws.
 * TypeScript's own `setSys` sets the same value.
 */
export function sysThroughSetSys(source: string): string {
  const start = source.indexOf('var patchTypeScriptSysMinimum = () => {');
  if (start < 0) return source;
  const assignment = /([\w$.]+)\.sys = \{/y;
  const assignmentAt = source.indexOf('.sys = {', start);
  const targetStart = source.lastIndexOf(' ', assignmentAt) + 1;
  assignment.lastIndex = targetStart;
  const match = assignment.exec(source);
  const end = source.indexOf('\n    };', assignmentAt);
  if (!match || end < 0) return source;
  return `${source.slice(0, targetStart)}${match[1]}.setSys({${source.slice(assignment.lastIndex, end)}\n    });${source.slice(end + '\n    };'.length)}`;
}

export interface BundledCompiler {
  packageName: string;
  npmVersion: string;
  kind: CompilerKind;
  /** The worker script. */
  code: string;
}

/** Where the bundles are kept between builds: a fresh clone pays for each release once. */
export const BUNDLE_CACHE_DIR = path.join(ROOT, 'node_modules/.cache/stencil-playground');

export interface BundleOptions {
  /** `null`: no cache (the bundling measured alone, scripts/bench-playground-build.ts). */
  cacheDir?: string | null;
  minify?: boolean;
}

/**
 * Writes a bundle to the cache whole (another build process may read it at the same time) and
 * drops the same release's bundles of older bundler sources, so the cache holds one per release.
 */
export function writeCached(cacheDir: string, prefix: string, file: string, code: string): void {
  mkdirSync(cacheDir, {recursive: true});
  const target = path.join(cacheDir, file);
  writeFileSync(`${target}.${process.pid}`, code);
  renameSync(`${target}.${process.pid}`, target);
  for (const other of readdirSync(cacheDir)) {
    // Same prefix and length (the key's length is fixed): the same release, older bundler sources.
    if (other !== file && other.startsWith(prefix) && other.length === file.length) rmSync(path.join(cacheDir, other), {force: true});
  }
}

/** The worker script of one pinned release, cached by release (its exact version is in the package name) and bundler sources. */
export async function bundleCompiler(
  packageName: string,
  {cacheDir = BUNDLE_CACHE_DIR, minify = true}: BundleOptions = {},
): Promise<BundledCompiler> {
  const packageDir = path.join(ROOT, 'node_modules', packageName);
  const npmVersion = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string}).version;
  const kind = compilerKind(packageName);
  const cacheName = `compiler-${packageName}-${minify ? 'min' : 'plain'}-${shimSourcesKey()}.js`;
  const cacheFile = cacheDir && path.join(cacheDir, cacheName);
  if (cacheFile && existsSync(cacheFile)) return {packageName, npmVersion, kind, code: readFileSync(cacheFile, 'utf8')};

  const compilerEntry =
    kind === 'module'
      ? path.join(packageDir, 'dist/compiler/browser.js')
      : kind === 'bundled'
        ? path.join(packageDir, 'compiler/stencil.js')
        : path.join(SHIMS, 'globalStencil.js');
  const result = await build({
    entryPoints: [path.join(PLAYGROUND, 'worker/compileWorker.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify,
    legalComments: 'none',
    logLevel: 'silent',
    alias: {'@playground/compiler': compilerEntry},
    // The compilers' own packages resolve from the release's folder (5.x's dependencies are its own).
    nodePaths: [path.join(packageDir, 'node_modules'), path.join(ROOT, 'node_modules')],
    plugins: [browserShims()],
    inject: [path.join(SHIMS, 'processGlobal.js')],
    define: {'process.env.NODE_ENV': '"production"', global: 'globalThis', __filename: '"/stencil.js"', __dirname: '"/"'},
  });
  let code = result.outputFiles[0].text;
  if (kind === 'browser') {
    // The release's own browser build runs first, with its worker mode held off (it would answer every message itself).
    const releaseBuild = (
      await transform(writableTypeScript(readFileSync(path.join(packageDir, 'compiler/stencil.js'), 'utf8')), {
        minify,
        legalComments: 'none',
      })
    ).code;
    code = `self.__playgroundImportScripts=self.importScripts;self.importScripts=undefined;\n${releaseBuild}\n;self.importScripts=self.__playgroundImportScripts;\n${code}`;
  }
  if (cacheDir) writeCached(cacheDir, `compiler-${packageName}-${minify ? 'min' : 'plain'}-`, cacheName, code);
  return {packageName, npmVersion, kind, code};
}
