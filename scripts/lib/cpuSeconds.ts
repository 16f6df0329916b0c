/**
 * CPU seconds (user + system) for `npm test`'s summary, read from /proc (Linux; elsewhere null):
 * the machine is shared, so wall time says more about the neighbours' load than about the tests,
 * and CPU seconds are the figure to compare between runs.
 *
 * `childCpuSeconds()` is what this process's children have used so far: the kernel adds a child's
 * time (with its own waited-for children: a build's workers) when the child is reaped, so
 * scripts/run-tests.ts takes it before and after a lane. Processes that leave the tree before they
 * end (Chromium's renderers, esbuild's and Pagefind's services) never reach it;
 * `machineCpuSeconds()`, the whole machine's busy seconds, counts them, and the run's total of it
 * divided by the cores is the shortest wall time the run's work allows.
 *
 * Loaded with `--import` (after tsx) into the build tier, this module also writes each test file's own and
 * children's CPU seconds, and the process's wall time, to the file named by DOCS_FILE_CPU_TIMES when
 * the file's process ends (node's runner runs each file in a process of its own and marks it with
 * NODE_TEST_CONTEXT).
 */
import {appendFileSync, readFileSync} from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat: 100 on every Linux build we run on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** What /proc/<pid>/stat says of a process: its parent, program name and CPU seconds (its own, and its reaped children's). */
export interface ProcessStat {
  parent: number;
  program: string;
  utime: number;
  stime: number;
  cutime: number;
  cstime: number;
}

/** /proc/<pid>/stat of a process (this one by default), or null off Linux or once the process is gone. */
export function processStat(pid: number | 'self' = 'self'): ProcessStat | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The program name (field 2) may hold spaces: the fields after its closing parenthesis, from 3 on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map((ticks) => Number(ticks) / TICKS_PER_SECOND);
  return {parent: Number(fields[1]), program: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), utime, stime, cutime, cstime};
}

/** CPU seconds of this process's reaped children (and theirs), or null off Linux. */
export function childCpuSeconds(): number | null {
  const stat = processStat();
  return stat ? stat.cutime + stat.cstime : null;
}

/**
 * Busy CPU seconds of the whole machine, all cores, from /proc/stat's first line (user, nice,
 * system, irq and softirq: guest time is inside user and nice already, and steal is time the
 * machine's host kept, not ours).
 */
export function busySecondsOfProcStat(procStat: string): number {
  const line = procStat.split('\n').find((row) => row.startsWith('cpu '));
  if (!line) throw new Error('/proc/stat has no "cpu " line');
  const [user, nice, system, , , irq, softirq] = line.trim().split(/\s+/).slice(1).map(Number);
  if ([user, nice, system, irq, softirq].some((ticks) => !Number.isFinite(ticks))) throw new Error(`/proc/stat: cannot read "${line}"`);
  return (user + nice + system + irq + softirq) / TICKS_PER_SECOND;
}

/**
 * The whole machine's busy CPU seconds so far, or null off Linux. Unlike `childCpuSeconds`, this
 * counts processes that left our tree before they ended (Chromium's renderers, esbuild's and
 * Pagefind's services, adopted by init), which the kernel never adds to any of our processes:
 * over the build tier of a fresh-clone CI run on 2026-11-29, 1,247 CPU seconds where
 * `childCpuSeconds` saw 527 (process accounting, `accton`, of another run of the tier put 732 s
 * on Chromium's processes). It also counts anything else the machine runs: on CI, nothing.
 */
export function machineCpuSeconds(): number | null {
  let procStat: string;
  try {
    procStat = readFileSync('/proc/stat', 'utf8');
  } catch {
    return null;
  }
  return busySecondsOfProcStat(procStat);
}

/** Seconds to a tenth, as the summaries and saved figures give them. */
export const round = (value: number) => Math.round(value * 10) / 10;

const timesFile = process.env.DOCS_FILE_CPU_TIMES;
if (timesFile && process.env.NODE_TEST_CONTEXT) {
  process.on('exit', () => {
    const stat = processStat();
    const file = process.argv[1];
    if (!stat || !file) return;
    const cpu = stat.utime + stat.stime + stat.cutime + stat.cstime;
    // The process's whole life, module loading and before/after hooks included (a variant build, a browser's launch).
    const wall = performance.now() / 1000;
    appendFileSync(timesFile, `${JSON.stringify({file, cpu: round(cpu), wall: round(wall)})}\n`);
  });
}
