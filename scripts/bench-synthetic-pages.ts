/**
 * `npm run bench:synthetic-pages`: whether a page's first load grows with the number of pages
 * (issue 37). N synthetic pages (default 200) added to the latest release, in a folder of their
 * own (a sidebar group, as a new group of pages would be), should leave the first load of
 * /docs/properties and /docs/introduction within 1 KB gzip of what it was. Route data, doc lists
 * and the sidebar come per section (src/plugins/client/routeData); without that, each page added
 * to a version added ~80 B gzip to every page of it. Prints both builds' wall time, a table of
 * the two pages before and after, the script and stylesheet files whose size changed, and exits
 * 1 when a page grew by more than the allowance.
 *
 * A benchmark, not a build-tier test: it builds the site twice. The mechanism it measures is
 * guarded by the unit tests of the route split (tests/unit/routeSections.test.ts,
 * globalDataSplit.test.ts, versionDocsLoader.test.ts).
 *
 * Both builds run in a scratch copy of the working tree (git's tracked and new files,
 * node_modules linked), with one version (`DOCS_ONLY_VERSIONS`, the latest release), before and
 * after writing the pages there: nothing is written into the project, so an interrupted run
 * leaves no stray pages in versioned_docs/ (which versionSnapshots.test.ts would flag), and the
 * scratch folder goes on exit, failure, Ctrl+C or SIGTERM. No build-time check rejects a page
 * the page inventory does not list (the inventory is checked by tests/, not by the build).
 * Both are measured the way the budget test does (scripts/lib/firstLoad.ts).
 *
 * usage: npm run bench:synthetic-pages [-- --pages 200] [--allowance 1024] [--keep] [--reuse <folder>]
 *   --pages N        how many pages to add
 *   --allowance B    the growth in bytes (gzip) a page may show
 *   --keep           keep the scratch folder (its `baseline/` and `with-pages/` builds) and print it
 *   --reuse <folder> measure the builds a `--keep` run left there instead of building
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {Browser} from 'playwright-core';
import {launchBrowser} from './lib/browser';
import {kb, measureFirstLoad, type FirstLoad} from './lib/firstLoad';
import {serveBuild, type ServedBuild} from './lib/serveBuild';
import {LATEST_VERSION, docUrl} from '../src/versions/versions';

const {values} = parseArgs({
  options: {
    pages: {type: 'string', default: '200'},
    allowance: {type: 'string', default: '1024'},
    keep: {type: 'boolean', default: false},
    reuse: {type: 'string'},
  },
});
const addedPages = Number(values.pages);
const allowedGrowthBytes = Number(values.allowance);
if (!Number.isInteger(addedPages) || addedPages < 1) throw new Error(`--pages wants a whole number above 0, not ${values.pages}`);
if (!Number.isFinite(allowedGrowthBytes)) throw new Error(`--allowance wants a number of bytes, not ${values.allowance}`);

const root = path.resolve(import.meta.dirname, '..');
/** The folder the pages go in, below the version's docs: its top folder, so a section of its own. */
const SYNTHETIC_FOLDER = 'synthetic-pages';
const MEASURED_PAGES = [docUrl(LATEST_VERSION, 'properties'), docUrl(LATEST_VERSION, 'introduction')];
const work = values.reuse ? path.resolve(values.reuse) : mkdtempSync(path.join(tmpdir(), 'synthetic-pages-'));
const removeWork = !values.reuse && !values.keep;
const copy = path.join(work, 'project');
const baselineDir = path.join(work, 'baseline');
const withPagesDir = path.join(work, 'with-pages');

let runningBuild: ChildProcess | undefined;
/** Set on SIGINT or SIGTERM: the handler then owns the clean-up, and a build stopped by it settles no promise. */
let stopping = false;
const servers = new Set<ServedBuild>();

function removeScratch(): void {
  if (removeWork) rmSync(work, {recursive: true, force: true, maxRetries: 5});
}

/** Whether any process of the group `groupId` is alive. */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a build's whole process group (npm, bash, the docusaurus processes) and resolves once none is left. */
async function stopGroup(groupId: number): Promise<void> {
  if (groupAlive(groupId)) process.kill(-groupId, 'SIGTERM');
  for (let waited = 0; groupAlive(groupId); waited += 100) {
    if (waited === 10_000) process.kill(-groupId, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// On a signal the build's group stops first, so nothing writes into the scratch folder as it goes.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    console.error(`\n${signal}: stopping, removing ${removeWork ? work : 'nothing'}`);
    for (const served of servers) served.stop();
    const groupId = runningBuild?.pid;
    void (groupId ? stopGroup(groupId) : Promise.resolve()).then(() => {
      removeScratch();
      process.exit(130);
    });
  });
}

/** The working tree's files, as git sees them (tracked and new, not ignored), linked node_modules. */
function copyProject(): void {
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root, encoding: 'utf8'});
  if (files.status !== 0) throw new Error(files.stderr);
  for (const file of files.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(root, file))) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
    cpSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  console.log(`copied the working tree to ${copy}`);
}

/** `npm run build -- --out-dir <outDir>` of the latest release alone in the copy; resolves to its wall time in seconds. */
function build(outDir: string): Promise<number> {
  const started = Date.now();
  const child = spawn('npm', ['run', 'build', '--', '--out-dir', outDir], {
    cwd: copy,
    env: {...process.env, DOCS_ONLY_VERSIONS: LATEST_VERSION.name},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  runningBuild = child;
  let output = '';
  const keepTail = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on('data', keepTail);
  child.stderr!.on('data', keepTail);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      runningBuild = undefined;
      if (code !== 0) reject(new Error(`the build into ${outDir} failed (${signal ?? code}):\n${output}`));
      else resolve((Date.now() - started) / 1000);
    });
  });
}

/** A small page as a writer would add one: title, description, paragraphs and a heading. */
function syntheticPage(n: number): string {
  return [
    '---',
    `title: Synthetic page ${n}`,
    `description: Page ${n} of the pages the synthetic-pages benchmark adds to measure first load.`,
    '---',
    '',
    `This is synthetic page ${n}. It stands for a page a writer adds to the version, with a few paragraphs of plain text and a heading.`,
    '',
    'A first load should not carry the routes, titles or sidebar links of pages in other sections of the version.',
    '',
    '## A heading',
    '',
    `The section below the heading of page ${n}, so the page has a table of contents like most pages.`,
    '',
  ].join('\n');
}

/** The pages in a top folder of the latest version's docs, a sidebar group of their own (the version's sidebar is autogenerated). */
function addPages(): void {
  const folder = path.join(copy, LATEST_VERSION.docsFolder, SYNTHETIC_FOLDER);
  mkdirSync(folder, {recursive: true});
  writeFileSync(path.join(folder, '_category_.json'), JSON.stringify({label: 'Synthetic pages', position: 50}));
  for (let n = 1; n <= addedPages; n += 1) writeFileSync(path.join(folder, `page-${n}.md`), syntheticPage(n));
  console.log(`added ${addedPages} pages in ${path.join(LATEST_VERSION.docsFolder, SYNTHETIC_FOLDER)}/ of the copy`);
}

/** Serves `buildDir` and measures each of `pathnames` on first load. */
async function firstLoadsOf(browser: Browser, buildDir: string, pathnames: string[]): Promise<FirstLoad[]> {
  const served = await serveBuild(buildDir);
  servers.add(served);
  try {
    const loads: FirstLoad[] = [];
    for (const pathname of pathnames) loads.push(await measureFirstLoad(browser, `${served.origin}${pathname}`));
    return loads;
  } finally {
    served.stop();
    servers.delete(served);
  }
}

/** A file's path without the content hash Docusaurus puts in its name, so a file is matched across the builds. */
const fileKey = (url: string) => new URL(url).pathname.replace(/\.[0-9a-f]{8,}\.(js|css)$/, '.$1');

/** The files of two first loads of a page whose gzip size differs, or that only one has. */
function changedFiles(before: FirstLoad, after: FirstLoad): string[] {
  const sizes = new Map<string, [number | undefined, number | undefined]>();
  for (const file of before.perFile) sizes.set(fileKey(file.url), [file.gzip, undefined]);
  for (const file of after.perFile) sizes.set(fileKey(file.url), [sizes.get(fileKey(file.url))?.[0], file.gzip]);
  const shown = (bytes: number | undefined) => (bytes === undefined ? '-' : String(bytes)).padStart(8);
  return [...sizes]
    .filter(([, [a, b]]) => a !== b)
    .sort(([, [a1 = 0, b1 = 0]], [, [a2 = 0, b2 = 0]]) => Math.abs(b2 - a2) - Math.abs(b1 - a1))
    .map(([key, [a, b]]) => `    ${shown(a)} ${shown(b)} ${((b ?? 0) - (a ?? 0) >= 0 ? '+' : '') + ((b ?? 0) - (a ?? 0))}  ${key}`);
}

let failed = false;
try {
  if (!values.reuse) {
    copyProject();
    const baselineSeconds = await build(baselineDir);
    console.log(`baseline build, ${LATEST_VERSION.name} only: ${baselineSeconds.toFixed(1)} s`);
    addPages();
    const withPagesSeconds = await build(withPagesDir);
    console.log(`build with ${addedPages} pages, ${LATEST_VERSION.name} only: ${withPagesSeconds.toFixed(1)} s`);
  }
  const browser = await launchBrowser();
  try {
    const before = await firstLoadsOf(browser, baselineDir, MEASURED_PAGES);
    const addedPage = docUrl(LATEST_VERSION, `${SYNTHETIC_FOLDER}/page-1`);
    const withPages = await firstLoadsOf(browser, withPagesDir, [...MEASURED_PAGES, addedPage]);
    const after = withPages.slice(0, MEASURED_PAGES.length);
    const added = withPages[MEASURED_PAGES.length];
    if ([...before, ...after, added].some((load) => load.jsGzip === 0)) throw new Error('nothing was measured: are the builds served?');
    console.log(`\nfirst load, JS+CSS gzip (allowance: +${allowedGrowthBytes} B)`);
    console.log(`${'page'.padEnd(28)} ${'baseline'.padStart(10)} ${`+${addedPages} pages`.padStart(12)} ${'growth'.padStart(9)}`);
    MEASURED_PAGES.forEach((pathname, i) => {
      const growth = after[i].totalGzip - before[i].totalGzip;
      if (growth > allowedGrowthBytes) failed = true;
      const verdict = growth > allowedGrowthBytes ? '  over the allowance' : '';
      console.log(
        `${pathname.padEnd(28)} ${kb(before[i].totalGzip).padStart(10)} ${kb(after[i].totalGzip).padStart(12)} ${`${growth >= 0 ? '+' : ''}${growth} B`.padStart(9)}${verdict}`,
      );
    });
    console.log(`an added page's first load: ${kb(added.totalGzip)} in ${added.files} files`);
    MEASURED_PAGES.forEach((pathname, i) => {
      const lines = changedFiles(before[i], after[i]);
      console.log(`\n${pathname}: files whose size changed (gzip bytes: baseline, with pages, growth)`);
      console.log(lines.length ? lines.join('\n') : '    none');
    });
  } finally {
    await browser.close();
  }
} finally {
  removeScratch();
  if (values.keep) console.log(`\nthe builds are kept in ${work} (--reuse ${work} measures them again)`);
}
if (failed) {
  console.log(`\nFAIL: a page's first load grew by more than ${allowedGrowthBytes} B with ${addedPages} pages added`);
  process.exitCode = 1;
}
