/**
 * Component fixtures: one module each, run through the release's `transpileSync`, which applies
 * the decorator and component checks to a single file. See ./README.md.
 */
import type {TriggerFixture, WithoutTrigger} from './types';

export const component = (body: string, imports = 'Component', options = "tag: 'my-card'") =>
  `import { ${imports} } from '@stencil/core';\n\n@Component({ ${options} })\nexport class MyCard {\n${body}\n}\n`;

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
];

/** Component-level messages no fixture can reach, each with the reason. */
export const COMPONENT_WITHOUT_TRIGGER: WithoutTrigger[] = [];
