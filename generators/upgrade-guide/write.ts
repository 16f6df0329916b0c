/**
 * The next major's upgrade guide in docs/ (issue 41) with its "Every change" section written from
 * the plan items (content/upgrade-items/, `release: next-major`) in the order of the recorded
 * `stencil migrate` rules; src/compare/planner/upgradeGuide.ts renders it. Each item links to the
 * page of its `route` as Next's inventory names it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {inventory} from '../../src/inventory/inventory';
import {readReleaseChanges} from '../../src/compare/planner/curation';
import {readMigrateRules} from '../../src/compare/planner/migrateRules';
import {renderChangesSection, withChangesSection, type GuideLink} from '../../src/compare/planner/upgradeGuide';
import type {ReleaseChange} from '../../src/compare/planner/types';
import {NEXT_MAJOR_RELEASE} from '../../src/versions/nextMajor';
import {compareReleases, majorOf} from '../../src/versions/release';
import {NEXT_VERSION, upgradeGuideRouteOf} from '../../src/versions/versions';

const projectRoot = path.resolve(import.meta.dirname, '../..');

export const UPGRADE_GUIDE_COMMAND = 'npm run generate -- --only upgrade-guide';

/** The guide's file (relative to the project root) and its text with the section as the items give it. */
export function upgradeGuidePage(): {file: string; text: string} {
  const route = upgradeGuideRouteOf(majorOf(NEXT_MAJOR_RELEASE));
  const pages = inventory.find((version) => version.name === NEXT_VERSION.name)?.pages ?? [];
  const guide = pages.find((page) => page.route === route);
  if (!route || !guide)
    throw new Error(`Next has no upgrade guide to ${NEXT_MAJOR_RELEASE}'s major (src/versions/versions.ts, src/inventory/addedPages.ts)`);
  const record = readMigrateRules();
  if (!record) throw new Error('src/data/generated/migrate-rules.json is missing: npm run generate -- --only migrate-rules');
  const changes = readReleaseChanges().filter((change) => compareReleases(change.release, NEXT_MAJOR_RELEASE) === 0);
  const guideDir = path.posix.dirname(guide.source);
  const linkOf = (change: ReleaseChange): GuideLink | undefined => {
    const page = pages.find((candidate) => candidate.route === change.route);
    if (!page) return undefined;
    const href = path.posix.relative(guideDir, page.source);
    return {href: `${href.startsWith('.') ? href : `./${href}`}${change.anchor ? `#${change.anchor}` : ''}`, title: page.title};
  };
  const file = `${NEXT_VERSION.docsFolder}/${guide.source}`;
  const current = readFileSync(path.join(projectRoot, file), 'utf8');
  return {file, text: withChangesSection(current, renderChangesSection(changes, record.data.rules, linkOf), file)};
}
