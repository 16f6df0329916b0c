/**
 * The cold production build, timed: Docusaurus's caches cleared (`docusaurus clear`, which
 * empties .docusaurus/ and build/, and node_modules/.cache, where rspack and babel keep theirs),
 * then `npm run build` (scripts/build.sh: three processes, a heap limit) under GNU time
 * (`/usr/bin/time -v`) for the wall time and the peak resident memory of the largest process
 * (GNU time reports the largest of the tree it waited for: one of the Docusaurus processes).
 * The figures are saved so `npm run bench` without `--build` can print the last ones.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {availableParallelism, loadavg, tmpdir} from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const docusaurusBin = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const GNU_TIME = '/usr/bin/time';
/** Where the last cold build's figures are kept (git-ignored). */
export const COLD_BUILD_FILE = path.join(root, '.bench/cold-build.json');

export interface ColdBuild {
  wallSeconds: number;
  /** GNU time's "Maximum resident set size": the largest single process of the build. */
  peakRssBytes: number;
  /** When it ran, on which commit, and how loaded the machine was (1-minute load average at the start, cores). */
  date: string;
  commit: string;
  loadAverage: number;
  cores: number;
}

/** "1:02:03.45", "2:03.45" or "59.1" → seconds. */
function clockSeconds(text: string): number {
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

export function parseGnuTime(report: string): {wallSeconds: number; peakRssBytes: number} {
  const wall = /Elapsed \(wall clock\) time \([^)]*\):\s*([\d:.]+)/.exec(report)?.[1];
  const rss = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(report)?.[1];
  if (!wall || !rss) throw new Error(`GNU time printed no wall time or RSS:\n${report}`);
  return {wallSeconds: clockSeconds(wall), peakRssBytes: Number(rss) * 1024};
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** Clears every cache, builds under GNU time, saves and returns the figures. */
export function runColdBuild(): ColdBuild {
  if (!existsSync(GNU_TIME)) throw new Error(`GNU time is not installed at ${GNU_TIME} (Debian: apt-get install time)`);
  run(process.execPath, [docusaurusBin, 'clear']);
  rmSync(path.join(root, 'node_modules/.cache'), {recursive: true, force: true});
  const report = path.join(tmpdir(), `docs-cold-build-${process.pid}.txt`);
  const loadAverage = loadavg()[0];
  run(GNU_TIME, ['-v', '-o', report, 'npm', 'run', 'build']);
  const figures = parseGnuTime(readFileSync(report, 'utf8'));
  rmSync(report, {force: true});
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).stdout.trim();
  const build: ColdBuild = {...figures, date: new Date().toISOString(), commit, loadAverage, cores: availableParallelism()};
  mkdirSync(path.dirname(COLD_BUILD_FILE), {recursive: true});
  writeFileSync(COLD_BUILD_FILE, `${JSON.stringify(build, null, 2)}\n`);
  return build;
}

export function lastColdBuild(): ColdBuild | undefined {
  return existsSync(COLD_BUILD_FILE) ? (JSON.parse(readFileSync(COLD_BUILD_FILE, 'utf8')) as ColdBuild) : undefined;
}
