/**
 * The docs plugin's global data (`.docusaurus/globalData.json`) in the client compilation: every
 * version's doc list (id, path, sidebar of each doc) was in main.js, one entry per page × version
 * (~3 KB gzip of every first load, growing with each version cut). main.js keeps, per version,
 * the docs any page may link to without that version's pages loaded: its main doc and the
 * navbar's docs (`useLayoutDoc`, the version dropdown outside doc pages). The latest version
 * keeps its whole list: the banner of every older version links the same page there
 * (`useDocVersionSuggestions`). The rest of a version's list comes with its route-data part
 * (./loaders.mjs), which the browser loads before any page of the version renders
 * (./client/routeData.ts puts the list back in place).
 */

export const GLOBAL_DATA_FILE = 'globalData.json';
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * @typedef {{id: string, path: string, sidebar?: string}} GlobalDoc
 * @typedef {{path: string, isLast: boolean, mainDocId: string, docs: GlobalDoc[]}} GlobalVersion
 */

/** @returns {GlobalVersion[]} every version of every docs plugin instance */
function docsVersions(globalData) {
  return Object.values(globalData[DOCS_PLUGIN] ?? {}).flatMap((instance) => instance.versions ?? []);
}

/** The doc ids the navbar links to (`type: 'doc'` items, dropdowns included). */
export function navbarDocIds(navbarItems = []) {
  return navbarItems.flatMap((item) => [...(item.type === 'doc' && item.docId ? [item.docId] : []), ...navbarDocIds(item.items)]);
}

/** main.js's copy: each version but the latest keeps its main doc and the pinned docs only. */
export function trimmedGlobalData(globalData, pinnedDocIds) {
  const trimmed = structuredClone(globalData);
  for (const version of docsVersions(trimmed)) {
    if (version.isLast) continue;
    version.docs = version.docs.filter((doc) => doc.id === version.mainDocId || pinnedDocIds.includes(doc.id));
  }
  return trimmed;
}

/** The whole doc list of the trimmed version at `versionPath`; undefined for the latest or no version. */
export function trimmedVersionDocs(globalData, versionPath) {
  return docsVersions(globalData).find((version) => version.path === versionPath && !version.isLast)?.docs;
}
