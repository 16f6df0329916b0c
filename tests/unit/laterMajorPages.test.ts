/**
 * Pages of what a later major adds (src/inventory/addedPages.ts `firstMajor`): Next has them, the
 * releases of earlier majors do not (their snapshots stay what docs/ generated before), and their
 * examples are checked against a release of that major.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hasPageFromMajor} from '../../src/versions/fences';
import {reachesMajor, release} from '../../src/versions/release';
import {ADDED_PAGES} from '../../src/inventory/addedPages';
import {inventory} from '../../src/inventory/inventory';
import {GENERATED_VERSIONS, NEXT_VERSION, versionByName, typingsPackageOf} from '../../src/versions/versions';
import {NEXT_MAJOR_RELEASE} from '../../src/versions/nextMajor';
import {checkedAs} from '../../scripts/lib/typeCheck';
import {computeSnapshot} from '../../generators/snapshots/snapshots';

const laterMajorPages = ADDED_PAGES.filter((page) => page.firstMajor !== undefined);

test('a page from a major: Next and that major on, not the releases before it', () => {
  assert.equal(hasPageFromMajor({fenceRelease: null}, 5), true);
  assert.equal(hasPageFromMajor({fenceRelease: release('4.38.0')}, 5), false);
  assert.equal(hasPageFromMajor({fenceRelease: release('5.0.0')}, 5), true);
  assert.equal(hasPageFromMajor({fenceRelease: release('5.2.0')}, 5), true);
  assert.equal(hasPageFromMajor({fenceRelease: release('4.38.0')}, 4), true);
});

test('the inventory lists each later-major page in Next and in no 4.x release', () => {
  assert.ok(laterMajorPages.length > 0, 'no page names a first major');
  const sourcesOf = (name: string) => new Set(inventory.find((version) => version.name === name)!.pages.map((page) => page.source));
  for (const page of laterMajorPages) {
    assert.ok(sourcesOf(NEXT_VERSION.name).has(page.source), `Next lacks ${page.source}`);
    for (const version of GENERATED_VERSIONS.filter((v) => !reachesMajor(v.release, page.firstMajor!))) {
      assert.ok(!sourcesOf(version.name).has(page.source), `${version.name} lists ${page.source}`);
    }
  }
});

test('the newest 4.x snapshot holds no later-major page', () => {
  const newest4 = GENERATED_VERSIONS.find((version) => reachesMajor(version.release, 4) && !reachesMajor(version.release, 5))!;
  const files = [...computeSnapshot(versionByName(newest4.name)!).keys()];
  for (const page of laterMajorPages) {
    assert.ok(!files.includes(`${newest4.docsFolder}/${page.source}`), `${newest4.name}'s snapshot has ${page.source}`);
  }
});

test("a later-major page's examples are checked against a release of its major", () => {
  for (const page of laterMajorPages) {
    const as = checkedAs(NEXT_VERSION, `${NEXT_VERSION.docsFolder}/${page.source}`);
    const expected = reachesMajor(NEXT_VERSION.release, page.firstMajor!)
      ? NEXT_VERSION.typingsPackage
      : typingsPackageOf(NEXT_MAJOR_RELEASE);
    assert.equal(as.typingsPackage, expected, page.source);
  }
  // A page every version has is checked against the version's own release.
  const everywhere = ADDED_PAGES.find((page) => page.firstMajor === undefined)!;
  assert.equal(checkedAs(NEXT_VERSION, `${NEXT_VERSION.docsFolder}/${everywhere.source}`), NEXT_VERSION);
});
