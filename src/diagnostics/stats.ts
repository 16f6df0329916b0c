/**
 * The coverage of the diagnostics pages per release (issue 28): how many entries a release's page
 * has, how many give a cause and a fix, and how many carry an example checked against that
 * release. `npm run diagnostics:stats` prints it; the tests hold the floor.
 */
import {RELEASES, buildCatalog, type CatalogEntry, type Release} from './catalog';
import {guideFor} from './guide';
import {checkedTriggers, readTriggers, reasonWithoutTrigger, type TriggersRecord} from './triggers';

function checkedBy(record: TriggersRecord | undefined): (entry: CatalogEntry, release: string) => boolean {
  // Asked once per entry, release and column: the fixtures' matches of an entry, for all its
  // releases at once, are worked out on the first question (a regular expression per wording
  // over every printed message; asked afresh each time, the coverage took 29 s).
  const checkedReleases = new Map<CatalogEntry, Set<string>>();
  return (entry, release) => {
    let releases = checkedReleases.get(entry);
    if (!releases) {
      releases = new Set(checkedTriggers(entry, record).flatMap((found) => found.releases));
      checkedReleases.set(entry, releases);
    }
    return releases.has(release);
  };
}

export interface ReleaseCoverage {
  release: string;
  entries: number;
  withCauseAndFix: number;
  withCheckedTrigger: number;
  /** Of the compiler's messages (its config checks included): how many, and how many checked. */
  compilerEntries: number;
  compilerChecked: number;
  /** Entries with neither a checked example nor a reason why none can be written. */
  unexplained: number;
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
    const isChecked = (entry: CatalogEntry) => checked(entry, release.npmVersion);
    const compiler = entries.filter((entry) => entry.origin === 'compiler');
    return {
      release: release.npmVersion,
      entries: entries.length,
      withCauseAndFix: entries.filter((entry) => guideFor(entry.pattern) !== undefined).length,
      withCheckedTrigger: entries.filter(isChecked).length,
      compilerEntries: compiler.length,
      compilerChecked: compiler.filter(isChecked).length,
      unexplained: entries.filter((entry) => !isChecked(entry) && reasonWithoutTrigger(entry) === undefined).length,
    };
  });
}

export function coverageTable(rows: ReleaseCoverage[]): string {
  const lines = [
    '| release | entries | with cause and fix | with a checked trigger | compiler and config: checked | without example or reason |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const share = `${row.compilerChecked} of ${row.compilerEntries} (${((100 * row.compilerChecked) / row.compilerEntries).toFixed(1)} %)`;
    lines.push(`| ${row.release} | ${row.entries} | ${row.withCauseAndFix} | ${row.withCheckedTrigger} | ${share} | ${row.unexplained} |`);
  }
  return lines.join('\n');
}
