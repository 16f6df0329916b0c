/**
 * Bundling in two processes, client then server (scripts/build.sh, issue 31: peak memory),
 * preloaded into a `docusaurus build` with `--import` and DOCS_BUNDLE_SPLIT set:
 *
 * - `client`: Rspack compiles the client bundle only, and the MDX loader's client output of each
 *   file is written, one line per file, to DOCS_BUNDLE_SPLIT_FILE (`.part` until complete);
 * - `server`: Rspack compiles the server bundle only, its MDX loader answered from that file,
 *   each page's result read when its loader asks for it.
 *
 * Why: compiled together, the client and server bundles peaked at 1.04-1.12 GiB in one process
 * (1.58-1.64 GiB before src/markdown/recmaJsxRuntimeOnce.ts), and Rspack's allocator keeps what
 * the client compile used until the process ends (a closed compiler and two full GCs gave back
 * 30 MB); apart, the client process peaks at 0.68-0.72 GiB and the server's at 0.64 GiB, and an
 * added docs version costs the peak about 38 MiB (in one process it was 120 MiB). The MDX of
 * every page is still compiled once: Docusaurus's
 * cross-compiler cache (`mdxCrossCompilerCache`) hands the client's result to the server within
 * a process, and this hands it over a file.
 *
 * Internals (UPGRADING.md `bundler-compile-configs`, `mdx-cross-compiler-cache`): the bundler's
 * `compile({configs})` in `@docusaurus/bundler/lib/compiler.js`, called once with the configs
 * named `client` and `server`; the MDX rules' loader options carry `crossCompilerCache`, a Map by
 * resource whose entries hold `promise`, the client's result, which the server takes.
 *
 * Fail safe: when the client process finds them changed it bundles both as stock Docusaurus does
 * and writes no file, so scripts/build.sh skips the server process. The server process throws
 * instead (scripts/build.sh then bundles the stock way), and a file the server asks for that is
 * not in the hand-off fails its compile rather than wait for a client compile that never comes.
 */
import {closeSync, openSync, readFileSync, readSync, renameSync, writeSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

function fail(mode, reason) {
  throw new Error(`bundleSplit (DOCS_BUNDLE_SPLIT=${mode}): ${reason}; bundle without the split`);
}

/** Every `crossCompilerCache` Map in a config's module rules (each MDX rule's loader options). */
export function crossCompilerCaches(config) {
  const caches = new Set();
  const visit = (value, depth) => {
    if (!value || typeof value !== 'object' || depth > 12) return;
    if (value.crossCompilerCache instanceof Map) caches.add(value.crossCompilerCache);
    for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child, depth + 1);
  };
  visit(config.module?.rules, 0);
  return [...caches];
}

function splitConfigs(configs) {
  const names = configs.map((config) => config.name).join(',');
  if (names !== 'client,server') return undefined;
  const caches = crossCompilerCaches(configs[0]);
  return caches.length ? {client: configs[0], server: configs[1], caches} : undefined;
}

/** Client process: writes each MDX result as it resolves and keeps none in memory. */
async function compileClient(original, handoffFile, {configs, currentBundler}) {
  const split = splitConfigs(configs);
  if (!split) {
    console.warn('bundleSplit: the bundler configs are not as expected; bundling client and server together');
    return original({configs, currentBundler});
  }
  const partFile = `${handoffFile}.part`;
  const fd = openSync(partFile, 'w');
  const pending = [];
  for (const cache of split.caches) {
    cache.set = function set(resource, entry) {
      Map.prototype.set.call(this, resource, entry);
      pending.push(
        entry.promise.then(
          (code) => {
            writeSync(fd, `${JSON.stringify(resource)}\t${JSON.stringify(code)}\n`);
            Map.prototype.delete.call(this, resource);
          },
          // The loader reports it: the client compile fails.
          () => {},
        ),
      );
      return this;
    };
  }
  try {
    const stats = await original({configs: [split.client], currentBundler});
    await Promise.all(pending);
    closeSync(fd);
    renameSync(partFile, handoffFile);
    return stats;
  } finally {
    for (const cache of split.caches) delete cache.set;
  }
}

/**
 * Where each resource's result is in the hand-off file: one line per file, its resource and
 * its code as JSON strings apart by a tab (JSON writes a tab inside a string as `\t`).
 */
function handoffIndex(handoffFile) {
  const bytes = readFileSync(handoffFile);
  const index = new Map();
  for (let start = 0; start < bytes.length;) {
    const end = bytes.indexOf(0x0a, start);
    const lineEnd = end === -1 ? bytes.length : end;
    const tab = bytes.indexOf(0x09, start);
    if (tab === -1 || tab > lineEnd) throw new Error(`bundleSplit: ${handoffFile} has a line without a tab at byte ${start}`);
    index.set(JSON.parse(bytes.toString('utf8', start, tab)), {offset: tab + 1, length: lineEnd - tab - 1});
    start = lineEnd + 1;
  }
  return index;
}

/**
 * Server process: every MDX rule's cache holds an entry per file of the client's before the
 * compile starts, and each entry reads its result from the file when its page's loader takes it,
 * so the process holds the pages being compiled, not all of them (the file is 4 MB per docs
 * version; read whole, its copies were the largest part of this process's heap).
 */
async function compileServer(original, handoffFile, {configs, currentBundler}) {
  const split = splitConfigs(configs);
  if (!split) fail('server', 'the bundler configs are not named client,server or carry no crossCompilerCache');
  const index = handoffIndex(handoffFile);
  const fd = openSync(handoffFile, 'r');
  const read = ({offset, length}) => {
    const bytes = Buffer.alloc(length);
    readSync(fd, bytes, 0, length, offset);
    return JSON.parse(bytes.toString('utf8'));
  };
  const noop = () => {};
  for (const cache of crossCompilerCaches(split.server)) {
    for (const [resource, place] of index) {
      Map.prototype.set.call(cache, resource, {
        get promise() {
          return new Promise((resolve) => resolve(read(place)));
        },
        resolve: noop,
        reject: noop,
      });
    }
    // The server loader sets an entry only for a file the client did not compile: it would wait forever.
    cache.set = function set(resource, entry) {
      entry.reject(new Error(`bundleSplit: ${resource} is not in the client's MDX hand-off (${handoffFile})`));
      return Map.prototype.set.call(this, resource, entry);
    };
  }
  try {
    return await original({configs: [split.server], currentBundler});
  } finally {
    closeSync(fd);
  }
}

/** The bundler's `compile`, wrapped for one side of the split (exported for tests/unit/bundleSplit.test.ts). */
export function splitCompile(mode, original, handoffFile) {
  if (mode !== 'client' && mode !== 'server') throw new Error(`bundleSplit: unknown mode ${mode}`);
  return (params) => (mode === 'client' ? compileClient : compileServer)(original, handoffFile, params);
}

const mode = process.env.DOCS_BUNDLE_SPLIT;
if (mode === 'client' || mode === 'server') {
  const handoffFile = process.env.DOCS_BUNDLE_SPLIT_FILE;
  if (!handoffFile) fail(mode, 'DOCS_BUNDLE_SPLIT_FILE is not set');
  // The bundler as @docusaurus/core requires it.
  const projectRequire = createRequire(path.join(process.cwd(), 'package.json'));
  const require = createRequire(projectRequire.resolve('@docusaurus/core/package.json'));
  let compiler;
  try {
    compiler = require(path.join(path.dirname(require.resolve('@docusaurus/bundler')), 'compiler.js'));
  } catch (error) {
    if (mode === 'server') fail(mode, `@docusaurus/bundler/lib/compiler.js did not load (${error})`);
  }
  if (typeof compiler?.compile === 'function') {
    compiler.compile = splitCompile(mode, compiler.compile, handoffFile);
  } else if (mode === 'server') {
    fail(mode, '@docusaurus/bundler/lib/compiler.js exports no compile()');
  }
}
