/**
 * Runtime fixtures: messages a component prints while it runs, most of them only in a dev build.
 * Each is a `build` fixture with `flags.dev` and a src/index.html that uses the component: the
 * runner renders that page with the release's testing platform (`newSpecPage`), which keeps the
 * dev-mode checks the hydrate app leaves out. See ./README.md.
 */
import type {TriggerFixture, WithoutTrigger} from './types';

const CARD = 'src/components/my-card/my-card.tsx';

/** A dev build whose page shows `<my-card>` (with `content` inside it) rendered by this component. */
const devPage = (id: string, message: string, component: string[], content = ''): TriggerFixture => ({
  id,
  kind: 'build',
  message,
  source: '{}',
  flags: {dev: true},
  files: {
    [CARD]: [...component, ''].join('\n'),
    'src/index.html': ['<!doctype html>', '<html>', '  <body>', `    <my-card>${content}</my-card>`, '  </body>', '</html>', ''].join('\n'),
  },
});

/**
 * A build with a hydrate app and a server script (`main.mjs`) that renders with it and prints
 * the render's diagnostics, as a server logs them.
 */
const hydrateScript = (id: string, message: string, render: string[], component?: string[]): TriggerFixture => ({
  id,
  kind: 'build',
  message,
  source: JSON.stringify({outputTargets: [{type: 'www', serviceWorker: null}, {type: 'dist-hydrate-script'}]}),
  files: {
    ...(component ? {[CARD]: [...component, ''].join('\n')} : {}),
    'main.mjs': [
      '// A server script that renders with the hydrate app the build wrote.',
      "import { createRequire } from 'node:module';",
      '',
      "const { renderToString } = createRequire(import.meta.url)('./hydrate/index.js');",
      ...render,
      'for (const diagnostic of results.diagnostics) console.error(diagnostic.messageText);',
      '',
    ].join('\n'),
  },
});

export const RUNTIME_FIXTURES: TriggerFixture[] = [
  hydrateScript('hydrate-invalid-input', 'Invalid html or document. Must be either a valid "html" string, or DOM "document".', [
    '// error-start',
    "const results = await renderToString({ html: '<my-card></my-card>' });",
    '// error-end',
  ]),
  hydrateScript(
    'hydrate-timeout',
    'Hydrate exceeded timeout',
    ["const results = await renderToString('<my-card></my-card>', { timeout: 500 });"],
    [
      "import { Component, h } from '@stencil/core';",
      '',
      "@Component({ tag: 'my-card', shadow: true })",
      'export class MyCard {',
      '  componentWillLoad() {',
      '    // error-start',
      '    return new Promise<void>(() => {});',
      '    // error-end',
      '  }',
      '',
      '  render() {',
      '    return <p>Card</p>;',
      '  }',
      '}',
    ],
  ),
  {
    id: 'lazy-without-document',
    kind: 'build',
    message: 'Stencil: No document found. Skipping bootstrapping lazy components.',
    source: '{}',
    files: {
      'main.mjs': [
        '// A server script that loads the browser build, where Node has no document.',
        '// error-start',
        "import './www/build/cards.esm.js';",
        '// error-end',
        '',
      ].join('\n'),
    },
  },
  devPage('prop-modified-inside', '@Prop() "<memberName>" on <<tagName>> is immutable but was modified from within the component.', [
    "import { Component, Prop, h } from '@stencil/core';",
    '',
    "@Component({ tag: 'my-card', shadow: true })",
    'export class MyCard {',
    "  @Prop() heading = 'Card';",
    '',
    '  componentWillLoad() {',
    '    // error-start',
    '    this.heading = this.heading.toUpperCase();',
    '    // error-end',
    '  }',
    '',
    '  render() {',
    '    return <p>{this.heading}</p>;',
    '  }',
    '}',
  ]),
  devPage(
    'slot-flatten-non-shadow',
    'Flattening is not supported for Stencil non-shadow slots.',
    [
      "import { Component, h } from '@stencil/core';",
      '',
      "@Component({ tag: 'my-card' })",
      'export class MyCard {',
      '  private slot?: HTMLSlotElement;',
      '',
      '  componentDidLoad() {',
      '    // error-start',
      '    this.slot?.assignedElements({ flatten: true });',
      '    // error-end',
      '  }',
      '',
      '  render() {',
      '    return (',
      '      <div>',
      '        <slot ref={(el) => (this.slot = el as HTMLSlotElement)} />',
      '      </div>',
      '    );',
      '  }',
      '}',
    ],
    '<span>Card</span>',
  ),
  devPage('emit-disconnected', 'The "<name>" event was emitted, but the dispatcher node is no longer connected to the dom.', [
    "import { Component, Element, Event, EventEmitter, h } from '@stencil/core';",
    '',
    "@Component({ tag: 'my-card', shadow: true })",
    'export class MyCard {',
    '  @Element() el!: HTMLElement;',
    '  @Event() dismissed!: EventEmitter<void>;',
    '',
    '  componentDidLoad() {',
    '    this.el.remove();',
    '    // error-start',
    '    this.dismissed.emit();',
    '    // error-end',
    '  }',
    '',
    '  render() {',
    '    return <p>Card</p>;',
    '  }',
    '}',
  ]),
  devPage('input-value-before-min', 'The "value" prop of <input> should be set after "min", "max", "type" and "step"', [
    "import { Component, h } from '@stencil/core';",
    '',
    "@Component({ tag: 'my-card', shadow: true })",
    'export class MyCard {',
    '  render() {',
    '    // error-start',
    '    return <input value="3" min="1" max="5" type="number" />;',
    '    // error-end',
    '  }',
    '}',
  ]),
  devPage('host-not-root', 'The <Host> must be the single root component.', [
    "import { Component, Host, h } from '@stencil/core';",
    '',
    "@Component({ tag: 'my-card', shadow: true })",
    'export class MyCard {',
    '  render() {',
    '    return (',
    '      <div>',
    '        {/* error-start */}',
    '        <Host class="framed" />',
    '        {/* error-end */}',
    '      </div>',
    '    );',
    '  }',
    '}',
  ]),
  devPage('shared-element-node', 'The JSX "<tag>" element node should not be shared within the same renderer.', [
    "import { Component, h } from '@stencil/core';",
    '',
    "@Component({ tag: 'my-card', shadow: true })",
    'export class MyCard {',
    '  render() {',
    '    const divider = <hr />;',
    '    return (',
    '      <div>',
    '        <p>Top</p>',
    '        {divider}',
    '        <p>Bottom</p>',
    '        {/* error-start */}',
    '        {divider}',
    '        {/* error-end */}',
    '      </div>',
    '    );',
    '  }',
    '}',
  ]),
  devPage('shared-text-node', 'The JSX "<text>" text node should not be shared within the same renderer.', [
    "import { Component, FunctionalComponent, VNode, h } from '@stencil/core';",
    '',
    '/** Renders the text inside its child twice. */',
    'const Echo: FunctionalComponent = (_, children, utils) => {',
    '  const texts: VNode[] = [];',
    '  utils.forEach(children, (child) => texts.push(...(child.vchildren ?? [])));',
    '  // error-start',
    '  return [...texts, ...texts];',
    '  // error-end',
    '};',
    '',
    "@Component({ tag: 'my-card', shadow: true })",
    'export class MyCard {',
    '  render() {',
    '    return (',
    '      <Echo>',
    '        <b>Card</b>',
    '      </Echo>',
    '    );',
    '  }',
    '}',
  ]),
  devPage('state-changed-did-load', 'The state/prop "<propName>" changed during "componentDidLoad()", this triggers extra re-renders,', [
    "import { Component, State, h } from '@stencil/core';",
    '',
    "@Component({ tag: 'my-card', shadow: true })",
    'export class MyCard {',
    '  @State() ready = false;',
    '',
    '  componentDidLoad() {',
    '    // error-start',
    '    this.ready = true;',
    '    // error-end',
    '  }',
    '',
    '  render() {',
    "    return <p>{this.ready ? 'Ready' : 'Loading'}</p>;",
    '  }',
    '}',
  ]),
  devPage('state-changed-render', 'The state/prop "<propName>" changed during rendering.', [
    "import { Component, State, h } from '@stencil/core';",
    '',
    "@Component({ tag: 'my-card', shadow: true })",
    'export class MyCard {',
    '  @State() renders = 0;',
    '',
    '  render() {',
    '    // error-start',
    '    this.renders++;',
    '    // error-end',
    '    return <p>Card</p>;',
    '  }',
    '}',
  ]),
  devPage('vnode-child-unexpected-type', 'vNode passed as children has unexpected type.', [
    "import { Component, h } from '@stencil/core';",
    '',
    "@Component({ tag: 'my-card', shadow: true })",
    'export class MyCard {',
    "  private details = { title: 'Card' };",
    '',
    '  render() {',
    '    // error-start',
    '    return <p>{this.details}</p>;',
    '    // error-end',
    '  }',
    '}',
  ]),
];

/**
 * 5.x's testing platform imports Vitest and runs only inside it (`@stencil/vitest`, not installed
 * here), and its hydrate app leaves the dev-mode checks out: the dev-mode runtime checks that the
 * fixtures above prove on 2.x–4.x go unproven on 5.x.
 */
const NO_DEV_PAGE_ON_NEXT_MAJOR =
  '5.x renders a test page only inside Vitest (its testing platform imports `vitest`, and `@stencil/vitest` is not installed here), and its server renderer leaves the dev-mode checks out, so this check is proven on the older releases only, as in the example.';

const NO_DEV_PAGE =
  '5.x renders a test page only inside Vitest (its testing platform imports `vitest`, and `@stencil/vitest` is not installed here), and its server renderer leaves the dev-mode checks out, so no fixture reaches this dev-mode check.';

const TWO_RUNTIMES =
  "Needs an element registered by another copy of Stencil's runtime on the same browser page (a library bundling its own beside the application's); the checks render one build at a time, in Node.";

export const RUNTIME_WITHOUT_TRIGGER: WithoutTrigger[] = [
  ...[
    '@Prop() "<memberName>" on <<tagName>> is immutable but was modified from within the component.',
    'The "<name>" event was emitted, but the dispatcher node is no longer connected to the dom.',
    'The "value" prop of <input> should be set after "min", "max", "type" and "step"',
    'The <Host> must be the single root component. Make sure:',
    'The JSX "<text>" text node should not be shared within the same renderer.',
    'The JSX "<tag>" element node should not be shared within the same renderer.',
    'The state/prop "<propName>" changed during "componentDidLoad()"',
    'The state/prop "<propName>" changed during rendering.',
    'vNode passed as children has unexpected type.',
  ].map((message): WithoutTrigger => ({message, reason: NO_DEV_PAGE_ON_NEXT_MAJOR, partial: true})),
  {message: 'Flattening is not supported for Stencil non-shadow slots. You can use', reason: NO_DEV_PAGE},
  {
    message: 'Flattening not supported for Stencil non-shadow slots',
    reason:
      "The production build's wording of the flattening check: it needs a component that flattens a non-shadow slot on a browser page, and the checks have no browser (5.x's testing platform, which would render it in Node, runs only inside Vitest).",
  },
  {
    message: '[Stencil HMR] Failed to reload <<tagName>>',
    reason:
      "Printed on a browser page by the dev server's hot module replacement when a changed component fails to load; the checks start no dev server and no browser.",
  },
  {
    message: '[Stencil HMR] No __stencil_module__ on <<tagName>> constructor',
    reason:
      "Printed on a browser page by the dev server's hot module replacement for a component built without the dev build's module path; the checks start no dev server and no browser.",
  },
  {
    message: "Can't render <<tagName> /> - compiled without externalRuntime: true.",
    reason:
      "Needs a dev build that renders, on a browser page, a component from another project's `standalone` build made without `externalRuntime`; the checks render one build at a time, in Node.",
  },
  {message: 'Couldn\'t find host element for "<tagName>". This usually happens when integrating', reason: TWO_RUNTIMES},
  {message: 'Host element not found for "<tagName>"', reason: TWO_RUNTIMES},
  {
    message: 'No DOM environment available for rendering.',
    reason:
      "Thrown when a component renders in a window without a `document`; the server renderer brings its own document, and 5.x's testing platform, which also would, runs only inside Vitest.",
  },
  {
    message: 'The <Host> must be the single root component.\nLooks like the render() function of',
    reason:
      "Every release first wraps the returned array in an element, which reports the other `<Host>` message; the testing platform the checks render with stops at that one, and only a browser's console lets the render go on to this check.",
  },
  {
    message: 'Constructor for "<tagName>#<modeName>" was not found',
    reason:
      "The lookup misses only when a browser fails to import a component's lazy `.entry.js` file (a 404, a mixed or stale deployment); the hydrate app and the testing platform, which the checks render with, carry every component's class with them.",
  },
  {
    message: "Can't render component <<tagName> /> with invalid Stencil runtime!",
    reason:
      "Needs two copies of Stencil's runtime on one browser page (a library bundling its own beside the application's); the checks render one build at a time, in Node.",
  },
  {
    message: 'Couldn\'t find host element for "<tagName>" as it is unknown to this Stencil runtime.',
    reason:
      "Needs an element registered by another copy of Stencil's runtime on the same browser page; from 4.36 the setter returns before this check, so it cannot print at all there.",
  },
  {
    message: 'Unable to re-use existing shadow root for <tagName>!',
    reason:
      "Checked when a browser's lazy loader attaches the shadow root of an element that already has a closed one; the checks render in Node, with the hydrate app and the testing platform.",
  },
  {
    message: "You are trying to render a Stencil component in an environment that doesn't support the DOM.",
    reason:
      'A script that loads the browser build where there is no `document` stops before any element renders, with "Stencil: No document found" (its own entry has that example), so no fixture reaches the render that checks.',
  },
  {
    message: 'The exported method "<method>" does not return a Promise',
    reason:
      'The check runs inside the web worker that a dev build starts for a `.worker.ts` module, and only a browser starts that worker: Node has no web `Worker`, and neither the hydrate app nor the testing platform runs one.',
  },
  {
    message: 'Trying to lazily load component <<tagName>> with style mode "<modeName>", but it does not exist.',
    reason:
      "An internal invariant of the browser's lazy loader: it fires when a component's bundle id is not a string, and every release's compiler writes each bundle id as a string, whatever the component's style modes.",
  },
];
