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

export const DIAGNOSTIC_GUIDES: DiagnosticGuide[] = [
  {
    matches: /^Classes decorated with @Component can not extend from a base class/,
    trigger:
      'A class carrying `@Component()` has an `extends` clause. Releases that word the message this way reject every base class, Stencil ones included, because the compiler swaps the base class per output target (lazy or custom element).',
    fix: 'Move shared logic out of a base class: into plain functions or objects the component calls, or into a functional component for shared markup. Newer releases (see the next entry) accept base classes under conditions.',
    pages: [COMPONENT],
  },
  {
    matches: /^Component classes can only extend from other Stencil decorated base classes/,
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
      'A `@Method()` is not `async` and its return type is not a Promise. Public methods may be called before the component has loaded, so they are always asynchronous.',
    fix: 'Mark the method `async` (or return a `Promise`), and have callers `await` it.',
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
    matches: /^tag missing in component decorator|valid-custom-element-name for more info\.$/,
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
    trigger: 'The lazy loader was asked for a style mode that the component does not define in `styleUrls`.',
    fix: 'Add a stylesheet for that mode to `styleUrls`, or set the mode the application uses (`setMode`) to one the component has.',
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
];

/** The guide of a message, if one matches its pattern. */
export function guideFor(pattern: string): DiagnosticGuide | undefined {
  return DIAGNOSTIC_GUIDES.find((guide) => guide.matches.test(pattern));
}
