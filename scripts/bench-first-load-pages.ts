/**
 * `npm run bench:first-load-pages`: whether a page's first load grows with the number of pages
 * (issue 37). 200 pages added to the latest version, in a folder of their own (a sidebar group,
 * as a new group of pages would be), should leave /docs/properties's first load within 1 KB gzip
 * of what it was. Route data, doc lists and the sidebar come per section
 * (src/plugins/client/routeData); without that, each page added to a version added ~80 B gzip to
 * every page of it. Prints the figures, and exits 1 when the growth is over the allowance.
 *
 * A benchmark, not a build-tier test: it builds the site twice (about 95 s of CI's 2 cores). The
 * mechanism it measures is guarded by the unit tests of the route split
 * (tests/unit/routeSections.test.ts, globalDataSplit.test.ts, versionDocsLoader.test.ts).
 *
 * Builds the site twice in a scratch copy of the working tree (node_modules linked, nothing of
 * the project written), with one version (`DOCS_ONLY_VERSIONS`, the latest release), before and
 * after writing the pages there, and measures both the way the budget test does
 * (scripts/lib/firstLoad.ts). `DOCS_SKIP_PAGES_BUILDS=<folder>` reuses the builds of an earlier
 * run (its `before/` and `after/`).
 */
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {launchBrowser} from './lib/browser';
import {kb, measureFirstLoad} from './lib/firstLoad';
import {serveBuild} from './lib/serveBuild';
import {LATEST_VERSION, docUrl} from '../src/versions/versions';

const root = path.resolve(import.meta.dirname, '..');
const ADDED_PAGES = 200;
const ALLOWED_GROWTH_BYTES = 1024;
const PAGE = docUrl(LATEST_VERSION, 'properties');
const reuse = process.env.DOCS_SKIP_PAGES_BUILDS;
const work = reuse ?? mkdtempSync(path.join(tmpdir(), 'first-load-pages-'));
const copy = path.join(work, 'project');

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
}

function build(outDir: string): void {
  const started = Date.now();
  const run = spawnSync('npm', ['run', 'build', '--', '--out-dir', outDir], {
    cwd: copy,
    env: {...process.env, DOCS_ONLY_VERSIONS: LATEST_VERSION.name},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`the build into ${outDir} failed:\n${run.stdout.slice(-4000)}\n${run.stderr.slice(-4000)}`);
  console.log(`${path.basename(outDir)} build, ${LATEST_VERSION.name} only: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** ADDED_PAGES short pages in a folder of the latest version's docs: a sidebar group of their own. */
function addPages(): void {
  const folder = path.join(copy, 'versioned_docs', `version-${LATEST_VERSION.name}`, 'added-pages');
  mkdirSync(folder, {recursive: true});
  writeFileSync(path.join(folder, '_category_.json'), JSON.stringify({label: 'Added pages', position: 50}));
  for (let n = 1; n <= ADDED_PAGES; n += 1) {
    writeFileSync(
      path.join(folder, `page-${n}.md`),
      `---\ntitle: Added page ${n}\nsidebar_label: Added page ${n}\ndescription: Page ${n} of the pages this test adds.\nslug: /added-pages/page-${n}\n---\n\nThe text of added page ${n}.\n`,
    );
  }
}

async function firstLoadOf(buildDir: string, pathname: string) {
  const served = await serveBuild(buildDir);
  const browser = await launchBrowser();
  try {
    return await measureFirstLoad(browser, `${served.origin}${pathname}`);
  } finally {
    await browser.close();
    served.stop();
  }
}

if (!reuse) {
  copyProject();
  build(path.join(work, 'before'));
  addPages();
  build(path.join(work, 'after'));
}
try {
  const before = await firstLoadOf(path.join(work, 'before'), PAGE);
  const after = await firstLoadOf(path.join(work, 'after'), PAGE);
  const added = await firstLoadOf(path.join(work, 'after'), `${docUrl(LATEST_VERSION, 'added-pages/page-1')}`);
  const growth = after.totalGzip - before.totalGzip;
  console.log(
    `${PAGE}, first load JS+CSS gzip: ${kb(before.totalGzip)} → ${kb(after.totalGzip)} with ${ADDED_PAGES} pages added (${growth >= 0 ? '+' : ''}${growth} B; allowance ${kb(ALLOWED_GROWTH_BYTES)})`,
  );
  console.log(`an added page's first load: ${kb(added.totalGzip)} in ${added.files} files`);
  if (before.jsGzip === 0 || after.jsGzip === 0 || added.files === 0) throw new Error('nothing was measured: are the builds served?');
  if (growth > ALLOWED_GROWTH_BYTES) process.exitCode = 1;
} finally {
  if (!reuse) rmSync(work, {recursive: true, force: true});
}
