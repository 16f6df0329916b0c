/**
 * `npm run version:cut -- v4.39 [--tag v4.39.0] [--no-install]`: cuts a release of Next's major
 * line, every step the repo holds:
 *
 * 1. versions.json gets the version first (Docusaurus: it becomes the latest, served at /docs/);
 * 2. src/versions/versions.ts gets its release tag (default: the tag Next documents now), and
 *    Next's pin moves up to that tag when it is older: Next documents what comes after the latest,
 *    so a Next pinned below the cut release would lack the cut's new APIs, and the facts would
 *    label each of them "removed after" the cut;
 * 3. tests/fixtures/inventory.json gets its pages (Next's, as they are) and the previous latest
 *    moves from /docs/ to /docs/<name>;
 * 4. package.json pins the release (the alias DocsVersion.typingsPackage names) for the
 *    examples' type check and the generators (skipped with --no-install, which the test of this
 *    script uses to stay offline);
 * 5. `npm run generate` runs every generator for the new release (src/data/generated/: API facts,
 *    the diagnostic triggers, messages, the wrapper peers; the other releases' records are current
 *    and kept), rewrites the diagnostics pages and writes the snapshot (versioned_docs/,
 *    versioned_sidebars/). Without the registry, the wrapper peers record is kept and the
 *    generator says so. With --no-install only the snapshot is written, and the records check
 *    (tests/unit/generatedRecords.test.ts) names the missing records until `npm run generate`
 *    runs with the release installed.
 *
 * What lives outside the repo is left to you, and printed at the end: the shared inventory
 * (../shared/inventory, the authority the fixture is checked against).
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {FixtureVersion} from './lib/contentCheck';
import {BASE_URL, CURRENT_VERSION, NEXT_VERSION, RELEASED_VERSIONS, isMajorFromDocs} from '../src/versions/versions';
import {compareReleases, majorOf, release} from '../src/versions/release';
import {lowestReleaseOf} from '../src/versions/ranges';

const root = path.resolve(import.meta.dirname, '..');
const {values, positionals} = parseArgs({allowPositionals: true, options: {tag: {type: 'string'}, 'no-install': {type: 'boolean'}}});
const [name] = positionals;

function fail(message: string): never {
  console.error(`version:cut: ${message}`);
  process.exit(1);
}

if (!name || !/^v\d+\.\d+$/.test(name)) fail('give the version name, e.g. `npm run version:cut -- v4.39`');
if (RELEASED_VERSIONS.some((version) => version.name === name)) fail(`${name} already exists`);
const tag = values.tag ?? NEXT_VERSION.releaseTag;
if (!tag.startsWith(`${name}.`)) fail(`the release tag ${tag} is not a ${name} release: pass --tag ${name}.0 (or bump Next's tag first)`);
if (!isMajorFromDocs(majorOf(lowestReleaseOf(name)!))) fail(`${name} is of a major written by hand, not generated from docs/`);

function isNewer(a: string, b: string): boolean {
  return compareReleases(release(a), release(b)) > 0;
}

const bumpsNext = isNewer(tag, NEXT_VERSION.releaseTag);

function editFile(file: string, edit: (text: string) => string): void {
  const full = path.join(root, file);
  const before = readFileSync(full, 'utf8');
  const after = edit(before);
  if (after === before) fail(`could not update ${file}`);
  writeFileSync(full, after);
  console.log(`updated ${file}`);
}

// 1. versions.json, newest first.
editFile('versions.json', (text) => `${JSON.stringify([name, ...(JSON.parse(text) as string[])], null, 2)}\n`);

// 2. The release tag, right after Next's entry in RELEASE_TAGS.
// Next's pin first, when the cut release is newer (see 2. above).
editFile('src/versions/versions.ts', (text) =>
  text.replace(
    /(\n\s*\[CURRENT_VERSION\]: ')([^']+)(',\n)/,
    (_, open: string, nextTag: string, close: string) => `${open}${bumpsNext ? tag : nextTag}${close}  '${name}': '${tag}',\n`,
  ),
);
if (bumpsNext) console.log(`Next's release tag moved from ${NEXT_VERSION.releaseTag} to ${tag}, the cut release`);

// 3. The inventory fixture: Next's pages for the new latest; the previous latest leaves the root.
editFile('tests/fixtures/inventory.json', (text) => {
  const fixture = JSON.parse(text) as FixtureVersion[];
  const next = fixture.find((version) => version.name === CURRENT_VERSION);
  if (!next) fail('the fixture has no Next entry');
  for (const version of fixture) {
    if (version.isLast) Object.assign(version, {isLast: false, path: `${BASE_URL}${version.name}`});
  }
  const cut: FixtureVersion = {
    ...structuredClone(next),
    name,
    label: name,
    path: BASE_URL,
    isLast: true,
    docsFolder: `versioned_docs/version-${name}`,
  };
  fixture.splice(fixture.indexOf(next) + 1, 0, cut);
  return `${JSON.stringify(fixture, null, 2)}\n`;
});

function run(command: string, args: string[]): void {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed`);
}

// 4. The release's typings, pinned under the alias DocsVersion.typingsPackage names.
if (!values['no-install']) {
  run('npm', ['install', '--save-dev', '--save-exact', '--no-audit', '--no-fund', `stencil-core-${tag}@npm:@stencil/core@${tag.slice(1)}`]);
}

// 5. The generators (a fresh process: this one loaded versions.ts before the edit).
if (values['no-install']) {
  run(process.execPath, ['--import', 'tsx', 'generators/generate.ts', '--only', 'snapshots']);
  console.log(`\nNo records for ${tag} (--no-install): install the release, then \`npm run generate\`.`);
} else {
  run(process.execPath, ['--import', 'tsx', 'generators/generate.ts']);
}

console.log(`
${name} is cut from docs/. Still to do outside this repo:
  - add ${name} to ../shared/inventory/pages.json (the authority), then \`npm run sync:inventory\`;
then \`npm test\`.`);
