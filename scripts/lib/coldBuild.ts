/**
 * The cold production build, timed: Docusaurus's caches cleared (`docusaurus clear`, which
 * empties .docusaurus/ and build/, and node_modules/.cache, where rspack and babel keep theirs),
 * then `npm run build` (scripts/build.sh: three processes, a heap limit) under GNU time
 * (`/usr/bin/time -v`) for the wall time and the peak resident memory of the largest process
 * (GNU time reports the largest of the tree it waited for: one of the Docusaurus processes).
 * Docusaurus's perf logger (`DOCUSAURUS_PERF_LOGGER=true`) times each process's phases, which
 * `parsePerfPhases` reads into where the time went (CONTRIBUTING, "The build's memory and time").
 * The whole machine's busy CPU seconds over the build (scripts/lib/cpuSeconds.ts) say how short
 * the build could be on these cores if its work ran side by side: GNU time's own CPU figure
 * misses esbuild's and Pagefind's services, which leave the process tree.
 * The figures are saved so `npm run bench` without `--build` can print the last ones.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {availableParallelism, loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {machineCpuSeconds, round} from './cpuSeconds';

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
  /** Where the time went, process by process (absent from figures saved before it was read). */
  phases?: BuildPhase[];
  /** The whole machine's busy CPU seconds while the build ran (absent before they were read, and off Linux). */
  machineCpuSeconds?: number;
}

/** A timed step of one of the build's processes (1: client bundling, 2: server bundling, 3: rendering, as scripts/build.sh runs them). */
export interface BuildPhase {
  process: number;
  phase: string;
  seconds: number;
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

/** "433.93 ms" or "1.90 seconds" → seconds. */
function perfSeconds(amount: string, unit: string): number {
  return unit === 'ms' ? Number(amount) / 1000 : Number(amount);
}

/**
 * Where a build's time went, from its output with DOCUSAURUS_PERF_LOGGER=true: each process's
 * top-level phases (`Build > en > <phase>`), its slowest plugin content load (they run side by
 * side, so the slowest is the one the phase waited for) and the docs MCP step's own line. Each
 * process begins at the logger's "Get locales to build" line, its first.
 */
export function parsePerfPhases(output: string): BuildPhase[] {
  const phases: BuildPhase[] = [];
  let processNumber = 0;
  let slowestPlugin: BuildPhase | undefined;
  // Listed after the loading of the site it was part of.
  const flushSlowestPlugin = () => {
    if (slowestPlugin) phases.push(slowestPlugin);
    slowestPlugin = undefined;
  };
  for (const line of stripVTControlCharacters(output).split('\n')) {
    const perf = /^\[PERF\] (.+?) - ([\d.]+) (ms|seconds)/.exec(line);
    const mcp = /^\[mcp\] .* in ([\d.]+) s$/.exec(line);
    if (mcp) phases.push({process: processNumber, phase: 'after rendering: the docs MCP server data and bundle', seconds: Number(mcp[1])});
    if (!perf) continue;
    const [, name, amount, unit] = perf;
    const seconds = perfSeconds(amount, unit);
    if (name === 'Get locales to build') {
      flushSlowestPlugin();
      processNumber++;
      phases.push({process: processNumber, phase: 'starting: the config and locales', seconds});
      continue;
    }
    const plugin = /^Build > \w+ > Load site > Load plugins > Load plugins content > Load ([^>]+)$/.exec(name);
    if (plugin && seconds > (slowestPlugin?.seconds ?? 0)) {
      slowestPlugin = {process: processNumber, phase: `of loading the site, the slowest plugin: ${plugin[1]}`, seconds};
    }
    const topLevel = /^Build > \w+ > ([^>]+)$/.exec(name);
    if (topLevel) phases.push({process: processNumber, phase: topLevel[1], seconds});
    if (topLevel?.[1] === 'Load site') flushSlowestPlugin();
  }
  flushSlowestPlugin();
  return phases;
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
  const cpuBefore = machineCpuSeconds();
  const build = spawnSync(GNU_TIME, ['-v', '-o', report, 'npm', 'run', 'build'], {
    cwd: root,
    env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'},
    stdio: ['inherit', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const cpuAfter = machineCpuSeconds();
  const output = `${build.stdout}\n${build.stderr}`;
  // The build's own lines as it printed them; the logger's hundreds are summed up below.
  process.stdout.write(
    `${output
      .split('\n')
      .filter((line) => !line.includes('[PERF]'))
      .join('\n')}\n`,
  );
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? build.signal})`);
  const figures = parseGnuTime(readFileSync(report, 'utf8'));
  rmSync(report, {force: true});
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).stdout.trim();
  const measured: ColdBuild = {
    ...figures,
    date: new Date().toISOString(),
    commit,
    loadAverage,
    cores: availableParallelism(),
    phases: parsePerfPhases(output),
    ...(cpuBefore !== null && cpuAfter !== null && {machineCpuSeconds: round(cpuAfter - cpuBefore)}),
  };
  mkdirSync(path.dirname(COLD_BUILD_FILE), {recursive: true});
  writeFileSync(COLD_BUILD_FILE, `${JSON.stringify(measured, null, 2)}\n`);
  return measured;
}

export function lastColdBuild(): ColdBuild | undefined {
  return existsSync(COLD_BUILD_FILE) ? (JSON.parse(readFileSync(COLD_BUILD_FILE, 'utf8')) as ColdBuild) : undefined;
}
