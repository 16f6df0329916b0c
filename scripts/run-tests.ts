/**
 * `npm test`: every check, cheapest first, failing fast.
 *
 * 1. formatting (prettier --check), spelling (cspell: the docs' prose, the code's names and
 *    comments), type check (tsc --noEmit) and lint (ESLint);
 * 2. the unit tier, tests/unit/*.test.ts: pure logic in seconds, no build, no browser
 *    (version fences, versions, content-rule helpers, search helpers, serving rules,
 *    version:cut) — `npm run test:unit` stops here;
 * 2b. the content tier, tests/content/*.test.ts: every page of every version, still without a
 *    build (inventory coverage and content rules, examples' type check against each release,
 *    the v3/v2 API-name scan, the 4.x snapshots' drift) — `npm run test:content` stops here;
 * 3. the production build (broken links and anchors fail it);
 * 4. the build tier, tests/*.test.ts: the built HTML and Chromium against the build served by
 *    `npm run serve`'s server (scripts/serve.ts) on a free loopback port (DOCS_TEST_ORIGIN tells the browser tests where).
 *
 * `npm test -- --no-build` reuses an existing build/; `npm test -- tests/site.test.ts` runs the
 * named files (after the type check) against the served build.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {serveBuild} from './lib/serveBuild';

const root = path.resolve(import.meta.dirname, '..');
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const namedFiles = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unitOnly = flags.includes('--unit');
const contentOnly = flags.includes('--content');
const skipBuild = flags.includes('--no-build');

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', env});
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Node 20's runner does not discover .ts files by itself: list a folder's *.test.ts. */
function testFilesIn(folder: string): string[] {
  return readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => `${folder}/${name}`);
}

const nodeTest = (files: string[]) => ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files];

const everything = namedFiles.length === 0;
if (everything) {
  step('format', 'npx', ['prettier', '--check', '.']);
  step('spelling', 'npx', ['cspell', '--no-progress']);
}
step('type check', 'npx', ['tsc', '--noEmit']);
if (everything) {
  step('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
  step('unit tests', process.execPath, nodeTest(testFilesIn('tests/unit')));
  if (unitOnly) process.exit(0);
  step('content tests', process.execPath, nodeTest(testFilesIn('tests/content')));
  if (contentOnly) process.exit(0);
}
if (!skipBuild || !existsSync(path.join(root, 'build/index.html'))) {
  // The package script (scripts/build.sh), not the binary: the build as deploys run it.
  step('production build', 'npm', ['run', 'build']);
}

const served = await serveBuild();
const args = nodeTest(namedFiles.length ? namedFiles : testFilesIn('tests'));
console.log(`\n▶ tests against ${served.origin}: node ${args.join(' ')}`);
const result = spawnSync(process.execPath, args, {cwd: root, stdio: 'inherit', env: {...process.env, DOCS_TEST_ORIGIN: served.origin}});
served.stop();
process.exit(result.status ?? 1);
