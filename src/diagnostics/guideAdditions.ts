/**
 * Guides for the messages the extractor found in issue 38 (the runtimes' throws, the hydrate
 * app's diagnostics, `logger.*` calls whose text is wrapped in a colour, the testing bundle):
 * kept apart from guide.ts while its entries move into content files, to be folded in with them.
 * Same shape and rules as guide.ts: facts from the code around each site in the pinned packages.
 */
import type {DiagnosticGuide} from './guide';

const CLI = {file: 'config/cli.md', label: 'Command Line Interface'};
const HOST = {file: 'components/host-element.md', label: 'Host Element'};
const JSX = {file: 'components/templating-and-jsx.md', label: 'Using JSX'};
const HYDRATE = {file: 'guides/hydrate-app.md', label: 'Hydrate App'};
const CUSTOM_ELEMENTS = {file: 'output-targets/custom-elements.md', label: 'Custom Elements'};
const LIFECYCLE = {file: 'components/component-lifecycle.md', label: 'Component Lifecycle Methods'};
const STATS = [
  {file: 'documentation-generation/docs-stats.md', label: 'Build Stats'},
  {file: 'output-targets/docs-stats.md', label: 'Build Stats'},
];
const TROUBLESHOOTING = {file: 'guides/troubleshooting.md', label: 'Troubleshooting'};
const E2E = [
  {file: 'testing/stencil-testrunner/05-e2e-testing.md', label: 'End-to-end Testing'},
  {file: 'testing/e2e-testing.md', label: 'End-to-end Testing'},
];
const UNIT = [
  {file: 'testing/stencil-testrunner/03-unit-testing.md', label: 'Unit Testing'},
  {file: 'testing/unit-testing.md', label: 'Unit Testing'},
];
const TESTING_CONFIG = [
  {file: 'testing/stencil-testrunner/02-config.md', label: 'Testing Config'},
  {file: 'testing/config.md', label: 'Testing Config'},
];
const SCREENSHOTS = [
  {file: 'testing/stencil-testrunner/06-screenshot-visual-diff.md', label: 'Visual Regression Testing'},
  {file: 'testing/screenshot-visual-diff.md', label: 'Visual Regression Testing'},
];

export const GUIDE_ADDITIONS: DiagnosticGuide[] = [
  {
    matches: /^Constructor for "<tagName>#<modeName>" was not found/,
    trigger:
      "The lazy loader found no component class for an element it was upgrading: the component's `.entry.js` module failed to load (the loader logs that error just before), or it loaded without the export named after the tag (`my-card` → `my_card`). Usually a 404 on the entry file: the `build/` folder served from another path than the loader expects, or files of two builds mixed by a cache.",
    fix: "Check the browser's network panel for the failed `.entry.js` request; serve the whole `build/` folder of one build from the path the loader was loaded from, and clear caches that keep an older build's files.",
    pages: [TROUBLESHOOTING, CUSTOM_ELEMENTS],
  },
  {
    matches: /^The <Host> must be the single root component\.\nLooks like the render\(\) function/,
    trigger:
      "`render()` returned an array with `<Host>` in it. `<Host>` stands for the component's own element, so it can only be what `render()` returns, not one item among others. Only development builds check; the error stops that render.",
    fix: 'Return `<Host>` alone and put the other elements inside it as its children.',
    pages: [HOST, JSX],
  },
  {
    matches: /^Can't render component <<tagName> \/> with invalid Stencil runtime/,
    trigger:
      "A lazy-loaded component was asked to render while its element had no instance of the component's class. The message itself points to a second copy of Stencil's runtime: a `dist-custom-elements` build that bundles its own runtime, mixed with another Stencil build on the page.",
    fix: "Build the imported components with `externalRuntime: true` (the default of `dist-custom-elements`) so that every component shares the application's one runtime, and load each library from one build only.",
    pages: [CUSTOM_ELEMENTS],
  },
  {
    matches: /^Couldn't find host element for "<tagName>" as it is unknown to this Stencil runtime/,
    trigger:
      "A property of a lazy-loaded component was set on an element that this copy of Stencil's runtime never registered (typically a third-party Stencil library running its own runtime beside the application's). From 4.36 the setter returns early for such an element, so the message cannot print there.",
    fix: "Load the library's components through one runtime: its lazy loader or its `dist-custom-elements` build with `externalRuntime: true`, not both, and not next to another copy of `@stencil/core`.",
    pages: [CUSTOM_ELEMENTS],
  },
  {
    matches: /^Unable to re-use existing shadow root for <tagName>! Mode is set to <mode>/,
    trigger:
      'The element already had a shadow root when Stencil attached its own (server-rendered declarative shadow DOM, or another script called `attachShadow`), and that root is `closed`. Stencil reuses an existing root only when it is `open`.',
    fix: 'Render the declarative shadow root with `shadowrootmode="open"` and do not attach a closed root to a Stencil element yourself.',
    pages: [HYDRATE],
  },
  {
    matches: /^You are trying to render a Stencil component in an environment that doesn't support the DOM/,
    trigger:
      'The runtime tried to create an element while its `window` has no `document`: the components were loaded in a server or worker script without a DOM.',
    fix: 'Load component modules only in the browser; on a server, render with the hydrate app (`renderToString`), which brings its own window.',
    pages: [HYDRATE],
  },
  {
    matches: /^Invalid html or document\. Must be either a valid "html" string, or DOM "document"/,
    trigger:
      '`renderToString()` or `hydrateDocument()` of the hydrate app was given something that is neither an HTML string nor a document (an object, `undefined`, a fragment). The render stops with this error in its `diagnostics`.',
    fix: 'Pass the page as a string (`renderToString(html, options)`) or a whole `Document`; options go in the second argument.',
    pages: [HYDRATE],
  },
  {
    matches: /^Hydrate exceeded timeout/,
    trigger:
      "The hydrate app's render waited longer than its `timeout` option (15 seconds unless set) for the page's components to finish loading: a lifecycle method such as `componentWillLoad` returned a promise that never settled, or a fetch it awaited hung. The message ends with the elements still waiting.",
    fix: 'Settle every promise that a lifecycle method returns (give server-side fetches their own timeout), or raise `timeout` when rendering is slow but finishes.',
    pages: [HYDRATE, LIFECYCLE],
  },
  {
    matches: /^App did not load in allowed time\. Please ensure the content loads a stencil application/,
    trigger:
      "An end-to-end test's page (`newE2EPage`, then `setContent` or `goto`) did not signal that Stencil's app had loaded within `timeout` (4,750 ms unless the call sets one): the page does not load the build's script, the script failed, or a component's loading hangs.",
    fix: "Make sure the tested page loads the build's script, check the page's console errors, and raise the call's `timeout` option when loading is only slow.",
    pages: E2E,
  },
  {
    matches: /^Set the --devtools flag in order to use E2EPage\.debugger\(\)/,
    trigger:
      '`page.debugger()` was called in an end-to-end test run without `--devtools`, which is what opens the browser with its developer tools.',
    fix: 'Run `npx stencil test --e2e --devtools` while debugging, and remove the call afterwards.',
    pages: E2E,
  },
  {
    matches: /^newE2EPage\(\) is only available from E2E tests, and ran with the --e2e cmd line flag/,
    anchor: 'new-e2e-page-outside-e2e-tests',
    trigger: '`newE2EPage()` was called in a test run without `--e2e` (a spec-only run starts no browser).',
    fix: 'Run the test with `npx stencil test --e2e`, or keep end-to-end tests in `*.e2e.ts` files and spec tests in `*.spec.ts` files.',
    pages: E2E,
  },
  {
    matches: /^Invalid component class: Missing static "COMPILER_META" property/,
    trigger:
      "A class in `newSpecPage({ components })` was not compiled by Stencil's test transformer, so it has no component metadata: it was imported from built output rather than from its source, or it is not a `@Component` class.",
    fix: 'Import each component class from its source `.tsx` file in the spec test, as the project compiles it.',
    pages: UNIT,
  },
  {
    matches: /^NewSpecPageOptions required/,
    trigger: '`newSpecPage()` was called without its options object.',
    fix: 'Pass at least `components` and `html` (or `template`): `newSpecPage({ components: [MyCard], html: `<my-card></my-card>` })`.',
    pages: UNIT,
  },
  {
    matches: /^waitForChanges\(\) cannot be used manually if the "startAutoApplyChanges" option is enabled/,
    trigger:
      'A spec test created with `autoApplyChanges: true` called `page.waitForChanges()`; with that option the page applies changes on its own, and the call only prints this and resolves.',
    fix: 'Either drop `autoApplyChanges` and keep the `await page.waitForChanges()` calls, or keep the option and remove the calls.',
    pages: UNIT,
  },
  {
    matches: /^Stencil could not determine the Jest version being used/,
    trigger:
      "An internal guard of the testing bundle: it picks an adapter by Jest's major version and falls back to the oldest one for any version it does not know, so the guard is never reached.",
    fix: 'Nothing to fix in a project; if it ever prints, report it with the installed `jest` version.',
    pages: TESTING_CONFIG,
  },
  {
    matches: /^could not generate TestingSystem/,
    trigger:
      'An internal guard of `stencil test`: the file system it wraps for tests did not come out with the testing additions. No project setting reaches it.',
    fix: 'Nothing to fix in a project; reinstall `@stencil/core` if it prints, and report it if it persists.',
    pages: TESTING_CONFIG,
  },
  {
    matches: /^invalid test description/,
    trigger: "`toMatchScreenshot()` ran in a test whose description is empty: the screenshot's id is made from the test's name.",
    fix: 'Give the `it(…)` (and its `describe`) a non-empty, unique name.',
    pages: SCREENSHOTS,
  },
  {
    matches: /^EXPERIMENTAL: screenshot visual diff testing is currently under heavy development/,
    trigger:
      '`stencil test --e2e --screenshot` starts the visual comparison, which every release labels experimental. A warning only; the run goes on.',
    fix: 'Nothing to fix; leave out `--screenshot` to run the end-to-end tests without comparing screenshots.',
    pages: SCREENSHOTS,
  },
  {
    matches: /^This is a prerelease build, undocumented changes might happen at any time/,
    trigger:
      'The installed `@stencil/core` has a prerelease version (with a `-`, such as `-rc.0`, but not a `-dev.` build), and prints this when a command starts.',
    fix: 'Pin a released version in `package.json` unless you are testing the prerelease on purpose.',
    pages: [CLI],
  },
  {
    matches: /^Testing requires either the --spec or --e2e command line flags, or both/,
    trigger:
      "`stencil test` was asked to run neither spec nor end-to-end tests (a program calling Stencil's test runner with both turned off).",
    fix: 'Run `npx stencil test --spec`, `--e2e`, or both.',
    pages: TESTING_CONFIG,
  },
  {
    matches: /^Stats failed to write file to <file>/,
    trigger:
      "The build could not write the `stats` output target's JSON report to its `file` (a folder on the path is a file, or it is not writable). A warning; the build's other outputs are written.",
    fix: "Point the `stats` target's `file` at a writable path inside the project, such as `stencil-stats.json`.",
    pages: STATS,
  },
];
