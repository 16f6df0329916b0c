/**
 * Rspack loaders for Docusaurus's generated route data, applied to the client compilation
 * only (./index.ts); the server compilation reads the files as generated, so server rendering,
 * the broken-link check and react-loadable's chunk collection see the whole site.
 *
 * - `registry.js`: only the entries main.js's own routes use, each with its loader only (the
 *   module path and weak id of an entry serve react-loadable on the server: `Loadable.Capture`
 *   reports the module path while a page is server-rendered, and the weak id is for
 *   `Loadable.preloadReady`, which Docusaurus never calls);
 * - `routesChunkNames.json`: only main.js's own routes;
 * - `routes.js`: main.js's route table, each lazy parent with an empty `routes` list, a loader
 *   per section and the section rules; `routes.js?routeDataPart=<id>` is one section's chunk: it
 *   adds its chunk names and registry entries to main.js's objects, and its docs to the global
 *   data's doc lists, then exports its routes;
 * - `globalData.json`: each docs version's doc list cut to what pages outside the version need
 *   (./globalDataSplit.mjs; option `pinnedDocIds`, the navbar's doc ids).
 *
 * See ./routeSplit.mjs for how parts are chosen.
 */
import fs from 'node:fs';
import {chunkFilesMarker} from './chunkFilesNames.mjs';
import path from 'node:path';
import {DOCS_PLUGIN, GLOBAL_DATA_FILE, sectionDocs, trimmedGlobalData} from './globalDataSplit.mjs';
import {sectionSidebar} from './versionSidebarSplit.mjs';
import {
  CHUNK_NAMES_FILE,
  PART_QUERY,
  REGISTRY_FILE,
  ROUTES_FILE,
  registrySource,
  routeKey,
  routesSource,
  splitRouteData,
} from './routeSplit.mjs';

/**
 * The version metadata file (`p/*.json`) of the docs version at `versionPath`, with its key for
 * ./client/routeData.ts (`<plugin id>/<version name>`); undefined for a path that is no version's.
 */
function versionMetadataOf(generatedDir, globalData, versionPath) {
  for (const [pluginId, instance] of Object.entries(globalData[DOCS_PLUGIN] ?? {})) {
    const version = (instance.versions ?? []).find((candidate) => candidate.path === versionPath);
    if (!version) continue;
    const dir = path.join(generatedDir, DOCS_PLUGIN, pluginId, 'p');
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      if (!name.endsWith('.json')) continue;
      const file = path.join(dir, name);
      const data = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (data?.version?.version === version.name && data.version.docsSidebars) return {file, data, key: `${pluginId}/${version.name}`};
    }
  }
  return undefined;
}

/** The import of a part's chunk, from a module in the generated-files folder. */
const importPart = (part) =>
  `import(/* webpackChunkName: ${JSON.stringify(part.chunkName)} */ ${JSON.stringify(`./${ROUTES_FILE}?${PART_QUERY}=${part.id}`)})`;

/** The prop a lazy parent's component receives its section's routes in (unused: the part attaches itself). */
const PART_PROP = 'routeDataPart';

/** The client module a part attaches its routes with. */
const CLIENT_ROUTE_DATA = path.join(import.meta.dirname, 'client', 'routeData.ts');

/**
 * @this {{resourcePath: string, resourceQuery: string, addDependency(file: string): void, getOptions(): {pinnedDocIds: string[], sectionedPaths: string[]}}}
 * @param {string} source
 */
export default function routeDataLoader(source) {
  const generatedDir = path.dirname(this.resourcePath);
  const file = path.basename(this.resourcePath);
  if (file === GLOBAL_DATA_FILE) return JSON.stringify(trimmedGlobalData(JSON.parse(source), this.getOptions().pinnedDocIds));
  for (const dependency of [ROUTES_FILE, CHUNK_NAMES_FILE, REGISTRY_FILE]) this.addDependency(path.join(generatedDir, dependency));
  const globalDataFile = path.join(generatedDir, GLOBAL_DATA_FILE);
  this.addDependency(globalDataFile);
  const globalData = JSON.parse(fs.readFileSync(globalDataFile, 'utf8'));
  const split = splitRouteData(generatedDir, this.getOptions().sectionedPaths);

  if (file === REGISTRY_FILE) {
    // Each lazy parent is also a registry entry, loaded with its route's chunks (below): the
    // section of the page shown.
    const parents = [...split.lazyParents.values()].map(
      (parent) => `  ${JSON.stringify(parent.key)}: [() => loadSectionOfLocation(${JSON.stringify(parent.key)})]`,
    );
    const header = `import {loadSectionOfLocation} from ${JSON.stringify(CLIENT_ROUTE_DATA)};\n`;
    return `${header}export default ${registrySource(split, split.registryKeys, parents)};\n`;
  }
  if (file === CHUNK_NAMES_FILE) {
    // A lazy parent's chunks include the section of the page shown, so that the parent route's
    // own loading (its loading box, its Retry) covers it too: a section that failed on a first
    // load is loaded again with it.
    const chunkNames = structuredClone(split.chunkNames);
    for (const [route, parent] of split.lazyParents) chunkNames[routeKey(route)][PART_PROP] = parent.key;
    return JSON.stringify(chunkNames);
  }
  if (file !== ROUTES_FILE) return source;

  const partId = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get(PART_QUERY);
  const header = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";
  if (partId === null) {
    return `${header}export default ${routesSource(split.routes, split.lazyParents, importPart)};\n`;
  }
  const part = split.parts.find((candidate) => candidate.id === partId);
  if (!part) throw new Error(`routeData: no route data part ${partId}.`);
  const docs = sectionDocs(
    globalData,
    part.parentPath,
    part.routes.map((route) => route.path),
  );
  const attachDocs = docs
    .map(([versionPath, list]) => `attachVersionDocs(${JSON.stringify(versionPath)}, ${JSON.stringify(list)});\n`)
    .join('');
  const sidebar = versionMetadataOf(generatedDir, globalData, part.parentPath);
  let attachSidebar = '';
  if (sidebar) {
    this.addDependency(sidebar.file);
    const ids = docs[0]?.[1].map((doc) => doc.id) ?? [];
    const restore = sectionSidebar(
      sidebar.data,
      ids,
      part.routes.map((route) => route.path),
    );
    for (const doc of Object.values(restore.docs)) delete doc.description;
    attachSidebar = `attachVersionSidebar(${JSON.stringify(sidebar.key)}, ${JSON.stringify(restore)});\n`;
  }
  return `${header}import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import {attachChunkFiles, attachPart, attachVersionDocs, attachVersionSidebar} from ${JSON.stringify(CLIENT_ROUTE_DATA)};
attachChunkFiles(${JSON.stringify(chunkFilesMarker(part.chunkName))});
Object.assign(registry, ${registrySource(split, part.registryKeys)});
Object.assign(routesChunkNames, ${JSON.stringify(part.chunkNames)});
${attachDocs}${attachSidebar}const routes = ${routesSource(part.routes, split.lazyParents, () => '')};
attachPart(${JSON.stringify(part.chunkName)}, routes);
export default routes;
`;
}
