/**
 * Component fixtures: one module each, run through the release's `transpileSync`, which applies
 * the decorator and component checks to a single file. See ./README.md.
 */
import {nextMajorOnly} from './nextMajor';
import type {TriggerFixture, WithoutTrigger} from './types';

export const component = (body: string, imports = 'Component', options = "tag: 'my-card'") =>
  `import { ${imports} } from '@stencil/core';\n\n@Component({ ${options} })\nexport class MyCard {\n${body}\n}\n`;

/** A component whose `encapsulation` (the next major's option) is the mistake. */
const encapsulated = (encapsulation: string) =>
  [
    "import { Component } from '@stencil/core';",
    '',
    '@Component({',
    "  tag: 'my-card',",
    '  // error-next-line',
    `  encapsulation: ${encapsulation},`,
    '})',
    'export class MyCard {}',
    '',
  ].join('\n');

/** A component that listens to the event `resolveVar(...)` names, after `declaration`. */
const listeningTo = (declaration: string, resolved: string) =>
  [
    "import { Component, Listen, resolveVar } from '@stencil/core';",
    '',
    ...(declaration ? [declaration, ''] : []),
    "@Component({ tag: 'my-card' })",
    'export class MyCard {',
    '  // error-next-line',
    `  @Listen(${resolved})`,
    '  onOpen() {}',
    '}',
    '',
  ].join('\n');

export const COMPONENT_FIXTURES: TriggerFixture[] = [
  {
    id: 'private-prop',
    kind: 'component',
    message: 'Properties decorated with the @Prop() decorator cannot be',
    source: component('  @Prop() private label: string;', 'Component, Prop'),
  },
  {
    id: 'private-method',
    kind: 'component',
    message: 'Methods decorated with the @Method() decorator cannot be',
    source: component('  @Method() private async open() {}', 'Component, Method'),
  },
  {
    id: 'prop-like-event',
    kind: 'component',
    message: 'The @Prop() name "<propName>" looks like an event',
    source: component('  @Prop() onSelect: () => void;', 'Component, Prop'),
  },
  {
    id: 'event-named-like-handler',
    kind: 'component',
    message: 'Events decorated with @Event() should describe the actual DOM event name',
    source: component('  @Event() onSelect: EventEmitter<string>;', 'Component, Event, EventEmitter'),
  },
  {
    id: 'event-capital',
    kind: 'component',
    message: 'In order to be compatible with all event listeners on elements, the event name cannot start with a capital letter',
    source: component("  @Event({ eventName: 'Selected' }) selected: EventEmitter<string>;", 'Component, Event, EventEmitter'),
  },
  {
    id: 'event-native-name',
    kind: 'component',
    message: 'The event name conflicts with the "<eventName>" native DOM event name',
    source: component('  @Event() click: EventEmitter<void>;', 'Component, Event, EventEmitter'),
  },
  {
    id: 'reserved-name',
    kind: 'component',
    message: 'The <decorator> name "<memberName>" is a reserved public name',
    source: component('  @Prop() title: string;', 'Component, Prop'),
  },
  {
    id: 'scoped-and-shadow',
    kind: 'component',
    message: 'Components cannot be "scoped" and "shadow" at the same time',
    source: component('', 'Component', "tag: 'my-card', shadow: true, scoped: true"),
  },
  {
    id: 'constructor-arguments',
    kind: 'component',
    message: 'Classes decorated with @Component can not have a "constructor" that takes arguments',
    source: component('  constructor(private name: string) {}'),
  },
  {
    id: 'upper-case-tag',
    kind: 'component',
    message: 'Tag can not contain upper case characters',
    source: component('', 'Component', "tag: 'My-Card'"),
  },
  {
    id: 'tag-without-dash',
    kind: 'component',
    message: '"<tag>" tag must contain a dash (-) to work as a valid web component',
    source: component('', 'Component', "tag: 'panel'"),
  },
  {id: 'tag-missing', kind: 'component', message: 'tag missing in component decorator', source: component('', 'Component', "tag: ''")},
  {
    id: 'watch-missing-member',
    kind: 'component',
    message: "@Watch('<propName>') is trying to watch for changes in a property that does not exist",
    source: component("  @Watch('missing')\n  missingChanged() {}", 'Component, Watch'),
  },
  {
    id: 'base-class',
    kind: 'component',
    message: 'Classes decorated with @Component can not extend from a base class',
    source:
      "import { Component } from '@stencil/core';\n\nclass Base {}\n\n@Component({ tag: 'my-card' })\nexport class MyCard extends Base {}\n",
  },
  {
    id: 'reserved-getter',
    kind: 'component',
    message: 'The component "<componentName>" has a getter called "<propName>"',
    source: component('  get shadowRoot() {\n    return null;\n  }'),
  },
  {
    id: 'component-did-unload',
    kind: 'component',
    message: 'The "componentDidUnload()" method was removed in Stencil 2',
    source: component('  componentDidUnload() {}'),
  },
  {
    id: 'listen-parent',
    kind: 'component',
    message: 'The "parent" target is no longer available as of Stencil 2',
    source: component(
      "  // @ts-expect-error: the typings no longer offer 'parent' either\n  @Listen('click', { target: 'parent' })\n  onClick() {}",
      'Component, Listen',
    ),
  },
  {
    id: 'listen-comma',
    kind: 'component',
    message: 'Please use multiple @Listen() decorators instead of comma-separated names',
    source: component("  @Listen('focus,blur')\n  onFocusChange() {}", 'Component, Listen'),
  },
  {
    id: 'reflect-to-attr',
    kind: 'component',
    message: '@Prop option "reflectToAttr" should be renamed to "reflect"',
    source: component(
      '  // @ts-expect-error: the typings no longer offer reflectToAttr either\n  @Prop({ reflectToAttr: true }) open: boolean;',
      'Component, Prop',
    ),
  },
  {
    id: 'decorator-argument',
    kind: 'component',
    message: 'invalid decorator argument: ',
    source:
      "import { Component, h } from '@stencil/core';\n\nconst options = { tag: 'my-card' };\n\n@Component(options)\nexport class MyCard {\n  render() {\n    return <p>Card</p>;\n  }\n}\n",
  },
  {
    id: 'two-elements',
    kind: 'component',
    message: "It's not valid to add more than one Element() decorator",
    source: component('  @Element() el: HTMLElement;\n  @Element() host: HTMLElement;', 'Component, Element'),
  },
  {
    id: 'assets-dir',
    kind: 'component',
    message: '@Component option "assetsDir" should be renamed to "assetsDirs"',
    source:
      "import { Component } from '@stencil/core';\n\n@Component({\n  tag: 'my-card',\n  // error-next-line\n  assetsDir: 'assets',\n})\nexport class MyCard {}\n",
  },
  {
    id: 'setter-decorated',
    kind: 'component',
    message: 'A get accessor should be decorated before a set accessor',
    source: component(
      "  private text = '';\n\n  get label() {\n    return this.text;\n  }\n\n  @Prop()\n  set label(value: string) {\n    this.text = value;\n  }",
      'Component, Prop',
    ),
  },
  {
    id: 'class-decorator',
    kind: 'component',
    message: 'Classes decorated with @Component can not be decorated with more decorators',
    source:
      "import { Component } from '@stencil/core';\n\nconst tracked = (target: object) => {\n  console.log(target);\n};\n\n@tracked\n@Component({ tag: 'my-card' })\nexport class MyCard {}\n",
  },
  {
    id: 'method-not-async',
    kind: 'build',
    message: 'External @Method() <methodName>() must return a Promise',
    source: '{}',
    files: {
      'src/components/my-card/my-card.tsx':
        "import { Component, Method, h } from '@stencil/core';\n\n@Component({ tag: 'my-card', shadow: true })\nexport class MyCard {\n  @Method() isOpen(): boolean {\n    return true;\n  }\n\n  render() {\n    return <p>Card</p>;\n  }\n}\n",
    },
  },
  {
    id: 'method-void',
    kind: 'build',
    message: 'External @Method() <methodName>() must return a Promise',
    source: '{}',
    files: {
      'src/components/my-card/my-card.tsx':
        "import { Component, Method, h } from '@stencil/core';\n\n@Component({ tag: 'my-card', shadow: true })\nexport class MyCard {\n  @Method() open() {}\n\n  render() {\n    return <p>Card</p>;\n  }\n}\n",
    },
  },
  {
    id: 'two-attach-internals',
    kind: 'component',
    message: 'Stencil does not support adding more than one AttachInternals() decorator',
    source: component(
      '  @AttachInternals() internals: ElementInternals;\n  @AttachInternals() formInternals: ElementInternals;',
      'AttachInternals, Component',
      "tag: 'my-card', formAssociated: true",
    ),
  },
  {
    id: 'second-export',
    kind: 'build',
    message: 'To allow efficient bundling, modules using @Component() can only have a single export',
    source: '{}',
    files: {
      'src/components/my-card/my-card.tsx':
        "import { Component, h } from '@stencil/core';\n\nexport const CARD_SIZES = ['small', 'large'];\n\n@Component({ tag: 'my-card', shadow: true })\nexport class MyCard {\n  render() {\n    return <p>Card</p>;\n  }\n}\n",
    },
  },
  {
    id: 'tag-used-twice',
    kind: 'build',
    message: 'Please update the components so "<tagName>" is only used once',
    source: '{}',
    files: {
      'src/components/other-card/other-card.tsx':
        "import { Component, h } from '@stencil/core';\n\n@Component({ tag: 'my-card' })\nexport class OtherCard {\n  render() {\n    return <p>Other</p>;\n  }\n}\n",
    },
  },
  {
    id: 'extends-before-es2022',
    kind: 'build',
    message: 'Component classes can only extend from other Stencil decorated base classes',
    source: '{}',
    files: {
      'src/components/my-card/card-base.ts':
        "import { Prop } from '@stencil/core';\n\nexport class CardBase {\n  @Prop() heading: string;\n}\n",
      'src/components/my-card/my-card.tsx':
        "import { Component, h } from '@stencil/core';\nimport { CardBase } from './card-base';\n\n@Component({ tag: 'my-card', shadow: true })\nexport class MyCard extends CardBase {\n  render() {\n    return <p>{this.heading}</p>;\n  }\n}\n",
    },
  },
  {
    id: 'docs-json-public-types',
    kind: 'build',
    message: 'docs-json: unable to gather type information from "<filePath>"',
    source:
      '{ "outputTargets": [{ "type": "www", "serviceWorker": null }, { "type": "docs-json", "file": "docs.json", "supplementalPublicTypes": "src/public-types.ts" }] }',
  },
  // The next major's `encapsulation` option and its checks.
  ...nextMajorOnly('component', [
    {
      id: 'shadow-mode-invalid',
      message: 'The "mode" option must be either "open" or "closed".',
      source: encapsulated("{ type: 'shadow', mode: 'hidden' }"),
    },
    {
      id: 'slot-assignment-invalid',
      message: 'The "slotAssignment" option must be either "manual" or "named".',
      source: encapsulated("{ type: 'shadow', slotAssignment: 'auto' }"),
    },
    {
      id: 'scoped-patch-invalid',
      message: 'Invalid patch "<patch>". Valid patches are: <list>.',
      source: encapsulated("{ type: 'scoped', patches: ['slots'] }"),
    },
    {
      // 5.0.0-beta.12 checks only a method whose parameters carry no type annotations (typed ones print nothing: tried).
      id: 'should-update-per-prop',
      message: 'The component "<componentName>" defines "componentShouldUpdate" with <length> parameters.',
      source: component(
        "  @Prop() heading: string;\n\n  // error-next-line\n  componentShouldUpdate(newValue, oldValue, propName) {\n    return propName !== 'heading' || newValue !== oldValue;\n  }",
        'Component, Prop',
      ),
    },
    // `resolveVar()` hands a decorator a string that the compiler reads from a constant.
    {
      id: 'resolve-var-arguments',
      message: 'resolveVar() expects exactly one argument.',
      source: listeningTo("const OPEN_EVENT = 'open';", "resolveVar(OPEN_EVENT, 'close')"),
    },
    {
      id: 'resolve-var-computed',
      message: 'resolveVar() cannot resolve the value of "<node>" at compile time.',
      source: listeningTo("const OPEN_EVENT = ['op', 'en'].join('');", 'resolveVar(OPEN_EVENT)'),
    },
    {
      id: 'resolve-var-missing-property',
      message: 'resolveVar() cannot find property "<propertyName>" on object "<expression>" at compile time.',
      source: listeningTo("const EVENTS = { open: 'open' } as const;", 'resolveVar(EVENTS.close)'),
    },
    {
      id: 'resolve-var-literal',
      message: 'resolveVar() can only be used with const variables or object properties.',
      source: listeningTo('', "resolveVar('open')"),
    },
  ]),
];

/** Component-level messages no fixture can reach, each with the reason. */
export const COMPONENT_WITHOUT_TRIGGER: WithoutTrigger[] = [
  {
    message: 'resolveVar() cannot resolve the object type for "<node>" at compile time.',
    reason:
      "TypeScript's checker gives every expression a type (its error type at worst), so the branch that prints this never runs.",
  },
  {
    // The wording without a target: the one that names it is checked (extends-before-es2022).
    message:
      'Component classes can only extend from other Stencil decorated base classes when targetting more modern JavaScript (ES2022 and above).\n       Please amend',
    reason:
      'This wording needs a tsconfig.json without a "target" (or with ES3), and then the base class is compiled down to an ES5 function that the check no longer looks into: 4.37.1 and 4.38.0 print nothing for such a project (tried both), and a project with a target sees the wording that names it.',
  },
  {
    message: 'Invalid module type: <moduleType>',
    reason:
      'Both callers of the style-import helper that throws this leave its module type at the default "esm", so only a change to the compiler itself reaches it.',
  },
  {
    message: 'Unknown class member encountered!',
    reason:
      'In 4.x every class member that TypeScript lets carry a decorator (a property, a method, a get or set accessor) is handled before this branch, so no project reaches it there; 2.x and 3.x print it for a decorated set accessor, as in the example.',
    partial: true,
  },
];
