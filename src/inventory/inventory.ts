/**
 * The pages and sidebar groups of every docs version: the inventory as ../shared gives it
 * (tests/fixtures/inventory.json, copied by `npm run sync:inventory`) with the pages the site
 * adds (./addedPages.ts) in each version that has them. Read by the snapshot generator
 * (generators/snapshots), the content checks and the tests; the site itself reads its docs folders.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ADDED_PAGES, hasAddedPage} from './addedPages';
import {versionByName} from '../versions/versions';

export interface FixturePage {
  route: string;
  source: string;
  id: string;
  title: string;
  sidebarLabel: string;
  sidebarPosition: number | null;
  categoryTrail: string[] | null;
  inSidebar: boolean;
  minWords: number;
}
export interface FixtureVersion {
  name: string;
  /** The version's label, URL path and latest flag as the inventory (SPEC §2, §3) gives them. */
  label: string;
  path: string;
  isLast: boolean;
  docsFolder: string;
  categories: {dir: string; label: string; position: number}[];
  pages: FixturePage[];
}

const projectRoot = path.resolve(import.meta.dirname, '../..');
/** The inventory as ../shared gives it (the fixture `npm run sync:inventory` copies). */
export const sharedInventory = JSON.parse(
  readFileSync(path.join(projectRoot, 'tests/fixtures/inventory.json'), 'utf8'),
) as FixtureVersion[];

/** The inventory with the pages the site adds (src/inventory/addedPages.ts) in each version that has them. */
export const inventory: FixtureVersion[] = sharedInventory.map((version) => {
  const siteVersion = versionByName(version.name);
  const added = ADDED_PAGES.filter((page) => siteVersion && hasAddedPage(siteVersion, page)).map((page): FixturePage => ({
    route: page.route,
    source: page.source,
    id: page.id,
    title: page.title,
    sidebarLabel: page.sidebarLabel,
    sidebarPosition: null,
    categoryTrail: page.categoryTrail,
    inSidebar: page.inSidebar ?? true,
    minWords: page.minWords,
  }));
  return {...version, pages: [...version.pages, ...added]};
});
