/**
 * What the playground costs the build (issue 39): each pinned release's compiler worker and
 * client runtime bundled alone with esbuild (src/playground/bundle), cold (no cache: a fresh
 * clone, once per release) and warm (read from node_modules/.cache/stencil-playground: every
 * later build), and the compiler's size minified and not (gzip at deploy/nginx.conf's level).
 *
 * usage: npm run bench:playground-build [-- --no-plain]   (--no-plain: skip the unminified bundles)
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {GZIP_LEVEL, kb} from './lib/firstLoad';
import {bundleCompiler} from '../src/playground/bundle/compilers';
import {bundleRuntime} from '../src/playground/bundle/runtimes';
import {ALL_VERSIONS} from '../src/versions/versions';

const withPlain = !process.argv.includes('--no-plain');
const gzip = (code: string) => gzipSync(code, {level: GZIP_LEVEL}).length;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(run: () => Promise<T>): Promise<{value: T; ms: number}> {
  const started = performance.now();
  const value = await run();
  return {value, ms: performance.now() - started};
}

const cacheDir = mkdtempSync(path.join(tmpdir(), 'playground-bundles-'));
const totals = {cold: 0, warm: 0, plain: 0};
try {
  for (const packageName of [...new Set(ALL_VERSIONS.map((version) => version.typingsPackage))]) {
    const cold = await timed(
      async () => [await bundleCompiler(packageName, {cacheDir}), await bundleRuntime(packageName, {cacheDir})] as const,
    );
    const warm = await timed(
      async () => [await bundleCompiler(packageName, {cacheDir}), await bundleRuntime(packageName, {cacheDir})] as const,
    );
    const [compiler, runtime] = cold.value;
    if (warm.value[0].code !== compiler.code || warm.value[1] !== runtime) throw new Error(`${packageName}: the cached bundle differs`);
    totals.cold += cold.ms;
    totals.warm += warm.ms;
    let line = `${packageName} (${compiler.kind}): cold ${seconds(cold.ms)}, warm ${warm.ms.toFixed(0)} ms; compiler ${kb(gzip(compiler.code))} gzip minified`;
    if (withPlain) {
      const plain = await timed(() => bundleCompiler(packageName, {cacheDir: null, minify: false}));
      totals.plain += plain.ms;
      line += `, ${kb(gzip(plain.value.code))} gzip unminified (bundled in ${seconds(plain.ms)})`;
    }
    console.log(`${line}; runtime ${kb(gzip(runtime))} gzip`);
  }
  console.log(
    `all releases: cold ${seconds(totals.cold)}, warm ${seconds(totals.warm)}${withPlain ? `, compilers unminified ${seconds(totals.plain)}` : ''}`,
  );
} finally {
  rmSync(cacheDir, {recursive: true, force: true});
}
