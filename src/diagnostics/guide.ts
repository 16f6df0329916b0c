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
      'A class carrying `@Component()` has an `extends` clause. Releases that word the message this way reject every base class, Stencil ones included, because the compiler swaps the base class per output target (lazy or custom element).',
    fix: 'Move shared logic out of a base class: into plain functions or objects the component calls, or into a functional component for shared markup. Stencil 4.37 and later accept base classes that are themselves Stencil classes, when tsconfig.json targets ES2022 or later.',
    pages: [COMPONENT],
  },
  {
    matches: /^Component classes can only extend from other Stencil decorated base classes/,
    family: 'base-class',
    trigger:
      'A component extends a class that declares Stencil members (`@Prop()`, `@State()` and similar), and the TypeScript `target` in tsconfig.json is older than ES2022, so class fields would not be compiled as the runtime expects. It is a warning: the build goes on.',
    fix: 'Set `"target": "es2022"` (or later) in the `compilerOptions` of tsconfig.json. The base class keeps its decorated members; only the output target changes.',
    pages: [COMPONENT],
  },
  {
    matches: /^Please update the components so "<tagName>" is only used once/,
    trigger:
      'Two component classes declare the same `tag`. Besides a real clash, the usual cause is the compiler seeing the built copy of a component next to its source: tsconfig.json has no `include`, or includes an output folder (`dist/`, `www/`), so `dist/collection` is compiled again.',
    fix: 'Give each component its own tag. When the second path is under an output folder, limit tsconfig.json to the sources with `"include": ["src"]` (or add the output folders to `exclude`).',
    pages: [COMPONENT, CONFIG],
  },
  {
    matches: /^Component tag "<tag>" is defined in a bundle but no matching component/,
    trigger:
      'The `bundles` option of stencil.config.ts lists a tag that no component of the project (or of a collection it imports) declares, often after a component was renamed or removed.',
    fix: 'Correct or delete the tag in `bundles`. Tags that the config does not list are bundled by the compiler on its own, so the entry can go entirely.',
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
      'tsconfig.json has no `include` array, or it lists no path inside the source directory (`srcDir`, `src` unless configured). Without it TypeScript watches and compiles every file under the project, output folders included.',
    fix: 'Add `"include": ["src"]`, written the same way as `srcDir` (no leading `./`). Keeping `dist` and `www` out of it also prevents the duplicate-tag error above.',
    pages: [CONFIG],
  },
  {
    matches: /^stencil\.config\.ts is not part of the output build/,
    trigger:
      "tsconfig.json's `include` names `stencil.config.ts`, so the compiler would type-check and bundle the config as if it were component code.",
    fix: 'Remove `stencil.config.ts` from `include`; the CLI loads the config on its own.',
    pages: [CONFIG],
  },
  {
    matches: /^Unable to load TypeScript config file/,
    trigger: 'No tsconfig.json was found in the project root (the folder holding stencil.config.ts) and the config names no other one.',
    fix: 'Create tsconfig.json in that folder, or point the `tsconfig` option of stencil.config.ts at the file you use.',
    pages: [CONFIG],
  },
  {
    matches: /^The state\/prop "<propName>" changed during "componentDidLoad\(\)"/,
    trigger:
      'Development builds only: `componentDidLoad()` assigned a `@State()` or `@Prop()` member. The first render has just finished, so the change schedules a second render before the user sees anything.',
    fix: 'Compute the value before the first render, in `componentWillLoad()` (which may return a Promise the first render waits for). Production builds do not print the message.',
    pages: [LIFECYCLE, STATE],
  },
  {
    matches: /^The state\/prop "<propName>" changed during rendering/,
    trigger:
      'Development builds only: `render()` (or a function it calls) assigned a `@State()` or `@Prop()` member. Each change queues another render, which can loop.',
    fix: 'Keep `render()` free of assignments: derive values into local constants inside it, or update state in a lifecycle method such as `componentWillRender()`, or in an event handler.',
    pages: [STATE, JSX],
  },
  {
    matches: /^vNode passed as children has unexpected type/,
    trigger:
      'Development builds only: a child given to `h()` is neither text, a number, a virtual node nor an array of them: usually a function or a plain object rendered as a child, a JSX comment written so that it compiles to an empty object, or JSX created by a second copy of `h()` (another framework or a duplicated `@stencil/core`).',
    fix: 'Render only strings, numbers, JSX and arrays of those; call render functions instead of passing them; write JSX comments as `{/* … */}` inside an element; import `h` from `@stencil/core` in every file that uses JSX.',
    pages: [JSX],
  },
  {
    matches: /^package\.json "collection" property is required when generating a distribution/,
    trigger:
      'The project has a `dist` output target, and package.json has no `collection` field pointing at the collection manifest the build writes. Other Stencil projects read that manifest to import the components.',
    fix: 'Add the field with the path the message gives, typically `"collection": "dist/collection/collection-manifest.json"`.',
    pages: [PUBLISHING, DIST],
  },
  {
    matches: /^package\.json "(module|main|types)" property is required/,
    trigger: 'A `dist` build checks that package.json points consumers at the files it writes; this field is missing.',
    fix: 'Add the field with the path the message recommends, then rebuild. The message lists the exact value for your output folders.',
    pages: [PUBLISHING, DIST],
  },
  {
    matches: /^For the import "<importee>" to be bundled/,
    trigger:
      'A module imports a Node.js built-in (`path`, `fs`, `crypto`…) or a package that does, and the browser build has nothing to substitute for it.',
    fix: 'Prefer a browser-ready dependency, or keep the import out of code that runs in the browser. If the module must be bundled, add `rollup-plugin-node-polyfills` to the `rollupPlugins.after` (or `plugins`) list of stencil.config.ts.',
    pages: [BUNDLING, PLUGINS],
  },
  {
    matches: /^In order to load accurate JSX types for components, the "h" function must be imported/,
    trigger: "TypeScript reported `Cannot find name 'h'` in a file with JSX: the file uses JSX without importing the `h` factory.",
    fix: "Add `h` to the file's import from `@stencil/core` (for example `import { Component, h } from '@stencil/core';`).",
    pages: [JSX],
  },
  {
    matches: /^@Prop\(\) "<memberName>" on <<tagName>> is immutable but was modified/,
    trigger: 'Development builds only: the component assigned one of its own `@Prop()` members that is not declared `mutable`.',
    fix: 'Declare the prop with `@Prop({ mutable: true })` when the component owns changes to it, or keep the changing value in a `@State()` member initialised from the prop.',
    pages: [PROPERTIES],
  },
  {
    matches: /^External @Method\(\) <methodName>\(\) must return a Promise/,
    trigger:
      'A `@Method()` is not `async` and its declared return type is not a Promise. The same text has two severities: when the method returns `void` it is a warning (the compiler then treats the method as returning `Promise<void>`), and for any other return type (`string`, `boolean`, an object…) it is an error that fails the build. `stencil test` skips the check. Public methods may be called before the component has loaded, which is why they are asynchronous.',
    fix: 'Mark the method `async` (or declare a `Promise<…>` return type and return one), and have callers `await` it.',
    pages: [METHODS],
  },
  {
    matches: /^Methods decorated with the @Method\(\) decorator cannot be "private" nor "protected"/,
    trigger: "A `@Method()` member is marked `private` or `protected`, but the decorator makes it part of the element's public API.",
    fix: 'Drop the modifier, or drop the decorator for an internal helper.',
    pages: [METHODS],
  },
  {
    matches: /^Properties decorated with the @Prop\(\) decorator cannot be "private" nor "protected"/,
    trigger: 'A `@Prop()` member is marked `private` or `protected`, but props are set from outside the component.',
    fix: 'Drop the modifier, or use `@State()` (or a plain class field) for internal data.',
    pages: [PROPERTIES],
  },
  {
    matches: /^The @Prop\(\) name "<propName>" looks like an event/,
    trigger: 'A `@Prop()` name starts with `on` followed by a capital letter or a dash, the shape of an event handler attribute.',
    fix: 'Emit an event with `@Event()` instead of taking a callback prop, or rename the prop.',
    pages: [EVENTS, PROPERTIES],
  },
  {
    matches: /^Events decorated with @Event\(\) should describe the actual DOM event name/,
    trigger: 'An `@Event()` member is named like a handler (`onChange`) rather than like the event it dispatches.',
    fix: 'Rename the member (or set `eventName`) to the event itself, for example `change`; listeners then use `onChange` in JSX.',
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
    trigger: 'An `@Event()` uses the name of a built-in DOM event (`click`, `change`, `input`…), so listeners cannot tell the two apart.',
    fix: 'Give the custom event a prefixed name (`myChange`), or set `eventName` in the decorator.',
    pages: [EVENTS],
  },
  {
    matches: /^The <decorator> name "<memberName>" is a reserved public name/,
    trigger:
      'A decorated member (`@Prop()`, `@Method()`…) has the name of a member that HTML elements already define, such as `title`, `hidden` or `click`.',
    fix: "Rename the member; overriding the element's own member behaves differently across browsers.",
    pages: [PROPERTIES],
  },
  {
    matches: /^Components cannot be "scoped" and "shadow" at the same time/,
    trigger: 'The `@Component()` options set both `shadow` and `scoped`.',
    fix: 'Keep one: `shadow: true` for native Shadow DOM, or `scoped: true` for emulated style scoping without a shadow root.',
    pages: [COMPONENT, STYLING],
  },
  {
    matches: /^Classes decorated with @Component can not have a "constructor" that takes arguments/,
    trigger: 'The component class declares a constructor with parameters. Elements are created by the browser, which passes none.',
    fix: 'Remove the parameters; take inputs through `@Prop()` members and do set-up in `connectedCallback()` or `componentWillLoad()`.',
    pages: [COMPONENT, PROPERTIES],
  },
  {
    matches: /^Classes decorated with @Component can not be decorated with more decorators/,
    trigger:
      'The component class carries another class decorator beside `@Component()`; the compiler reads the class statically and cannot follow decorators that run at load time.',
    fix: 'Remove the extra class decorator and apply its behaviour inside the class or in plain functions.',
    pages: [COMPONENT],
  },
  {
    matches: /^To allow efficient bundling, modules using @Component\(\) can only have a single export/,
    trigger: 'A component module exports something besides the component class (a constant, a type used at run time, a helper).',
    fix: 'Move the other exports to a separate module and import them from there. Type-only exports (interfaces, type aliases) are fine.',
    pages: [BUNDLING, COMPONENT],
  },
  {
    matches: /^tag missing in component decorator/,
    trigger:
      '`@Component()` has no `tag`, or the tag is not a valid custom element name (lower case, starting with a letter, containing a dash, not a reserved name).',
    fix: 'Set `tag` to a valid name such as `my-button`.',
    pages: [COMPONENT],
  },
  {
    matches: /^The <Host> must be the single root component/,
    trigger:
      'Development builds only: `render()` returned `<Host>` somewhere other than as its single root, or the component also defines `hostData()`.',
    fix: 'Return one `<Host>` as the root of `render()`, and move any `hostData()` attributes onto it.',
    pages: [HOST],
  },
  {
    matches: /^The JSX "<(tag|text)>" (element|text) node should not be shared within the same renderer/,
    trigger:
      'Development builds only: the same JSX node object appears twice in one render, for example a node stored in a constant and placed in two spots.',
    fix: 'Create the node where it is used, for example through a small function that returns fresh JSX on each call.',
    pages: [JSX],
  },
  {
    matches: /^The "value" prop of <input> should be set after "min", "max", "type" and "step"/,
    trigger:
      'Development builds only: an `<input>` in JSX sets `value` before `min`, `max`, `type` or `step`; browsers clamp or reinterpret the value as those attributes arrive.',
    fix: 'Write `value` after the other four attributes in the JSX.',
    pages: [JSX],
  },
  {
    matches: /^The "<name>" event was emitted, but the dispatcher node is no longer connected to the dom/,
    trigger:
      'Development builds only: a component called `emit()` on an event while its element was detached from the document, so no ancestor can hear it.',
    fix: 'Emit while connected (check `this.el.isConnected`), or stop timers and subscriptions in `disconnectedCallback()`.',
    pages: [EVENTS, LIFECYCLE],
  },
  {
    matches: /^Trying to lazily load component <<tagName>> with style mode/,
    trigger:
      "The runtime of a development build went to load a component's code, and the component was registered without the name of a lazy bundle to load it from. Despite the wording, the check never looks at style modes: it fires whenever the bundle name is missing, whatever the mode.",
    fix: 'Load the loader script and the component bundles of one and the same build (rebuild, and clear a cached copy of the old loader). Production builds skip the check and load nothing for such a component, so fix it where the message appears.',
    pages: [STYLING],
  },
  {
    matches: /^Stencil already uses "@rollup\/plugin-commonjs"/,
    trigger: 'stencil.config.ts adds `@rollup/plugin-commonjs`, which the compiler already runs.',
    fix: 'Remove the plugin and put its options under the `commonjs` option of the config.',
    pages: [PLUGINS],
  },
  {
    matches: /^Invalid outputTarget type "<type>"/,
    trigger: 'An entry of `outputTargets` has a `type` this release does not know: a typo, or a target from another major version.',
    fix: "Use one of the types listed in the message; framework wrappers are added as their own packages' output targets.",
    pages: [OUTPUT_TARGETS],
  },
  {
    matches: /^When generating a distribution it is recommended to choose a unique namespace/,
    trigger:
      'A `dist` output target is configured while `namespace` is missing or left at `App`; the namespace names the bundle files and the global loader.',
    fix: 'Set `namespace` in stencil.config.ts to a name unique to the library.',
    pages: [CONFIG, DIST],
  },
  {
    matches: /^When prerendering, the "baseUrl" output target config must be a full URL/,
    trigger: 'A prerender build runs with a `www` output target whose `baseUrl` is a path, not an absolute URL.',
    fix: "Set `baseUrl` on the `www` output target to the site's full URL, protocol included.",
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
    fix: 'Listen on `window`, `document` or `body`, or on the host element (no target), and filter events there.',
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
    fix: 'Correct the name, or decorate the watched member with `@Prop()` or `@State()`.',
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
      'A tag name breaks the custom element naming rules: it is empty, not a string, has upper-case letters, spaces, a comma, characters other than letters, digits, `_` and `-`, no dash at all, two dashes in a row, or a dash at either end. The same check runs on three places, and the wording tells them apart: the `tag` of a `@Component()` (the message ends with a link to the HTML standard), each tag listed under `components` in the `bundles` option of stencil.config.ts (the message stops after its first sentence), and the name given to `stencil generate`.',
    fix: 'Write the tag in lower case, starting with a letter and with at least one single dash inside, such as `my-card`. In `bundles`, list each component by the exact tag it declares, one tag per string.',
    pages: [COMPONENT, CONFIG],
  },
  {
    matches: /^(@(document|font-face|keyframes|media|supports) missing|End of comment missing$|property missing ':'$|selector missing$)/,
    trigger:
      'The CSS parser the compiler runs on component stylesheets met a syntax error: an at-rule (`@media`, `@supports`, `@keyframes`, `@font-face`, `@document`) whose block has no opening or closing brace, a `@keyframes` without a name, a declaration without its colon, a rule with no selector in front of its brace, or a comment that is never closed with `*/`. The message gives the file and line.',
    fix: 'Open the stylesheet at the line given and balance the braces or finish the rule. With Sass, Less or PostCSS plugins the error is in the CSS they produce, so check their output too.',
    pages: [STYLING],
  },
  {
    matches: /^(Property|Method|Event|Part) "<\w+>" of "<tag>" is not documented/,
    trigger:
      'A `docs-readme` output target in stencil.config.ts has `strict: true`, and a public member of a component has no description: a `@Prop()`, `@Method()` or `@Event()` without a JSDoc comment (members marked `@deprecated` are let through), or a CSS part without one. It is a line of the build log; the build goes on.',
    fix: 'Write a `/** … */` comment above each member the message names, and describe parts with `@part name - description` in the doc comment of the component class. To stop the check, remove `strict: true` from the output target.',
    pages: [DOCS_README],
  },
  {
    matches: /^'<(background|textColor)>' is not a valid hex color/,
    trigger:
      'The `docs.markdown.targetComponent` option of stencil.config.ts sets a `background` or `textColor` for the dependency diagrams of the generated readmes that is not a hex color such as `#ff0000`. The default color is used instead.',
    fix: 'Give a hex color (`#rgb` or `#rrggbb`), or drop the option to keep the default.',
    pages: [DOCS_README, CONFIG],
  },
  {
    matches: /^docs-(custom|json|vscode) outputTarget missing the/,
    trigger:
      'A documentation output target lacks the option it cannot work without: `generator` for `docs-custom`, `file` for `docs-json` and `docs-vscode`.',
    fix: 'Add the option the message names: a function `generator(docs)` for `docs-custom`, or the path of the file to write (`file`) for the other two.',
    pages: [DOCS_CUSTOM, DOCS_JSON, DOCS_VSCODE],
  },
  {
    matches: /^docs-json: unable to gather type information from/,
    trigger:
      'The `supplementalPublicTypes` option of a `docs-json` output target names a file that TypeScript cannot open. The build goes on without those types in the JSON.',
    fix: 'Give the path of an existing `.ts` file, relative to the project root (the folder of stencil.config.ts).',
    pages: [DOCS_JSON],
  },
  {
    matches: /^Your current version of Node is v<currentVersion>, however Stencil requires/,
    trigger:
      'The `stencil` command checks the version of Node.js before anything else, and this one is older than the minimum the release supports. The command exits with code 1 without building.',
    fix: 'Install a newer Node.js (an active long-term-support release) and run the command again; `node --version` shows which one your shell uses.',
    pages: [GETTING_STARTED, CLI],
  },
  {
    matches:
      /^(Your current version of Node is v<currentVersion>, however Stencil's recommendation|In an upcoming major release of Stencil, Node)/,
    trigger: 'The `stencil` command runs on a Node.js older than the version the release recommends. It is a warning: the command goes on.',
    fix: 'Move to a current long-term-support release of Node.js when you can; nothing else changes.',
    pages: [GETTING_STARTED, CLI],
  },
  {
    matches: /^when parsing CLI flag "<flag>": /,
    trigger:
      'A flag of the `stencil` command was given a value of the wrong kind, or none where one is needed: for example `--port` without a number, `--logLevel` with something other than `debug`, `info`, `warn` or `error`, or a string flag as the last argument with nothing after it. The command stops before it loads the config.',
    fix: 'Give the flag a value of the kind the message expects (`--port 3333`, `--logLevel debug`), or drop the flag.',
    pages: [CLI],
  },
  {
    matches: /^(<\w+>)?Invalid stencil command, please see the options below/,
    trigger:
      'The first argument of `stencil` is not one of its tasks (such as `build`, `test` or `generate`), so the command prints its help and stops.',
    fix: 'Check the spelling of the task; `npx stencil help` lists the tasks of the installed release.',
    pages: [CLI],
  },
  {
    matches: /^(Disabling cache during development|Generating ES5 during development)/,
    trigger:
      'A development build (`--dev`, and `--watch`) runs with a setting that makes each rebuild slower: the cache turned off (`enableCache: false`) or ES5 output turned on (`--es5` or `buildEs5`). Only printed when the log level is not `debug`.',
    fix: 'Drop `--es5` for development and build ES5 only for production; remove `enableCache: false` unless you are chasing a caching problem.',
    pages: [CONFIG, CLI],
  },
  {
    matches:
      /^("(generate|test)" command is currently only implemented for a NodeJS environment|Stencil's srcDir was not specified|Please run this command in your root directory|Generating code would overwrite the following files)/,
    trigger:
      '`stencil generate` (or `stencil test` in the first case) cannot go on: the command runs outside Node.js, the config has no `srcDir`, it was started outside the folder holding stencil.config.ts, or the files it would write already exist. Nothing is written.',
    fix: 'Run `npx stencil generate` from the project root in a terminal, choose a tag whose files do not exist yet (or move the old ones away), and keep `srcDir` set (it defaults to `src`).',
    pages: [CLI],
  },
  {
    matches: /^Missing hydrate app script path/,
    trigger: '`stencil prerender` was started without the path of the hydrate script to prerender with.',
    fix: 'Pass the path of the built hydrate script (for example `npx stencil prerender dist/hydrate/index.js`), or prerender as part of the build with `stencil build --prerender`.',
    pages: [PRERENDER_BASICS, CLI],
  },
  {
    matches: /^Config path "<configPath>" not found/,
    trigger: 'The `--config` flag names a file or folder that does not exist.',
    fix: 'Point `--config` at the stencil.config.ts (or its folder) with a path relative to the current directory, or leave the flag out to use the one in the current directory.',
    pages: [CLI, CONFIG],
  },
  {
    matches: /^(uncaught cli error|uncaught error$|unhandledRejection$|uncaught custom docs error)/,
    trigger:
      'An exception escaped a task of the `stencil` command (or the `generator` of a `docs-custom` output target) and was caught only at the top. The text after the colon, or the stack printed with it, is the real error; the words before it only say where it was caught.',
    fix: 'Read the error that follows the message. When the stack points into your own code (a plugin, a docs generator, the config), fix it there; when it points into Stencil, run again with `--debug` for more output.',
    pages: [CLI, TROUBLESHOOTING],
  },
  {
    matches:
      /^(Environment doesn't provide required functions|No fetch implementation available|ts\.sys can only request http resources|stencil sys destroy:|Cache, initCacheDir:)/,
    trigger:
      "An internal problem of the compiler's system layer: the command is run with a system object that lacks a function (a custom `sys`, or a compiler started outside Node.js), or a file operation failed while the cache folder was set up or the compiler shut down. A project cannot cause these with its own code or config, so no example triggers them.",
    fix: 'Run the compiler through the `stencil` command with Node.js. When it is the cache, check that the cache folder (`cacheDir`, `.stencil` by default) can be written, or delete it.',
    pages: [TROUBLESHOOTING],
  },
  {
    matches: /^Stencil Telemetry: couldn't write configuration file/,
    trigger:
      'The `stencil` command could not save its telemetry setting in the configuration file of your home folder (the path is in the message), usually because that folder cannot be written.',
    fix: 'Make the folder writable, or turn telemetry off with `npx stencil telemetry off`.',
    pages: [TELEMETRY],
  },
  {
    matches: /^Namespace "<namespace>" /,
    trigger:
      'The `namespace` option of stencil.config.ts breaks its rules: at least three characters, only letters, digits, `_`, `$` and `-`, not starting with a digit or a dash and not ending with a dash. The namespace names the build files and the global loader.',
    fix: 'Choose a namespace such as `MyLibrary` or `my-library`.',
    pages: [CONFIG],
  },
  {
    matches: /^validatedConfig\.hashedFileNameLength (cannot be more than|must be at least)/,
    trigger: 'The `hashedFileNameLength` option of stencil.config.ts is outside the range the message gives.',
    fix: 'Set a number inside the range, or drop the option for the default.',
    pages: [CONFIG],
  },
  {
    matches: /^(dev server excludeHmr must be an array|Invalid devServer reloadStrategy)/,
    trigger:
      'The `devServer` options of stencil.config.ts have a value of the wrong kind: `excludeHmr` must be a list of glob strings, and `reloadStrategy` must be `"hmr"`, `"pageReload"` or `null`.',
    fix: 'Correct the option to one of the allowed values.',
    pages: [DEV_SERVER],
  },
  {
    matches: /^(allowableMismatchedPixels|allowableMismatchedRatio|pixelmatchThreshold|waitBeforeScreenshot) must be a value/,
    trigger:
      'A screenshot option under `testing` in stencil.config.ts is out of range: the ratios and the threshold go from 0 to 1, the pixel count and the wait are 0 or more.',
    fix: 'Set a number in the range the message gives.',
    pages: [...SCREENSHOTS, ...TESTING_CONFIG],
  },
  {
    matches: /^Setting "browserHeadless" config to `true` is not supported anymore/,
    trigger:
      "The `testing.browserHeadless` option is `true`. From Stencil 4 the test browser's headless mode is chosen by name, and `true` is refused while the config is validated, so `stencil test` stops at once.",
    fix: 'Set `browserHeadless: "shell"` (the default), or `false` to see the browser window.',
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
    trigger: '`stencil build --prerender` ran on a config without a `www` output target; prerendering writes its pages there.',
    fix: "Add `{ type: 'www' }` to `outputTargets`, or build without `--prerender`.",
    pages: [PRERENDER_BASICS, WWW],
  },
  {
    matches: /^If the 'experimentalSlotFixes' flag is enabled it will override any slot fix flags which are disabled/,
    trigger:
      '`extras.experimentalSlotFixes` is `true` while one of the slot fixes it turns on is set to `false` in `extras`; the fix is applied anyway.',
    fix: 'Remove the individual slot-fix settings the message lists, or turn `experimentalSlotFixes` off if you need one of them off.',
    pages: [EXTRAS],
  },
  {
    matches: /^nodeResolve\.customResolveOptions is a deprecated option/,
    trigger:
      'stencil.config.ts sets `nodeResolve.customResolveOptions`, which the bundled version of the Node resolve plugin no longer supports; it is ignored.',
    fix: 'Remove the option, and use the other `nodeResolve` settings (such as `exportConditions` or `browser`) where they cover your case.',
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
      'tsconfig.json sets `module` to something other than `esnext`, or `target` to an older language level than the one the message names. The compiler produces its own output for each target, so these settings only limit what it can bundle.',
    fix: 'Set the value the message recommends in the `compilerOptions` of tsconfig.json.',
    pages: [CONFIG],
  },
  {
    matches:
      /^package\.json "(main|module|types|browser)" (property|file) is set to|^package\.json "types" (property is set to "<\w+>" but cannot be found|file must have a "\.d\.ts" extension)/,
    trigger:
      'A distribution build compares the entry points in package.json with the files it writes, and one of them points somewhere else: `main`, `module` or `types` names another path than the recommended one, `types` does not end in `.d.ts` or names a missing file, or `browser` is set at all.',
    fix: 'Set the field to the path the message recommends (the output folders decide it), or remove `browser`. Then rebuild; the check reads package.json again on each build.',
    pages: [PUBLISHING, DIST],
  },
  {
    matches:
      /^package\.json "files" array must contain the distribution directory|^Unable to find "<pkgFile>" within the package\.json "files" array/,
    trigger:
      'package.json has a `files` list that leaves out the folder (or a file) the build writes for the package, so `npm publish` would not include it. The first check runs only on production builds.',
    fix: 'Add the folder the message names (for example `dist/`) to `files`, or remove `files` to publish everything that `.npmignore` lets through.',
    pages: [PUBLISHING],
  },
  {
    matches: /^Valid "package\.json" file is required for distribution/,
    trigger: 'A build with a distribution output target could not read package.json in the project root, or it is not valid JSON.',
    fix: 'Create package.json (`npm init`) or fix its JSON syntax.',
    pages: [PUBLISHING],
  },
  {
    matches:
      /^Your Stencil (config has multiple output targets with 'isPrimaryPackageOutputTarget: true'|project has (assigned one or more ineligible|designated a primary package|not assigned a primary package))/,
    trigger:
      'The package.json check of Stencil 4 follows the one output target marked `isPrimaryPackageOutputTarget: true`, and only when `validatePrimaryPackageOutputTarget: true` is set. This config marks none, several, or a target the check cannot follow (only `dist`, `dist-collection`, `dist-custom-elements` and `dist-types` qualify), or marks one without turning the check on.',
    fix: 'Mark exactly one eligible output target with `isPrimaryPackageOutputTarget: true` and set `validatePrimaryPackageOutputTarget: true`; or, to go without the check, remove both.',
    pages: [OUTPUT_TARGETS, PUBLISHING],
  },
  {
    matches: /^(A get accessor should be decorated before a set accessor|Unknown class member encountered)/,
    trigger:
      'The compiler rewrote the decorators of a component class and met a member it cannot handle: a decorated `set` accessor with no decorated `get` before it, or (the second wording) a kind of class member the compiler does not know, which signals a problem in the compiler rather than in the project.',
    fix: 'Put the decorator (such as `@Prop()`) on the `get` accessor and write the getter above the setter. For the second wording, note the member the message points at and report it to Stencil.',
    pages: [PROPERTIES],
  },
  {
    matches:
      /^(It's not valid to add more than one Element\(\) decorator|Stencil does not support adding more than one AttachInternals\(\) decorator)/,
    trigger: 'A component class puts the decorator the message names on two members; each of these decorators may appear once per class.',
    fix: 'Keep one member with the decorator and read it wherever you need the host element or its internals.',
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
      'A component class defines a getter named `shadowRoot`, which the runtime uses itself (hydration reads it). Releases 4.33 to 4.36 throw an exception for it, which the compiler reports as an error starting with `Error:`, and the build fails; 4.37 and later report a warning and go on.',
    fix: 'Rename the getter, for example `get root()`, and read the real shadow root through `this.el.shadowRoot` with an `@Element()` member.',
    pages: [COMPONENT, HOST],
  },
  {
    matches: /^(Build results missing "hydrateAppFilePath"|Unable to open "hydrateAppFilePath")/,
    trigger:
      'Prerendering needs the hydrate script of the build, and the build produced none or it cannot be opened, often because another error stopped the build earlier.',
    fix: 'Fix the errors printed before this one and build again with `--prerender`; keep the `www` output target, which makes the hydrate script for prerendering.',
    pages: [PRERENDER_BASICS, HYDRATE],
  },
  {
    matches: /^(Entry Urls must include the protocol and domain|prerendering failed: no urls found in the prerender config)/,
    trigger:
      'Prerendering found nothing valid to start from: an entry in `entryUrls` of the prerender config (or the `baseUrl` it is read against) is not a full address, or the list of start pages is empty.',
    fix: 'Give `baseUrl` of the `www` output target as a full address (`https://example.com/`), so that each entry URL can be read against it; check that `entryUrls` is not an empty list.',
    pages: [PRERENDER, PRERENDER_BASICS],
  },
  {
    matches: /^(Manifest icon missing "src"|Unable to find manifest icon)/,
    trigger: 'The web app manifest (`manifest.json` in the `www` build) lists an icon without `src`, or with a `src` that names no file.',
    fix: 'Give each icon a `src` that points at an image copied into the build, relative to the manifest.',
    pages: [WWW],
  },
  {
    matches: /^(Unable to read css import|Unable to resolve node module for CSS @import)/,
    trigger:
      'A component stylesheet has an `@import` the compiler cannot follow: the file does not exist, or a `~package/...` import names a package that is not installed.',
    fix: 'Correct the path (relative to the stylesheet), or install the package that the `~` import names.',
    pages: [STYLING],
  },
  {
    matches: /^The file "<\w+>" was unable to load/,
    trigger:
      'The compiler asked its plugins, then the file system, for a file a component imports (a stylesheet in `styleUrl(s)` most often), and none returned any content.',
    fix: 'Check the path in the component and that the file exists; for Sass or Less files, that the matching plugin is in `plugins`.',
    pages: [STYLING, PLUGINS],
  },
  {
    matches: /^Service worker library already exists/,
    trigger:
      'Copying the Workbox library into the `www` build failed, usually because the files are already in the folder from a previous build.',
    fix: 'Nothing is needed when the files are there already; clear the output folder to stop the warning.',
    pages: [SERVICE_WORKERS],
  },
  {
    matches: /^copy task, "dest" property must exist if "src" property is an absolute path/,
    trigger:
      'A copy task (in `copy` of an output target) has an absolute `src` and no `dest`, so the compiler cannot tell where to put the file inside the output.',
    fix: 'Add a `dest` relative to the output folder, or write `src` relative to `srcDir`.',
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
      'Code that drives the compiler through its Node system object called a function kept only for old callers. A project built with the `stencil` command does not call these.',
    fix: 'Drop the call from the tool that makes it, or use the replacement the message names.',
    pages: [TROUBLESHOOTING],
  },
  {
    matches: /^npm install --save-dev <list>/,
    trigger:
      'A task of Stencil 2 needs packages the project does not have installed (the test runner and browser, for `stencil test`); the message gives the command that installs them.',
    fix: 'Run the command the message prints, then run the task again.',
    pages: [...TESTING_CONFIG],
  },
  {
    matches: /^invalid decorator argument: /,
    trigger:
      'A Stencil decorator was given an argument the compiler cannot read without running the code: not an object literal, not a string literal, and not a constant whose type is one literal value (for example `@Component(options)` with `options` built elsewhere, or `@Listen(name)` with a `let`). The compiler stops with an exception.',
    fix: 'Write the options inline in the decorator, or use a `const` holding a string literal for names.',
    pages: [COMPONENT, EVENTS],
  },
  {
    matches: /^Invalid module type: /,
    trigger:
      "An internal check of the compiler: the code that writes a module's imports was asked for a module format it does not produce. No config or component reaches it, so no example triggers it.",
    fix: 'Report it to Stencil with the command and config that printed it.',
    pages: [TROUBLESHOOTING],
  },
  {
    matches: /^Bundling Warning <code>/,
    trigger:
      'Rollup, which bundles the components, reported a warning (its code follows the header: `CIRCULAR_DEPENDENCY`, `UNRESOLVED_IMPORT`, `THIS_IS_UNDEFINED`…), and the compiler passes it on with the components concerned. The build goes on.',
    fix: "Act on Rollup's own text below the header: break the import cycle, install or fix the unresolved import, and so on.",
    pages: [BUNDLING],
  },
  {
    matches: /^Flattening is not supported for Stencil non-shadow slots/,
    trigger:
      "Code called `assignedNodes({ flatten: true })` or `assignedElements({ flatten: true })` on a slot of a component without Shadow DOM (`scoped`, or neither), where Stencil stands in for the browser's slots. Every build prints it, development or production, with `console.error`, and the call goes on without flattening.",
    fix: 'Call the methods without `flatten`, and walk nested slots yourself through `childNodes` when you need their fallback content; or give the component `shadow: true` to get native slots.',
    pages: [SLOTS, COMPONENT],
  },
  {
    matches: /^Stencil: No document found\. Skipping bootstrapping lazy components/,
    trigger:
      'The lazy loader of a build ran where there is no `document` (a server, a worker or a test without a DOM), so it defined no components. Every build prints it, with `console.warn`.',
    fix: 'Import the loader only in the browser; on a server, render with the hydrate app instead.',
    pages: [HYDRATE],
  },
  {
    matches: /^The exported method "<method>" does not return a Promise/,
    trigger:
      'A function exported from a `.worker.ts` module returned something other than a Promise when the page called it through the worker. Only development builds include the check; it throws inside the worker, and the call from the page is rejected with the error.',
    fix: 'Make each exported function of the worker module `async` (or return a Promise).',
    pages: [WORKERS],
  },
];

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
