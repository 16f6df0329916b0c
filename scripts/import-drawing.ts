/**
 * The import drawing in two figures: the import cycles, and the imports that run back up a floor
 * (scripts/lib/importFloors.ts, the floors tests/unit/siteImports.test.ts keeps). It reads the
 * module graph dependency-cruiser writes (a maintained tool; it runs on Node 22, so it is not a
 * dependency of the project: CONTRIBUTING, "The import drawing", has the command):
 *
 *   npx tsx scripts/import-drawing.ts cruise.json [--list]
 *
 * A cycle is counted once, however many of its modules dependency-cruiser marks; `--list` prints
 * each cycle and each arrow.
 */
import {readFileSync} from 'node:fs';
import {FLOORS, floorOf, runsBackUp} from './lib/importFloors';

interface CruiseDependency {
  resolved: string;
  coreModule: boolean;
  couldNotResolve: boolean;
  circular?: boolean;
  cycle?: ({name: string} | string)[];
}
interface CruiseModule {
  source: string;
  dependencies: CruiseDependency[];
}

const [file, ...flags] = process.argv.slice(2);
if (!file) {
  console.error('usage: npx tsx scripts/import-drawing.ts cruise.json [--list]');
  process.exit(2);
}
const {modules} = JSON.parse(readFileSync(file, 'utf8')) as {modules: CruiseModule[]};
const ours = (path: string) => !path.includes('node_modules/');

const cycles = new Map<string, string[]>();
const backUp: string[] = [];
for (const module of modules.filter((candidate) => ours(candidate.source))) {
  for (const dependency of module.dependencies) {
    if (dependency.coreModule || dependency.couldNotResolve || !ours(dependency.resolved)) continue;
    if (dependency.circular && dependency.cycle) {
      const members = [module.source, ...dependency.cycle.map((step) => (typeof step === 'string' ? step : step.name))];
      const unique = [...new Set(members)];
      cycles.set([...unique].sort().join(' '), unique);
    }
    if (runsBackUp(module.source, dependency.resolved)) {
      backUp.push(
        `${module.source} (${FLOORS[floorOf(module.source)!].name}) → ${dependency.resolved} (${FLOORS[floorOf(dependency.resolved)!].name})`,
      );
    }
  }
}

console.log(`import cycles: ${cycles.size}`);
console.log(`imports that run back up a floor: ${backUp.length}`);
if (flags.includes('--list')) {
  for (const cycle of cycles.values()) console.log(`  cycle: ${cycle.join(' → ')}`);
  for (const arrow of backUp) console.log(`  up: ${arrow}`);
}
