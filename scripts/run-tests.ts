/**
 * `npm test`: every check, in order, failing fast.
 *
 * 1. type check (tsc --noEmit);
 * 2. the production build (broken links and anchors fail it);
 * 3. node:test over tests/*.test.ts, with the built site served by `docusaurus serve` on a
 *    free loopback port (DOCS_TEST_ORIGIN tells the browser tests where).
 *
 * `npm test -- --no-build` reuses an existing build/ (for iterating on tests).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {serveBuild} from './lib/serveBuild';

const root = path.resolve(import.meta.dirname, '..');
const skipBuild = process.argv.includes('--no-build');
const docusaurusBin = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', env});
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Node 20's runner does not discover .ts files by itself: list tests/*.test.ts. */
function allTestFiles(): string[] {
  return readdirSync(path.join(root, 'tests'))
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => `tests/${name}`);
}

step('type check', 'npx', ['tsc', '--noEmit']);
if (!skipBuild || !existsSync(path.join(root, 'build/index.html'))) {
  step('production build', process.execPath, [docusaurusBin, 'build']);
}

const served = await serveBuild();
let exitCode = 1;
try {
  const testFiles = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const args = ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...(testFiles.length ? testFiles : allTestFiles())];
  console.log(`\n▶ tests against ${served.origin}: node ${args.join(' ')}`);
  const result = spawnSync(process.execPath, args, {cwd: root, stdio: 'inherit', env: {...process.env, DOCS_TEST_ORIGIN: served.origin}});
  exitCode = result.status ?? 1;
} finally {
  served.stop();
}
process.exit(exitCode);
