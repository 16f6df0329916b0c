/**
 * What the playground (issue 39, src/playground) costs a reader, on the production build in
 * Chromium: its first load (the page's JS and CSS, then the compiler worker, the runtime and
 * the preview frame, gzip at deploy/nginx.conf's level), each built version's compiler and
 * runtime size, the time from opening the page to the first preview, and the compile time per
 * batch of keystrokes (p50, p95; the worker's own time, from the page's `playground:compile`
 * measures).
 *
 * usage: npm run build && npm run bench:playground [-- --batches 30 --version v4.38]
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {launchBrowser} from './lib/browser';
import {GZIP_LEVEL, kb} from './lib/firstLoad';
import {serveBuild} from './lib/serveBuild';
import {LATEST_VERSION, docUrl, versionByName} from '../src/versions/versions';

const {values} = parseArgs({options: {batches: {type: 'string', default: '30'}, version: {type: 'string', default: LATEST_VERSION.name}}});
const version = versionByName(values.version!);
if (!version) throw new Error(`No docs version ${values.version}.`);
const batches = Number(values.batches);

const gzip = (body: Buffer) => gzipSync(body, {level: GZIP_LEVEL}).length;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const assetDir = path.resolve(import.meta.dirname, '../build/assets/playground');
console.log('Compilers and runtimes in this build (gzip):');
for (const file of readdirSync(assetDir).sort()) {
  if (/^(compiler|runtime)-/.test(file))
    console.log(`  ${file.replace(/\.[0-9a-f]+\.js$/, '')}: ${kb(gzip(readFileSync(path.join(assetDir, file))))}`);
}

const {origin, stop} = await serveBuild();
const browser = await launchBrowser();
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded: Promise<{kind: string; gzip: number}>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    const type = response.request().resourceType();
    const kind = url.includes('/assets/playground/') ? 'playground asset' : type === 'script' || type === 'stylesheet' ? 'page JS+CSS' : '';
    if (kind)
      loaded.push(
        response.body().then(
          (body) => ({kind, gzip: gzip(body)}),
          () => ({kind, gzip: 0}),
        ),
      );
  });
  // From the navigation's start, in the page's own clock: the first compile (the worker loaded,
  // the starter compiled) and the preview's report of its DOM. Not the network going idle: the
  // page keeps prefetching, and the preview sits below the fold at the default viewport, where
  // it must report all the same (src/playground/frame/frame.ts).
  await page.goto(`${origin}${docUrl(version, 'playground')}`);
  const reached = async (name: string) => {
    await page.waitForFunction((entry) => performance.getEntriesByName(entry).length > 0, name, {timeout: 60_000});
    return page.evaluate((entry) => {
      const found = performance.getEntriesByName(entry)[0];
      return found.startTime + found.duration;
    }, name);
  };
  const toCompiled = await reached('playground:compile');
  const toPreview = await reached('playground:preview');
  const firstLoad = await Promise.all(loaded);
  const byKind = (kind: string) => firstLoad.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.gzip, 0);
  console.log(`\n${docUrl(version, 'playground')}, compiled by @stencil/core ${version.npmVersion}:`);
  console.log(`  first load, page JS+CSS: ${kb(byKind('page JS+CSS'))} gzip`);
  console.log(`  first load, playground assets (worker, runtime, frame, messages): ${kb(byKind('playground asset'))} gzip`);
  console.log(`  open → first compile: ${toCompiled.toFixed(0)} ms; open → first preview: ${toPreview.toFixed(0)} ms`);

  const editor = page.getByRole('textbox', {name: /^Component source/});
  await editor.click();
  await page.keyboard.press('Control+End');
  const compileTimes: number[] = [];
  for (let batch = 0; batch < batches; batch += 1) {
    const before = await page.evaluate(() => performance.getEntriesByName('playground:compile').length);
    await page.keyboard.type(`\n// ${batch}`, {delay: 20});
    await page.waitForFunction((count) => performance.getEntriesByName('playground:compile').length > count, before, {timeout: 60_000});
    compileTimes.push(await page.evaluate(() => performance.getEntriesByName('playground:compile').at(-1)!.duration));
  }
  const sorted = [...compileTimes].sort((a, b) => a - b);
  console.log(
    `  compile per keystroke batch (${batches} batches): p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  stop();
}
