/**
 * `npm test`'s summary reads the whole machine's busy CPU seconds from /proc/stat
 * (scripts/lib/cpuSeconds.ts `machineCpuSeconds`): the work that processes outside our tree did
 * counts too, and guest and steal time do not count twice or at all.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {busySecondsOfProcStat, machineCpuSeconds} from '../../scripts/lib/cpuSeconds';

test('busy seconds are user, nice, system, irq and softirq; idle, iowait, steal and guest are left out', () => {
  // user nice system idle iowait irq softirq steal guest guest_nice, in ticks of 1/100 s
  const procStat = ['cpu  1000 20 300 9000 50 4 6 700 80 9', 'cpu0 500 10 150 4500 25 2 3 350 40 4', 'intr 12345'].join('\n');
  assert.equal(busySecondsOfProcStat(procStat), (1000 + 20 + 300 + 4 + 6) / 100);
});

test('a /proc/stat without a readable cpu line is an error, not zero', () => {
  assert.throws(() => busySecondsOfProcStat(['intr 1', 'processes 2'].join('\n')), /no "cpu " line/);
  assert.throws(() => busySecondsOfProcStat('cpu  1 2 x\n'), /cannot read/);
});

test('work done by another process shows in the machine figure', {skip: !existsSync('/proc/stat') && 'not Linux'}, () => {
  const before = machineCpuSeconds()!;
  const burn = spawnSync(process.execPath, ['-e', 'const end = Date.now() + 400; while (Date.now() < end);'], {encoding: 'utf8'});
  assert.equal(burn.status, 0, burn.stderr);
  const spent = machineCpuSeconds()! - before;
  assert.ok(spent >= 0.3, `the machine's busy seconds grew by ${spent.toFixed(2)} s while a process burnt 0.4 s`);
});
