/**
 * `npm run diagnostics:triggers`: runs every fixture of src/diagnostics/triggers.ts against each
 * pinned release's own compiler, in Node, and writes what each release printed to
 * src/data/generated/diagnostic-triggers.json (with the hash of the fixtures). Each release runs
 * in a child process of its own: one compiler bundle holds a whole TypeScript, and eight at once
 * would take gigabytes on a shared machine.
 *
 * A component fixture goes through the release's `transpileSync` (one file, the decorator and
 * component checks); a config fixture through `validateConfig` (exported by 4.x only). A message
 * a release throws instead of reporting is recorded as `thrown`.
 */
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {RELEASES} from '../../src/diagnostics/catalog';
import {FIXTURES, TRIGGERS_RECORD, fixturesHash, type PrintedMessage, type TriggersRecord} from '../../src/diagnostics/triggers';

const projectRoot = path.resolve(import.meta.dirname, '../..');

interface Diagnostic {
  level: string;
  messageText: string;
}

interface CompilerApi {
  transpileSync: (code: string, options: Record<string, unknown>) => {diagnostics: Diagnostic[]};
  validateConfig?: (config: unknown, bootstrap: Record<string, unknown>) => {diagnostics: Diagnostic[]};
}

/** A message's text without the stack of a caught exception (which names this machine's paths). */
const withoutStack = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n');

const printed = (diagnostics: Diagnostic[]): PrintedMessage[] =>
  diagnostics
    .filter((d) => d.level === 'error' || d.level === 'warn')
    .map((d) => ({level: d.level === 'warn' ? 'warning' : 'error', text: withoutStack(d.messageText)}));

async function runRelease(typingsPackage: string): Promise<Record<string, PrintedMessage[] | {skipped: string}>> {
  const module = (await import(pathToFileURL(path.join(projectRoot, 'node_modules', typingsPackage, 'compiler/stencil.js')).href)) as {
    default?: CompilerApi;
  } & CompilerApi;
  const api = module.default ?? module;
  const results: Record<string, PrintedMessage[] | {skipped: string}> = {};
  for (const fixture of FIXTURES) {
    try {
      if (fixture.kind === 'component') {
        results[fixture.id] = printed(api.transpileSync(fixture.source, {file: 'src/components/my-card/my-card.tsx'}).diagnostics);
      } else if (api.validateConfig) {
        results[fixture.id] = printed(api.validateConfig(JSON.parse(fixture.source), {}).diagnostics);
      } else {
        results[fixture.id] = {skipped: 'this release exports no validateConfig'};
      }
    } catch (error) {
      results[fixture.id] = [{level: 'thrown', text: withoutStack(error instanceof Error ? error.message : String(error))}];
    }
  }
  return results;
}

const only = process.argv.indexOf('--release');
if (only !== -1) {
  // The child: one release, its results as JSON on stdout (the compilers log to stderr or not at all).
  const results = await runRelease(process.argv[only + 1]);
  process.stdout.write(`\n@@RESULTS@@${JSON.stringify(results)}`);
} else {
  const record: TriggersRecord = {generated: {by: 'npm run diagnostics:triggers', fixtures: fixturesHash()}, releases: {}};
  for (const release of RELEASES) {
    const started = performance.now();
    const output = execFileSync(process.execPath, [...process.execArgv, import.meta.filename, '--release', release.typingsPackage], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    record.releases[release.npmVersion] = JSON.parse(
      output.slice(output.lastIndexOf('@@RESULTS@@') + 11),
    ) as TriggersRecord['releases'][string];
    console.log(
      `diagnostic triggers: ${release.npmVersion}: ${FIXTURES.length} fixtures in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  writeFileSync(path.join(projectRoot, TRIGGERS_RECORD), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`diagnostic triggers → ${TRIGGERS_RECORD}`);
}
