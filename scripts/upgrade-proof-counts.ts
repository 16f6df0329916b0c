/**
 * Per upgrade plan (each docs version to the latest): the items with a proving fixture, with a
 * reason for having none, proven by the API records, and not yet proven (issue 38;
 * src/compare/planner/proofs).
 *
 *   npx tsx scripts/upgrade-proof-counts.ts
 */
import {planUpgrade} from '../src/compare/planner/plan';
import {PLANNER_VERSIONS} from '../src/compare/planner/links';
import {UPGRADE_NOT_YET_PROVEN, UPGRADE_PROOFS, UPGRADE_WITHOUT_PROOF} from '../src/compare/planner/proofs';
import {LATEST_VERSION} from '../src/versions/versions';
import {plannerSources} from './lib/plannerSources';

const {data} = plannerSources({withRecords: true});
const proven = new Set(UPGRADE_PROOFS.map((proof) => proof.item));
console.log('| plan | items | proving fixture | reason | API records | not yet proven |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const from of PLANNER_VERSIONS.slice(
  0,
  PLANNER_VERSIONS.findIndex((version) => version.name === LATEST_VERSION.name),
)) {
  const plan = planUpgrade(data, from, LATEST_VERSION);
  const ids = plan.sections.flatMap((section) => section.groups.flatMap((group) => group.items.map((item) => item.id)));
  const count = (predicate: (id: string) => boolean) => ids.filter(predicate).length;
  console.log(
    `| ${from.name} → ${LATEST_VERSION.name} | ${ids.length} | ${count((id) => proven.has(id))} | ${count((id) => id in UPGRADE_WITHOUT_PROOF)} | ${count((id) => id.startsWith('api:'))} | ${count((id) => UPGRADE_NOT_YET_PROVEN.includes(id))} |`,
  );
}
