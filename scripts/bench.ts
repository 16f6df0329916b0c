/**
 * `npm run bench`: every row of the performance issue's table, measured on the existing build,
 * with its target beside it. Figures, not pass/fail (tests/firstLoadBudget.test.ts is the CI check).
 *
 * - first-load JS+CSS, gzip: scripts/lib/firstLoad.ts in Chromium;
 * - Lighthouse mobile and desktop performance: scripts/lib/lighthouse.ts, median of RUNS runs;
 * - cold build wall time and peak RSS: `-- --build` clears every cache and builds under GNU time
 *   (scripts/lib/coldBuild.ts); without it, the figures of the last `--build` run;
 * - first search download: `npm run bench:search` (scripts/bench-search.ts) as a child process,
 *   its output passed through, the largest version's total read from its table.
 *
 * The pages are served by deploy/nginx.conf under Debian's nginx (scripts/lib/nginx.ts), gzip
 * and all, because Lighthouse's scores depend on the bytes on the wire. Nothing leaves loopback.
 *
 * usage: npm run bench [-- --build] [-- --runs 5] [-- --page /docs/search?q=prop]
 *   --page (repeatable): Lighthouse on these pages only, no first-load or search rows; for
 *   iterating on one page's score.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {launchBrowser} from './lib/browser';
import {lastColdBuild, runColdBuild, type BuildPhase, type ColdBuild} from './lib/coldBuild';
import {FIRST_LOAD_TARGET_BYTES, FIRST_LOAD_PAGES, GZIP_LEVEL, kb, measureFirstLoad} from './lib/firstLoad';
import {describeOpportunities, launchLighthouseChromium, lighthouseMedian, type FormFactor} from './lib/lighthouse';
import {startNginx} from './lib/nginx';
import {FIRST_SEARCH_COLUMN} from './lib/searchBenchFormat';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const RUNS = runsFlag === -1 ? 3 : Number(args[runsFlag + 1]);
const onlyPages = args.flatMap((arg, i) => (arg === '--page' ? [args[i + 1]] : []));
const REPORT_DIR = path.join(root, '.bench/lighthouse');

/** The pages for the Lighthouse rows. */
const LIGHTHOUSE_PAGES: Record<FormFactor, string[]> = {
  mobile: ['/docs/introduction', '/docs/properties', '/docs/search?q=prop'],
  desktop: ['/docs/introduction', '/docs/properties'],
};
// The budgets as issue 37 last set them (mobile was ≥ 95 and peak memory ≤ 1.3 GiB before it).
const LIGHTHOUSE_TARGETS: Record<FormFactor, number> = {mobile: 98, desktop: 100};
const BUILD_SECONDS_TARGET = 55;
const BUILD_RSS_TARGET_GIB = 0.9;
const SEARCH_TARGET_BYTES = 150 * 1024;

type Row = [metric: string, page: string, figure: string, target: string];
const rows: Row[] = [];

function coldBuildRows(build: ColdBuild | undefined): void {
  if (!build) {
    rows.push(['cold build wall time', '', 'not measured: run `npm run bench -- --build`', `≤ ${BUILD_SECONDS_TARGET} s`]);
    rows.push(['cold build peak RSS', '', 'not measured: run `npm run bench -- --build`', `≤ ${BUILD_RSS_TARGET_GIB} GiB`]);
    return;
  }
  const when = `(${build.date.slice(0, 16).replace('T', ' ')} UTC, ${build.commit}, load ${build.loadAverage.toFixed(1)} on ${build.cores} cores)`;
  rows.push(['cold build wall time', '', `${build.wallSeconds.toFixed(1)} s ${when}`, `≤ ${BUILD_SECONDS_TARGET} s`]);
  rows.push([
    'cold build peak RSS',
    '',
    `${(build.peakRssBytes / 1024 ** 3).toFixed(2)} GiB (largest process)`,
    `≤ ${BUILD_RSS_TARGET_GIB} GiB`,
  ]);
  if (build.machineCpuSeconds !== undefined) {
    // The wall time's floor: the same work spread evenly over every core, nothing waiting.
    const floor = build.machineCpuSeconds / build.cores;
    rows.push([
      'cold build CPU, whole machine',
      '',
      `${build.machineCpuSeconds.toFixed(1)} s: at least ${floor.toFixed(1)} s of wall on ${build.cores} cores`,
      `≤ ${(BUILD_SECONDS_TARGET * build.cores).toFixed(0)} s for ${BUILD_SECONDS_TARGET} s`,
    ]);
  }
}

/** Runs `npm run bench:search` in a child process, passing its output through; returns what it printed. */
function benchSearch(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'scripts/bench-search.ts'], {cwd: root, stdio: ['ignore', 'pipe', 'inherit']});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`bench-search exited with ${code}`))));
  });
}

/** The FIRST_SEARCH_COLUMN of bench-search's table, per version (its output format is its own: read defensively). */
function searchTotals(output: string): {version: string; bytes: number}[] {
  const lines = output.split('\n');
  const headerAt = lines.findIndex((line) => line.includes(FIRST_SEARCH_COLUMN));
  if (headerAt === -1) return [];
  const columns = lines[headerAt].trim().split(/\s{2,}/);
  const column = columns.indexOf(FIRST_SEARCH_COLUMN);
  const totals: {version: string; bytes: number}[] = [];
  for (const line of lines.slice(headerAt + 1)) {
    if (!line.trim()) break;
    const cells = line.trim().split(/\s{2,}/);
    const kbMatch = /([\d.]+) KB/.exec(cells[column] ?? '');
    if (kbMatch) totals.push({version: cells[0], bytes: Number(kbMatch[1]) * 1024});
  }
  return totals;
}

async function main(): Promise<void> {
  const coldBuild = onlyPages.length === 0 ? (args.includes('--build') ? runColdBuild() : lastColdBuild()) : undefined;
  if (onlyPages.length === 0) coldBuildRows(coldBuild);
  if (!existsSync(path.join(root, 'build/index.html'))) {
    console.error('No build/: run `npm run build` (or `npm run bench -- --build`) first.');
    process.exit(1);
  }

  const nginx = await startNginx(path.join(root, 'build'));
  try {
    console.log(`Serving build/ with deploy/nginx.conf at ${nginx.origin}\n`);
    const browser = await launchBrowser();
    try {
      for (const pathname of onlyPages.length ? [] : FIRST_LOAD_PAGES) {
        const load = await measureFirstLoad(browser, `${nginx.origin}${pathname}`);
        const detail = `${kb(load.totalGzip)} (JS ${kb(load.jsGzip)} + CSS ${kb(load.cssGzip)}, ${load.files} files)`;
        rows.push(['first-load JS+CSS, gzip', pathname, detail, `≤ ${kb(FIRST_LOAD_TARGET_BYTES)}`]);
      }
    } finally {
      await browser.close();
    }

    const chromium = await launchLighthouseChromium();
    mkdirSync(REPORT_DIR, {recursive: true});
    try {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const pages = onlyPages.length
          ? LIGHTHOUSE_PAGES[formFactor].filter((page) => onlyPages.includes(page))
          : LIGHTHOUSE_PAGES[formFactor];
        for (const pathname of pages) {
          console.log(`Lighthouse ${formFactor} ${pathname} (${RUNS} runs)…`);
          const median = await lighthouseMedian(chromium.port, `${nginx.origin}${pathname}`, formFactor, RUNS);
          const file = path.join(REPORT_DIR, `${formFactor}${pathname.replace(/[^a-z0-9]+/gi, '-')}.json`);
          writeFileSync(file, JSON.stringify(median.result));
          const foreign = median.foreignRequests.length ? ` — REQUESTED OTHER HOSTS: ${median.foreignRequests.join(', ')}` : '';
          const figure = `${median.score} (median of ${median.scores.join(', ')}; CPU benchmark ${median.result.environment.benchmarkIndex})${foreign}`;
          rows.push([
            `Lighthouse ${formFactor} performance`,
            pathname,
            figure,
            formFactor === 'desktop' ? '100' : `≥ ${LIGHTHOUSE_TARGETS[formFactor]}`,
          ]);
          if (median.score < LIGHTHOUSE_TARGETS[formFactor]) {
            console.log(`  median run, what Lighthouse flags (full report: ${path.relative(root, file)}):`);
            for (const line of describeOpportunities(median.result)) console.log(`  ${line}`);
          }
        }
      }
    } finally {
      chromium.kill();
    }
  } finally {
    nginx.stop();
  }

  if (onlyPages.length === 0) await firstSearchRow();
  printTable();
  if (coldBuild?.phases) printBuildPhases(coldBuild.phases);
}

/** Where the cold build's time went (scripts/lib/coldBuild.ts parsePerfPhases). */
function printBuildPhases(phases: BuildPhase[]): void {
  console.log(`\nWhere the cold build's time went (Docusaurus's perf logger; process 1 bundles the client, 2 the server, 3 renders):`);
  for (const {process, phase, seconds} of phases) console.log(`  ${process}  ${seconds.toFixed(1).padStart(6)} s  ${phase}`);
}

async function firstSearchRow(): Promise<void> {
  console.log('\nnpm run bench:search (passed through):');
  const totals = searchTotals(await benchSearch());
  if (totals.length === 0) {
    rows.push([
      'first search download, gzip, with client',
      '',
      `see bench:search above (no "${FIRST_SEARCH_COLUMN}" column found)`,
      `≤ ${kb(SEARCH_TARGET_BYTES)}`,
    ]);
  } else {
    const worst = totals.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const least = Math.min(...totals.map((t) => t.bytes));
    const figure = `${kb(worst.bytes)} (largest, ${worst.version}; ${kb(least)}–${kb(worst.bytes)} over ${totals.length} versions)`;
    rows.push(['first search download, gzip, with client', 'dialog, "component"', figure, `≤ ${kb(SEARCH_TARGET_BYTES)}`]);
  }
}

function printTable(): void {
  const header: Row = ['metric', 'page', 'measured', 'target'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}\n${rows.map(line).join('\n')}`);
  console.log(
    `\nServed by deploy/nginx.conf (gzip). First load: a fresh Chromium context, gzip level ${GZIP_LEVEL} as nginx. ` +
      `Lighthouse ${RUNS} runs per page, median shown; mobile = Lighthouse's default (simulated throttling), desktop = its desktop config.`,
  );
}

await main();
