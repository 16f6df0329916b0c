/**
 * The hand-kept part of the diagnostics pages: for the messages readers hit most (chosen from the
 * pasted messages of ../shared/search-dev-queries.json and the compiler checks every project
 * meets), what triggers the message and how to fix or silence it, in our own words, with the
 * page that explains the feature. Facts come from the checks themselves in the pinned packages
 * (the code around each site that ./extract.ts finds).
 *
 * `matches` is tested against the message pattern (placeholders written `<name>`), so one guide
 * covers the message in every release that words it the same; a reworded message needs its own.
 * `pages` are paths inside a version's docs folder: the first one the version has is linked.
 */
import {GUIDE_ADDITIONS} from './guideAdditions';

export interface DiagnosticGuide {
  matches: RegExp;
  /**
   * The section anchor of every message this guide matches, for a message whose wording changes
   * between releases: the anchor then survives the rewording (each release prints one wording).
   */
  anchor?: string;
  /**
   * Guides of one check across a rewording share a family: each entry then names the wording
   * (and anchor) that the other releases print.
   */
  family?: string;
  /** What the compiler or runtime saw (Markdown, one or two sentences). */
  trigger: string;
  /** How to fix or silence it (Markdown). */
  fix: string;
  pages: {file: string; label: string}[];
}

const COMPONENT = {file: 'components/component.md', label: 'Component'};
const PROPERTIES = {file: 'components/properties.md', label: 'Properties'};
const METHODS = {file: 'components/methods.md', label: 'Methods'};
const EVENTS = {file: 'components/events.md', label: 'Events'};
const STATE = {file: 'components/state.md', label: 'State'};
const LIFECYCLE = {file: 'components/component-lifecycle.md', label: 'Component Lifecycle Methods'};
const JSX = {file: 'components/templating-and-jsx.md', label: 'Using JSX'};
const HOST = {file: 'components/host-element.md', label: 'Host Element'};
const CONFIG = {file: 'config/01-overview.md', label: 'Config'};
const BUNDLING = {file: 'guides/module-bundling.md', label: 'Module Bundling'};
const PUBLISHING = {file: 'guides/publishing.md', label: 'Publishing A Component Library'};
const DIST = {file: 'output-targets/dist.md', label: 'Distribution Output Target'};
const PLUGINS = {file: 'config/plugins.md', label: 'Plugins'};
const DEV_SERVER = {file: 'config/dev-server.md', label: 'Dev Server'};
const PRERENDER = {file: 'static-site-generation/prerender-config.md', label: 'Prerender Config'};
const STYLING = {file: 'components/styling.md', label: 'Styling'};
const OUTPUT_TARGETS = {file: 'output-targets/01-overview.md', label: 'Output Targets'};
const UPGRADE_FOUR = {file: 'introduction/upgrading-to-stencil-four.md', label: 'Upgrading to Stencil 4'};
const UPGRADE_THREE = {file: 'introduction/upgrading-to-stencil-three.md', label: 'Upgrading to Stencil 3'};
const CLI = {file: 'config/cli.md', label: 'Command Line Interface'};
const EXTRAS = {file: 'config/extras.md', label: 'Extras'};
const DOCS_README = {file: 'documentation-generation/docs-readme.md', label: 'README Docs'};
const DOCS_JSON = {file: 'documentation-generation/docs-json.md', label: 'Docs JSON'};
const DOCS_CUSTOM = {file: 'documentation-generation/docs-custom.md', label: 'Custom Docs'};
const DOCS_VSCODE = {file: 'documentation-generation/docs-vscode.md', label: 'VS Code Docs'};
const TESTING_CONFIG = [
  {file: 'testing/stencil-testrunner/02-config.md', label: 'Testing Config'},
  {file: 'testing/config.md', label: 'Testing Config'},
];
const SCREENSHOTS = [
  {file: 'testing/stencil-testrunner/06-screenshot-visual-diff.md', label: 'Visual Regression Testing'},
  {file: 'testing/screenshot-visual-diff.md', label: 'Visual Regression Testing'},
];
const WWW = {file: 'output-targets/www.md', label: 'Web App Output Target'};
const COPY_TASKS = {file: 'output-targets/copy-tasks.md', label: 'Copy Tasks'};
const SERVICE_WORKERS = {file: 'guides/service-workers.md', label: 'Service Workers'};
const WORKERS = {file: 'guides/workers.md', label: 'Web Workers'};
const HYDRATE = {file: 'guides/hydrate-app.md', label: 'Hydrate App'};
const PRERENDER_BASICS = {file: 'static-site-generation/basics.md', label: 'Static Site Generation Basics'};
const TELEMETRY = {file: 'telemetry.md', label: 'Telemetry'};
const SLOTS = {file: 'components/templating-and-jsx.md', label: 'Using JSX'};
const TROUBLESHOOTING = {file: 'guides/troubleshooting.md', label: 'Troubleshooting'};
const FORMS = {file: 'components/form-associated.md', label: 'Form-Associated Components'};
const GETTING_STARTED = {file: 'introduction/getting-started.md', label: 'Getting Started'};

export const DIAGNOSTIC_GUIDES: DiagnosticGuide[] = [
  {
    matches: /^Classes decorated with @Component can not extend from a base class/,
    family: 'base-class',
    trigger:
      'A `@Component()` class has an `extends` clause. Releases with this wording refuse every base class, Stencil ones too, since the compiler swaps the base class per output target.',
    fix: 'Move shared logic into plain functions or objects, and shared markup into a functional component. From 4.37, Stencil base classes work when tsconfig.json targets ES2022 or later.',
    pages: [COMPONENT],
  },
  {
    matches: /^Component classes can only extend from other Stencil decorated base classes/,
    family: 'base-class',
    trigger:
      "A component extends a class that declares Stencil members (`@Prop()`, `@State()`…), and tsconfig.json's `target` is older than ES2022, so class fields would not compile as the runtime expects.",
    fix: 'Set `"target": "es2022"` (or later) in tsconfig.json\'s `compilerOptions`; the base class needs no change.',
    pages: [COMPONENT],
  },
  {
    matches: /^Please update the components so "<tagName>" is only used once/,
    trigger:
      'Two component classes declare the same `tag`. Often the compiler sees a built copy beside the source: tsconfig.json has no `include`, or includes an output folder (`dist/`, `www/`), so `dist/collection` compiles again.',
    fix: 'Give each component its own tag. If the second path is in an output folder, set `"include": ["src"]` in tsconfig.json (or `exclude` the output folders).',
    pages: [COMPONENT, CONFIG],
  },
  {
    matches: /^Component tag "<tag>" is defined in a bundle but no matching component/,
    trigger:
      "The `bundles` option lists a tag that no component of the project or its imported collections declares, often after a rename or removal. The build then also fails with `TypeError: Cannot read properties of undefined (reading 'tagName')`, in every pinned release.",
    fix: 'Correct or delete the tag; the compiler bundles unlisted tags on its own.',
    pages: [CONFIG],
  },
  {
    matches: /^Component tag "<tag>" has been defined multiple times in the "bundles" config/,
    trigger: 'The same tag appears in more than one entry of the `bundles` option.',
    fix: 'Keep each tag in exactly one bundle.',
    pages: [CONFIG],
  },
  {
    matches:
      /^In order for TypeScript to improve watch performance, it's recommended the "tsconfig.json" file should have the "include" property/,
    trigger:
      'tsconfig.json has no `include`, or lists no path inside `srcDir` (`src` by default), so TypeScript watches and compiles the whole project, output folders included.',
    fix: 'Add `"include": ["src"]`, written like `srcDir` (no leading `./`); leaving out `dist` and `www` also prevents the duplicate-tag error.',
    pages: [CONFIG],
  },
  {
    matches: /^stencil\.config\.ts is not part of the output build/,
    trigger: "tsconfig.json's `include` names `stencil.config.ts`, so the compiler would type-check and bundle it as component code.",
    fix: 'Remove `stencil.config.ts` from `include`; the CLI loads the config on its own.',
    pages: [CONFIG],
  },
  {
    matches: /^Unable to load TypeScript config file/,
    trigger: 'No tsconfig.json in the project root (the folder of stencil.config.ts), and the config names no other.',
    fix: 'Create one there, or point the `tsconfig` option at the file you use.',
    pages: [CONFIG],
  },
  {
    matches: /^The state\/prop "<propName>" changed during "componentDidLoad\(\)"/,
    trigger: '`componentDidLoad()` assigned a `@State()` or `@Prop()` member, which schedules a second render right after the first.',
    fix: 'Compute the value in `componentWillLoad()` (it may return a Promise the first render waits for).',
    pages: [LIFECYCLE, STATE],
  },
  {
    matches: /^The state\/prop "<propName>" changed during rendering/,
    trigger:
      '`render()` (or a function it calls) assigned a `@State()` or `@Prop()` member; each change queues another render, which can loop.',
    fix: 'Assign nothing in `render()`: use local constants, or update state in `componentWillRender()` or an event handler.',
    pages: [STATE, JSX],
  },
  {
    matches: /^vNode passed as children has unexpected type/,
    trigger:
      'A child passed to `h()` is not text, a number, a virtual node or an array of these: usually a function or object rendered as a child, a JSX comment compiled to an empty object, or JSX from another copy of `h()` (another framework or a duplicated `@stencil/core`).',
    fix: 'Render only strings, numbers, JSX and arrays of them; call render functions instead of passing them; write JSX comments as `{/* … */}` inside an element; import `h` from `@stencil/core`.',
    pages: [JSX],
  },
  {
    matches: /^package\.json "collection" property is required when generating a distribution/,
    trigger:
      'The project has a `dist` output target, but package.json has no `collection` field pointing at the collection manifest, which other Stencil projects read to import the components.',
    fix: 'Add the field the message gives, typically `"collection": "dist/collection/collection-manifest.json"`.',
    pages: [PUBLISHING, DIST],
  },
  {
    matches: /^package\.json "(module|main|types)" property is required/,
    trigger: 'A `dist` build checks that package.json points consumers at its files, and this field is missing.',
    fix: 'Add the field with the value the message gives for your output folders, then rebuild.',
    pages: [PUBLISHING, DIST],
  },
  {
    matches: /^For the import "<importee>" to be bundled/,
    trigger:
      'A module imports a Node.js built-in (`path`, `fs`, `crypto`…), directly or through a package, and the browser build has no substitute for it. From 4.36 a plain built-in name is left as an external import without this message; it still comes for a name the module resolver does not take for a built-in, such as `buffer/` with no `buffer` package installed.',
    fix: 'Use a browser-ready dependency, or keep the import out of browser code. To bundle it anyway, add `rollup-plugin-node-polyfills` to `rollupPlugins.after` (or `plugins`).',
    pages: [BUNDLING, PLUGINS],
  },
  {
    matches: /^In order to load accurate JSX types for components, the "h" function must be imported/,
    trigger: "TypeScript reported `Cannot find name 'h'`: the file uses JSX without importing the `h` factory.",
    fix: "Import `h` from `@stencil/core` (such as `import { Component, h } from '@stencil/core';`).",
    pages: [JSX],
  },
  {
    matches: /^@Prop\(\) "<memberName>" on <<tagName>> is immutable but was modified/,
    trigger: 'The component assigned one of its own `@Prop()` members not declared `mutable`.',
    fix: 'Use `@Prop({ mutable: true })` when the component owns changes to it, or keep the changing value in a `@State()` initialised from the prop.',
    pages: [PROPERTIES],
  },
  {
    matches: /^External @Method\(\) <methodName>\(\) must return a Promise/,
    trigger:
      'A `@Method()` is neither `async` nor typed to return a Promise. A `void` return gives a warning (the method then counts as returning `Promise<void>`); any other type gives an error. `stencil test` skips the check. Public methods must be asynchronous because they can be called before the component has loaded.',
    fix: 'Make the method `async` (or return a `Promise<…>`) and `await` it in callers.',
    pages: [METHODS],
  },
  {
    matches: /^Methods decorated with the @Method\(\) decorator cannot be "private" nor "protected"/,
    trigger: 'A `@Method()` member is `private` or `protected`, but the decorator makes it public API of the element.',
    fix: 'Drop the modifier, or the decorator for an internal helper.',
    pages: [METHODS],
  },
  {
    matches: /^Properties decorated with the @Prop\(\) decorator cannot be "private" nor "protected"/,
    trigger: 'A `@Prop()` member is `private` or `protected`, but props are set from outside.',
    fix: 'Drop the modifier, or use `@State()` (or a plain field) for internal data.',
    pages: [PROPERTIES],
  },
  {
    matches: /^The @Prop\(\) name "<propName>" looks like an event/,
    trigger: 'A `@Prop()` name starts with `on` and a capital letter or a dash, the shape of an event handler attribute.',
    fix: 'Emit an `@Event()` instead of taking a callback prop, or rename the prop.',
    pages: [EVENTS, PROPERTIES],
  },
  {
    matches: /^Events decorated with @Event\(\) should describe the actual DOM event name/,
    trigger: 'An `@Event()` member is named like a handler (`onChange`) instead of like the event it dispatches.',
    fix: 'Rename it (or set `eventName`) to the event itself, such as `change`; JSX listeners then use `onChange`.',
    pages: [EVENTS],
  },
  {
    matches: /^In order to be compatible with all event listeners on elements, the event name cannot start with a capital letter/,
    trigger: "An `@Event()`'s name begins with an upper-case letter.",
    fix: 'Start the event name with a lower-case letter.',
    pages: [EVENTS],
  },
  {
    matches: /^The event name conflicts with the "<eventName>" native DOM event name/,
    trigger: 'An `@Event()` has the name of a built-in DOM event (`click`, `change`, `input`…), so listeners cannot tell them apart.',
    fix: 'Prefix the name (`myChange`), or set `eventName` in the decorator.',
    pages: [EVENTS],
  },
  {
    matches: /^The <decorator> name "<memberName>" is a reserved public name/,
    trigger: 'A decorated member (`@Prop()`, `@Method()`…) has a name HTML elements already define, such as `title`, `hidden` or `click`.',
    fix: "Rename it; overriding the element's own member behaves differently across browsers.",
    pages: [PROPERTIES],
  },
  {
    matches: /^Components cannot be "scoped" and "shadow" at the same time/,
    trigger: 'The `@Component()` options set both `shadow` and `scoped`.',
    fix: 'Keep one: `shadow: true` for native Shadow DOM, or `scoped: true` for emulated scoping without a shadow root.',
    pages: [COMPONENT, STYLING],
  },
  {
    matches: /^Classes decorated with @Component can not have a "constructor" that takes arguments/,
    trigger: 'The component class has a constructor with parameters, but the browser creates elements and passes none.',
    fix: 'Remove the parameters; take inputs through `@Prop()` members and set up in `connectedCallback()` or `componentWillLoad()`.',
    pages: [COMPONENT, PROPERTIES],
  },
  {
    matches: /^Classes decorated with @Component can not be decorated with more decorators/,
    trigger:
      'The component class has another class decorator beside `@Component()`; the compiler reads classes statically and cannot follow decorators that run at load time.',
    fix: 'Remove it and put its behaviour inside the class or in plain functions.',
    pages: [COMPONENT],
  },
  {
    matches: /^To allow efficient bundling, modules using @Component\(\) can only have a single export/,
    trigger: 'A component module exports something besides the component class (a constant, a runtime type, a helper).',
    fix: 'Move the other exports to a separate module. Type-only exports (interfaces, type aliases) are fine.',
    pages: [BUNDLING, COMPONENT],
  },
  {
    matches: /^tag missing in component decorator/,
    trigger:
      '`@Component()` has no `tag`, or it is not a valid custom element name (lower case, starting with a letter, with a dash, not reserved).',
    fix: 'Set `tag` to a valid name such as `my-button`.',
    pages: [COMPONENT],
  },
  {
    matches: /^The <Host> must be the single root component/,
    trigger: '`render()` returned `<Host>` other than as its single root, or the component also defines `hostData()`.',
    fix: 'Return one `<Host>` as the root of `render()`, with any `hostData()` attributes moved onto it.',
    pages: [HOST],
  },
  {
    matches: /^The JSX "<(tag|text)>" (element|text) node should not be shared within the same renderer/,
    trigger: 'One JSX node object appears twice in a render, such as a node kept in a constant and placed in two spots.',
    fix: 'Create the node where it is used, for example with a small function returning fresh JSX.',
    pages: [JSX],
  },
  {
    matches: /^The "value" prop of <input> should be set after "min", "max", "type" and "step"/,
    trigger:
      'An `<input>` in JSX sets `value` before `min`, `max`, `type` or `step`, so browsers clamp or reinterpret the value as those arrive.',
    fix: 'Write `value` after those four attributes.',
    pages: [JSX],
  },
  {
    matches: /^The "<name>" event was emitted, but the dispatcher node is no longer connected to the dom/,
    trigger: 'A component called `emit()` while its element was detached, so no ancestor can hear the event.',
    fix: 'Emit while connected (`this.el.isConnected`), or stop timers and subscriptions in `disconnectedCallback()`.',
    pages: [EVENTS, LIFECYCLE],
  },
  {
    matches: /^Trying to lazily load component <<tagName>> with style mode/,
    trigger:
      'A development build went to load a component registered without the name of a lazy bundle. Despite the wording, style modes play no part.',
    fix: 'Load the loader and the component bundles from the same build (rebuild, clear any cached old loader). Production builds skip the check and load nothing for such a component.',
    pages: [STYLING],
  },
  {
    matches: /^Stencil already uses "@rollup\/plugin-commonjs"/,
    trigger: 'stencil.config.ts adds `@rollup/plugin-commonjs`, which the compiler runs already.',
    fix: "Remove it and put its options under the config's `commonjs` option.",
    pages: [PLUGINS],
  },
  {
    matches: /^Invalid outputTarget type "<type>"/,
    trigger: 'An `outputTargets` entry has a `type` this release does not know: a typo, or a target from another major version.',
    fix: "Use a type listed in the message; framework wrappers come as their own packages' output targets.",
    pages: [OUTPUT_TARGETS],
  },
  {
    matches: /^When generating a distribution it is recommended to choose a unique namespace/,
    trigger:
      'A `dist` output target is configured while `namespace` is missing or `App`; the namespace names the bundle files and the global loader.',
    fix: 'Set `namespace` to a name unique to the library.',
    pages: [CONFIG, DIST],
  },
  {
    matches: /^When prerendering, the "baseUrl" output target config must be a full URL/,
    trigger: 'A prerender build has a `www` output target whose `baseUrl` is a path, not an absolute URL.',
    fix: "Set it to the site's full URL, protocol included.",
    pages: [PRERENDER],
  },
  {
    matches: /^The "componentDidUnload\(\)" method was removed in Stencil 2/,
    trigger: 'A component still defines the lifecycle method `componentDidUnload()`.',
    fix: 'Rename it to `disconnectedCallback()`, which runs each time the element leaves the document.',
    pages: [LIFECYCLE],
  },
  {
    matches: /^The "parent" target is no longer available as of Stencil 2/,
    trigger: "`@Listen()` was given `target: 'parent'`.",
    fix: 'Listen on `window`, `document`, `body` or the host element (no target), and filter events there.',
    pages: [EVENTS],
  },
  {
    matches: /^devServer config "baseUrl" has been renamed to "basePath"/,
    trigger: 'The `devServer` options use `baseUrl`.',
    fix: 'Rename it to `basePath` and keep only the path (no protocol or host).',
    pages: [DEV_SERVER],
  },
  {
    matches: /^@Prop option "reflectToAttr" should be renamed to "reflect"/,
    trigger: 'A `@Prop()` uses the old option name `reflectToAttr`.',
    fix: 'Rename the option to `reflect`.',
    pages: [PROPERTIES],
  },
  {
    matches: /^@Watch\('<propName>'\) is trying to watch for changes in a property that does not exist/,
    trigger: '`@Watch()` names a member that is not a `@Prop()` or `@State()` of the component (often a typo).',
    fix: 'Correct the name, or decorate the watched member.',
    pages: [PROPERTIES, STATE],
  },
  {
    matches: /^dist-custom-elements-bundle is deprecated/,
    trigger: 'stencil.config.ts still has a `dist-custom-elements-bundle` output target.',
    fix: 'Replace it with `dist-custom-elements`.',
    pages: [UPGRADE_THREE, UPGRADE_FOUR, OUTPUT_TARGETS],
  },
  {
    matches: /^("<tag>" tag (cannot|contains|must)|Tag "<tag>" must be a string type|Tag can not contain|Received empty tag value)/,
    trigger:
      'The tag breaks the custom element naming rules: empty, not a string, upper-case letters, spaces, a comma, characters other than letters, digits, `_` and `-`, no dash, two dashes in a row, or a dash at either end. A `@Component()` `tag` gets the message with the link to the HTML standard, a tag under `components` in `bundles` gets its first sentence only, and `stencil generate` checks the name it is given.',
    fix: "Use lower case, start with a letter and put at least one single dash inside, such as `my-card`. In `bundles`, give each component's exact tag, one per string.",
    pages: [COMPONENT, CONFIG],
  },
  {
    matches: /^(@(document|font-face|keyframes|media|supports) missing|End of comment missing$|property missing ':'$|selector missing$)/,
    trigger:
      'The hydrate app (`renderToString`, `hydrateDocument`, prerendering) parses the `<style data-styles>` elements of the page it renders and found a syntax error: an at-rule (`@media`, `@supports`, `@keyframes`, `@font-face`, `@document`) missing a brace, a `@keyframes` without a name, a declaration without its colon, a rule without a selector, or a comment not closed with `*/`. A build does not report these for a component stylesheet: its minifier keeps a stylesheet it cannot parse as written.',
    fix: 'Balance the braces or finish the rule in that `<style>` element, or render with `removeUnusedStyles: false` to skip the parse. With Sass, Less or PostCSS plugins, check the CSS they produce.',
    pages: [STYLING],
  },
  {
    matches: /^(Property|Method|Event|Part) "<\w+>" of "<tag>" is not documented/,
    trigger:
      'A `docs-readme` output target has `strict: true`, and a public `@Prop()`, `@Method()`, `@Event()` (unless `@deprecated`) or CSS part has no description.',
    fix: 'Add a `/** … */` comment above each named member and `@part name - description` to the class comment, or remove `strict: true`.',
    pages: [DOCS_README],
  },
  {
    matches: /^'<(background|textColor)>' is not a valid hex color/,
    trigger:
      '`docs.markdown.targetComponent` in stencil.config.ts sets a `background` or `textColor` for the readme dependency diagrams that is not a hex color; the default is used instead.',
    fix: 'Give a hex color (`#rgb` or `#rrggbb`), or drop the option.',
    pages: [DOCS_README, CONFIG],
  },
  {
    matches: /^docs-(custom|json|vscode) outputTarget missing the/,
    trigger:
      'A documentation output target lacks a required option: `generator` for `docs-custom`, `file` for `docs-json` and `docs-vscode`.',
    fix: 'Add it: a function `generator(docs)`, or the path of the file to write.',
    pages: [DOCS_CUSTOM, DOCS_JSON, DOCS_VSCODE],
  },
  {
    matches: /^docs-json: unable to gather type information from/,
    trigger:
      'The `supplementalPublicTypes` option of a `docs-json` output target names a file TypeScript cannot open. The JSON then lacks those types.',
    fix: 'Give the path of an existing `.ts` file, relative to the folder of stencil.config.ts.',
    pages: [DOCS_JSON],
  },
  {
    matches: /^Your current version of Node is v<currentVersion>, however Stencil requires/,
    trigger: 'The `stencil` command found a Node.js older than this release supports, and exits with code 1 without building.',
    fix: 'Install a newer Node.js (an active long-term-support release); `node --version` shows the one your shell uses.',
    pages: [GETTING_STARTED, CLI],
  },
  {
    matches:
      /^(Your current version of Node is v<currentVersion>, however Stencil's recommendation|In an upcoming major release of Stencil, Node)/,
    trigger: 'The `stencil` command runs on a Node.js older than the release recommends.',
    fix: 'Move to a current long-term-support Node.js when you can.',
    pages: [GETTING_STARTED, CLI],
  },
  {
    matches: /^when parsing CLI flag "<flag>": /,
    trigger:
      'A `stencil` flag got a value of the wrong kind, or none where one is needed: `--port` without a number, `--logLevel` other than `debug`, `info`, `warn` or `error`, or a string flag last with nothing after it. The command stops before loading the config.',
    fix: 'Give the value the message expects (`--port 3333`, `--logLevel debug`), or drop the flag.',
    pages: [CLI],
  },
  {
    matches: /^(<\w+>)?Invalid stencil command, please see the options below/,
    trigger: 'The first argument of `stencil` is not a task (such as `build`, `test` or `generate`), so it prints its help and stops.',
    fix: 'Check the spelling; `npx stencil help` lists the tasks.',
    pages: [CLI],
  },
  {
    matches: /^(Disabling cache during development|Generating ES5 during development)/,
    trigger:
      'A development build (`--dev`, `--watch`) runs with the cache off (`--no-cache`, `enableCache: false`) or ES5 output on (`buildEs5: true`; no release reads the `--es5` flag the message names), slowing each rebuild. Not printed at log level `debug`.',
    fix: 'Build ES5 only for production, and drop `enableCache: false` unless you are debugging the cache.',
    pages: [CONFIG, CLI],
  },
  {
    matches:
      /^("(generate|test)" command is currently only implemented for a NodeJS environment|Stencil's srcDir was not specified|Please run this command in your root directory|Generating code would overwrite the following files)/,
    trigger:
      '`stencil generate` (or `stencil test`, in the first case) cannot go on: it runs outside Node.js, the config has no `srcDir`, it was started outside the folder of stencil.config.ts, or its files already exist. Nothing is written.',
    fix: 'Run `npx stencil generate` from the project root in a terminal, with a tag whose files do not exist yet, and keep `srcDir` set (default `src`).',
    pages: [CLI],
  },
  {
    matches: /^Missing hydrate app script path/,
    trigger: '`stencil prerender` was started without the path of the hydrate script to prerender with.',
    fix: 'Pass the path of the built hydrate script (such as `npx stencil prerender dist/hydrate/index.js`), or use `stencil build --prerender`.',
    pages: [PRERENDER_BASICS, CLI],
  },
  {
    matches: /^Config path "<configPath>" not found/,
    trigger: 'The `--config` flag names a file or folder that does not exist.',
    fix: 'Give the path of stencil.config.ts (or its folder) relative to the current directory, or leave the flag out to use the one there.',
    pages: [CLI, CONFIG],
  },
  {
    matches: /^(uncaught cli error|uncaught error$|unhandledRejection$|uncaught custom docs error)/,
    trigger:
      'An exception escaped a task of the `stencil` command (or a `docs-custom` `generator`) and was caught at the top. The text after the colon, or the stack printed with it, is the real error.',
    fix: 'If the stack points into your code (a plugin, a docs generator, the config), fix it there; if into Stencil, rerun with `--debug`.',
    pages: [CLI, TROUBLESHOOTING],
  },
  {
    matches:
      /^(Environment doesn't provide required functions|No fetch implementation available|ts\.sys can only request http resources|stencil sys destroy:|Cache, initCacheDir:)/,
    trigger:
      "An internal problem of the compiler's system layer: a system object lacks a function (a custom `sys`, or a compiler run outside Node.js), or a file operation failed while setting up the cache or shutting down. A project cannot cause it, so there is no example.",
    fix: 'Run the compiler through the `stencil` command in Node.js. For the cache, make `cacheDir` (`.stencil` by default) writable, or delete it.',
    pages: [TROUBLESHOOTING],
  },
  {
    matches: /^Stencil Telemetry: couldn't write configuration file/,
    trigger:
      'The `stencil` command could not save its telemetry setting in the file in your home folder named in the message, usually because the folder is not writable.',
    fix: 'Make the folder writable, or run `npx stencil telemetry off`.',
    pages: [TELEMETRY],
  },
  {
    matches: /^Namespace "<namespace>" /,
    trigger:
      'The `namespace` option is invalid: it needs three or more characters, only letters, digits, `_`, `$` and `-`, no digit or dash first and no dash last. It names the build files and the global loader.',
    fix: 'Choose a namespace such as `MyLibrary` or `my-library`.',
    pages: [CONFIG],
  },
  {
    matches: /^validatedConfig\.hashedFileNameLength (cannot be more than|must be at least)/,
    trigger: 'The `hashedFileNameLength` option of stencil.config.ts is outside the range the message gives.',
    fix: 'Use a number in that range, or drop the option.',
    pages: [CONFIG],
  },
  {
    matches: /^(dev server excludeHmr must be an array|Invalid devServer reloadStrategy)/,
    trigger:
      'A `devServer` option has the wrong kind of value: `excludeHmr` must be a list of glob strings, `reloadStrategy` `"hmr"`, `"pageReload"` or `null`.',
    fix: 'Use an allowed value.',
    pages: [DEV_SERVER],
  },
  {
    matches: /^(allowableMismatchedPixels|allowableMismatchedRatio|pixelmatchThreshold|waitBeforeScreenshot) must be a value/,
    trigger:
      'A screenshot option under `testing` is out of range: ratios and threshold go from 0 to 1, the pixel count and wait are 0 or more.',
    fix: 'Use a number in the range the message gives.',
    pages: [...SCREENSHOTS, ...TESTING_CONFIG],
  },
  {
    matches: /^Setting "browserHeadless" config to `true` is not supported anymore/,
    trigger:
      '`testing.browserHeadless` is `true`. From Stencil 4 headless mode is chosen by name and `true` is refused, so `stencil test` stops at once.',
    fix: 'Set `browserHeadless: "shell"` (the default), or `false` to see the browser.',
    pages: [...TESTING_CONFIG],
  },
  {
    matches: /^Invalid Stencil configuration file "<configPath>"\. Missing "config" property/,
    trigger: 'stencil.config.ts was loaded, but it has no export named `config`.',
    fix: 'Export the configuration as `export const config: Config = { … };` (a default export is not read).',
    pages: [CONFIG],
  },
  {
    matches: /^invalid "baseUrl": /,
    trigger: 'The `baseUrl` of a `www` output target cannot be read as a URL when the build prerenders.',
    fix: "Write the site's full address, protocol included, such as `https://example.com/`.",
    pages: [PRERENDER, WWW],
  },
  {
    matches: /^You need at least one "www" output target configured in your stencil\.config\.ts, when the "--prerender" flag/,
    trigger: '`stencil build --prerender` ran without a `www` output target, where prerendering writes its pages.',
    fix: "Add `{ type: 'www' }` to `outputTargets`, or build without `--prerender`.",
    pages: [PRERENDER_BASICS, WWW],
  },
  {
    matches: /^If the 'experimentalSlotFixes' flag is enabled it will override any slot fix flags which are disabled/,
    trigger: '`extras.experimentalSlotFixes` is `true` while a slot fix it turns on is set to `false` in `extras`; the fix applies anyway.',
    fix: 'Remove the slot-fix settings the message lists, or turn `experimentalSlotFixes` off.',
    pages: [EXTRAS],
  },
  {
    matches: /^nodeResolve\.customResolveOptions is a deprecated option/,
    trigger:
      'stencil.config.ts sets `nodeResolve.customResolveOptions`, which the bundled Node resolve plugin no longer supports; it is ignored.',
    fix: 'Remove it; other `nodeResolve` settings (such as `exportConditions` or `browser`) may cover your case.',
    pages: [CONFIG, BUNDLING],
  },
  {
    matches: /^@Component option "assetsDir" should be renamed to "assetsDirs"/,
    trigger: 'A `@Component()` uses the old option `assetsDir`.',
    fix: "Rename it to `assetsDirs` and give it a list, such as `assetsDirs: ['assets']`.",
    pages: [COMPONENT],
  },
  {
    matches: /^To improve bundling, it is always recommended to set the tsconfig\.json .(module|target). setting/,
    trigger:
      'tsconfig.json sets `module` to other than `esnext`, or `target` below the level the message names. The compiler makes its own output per target, so these only limit what it can bundle.',
    fix: 'Set the value the message recommends in `compilerOptions`.',
    pages: [CONFIG],
  },
  {
    matches:
      /^package\.json "(main|module|types|browser)" (property|file) is set to|^package\.json "types" (property is set to "<\w+>" but cannot be found|file must have a "\.d\.ts" extension)/,
    trigger:
      "A distribution build compares package.json's entry points with its output: `main`, `module` or `types` names another path than the recommended one, `types` is not a `.d.ts` file or is missing, or `browser` is set.",
    fix: 'Set the field to the path the message recommends, or remove `browser`.',
    pages: [PUBLISHING, DIST],
  },
  {
    matches:
      /^package\.json "files" array must contain the distribution directory|^Unable to find "<pkgFile>" within the package\.json "files" array/,
    trigger:
      "package.json's `files` list leaves out a folder or file the build writes, so `npm publish` would skip it. The first check runs only in production builds.",
    fix: 'Add what the message names (such as `dist/`) to `files`, or remove `files`.',
    pages: [PUBLISHING],
  },
  {
    matches: /^Valid "package\.json" file is required for distribution/,
    trigger: 'A build with a distribution output target could not read package.json in the project root, or its JSON is invalid.',
    fix: 'Create package.json (`npm init`) or fix its JSON syntax.',
    pages: [PUBLISHING],
  },
  {
    matches:
      /^Your Stencil (config has multiple output targets with 'isPrimaryPackageOutputTarget: true'|project has (assigned one or more ineligible|designated a primary package|not assigned a primary package))/,
    trigger:
      'The package.json check follows the one output target marked `isPrimaryPackageOutputTarget: true`, and runs only with `validatePrimaryPackageOutputTarget: true`. This config marks none, several, or an ineligible target (only `dist`, `dist-collection`, `dist-custom-elements` and `dist-types` qualify), or marks one without turning the check on.',
    fix: 'Mark exactly one eligible target and set `validatePrimaryPackageOutputTarget: true`, or remove both to skip the check.',
    pages: [OUTPUT_TARGETS, PUBLISHING],
  },
  {
    matches: /^(A get accessor should be decorated before a set accessor|Unknown class member encountered)/,
    trigger:
      'A Stencil decorator sits on an accessor the compiler does not take: in 4.x a `set` accessor with no decorated `get` before it; in 2.x and 3.x any `get` or `set` accessor, which they report as an unknown class member (in 4.x that wording means a member of a kind the compiler does not know).',
    fix: 'In 4.x, decorate the `get` accessor and write it above the setter. In 2.x and 3.x, decorate a plain class property instead of an accessor.',
    pages: [PROPERTIES],
  },
  {
    matches:
      /^(It's not valid to add more than one Element\(\) decorator|Stencil does not support adding more than one AttachInternals\(\) decorator)/,
    trigger: 'A component class puts the decorator the message names on two members; it may appear once per class.',
    fix: 'Keep one such member and read it wherever needed.',
    pages: [HOST, FORMS],
  },
  {
    matches: /^Please use multiple @Listen\(\) decorators instead of comma-separated names/,
    trigger: 'A `@Listen()` decorator names several events in one string, separated by commas.',
    fix: "Put one `@Listen()` per event on the method, for example `@Listen('focus') @Listen('blur')`.",
    pages: [EVENTS],
  },
  {
    matches: /^The component "<componentName>" has a getter called "<propName>"/,
    anchor: 'reserved-getter',
    trigger:
      'A component class defines a `shadowRoot` getter, which the runtime reads itself (hydration). Releases 4.33 to 4.36 throw, reported as an error starting with `Error:` that fails the build; 4.37 and later warn.',
    fix: 'Rename the getter (such as `get root()`) and reach the real shadow root through `this.el.shadowRoot` with an `@Element()` member.',
    pages: [COMPONENT, HOST],
  },
  {
    matches: /^(Build results missing "hydrateAppFilePath"|Unable to open "hydrateAppFilePath")/,
    trigger:
      "Prerendering needs the build's hydrate script, and there is none or it cannot be opened, often because an earlier error stopped the build.",
    fix: 'Fix the earlier errors and rebuild with `--prerender`, keeping the `www` output target, which makes the hydrate script.',
    pages: [PRERENDER_BASICS, HYDRATE],
  },
  {
    matches: /^(Entry Urls must include the protocol and domain|prerendering failed: no urls found in the prerender config)/,
    trigger:
      'Prerendering has no valid start page: an entry of `entryUrls` (or the `baseUrl` it is read against) is not a full address, or the list is empty.',
    fix: "Make the `www` output target's `baseUrl` a full address (`https://example.com/`) and `entryUrls` non-empty.",
    pages: [PRERENDER, PRERENDER_BASICS],
  },
  {
    matches: /^(Manifest icon missing "src"|Unable to find manifest icon)/,
    trigger: 'The web app manifest (`manifest.json` in the `www` build) lists an icon whose `src` is missing or names no file.',
    fix: 'Give each icon a `src` pointing at an image in the build, relative to the manifest.',
    pages: [WWW],
  },
  {
    matches: /^(Unable to read css import|Unable to resolve node module for CSS @import)/,
    trigger:
      'A component stylesheet has an `@import` the compiler cannot follow: the file does not exist, or a `~package/...` import names a package not installed.',
    fix: 'Correct the path (relative to the stylesheet), or install the package.',
    pages: [STYLING],
  },
  {
    matches: /^The file "<\w+>" was unable to load/,
    trigger:
      'Neither the plugins nor the file system returned content for the `globalStyle` file named in stencil.config.ts (the only file the compiler loads this way).',
    fix: 'Check the `globalStyle` path and that the file exists; for Sass or Less, that the matching plugin is in `plugins`.',
    pages: [STYLING, PLUGINS],
  },
  {
    matches: /^Service worker library already exists/,
    trigger: 'Copying the Workbox library into the `www` build failed, usually because the files are already there from a previous build.',
    fix: 'Nothing is needed if the files are there; clear the output folder to stop the warning.',
    pages: [SERVICE_WORKERS],
  },
  {
    matches: /^copy task, "dest" property must exist if "src" property is an absolute path/,
    trigger:
      'A copy task (`copy` of an output target) has an absolute `src` and no `dest`, so the compiler cannot place the file in the output.',
    fix: 'Add a `dest` relative to the output folder, or make `src` relative to `srcDir`.',
    pages: [COPY_TASKS],
  },
  {
    matches: /^outputTarget config missing the "dir" property/,
    trigger: 'A `dist-hydrate-script` output target was given without the folder to write to.',
    fix: "Set `dir` on the output target (for example `dir: 'hydrate'`).",
    pages: [HYDRATE],
  },
  {
    matches: /^(ensureDependencies will be removed|ensureResources is a no-op|To get the stencilPath, please use getCompilerExecutingPath)/,
    trigger:
      'A tool driving the compiler through its Node system object called a function kept only for old callers; the `stencil` command does not.',
    fix: 'Drop the call, or use the replacement the message names.',
    pages: [TROUBLESHOOTING],
  },
  {
    matches: /^npm install --save-dev <list>/,
    trigger:
      'A Stencil 2 task needs packages that are not installed (the test runner and browser for `stencil test`); the message gives the install command.',
    fix: 'Run that command, then the task again.',
    pages: [...TESTING_CONFIG],
  },
  {
    matches: /^invalid decorator argument: /,
    trigger:
      'A Stencil decorator got an argument the compiler cannot read without running code: not an object or string literal, nor a constant whose type is one literal value (such as `@Component(options)` with `options` built elsewhere, or `@Listen(name)` with a `let`). The compiler stops with an exception.',
    fix: 'Write the options inline, or use a `const` holding a string literal for names.',
    pages: [COMPONENT, EVENTS],
  },
  {
    matches: /^Invalid module type: /,
    trigger:
      "An internal check: the code writing a module's imports was asked for a format it does not produce. No config or component reaches it, so there is no example.",
    fix: 'Report it to Stencil with the command and config.',
    pages: [TROUBLESHOOTING],
  },
  {
    matches: /^Bundling Warning <code>/,
    trigger:
      'Rollup reported a warning while bundling (its code, such as `CIRCULAR_DEPENDENCY`, `UNRESOLVED_IMPORT` or `THIS_IS_UNDEFINED`, follows the header) and names the components concerned.',
    fix: "Act on Rollup's text: break the import cycle, fix the unresolved import, and so on.",
    pages: [BUNDLING],
  },
  {
    matches: /^Flattening is not supported for Stencil non-shadow slots/,
    trigger:
      '`assignedNodes({ flatten: true })` or `assignedElements({ flatten: true })` was called on a slot of a component without Shadow DOM, where Stencil emulates slots. The call goes on without flattening.',
    fix: 'Drop `flatten` and walk nested slots through `childNodes`, or give the component `shadow: true` for native slots.',
    pages: [SLOTS, COMPONENT],
  },
  {
    matches: /^Stencil: No document found\. Skipping bootstrapping lazy components/,
    trigger: "A build's lazy loader ran without a `document` (a server, a worker, a test without a DOM) and defined no components.",
    fix: 'Import the loader only in the browser; on a server, render with the hydrate app.',
    pages: [HYDRATE],
  },
  {
    matches: /^The exported method "<method>" does not return a Promise/,
    trigger:
      "A function exported from a `.worker.ts` module returned a non-Promise. Only development builds check; the error rejects the page's call.",
    fix: 'Make each exported function of the worker module `async` (or return a Promise).',
    pages: [WORKERS],
  },
];

DIAGNOSTIC_GUIDES.push(...GUIDE_ADDITIONS);

/** The guide of a message, if one matches its pattern. */
export function guideFor(pattern: string): DiagnosticGuide | undefined {
  return DIAGNOSTIC_GUIDES.find((guide) => guide.matches.test(pattern));
}

/** The fixed anchor of a message, when its guide gives one. */
export function anchorFor(pattern: string): string | undefined {
  return guideFor(pattern)?.anchor;
}

/** The rewording family of a message, when its guide gives one. */
export function familyOf(pattern: string): string | undefined {
  return guideFor(pattern)?.family;
}
