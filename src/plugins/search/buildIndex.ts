/**
 * The build side of the offline search (issue 6), run by ./index.ts after `docusaurus build`:
 * Pagefind reads the built HTML and writes one chunked index per docs version to
 * `build/pagefind/<version>/` (searchIndexDir), which the browser (./client/engine.ts) loads
 * fragment by fragment on first use.
 *
 * Why one index per version: a reader searches the version they read, and with every version in
 * one index each chunk a query touches held all nine versions' words, so a first search
 * downloaded about nine times the index it needed. An index of every version is written too,
 * to `build/pagefind/all/`, fetched only when a search needs other versions (all versions,
 * another version, too few results here to count the others', or a word this version lacks):
 * merging the per-version indexes would not do, as Pagefind searches each merged index on its
 * own and, in one that lacks a word, cuts the word shorter until something matches.
 *
 * Only doc pages are indexed: the DocItem/Content wrapper (./theme/DocItem/Content) marks their
 * article with `data-pagefind-body` and a `version` filter, which also says which index the page
 * goes to; pages without the marker (home, 404, search page) are not given to Pagefind. Each page
 * is handed over with a space before every table cell (separateTableCells), so a row's cells
 * stay apart in excerpts. The build fails when indexing reports an error, finds no page, or
 * finds a marked page without a known version; tests/pages.test.ts checks every built doc page
 * carries its marker and version filter.
 *
 * The top of the bundle also gets `vocabulary.txt`, the typo fallback's word list (see
 * ./ranking/vocabulary.ts), from every version's Markdown sources: one list for all versions, since a
 * word another version uses is no typo (searching it offers that version's results). Hermetic: the Pagefind binary ships in an npm package and nothing here touches the
 * network.
 */
import path from 'node:path';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {copyFile, readFile, rm, writeFile} from 'node:fs/promises';
import {fork} from 'node:child_process';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {
  SEARCH_BUNDLE_DIR,
  ALL_VERSIONS_INDEX_DIR,
  SEARCH_CLIENT_FILE,
  SEARCH_VOCABULARY_FILE,
  searchIndexDir,
  separateTableCells,
} from './searchQuery';
import {MAX_SECTION_LINKS} from './ranking/constants';
import {buildVocabulary} from './ranking/vocabulary';
import {PAGE_FILTER, pageRoute, SECTION_LINKS_ATTRIBUTE, SECTION_LINKS_FILTER, sectionLinks, writeSectionLinks} from './sectionLinks';
import {ALL_VERSIONS, versionByName, type DocsVersion} from '../../versions/versions';
import {renderForVersion} from '../../versions/fences';
import {readFrontMatter} from '../../markdown/syntax/frontMatter';
import {withoutLinkTargets} from '../../markdown/syntax/inline';
import {isMarkdownFile} from '../../markdown/syntax/twinPath';

const LOG_PREFIX = '[offline-search-plugin]';

/**
 * What Pagefind writes into every index folder that the browser never loads from there: its
 * ready-made UIs (we ship our own), the WebAssembly for pages without a language (every page is
 * indexed as English), and the client itself, kept once at the top of the bundle. Its web
 * worker stays: the search page runs Pagefind in it, loaded from the folder of the first index
 * searched (./client/engine.ts).
 */
const UNUSED_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
  'wasm.unknown.pagefind',
  SEARCH_CLIENT_FILE,
];

/** Every file below a folder whose name matches `pattern`. */
function filesBelow(dir: string, pattern: {test: (name: string) => boolean}): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesBelow(full, pattern);
    return pattern.test(name) ? [full] : [];
  });
}

const markdownFiles = (dir: string) => filesBelow(dir, {test: isMarkdownFile});

const PARALLEL_FILES = 8;

/** The marker of indexable content (./theme/DocItem/Content), as an attribute of a tag. */
const BODY_MARKER = /<[^>]*\sdata-pagefind-body[\s=>]/;
/** The page's `<body>` start tag. */
const BODY_START = /<body(?:\s[^>]*)?>/;
/** The version filter next to it: `data-pagefind-filter=version:v3` (quoted or not, as minified). */
const VERSION_FILTER = /\sdata-pagefind-filter=(["']?)version:([^"'\s>]+)\1/;

/**
 * A built page as Pagefind should read it: table cells apart (separateTableCells), its route as
 * the PAGE_FILTER filter, and on a page whose body carries SECTION_LINKS_ATTRIBUTE, each
 * section's doc links as SECTION_LINKS_FILTER values (see SECTION_LINKS_FRONT_MATTER), and
 * nothing of the body before the marked element. Only what is indexed changes, not the served
 * page.
 */
export function indexedHtml(html: string, sourcePath: string, baseUrl: string): string {
  const route = pageRoute(sourcePath);
  const body = BODY_MARKER.exec(html);
  if (!body) return separateTableCells(html);
  const bodyTag = html.slice(body.index, html.indexOf('>', body.index) + 1);
  const links = bodyTag.includes(SECTION_LINKS_ATTRIBUTE) ? writeSectionLinks(sectionLinks(html, baseUrl, route, MAX_SECTION_LINKS)) : [];
  const added = [`${PAGE_FILTER}:${route}`, ...links.map((value) => `${SECTION_LINKS_FILTER}:${value}`)]
    .map((filter) => `<span hidden data-pagefind-filter="${filter}"></span>`)
    .join('');
  const end = body.index + bodyTag.length;
  // What the page's body holds before the marked element (navbar and sidebar: 18 of the 51 MB
  // of HTML the build hands over) is left out: Pagefind indexes nothing there, but parsed it.
  // Measured on the nine versions' 838 pages, three runs each: 18.6-19.0 s and 32-33 CPU s
  // before, 15.8-16.5 s and 27-28 CPU s after, and every page's entry the same in each index.
  const bodyStart = BODY_START.exec(html);
  const head = bodyStart && bodyStart.index < body.index ? html.slice(0, bodyStart.index + bodyStart[0].length) : html.slice(0, body.index);
  return separateTableCells(head + html.slice(body.index, end) + added + html.slice(end));
}

type PagefindApi = typeof import('pagefind');
/** What this file asks of an index, here or in the forked process. */
type PagefindIndex = Pick<NonNullable<Awaited<ReturnType<PagefindApi['createIndex']>>['index']>, 'addHTMLFile' | 'writeFiles'>;
/** What this file asks of Pagefind's API. */
type PagefindService = {
  createIndex(config: Parameters<PagefindApi['createIndex']>[0]): Promise<{errors: string[]; index?: PagefindIndex}>;
  close(): Promise<unknown>;
};

function failOnErrors(step: string, errors: string[]): void {
  if (errors.length > 0) {
    throw new Error(`offline-search-plugin: ${step} failed:\n- ${errors.join('\n- ')}`);
  }
}

/**
 * Hands every marked page of the build to its version's index, as the engine should read it.
 * Paths are given relative to the build, so result URLs are the same as a directory crawl's.
 * Returns how many pages each version got.
 */
async function addDocPages(
  indexOf: (version: DocsVersion | null) => Promise<PagefindIndex>,
  outDir: string,
  baseUrl: string,
): Promise<Map<DocsVersion, number>> {
  const files = filesBelow(outDir, /\.html$/);
  const counts = new Map<DocsVersion, number>();
  let next = 0;
  const addNext = async (): Promise<void> => {
    for (let file = files[next++]; file; file = files[next++]) {
      const html = await readFile(file, 'utf8');
      if (!BODY_MARKER.test(html)) continue;
      const sourcePath = path.relative(outDir, file).split(path.sep).join('/');
      const versionName = VERSION_FILTER.exec(html)?.[2] ?? '';
      const version = versionByName(versionName);
      if (!version)
        throw new Error(`offline-search-plugin: ${sourcePath} is marked for the index without a known version ("${versionName}").`);
      for (const target of [version, null]) {
        const added = await (await indexOf(target)).addHTMLFile({sourcePath, content: indexedHtml(html, sourcePath, baseUrl)});
        failOnErrors(`indexing ${sourcePath}`, added.errors);
      }
      counts.set(version, (counts.get(version) ?? 0) + 1);
    }
  };
  // A few files in flight at once keep Pagefind's indexing process busy between messages.
  await Promise.all(Array.from({length: PARALLEL_FILES}, addNext));
  return counts;
}

/**
 * The text of a version's docs as readers see it (version fences and tokens resolved), for the
 * typo fallback's vocabulary: built from the sources, so it depends on no index format. Front
 * matter and link targets are not words a reader types; code is (API names are searched).
 */
function docsTexts(siteDir: string, version: DocsVersion): string[] {
  return markdownFiles(path.join(siteDir, version.docsFolder)).map((file) =>
    withoutLinkTargets(readFrontMatter(renderForVersion(readFileSync(file, 'utf8'), version, file), file).body),
  );
}

/**
 * Pagefind's Node API is ES modules only (its `exports` has just an `import` entry), which
 * Docusaurus's config loader (jiti, CommonJS `require`) cannot resolve by package name; it
 * loads the entry file by path. TODO(remove when Docusaurus loads the config as native ESM):
 * `import * as pagefind from 'pagefind'`.
 */
async function importPagefind(siteDir: string): Promise<PagefindApi> {
  const searchPaths = createRequire(path.join(siteDir, 'package.json')).resolve.paths('pagefind') ?? [];
  const packageDir = searchPaths.map((dir) => path.join(dir, 'pagefind')).find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!packageDir) throw new Error('offline-search-plugin: the pagefind package is not installed; run npm ci.');
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {exports: {'.': {import: string}}};
  return (await import(pathToFileURL(path.join(packageDir, manifest.exports['.'].import)).href)) as PagefindApi;
}

/**
 * Pagefind's API in a process of its own (./indexProcess.mjs), for one index: Pagefind indexes on
 * one core per process, and this one runs beside the build's.
 */
function forkedPagefind(): PagefindService {
  const child = fork(path.join(__dirname, 'indexProcess.mjs'), [], {stdio: ['ignore', 'inherit', 'inherit', 'ipc']});
  const pending = new Map<number, {resolve: (result: unknown) => void; reject: (error: Error) => void}>();
  let nextId = 0;
  child.on('message', ({id, result, error}: {id: number; result?: unknown; error?: string}) => {
    const call = pending.get(id);
    pending.delete(id);
    if (error === undefined) call?.resolve(result);
    else call?.reject(new Error(`offline-search-plugin (index process): ${error}`));
  });
  child.on('exit', (code) => {
    for (const call of pending.values()) call.reject(new Error(`offline-search-plugin: the index process exited (${code}) mid-call`));
    pending.clear();
  });
  const send = <T>(method: string, ...args: unknown[]): Promise<T> =>
    new Promise((resolve, reject) => {
      if (!child.connected) return reject(new Error(`offline-search-plugin: the index process is gone (${method})`));
      const id = nextId++;
      pending.set(id, {resolve: resolve as (result: unknown) => void, reject});
      child.send({id, method, args}, (error) => {
        if (!error) return;
        pending.delete(id);
        reject(error);
      });
    });
  const index: PagefindIndex = {
    addHTMLFile: (file) => send('addHTMLFile', file),
    writeFiles: (options) => send('writeFiles', options),
  };
  return {
    async createIndex(config) {
      const {errors, created} = await send<{errors: string[]; created: boolean}>('createIndex', config);
      return {errors, index: created ? index : undefined};
    },
    close: () => (child.connected ? send('close') : Promise.resolve()),
  };
}

/** Writes `build/pagefind/`: the client, the vocabulary and the index of each of `versions` (those built). */
export async function writeSearchBundle(siteDir: string, outDir: string, baseUrl: string, versions: DocsVersion[]): Promise<void> {
  // The per-version indexes are built here, the all-versions one (as much work again) in a
  // forked process at the same time: this step took 9.3 s on its own and 8.5 s in the build
  // before, 6.0 s and 7.5 s since (issue 13).
  const services: Record<'perVersion' | 'allVersions', PagefindService> = {
    perVersion: await importPagefind(siteDir),
    allVersions: forkedPagefind(),
  };
  const bundleDir = path.join(outDir, SEARCH_BUNDLE_DIR);
  // Each version's index, and (under null) the one of every version.
  const indexes = new Map<DocsVersion | null, Promise<PagefindIndex>>();
  const indexOf = (version: DocsVersion | null): Promise<PagefindIndex> => {
    let index = indexes.get(version);
    if (!index) {
      const label = version?.label ?? 'all versions';
      const service = version ? services.perVersion : services.allVersions;
      index = service.createIndex({forceLanguage: 'en'}).then(({errors, index: created}) => {
        failOnErrors(`createIndex for ${label}`, errors);
        if (!created) throw new Error(`offline-search-plugin: Pagefind returned no index for ${label}.`);
        return created;
      });
      indexes.set(version, index);
    }
    return index;
  };
  const dirOf = (version: DocsVersion | null) => path.join(bundleDir, version ? searchIndexDir(version) : ALL_VERSIONS_INDEX_DIR);
  try {
    const counts = await addDocPages(indexOf, outDir, baseUrl);
    // A reader searches the version they read: each version built must have its index.
    const missing = versions.filter((version) => !counts.get(version));
    if (missing.length > 0) {
      throw new Error(
        `offline-search-plugin: no page of ${missing.map((version) => version.label).join(', ')} was indexed; ` +
          'are the doc pages marked with data-pagefind-body?',
      );
    }
    await rm(bundleDir, {recursive: true, force: true});
    const write = async (version: DocsVersion | null): Promise<void> => {
      const written = await (await indexOf(version)).writeFiles({outputPath: dirOf(version)});
      failOnErrors(`writing the ${version?.label ?? 'all-versions'} index`, written.errors);
    };
    // The versions' indexes in turn here, the all-versions one meanwhile in the other process.
    await Promise.all([
      (async () => {
        for (const version of versions) await write(version);
      })(),
      write(null),
    ]);
    // Every folder holds the same client: one copy at the top is the one the browser imports.
    await copyFile(path.join(dirOf(null), SEARCH_CLIENT_FILE), path.join(bundleDir, SEARCH_CLIENT_FILE));
    await Promise.all(
      [...indexes.keys()].flatMap((version) => UNUSED_FILES.map((name) => rm(path.join(dirOf(version), name), {force: true}))),
    );
    const textsByVersion = ALL_VERSIONS.map((version) => docsTexts(siteDir, version));
    await writeFile(path.join(bundleDir, SEARCH_VOCABULARY_FILE), buildVocabulary(textsByVersion.flat(), textsByVersion));
    const summary = versions.map((version) => `${version.label} ${counts.get(version) ?? 0}`).join(', ');
    console.log(`${LOG_PREFIX} indexed doc pages into ${path.relative(process.cwd(), bundleDir)}/<version>/: ${summary}`);
  } finally {
    await Promise.all([services.perVersion.close(), services.allVersions.close()]);
  }
}
