/**
 * `npm run generate -- --only diagnostic-triggers` (or `npm run diagnostics:triggers` for this step alone): runs the fixtures of src/diagnostics/triggers/ against each
 * pinned release's own compiler, in Node, and writes what each release printed to
 * src/data/generated/diagnostic-triggers.json, with each fixture's hash. Only what is stale runs
 * (a new or changed fixture, a release added by a version cut); `--all` reruns everything,
 * `--only <id>[,<id>…]` the named fixtures.
 *
 * Each release runs in a child process of its own (one compiler bundle holds a whole
 * TypeScript), two at a time on this 2-core machine. How each kind of fixture runs:
 * - `component`: the release's `transpileSync` on the module;
 * - `config`: the base project (see src/diagnostics/triggers/README.md) with these options in
 *   its `stencil.config.ts`, loaded with the release's `loadConfig`;
 * - `build`: the same project with the fixture's files, loaded and then built with
 *   `createCompiler(config).build()`; with the `prerender` flag, then prerendered with
 *   `createPrerenderer(config)`, as `stencil build --prerender` does; with a `dist-hydrate-script`
 *   output and a src/index.html, that page is rendered with the hydrate app the build wrote
 *   (`renderToString`); in a dev build (`flags.dev`) a src/index.html is also rendered with the
 *   release's `newSpecPage`, which keeps the runtime's dev-mode checks; a `main.mjs` at the
 *   project's root is imported, as a server script that loads the build;
 * - `cli`: the same project, and `node <release's stencil bin> <source>` run in it as a child
 *   process of the project fixtures' child (its output read as in src/diagnostics/triggers/README.md).
 * The entries are the ones the release's package.json names (`releaseEntries`); 5.x has no Jest
 * testing platform to render a dev page with, and its base project is its own (`baseProjectOf`).
 * Config and build runs write a real project into a temporary folder (with the release linked
 * as its `@stencil/core`), read through the release's own Node system, as `stencil build` does.
 * What reaches the user is recorded: the diagnostics, the logger's warnings and errors, the
 * console's, and a thrown error (as `thrown`).
 */
import {execFile, spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import Module, {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import {RELEASES} from '../../src/diagnostics/catalog';
import {STORE_RECORDS} from '../../src/data/records';
import {
  RUN_FIXTURES,
  TRIGGERS_RECORD,
  baseProjectHash,
  fixtureHash,
  fixtureOn,
  formHash,
  readTriggers,
  staleTriggers,
  type PrintedMessage,
  type TriggerFixture,
  type TriggersRecord,
} from '../../src/diagnostics/triggers';
import {BASE_CONFIG, baseProjectOf} from '../../src/diagnostics/triggers/baseProject';
import {releaseLayout} from '../api-facts/layout';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const RELEASES_AT_ONCE = 2;

interface Diagnostic {
  level: string;
  messageText: string;
  header?: string;
}

interface Logger {
  [method: string]: unknown;
}

interface CompilerApi {
  transpileSync: (code: string, options: Record<string, unknown>) => {diagnostics: Diagnostic[]};
  loadConfig: (init: Record<string, unknown>) => Promise<{config: Record<string, unknown>; diagnostics: Diagnostic[]}>;
  createCompiler: (config: Record<string, unknown>) => Promise<{
    build: () => Promise<{diagnostics: Diagnostic[]; hydrateAppFilePath?: string; ssrAppFilePath?: string; componentGraph?: unknown}>;
    destroy: () => Promise<void>;
  }>;
  createPrerenderer: (config: Record<string, unknown>) => Promise<{
    start: (options: {
      hydrateAppFilePath?: string;
      ssrAppFilePath?: string;
      componentGraph?: unknown;
      srcIndexHtmlPath?: string;
    }) => Promise<{diagnostics: Diagnostic[]}>;
  }>;
}

interface NodeSysApi {
  createNodeLogger: (init: {process: NodeJS.Process}) => Logger;
  createNodeSys: (init: {process: NodeJS.Process; logger?: Logger}) => unknown;
}

/**
 * Where a release's command, compiler and Node system are, as its package.json says (`bin`,
 * `exports`): 4.x `bin/stencil`, `compiler/stencil.js`, `sys/node/index.js`; 5.x `bin/stencil.mjs`
 * (which runs `@stencil/cli`), `dist/compiler/index.mjs`, `dist/sys/node/index.mjs`. 2.x and 3.x
 * have no `exports`: the same files as 4.x.
 */
function releaseEntries(releaseDir: string): {bin: string; compiler: string; nodeSys: string; testingRequire: boolean} {
  const manifest = JSON.parse(readFileSync(path.join(releaseDir, 'package.json'), 'utf8')) as {
    bin?: string | Record<string, string>;
    exports?: Record<string, string | {import?: string; require?: string}>;
  };
  const exported = (subpath: string, fallback: string) => {
    const target = manifest.exports?.[subpath];
    return path.join(releaseDir, (typeof target === 'string' ? target : target?.import) ?? fallback);
  };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.stencil;
  if (!bin) throw new Error(`${releaseDir}: its package.json names no \`stencil\` command`);
  const testing = manifest.exports?.['./testing'];
  return {
    bin: path.join(releaseDir, bin),
    compiler: exported('./compiler', 'compiler/stencil.js'),
    nodeSys: exported('./sys/node', 'sys/node/index.js'),
    // 5.x's testing platform is an ES module that imports Vitest, run only inside it (`@stencil/vitest`).
    testingRequire: !testing || typeof testing === 'string' || testing.require !== undefined,
  };
}

const versionAt = (folder: string) => (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {version: string}).version;

/**
 * 5.x's `bin/stencil.mjs` runs `@stencil/cli`, which loads `@stencil/core` as Node resolves it from
 * the CLI's own folder (not the alias the release is installed under): both must be the release's
 * version, or the run would record another release's messages.
 */
function assertOwnCli(releaseDir: string): void {
  const layout = releaseLayout(releaseDir);
  if (layout.name !== 'dist') return;
  const cliFolder = path.dirname(path.dirname(layout.cliBundle));
  const core = path.dirname(createRequire(path.join(cliFolder, 'package.json')).resolve('@stencil/core/package.json'));
  const wanted = versionAt(releaseDir);
  for (const [name, folder] of [
    ['@stencil/cli', cliFolder],
    ["@stencil/cli's @stencil/core", core],
  ]) {
    if (versionAt(folder) !== wanted)
      throw new Error(`${name} at ${folder} is ${versionAt(folder)}, not the release's ${wanted}: npm install`);
  }
}

/** A message's text without the stack of a caught exception (which names this machine's paths) or terminal colours. */
const cleanText = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n')
    .trim();

/**
 * A bundler warning's own words are its message, but the release's message is the header it
 * prints above them (`Bundling Warning <code>`), so that header is recorded as a line of its own.
 */
const bundlingHeader = /^Bundling Warning /;

const fromDiagnostics = (diagnostics: Diagnostic[]): PrintedMessage[] =>
  diagnostics
    .filter((d) => d.level === 'error' || d.level === 'warn')
    .flatMap((d) =>
      [...(d.header && bundlingHeader.test(d.header) ? [d.header] : []), cleanText(d.messageText)].map((text): PrintedMessage => ({
        level: d.level === 'warn' ? 'warning' : 'error',
        text,
      })),
    );

const textOf = (args: unknown[]) => cleanText(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));

/** Everything printed while `run` runs: the logger's and the console's warnings and errors. */
async function capturing(logger: Logger, run: () => Promise<PrintedMessage[]>): Promise<PrintedMessage[]> {
  const printed: PrintedMessage[] = [];
  const saved = {warn: console.warn, error: console.error, loggerWarn: logger.warn, loggerError: logger.error};
  console.warn = (...args: unknown[]) => printed.push({level: 'warning', text: textOf(args)});
  console.error = (...args: unknown[]) => printed.push({level: 'error', text: textOf(args)});
  logger.warn = (...args: unknown[]) => printed.push({level: 'warning', text: textOf(args)});
  logger.error = (...args: unknown[]) => printed.push({level: 'error', text: textOf(args)});
  try {
    return [...(await run()), ...printed];
  } catch (error) {
    return [...printed, {level: 'thrown', text: cleanText(error instanceof Error ? error.message : String(error))}];
  } finally {
    console.warn = saved.warn;
    console.error = saved.error;
    logger.warn = saved.loggerWarn;
    logger.error = saved.loggerError;
  }
}

/** The base project with the fixture's files, in a new temporary folder, the release as its `@stencil/core`. */
function writeProject(
  fixture: TriggerFixture,
  releaseDir: string,
  fixtureOptions = JSON.parse(fixture.source) as Record<string, unknown>,
): string {
  const version = versionAt(releaseDir);
  const dir = mkdtempSync(path.join(tmpdir(), `trigger-${fixture.id.replace(/[^\w-]+/g, '-')}-`));
  const options = {...BASE_CONFIG, ...fixtureOptions};
  const files: Record<string, string> = {
    ...baseProjectOf(version),
    'stencil.config.ts': `export const config = ${JSON.stringify(options, null, 2)};\n`,
    ...fixture.files,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  mkdirSync(path.join(dir, 'node_modules/@stencil'), {recursive: true});
  symlinkSync(releaseDir, path.join(dir, 'node_modules/@stencil/core'));
  return dir;
}

/**
 * A build with a hydrate app output (4.x `dist-hydrate-script`, 5.x `ssr`) and a src/index.html
 * also renders that page with the hydrate app it built, as a server would: the hydrate app's own
 * checks of the page (its `<style data-styles>` stylesheets) report there and nowhere in the build.
 * 5.x writes it as an ES module (`index.js` in a `type: module` package), which Node imports.
 */
async function renderWithHydrateApp(config: Record<string, unknown>, dir: string): Promise<PrintedMessage[]> {
  const outputTargets = (config.outputTargets ?? []) as {type: string; dir?: string}[];
  const hydrate = outputTargets.find((target) => target.type === 'dist-hydrate-script' || target.type === 'ssr');
  const page = path.join(dir, 'src/index.html');
  if (!hydrate?.dir || !existsSync(page)) return [];
  type HydrateApp = {renderToString: (html: string) => Promise<{diagnostics: Diagnostic[]}>};
  const app =
    hydrate.type === 'ssr'
      ? ((await import(pathToFileURL(path.resolve(dir, hydrate.dir, 'index.js')).href)) as HydrateApp)
      : (createRequire(path.join(dir, 'package.json'))(hydrate.dir) as HydrateApp);
  return fromDiagnostics((await app.renderToString(readFileSync(page, 'utf8'))).diagnostics);
}

/** Longer than a dev build of the base project takes on a busy machine (about 15 s). */
const CLI_TIMEOUT_MS = 180_000;

/**
 * The messages in what a `stencil` command printed on one stream. The logger's `[ ERROR ]` and
 * `[ WARN  ]` lines begin one; it wraps the rest onto the indented lines after, joined here with
 * spaces (a diagnostic's header line and its text become one message, which the patterns, not
 * anchored, still match). The CLI's catch-all (`uncaught cli error: Error: <text>`) is two: the
 * logger's error and the thrown error's own text. Plain console lines carry no tag: on stderr a
 * run of them is one message, recorded as an error since the output cannot tell console.warn
 * from console.error; on stdout they are the help, progress and `console.log` lines, not recorded.
 */
function cliMessages(output: string, stream: 'stdout' | 'stderr'): PrintedMessage[] {
  const messages: PrintedMessage[] = [];
  let current: PrintedMessage | undefined;
  let plain = false;
  // eslint-disable-next-line no-control-regex
  for (const line of output.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').split(/\r?\n/)) {
    const tagged = /^\[ (ERROR|WARN) +\]\s+(.*)$/.exec(line);
    if (tagged) {
      current = {level: tagged[1] === 'ERROR' ? 'error' : 'warning', text: tagged[2].trim()};
      plain = false;
      messages.push(current);
    } else if (current && !plain && /^\s+\S/.test(line)) {
      current.text += ` ${line.trim()}`;
    } else if (stream === 'stderr' && line.trim() && !line.startsWith('[')) {
      if (current && plain) current.text += ` ${line.trim()}`;
      else messages.push((current = {level: 'error', text: line.trim()}));
      plain = true;
    } else {
      current = undefined;
    }
  }
  return messages.flatMap((message) => {
    const uncaught = /^(uncaught cli error: )Error: (.*)$/.exec(message.text);
    return uncaught
      ? [
          {level: 'error', text: message.text},
          {level: 'thrown', text: uncaught[2]},
        ]
      : [message];
  });
}

/**
 * A `cli` fixture: `node <release>/bin/stencil <args>` in the project, as someone runs it without
 * a terminal (stdin closed, so no prompt and no telemetry), without colours, and with the
 * project's own `home` folder as HOME, so that the command's ~/.ionic config stays out of this
 * machine's.
 */
async function runCli(fixture: TriggerFixture, releaseDir: string, dir: string): Promise<PrintedMessage[]> {
  assertOwnCli(releaseDir);
  const child = spawn(process.execPath, [releaseEntries(releaseDir).bin, ...fixture.source.split(/\s+/).filter(Boolean)], {
    cwd: dir,
    env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0', HOME: path.join(dir, 'home')},
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: CLI_TIMEOUT_MS,
  });
  const output = {stdout: '', stderr: ''};
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString('utf8')));
  const signal = await new Promise<NodeJS.Signals | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (_code, closedBy) => resolve(closedBy));
  });
  // A command still running at the timeout waits for something (a prompt, a watcher): the fixture is wrong.
  if (signal)
    throw new Error(`cli fixture ${fixture.id}: \`stencil ${fixture.source}\` ended by ${signal} (over ${CLI_TIMEOUT_MS / 1000} s)`);
  return [...cliMessages(output.stdout, 'stdout'), ...cliMessages(output.stderr, 'stderr')];
}

/**
 * A dev build (`flags.dev`) with a src/index.html also has that page rendered by the release's
 * testing platform, `newSpecPage` of `@stencil/core/testing`, with the project's components as a
 * spec test registers them: the hydrate app leaves out the runtime's dev-mode checks, the testing
 * platform keeps them (a dev warning goes to console.warn; a dev error is thrown once the page
 * settles, as a spec test sees it). That entry point loads Jest's packages when it starts, for
 * its test runner only; they are not installed here, so those requests get an empty class.
 */
async function renderWithSpecPage(releaseDir: string, dir: string): Promise<PrintedMessage[]> {
  const page = path.join(dir, 'src/index.html');
  if (!existsSync(page) || !releaseEntries(releaseDir).testingRequire) return [];
  const stub = path.join(dir, '.jest-stub.cjs');
  writeFileSync(stub, 'class Stub {}\nmodule.exports = Stub;\nmodule.exports.default = Stub;\nmodule.exports.defaults = {};\n');
  const resolver = Module as unknown as {_resolveFilename: (request: string, ...rest: unknown[]) => string};
  const resolve = resolver._resolveFilename;
  // The release is linked under another name: its own `@stencil/core/…` requests must reach it.
  resolver._resolveFilename = function (request, ...rest) {
    if (/^(jest|@jest\/|yargs$)/.test(request)) return stub;
    return resolve.call(this, /^@stencil\/core(\/|$)/.test(request) ? request.replace('@stencil/core', releaseDir) : request, ...rest);
  };
  try {
    const load = createRequire(path.join(dir, 'package.json'));
    const testing = load('@stencil/core/testing') as {
      transpile: (code: string, options: Record<string, unknown>) => {code: string; diagnostics: Diagnostic[]};
      newSpecPage: (options: {components: unknown[]; html: string}) => Promise<unknown>;
    };
    const compiled = path.join(dir, '.spec-page');
    const components: unknown[] = [];
    const modules = (readdirSync(path.join(dir, 'src'), {recursive: true}) as string[]).filter((file) => /(?<!\.d)\.tsx?$/.test(file));
    for (const file of modules) {
      const source = path.join(dir, 'src', file);
      const output = path.join(compiled, file.replace(/\.tsx?$/, '.js'));
      mkdirSync(path.dirname(output), {recursive: true});
      writeFileSync(output, testing.transpile(readFileSync(source, 'utf8'), {file: source, currentDirectory: dir}).code);
    }
    for (const file of modules) {
      const exported = load(path.join(compiled, file.replace(/\.tsx?$/, '.js'))) as Record<string, unknown>;
      components.push(...Object.values(exported).filter((value) => typeof value === 'function' && 'COMPILER_META' in value));
    }
    const html = readFileSync(page, 'utf8');
    await testing.newSpecPage({components, html: /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html});
    return [];
  } catch (error) {
    return [{level: 'thrown', text: cleanText(error instanceof Error ? error.message : String(error))}];
  } finally {
    resolver._resolveFilename = resolve;
  }
}

/**
 * A build fixture with a `main.mjs` at its root has that script imported after the build, in this
 * process, as Node runs a server script that imports what the build wrote.
 */
async function runMainScript(dir: string): Promise<PrintedMessage[]> {
  const script = path.join(dir, 'main.mjs');
  if (!existsSync(script)) return [];
  // What the script starts with a promise settles after the import; a rejection nobody handles would end the process.
  const rejected: PrintedMessage[] = [];
  const onRejection = (error: unknown) =>
    rejected.push({level: 'thrown', text: cleanText(error instanceof Error ? error.message : String(error))});
  process.on('unhandledRejection', onRejection);
  try {
    await import(pathToFileURL(script).href);
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    process.off('unhandledRejection', onRejection);
  }
  return rejected;
}

/**
 * 5.x's compiler reads no `config.flags`: its `@stencil/cli` turns the flags into config options
 * before `loadConfig` (`mergeFlags` in its dist/index.mjs, not exported). The ones a fixture sets, as it does.
 */
function optionsOfFlags(flags: Record<string, boolean | string>): Record<string, unknown> {
  return {
    ...(flags.dev === true ? {devMode: true} : {}),
    ...(typeof flags.watch === 'boolean' ? {watch: flags.watch} : {}),
    ...(typeof flags.cache === 'boolean' ? {enableCache: flags.cache} : {}),
    ...(typeof flags.ssr === 'boolean' ? {ssr: flags.ssr} : {}),
    ...(typeof flags.prerender === 'boolean' ? {prerender: flags.prerender} : {}),
  };
}

/** Where a component fixture's module is, as `transpileSync` is told. */
const COMPONENT_FILE = 'src/components/my-card/my-card.tsx';

/**
 * A component fixture's other modules, handed to 5.x's `transpileSync` as its `resolveImport`
 * callback (what a test runner's or a bundler's plugin passes so that the classes a component
 * extends are read): a relative import resolves to one of `files`, with or without its extension.
 */
function resolvingFrom(files: Record<string, string>): (specifier: string, importer: string) => {code: string; path: string} | null {
  return (specifier, importer) => {
    if (!specifier.startsWith('.')) return null;
    const base = path.posix.join(path.posix.dirname(importer), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => candidate in files);
    return found ? {code: files[found], path: found} : null;
  };
}

/** The temporary folder's name changes with each run: the record names it as the project's root. */
const withProjectNamed = (printed: PrintedMessage[], dir: string): PrintedMessage[] =>
  printed.map((message) => ({...message, text: message.text.split(dir).join('<project>')}));

async function runRelease(typingsPackage: string, ids: string[]): Promise<Record<string, PrintedMessage[]>> {
  const releaseDir = path.join(projectRoot, 'node_modules', typingsPackage);
  const entries = releaseEntries(releaseDir);
  const compiler = (await import(pathToFileURL(entries.compiler).href)) as {
    default?: CompilerApi;
  } & CompilerApi;
  const api = compiler.default ?? compiler;
  const nodeSys = (await import(pathToFileURL(entries.nodeSys).href)) as {default?: NodeSysApi} & NodeSysApi;
  const sysApi = nodeSys.default ?? nodeSys;
  const results: Record<string, PrintedMessage[]> = {};
  const projects: string[] = [];
  const version = versionAt(releaseDir);
  // Each fixture in the form this release takes (its next-major spelling on 5.x).
  for (const fixture of RUN_FIXTURES.filter((candidate) => ids.includes(candidate.id)).map((candidate) => fixtureOn(candidate, version))) {
    const logger = sysApi.createNodeLogger({process});
    // The build's progress lines go to the logger's info and debug: not what a fixture checks.
    logger.info = () => {};
    logger.debug = () => {};
    if (fixture.kind === 'component') {
      results[fixture.id] = await capturing(logger, async () =>
        fromDiagnostics(
          api.transpileSync(fixture.source, {
            file: COMPONENT_FILE,
            ...(fixture.files ? {resolveImport: resolvingFrom(fixture.files)} : {}),
          }).diagnostics,
        ),
      );
      continue;
    }
    if (fixture.kind === 'cli') {
      const dir = writeProject(fixture, releaseDir, fixture.options ?? {});
      projects.push(dir);
      results[fixture.id] = withProjectNamed(await runCli(fixture, releaseDir, dir), dir);
      continue;
    }
    const dir = writeProject(fixture, releaseDir);
    projects.push(dir);
    // The release's Node system starts its workers in the working folder, and keeps them for the next build.
    process.chdir(dir);
    results[fixture.id] = await capturing(logger, async () => {
      const sys = sysApi.createNodeSys({process, logger});
      // 2.x–4.x read the command line flags from `config.flags`, as their `stencil` command hands them over.
      const loaded = await api.loadConfig({
        config: {flags: fixture.flags ?? {}, ...(releaseLayout(releaseDir).name === 'dist' ? optionsOfFlags(fixture.flags ?? {}) : {})},
        configPath: path.join(dir, 'stencil.config.ts'),
        logger,
        sys,
      });
      const printed = fromDiagnostics(loaded.diagnostics);
      if (fixture.kind === 'config' || printed.some((message) => message.level === 'error')) return printed;
      const instance = await api.createCompiler(loaded.config);
      let built;
      try {
        built = await instance.build();
        printed.push(...fromDiagnostics(built.diagnostics));
      } finally {
        await instance.destroy();
      }
      if (printed.some((message) => message.level === 'error')) return printed;
      // `stencil build --prerender` prerenders after a build without errors, from the hydrate app the build wrote.
      if (fixture.flags?.prerender === true) {
        const prerenderer = await api.createPrerenderer(loaded.config);
        // 4.x names the hydrate app `hydrateAppFilePath`, 5.x `ssrAppFilePath`: each reads its own.
        const {hydrateAppFilePath, ssrAppFilePath, componentGraph} = built;
        printed.push(...fromDiagnostics((await prerenderer.start({hydrateAppFilePath, ssrAppFilePath, componentGraph})).diagnostics));
      }
      printed.push(...(await renderWithHydrateApp(loaded.config, dir)), ...(await runMainScript(dir)));
      return fixture.flags?.dev === true ? [...printed, ...(await renderWithSpecPage(releaseDir, dir))] : printed;
    });
    results[fixture.id] = withProjectNamed(results[fixture.id], dir);
  }
  process.chdir(projectRoot);
  for (const dir of projects) rmSync(dir, {recursive: true, force: true});
  return results;
}

const childFlag = process.argv.indexOf('--release');
if (childFlag !== -1) {
  // The child: one release, its results as JSON after a marker on stdout (the compilers print their own lines before it).
  // Each fixture's Node system adds its own exit and signal listeners: past ten, Node's leak warning
  // (with this process's id) would land in the record of whichever fixture ran then.
  process.setMaxListeners(0);
  const results = await runRelease(process.argv[childFlag + 1], process.argv[childFlag + 2].split(','));
  process.stdout.write(`\n@@RESULTS@@${JSON.stringify(results)}`);
  // A build leaves timers and watchers of the release's Node system behind.
  process.exit(0);
} else {
  const args = process.argv.slice(2);
  const onlyAt = args.indexOf('--only');
  const only = onlyAt === -1 ? undefined : args[onlyAt + 1].split(',');
  const previous = readTriggers();
  const record: TriggersRecord = {
    generated: {by: STORE_RECORDS['diagnostic-triggers'].writtenBy},
    fixtures: {...previous?.fixtures},
    baseProjects: {...previous?.baseProjects},
    forms: structuredClone(previous?.forms ?? {}),
    releases: structuredClone(previous?.releases ?? {}),
  };
  const versions = RELEASES.map((release) => release.npmVersion);
  const {missing, removed} = staleTriggers(args.includes('--all') ? undefined : previous, versions);
  // Component fixtures and project fixtures of a release run in separate children: in 2.x a build
  // after a `transpileSync` in the same process ends it (`process.exit(1)` through the TypeScript
  // system the transpile patched).
  const toRun = RELEASES.flatMap((release) => {
    const runsHere = (fixture: (typeof RUN_FIXTURES)[number]) => !fixture.releases || fixture.releases.includes(release.npmVersion);
    const ids = only
      ? RUN_FIXTURES.filter((fixture) => only.includes(fixture.id) && runsHere(fixture)).map((fixture) => fixture.id)
      : (missing[release.npmVersion] ?? []);
    const isComponent = (id: string) => RUN_FIXTURES.find((fixture) => fixture.id === id)?.kind === 'component';
    return [ids.filter(isComponent), ids.filter((id) => !isComponent(id))].map((group) => ({release, ids: group}));
  }).filter((job) => job.ids.length > 0);
  const run = promisify(execFile);
  const queue = [...toRun];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = performance.now();
      const {stdout} = await run(
        process.execPath,
        [...process.execArgv, import.meta.filename, '--release', job.release.typingsPackage, job.ids.join(',')],
        {
          encoding: 'utf8',
          maxBuffer: 256 * 1024 * 1024,
        },
      );
      const results = JSON.parse(stdout.slice(stdout.lastIndexOf('@@RESULTS@@') + 11)) as Record<string, PrintedMessage[]>;
      record.releases[job.release.npmVersion] = {...record.releases[job.release.npmVersion], ...results};
      const forms = (record.forms![job.release.npmVersion] ??= {});
      for (const id of job.ids) {
        const hash = formHash(
          RUN_FIXTURES.find((fixture) => fixture.id === id)!,
          job.release.npmVersion,
        );
        if (hash) forms[id] = hash;
        else delete forms[id];
      }
      console.log(
        `diagnostic triggers: ${job.release.npmVersion}: ${job.ids.length} fixtures in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  };
  await Promise.all(Array.from({length: RELEASES_AT_ONCE}, worker));
  for (const fixture of RUN_FIXTURES) record.fixtures[fixture.id] = fixtureHash(fixture);
  for (const id of removed) {
    delete record.fixtures[id];
    for (const results of Object.values(record.releases)) delete results[id];
  }
  for (const release of Object.keys(record.releases)) if (!versions.includes(release)) delete record.releases[release];
  // Sorted keys: a rerun of some fixtures leaves a diff of those only.
  const sorted = (object: Record<string, unknown>) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
  for (const version of versions) {
    const hash = baseProjectHash(version);
    // Set once the release's fixtures ran with it: a changed base project leaves every one of them stale until then.
    if (hash && !only && toRun.some((job) => job.release.npmVersion === version)) record.baseProjects![version] = hash;
  }
  record.baseProjects = sorted(
    Object.fromEntries(Object.entries(record.baseProjects!).filter(([version]) => baseProjectHash(version) !== undefined)),
  ) as Record<string, string>;
  // A record with no such release keeps the shape it had.
  if (Object.keys(record.baseProjects).length === 0) delete record.baseProjects;
  record.forms = Object.fromEntries(
    versions
      .map((version) => {
        const known = Object.entries(record.forms![version] ?? {}).filter(([id]) => RUN_FIXTURES.some((fixture) => fixture.id === id));
        return [version, sorted(Object.fromEntries(known))] as const;
      })
      .filter(([, forms]) => Object.keys(forms).length > 0),
  ) as Record<string, Record<string, string>>;
  if (Object.keys(record.forms).length === 0) delete record.forms;
  record.fixtures = sorted(record.fixtures) as Record<string, string>;
  record.releases = Object.fromEntries(
    versions.filter((version) => record.releases[version]).map((version) => [version, sorted(record.releases[version])]),
  ) as TriggersRecord['releases'];
  writeFileSync(path.join(projectRoot, TRIGGERS_RECORD), `${JSON.stringify(record, null, 2)}\n`);
  console.log(toRun.length === 0 ? `diagnostic triggers: ${TRIGGERS_RECORD} is current` : `diagnostic triggers → ${TRIGGERS_RECORD}`);
}
