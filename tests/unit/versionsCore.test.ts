/**
 * The versions core (src/versions, see its README): one release order, semver's, for every
 * `@stencil/core` release (documented or not, prereleases included); the lowest release a range
 * allows; which docs version documents a release; the docs versions' own order agreeing with
 * their releases'; and no code outside the core ordering versions by hand.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import versionNames from '../../versions.json';
import {
  UNRELEASED,
  compareReleases,
  isPrerelease,
  lineOf,
  lineStart,
  nextLine,
  oldestFirst,
  parseRelease,
  release,
  releaseOf,
  startOfMajor,
} from '../../src/versions/release';
import {allows, lowestReleaseOf} from '../../src/versions/ranges';
import {docsVersionForRelease, releasesDocumentedFrom} from '../../src/versions/documentedBy';
import {
  ALL_VERSIONS,
  LATEST_VERSION,
  NEXT_VERSION,
  RELEASED_VERSIONS,
  compareDocsVersions,
  docsVersionsOldestFirst,
  versionByName,
} from '../../src/versions/versions';
import {NOT_SCANNED, RULES, handOrderings} from '../../scripts/lib/handOrdering';

const root = path.resolve(import.meta.dirname, '../..');

describe('releases: one order, semver', () => {
  test('any published version string is a release, normalised; a range or a tag is not', () => {
    assert.equal(parseRelease('4.5.0'), '4.5.0');
    assert.equal(parseRelease('v4.37.1'), '4.37.1');
    assert.equal(parseRelease('5.0.0-beta.12'), '5.0.0-beta.12');
    assert.equal(parseRelease('^4.0.0'), undefined);
    assert.equal(parseRelease('latest'), undefined);
    assert.throws(() => release('4.35'), /not a release/);
  });

  test('a prerelease sorts before its release, prereleases among themselves by semver', () => {
    assert.ok(compareReleases(release('5.0.0-beta.12'), release('5.0.0')) < 0);
    assert.ok(compareReleases(release('5.0.0-next.0'), release('5.0.0-beta.12')) > 0, 'next > beta: identifiers compare as text');
    assert.ok(compareReleases(release('5.0.0-beta.2'), release('5.0.0-beta.12')) < 0, 'numeric identifiers compare as numbers');
    assert.ok(compareReleases(release('4.38.0'), release('5.0.0-beta.1')) < 0);
    assert.ok(compareReleases(release('4.5.0'), release('4.37.1')) < 0, '5 < 37: numbers, not text');
    assert.deepEqual(oldestFirst(['5.0.0', '4.38.0', '5.0.0-next.0', '4.5.0', '5.0.0-beta.12', '4.37.1'].map(release)), [
      '4.5.0',
      '4.37.1',
      '4.38.0',
      '5.0.0-beta.12',
      '5.0.0-next.0',
      '5.0.0',
    ]);
    assert.equal(isPrerelease(release('5.0.0-beta.12')), true);
    assert.equal(isPrerelease(release('4.38.0')), false);
  });

  test('minor lines, majors and Next', () => {
    assert.equal(lineOf(release('4.37.1')), '4.37');
    assert.equal(lineStart(release('4.37.1')), '4.37.0');
    assert.equal(nextLine(release('4.34.2')), '4.35.0');
    assert.ok(compareReleases(startOfMajor(5), release('5.0.0-0')) === 0);
    assert.ok(compareReleases(startOfMajor(5), release('5.0.0-alpha.0')) < 0, 'the start of a major is below all its prereleases');
    assert.ok(compareReleases(release('99.0.0'), UNRELEASED) < 0, 'Next is after every release');
    assert.equal(releaseOf(NEXT_VERSION), UNRELEASED);
    assert.equal(releaseOf(LATEST_VERSION), lineStart(LATEST_VERSION.release));
  });
});

describe('ranges: the lowest release a range allows, by semver', () => {
  test('an alternative of ranges starts at its lowest alternative', () => {
    assert.equal(lowestReleaseOf('^4.34.0 || ^2.0.0'), '2.0.0');
  });

  test('an exclusive lower bound starts at the next release', () => {
    assert.equal(lowestReleaseOf('>4.34.0'), '4.34.1');
  });

  test('versions, caret, tilde, partial, v-prefixed and aliased ranges; tags, wildcards and git give none', () => {
    assert.equal(lowestReleaseOf('4.34.0'), '4.34.0');
    assert.equal(lowestReleaseOf('~3.4'), '3.4.0');
    assert.equal(lowestReleaseOf('4.35'), '4.35.0');
    assert.equal(lowestReleaseOf('v4.36'), '4.36.0');
    assert.equal(lowestReleaseOf('>=4.35.1 <5'), '4.35.1');
    assert.equal(lowestReleaseOf('npm:@stencil/core@2.22.3'), '2.22.3');
    assert.equal(lowestReleaseOf('5.0.0-beta.12'), '5.0.0-beta.12');
    for (const none of ['latest', '*', 'x', '', 'git+https://example.com/stencil.git#v4.1.0', 'file:../stencil', 'workspace:*']) {
      assert.equal(lowestReleaseOf(none), undefined, none);
    }
  });

  test('whether a range allows a release', () => {
    assert.equal(allows('^4.0.0', release('4.38.0')), true);
    assert.equal(allows('>=3.0.0 <4.0.0', release('4.38.0')), false);
    assert.equal(allows('^5.0.0', release('5.0.0-beta.12')), false, 'a prerelease only when the range names its tuple');
  });
});

describe('documented by: the nearest documented version at or below a release', () => {
  const fours = RELEASED_VERSIONS.filter((version) => version.major === 4);
  const oldestFour = fours.at(-1)!;

  test('each docs version documents its own release and every patch of its line', () => {
    for (const version of RELEASED_VERSIONS) {
      assert.equal(docsVersionForRelease(version.release).version.name, version.name, version.npmVersion);
      assert.equal(docsVersionForRelease(version.release).position, 'exact', version.npmVersion);
    }
  });

  test('a release older than the oldest 4.x docs version (4.20.0) is documented by that oldest one', () => {
    const answer = docsVersionForRelease(release('4.20.0'));
    assert.equal(answer.version.name, oldestFour.name);
    assert.equal(answer.position, 'older');
    assert.equal(answer.covered, true);
  });

  test('a release newer than every docs version of its line (4.41.0) is documented by the latest', () => {
    const answer = docsVersionForRelease(release('4.41.0'));
    assert.equal(answer.version.name, LATEST_VERSION.name);
    assert.equal(answer.position, 'newer');
  });

  test('a release between two docs versions gets the one below it', () => {
    // Docs versions with a gap: the answer is the nearer one at or below, never the newer one.
    const gapped = [versionByName('v4.37')!, versionByName('v4.33')!];
    const answer = docsVersionForRelease(release('4.35.2'), gapped);
    assert.equal(answer.version.name, 'v4.33');
    assert.equal(answer.position, 'between');
  });

  test('a whole-major docs version documents every release of it; a major with none takes the nearest', () => {
    assert.equal(docsVersionForRelease(release('3.0.0')).version.name, 'v3');
    assert.equal(docsVersionForRelease(release('3.0.0')).position, 'exact');
    const next = docsVersionForRelease(release('5.0.0-beta.12'));
    assert.deepEqual([next.version.name, next.covered, next.position], [LATEST_VERSION.name, false, 'other-major']);
    const old = docsVersionForRelease(release('1.17.0'));
    assert.deepEqual([old.version.name, old.covered], [RELEASED_VERSIONS.at(-1)!.name, false]);
  });

  test('the releases an upgrade to a docs version can be checked against: its own and the later ones it documents', () => {
    const recorded = ['4.37.0', '4.37.1', '4.38.0', '4.39.0', '4.45.1', '5.0.0-beta.12', '4.1.0', 'nonsense'];
    // The latest documents every later 4.x release; no prerelease, nothing older, nothing unparsable.
    const later = ['4.39.0', '4.45.1'].filter((of) => compareReleases(release(of), LATEST_VERSION.release) > 0);
    assert.deepEqual(releasesDocumentedFrom(LATEST_VERSION, recorded), [LATEST_VERSION.release, ...later]);
    // An older docs version stops where the next docs version's line starts.
    const older = RELEASED_VERSIONS.find((version) => version.major === 4 && version !== LATEST_VERSION)!;
    assert.ok(releasesDocumentedFrom(older, recorded).every((of) => docsVersionForRelease(of).version.name === older.name));
    assert.equal(releasesDocumentedFrom(older, recorded)[0], older.release);
  });
});

describe('docs versions: their order is their releases’ order', () => {
  test('every docs version names a release', () => {
    for (const version of ALL_VERSIONS) assert.equal(parseRelease(version.npmVersion), version.release, version.name);
  });

  test('versions.json lists the releases newest first, by semver, and Next is the newest', () => {
    const releases = versionNames.map((name) => versionByName(name)?.release ?? release(name.replace(/^v(\d+)$/, '$1.0.0')));
    const bySemver = [...releases].sort((a, b) => compareReleases(b, a));
    assert.deepEqual(releases, bySemver);
    for (const version of ALL_VERSIONS) {
      for (const other of ALL_VERSIONS) {
        assert.equal(
          Math.sign(compareDocsVersions(version, other)),
          Math.sign(compareReleases(releaseOf(version), releaseOf(other))),
          `${version.name} vs ${other.name}`,
        );
      }
    }
    assert.equal(docsVersionsOldestFirst(ALL_VERSIONS).at(-1), NEXT_VERSION);
  });
});

describe('no code outside src/versions orders versions by hand', () => {
  test('each rule finds the shape it is for, and not code that only reads a version', () => {
    // The shapes live in a fixture: written here, the scan below would find them in this file.
    const shapes = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/handOrdering/shapes.json'), 'utf8')) as {
      ordering: Record<string, string>;
      notOrdering: string[];
    };
    for (const rule of RULES) {
      assert.ok(shapes.ordering[rule.name] !== undefined, `a shape for "${rule.name}"`);
      assert.match(shapes.ordering[rule.name], rule.pattern, rule.name);
      for (const line of shapes.notOrdering) assert.doesNotMatch(line, rule.pattern, `${rule.name}: ${line}`);
    }
  });

  test('what is left out is named with its reason', () => {
    assert.deepEqual(Object.keys(NOT_SCANNED).sort(), ['scripts/lib/handOrdering.ts', 'src/versions/', 'tests/fixtures/']);
  });

  test('the site, scripts, generators, tests and the docs MCP server order versions through the core', () => {
    const found = handOrderings(root);
    assert.deepEqual(
      found,
      [],
      `Order releases with src/versions/release.ts, ranges with ranges.ts and docs versions with compareDocsVersions (src/versions/README.md):\n  ${found.join('\n  ')}`,
    );
  });
});
