/**
 * Doc pages the site adds beyond the page inventory (../shared/inventory, copied to
 * tests/fixtures/inventory.json): pages an issue asks for in every version, such as computed
 * references. The inventory stays the authority for the pages it lists; the checks that read it
 * (scripts/lib/contentCheck.ts `inventory`: the content tier, the built pages, the snapshots)
 * see these pages as if it listed them too, and the comparison with ../shared covers the
 * inventory's own pages only.
 */
import type {DocsVersion} from './versions';

export interface AddedPage {
  /** The route inside a version, as the page's `slug` without its slash (`api-availability`). */
  route: string;
  /** The file inside each version's docs folder (`reference/api-availability.md`). */
  source: string;
  /** The doc id Docusaurus gives it (the source without its extension and number prefixes). */
  id: string;
  title: string;
  sidebarLabel: string;
  /** Its category's label trail in the sidebar (the folder of `source`). */
  categoryTrail: string[];
  /** The least prose words the page holds. */
  minWords: number;
  /** Which versions have it (every version unless said). */
  inVersion?: (version: DocsVersion) => boolean;
}

export const ADDED_PAGES: AddedPage[] = [
  // Issue 20: the API items of every release, computed from the pinned packages (src/versions/facts).
  {
    route: 'api-availability',
    // Named to sort after `faq.md`, so the Reference group still opens on the FAQ.
    source: 'reference/stencil-api-availability.md',
    id: 'reference/stencil-api-availability',
    title: 'API Availability',
    sidebarLabel: 'API Availability',
    categoryTrail: ['Reference'],
    minWords: 250,
  },
];
