/**
 * `npm run bench:search`: what the offline search costs a reader, per docs version, on the
 * existing production build (run `npm run build` first; this builds nothing).
 *
 * It serves build/ with `npm run serve`'s server on a free loopback port (scripts/lib/serveBuild)
 * and drives Chromium:
 *
 * - first search: a fresh browser profile opens the version's introduction, opens the
 *   search dialog and types a representative query key by key; every response under
 *   /docs/pagefind/ is counted once (a repeat comes from the HTTP cache), raw and gzip-compressed
 *   (level 6, as deploy/nginx.conf; Pagefind's index files are compressed already, so for them
 *   gzip ≈ raw), split into the client (pagefind.js and the WebAssembly) and the
 *   index (metadata, index, filter and fragment chunks of that version, and of others if the
 *   search needed them). "first search download incl. client (gzip)" is their sum: the figure
 *   the 150 KB target is about;
 * - keystroke to results: 30 queries typed in the dialog; each time is measured in the page,
 *   from the keydown of the query's last character, pressed after a pause, to the moment the
 *   results for the full query are in the DOM. Median and 95th percentile;
 * - layout shift: the cumulative layout shift score (Chromium's `layout-shift` entries, those
 *   without recent input) of opening /docs/search?q=prop in the version until its results are
 *   in and painted. tests/search.test.ts asserts it stays under 0.05.
 *
 * It prints figures, not pass/fail: the targets (issue 6) are ≤ 150 KB gzip for a first
 * search, client included, and a median under 50 ms; a layout shift of about 0.
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, Page} from 'playwright-core';
import {launchBrowser} from './lib/browser';
import {FIRST_SEARCH_COLUMN} from './lib/searchBenchFormat';
import {layoutShift, observeLayoutShifts} from './lib/layoutShift';
import {ALL_VERSIONS, docUrl, type DocsVersion} from '../src/versions/versions';
import {SEARCH_BUNDLE_DIR, versionParam, writeSearchParams} from '../src/plugins/search/searchQuery';
import {TYPING_BURST_MS} from '../src/plugins/search/ranking/constants';
import {serveBuild} from './lib/serveBuild';
import {armDialogTimer, resultsTime} from './lib/searchTiming';

const root = path.resolve(import.meta.dirname, '..');
const bundleDir = path.join(root, 'build', SEARCH_BUNDLE_DIR);

/** The first search a reader makes: a word every version's docs use. */
const FIRST_QUERY = 'component';
/** The search page's query whose layout shift is measured (as in tests/search.test.ts). */
const LAYOUT_SHIFT_QUERY = 'prop';
/** 30 queries a reader might type, across the docs' topics. */
const QUERIES = [
  'props',
  'state',
  'events',
  'methods',
  'styling',
  'config',
  'build',
  'testing',
  'render',
  'shadow dom',
  'slot',
  'hydrate',
  'lifecycle',
  'output target',
  'docs readme',
  'angular',
  'react',
  'vue',
  'prerender',
  'service worker',
  'typescript',
  'jsx',
  'host element',
  'watch',
  'listen',
  'store',
  'assets',
  'dev server',
  'telemetry',
  'getting started',
];

function directoryBytes(dir: string): number {
  return readdirSync(dir, {withFileTypes: true}).reduce(
    (sum, entry) => sum + (entry.isDirectory() ? directoryBytes(path.join(dir, entry.name)) : statSync(path.join(dir, entry.name)).size),
    0,
  );
}

interface Bytes {
  raw: number;
  gzip: number;
  files: number;
}
const noBytes = (): Bytes => ({raw: 0, gzip: 0, files: 0});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function isClientFile(pathname: string): boolean {
  return /\/pagefind(-worker)?\.js$|\/wasm\.[^/]+\.pagefind$/.test(pathname);
}

/** Waits until the dialog (or the search page's `main`) shows the results of `query`. */
async function settled(page: Page, query: string, root = 'dialog'): Promise<void> {
  await page.waitForFunction(
    ({q, root}) => {
      const element = document.querySelector(`${root} [data-search-state]`);
      return element?.getAttribute('data-search-query') === q && element.getAttribute('data-search-state') === 'done';
    },
    {q: query, root},
    {timeout: 10_000},
  );
}

async function openDialog(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('dialog[open] input[role="combobox"]').waitFor();
}

async function firstSearchBytes(browser: Browser, origin: string, version: DocsVersion): Promise<{client: Bytes; index: Bytes}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const client = noBytes();
  const index = noBytes();
  const pending: Promise<void>[] = [];
  // Each file once: a second instance loading the same WebAssembly gets it from the HTTP cache.
  const counted = new Set<string>();
  context.on('response', (response) => {
    const {pathname} = new URL(response.url());
    if (!pathname.startsWith(`/docs/${SEARCH_BUNDLE_DIR}/`) || response.status() !== 200 || counted.has(pathname)) return;
    counted.add(pathname);
    pending.push(
      response.body().then((body) => {
        const bucket = isClientFile(pathname) ? client : index;
        bucket.raw += body.length;
        bucket.gzip += Math.min(body.length, gzipSync(body, {level: 6}).length);
        bucket.files += 1;
      }),
    );
  });
  await page.goto(`${origin}${docUrl(version, 'introduction')}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await openDialog(page);
  await page.keyboard.type(FIRST_QUERY, {delay: 40});
  await settled(page, FIRST_QUERY);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return {client, index};
}

/**
 * The cumulative layout shift of opening the search page with a query in `version`, until its
 * results are in and painted. The observer is installed before the page's own scripts run.
 */
async function searchPageLayoutShift(browser: Browser, origin: string, version: DocsVersion): Promise<number> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  await observeLayoutShifts(context);
  const page = await context.newPage();
  await page.goto(`${origin}/docs/search${writeSearchParams({q: LAYOUT_SHIFT_QUERY, version: versionParam(version)})}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await settled(page, LAYOUT_SHIFT_QUERY, 'main');
  const {score} = await layoutShift(page);
  await context.close();
  return score;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function keystrokeTimes(browser: Browser, origin: string, version: DocsVersion): Promise<number[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${docUrl(version, 'introduction')}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await openDialog(page);
  const input = page.locator('dialog input[role="combobox"]');
  // Load the client once, as a reader's first keystroke would.
  await input.fill('stencil');
  await settled(page, 'stencil');
  const times: number[] = [];
  for (const query of QUERIES) {
    await input.fill(query.slice(0, -1));
    if (query.length > 1) await settled(page, query.slice(0, -1));
    // A key after a pause is searched at once; keys closer together wait for the burst to end
    // (TYPING_BURST_MS, by design). The figure is the former: the search, not the wait.
    await page.waitForTimeout(TYPING_BURST_MS + 50);
    await armDialogTimer(page, query, 'keydown');
    await page.keyboard.press(query.at(-1)!);
    times.push(await resultsTime(page));
  }
  await context.close();
  return times;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(bundleDir, 'pagefind.js'))) {
    console.error(`No search index in ${path.relative(root, bundleDir)}/: run \`npm run build\` first.`);
    process.exit(1);
  }
  const {origin, stop} = await serveBuild();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const indexBytes = directoryBytes(bundleDir);
    console.log(`Search bundle on disk (${path.relative(root, bundleDir)}/, every version): ${kb(indexBytes)}`);
    console.log(
      `First search: "${FIRST_QUERY}" typed in the navbar dialog, fresh profile. Keystroke to results: ${QUERIES.length} queries.\n`,
    );
    const header = [
      'version',
      'index raw',
      'index gzip',
      'client raw',
      'client gzip',
      FIRST_SEARCH_COLUMN,
      'files',
      'median ms',
      'p95 ms',
      'CLS',
    ];
    const rows: string[][] = [];
    for (const version of ALL_VERSIONS) {
      const {client, index} = await firstSearchBytes(browser, origin, version);
      const times = (await keystrokeTimes(browser, origin, version)).sort((a, b) => a - b);
      const layoutShift = await searchPageLayoutShift(browser, origin, version);
      rows.push([
        version.label,
        kb(index.raw),
        kb(index.gzip),
        kb(client.raw),
        kb(client.gzip),
        kb(index.gzip + client.gzip),
        String(index.files + client.files),
        percentile(times, 50).toFixed(1),
        percentile(times, 95).toFixed(1),
        layoutShift.toFixed(4),
      ]);
      console.log(`  measured ${version.label}`);
    }
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
    const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
    console.log(`\n${line(header)}\n${rows.map(line).join('\n')}`);
    console.log('\nindex = Pagefind metadata, index, filter and fragment chunks; client = pagefind.js and the WebAssembly.');
    console.log(`CLS = cumulative layout shift of /docs/search?q=${LAYOUT_SHIFT_QUERY}&version=… until its results are in.`);
  } finally {
    await browser?.close();
    stop();
  }
}

await main();
