/**
 * `npm test`: every check, in lanes, cheapest first, failing fast, with each step's duration
 * and a summary table at the end (where CI's time goes).
 *
 * 1. static checks, side by side: formatting (prettier --check), spelling (cspell: the docs'
 *    prose, the code's names and comments), type check (tsc --noEmit) and lint (ESLint);
 * 2. the unit tier, tests/unit/*.test.ts: pure logic in seconds, no build, no browser (version
 *    fences, versions, content-rule helpers, search helpers, serving rules, version:cut, the
 *    internals contract, the generated records' freshness) — `npm run test:unit` stops here;
 * 3. the content tier, tests/content/*.test.ts: every page of every version, still without a
 *    build (inventory coverage and content rules, examples' type check against each release,
 *    the v3/v2 API-name scan, the 4.x snapshots' drift) — `npm run test:content` stops here;
 * 4. the production build (broken links and anchors fail it), side by side with the unit and
 *    content tiers (one core each would otherwise sit idle);
 * 5. the build tier, tests/*.test.ts: the built HTML and Chromium against the build served by
 *    `npm run serve`'s server (scripts/serve.ts) on a free loopback port (DOCS_TEST_ORIGIN
 *    tells the browser tests where). Its per-file times are in the summary.
 *
 * `npm test -- --no-build` reuses an existing build/; `npm test -- tests/site.test.ts` runs the
 * named files (after the type check) against the served build.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {availableParallelism, tmpdir} from 'node:os';
import path from 'node:path';
import {serveBuild} from './lib/serveBuild';
import {testFilesIn} from './lib/testFiles';
import {launchBrowserServer, BROWSER_SERVER_ENV} from './lib/browser';
import {childCpuSeconds, machineCpuSeconds} from './lib/cpuSeconds';

const root = path.resolve(import.meta.dirname, '..');
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const namedFiles = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unitOnly = flags.includes('--unit');
const contentOnly = flags.includes('--content');
const skipBuild = flags.includes('--no-build');
/**
 * Build-tier files run four at a time, the long ones first: most of their time is spent waiting
 * (a browser's typing pause, page loads, nginx, a checker's requests), not computing. Fresh-clone
 * runs of the same tree with Next on 5.x (2026-11-28): four, 641 s for the tier (CI18); three,
 * 704 s (CI19), each file faster but fewer at once. Five had made the serving test fail with "other
 * side closed": a test process kept from its event loop for over 5 s sent its next request on a
 * connection the server had closed (node:http's 5 s keep-alive; the server now keeps nginx's 75 s,
 * scripts/lib/buildServer.ts). On 2026-11-29 against one build, six took 601 s and four 621 s,
 * both with the machine's CPU busy 98-99 % of the time (vmstat): the tier is CPU-bound, and more
 * at once only moves the queue into the scheduler.
 * `DOCS_BUILD_TIER_FILES_AT_ONCE=1` runs them one by one (to rule out interference).
 */
const BUILD_TIER_FILES_AT_ONCE = Number(process.env.DOCS_BUILD_TIER_FILES_AT_ONCE ?? 4);
/** One Chromium for the whole build tier (scripts/lib/browser.ts says why); `DOCS_SHARED_BROWSER=false` launches one per file. */
const SHARED_BROWSER = process.env.DOCS_SHARED_BROWSER !== 'false';
/**
 * The build tier's longest files, longest first (wall seconds of a fresh-clone run, three at a
 * time, 2026-11-28, in the comments), started first: node's runner starts files in the order
 * given, and a long file started last leaves the tier running it alone at the end (playground,
 * not in this list, started two thirds of the way in and ran 166 s).
 */
const LONG_BUILD_TIER_FILES = [
  'tests/playground.test.ts', // 166 s: each test compiles in Chromium
  'tests/search.test.ts', // 142 s
  // Each builds a variant of the site (tests/support/variantBuild.ts): CPU, beside the files that wait.
  'tests/hostedSearch.test.ts', // 73 s
  'tests/stockClient.test.ts', // 74 s
  'tests/afdocs.test.ts', // 115 s, half of it CPU
  'tests/site.test.ts', // 102 s
  'tests/docPageActions.test.ts', // 84 s
  'tests/diagnostics.test.ts', // 80 s
  'tests/pastedMessages.test.ts', // 80 s
  'tests/pages.test.ts', // 75 s
  'tests/projectCheck.test.ts', // 62 s
  'tests/userQuestions.test.ts', // 45 s
  'tests/apiAvailability.test.ts', // 44 s
  'tests/builtPages.test.ts', // 42 s
];

/** The build tier's files, the long ones first, the rest in name order. */
function buildTierOrder(files: string[]): string[] {
  const rank = (file: string) =>
    LONG_BUILD_TIER_FILES.includes(file) ? LONG_BUILD_TIER_FILES.indexOf(file) : LONG_BUILD_TIER_FILES.length;
  return [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

interface Command {
  title: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

interface Timing {
  lane: string;
  title: string;
  seconds: number;
  /** User + system CPU seconds, where known: a lane's (all its steps), a build-tier file's (with its children). */
  cpu?: number;
  /** A lane's busy CPU seconds of the whole machine (scripts/lib/cpuSeconds.ts `machineCpuSeconds`: what left the process tree too). */
  machineCpu?: number;
  ok: boolean;
}

const timings: Timing[] = [];
const runStarted = Date.now();
const machineCpuAtStart = machineCpuSeconds();
const CORES = availableParallelism();
const seconds = (since: number) => (Date.now() - since) / 1000;

/**
 * Runs one command. Alone, its output streams as it comes; side by side with others, each
 * command's output is held and printed in one piece when it ends, so lanes do not interleave.
 */
function run({title, command, args, env}: Command, lane: string, stream: boolean): Promise<boolean> {
  const started = Date.now();
  if (stream) console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: root, env: env ?? process.env, stdio: stream ? 'inherit' : 'pipe'});
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const took = seconds(started);
      if (!stream) {
        console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
        process.stdout.write(Buffer.concat(held));
      }
      console.log(ok ? `✔ ${title} (${took.toFixed(1)} s)` : `✖ ${title} failed (exit ${code ?? signal}, ${took.toFixed(1)} s)`);
      timings.push({lane, title, seconds: took, ok});
      resolve(ok);
    });
  });
}

/** A lane: its commands side by side; the run stops after it if any failed. */
async function lane(name: string, commands: Command[]): Promise<void> {
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const machineBefore = machineCpuSeconds();
  const results = await Promise.all(commands.map((command) => run(command, name, commands.length === 1)));
  recordLane(name, started, cpuBefore, machineBefore, !results.includes(false));
  if (results.includes(false)) finish(1);
}

/** A lane's row: its wall time, the CPU seconds of all its steps (the children reaped since it began) and the machine's. */
function recordLane(name: string, started: number, cpuBefore: number | null, machineBefore: number | null, ok: boolean): void {
  timings.push({
    lane: name,
    title: '(the lane)',
    seconds: seconds(started),
    cpu: since(cpuBefore, childCpuSeconds()),
    machineCpu: since(machineBefore, machineCpuSeconds()),
    ok,
  });
}

const since = (before: number | null, after: number | null) => (before === null || after === null ? undefined : after - before);
const cell = (value: number | undefined) => (value === undefined ? '' : value.toFixed(1));

function finish(code: number): never {
  const rows = timings.map(
    (t) => `| ${t.lane} | ${t.title} | ${t.seconds.toFixed(1)} | ${cell(t.cpu)} | ${cell(t.machineCpu)} | ${t.ok ? 'ok' : 'FAILED'} |`,
  );
  const cpu = childCpuSeconds();
  const machineCpu = since(machineCpuAtStart, machineCpuSeconds());
  console.log(
    [
      '',
      `Where the time went (${seconds(runStarted).toFixed(1)} s in all${cpu === null ? '' : `, ${cpu.toFixed(1)} CPU seconds`}` +
        `${machineCpu === undefined ? '' : `, ${machineCpu.toFixed(1)} of the machine's, at least ${(machineCpu / CORES).toFixed(0)} s on its ${CORES} cores`};` +
        ' steps of one lane ran side by side; CPU seconds are user + system, the figure to compare on a shared machine;' +
        " the machine's are every process's, ours and any neighbour's, the cost on CI, where nothing else runs):",
      '',
      '| lane | step | seconds | CPU s | machine CPU s | result |',
      '|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
  process.exit(code);
}

/**
 * node --test over files, with the spec reporter on stdout; for the build tier also per-file times
 * into `timesFile` (the tests' own durations, scripts/lib/fileTimesReporter.mjs) and each file
 * process's wall time and CPU seconds into `cpuFile` (scripts/lib/cpuSeconds.ts).
 */
function nodeTest(files: string[], timesFile?: string, concurrency = 1): string[] {
  const times = timesFile
    ? [
        '--import',
        path.join(root, 'scripts/lib/cpuSeconds.ts'),
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        `--test-reporter=${path.join(root, 'scripts/lib/fileTimesReporter.mjs')}`,
        `--test-reporter-destination=${timesFile}`,
      ]
    : ['--test-reporter=spec'];
  return ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...times, ...files];
}

const readJsonLines = <T>(file: string): T[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as T)
    : [];

/**
 * Adds the build tier's per-file rows to the summary: each file process's whole life (module
 * loading and before/after hooks included) and its CPU seconds with its children's, or, where the
 * process wrote none, its tests' own durations (scripts/lib/fileTimesReporter.mjs: the tests a
 * support module declares, tests/support/servingCases.ts, show under that module).
 */
function recordFileTimes(timesFile: string, cpuFile: string): void {
  const processes = new Map(readJsonLines<{file: string; cpu: number; wall: number}>(cpuFile).map((entry) => [entry.file, entry]));
  const reported = readJsonLines<{file: string; ms: number; failed: number}>(timesFile);
  const files = [...new Set([...reported.map((entry) => entry.file), ...processes.keys()])].sort();
  for (const file of files) {
    const tests = reported.find((entry) => entry.file === file);
    const own = processes.get(file);
    timings.push({
      lane: 'build tier',
      title: path.relative(root, file),
      seconds: own?.wall ?? (tests?.ms ?? 0) / 1000,
      cpu: own?.cpu,
      ok: (tests?.failed ?? 0) === 0,
    });
  }
}

const everything = namedFiles.length === 0;
const typeCheck: Command = {title: 'type check', command: 'npx', args: ['tsc', '--noEmit']};
/** A tier of pure tests, its files in one process (scripts/lib/testsInOneProcess.ts says why). */
const inOneProcess = (title: string, folder: string): Command => ({
  title,
  command: process.execPath,
  args: nodeTest([path.join(root, 'scripts/lib/testsInOneProcess.ts')]),
  env: {...process.env, DOCS_TEST_FOLDER: folder},
});
const unitTier = inOneProcess('unit tests', 'tests/unit');
const contentTier = inOneProcess('content tests', 'tests/content');
// The package script (scripts/build.sh), not the binary: the build as deploys run it.
const productionBuild: Command = {title: 'production build', command: 'npm', args: ['run', 'build']};
const needsBuild = !skipBuild || !existsSync(path.join(root, 'build/index.html'));

if (everything) {
  await lane('static', [
    {title: 'format', command: 'npx', args: ['prettier', '--check', '.']},
    {title: 'spelling', command: 'npx', args: ['cspell', '--no-progress']},
    typeCheck,
    {title: 'lint', command: 'npx', args: ['eslint', '--max-warnings=0', '.']},
  ]);
  if (unitOnly) {
    await lane('unit', [unitTier]);
    finish(0);
  }
  if (contentOnly) {
    await lane('unit and content', [unitTier, contentTier]);
    finish(0);
  }
  // The tiers are one process at a time each, and the build's bundling runs mostly on one
  // thread: side by side they share the two cores instead of leaving one idle. Neither tier
  // reads build/ or .docusaurus/, which the build writes.
  await lane(needsBuild ? 'unit, content and build' : 'unit and content', [
    unitTier,
    contentTier,
    ...(needsBuild ? [productionBuild] : []),
  ]);
} else {
  await lane('static', [typeCheck]);
  if (needsBuild) await lane('build', [productionBuild]);
}

const buildTierStarted = Date.now();
const buildTierCpuBefore = childCpuSeconds();
const buildTierMachineBefore = machineCpuSeconds();
const served = await serveBuild();
const browserServer = SHARED_BROWSER ? await launchBrowserServer() : undefined;
const timesDir = mkdtempSync(path.join(tmpdir(), 'test-times-'));
const timesFile = path.join(timesDir, 'build-tier.jsonl');
const cpuFile = path.join(timesDir, 'build-tier-cpu.jsonl');
const buildTierOk = await run(
  {
    title: `build tier against ${served.origin}`,
    command: process.execPath,
    args: nodeTest(namedFiles.length ? namedFiles : buildTierOrder(testFilesIn('tests')), timesFile, BUILD_TIER_FILES_AT_ONCE),
    env: {
      ...process.env,
      DOCS_TEST_ORIGIN: served.origin,
      DOCS_FILE_CPU_TIMES: cpuFile,
      ...(browserServer ? {[BROWSER_SERVER_ENV]: browserServer.wsEndpoint()} : {}),
    },
  },
  'build tier',
  true,
);
await browserServer?.close();
served.stop();
// The tier's own line above holds the whole (the shared Chromium and the server included); the per-file lines below it split it.
timings.at(-1)!.seconds = seconds(buildTierStarted);
const buildTierCpuAfter = childCpuSeconds();
if (buildTierCpuBefore !== null && buildTierCpuAfter !== null) timings.at(-1)!.cpu = buildTierCpuAfter - buildTierCpuBefore;
timings.at(-1)!.machineCpu = since(buildTierMachineBefore, machineCpuSeconds());
recordFileTimes(timesFile, cpuFile);
rmSync(timesDir, {recursive: true, force: true});
finish(buildTierOk ? 0 : 1);
