/**
 * Minimal fixtures that make a release print a message (issue 28), and what each pinned release
 * printed for them. `npm run diagnostics:triggers` (generators/diagnostic-triggers/) runs the
 * fixtures against every release's own compiler in Node and records the result in
 * src/data/generated/diagnostic-triggers.json; the site and the tests read that record, so no
 * compiler runs in the build or in CI. The record keeps a hash of each fixture: a changed fixture
 * makes its results stale (tests/unit/diagnostics.test.ts), and the runner reruns only those.
 *
 * The fixtures live in one file per kind (components.ts, config.ts, build.ts) or topic
 * (distribution.ts), each with the messages of its kind that no fixture can reach and why.
 * ./README.md says how each kind runs.
 */
import {createHash} from 'node:crypto';
import {RELEASES, type CatalogEntry} from '../catalog';
import {upgradeFixtures} from '../../compare/planner/proofs';
import {STORE_RECORDS, readStoreRecord} from '../../data/records';
import {normaliseMessage, partsOfText, patternRegExp} from '../pattern';
import {BASE_CONFIG, BASE_PROJECT, baseProjectOf} from './baseProject';
import {BUILD_FIXTURES, BUILD_WITHOUT_TRIGGER} from './build';
import {CLI_FIXTURES, CLI_WITHOUT_TRIGGER} from './cli';
import {COMPONENT_FIXTURES, COMPONENT_WITHOUT_TRIGGER} from './components';
import {CONFIG_FIXTURES, CONFIG_WITHOUT_TRIGGER} from './config';
import {DISTRIBUTION_FIXTURES, DISTRIBUTION_WITHOUT_TRIGGER} from './distribution';
import {RUNTIME_FIXTURES, RUNTIME_WITHOUT_TRIGGER} from './runtime';
import type {PrintedMessage, TriggerFixture, WithoutTrigger} from './types';

export type {PrintedMessage, TriggerFixture, WithoutTrigger} from './types';

export const FIXTURES: TriggerFixture[] = [
  ...COMPONENT_FIXTURES,
  ...CONFIG_FIXTURES,
  ...BUILD_FIXTURES,
  ...DISTRIBUTION_FIXTURES,
  ...CLI_FIXTURES,
  ...RUNTIME_FIXTURES,
];

/**
 * Every fixture the runner runs and the record keeps: the messages' and the upgrade items' proofs
 * (src/compare/planner/proofs, keyed by plan item id, each on the release before and after its item).
 */
export const RUN_FIXTURES: TriggerFixture[] = [...FIXTURES, ...upgradeFixtures(RELEASES)];

/** The messages no fixture can make a release print, with the reason the page gives. */
export const WITHOUT_TRIGGER: WithoutTrigger[] = [
  ...COMPONENT_WITHOUT_TRIGGER,
  ...CONFIG_WITHOUT_TRIGGER,
  ...BUILD_WITHOUT_TRIGGER,
  ...DISTRIBUTION_WITHOUT_TRIGGER,
  ...CLI_WITHOUT_TRIGGER,
  ...RUNTIME_WITHOUT_TRIGGER,
];

/**
 * A fixture's hash, kept in the record: a fixture changed since its run is stale. A project
 * fixture's includes the base project it starts from.
 */
export function fixtureHash(fixture: TriggerFixture): string {
  const project = fixture.kind === 'component' ? [] : [BASE_PROJECT, BASE_CONFIG];
  return createHash('sha256')
    .update(JSON.stringify([fixture, ...project]))
    .digest('hex')
    .slice(0, 16);
}

/**
 * The hash of a release's own base project, when it is not BASE_PROJECT (which each fixture's
 * hash covers): kept per release in the record, so a change to it reruns that release only.
 */
export function baseProjectHash(npmVersion: string): string | undefined {
  const base = baseProjectOf(npmVersion);
  if (base === BASE_PROJECT) return undefined;
  return createHash('sha256').update(JSON.stringify(base)).digest('hex').slice(0, 16);
}

export const TRIGGERS_RECORD = STORE_RECORDS['diagnostic-triggers'].file;

export interface TriggersRecord {
  generated: {by: string};
  /** Each fixture's hash when it ran. */
  fixtures: Record<string, string>;
  /** Per release (npm version) with a base project of its own (baseProjectOf), that project's hash when it ran. */
  baseProjects?: Record<string, string>;
  /** Per release (npm version), per fixture id: what the release printed, or `skipped` with why. */
  releases: Record<string, Record<string, PrintedMessage[] | {skipped: string}>>;
}

export function readTriggers(): TriggersRecord | undefined {
  return readStoreRecord<TriggersRecord>('diagnostic-triggers');
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
  // A merged wording (the message without its last sentence or its "refer to" tail) is the entry's too.
  const text = normalisedText(printed);
  return entryExpressions(entry).some((expression) => expression.test(text));
}

/**
 * Each printed message normalised, and each entry's wordings as expressions, once: printsEntry is
 * asked for every entry, release, fixture and printed message of the record (the same few hundred
 * messages and wordings over and over; built afresh each time, they were half of
 * tests/unit/diagnostics.test.ts's time).
 */
const normalisedTexts = new WeakMap<PrintedMessage, string>();
const expressionsOfEntry = new WeakMap<CatalogEntry, RegExp[]>();

function normalisedText(printed: PrintedMessage): string {
  let text = normalisedTexts.get(printed);
  if (text === undefined) {
    text = normaliseMessage(printed.text);
    normalisedTexts.set(printed, text);
  }
  return text;
}

function entryExpressions(entry: CatalogEntry): RegExp[] {
  let expressions = expressionsOfEntry.get(entry);
  if (!expressions) {
    expressions = [entry.parts, ...(entry.wordings ?? []).map(partsOfText)].map(patternRegExp);
    expressionsOfEntry.set(entry, expressions);
  }
  return expressions;
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

/**
 * What is stale in the record: per release (npm version), the fixtures that did not run there or
 * changed since; and the ids the record holds for fixtures that no longer exist.
 */
export function staleTriggers(
  record: TriggersRecord | undefined,
  releases: string[],
  fixtures: TriggerFixture[] = RUN_FIXTURES,
): {missing: Record<string, string[]>; removed: string[]} {
  const missing: Record<string, string[]> = {};
  for (const release of releases) {
    const baseChanged = baseProjectHash(release) !== record?.baseProjects?.[release];
    const ids = fixtures
      .filter((fixture) => !fixture.releases || fixture.releases.includes(release))
      .filter(
        (fixture) => baseChanged || record?.fixtures?.[fixture.id] !== fixtureHash(fixture) || !record.releases[release]?.[fixture.id],
      )
      .map((fixture) => fixture.id);
    if (ids.length) missing[release] = ids;
  }
  const known = new Set(fixtures.map((fixture) => fixture.id));
  return {missing, removed: Object.keys(record?.fixtures ?? {}).filter((id) => !known.has(id))};
}

/** The group's note on an entry no fixture reaches (see WITHOUT_TRIGGER). */
export function withoutTrigger(entry: Pick<CatalogEntry, 'pattern'>): WithoutTrigger | undefined {
  return WITHOUT_TRIGGER.find((without) => entry.pattern.startsWith(without.message));
}

/** Why an entry has no checked example, when a group says (see WITHOUT_TRIGGER). */
export function reasonWithoutTrigger(entry: CatalogEntry): string | undefined {
  return withoutTrigger(entry)?.reason;
}
