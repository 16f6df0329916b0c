/**
 * `npm run bench -- --build` reads the cold build's figures from GNU time's report
 * (scripts/lib/coldBuild.ts): the wall time in its three clock formats and the peak RSS.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseGnuTime, parsePerfPhases} from '../../scripts/lib/coldBuild';

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

test("Docusaurus's perf lines: each process's top-level phases, its slowest plugin load, and the MCP step", () => {
  const yellow = (text: string) => `\x1b[33m${text}\x1b[39m`;
  const output = [
    `${yellow('[PERF]')} Get locales to build - 1.90 seconds! - (Heap 52mb -> 82mb / Total 103mb)`,
    '[PERF] Build > en > Load site > Load plugins > Load plugins content > Load docs@default - 1.50 seconds! - (Heap)',
    '[PERF] Build > en > Load site > Load plugins > Load plugins content > Load stencil-playground@default > loadContent() - 22.79 seconds! - (Heap)',
    '[PERF] Build > en > Load site > Load plugins > Load plugins content > Load stencil-playground@default - 22.79 seconds! - (Heap)',
    '[PERF] Build > en > Load site > Load plugins > allContentLoaded() > allContentLoaded() - llms-txt@default - 1.08 seconds! - (Heap)',
    '[PERF] Build > en > Load site - 25.18 seconds! - (Heap 82mb -> 191mb / Total 223mb)',
    '[PERF] Build > en > Bundling with rspack - 54.71 seconds! - (Heap)',
    '[INFO] [en] Creating an optimized production build...',
    '[PERF] Get locales to build - 653.83 ms - (Heap)',
    '[PERF] Build > en > SSG > Thread pool > Result for task 2 - (Heap 154mb / Total 179mb)',
    '[PERF] Build > en > SSG - 12.30 seconds! - (Heap)',
    '[PERF] Build > en > postBuild() - 24.73 seconds! - (Heap)',
    '[mcp] wrote data for Next, v4.38 (11.3 MB) and dist/cli.mjs (4511 kB) in 5.3 s',
  ].join('\n');
  assert.deepEqual(parsePerfPhases(output), [
    {process: 1, phase: 'starting: the config and locales', seconds: 1.9},
    {process: 1, phase: 'Load site', seconds: 25.18},
    {process: 1, phase: 'of loading the site, the slowest plugin: stencil-playground@default', seconds: 22.79},
    {process: 1, phase: 'Bundling with rspack', seconds: 54.71},
    {process: 2, phase: 'starting: the config and locales', seconds: 0.65383},
    {process: 2, phase: 'SSG', seconds: 12.3},
    {process: 2, phase: 'postBuild()', seconds: 24.73},
    {process: 2, phase: 'after rendering: the docs MCP server data and bundle', seconds: 5.3},
  ]);
});
