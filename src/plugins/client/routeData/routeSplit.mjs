/**
 * Splits Docusaurus's generated route data (`routes.js`, `routesChunkNames.json`,
 * `registry.js` in `.docusaurus/`) for the client bundle: every route whose children are many
 * leaf routes (a docs version's DocRoot, with one leaf per doc) becomes a lazy parent, and its
 * leaves are cut into sections, one "part" (a chunk of its own) per section: the leaves, their
 * chunk names and their registry entries, loaded before a path of that section is preloaded
 * (./client/routeData.ts). A section is the top folder of the docs' source files (the sidebar's
 * groups are those folders), so a page's first load carries its section's routes, not its
 * version's. main.js keeps the rest: the site's other routes and, of each lazy parent, the
 * parent route with an empty `routes` list, a loader per section and the rules that give a
 * path's section (`sectionRules`: one per first path segment, so a folder of pages under one
 * segment costs one rule however many pages it holds).
 *
 * Only the versions at `sectionedPaths` (./index.ts: the latest, most read, and Next) are cut
 * into sections; each other version is one part. Why: every section costs every page's first
 * load its loader and rules in main.js and its file hash in the runtime, ~30 B gzip; cut, the
 * nine versions' 117 sections took 3.5 KB, more than the 4 KB cutting the latest version saved.
 *
 * Used by the loaders in ./loaders.mjs; the server compilation reads the generated files as
 * they are. The generated formats are fixed by @docusaurus/core (its code generation): this module fails
 * the build when they are not what it expects.
 */
import fs from 'node:fs';
import path from 'node:path';
import {sectionRules} from './sectionRules.mjs';

/** A parent route gets a part of its own from this many leaf children on. */
const MIN_PART_LEAVES = 20;

/**
 * The properties of a lazy parent route (read by ./client/routeData.ts): its key (the registry
 * entry that loads the section of the page shown), its sections (name → `[load, chunk name]`)
 * and the rules that give a path's section (`sectionRules`).
 */
export const PARENT_KEY = 'routeDataKey';
export const SECTIONS = 'routeDataSections';
export const SECTION_RULES = 'routeDataRules';

/** The generated files, in the generated-files folder. */
export const ROUTES_FILE = 'routes.js';
export const CHUNK_NAMES_FILE = 'routesChunkNames.json';
export const REGISTRY_FILE = 'registry.js';

/** The resource query that selects one part of `routes.js`. */
export const PART_QUERY = 'routeDataPart';

/**
 * @typedef {{path: string, component: {creator: [string, string?]}, routes?: Route[], [key: string]: unknown}} Route
 * @typedef {{id: string, chunkName: string, section: string, parentPath: string, routes: Route[], chunkNames: Record<string, unknown>, registryKeys: string[]}} Part
 * @typedef {{key: string, parts: Part[], rules: Record<string, string>}} LazyParent
 * @typedef {{routes: Route[], lazyParents: Map<Route, LazyParent>, parts: Part[], chunkNames: Record<string, unknown>, registryKeys: string[], registryLoaders: Map<string, string>}} Split
 */

/** Evaluates the generated `routes.js` with a ComponentCreator that records its arguments. */
function readRoutes(source) {
  const body = source.replace(/^import .*;$/gm, '').replace(/^export default /m, 'return ');
  if (body.includes('import ') || !body.includes('return ')) {
    throw new Error('routeData: .docusaurus/routes.js is not in the expected format (imports, then `export default [...]`).');
  }
  // The generated route table is data written by @docusaurus/core, evaluated as the module it is.
  return new Function('React', 'ComponentCreator', body)(undefined, (...args) => ({creator: args}));
}

/** Every chunk name (the leaves of a routesChunkNames entry). */
function chunkNamesOf(entry) {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesOf);
  return [];
}

/** `"name": [() => import(…)]` per registry entry (module paths and weak ids are server-only). */
function readRegistryLoaders(source) {
  const loaders = new Map();
  for (const match of source.matchAll(
    /^\s*"([^"]+)": \[(\(\) => import\([^\n]*?\))(?:, "[^"\n]*", require\.resolveWeak\("[^"\n]*"\))?\],?(?:\};)?$/gm,
  )) {
    loaders.set(match[1], match[2]);
  }
  const entries = source.split('\n').filter((line) => line.includes('import(')).length;
  if (loaders.size === 0 || loaders.size !== entries) {
    throw new Error(`routeData: read ${loaders.size} of ${entries} entries of .docusaurus/registry.js; has Docusaurus changed its format?`);
  }
  return loaders;
}

/** The module a registry loader imports: `() => import("@site/docs/a.md")`, its chunk-name comment aside → `@site/docs/a.md`. */
export function importedModule(loader) {
  const match = /"([^"]+)"\)$/.exec(loader);
  if (!match) throw new Error(`routeData: no module path in the registry loader ${loader}`);
  return match[1];
}

/** The section of a page whose source files sit outside every folder. */
export const ROOT_SECTION = '';

/** The one section of a parent that is not cut (its path not among `sectionedPaths`). */
const WHOLE = '*';

/**
 * Each doc's section: the top folder of its source below the folder all the docs share
 * (`@site/docs/components/events.md` → `components`; a file at the top → ROOT_SECTION).
 * @param {(string | undefined)[]} sources one per doc, undefined for a doc without a source
 * @returns {string[]}
 */
export function sectionsOfSources(sources) {
  const dirs = sources.filter((source) => source !== undefined).map((source) => source.split('/').slice(0, -1));
  let common = dirs[0]?.length ?? 0;
  for (const dir of dirs) while (common > 0 && dir.slice(0, common).join('/') !== dirs[0].slice(0, common).join('/')) common -= 1;
  return sources.map((source) => {
    const below = source === undefined ? [] : source.split('/').slice(common);
    return below.length > 1 ? below[0] : ROOT_SECTION;
  });
}

/** A route's key in routesChunkNames.json. */
export const routeKey = (route) => `${route.component.creator[0]}-${route.component.creator[1]}`;

/** Every part's chunk name starts so. */
const PART_CHUNK_PREFIX = 'route-data-';

/**
 * Whether a chunk name is a part's.
 * @param {string} name
 */
export const isPartChunkName = (name) => name.startsWith(PART_CHUNK_PREFIX);

/** A chunk name from a path: `/docs/v3` → `route-data-docs-v3`, `/docs/v3/components` → `route-data-docs-v3-components`. */
function partChunkName(routePath, taken) {
  const slug = routePath
    .split(/[^A-Za-z0-9.]+/)
    .filter(Boolean)
    .join('-');
  let name = `${PART_CHUNK_PREFIX}${slug}`;
  for (let n = 2; taken.has(name); n += 1) name = `${PART_CHUNK_PREFIX}${slug}-${n}`;
  taken.add(name);
  return name;
}

/** The path of a leaf below its parent's, without slashes at either end. */
const relativePath = (parent, leaf) => leaf.path.slice(parent.path.length).replace(/^\/+|\/+$/g, '');

/**
 * A lazy parent: its leaves cut into sections by their content's source folder when `sectioned`,
 * else one section of them all, one part each (added to `parts`).
 * @returns {LazyParent}
 */
function lazyParent(route, sectioned, allChunkNames, registryLoaders, parts, taken) {
  const sources = route.routes.map((leaf) => {
    const content = allChunkNames[routeKey(leaf)]?.content;
    return typeof content === 'string' && registryLoaders.has(content) ? importedModule(registryLoaders.get(content)) : undefined;
  });
  const sections = sectioned ? sectionsOfSources(sources) : sources.map(() => WHOLE);
  const key = partChunkName(route.path, taken);
  const parentParts = [];
  for (const section of new Set(sections)) {
    const leaves = route.routes.filter((_, i) => sections[i] === section);
    const keys = leaves.map(routeKey);
    const chunkNames = Object.fromEntries(keys.map((k) => [k, allChunkNames[k]]));
    const part = {
      id: String(parts.length),
      chunkName: partChunkName(`${route.path}/${section === WHOLE ? 'all' : section || 'root'}`, taken),
      section,
      parentPath: route.path,
      routes: leaves,
      chunkNames,
      registryKeys: [...new Set(Object.values(chunkNames).flatMap(chunkNamesOf))],
    };
    parts.push(part);
    parentParts.push(part);
  }
  // No rule for a parent of one section: a path no rule covers loads every section.
  const rules = sectioned ? sectionRules(route.routes.map((leaf, i) => ({path: relativePath(route, leaf), section: sections[i]}))) : {};
  return {key, parts: parentParts, rules};
}

/** @type {{key: string, split: Split} | undefined} */
let cached;

/**
 * The split of the generated files in `generatedDir` (cached while they are unchanged): the lazy
 * parents at `sectionedPaths` cut into sections, the others one part each.
 * @param {string} generatedDir
 * @param {string[]} sectionedPaths
 * @returns {Split}
 */
export function splitRouteData(generatedDir, sectionedPaths) {
  const files = [ROUTES_FILE, CHUNK_NAMES_FILE, REGISTRY_FILE].map((file) => path.join(generatedDir, file));
  const sources = files.map((file) => fs.readFileSync(file, 'utf8'));
  const key = [...sources, ...sectionedPaths].join('\0');
  if (cached?.key === key) return cached.split;

  const [routesSource, chunkNamesSource, registrySource] = sources;
  const routes = readRoutes(routesSource);
  const allChunkNames = JSON.parse(chunkNamesSource);
  const registryLoaders = readRegistryLoaders(registrySource);

  /** @type {Split} */
  const split = {routes, lazyParents: new Map(), parts: [], chunkNames: {}, registryKeys: [], registryLoaders};
  const taken = new Set();
  const mainKeys = [];
  const visit = (list) => {
    for (const route of list) {
      if (route.component?.creator?.length === 2) mainKeys.push(routeKey(route));
      if (!route.routes) continue;
      const leaves = route.routes.every((child) => !child.routes);
      if (leaves && route.routes.length >= MIN_PART_LEAVES) {
        const sectioned = sectionedPaths.includes(route.path);
        split.lazyParents.set(route, lazyParent(route, sectioned, allChunkNames, registryLoaders, split.parts, taken));
      } else {
        visit(route.routes);
      }
    }
  };
  visit(routes);
  for (const k of mainKeys) {
    if (!(k in allChunkNames)) throw new Error(`routeData: route ${k} has no entry in routesChunkNames.json.`);
    split.chunkNames[k] = allChunkNames[k];
  }
  split.registryKeys = [...new Set(Object.values(split.chunkNames).flatMap(chunkNamesOf))];
  for (const name of [...split.registryKeys, ...split.parts.flatMap((part) => part.registryKeys)]) {
    if (!registryLoaders.has(name)) throw new Error(`routeData: chunk ${name} is not in registry.js.`);
  }
  cached = {key, split};
  return split;
}

/**
 * Routes as module source: `component` becomes its ComponentCreator call again; a lazy parent
 * gets an empty `routes` list, its key, its sections (`importPart(part)` is an import expression)
 * and its section rules.
 * @param {Route[]} routes
 * @param {Map<Route, LazyParent>} lazyParents
 * @param {(part: Part) => string} importPart
 * @returns {string}
 */
export function routesSource(routes, lazyParents, importPart) {
  const route = (r) => {
    const fields = Object.entries(r).map(([name, value]) => {
      if (name === 'component') return `component: ComponentCreator(${value.creator.map((arg) => JSON.stringify(arg)).join(', ')})`;
      if (name === 'routes') return lazyParents.has(r) ? 'routes: []' : `routes: ${list(value)}`;
      return `${JSON.stringify(name)}: ${JSON.stringify(value)}`;
    });
    const parent = lazyParents.get(r);
    if (parent) {
      const sections = parent.parts.map(
        (part) => `${JSON.stringify(part.section)}: [() => ${importPart(part)}, ${JSON.stringify(part.chunkName)}]`,
      );
      fields.push(
        `${PARENT_KEY}: ${JSON.stringify(parent.key)}`,
        `${SECTIONS}: {${sections.join(', ')}}`,
        `${SECTION_RULES}: ${JSON.stringify(parent.rules)}`,
      );
    }
    return `{${fields.join(', ')}}`;
  };
  const list = (rs) => `[\n${rs.map(route).join(',\n')}\n]`;
  return list(routes);
}

/** Registry entries as an object literal's source. */
export function registrySource(split, names, extraEntries = []) {
  const entries = names.map((name) => `  ${JSON.stringify(name)}: [${split.registryLoaders.get(name)}]`);
  return `{\n${[...entries, ...extraEntries].join(',\n')}\n}`;
}
