/**
 * `npm run version:cut` on a throwaway version, in a temporary copy of the project: afterwards
 * the new version is the latest at the base URL everywhere the site reads versions from (the
 * config's announcement bar included), Next's pin moved up to the cut release (it was older), the
 * previous latest moved under its name, its
 * snapshot is exactly what the generator computes, and (the release not being installed, so
 * offline) the records check names the records still to generate and the command.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {projectRoot} from '../../scripts/lib/contentCheck';
import {BASE_URL, LATEST_VERSION, NEXT_VERSION} from '../../src/versions/versions';
import {lineOf, nextLine} from '../../src/versions/release';

/** A minor after Next's, so it cannot clash with a real version. */
const CUT = `v${lineOf(nextLine(NEXT_VERSION.release))}`;
const TAG = `${CUT}.0`;
const COPIED = [
  'docs',
  'versioned_docs',
  'versioned_sidebars',
  'versions.json',
  'src',
  'scripts',
  'generators',
  'tests',
  'sidebars.ts',
  'docusaurus.config.ts',
  'package.json',
  'tsconfig.json',
];

let copy = '';
let cutOutput = '';

/**
 * The environment for a `node --test` run inside the copy: without the runner's own
 * NODE_TEST_CONTEXT, which would make the child report to this process instead of running as a
 * run of its own (exit 0, empty stdout, whatever its tests do).
 */
function testEnv(): NodeJS.ProcessEnv {
  const env = {...process.env};
  delete env.NODE_TEST_CONTEXT;
  return env;
}

function runInCopy(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', ...args], {cwd: copy, encoding: 'utf8'});
}

before(() => {
  copy = mkdtempSync(path.join(os.tmpdir(), 'stencil-docs-cut-'));
  for (const entry of COPIED) cpSync(path.join(projectRoot, entry), path.join(copy, entry), {recursive: true});
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'));
  const result = runInCopy(['scripts/cut-version.ts', CUT, '--tag', TAG, '--no-install']);
  assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
  cutOutput = result.stdout;
});

after(() => {
  if (copy) rmSync(copy, {recursive: true, force: true});
});

test('the cut version is first in versions.json', () => {
  assert.equal(JSON.parse(readFileSync(path.join(copy, 'versions.json'), 'utf8'))[0], CUT);
});

test('versions.ts describes it as the latest, at the base URL, and the config announces it', () => {
  // A probe file inside the copy's tests/ (an ES module scope, like the tests themselves).
  const probe = path.join(copy, 'tests', 'cut-probe.ts');
  writeFileSync(
    probe,
    `import {createRequire} from 'node:module';
    import {LATEST_VERSION, NEXT_VERSION, versionByName} from '../src/versions/versions';
    // The config is CommonJS for Docusaurus (as sidebars.ts): require() unwraps its default export.
    const {default: config} = createRequire(import.meta.url)('../docusaurus.config.ts');
    const previous = versionByName(${JSON.stringify(LATEST_VERSION.name)})!;
    console.log(JSON.stringify({latest: LATEST_VERSION, next: NEXT_VERSION, previousPath: previous.path, bar: config.themeConfig?.announcementBar}));\n`,
  );
  const result = runInCopy([probe]);
  assert.equal(result.status, 0, result.stderr);
  const {latest, next, previousPath, bar} = JSON.parse(result.stdout.trim().split('\n').at(-1)!);
  assert.equal(latest.name, CUT);
  assert.equal(latest.releaseTag, TAG);
  assert.equal(latest.path, BASE_URL);
  assert.equal(latest.generatedFromNext, true);
  // Next pinned a release older than the cut: it moves up to the cut release, so
  // the cut's new APIs are not labelled "removed after" it (they would be missing from Next's typings).
  assert.equal(next.releaseTag, TAG, "Next's pin moves up to the cut release");
  assert.equal(next.typingsPackage, `stencil-core-${TAG}`);
  assert.equal(previousPath, `${BASE_URL}${LATEST_VERSION.name}`);
  assert.match(bar.content, new RegExp(`Stencil ${CUT.replace('.', '\\.')} is the latest release`));
  assert.notEqual(bar.id, `latest-release-${LATEST_VERSION.name}`, 'a new announcement id, so a stored dismissal resets');
});

test('its snapshot holds every Next page, and the drift check passes in the copy', () => {
  const fixture = JSON.parse(readFileSync(path.join(copy, 'tests/fixtures/inventory.json'), 'utf8')) as {
    name: string;
    pages: {source: string}[];
  }[];
  const next = fixture.find((v) => v.name === NEXT_VERSION.name)!;
  for (const page of next.pages) {
    assert.ok(existsSync(path.join(copy, `versioned_docs/version-${CUT}`, page.source)), page.source);
  }
  assert.ok(existsSync(path.join(copy, `versioned_sidebars/version-${CUT}-sidebars.json`)));
  const drift = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', 'tests/content/versionSnapshots.test.ts', 'tests/unit/versions.test.ts'],
    {cwd: copy, encoding: 'utf8', env: testEnv()},
  );
  assert.equal(drift.status, 0, drift.stdout);
  assert.match(drift.stdout, /# pass [1-9]/, 'the drift check ran its tests');
});

test('without the release installed, the records check names its missing records and the command', () => {
  assert.match(cutOutput, new RegExp(`No records for ${TAG.replace(/\./g, '\\.')} \\(--no-install\\)`));
  const check = spawnSync(process.execPath, ['--import', 'tsx', '--test', 'tests/unit/generatedRecords.test.ts'], {
    cwd: copy,
    encoding: 'utf8',
    env: testEnv(),
  });
  assert.notEqual(check.status, 0, `the check passed without records for the cut release:\n${check.stdout}`);
  for (const generator of ['api-facts', 'diagnostics']) {
    assert.ok(check.stdout.includes(`src/data/generated/${generator}/stencil-core@${TAG.slice(1)}.json: missing`), check.stdout);
  }
  // The store records too: the triggers not run on the release, the wrapper peers without it.
  assert.ok(check.stdout.includes(`src/data/generated/diagnostic-triggers.json: not run on ${TAG.slice(1)}`), check.stdout);
  assert.ok(
    check.stdout.includes(
      `src/data/generated/wrapper-peers.json: @stencil/react-output-target: no entry for @stencil/core ${TAG.slice(1)}`,
    ),
    check.stdout,
  );
  assert.match(check.stdout, /Regenerate with: npm run generate/);
});
