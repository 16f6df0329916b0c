/**
 * First load independent of the number of pages (issue 37): 200 pages added to the latest
 * version, in a folder of their own (a sidebar group, as a new group of pages would be), leave
 * /docs/properties's first load within 1 KB gzip of what it was. Route data, doc lists and the
 * sidebar come per section (src/plugins/client/routeData); without that, each page added to a
 * version added ~80 B gzip to every page of it.
 *
 * Builds the site twice in a scratch copy of the working tree (node_modules linked, nothing of
 * the project written), with one version (`DOCS_ONLY_VERSIONS`, the latest release), before and
 * after writing the pages there, and measures both the way the budget test does
 * (scripts/lib/firstLoad.ts). `DOCS_SKIP_PAGES_BUILDS=<folder>` reuses the builds of an earlier
 * run (its `before/` and `after/`) while working on this file.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {launchBrowser} from '../scripts/lib/browser';
import {kb, measureFirstLoad} from '../scripts/lib/firstLoad';
import {serveBuild} from '../scripts/lib/serveBuild';
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
  assert.equal(files.status, 0, files.stderr);
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
  assert.equal(run.status, 0, `the build into ${outDir} failed:\n${run.stdout.slice(-4000)}\n${run.stderr.slice(-4000)}`);
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

before(() => {
  if (reuse) return;
  copyProject();
  build(path.join(work, 'before'));
  addPages();
  build(path.join(work, 'after'));
});

after(() => {
  if (!reuse) rmSync(work, {recursive: true, force: true});
});

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

test(`${ADDED_PAGES} pages added to ${LATEST_VERSION.label} grow ${PAGE}'s first load by at most ${kb(ALLOWED_GROWTH_BYTES)} gzip`, async () => {
  const before = await firstLoadOf(path.join(work, 'before'), PAGE);
  const after = await firstLoadOf(path.join(work, 'after'), PAGE);
  const added = await firstLoadOf(path.join(work, 'after'), `${docUrl(LATEST_VERSION, 'added-pages/page-1')}`);
  console.log(
    `${PAGE}: ${kb(before.totalGzip)} → ${kb(after.totalGzip)} with ${ADDED_PAGES} pages added; an added page: ${kb(added.totalGzip)}`,
  );
  assert.ok(before.jsGzip > 0 && after.jsGzip > 0, 'scripts were measured');
  assert.ok(added.files > 0, 'an added page is built and served');
  assert.ok(
    after.totalGzip - before.totalGzip <= ALLOWED_GROWTH_BYTES,
    `${PAGE} grew by ${after.totalGzip - before.totalGzip} B gzip (${kb(before.totalGzip)} → ${kb(after.totalGzip)})`,
  );
});
