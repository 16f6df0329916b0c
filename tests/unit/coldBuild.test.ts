/**
 * `npm run bench -- --build` reads the cold build's figures from GNU time's report
 * (scripts/lib/coldBuild.ts): the wall time in its three clock formats and the peak RSS.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseGnuTime} from '../../scripts/lib/coldBuild';

const report = (clock: string) =>
  [
    '\tCommand being timed: "node docusaurus.mjs build"',
    '\tPercent of CPU this job got: 180%',
    `\tElapsed (wall clock) time (h:mm:ss or m:ss): ${clock}`,
    '\tMaximum resident set size (kbytes): 2262948',
    '\tExit status: 0',
  ].join('\n');

test('wall time in m:ss, h:mm:ss and seconds; RSS from kbytes to bytes', () => {
  assert.deepEqual(parseGnuTime(report('9:33.13')), {wallSeconds: 573.13, peakRssBytes: 2262948 * 1024});
  assert.equal(parseGnuTime(report('1:02:03.50')).wallSeconds, 3723.5);
  assert.equal(parseGnuTime(report('0:46.90')).wallSeconds, 46.9);
});

test('a report without the figures is an error, not a zero', () => {
  assert.throws(() => parseGnuTime('\tExit status: 1\n'), /no wall time or RSS/);
});
