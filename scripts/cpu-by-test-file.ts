/**
 * `npm run bench:test-cpu -- <command…>`: runs a command (e.g. `npm test -- --no-build`) and
 * prints the CPU seconds of its process tree by build-tier test file and by program (chromium,
 * node, java…), read from /proc every second (Linux only).
 *
 * Why: the runner's table (scripts/lib/cpuSeconds.ts) counts a process's children only once they
 * are reaped, so the build tier's one shared Chromium shows under no file, and its renderers
 * under nothing at all when they outlive their parent's bookkeeping. Run with
 * `DOCS_SHARED_BROWSER=false` to give each file its own Chromium, and so its own row here.
 * A process that starts and ends between two readings is missed: the figures are a floor.
 */
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {processStat} from './lib/cpuSeconds';

const SAMPLE_EVERY_MS = 1000;
const TEST_FILE = /\btests\/[\w/.-]+\.test\.ts\b/;

interface ProcessReading {
  parent: number;
  program: string;
  cpu: number;
  testFile?: string;
}

function readProcesses(): Map<number, ProcessReading> {
  const processes = new Map<number, ProcessReading>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = processStat(Number(entry));
    if (!stat) continue; // The process has ended.
    let commandLine: string[];
    try {
      commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // It ended while it was read.
    }
    // Only a test file's own process names one alone (the runner's command line lists them all).
    const testFiles = commandLine.flatMap((arg) => arg.match(TEST_FILE)?.[0] ?? []);
    processes.set(Number(entry), {
      parent: stat.parent,
      program: stat.program,
      cpu: stat.utime + stat.stime,
      testFile: testFiles.length === 1 ? testFiles[0] : undefined,
    });
  }
  return processes;
}

/** The test file a process works for (its own or an ancestor's), else undefined; only processes under `root` count. */
function ownerOf(pid: number, processes: Map<number, ProcessReading>, root: number): {testFile: string} | undefined {
  let testFile: string | undefined;
  for (let current = pid; ;) {
    const reading = processes.get(current);
    if (!reading) return undefined;
    testFile ??= reading.testFile;
    if (current === root) return {testFile: testFile ?? '(outside the test files)'};
    current = reading.parent;
  }
}

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: npm run bench:test-cpu -- <command…>   (e.g. npm test -- --no-build)');
  process.exit(2);
}
const child = spawn(command[0], command.slice(1), {stdio: 'inherit'});
const byFile = new Map<string, number>();
const byProgram = new Map<string, number>();
const last = new Map<number, {program: string; cpu: number}>();
const add = (totals: Map<string, number>, key: string, seconds: number) => totals.set(key, (totals.get(key) ?? 0) + seconds);

function sample(): void {
  const processes = readProcesses();
  for (const [pid, reading] of processes) {
    const owner = ownerOf(pid, processes, child.pid!);
    if (!owner) continue;
    const before = last.get(pid);
    // A reused process id is a new process: all of its time is new.
    const used = before && before.program === reading.program ? reading.cpu - before.cpu : reading.cpu;
    last.set(pid, {program: reading.program, cpu: reading.cpu});
    if (used <= 0) continue;
    add(byFile, owner.testFile, used);
    add(byProgram, reading.program, used);
  }
}

const timer = setInterval(sample, SAMPLE_EVERY_MS);
child.on('close', (code) => {
  clearInterval(timer);
  const table = (title: string, totals: Map<string, number>) =>
    [
      `| ${title} | CPU s |`,
      '|---|---|',
      ...[...totals].sort((a, b) => b[1] - a[1]).map(([key, seconds]) => `| ${key} | ${seconds.toFixed(1)} |`),
    ].join('\n');
  const total = [...byProgram.values()].reduce((sum, seconds) => sum + seconds, 0);
  console.log(`\nCPU seconds of the command's processes, read every ${SAMPLE_EVERY_MS} ms (${total.toFixed(1)} in all):\n`);
  console.log(table('test file', byFile));
  console.log('');
  console.log(table('program', byProgram));
  process.exit(code ?? 1);
});
