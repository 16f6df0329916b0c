/**
 * Issue 38: upgrade items proven like messages are. Every item of every plan the planner offers
 * has a fixture run on the release before and the release after its change
 * (src/compare/planner/proofs, run by `npm run diagnostics:triggers`), a reason why none can show
 * it (documentation or tooling advice), is an API item proven by the releases' typings records,
 * or is listed as not yet proven. A fixture's record must show the change the item claims, at the
 * release it claims.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {planUpgrade} from '../../src/compare/planner/plan';
import type {PlanItem} from '../../src/compare/planner/types';
import {plannerCuration} from '../../src/compare/planner/curation';
import {PLANNER_VERSIONS} from '../../src/compare/planner/links';
import {
  NEXT_MAJOR_NOT_YET_PROVEN,
  UPGRADE_NOT_YET_PROVEN,
  UPGRADE_PROOFS,
  UPGRADE_WITHOUT_PROOF,
  proofReleases,
  type UpgradeProof,
} from '../../src/compare/planner/proofs';
import {RELEASES} from '../../src/diagnostics/catalog';
import {readTriggers} from '../../src/diagnostics/triggers';
import {readRecord} from '../../src/data/records';
import {compareReleases, lineOf, parseRelease, type Release} from '../../src/versions/release';
import {plannerSources} from '../../scripts/lib/plannerSources';
import {NEXT_MAJOR_RELEASE} from '../../src/versions/nextMajor';

const {data} = plannerSources({withRecords: true});

/** Every plan the planner offers: each older docs version to each newer one. */
const plans = PLANNER_VERSIONS.flatMap((to, index) =>
  PLANNER_VERSIONS.slice(0, index).map((from) => ({from, to, plan: planUpgrade(data, from, to)})),
).filter(({plan}) => plan.itemCount > 0);
const itemsOf = (plan: ReturnType<typeof planUpgrade>): PlanItem[] =>
  plan.sections.flatMap((section) => section.groups.flatMap((group) => group.items));
const allItems = new Map(plans.flatMap(({plan}) => itemsOf(plan)).map((item) => [item.id, item]));

/** A release change's release from the curation the planner is given; a major guide's step says its release in full (`4.0.0`). */
const curatedRelease = new Map(plannerCuration().releaseChanges.map((change) => [`change:${change.id}`, change.release]));
const releaseOfItem = (item: PlanItem): Release | undefined => curatedRelease.get(item.id) ?? parseRelease(item.release);

const proofOf = new Map<string, UpgradeProof>(UPGRADE_PROOFS.map((proof) => [proof.item, proof]));

test('every plan item has a proving fixture, a reason, an API record, or is listed as not yet proven — exactly one', () => {
  assert.ok(allItems.size > 0);
  const problems: string[] = [];
  for (const id of allItems.keys()) {
    const homes = [
      proofOf.has(id),
      id in UPGRADE_WITHOUT_PROOF,
      id.startsWith('api:'),
      UPGRADE_NOT_YET_PROVEN.includes(id),
      NEXT_MAJOR_NOT_YET_PROVEN.includes(id),
    ];
    if (homes.filter(Boolean).length !== 1) problems.push(`${id}: ${homes.filter(Boolean).length} of proof/reason/api/not-yet`);
  }
  for (const id of [...proofOf.keys(), ...Object.keys(UPGRADE_WITHOUT_PROOF), ...UPGRADE_NOT_YET_PROVEN, ...NEXT_MAJOR_NOT_YET_PROVEN])
    if (!allItems.has(id)) problems.push(`${id}: no plan has this item`);
  assert.deepEqual(problems, []);
});

test('no item waits for a proof: a new item comes with its fixture or its reason', () => {
  // Issue 38 closed the list; an item that changes what a release does cannot join it unproven.
  assert.deepEqual(UPGRADE_NOT_YET_PROVEN, []);
});

test("the next major's unproven list holds the next major's items only", () => {
  const notNextMajor = NEXT_MAJOR_NOT_YET_PROVEN.filter((id) => {
    const item = allItems.get(id);
    const release = item && releaseOfItem(item);
    return release === undefined || compareReleases(release, NEXT_MAJOR_RELEASE) !== 0;
  });
  assert.deepEqual(notNextMajor, [], 'an item of a released line belongs to a proof or a reason');
});

test('a reason is for documentation or tooling advice only: an item scoped to config keys or output targets changes what a release does', () => {
  // A stale reason: the item now names options or targets, which a fixture can exercise.
  const stale = Object.keys(UPGRADE_WITHOUT_PROOF).filter((id) => {
    const scope = allItems.get(id)?.appliesTo;
    return (scope?.configKeys?.length ?? 0) + (scope?.outputTargets?.length ?? 0) > 0;
  });
  assert.deepEqual(stale, []);
});

test('each proof ran on the release before and the release after its item, and the record shows the change it claims', () => {
  const record = readTriggers();
  if (!record) assert.fail('no trigger record: run npm run diagnostics:triggers');
  const problems: string[] = [];
  for (const proof of UPGRADE_PROOFS) {
    const item = allItems.get(proof.item)!;
    const itemRelease = releaseOfItem(item);
    if (!itemRelease || compareReleases(itemRelease, proof.release) !== 0)
      problems.push(`${proof.item}: the plan says ${item.release}, the proof ${lineOf(proof.release)}`);
    const [after, before] = proofReleases(proof, RELEASES);
    const lines = (release: string) => {
      const printed = record.releases[release]?.[proof.item];
      return Array.isArray(printed) ? printed.map((message) => message.text) : undefined;
    };
    const [printedBefore, printedAfter] = [lines(before), lines(after)];
    if (!printedBefore || !printedAfter) {
      problems.push(`${proof.item}: not run on ${before} and ${after}`);
      continue;
    }
    const shows = (printed: string[], pattern: string) => printed.some((text) => new RegExp(pattern).test(text));
    if (!shows(printedAfter, proof.after)) problems.push(`${proof.item}: ${after} does not print /${proof.after}/`);
    if (shows(printedBefore, proof.after)) problems.push(`${proof.item}: ${before} already prints /${proof.after}/`);
    if (proof.before && !shows(printedBefore, proof.before)) problems.push(`${proof.item}: ${before} does not print /${proof.before}/`);
    if (proof.before && shows(printedAfter, proof.before)) problems.push(`${proof.item}: ${after} still prints /${proof.before}/`);
  }
  assert.deepEqual(problems, []);
});

test('an API item is proven by the typings records: the newest release lacks a removed one, and marks a deprecated one in the newest release that has it', () => {
  type Facts = {name: string; area: string; deprecated?: boolean}[];
  // Newest first: Next's release (a later major's prerelease, maybe) then the releases of the docs versions.
  const records = RELEASES.map((release) => readRecord<Facts>('api-facts', release.npmVersion).data);
  for (const id of [...allItems.keys()].filter((candidate) => candidate.startsWith('api:'))) {
    const [, what, area, name] = id.split(':');
    const find = (facts: Facts) => facts.find((item) => item.area === area && item.name === name);
    if (what === 'removed') assert.equal(find(records[0]), undefined, id);
    if (what === 'deprecated') assert.equal(records.map(find).find(Boolean)?.deprecated, true, id);
  }
});

test('per plan: items with a proving fixture, with a reason, proven by the API records, not yet proven', () => {
  for (const {from, to, plan} of plans) {
    const ids = itemsOf(plan).map((item) => item.id);
    const count = (predicate: (id: string) => boolean) => ids.filter(predicate).length;
    const row = {
      proof: count((id) => proofOf.has(id)),
      reason: count((id) => id in UPGRADE_WITHOUT_PROOF),
      api: count((id) => id.startsWith('api:')),
      notYet: count((id) => UPGRADE_NOT_YET_PROVEN.includes(id)),
      nextMajorNotYet: count((id) => NEXT_MAJOR_NOT_YET_PROVEN.includes(id)),
    };
    assert.equal(row.proof + row.reason + row.api + row.notYet + row.nextMajorNotYet, ids.length, `${from.name} → ${to.name}`);
  }
});
