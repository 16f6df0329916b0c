/**
 * scripts/lib/bundleSplit.mjs: the client process compiles the client config only and writes
 * each MDX result the loader's cross-compiler cache holds; the server process compiles the
 * server config only, its cache answered from that file, and fails fast (no hang) on a file the
 * client did not compile. `compile` and the loader are stand-ins following the protocol of
 * @docusaurus/mdx-loader's `loadMDXWithCaching` (tests/unit/internalsContract.test.ts checks that
 * protocol's text in node_modules, `mdx-cross-compiler-cache`); the production build runs the real ones.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {splitCompile} from '../../scripts/lib/bundleSplit.mjs';

interface Entry {
  promise: Promise<string>;
  resolve: (code: string) => void;
  reject: (error: unknown) => void;
}
type Cache = Map<string, Entry>;

/** The mdx-loader's cache protocol: the client always compiles, the server takes the client's result. */
function loadWithCache(cache: Cache, compilerName: string, resource: string): Promise<string> {
  const entry = cache.get(resource);
  if (compilerName === 'client') {
    const promise = Promise.resolve(`compiled ${resource}`);
    if (entry) {
      void promise.then(entry.resolve, entry.reject);
      cache.delete(resource);
    } else {
      const noop = () => {
        throw new Error('never called');
      };
      cache.set(resource, {promise, resolve: noop, reject: noop});
    }
    return promise;
  }
  if (entry) {
    cache.delete(resource);
    return entry.promise;
  }
  let resolve!: Entry['resolve'];
  let reject!: Entry['reject'];
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  cache.set(resource, {promise, resolve, reject});
  return promise;
}

/** Docusaurus's two configs, one MDX rule shared by both, as the docs plugin returns it. */
function configs(cache: Cache) {
  const mdxRule = {test: /\.mdx?$/, use: [{loader: 'mdx-loader', options: {crossCompilerCache: cache}}]};
  return [
    {name: 'client', module: {rules: [{oneOf: [mdxRule]}]}},
    {name: 'server', module: {rules: [mdxRule]}},
  ];
}

/** A `compile` that runs each config's loader over `resources` and reports what it compiled. */
function fakeCompile(resources: string[], compiled: Record<string, string>, names: string[][]) {
  return async ({configs: given}: {configs: ReturnType<typeof configs>}) => {
    names.push(given.map((config) => config.name));
    for (const config of given) {
      const rules = config.module.rules as {oneOf?: unknown[]; use?: {options: {crossCompilerCache: Cache}}[]}[];
      if (!rules.length) continue;
      const rule = (rules[0].oneOf?.[0] ?? rules[0]) as {use: {options: {crossCompilerCache: Cache}}[]};
      const cache = rule.use[0].options.crossCompilerCache;
      const side = config.name.startsWith('client') ? 'client' : 'server';
      for (const resource of resources) compiled[`${side} ${resource}`] = await loadWithCache(cache, side, resource);
    }
    return 'stats';
  };
}

// Multi-byte characters and a tab: the hand-off file is read by byte offsets, a line's parts apart by a tab.
const resources = ['/docs/a.md', '/docs/b.mdx?truncated', '/docs/café’s\ttab.md'];

test('the client compiles alone and hands each MDX result over; the server compiles from them alone', async () => {
  const handoff = path.join(mkdtempSync(path.join(tmpdir(), 'bundle-split-')), 'mdx.jsonl');
  const names: string[][] = [];
  const compiled: Record<string, string> = {};

  const clientCache: Cache = new Map();
  const compileClient = splitCompile('client', fakeCompile(resources, compiled, names), handoff);
  assert.equal(await compileClient({configs: configs(clientCache), currentBundler: {}}), 'stats');
  assert.equal(clientCache.size, 0, 'the client process keeps no MDX result once written');
  assert.equal(existsSync(`${handoff}.part`), false);
  assert.equal(readFileSync(handoff, 'utf8').trim().split('\n').length, resources.length);

  // The next process: a fresh cache, as Docusaurus creates it.
  const serverCache: Cache = new Map();
  const compileServer = splitCompile('server', fakeCompile(resources, compiled, names), handoff);
  await compileServer({configs: configs(serverCache), currentBundler: {}});

  assert.deepEqual(names, [['client'], ['server']]);
  for (const resource of resources) {
    assert.equal(compiled[`server ${resource}`], compiled[`client ${resource}`]);
  }
});

test('a file the client did not compile fails the server compile instead of waiting for it', async () => {
  const handoff = path.join(mkdtempSync(path.join(tmpdir(), 'bundle-split-')), 'mdx.jsonl');
  await splitCompile('client', fakeCompile(resources, {}, []), handoff)({configs: configs(new Map()), currentBundler: {}});
  const compileServer = splitCompile('server', fakeCompile([...resources, '/docs/new.md'], {}, []), handoff);
  await assert.rejects(
    compileServer({configs: configs(new Map()), currentBundler: {}}),
    /\/docs\/new\.md is not in the client's MDX hand-off/,
  );
});

test('configs not as expected: the client process bundles both and writes nothing, the server process throws', async () => {
  const handoff = path.join(mkdtempSync(path.join(tmpdir(), 'bundle-split-')), 'mdx.jsonl');
  const renamed = configs(new Map()).map((config) => ({...config, name: `${config.name}-bundle`}));
  const names: string[][] = [];
  await splitCompile('client', fakeCompile(resources, {}, names), handoff)({configs: renamed, currentBundler: {}});
  assert.deepEqual(names, [['client-bundle', 'server-bundle']]);
  assert.equal(existsSync(handoff), false, 'no hand-off: scripts/build.sh runs no server process');

  const noCache = configs(new Map()).map((config) => ({...config, module: {rules: []}}));
  await splitCompile('client', fakeCompile([], {}, names), handoff)({configs: noCache, currentBundler: {}});
  assert.equal(existsSync(handoff), false);
  await assert.rejects(
    splitCompile('server', fakeCompile([], {}, names), handoff)({configs: noCache, currentBundler: {}}),
    /bundle without the split/,
  );
});
