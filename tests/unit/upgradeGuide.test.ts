/**
 * Issue 41: the guide for upgrading to the next major is in Next only (src/versions decides, no
 * 4.x snapshot lists it), and its "Every change" section is what the plan items of
 * content/upgrade-items/ give (one source with the planner), in the order of the recorded
 * `stencil migrate` rules.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {upgradeGuidePage, UPGRADE_GUIDE_COMMAND} from '../../generators/upgrade-guide/write';
import {computeSnapshot} from '../../generators/snapshots/snapshots';
import {inventory} from '../../src/inventory/inventory';
import {readReleaseChanges} from '../../src/compare/planner/curation';
import {readMigrateRules} from '../../src/compare/planner/migrateRules';
import {guideSteps} from '../../src/compare/planner/sources';
import {planUpgrade} from '../../src/compare/planner/plan';
import {renderChangesSection} from '../../src/compare/planner/upgradeGuide';
import {NEXT_MAJOR_RELEASE} from '../../src/versions/nextMajor';
import {compareReleases, majorOf, type Release} from '../../src/versions/release';
import {
  GENERATED_VERSIONS,
  LATEST_VERSION,
  NEXT_VERSION,
  hasUpgradeGuide,
  upgradeGuideRouteOf,
  versionByName,
} from '../../src/versions/versions';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUTE = upgradeGuideRouteOf(majorOf(NEXT_MAJOR_RELEASE))!;

describe('the upgrade guide to the next major', () => {
  test('is a page of Next and of no 4.x version, and no 4.x snapshot holds it', () => {
    assert.ok(ROUTE, `src/versions/versions.ts names no upgrade guide for ${NEXT_MAJOR_RELEASE}'s major`);
    const having = inventory.filter((version) => version.pages.some((page) => page.route === ROUTE)).map((version) => version.name);
    assert.deepEqual(having, [NEXT_VERSION.name]);
    for (const version of GENERATED_VERSIONS) {
      assert.ok(![...computeSnapshot(version).keys()].some((file) => file.includes(ROUTE)), `${version.name}'s snapshot has ${ROUTE}`);
    }
  });

  test('is in the versions that document its line: Next and a later release of that line, not the line before', () => {
    const major = majorOf(NEXT_MAJOR_RELEASE);
    assert.equal(hasUpgradeGuide({fenceRelease: null, major: major - 1}, ROUTE), true, 'Next');
    assert.equal(hasUpgradeGuide({fenceRelease: `${major}.0.0` as Release, major}, ROUTE), true, `a ${major}.0 release`);
    assert.equal(
      hasUpgradeGuide({fenceRelease: `${major - 1}.38.0` as Release, major: major - 1}, ROUTE),
      false,
      `a ${major - 1}.x release`,
    );
    assert.equal(hasUpgradeGuide({fenceRelease: null, major}, 'introduction'), false, 'a page that is no upgrade guide');
  });

  test(`its "Every change" section is what the plan items give (${UPGRADE_GUIDE_COMMAND})`, () => {
    const {file, text} = upgradeGuidePage();
    assert.equal(readFileSync(path.join(ROOT, file), 'utf8'), text, `${file} is stale: run ${UPGRADE_GUIDE_COMMAND}`);
  });

  test('names every next-major item once, the automated ones in the order the tool applies its rules', () => {
    const items = readReleaseChanges().filter((change) => compareReleases(change.release, NEXT_MAJOR_RELEASE) === 0);
    const rules = readMigrateRules()!.data.rules;
    const section = renderChangesSection(items, rules, () => undefined);
    const headings = [...section.matchAll(/^#### (.+)$/gm)].map((match) => match[1]);
    assert.deepEqual([...headings].sort(), items.map((item) => item.title).sort());
    const automated = headings.slice(0, rules.length).map((title) => items.find((item) => item.title === title)!.migrate!.rule);
    assert.deepEqual(
      automated,
      rules.map((rule) => rule.id),
    );
  });

  test('has no "What to do:" paragraph, so the planner does not list its changes a second time', () => {
    const {text} = upgradeGuidePage();
    assert.deepEqual(guideSteps(text), []);
  });

  test('a guide with no "What to do:" changes adds no empty group to the plan', () => {
    const from = versionByName('v3')!;
    const guide = (steps: ReturnType<typeof guideSteps>) => ({
      guides: [{major: LATEST_VERSION.major, route: 'guide', title: 'A guide', stepsByVersion: {[LATEST_VERSION.name]: steps}}],
      changes: [],
      curation: {guideScopes: {}, releaseChanges: []},
    });
    const groups = (steps: ReturnType<typeof guideSteps>) =>
      planUpgrade(guide(steps), from, LATEST_VERSION).sections.find((section) => section.id === 'guides')?.groups.length ?? 0;
    assert.equal(groups([{title: 'Drop it', anchor: 'drop-it', todo: 'Delete it.'}]), 1);
    assert.equal(groups([]), 0);
  });
});
