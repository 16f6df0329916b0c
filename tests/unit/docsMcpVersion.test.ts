/**
 * The docs MCP server's choice of docs version (packages/docs-mcp/src/version.ts): the release a
 * project has, read from node_modules then package.json, mapped to the docs version that documents
 * it, a 4.x release between two docs versions to the nearest one at or below it (a later minor's
 * features must never be offered to an older project). Releases come from src/versions/versions.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {LATEST_VERSION, RELEASED_VERSIONS} from '../../src/versions/versions';
import {detectProjectVersion, docsVersionForRelease, lowestVersionOf, versionFromArgument} from '../../packages/docs-mcp/src/version';
import {release} from '../../src/versions/release';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/mcp');
test('the lowest version a package.json range allows', () => {
  assert.equal(lowestVersionOf('4.34.0'), '4.34.0');
  assert.equal(lowestVersionOf('^4.36.1'), '4.36.1');
  assert.equal(lowestVersionOf('~3.4'), '3.4.0');
  assert.equal(lowestVersionOf('>=4.35.1 <5'), '4.35.1');
  assert.equal(lowestVersionOf('4.x'), '4.0.0');
  assert.equal(lowestVersionOf('4.38.0-dev.1700000000.abc'), '4.38.0-dev.1700000000.abc');
  assert.equal(lowestVersionOf('latest'), undefined);
  assert.equal(lowestVersionOf('*'), undefined);
  assert.equal(lowestVersionOf('git+https://github.com/someone/stencil.git#v4.1.0'), undefined);
});

test('every release maps to the docs version documenting it, a 4.x between two docs versions to the one at or below it', () => {
  for (const version of RELEASED_VERSIONS) {
    assert.equal(docsVersionForRelease(release(`${version.minor}.0`)).version, version, `${version.minor}.0`);
    assert.equal(docsVersionForRelease(release(`${version.minor}.99`)).version, version, `${version.minor}.99`);
    assert.equal(docsVersionForRelease(release(`${version.minor}.0`)).note, undefined);
  }
  const fours = RELEASED_VERSIONS.filter((version) => version.major === 4);
  // A minor the docs skip (none today between the 4.x docs versions, so one past the latest) and one below the oldest.
  assert.equal(docsVersionForRelease(release('4.999.0')).version, fours[0]);
  const belowOldest = docsVersionForRelease(release('4.0.0'));
  assert.equal(belowOldest.version, fours.at(-1));
  assert.match(belowOldest.note ?? '', /start at/);
  const newerMajor = docsVersionForRelease(release(`${LATEST_VERSION.major + 1}.0.0`));
  assert.equal(newerMajor.version, LATEST_VERSION);
  assert.ok(newerMajor.note);
});

test('a version named in a call: a docs version name, a label or a release', () => {
  assert.equal(versionFromArgument('v4.34')?.version.name, 'v4.34');
  assert.equal(versionFromArgument('next')?.version.name, 'current');
  assert.equal(versionFromArgument('Next')?.version.name, 'current');
  // Docusaurus's internal name stays an alias; answers name the version as the site does (Next).
  assert.equal(versionFromArgument('current')?.version.name, 'current');
  assert.equal(versionFromArgument('NEXT')?.version.name, 'current');
  assert.equal(versionFromArgument('4.35.2')?.version.name, 'v4.35');
  assert.equal(versionFromArgument('3.1.0')?.version.name, 'v3');
  assert.equal(versionFromArgument('nonsense'), undefined);
});

test('a project: the installed release wins over the package.json range, the range is used when nothing is installed', () => {
  // tests/fixtures/mcp/v4-34: range ^4.33.0, 4.34.0 installed.
  const installed = detectProjectVersion(path.join(fixtures, 'v4-34'));
  assert.equal(installed.version.name, 'v4.34');
  assert.match(installed.reason, /4\.34\.0 installed/);
  const v3 = detectProjectVersion(path.join(fixtures, 'v3'));
  assert.equal(v3.version.name, 'v3');
  // tests/fixtures/mcp/v4-33: ~4.33.1 in dependencies, no node_modules.
  const ranged = detectProjectVersion(path.join(fixtures, 'v4-33'));
  assert.equal(ranged.version.name, 'v4.33');
  assert.match(ranged.reason, /"~4\.33\.1" in package\.json dependencies/);
  const nothing = detectProjectVersion(fixtures);
  assert.equal(nothing.version, LATEST_VERSION);
  assert.match(nothing.reason, /no @stencil\/core found/);
});
