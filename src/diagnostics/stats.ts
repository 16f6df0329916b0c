/**
 * The coverage of the diagnostics pages per release (issue 28): how many entries a release's page
 * has, how many give a cause and a fix, and how many carry an example checked against that
 * release. `npm run diagnostics:stats` prints it; the tests hold the floor.
 */
import {RELEASES, buildCatalog, type CatalogEntry, type Release} from './catalog';
import {guideFor} from './guide';
import {checkedTriggers, readTriggers, type TriggersRecord} from './triggers';

function checkedBy(record: TriggersRecord | undefined): (entry: CatalogEntry, release: string) => boolean {
  return (entry, release) => checkedTriggers(entry, record).some((found) => found.releases.includes(release));
}

export interface ReleaseCoverage {
  release: string;
  entries: number;
  withCauseAndFix: number;
  withCheckedTrigger: number;
}

/**
 * `checked(entry, release)`: whether a fixture was run against that release and printed the
 * entry's message with its severity (src/diagnostics/triggers.ts, from the recorded runs).
 */
export function coverage(
  catalog: CatalogEntry[] = buildCatalog(),
  releases: Release[] = RELEASES,
  checked: (entry: CatalogEntry, release: string) => boolean = checkedBy(readTriggers()),
): ReleaseCoverage[] {
  return releases.map((release) => {
    const entries = catalog.filter((entry) => entry.releases.includes(release.npmVersion));
    return {
      release: release.npmVersion,
      entries: entries.length,
      withCauseAndFix: entries.filter((entry) => guideFor(entry.pattern) !== undefined).length,
      withCheckedTrigger: entries.filter((entry) => checked(entry, release.npmVersion)).length,
    };
  });
}

export function coverageTable(rows: ReleaseCoverage[]): string {
  const lines = ['| release | entries | with cause and fix | with a checked trigger |', '|---|---:|---:|---:|'];
  for (const row of rows) lines.push(`| ${row.release} | ${row.entries} | ${row.withCauseAndFix} | ${row.withCheckedTrigger} |`);
  return lines.join('\n');
}
