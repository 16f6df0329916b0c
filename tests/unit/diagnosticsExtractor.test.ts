/**
 * Issue 38: the extractor finds every message a reader can see — throws in the client and
 * hydrate runtimes, the hydrate app's diagnostics, `logger.*` calls whatever wraps the text, and
 * the testing bundle — and the sites of Stencil's own code it leaves out are listed here with
 * the reason (SKIP_REASONS). The real-package part reads only the small files (runtimes, CLI,
 * `bin/stencil`) of the newest and the oldest pinned release; the compiler bundle is left to
 * `npm run generate`.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {RELEASES, releaseDiagnostics, releaseOf, type ExtractedDiagnostic, type Release} from '../../src/diagnostics/catalog';
import {LATEST_VERSION} from '../../src/versions/versions';
import {
  PACKAGE_FILES,
  SKIP_REASONS,
  extractFromSource,
  packageFiles,
  type SkipReason,
  type SkippedSite,
} from '../../generators/diagnostics/extract';
import {emissionText} from '../../src/diagnostics/render';
import {NEXT_MAJOR_RELEASE} from '../../src/versions/nextMajor';

const root = path.resolve(import.meta.dirname, '../..');
const emitted = (d: ExtractedDiagnostic) => d.emits.map((e) => `${e.level}/${e.mode}/${e.way}`).sort();

test('logger calls: the colour, symbol or array around the text is unwrapped; info and debug lines are listed as skipped', () => {
  const cli = `
    var startup = (logger, version) => {
      if (version.includes("-")) { logger.warn(logger.yellow(\`This prerelease may change without notice at any time\`)); }
    };
    var run = (config) => { config.logger.error(\`\${config.logger.emoji("❌ ")}Invalid command given, see the options below:\`); };
    var stats = (config, file) => { config.logger.warn([\`Stats could not be written to \${file}\`]); };
    var progress = (logger) => { logger.info(logger.cyan("compiling the project now")); };`;
  const skipped: SkippedSite[] = [];
  const found = extractFromSource(cli, 'cli/index.js', 'cli', {skipped});
  assert.deepEqual(
    found.map((d) => [d.pattern, ...emitted(d)]),
    [
      ['This prerelease may change without notice at any time', 'warning/cli/logger'],
      ['Invalid command given, see the options below:', 'error/cli/logger'],
      ['Stats could not be written to <file>', 'warning/cli/logger'],
    ],
  );
  assert.deepEqual(skipped, [{text: 'compiling the project now', reason: 'progress-line', sourceFile: undefined}]);
});

test("runtime throws and the hydrate app's diagnostics are messages, with their build mode", () => {
  const runtime = `
    var render = (BUILD, result) => { if (tag = host.tagName, BUILD.isDev && Array.isArray(result)) throw new Error(\`The host must be the single root, not in an array: \${tag}\`); };
    var init = async (cmpMeta, Cstr) => { if (!Cstr) { throw new Error(\`Constructor for "\${cmpMeta.$tagName$}" was not found\`); } };
    function renderCatchError(opts, results, err) {
      const diagnostic = { level: "error", header: "Hydrate Error", messageText: "" };
      if (err != null) { diagnostic.messageText = err.stack != null ? err.stack.toString() : err.toString(); }
      results.diagnostics.push(diagnostic);
    }
    function hydrate(opts, results) {
      function hydratedError(err) { renderCatchError(opts, results, err); }
      function timeoutExceeded() { hydratedError(\`Hydrate exceeded the timeout of the render\`); }
    }`;
  const found = extractFromSource(runtime, 'internal/hydrate/index.js', 'runtime');
  assert.deepEqual(
    found.map((d) => [d.pattern, ...emitted(d)]),
    [
      ['The host must be the single root, not in an array: <tag>', 'error/dev/thrown'],
      ['Constructor for "<tagName>" was not found', 'error/always/thrown'],
      ['Hydrate exceeded the timeout of the render', 'error/always/diagnostic'],
    ],
  );
});

test("the testing bundle: a Jest matcher's throw is a test's failed assertion, skipped with its reason", () => {
  const testing = `
    function toHaveClass(elm, name) { if (!elm) throw new Error("expect toHaveClass value is null for this component"); }
    async function newE2EPage() { if (!global.page) throw new Error("newE2EPage() is only available from E2E tests of a component"); }`;
  const skipped: SkippedSite[] = [];
  const found = extractFromSource(testing, 'testing/index.js', 'cli', {vendored: true, skipped});
  assert.deepEqual(
    found.map((d) => d.pattern),
    ['newE2EPage() is only available from E2E tests of a component'],
  );
  assert.deepEqual(
    skipped.map((site) => [site.text, site.reason]),
    [['expect toHaveClass value is null for this component', 'test-assertion']],
  );
});

test('a throw its own try catches and drops is no stop: caught, caught-debug, or thrown when the catch reports or rethrows it', () => {
  const cli = `
    async function sendReport(sys, flags) {
      try { if (!sys.fetch) { throw new Error("No fetch function for the Stencil usage report"); } }
      catch (e) { flags.verbose && console.debug("Report failed:", e); }
    }
    function readCache(sys) {
      try { if (!sys.cache) throw new Error("The Stencil cache folder is missing"); } catch { return null; }
    }
    function loadPlugin(diagnostics) {
      try { throw new Error("Stencil config plugin could not load"); } catch (e) { catchError(diagnostics, e); }
    }
    function parseFlag(flag) {
      try { throw new Error("Stencil flag value is not a number"); } catch (e) { throw e; }
    }
    function runTask(task) {
      try { task(() => { throw new Error("Stencil task callback failed badly"); }); } catch (e) { }
    }`;
  const found = extractFromSource(cli, 'cli/index.js', 'cli');
  assert.deepEqual(
    found.map((d) => [d.pattern, ...emitted(d)]),
    [
      ['No fetch function for the Stencil usage report', 'error/cli/caught-debug'],
      ['The Stencil cache folder is missing', 'error/cli/caught'],
      ['Stencil config plugin could not load', 'error/cli/thrown'],
      ['Stencil flag value is not a number', 'error/cli/thrown'],
      // Thrown in a callback: the try around the call does not enclose the throw's own function.
      ['Stencil task callback failed badly', 'error/cli/thrown'],
    ],
  );
  assert.doesNotMatch(emissionText(found[0].emits[0], 'cli'), /stops/);
  assert.match(emissionText(found[0].emits[0], 'cli'), /the command goes on, printed only as a debug line/);
});

test("the testing bundle: a test API's throw fails that test; the runner's stops the command", () => {
  // Source marks start their line, as in the 4.x bundles.
  const testing = `
// src/testing/spec-page.ts
    async function newSpecPage(opts) { if (opts == null) throw new Error("NewSpecPageOptions are required here"); }
// src/testing/jest/jest-stencil-connector.ts
    var getJestFacade = () => { if (!facade) throw new Error("Stencil could not determine the Jest version"); };`;
  const found = extractFromSource(testing, 'testing/index.js', 'cli', {vendored: true});
  assert.deepEqual(
    found.map((d) => [d.pattern, ...emitted(d)]),
    [
      ['NewSpecPageOptions are required here', 'error/cli/thrown-in-test'],
      ['Stencil could not determine the Jest version', 'error/cli/thrown'],
    ],
  );
  assert.match(emissionText(found[0].emits[0], 'cli'), /that test fails.*under `stencil test`/);
});

test("issue 38: the telemetry's fetch check and the testing APIs' throws are recorded as what they do, in every release that has them", () => {
  for (const release of RELEASES) {
    const recorded = new Map(releaseDiagnostics(release).map((d) => [d.pattern, emitted(d)]));
    const fetchCheck = recorded.get('No fetch implementation available');
    if (fetchCheck) assert.deepEqual(fetchCheck, ['error/cli/caught-debug'], release.npmVersion);
    for (const pattern of [
      'NewSpecPageOptions required',
      'invalid test description',
      'Set the --devtools flag in order to use E2EPage.debugger()',
    ]) {
      const emits = recorded.get(pattern);
      if (emits) assert.deepEqual(emits, ['error/cli/thrown-in-test'], `${release.npmVersion}: ${pattern}`);
    }
  }
  assert.ok(
    RELEASES.some((release) => releaseDiagnostics(release).some((d) => d.pattern === 'No fetch implementation available')),
    'some release records the telemetry fetch check',
  );
});

/**
 * Every site of Stencil's own code that the extractor leaves out of the small files, newest and
 * oldest release, and why (the reasons of SKIP_REASONS). A new kind of site in a release shows
 * up here as a failure: record it or list it.
 */
const SKIPPED_SITES: {text: RegExp; reason: SkipReason}[] = [
  // The runtimes' own serializer of remote values: an invariant of the dev tools' protocol.
  {text: /^Unsupported type: <type>$/, reason: 'internal-source'},
  {text: /^invalid path to normalize$/, reason: 'internal-source'},
  {text: /^invalid path to normalize$/, reason: 'not-stencil-words'},
  // 5.x: `stencil migrate`'s report and the build's migration prompt (@stencil/cli src/task-migrate.ts, src/task-build.ts), logger.info lines.
  {
    text: /^(Stencil Migration Tool \(v<fromVersion> → v<toVersion>\)|Dry run mode - no files will be modified|Using tsconfig: <tsconfigPath>|Found .*|Scanning for components that need migration\.\.\.|No TypeScript files found\. .*|No migration rules found for .*|No migrations needed - .*|Migration Summary|By migration rule:|<value>: <count> item\(s\)|<logger>: <length> item\(s\)|Line <line>: <message>|Migrated|Run without --dry-run to apply the migrations|✓ Successfully migrated .*|Migrations Required|Migrations applied\. Starting build\.\.\.|Re-running build after migrations\.\.\.|Your config contains deprecated options that must be migrated before building\.|These migrations may help resolve the build errors above\.)$/,
    reason: 'progress-line',
  },
  // The CLI's start-up banner, system facts and shutdown lines.
  {
    text: /^(@stencil\/core|\[LOCAL DEV\]( v<version>)?|Unknown Platform, Unknown CPU Model|Unknown CPU Core Count, Unknown Memory)$/,
    reason: 'progress-line',
  },
  {
    text: /^(cpus: <hardwareConcurrency>, freemem: .*|compiler: <sys>|build: <buildId>|close watch|UNKNOWN URL|Telemetry: .*|dev server close: <browserUrl>)$/,
    reason: 'progress-line',
  },
  // The diagnostic helpers' defaults, replaced by the real text at each caller.
  {text: /^build error$/, reason: 'forwards-a-value'},
  {text: /^UNKNOWN ERROR$/, reason: 'generic-default'},
];

/** The runtimes, the CLI and the `stencil` scripts of a release, in its layout (the compiler bundles and the bundled test and hydrate runners aside). */
function smallFiles(release: Release) {
  return packageFiles(path.join(root, 'node_modules', release.typingsPackage)).filter(
    ({origin, repeats}) => origin !== 'compiler' && !repeats,
  );
}

// The newest and oldest release, and the newest of a major line older than the newest (5.x and 4.x have other layouts).
for (const release of new Set([RELEASES[0], releaseOf(LATEST_VERSION), RELEASES.at(-1)!])) {
  test(`@stencil/core ${release.npmVersion}: every skipped site of the runtimes, the CLI and bin/stencil is listed with its reason`, () => {
    const skipped: SkippedSite[] = [];
    for (const {file, origin, vendored} of smallFiles(release)) {
      const text = readFileSync(path.join(root, 'node_modules', release.typingsPackage, file), 'utf8');
      extractFromSource(text, file, origin, {vendored, skipped});
    }
    assert.ok(skipped.length > 0);
    for (const site of skipped) {
      assert.ok(SKIP_REASONS[site.reason], site.reason);
      assert.ok(
        SKIPPED_SITES.some((listed) => listed.reason === site.reason && listed.text.test(site.text)),
        `${release.npmVersion}: "${site.text}" (${site.sourceFile ?? 'no source mark'}) skipped as ${site.reason}, not listed`,
      );
    }
  });
}

/** The messages issue 38 found missing, by the first words of their text in the packages. */
const ISSUE_38_MESSAGES = [
  'Constructor for "',
  'The <Host> must be the single root component.\nLooks like the render() function',
  "Couldn't find host element for",
  "Can't render component <",
  'Unable to re-use existing shadow root',
  'You are trying to render a Stencil component in an environment',
  'Invalid html or document.',
  'Hydrate exceeded timeout',
  'App did not load in allowed time.',
  'EXPERIMENTAL: screenshot visual diff testing',
  'This is a prerelease build,',
];

test('the messages issue 38 found missing are recorded for every release whose package prints them', () => {
  for (const release of RELEASES) {
    // Not the compiler bundles (6-12 MB): none of these messages is the compiler's.
    const packageText = packageFiles(path.join(root, 'node_modules', release.typingsPackage))
      .filter(({origin, file}) => origin !== 'compiler' || file.startsWith('sys/'))
      .map(({file}) => {
        try {
          return readFileSync(path.join(root, 'node_modules', release.typingsPackage, file), 'utf8');
        } catch {
          return '';
        }
      })
      .join('\n');
    const patterns = releaseDiagnostics(release).map((d) => d.pattern);
    for (const start of ISSUE_38_MESSAGES) {
      // The package's own text: the message's first words, in a string or a template.
      const inPackage = packageText.includes(start.split('\n')[0]);
      const literalStart = start.split('"')[0].split('<')[0];
      const recorded = patterns.some(
        (pattern) => pattern.startsWith(literalStart) && pattern.includes(start.split('\n').at(-1)!.slice(0, 20)),
      );
      assert.equal(recorded, inPackage, `${release.npmVersion}: "${start}" in the package ${inPackage}, recorded ${recorded}`);
    }
  }
});

test("5.x chunks: a helper, validator or region of another chunk counts, a vendored region does not, and a parameter's fallback is no message text", () => {
  // The shared chunk defines the diagnostic helpers and the tag validator, as 5.x's `dist/util-<hash>.mjs` does.
  const shared = [
    '//#region src/utils/message-utils.ts',
    'const buildError = (diagnostics) => { const d = { level: "error", header: "Build Error", messageText: "build error" }; diagnostics.push(d); return d; };',
    'const buildJsonFileError = (compilerCtx, diagnostics, jsonFilePath, msg, jsonField) => { const err = buildError(diagnostics); err.messageText = msg; return err; };',
    '//#endregion',
    '//#region src/utils/validation.ts',
    'const validateComponentTag = (tag) => { if (tag.indexOf("-") < 0) return `"${tag}" tag must contain a dash (-) to work as a valid web component`; return undefined; };',
    '//#endregion',
    'export { buildError, buildJsonFileError, validateComponentTag };',
  ].join('\n');
  const compiler = [
    'import { buildError, buildJsonFileError, validateComponentTag } from "./util-AbC123.mjs";',
    '//#region src/compiler/config/validate-namespace.ts',
    'const validateNamespace = (namespace, diagnostics) => {',
    '  namespace = typeof namespace === "string" ? namespace : "App";',
    '  if (namespace.length < 3) { const err = buildError(diagnostics); err.messageText = `Namespace "${namespace}" must be at least 3 characters`; }',
    '};',
    'const packageJsonWarn = (compilerCtx, diagnostics, msg) => { const warn = buildJsonFileError(compilerCtx, diagnostics, "package.json", msg, ""); warn.level = "warn"; };',
    'const validateModule = (compilerCtx, diagnostics) => packageJsonWarn(compilerCtx, diagnostics, `package.json "module" property is required when generating a distribution`);',
    'const validateTag = (tag, diagnostics) => { const tagError = validateComponentTag(tag); if (tagError) { const err = buildError(diagnostics); err.messageText = tagError; } };',
    '//#endregion',
    '//#region ../../node_modules/.pnpm/parse5@8.0.1/node_modules/parse5/dist/parser/index.js',
    'const parse = () => { throw new Error("The component configuration of this parser is missing"); };',
    '//#endregion',
  ].join('\n');
  const helpers = {makers: new Set<string>(), forwards: new Map<string, number>(), sources: []};
  assert.deepEqual(extractFromSource(shared, 'dist/util-AbC123.mjs', 'compiler', {vendored: true, helpers}), []);
  const found = extractFromSource(compiler, 'dist/compiler-DeF456.mjs', 'compiler', {vendored: true, helpers});
  assert.deepEqual(
    found.map((d) => [d.pattern, d.sourceFile, ...emitted(d)]),
    [
      ['Namespace "<namespace>" must be at least 3 characters', 'src/compiler/config/validate-namespace.ts', 'error/always/diagnostic'],
      [
        'package.json "module" property is required when generating a distribution',
        'src/compiler/config/validate-namespace.ts',
        'warning/always/diagnostic',
      ],
      [
        '"<tag>" tag must contain a dash (-) to work as a valid web component',
        'src/compiler/config/validate-namespace.ts',
        'error/always/diagnostic',
      ],
    ],
  );
  // Without the shared chunk's helpers, the compiler chunk's diagnostics are not known as Stencil's.
  assert.deepEqual(extractFromSource(compiler, 'dist/compiler-DeF456.mjs', 'compiler', {vendored: true}), []);
});

test("the next major's package: the extractor reads its compiler chunks, @stencil/cli and dist/ runtimes, none of the 4.x files", () => {
  const files = packageFiles(path.join(root, 'node_modules', `stencil-core-v${NEXT_MAJOR_RELEASE}`));
  assert.ok(files.some((file) => file.file.endsWith('@stencil/cli/dist/index.mjs') && file.origin === 'cli'));
  assert.ok(files.some((file) => /^dist\/compiler-[\w-]+\.mjs$/.test(file.file) && file.origin === 'compiler'));
  assert.ok(files.some((file) => file.file === 'dist/testing/index.mjs' && file.testing));
  assert.ok(!files.some((file) => PACKAGE_FILES.some((old) => old.file === file.file)));
});
