/**
 * Minimal fixtures that make a release print a message (issue 28), and what each pinned release
 * printed for them. `npm run diagnostics:triggers` (generators/diagnostic-triggers/) runs every
 * fixture against every release's own compiler in Node and records the result in
 * src/data/generated/diagnostic-triggers.json; the site and the tests read that record, so no
 * compiler runs in the build or in CI. The record carries a hash of FIXTURES: a changed fixture
 * makes it stale (tests/unit/diagnostics.test.ts).
 *
 * A `component` fixture is a module given to the release's `transpileSync`, which runs the
 * compiler's decorator and component checks on one file. A `config` fixture is a stencil.config
 * object given to the release's `validateConfig` (4.x exports it; 2.x and 3.x do not, so config
 * fixtures are not checked there).
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {CatalogEntry} from './catalog';
import {normaliseMessage, patternRegExp} from './pattern';

export interface TriggerFixture {
  /** Names the fixture in the record. */
  id: string;
  /** The start of the message pattern it triggers (placeholders as `<name>`). */
  message: string;
  kind: 'component' | 'config';
  /** The module (component) or the config object (config), as shown on the page. */
  source: string;
}

const component = (body: string, imports = 'Component', options = "tag: 'my-card'") =>
  `import { ${imports} } from '@stencil/core';\n\n@Component({ ${options} })\nexport class MyCard {\n${body}\n}\n`;

export const FIXTURES: TriggerFixture[] = [
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
    id: 'namespace-dash',
    kind: 'config',
    message: 'Namespace "<namespace>" cannot have a dash for the first character',
    source: '{ "namespace": "-cards" }',
  },
  {
    id: 'namespace-short',
    kind: 'config',
    message: 'Namespace "<namespace>" must be at least 3 characters',
    source: '{ "namespace": "ab" }',
  },
  {
    id: 'namespace-digit',
    kind: 'config',
    message: 'Namespace "<namespace>" cannot have a number for the first character',
    source: '{ "namespace": "1cards" }',
  },
  {
    id: 'namespace-chars',
    kind: 'config',
    message: 'Namespace "<namespace>" contains invalid characters',
    source: '{ "namespace": "my.cards" }',
  },
  {
    id: 'hash-short',
    kind: 'config',
    message: 'validatedConfig.hashedFileNameLength must be at least',
    source: '{ "hashedFileNameLength": 2 }',
  },
  {
    id: 'hash-long',
    kind: 'config',
    message: 'validatedConfig.hashedFileNameLength cannot be more than',
    source: '{ "hashedFileNameLength": 40 }',
  },
  {
    id: 'reload-strategy',
    kind: 'config',
    message: 'Invalid devServer reloadStrategy',
    source: '{ "devServer": { "reloadStrategy": "refresh" } }',
  },
  {
    id: 'exclude-hmr',
    kind: 'config',
    message: 'dev server excludeHmr must be an array of glob strings',
    source: '{ "devServer": { "excludeHmr": "*.css" } }',
  },
  {
    id: 'output-target-type',
    kind: 'config',
    message: 'Invalid outputTarget type "<type>"',
    source: '{ "outputTargets": [{ "type": "dist-bundle" }] }',
  },
  {
    id: 'docs-vscode-file',
    kind: 'config',
    message: 'docs-vscode outputTarget missing the "file" path',
    source: '{ "outputTargets": [{ "type": "docs-vscode" }] }',
  },
  {
    id: 'docs-custom-generator',
    kind: 'config',
    message: 'docs-custom outputTarget missing the "generator" function',
    source: '{ "outputTargets": [{ "type": "docs-custom" }] }',
  },
  {
    id: 'custom-resolve-options',
    kind: 'config',
    message: 'nodeResolve.customResolveOptions is a deprecated option',
    source: '{ "nodeResolve": { "customResolveOptions": {} } }',
  },
  {
    id: 'slot-fixes',
    kind: 'config',
    message: "If the 'experimentalSlotFixes' flag is enabled",
    source: '{ "extras": { "experimentalSlotFixes": true, "slotChildNodesFix": false } }',
  },
  {
    id: 'dev-server-base-url',
    kind: 'config',
    message: 'devServer config "baseUrl" has been renamed to "basePath"',
    source: '{ "devServer": { "baseUrl": "/app/" } }',
  },
];

/** The hash of the fixtures, kept in the record: a fixture changed since the run makes it stale. */
export function fixturesHash(fixtures: TriggerFixture[] = FIXTURES): string {
  return createHash('sha256').update(JSON.stringify(fixtures)).digest('hex').slice(0, 16);
}

export const TRIGGERS_RECORD = 'src/data/generated/diagnostic-triggers.json';

export interface PrintedMessage {
  level: 'error' | 'warning' | 'thrown';
  text: string;
}

export interface TriggersRecord {
  generated: {by: string; fixtures: string};
  /** Per release (npm version), per fixture id: what the release printed, or `skipped` with why. */
  releases: Record<string, Record<string, PrintedMessage[] | {skipped: string}>>;
}

const root = path.resolve(import.meta.dirname, '../..');

export function readTriggers(): TriggersRecord | undefined {
  const file = path.join(root, TRIGGERS_RECORD);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TriggersRecord) : undefined;
}

const LEVELS: Record<PrintedMessage['level'], string> = {error: 'error', warning: 'warning', thrown: 'error'};

/**
 * Whether a printed message is this entry's, at a severity the entry claims for that release. A
 * thrown message counts as an error: the compiler catches some throws and reports them as build
 * errors (`invalid decorator argument`), which is the same severity to the reader.
 */
function printsEntry(printed: PrintedMessage, entry: CatalogEntry, release: string): boolean {
  const claimed = entry.emitsIn[release] ?? [];
  if (!claimed.some((emission) => emission.level === LEVELS[printed.level])) return false;
  return patternRegExp(entry.parts).test(normaliseMessage(printed.text));
}

/** The fixtures that triggered an entry, with the releases each was checked against. */
export function checkedTriggers(entry: CatalogEntry, record = readTriggers()): {fixture: TriggerFixture; releases: string[]}[] {
  if (!record) return [];
  return FIXTURES.map((fixture) => ({
    fixture,
    releases: entry.releases.filter((release) => {
      const printed = record.releases[release]?.[fixture.id];
      return Array.isArray(printed) && printed.some((message) => printsEntry(message, entry, release));
    }),
  })).filter((found) => found.releases.length > 0);
}
