/**
 * The docs plugin's version metadata (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`,
 * the `version` prop of every doc page) in the client compilation: it lists every doc of the
 * version (`docs`, id → title) and the whole sidebar (`docsSidebars`), one entry per page, on
 * every doc page's first load. The client's copy keeps, of each top-level sidebar category that
 * leads to a doc of the version, its label and its first link only (what a collapsed category
 * renders, its href included) and no doc titles; each section's route-data part brings the
 * titles of its docs and the whole items of the categories that start in it (./loaders.mjs), put
 * back in place before any page of the section renders (./client/routeData.ts). A category
 * of another section that a reader opens loads its section then
 * (./theme/DocSidebarItem/Category).
 *
 * The server compilation keeps the file whole: the server-rendered sidebar is the same.
 */

/** The property that marks a category whose items wait for its section: the href of its first link. */
export const TRIMMED_CATEGORY = 'routeDataSection';

/**
 * The item whose href theme-common's `findFirstSidebarItemLink` gives for a category (the same
 * walk), when it is a link to a doc of the version; undefined otherwise (a category link, an
 * external link, none).
 */
function firstDocLink(category) {
  const walk = (item) => {
    if (item.type === 'link' && !item.unlisted) return item;
    if (item.type !== 'category') return undefined;
    if (item.href && !item.linkUnlisted) return item;
    for (const child of item.items ?? []) {
      const found = walk(child);
      if (found) return found;
    }
    return undefined;
  };
  const found = walk(category);
  return found?.type === 'link' && found.docId ? found : undefined;
}

/**
 * The client's copy of a version's metadata (the `p/*.json` prop): no doc titles, and each
 * top-level category whose first link (its href while collapsed) is a doc's cut to that link.
 */
export function trimmedVersionMetadata(data) {
  const version = data?.version;
  if (!version?.docsSidebars) return data;
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [
      name,
      items.map((item) => {
        const first = item.type === 'category' ? firstDocLink(item) : undefined;
        return first ? {...item, items: [first], [TRIMMED_CATEGORY]: first.href} : item;
      }),
    ]),
  );
  return {...data, version: {...version, docs: {}, docsSidebars}};
}

/**
 * What a section's part puts back into its version's metadata: the titles of the section's docs
 * (`paths`) and, per sidebar, the whole items of each category cut in the client's copy whose
 * first link is one of the section's pages, as `[sidebar, index, items]`.
 * @param {{version: {docs: Record<string, {id: string}>, docsSidebars: Record<string, unknown[]>}}} data
 * @param {string[]} docIds
 * @param {string[]} paths
 */
export function sectionSidebar(data, docIds, paths) {
  const {docs, docsSidebars} = data.version;
  const wanted = new Set(paths);
  const categories = Object.entries(docsSidebars).flatMap(([name, items]) =>
    items.flatMap((item, index) => {
      const first = item.type === 'category' ? firstDocLink(item) : undefined;
      return first && wanted.has(first.href) ? [[name, index, item.items]] : [];
    }),
  );
  return {docs: Object.fromEntries(docIds.filter((id) => docs[id]).map((id) => [id, docs[id]])), categories};
}
