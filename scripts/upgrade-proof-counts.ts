/**
 * Per upgrade plan (each docs version to the latest): the items with a proving fixture, with a
 * reason for having none, proven by the API records, and not yet proven (issue 38;
 * src/compare/planner/proofs).
 *
 *   npx tsx scripts/upgrade-proof-counts.ts
 */
import {planUpgrade} from '../src/compare/planner/plan';
import {PLANNER_VERSIONS} from '../src/compare/planner/links';
import {NEXT_MAJOR_NOT_YET_PROVEN, UPGRADE_NOT_YET_PROVEN, UPGRADE_PROOFS, UPGRADE_WITHOUT_PROOF} from '../src/compare/planner/proofs';
import {LATEST_VERSION, NEXT_VERSION} from '../src/versions/versions';
import {plannerSources} from './lib/plannerSources';

const {data} = plannerSources({withRecords: true});
const proven = new Set(UPGRADE_PROOFS.map((proof) => proof.item));
console.log('| plan | items | proving fixture | reason | API records | not yet proven | next major, not yet proven |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
const pairs = [
  ...PLANNER_VERSIONS.slice(
    0,
    PLANNER_VERSIONS.findIndex((version) => version.name === LATEST_VERSION.name),
  ).map((from) => [from, LATEST_VERSION] as const),
  // The next major's plan (issue 41): its items wait for a runner of the 5.x layout.
  [LATEST_VERSION, NEXT_VERSION] as const,
];
for (const [from, to] of pairs) {
  const plan = planUpgrade(data, from, to);
  const ids = plan.sections.flatMap((section) => section.groups.flatMap((group) => group.items.map((item) => item.id)));
  const count = (predicate: (id: string) => boolean) => ids.filter(predicate).length;
  console.log(
    `| ${from.name} → ${to.name} | ${ids.length} | ${count((id) => proven.has(id))} | ${count((id) => id in UPGRADE_WITHOUT_PROOF)} | ${count((id) => id.startsWith('api:'))} | ${count((id) => UPGRADE_NOT_YET_PROVEN.includes(id))} | ${count((id) => NEXT_MAJOR_NOT_YET_PROVEN.includes(id))} |`,
  );
}
