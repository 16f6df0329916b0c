/**
 * CLI fixtures: what the `stencil` command itself prints around a build — its flag parsing, an
 * unknown command, a config path that is not there, the dev-mode startup warnings and the
 * `prerender` task. Each runs the release's own `bin/stencil` in the base project
 * (./baseProject.ts); see ./README.md.
 */
import {onNextMajorOnly} from './nextMajor';
import type {TriggerFixture, WithoutTrigger} from './types';

export const CLI_FIXTURES: TriggerFixture[] = [
  {
    id: 'cli-invalid-command',
    message: 'Invalid stencil command, please see the options below:',
    kind: 'cli',
    source: 'start',
  },
  {
    // Printed before the command looks for Jest and Puppeteer, which the checks do not install.
    id: 'cli-test-screenshot',
    message: 'EXPERIMENTAL: screenshot visual diff testing is currently under heavy development',
    kind: 'cli',
    source: 'test --e2e --screenshot',
  },
  {
    id: 'cli-config-not-found',
    message: 'Config path "<configPath>" not found',
    kind: 'cli',
    source: 'build --config stencil.prod.config.ts',
  },
  {
    id: 'cli-dev-no-cache',
    message: 'Disabling cache during development will slow down incremental builds.',
    kind: 'cli',
    source: 'build --dev --no-cache',
  },
  {
    // The `--es5` flag the message names is parsed but never reaches the config: the option does.
    id: 'cli-dev-es5',
    message: 'Generating ES5 during development is a very task expensive',
    kind: 'cli',
    source: 'build --dev',
    options: {buildEs5: true},
  },
  {
    id: 'cli-prerender-without-app',
    message: 'Missing hydrate app script path',
    kind: 'cli',
    source: 'prerender',
    // A full base URL: without one, the `prerender` task stops at the config's own check first.
    options: {outputTargets: [{type: 'www', baseUrl: 'https://cards.example.com/', serviceWorker: null}]},
  },
  onNextMajorOnly({
    // `srcDir` names a folder the project does not have.
    id: 'cli-generate-without-src',
    message: 'Please run this command in your project root directory.',
    kind: 'cli',
    source: 'generate my-tab',
    options: {srcDir: 'lib'},
  }),
  onNextMajorOnly({
    // A dev build leaves out its server app (the `ssr` output skips dev builds), which prerendering needs.
    id: 'cli-dev-prerender',
    message: 'Build results missing "ssrAppFilePath"',
    kind: 'cli',
    source: 'build --dev --prerender',
    options: {outputTargets: [{type: 'www', baseUrl: 'https://cards.example.com/', serviceWorker: null}]},
  }),
  onNextMajorOnly({
    // The server app a build would write, asked for before any build wrote it.
    id: 'cli-prerender-app-missing',
    message: 'Unable to open "ssrAppFilePath": <ssrAppFilePath>',
    kind: 'cli',
    source: 'prerender dist/ssr/index.js',
    options: {outputTargets: [{type: 'www', baseUrl: 'https://cards.example.com/', serviceWorker: null}]},
  }),
  {
    id: 'cli-flag-string-or-number-missing',
    message: 'when parsing CLI flag "<flag>": expected a string or a number but received nothing',
    kind: 'cli',
    source: 'build --maxWorkers',
  },
  {
    id: 'cli-flag-number-missing',
    message: 'when parsing CLI flag "<flag>": expected a number argument but received nothing',
    kind: 'cli',
    source: 'build --dev --watch --serve --port',
  },
  {
    id: 'cli-flag-not-a-number',
    message: 'when parsing CLI flag "<flag>": expected a number but received "<value>"',
    kind: 'cli',
    source: 'build --dev --watch --serve --port eighty',
  },
  {
    id: 'cli-flag-string-missing',
    message: 'when parsing CLI flag "<flag>": expected a string argument but received nothing',
    kind: 'cli',
    source: 'build --config',
  },
  {
    id: 'cli-flag-log-level-invalid',
    message: 'when parsing CLI flag "<flag>": expected to receive a valid log level but received "<value>"',
    kind: 'cli',
    source: 'build --logLevel loud',
  },
  {
    id: 'cli-flag-log-level-missing',
    message: 'when parsing CLI flag "<flag>": expected to receive a valid log level but received nothing',
    kind: 'cli',
    source: 'build --logLevel',
  },
];

/** The Node versions the checks run on are above every pinned release's minimum and recommendation. */
const NEEDS_OLDER_NODE =
  "The `stencil` script prints this before it loads anything, only on a Node older than the release asks for, and the checks run on a Node newer than every pinned release's minimum and recommendation.";

const WIZARD_PLUGIN =
  "Printed by `stencil init` when a wizard plugin (an installed package's `stencil.wizard`, or the file `STENCIL_WIZARD_DEV` names) fails to load; the checks run no `stencil init`, which asks its questions in a terminal.";

export const CLI_WITHOUT_TRIGGER: WithoutTrigger[] = [
  {message: "[stencil] <packageName> declares stencil.wizard but does not export a 'wizard' object", reason: WIZARD_PLUGIN},
  {message: '[stencil] <packageName> declares stencil.wizard but the module failed to load: <wizardPath>', reason: WIZARD_PLUGIN},
  {message: "[stencil] STENCIL_WIZARD_DEV: <wizardPath> does not export a 'wizard' object", reason: WIZARD_PLUGIN},
  {message: '[stencil] STENCIL_WIZARD_DEV: failed to load <wizardPath>', reason: WIZARD_PLUGIN},
  {
    message: 'Could not find Stencil config object in stencil.config.ts',
    reason:
      'Thrown when a wizard plugin that `stencil add` or `stencil init` runs edits a stencil.config.ts whose `config` is not an object literal; both commands first install packages from npm, which the checks do not do.',
  },
  {
    message: "Environment doesn't provide required function: onProcessInterrupt",
    reason:
      "The watch task's check of its system: the Node system always provides the function, so only another system (the browser compiler's) reaches it.",
  },
  {
    message: 'Invalid component constructor',
    reason:
      "Thrown by 5.x's testing platform for a spec test's component that is not a Stencil class; that platform runs only inside Vitest, which is not installed here.",
  },
  {
    message: 'tsconfig not found: <tsconfigPath>',
    reason:
      '`stencil migrate` reads the tsconfig.json that loading the config found or, when it was missing, wrote with the defaults, so the file is always there (tried with a `tsconfig` option that names a missing file).',
  },
  {
    message: 'Failed to parse tsconfig: <tsconfigPath>',
    reason:
      'Printed when TypeScript returns no result at all for a tsconfig.json it has read; for a broken file it returns one with its own errors, so no project reaches this line.',
  },
  {
    message: 'This is a prerelease build, undocumented changes might happen at any time.',
    reason:
      // Worded per major line (inline version fences, resolved by the messages pages): the 4.x pages keep their sentence.
      '<Until version="4">Printed only by a prerelease package (a version with a `-`); every pinned release is a released version.</Until><Since version="5">Printed only by a prerelease package (a version with a `-`), so of the pinned releases only the 5.x beta prints it (there every `stencil` command of the checks does).</Since>',
    partial: true,
  },
  ...[
    'Testing requires either the --spec or --e2e command line flags, or both.',
    'App did not load in allowed time.',
    'Set the --devtools flag in order to use E2EPage.debugger()',
    'newE2EPage() is only available from E2E tests',
    'Invalid component class: Missing static "COMPILER_META" property.',
    'NewSpecPageOptions required',
    'waitForChanges() cannot be used manually if the "startAutoApplyChanges" option is enabled',
    'invalid test description',
  ].map((message) => ({
    message,
    reason:
      'Printed inside a test that `stencil test` runs under Jest (and Puppeteer for end-to-end tests); the checks install neither, and `stencil test` stops at its check for them first.',
  })),
  {
    message: 'Stencil could not determine the Jest version being used.',
    reason:
      'Unreachable: the testing bundle falls back to its oldest Jest adapter for any version it does not know, so the guard after that choice never fires.',
  },
  {
    message: 'could not generate TestingSystem',
    reason:
      'An internal guard of `stencil test`: the file system it wraps always comes out with the testing additions, whatever the project.',
  },
  {
    message: '"generate" command is currently only implemented for a NodeJS environment',
    reason: 'Only a `stencil` command running outside Node (the browser build of the compiler) prints it; the checks run the Node one.',
  },
  {
    message: '"test" command is currently only implemented for a NodeJS environment',
    reason: 'Only a `stencil` command running outside Node (the browser build of the compiler) prints it; the checks run the Node one.',
  },
  {
    message: "Environment doesn't provide required functions",
    reason:
      'The Node system the `stencil` command starts with provides all three functions, so only a program that runs the CLI with a system of its own reaches this check.',
  },
  {
    message: 'Generating code would overwrite the following files:',
    reason:
      '`stencil generate` asks which files to create before it checks for existing ones, and that question needs an interactive terminal the checks do not have.',
  },
  {
    message: 'Please run this command in your root directory',
    reason:
      'The `stencil` command always hands the compiler a config path (the working folder when it holds no config file), and a folder fails to load before `generate` starts, so only a program that calls the CLI with a config of its own reaches this check.',
  },
  {
    message: "Stencil's srcDir was not specified.",
    reason:
      'Config validation always sets `srcDir` (`src` when none is given), so only a program that hands `generate` an unvalidated config reaches this check.',
  },
  {
    message: 'Stencil Telemetry: couldn',
    reason:
      'The Node system reports a failed write in its result instead of throwing, so this catch never runs under the `stencil` command; telemetry also needs an interactive terminal and the network.',
  },
  {
    message: 'No fetch implementation available',
    reason:
      'The Node system always provides `fetch`, and the telemetry that would use it runs only in an interactive terminal and sends to the network; the error is caught and printed only with `--debug --verbose`.',
  },
  {
    message: 'uncaught error',
    reason:
      "The `stencil` script prints it only when the CLI's own catch-all fails (its logger throws), an internal invariant that no project reaches.",
  },
  {message: 'In an upcoming major release of Stencil, Node v', reason: NEEDS_OLDER_NODE},
  {message: 'Your current version of Node is v<currentVersion>, however Stencil requires', reason: NEEDS_OLDER_NODE},
  {message: "Your current version of Node is v<currentVersion>, however Stencil's recommendation", reason: NEEDS_OLDER_NODE},
];
