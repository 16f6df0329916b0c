/**
 * Issue 41: the v4 → v5 plan leaves no `stencil migrate` rule out. Every rule of the next major's
 * `@stencil/cli` (the record generators/migrate-rules writes from the package) is named by a plan
 * item of content/upgrade-items/ (`migrateRule`), every rule an item names is one of them, and the
 * items reach the plan from the latest release to Next with what the tool does of each.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readMigrateRules} from '../../src/compare/planner/migrateRules';
import {NEXT_MAJOR, readReleaseChanges} from '../../src/compare/planner/curation';
import {planUpgrade} from '../../src/compare/planner/plan';
import {NO_MIGRATE_RULE, type ReleaseChange} from '../../src/compare/planner/types';
import {NEXT_MAJOR_RELEASE} from '../../src/versions/nextMajor';
import {compareReleases} from '../../src/versions/release';
import {LATEST_VERSION, NEXT_VERSION} from '../../src/versions/versions';
import {plannerSources} from '../../scripts/lib/plannerSources';

const record = readMigrateRules();
const changes = readReleaseChanges();
const nextMajorItems = changes.filter((change) => compareReleases(change.release, NEXT_MAJOR_RELEASE) === 0);

/** The rules no item names: what the coverage check reports. */
function rulesWithoutItem(ruleIds: readonly string[], items: readonly Pick<ReleaseChange, 'migrate'>[]): string[] {
  const named = new Set(items.map((item) => item.migrate?.rule));
  return ruleIds.filter((id) => !named.has(id));
}

test('the record holds the rules of the pinned @stencil/cli', () => {
  assert.ok(record, 'src/data/generated/migrate-rules.json is missing: npm run generate -- --only migrate-rules');
  assert.equal(record.package.version, NEXT_MAJOR_RELEASE);
  assert.ok(record.data.rules.length >= 15, `${record.data.rules.length} rules`);
  for (const rule of record.data.rules) assert.ok(rule.run.matches.length > 0 && rule.run.output !== rule.run.input, rule.id);
});

test(`every stencil migrate rule has a plan item naming it (content/upgrade-items/, \`migrateRule\`)`, () => {
  const missing = rulesWithoutItem(
    record!.data.rules.map((rule) => rule.id),
    changes,
  );
  assert.deepEqual(missing, [], `rules of @stencil/cli ${NEXT_MAJOR_RELEASE} that no plan item names: ${missing.join(', ')}`);
});

test('every rule a plan item names is a rule of the pinned @stencil/cli, and only next-major items name one', () => {
  const ids = new Set(record!.data.rules.map((rule) => rule.id));
  const unknown = changes.filter((change) => change.migrate && change.migrate.rule !== NO_MIGRATE_RULE && !ids.has(change.migrate.rule));
  assert.deepEqual(
    unknown.map((change) => `${change.id}: ${change.migrate!.rule}`),
    [],
  );
  const outside = changes.filter((change) => change.migrate && !nextMajorItems.includes(change));
  assert.deepEqual(
    outside.map((change) => change.id),
    [],
    `migrateRule is for \`release: ${NEXT_MAJOR}\` items`,
  );
});

test('every next-major item is in the plan from the latest release to Next, saying what stencil migrate does of it', () => {
  assert.ok(nextMajorItems.length >= 15, `${nextMajorItems.length} items`);
  const {data} = plannerSources();
  const plan = planUpgrade(data, LATEST_VERSION, NEXT_VERSION);
  const items = new Map(plan.sections.flatMap((section) => section.groups.flatMap((group) => group.items)).map((item) => [item.id, item]));
  for (const change of nextMajorItems) {
    const item = items.get(`change:${change.id}`);
    assert.ok(item, `${change.id} is not in the ${LATEST_VERSION.label} → ${NEXT_VERSION.label} plan`);
    assert.deepEqual(item.migrate, change.migrate, change.id);
    assert.ok(item.snippet, `${change.id} has a before/after example`);
  }
});

test('the coverage check names a rule that loses its item', () => {
  const ids = record!.data.rules.map((rule) => rule.id);
  const without = changes.filter((change) => change.migrate?.rule !== 'dev-mode');
  assert.deepEqual(rulesWithoutItem(ids, without), ['dev-mode']);
});
