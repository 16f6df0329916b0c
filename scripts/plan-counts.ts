/**
 * The item counts of the upgrade plans a reviewer reads (issue 27): v2 → latest, v3 → latest and
 * the oldest docs version of the latest's major → latest, computed from the sources with the API facts as the build
 * wires them. `--markdown` also prints each plan as the agents' Markdown, to read every item.
 *
 *   npx tsx scripts/plan-counts.ts [--markdown] [from…]
 */
import {planMarkdown} from '../src/compare/planner/markdown';
import {planUpgrade} from '../src/compare/planner/plan';
import {LATEST_VERSION, versionByName, type DocsVersion} from '../src/versions/versions';
import {PLANNER_VERSIONS} from '../src/compare/planner/links';
import {plannerSources} from './lib/plannerSources';

const args = process.argv.slice(2);
const markdown = args.includes('--markdown');
const named = args.filter((arg) => !arg.startsWith('--'));
// The oldest docs version of the latest's major: the longest minor-to-minor upgrade.
const oldestOfMajor = PLANNER_VERSIONS.find((version) => version.major === LATEST_VERSION.major)!;
const defaults = ['v2', 'v3', oldestOfMajor.name];
const starts: DocsVersion[] = (named.length > 0 ? named : defaults).map((name) => {
  const version = versionByName(name);
  if (!version) throw new Error(`no docs version named ${name}`);
  return version;
});

const {data} = plannerSources({withRecords: true});
for (const from of starts) {
  const plan = planUpgrade(data, from, LATEST_VERSION);
  const bySection = plan.sections.map((section) => `${section.id} ${section.groups.reduce((n, group) => n + group.items.length, 0)}`);
  console.log(`${from.name} → ${LATEST_VERSION.name}: ${plan.itemCount} items (${bySection.join(', ')})`);
  if (markdown) console.log(`\n${planMarkdown(data, from, LATEST_VERSION, 'https://stenciljs.com')}`);
}
