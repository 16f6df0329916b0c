/**
 * Splits Docusaurus's generated route data (`routes.js`, `routesChunkNames.json`,
 * `registry.js` in `.docusaurus/`) for the client bundle: every route whose children are many
 * leaf routes (a docs version's DocRoot, with one leaf per doc) becomes a lazy "part": its
 * leaves, their chunk names and their registry entries move into a chunk of their own, loaded
 * before a path under that route is preloaded (./client/routeData.ts). main.js keeps the rest:
 * the site's other routes and, of each part, only the parent route with an empty `routes` list
 * and a loader.
 *
 * Used by the loaders in ./loaders.mjs; the server compilation reads the generated files as
 * they are. The generated formats are fixed by @docusaurus/core (its code generation): this module fails
 * the build when they are not what it expects.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A parent route gets a part of its own from this many leaf children on. */
const MIN_PART_LEAVES = 20;

/** The properties of a lazy parent route that load its part and name its chunk (read by ./client/routeData.ts). */
export const LOAD_PART = 'routeDataLoadPart';
export const PART_CHUNK = 'routeDataPartChunk';

/** The generated files, in the generated-files folder. */
export const ROUTES_FILE = 'routes.js';
export const CHUNK_NAMES_FILE = 'routesChunkNames.json';
export const REGISTRY_FILE = 'registry.js';

/** The resource query that selects one part of `routes.js`. */
export const PART_QUERY = 'routeDataPart';

/**
 * @typedef {{path: string, component: {creator: [string, string?]}, routes?: Route[], [key: string]: unknown}} Route
 * @typedef {{id: string, chunkName: string, routes: Route[], chunkNames: Record<string, unknown>, registryKeys: string[]}} Part
 * @typedef {{routes: Route[], lazyParents: Map<Route, Part>, parts: Part[], chunkNames: Record<string, unknown>, registryKeys: string[], registryLoaders: Map<string, string>}} Split
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

/** A route's key in routesChunkNames.json. */
export const routeKey = (route) => `${route.component.creator[0]}-${route.component.creator[1]}`;

/** Every part's chunk name starts so. */
const PART_CHUNK_PREFIX = 'route-data-';

/**
 * Whether a chunk name is a part's.
 * @param {string} name
 */
export const isPartChunkName = (name) => name.startsWith(PART_CHUNK_PREFIX);

/** A chunk name for a part, from its path: `/docs/v3` → `route-data-docs-v3`. */
function partChunkName(route, taken) {
  const slug = route.path
    .split(/[^A-Za-z0-9.]+/)
    .filter(Boolean)
    .join('-');
  let name = `${PART_CHUNK_PREFIX}${slug}`;
  for (let n = 2; taken.has(name); n += 1) name = `${PART_CHUNK_PREFIX}${slug}-${n}`;
  taken.add(name);
  return name;
}

/** @type {{key: string, split: Split} | undefined} */
let cached;

/**
 * The split of the generated files in `generatedDir` (cached while they are unchanged).
 * @param {string} generatedDir
 * @returns {Split}
 */
export function splitRouteData(generatedDir) {
  const files = [ROUTES_FILE, CHUNK_NAMES_FILE, REGISTRY_FILE].map((file) => path.join(generatedDir, file));
  const sources = files.map((file) => fs.readFileSync(file, 'utf8'));
  const key = sources.join('\0');
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
        const keys = route.routes.map(routeKey);
        const chunkNames = Object.fromEntries(keys.map((k) => [k, allChunkNames[k]]));
        const part = {
          id: String(split.parts.length),
          chunkName: partChunkName(route, taken),
          routes: route.routes,
          chunkNames,
          registryKeys: [...new Set(Object.values(chunkNames).flatMap(chunkNamesOf))],
        };
        split.parts.push(part);
        split.lazyParents.set(route, part);
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
 * gets an empty `routes` list and a loader of its part (`importPart(part)`, an import expression).
 * @param {Route[]} routes
 * @param {Map<Route, Part>} lazyParents
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
    const part = lazyParents.get(r);
    if (part) fields.push(`${LOAD_PART}: () => ${importPart(part)}`, `${PART_CHUNK}: ${JSON.stringify(part.chunkName)}`);
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
