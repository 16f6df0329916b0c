/**
 * The docs plugin's global data (`.docusaurus/globalData.json`) in the client compilation: every
 * version's doc list (id, path, sidebar of each doc) was in main.js, one entry per page × version.
 * main.js keeps, per version, the docs any page may link to without that version's pages loaded:
 * its main doc and the navbar's docs (`useLayoutDoc`, the version dropdown outside doc pages).
 * The rest of a version's list comes with its route-data parts, a section's docs with the
 * section's part (./loaders.mjs), which the browser loads before any page of the section renders
 * (./client/routeData.ts adds them to the list in place). A part of an older version also brings
 * the latest version's docs of the same ids: its banner links the same page there
 * (`useDocVersionSuggestions`).
 */

export const GLOBAL_DATA_FILE = 'globalData.json';
export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

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

/** main.js's copy: each version keeps its main doc and the pinned docs only. */
export function trimmedGlobalData(globalData, pinnedDocIds) {
  const trimmed = structuredClone(globalData);
  for (const version of docsVersions(trimmed)) {
    version.docs = version.docs.filter((doc) => doc.id === version.mainDocId || pinnedDocIds.includes(doc.id));
  }
  return trimmed;
}

/**
 * What a section's part adds to the doc lists, as `[version path, docs]` pairs: the docs of the
 * version at `versionPath` whose paths are the section's (`paths`), and for a version other
 * than the latest, the latest version's docs of the same ids. None for a path that is no version's.
 * @param {unknown} globalData
 * @param {string} versionPath
 * @param {string[]} paths
 * @returns {[string, GlobalDoc[]][]}
 */
export function sectionDocs(globalData, versionPath, paths) {
  const versions = docsVersions(globalData);
  const version = versions.find((candidate) => candidate.path === versionPath);
  if (!version) return [];
  const wanted = new Set(paths);
  const docs = version.docs.filter((doc) => wanted.has(doc.path));
  const latest = versions.find((candidate) => candidate.isLast);
  if (version.isLast || !latest) return [[version.path, docs]];
  const ids = new Set(docs.map((doc) => doc.id));
  return [
    [version.path, docs],
    [latest.path, latest.docs.filter((doc) => ids.has(doc.id))],
  ];
}
