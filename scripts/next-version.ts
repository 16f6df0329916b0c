/**
 * `npm run version:next -- 5.0.0-beta.12 [--no-install]`: moves Next to another `@stencil/core`
 * release, every step the repo holds:
 *
 * 1. src/versions/versions.ts: Next's release tag (`RELEASE_TAGS[CURRENT_VERSION]`);
 * 2. package.json: the release pinned under the alias Next's `typingsPackage` names
 *    (`stencil-core-v5.0.0-beta.12`), and the alias of the release Next left, when no other docs
 *    version documents it, removed (needs the registry; skipped with --no-install);
 * 3. `npm run generate`: every record for the new release (API facts, diagnostic triggers,
 *    messages, wrapper peers), the diagnostics pages and the 4.x snapshots.
 *
 * The release is named, never picked as the "newest": semver puts `5.0.0-next.0` and
 * `5.0.0-alpha.35` on either side of `5.0.0-beta.12`, but `next.0` is an older line (still built
 * with Rollup), so no order of names says which prerelease is current.
 *
 * A step that needs the registry stops with the command to rerun once it is at hand; with
 * --no-install, only the snapshots are written, and the records check names what is missing.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {ALL_VERSIONS, NEXT_VERSION} from '../src/versions/versions';
import {majorOf, release as releaseNamed} from '../src/versions/release';

const root = path.resolve(import.meta.dirname, '..');
const {values, positionals} = parseArgs({allowPositionals: true, options: {'no-install': {type: 'boolean'}}});
const [release] = positionals;

function fail(message: string): never {
  console.error(`version:next: ${message}`);
  process.exit(1);
}

// A full npm version, prerelease allowed: 5.0.0, 5.0.0-beta.12.
if (!release || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(release))
  fail('give the @stencil/core release Next documents, e.g. `npm run version:next -- 5.0.0-beta.12`');
const tag = `v${release}`;
if (tag === NEXT_VERSION.releaseTag) fail(`Next already documents ${release}`);

const file = 'src/versions/versions.ts';
const before = readFileSync(path.join(root, file), 'utf8');
const after = before.replace(
  /(\n\s*\[CURRENT_VERSION\]: ')([^']+)(',\n)/,
  (_, open: string, _old: string, close: string) => `${open}${tag}${close}`,
);
if (after === before) fail(`could not find Next's release tag in ${file}`);
writeFileSync(path.join(root, file), after);
console.log(`updated ${file}: Next's release tag ${NEXT_VERSION.releaseTag} → ${tag}`);
if (majorOf(releaseNamed(release)) !== NEXT_VERSION.major) {
  console.log(
    `Next moves from major ${NEXT_VERSION.major} to ${majorOf(releaseNamed(release))}: the ${NEXT_VERSION.major}.x snapshots stay generated from docs/ (fence what differs; tests/unit/frozenSnapshots.test.ts holds them).`,
  );
}

function run(command: string, args: string[], needsRegistry: string): void {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) fail(`\`${command} ${args.join(' ')}\` failed. ${needsRegistry}`);
}

if (!values['no-install']) {
  const alias = `stencil-core-${tag}`;
  run(
    'npm',
    ['install', '--save-dev', '--save-exact', '--no-audit', '--no-fund', `${alias}@npm:@stencil/core@${release}`],
    `It needs the registry: ${file} already names ${tag}; rerun \`npm install --save-dev --save-exact ${alias}@npm:@stencil/core@${release}\`, then \`npm run generate\`.`,
  );
  const left = NEXT_VERSION.typingsPackage;
  if (!ALL_VERSIONS.some((version) => version !== NEXT_VERSION && version.typingsPackage === left)) {
    run('npm', ['uninstall', '--no-audit', '--no-fund', left], `Remove ${left} from package.json by hand.`);
  }
}

// A fresh process: this one loaded versions.ts before the edit.
if (values['no-install']) {
  run(process.execPath, ['--import', 'tsx', 'generators/generate.ts', '--only', 'snapshots'], '');
  console.log(`\nNo records for ${release} (--no-install): install the release, then \`npm run generate\`.`);
} else {
  run(
    process.execPath,
    ['--import', 'tsx', 'generators/generate.ts'],
    'Fix what it names and rerun `npm run generate` (records already written are kept).',
  );
  console.log(`\nNext documents @stencil/core ${release}. Then \`npm test\`.`);
}
