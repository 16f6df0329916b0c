/**
 * Builds the offline search index (issue 6) after `docusaurus build`: Pagefind reads the
 * built HTML and writes its chunked index to `build/pagefind/`, which the search UI
 * (src/components/search) loads fragment by fragment on first use.
 *
 * Only doc pages are indexed: the DocItem/Content wrapper (src/theme/DocItem/Content) marks
 * their article with `data-pagefind-body` and a `version` filter; pages without the marker
 * (home, 404, search page) are not given to Pagefind. Each page is handed over with a space
 * before every table cell (separateTableCells), so a row's cells stay apart in excerpts. The
 * build fails when indexing reports an error or finds no page; tests/pages.test.ts checks
 * every built doc page carries its marker and version filter.
 *
 * It also writes `build/pagefind/vocabulary.txt`, the typo fallback's word list (see
 * src/utils/searchQuery.ts), from the docs' Markdown sources. Hermetic: the Pagefind binary
 * ships in an npm package and nothing here touches the network.
 */
import path from 'node:path';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {readFile, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildVocabulary, SEARCH_BUNDLE_DIR, SEARCH_VOCABULARY_FILE, separateTableCells} from '../../utils/searchQuery';
import {ALL_VERSIONS} from '../../utils/versions';
import {renderForVersion} from '../../utils/versionFences';

/** Pagefind's ready-made UIs: we ship our own, so nothing loads these. */
const UNUSED_UI_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/** Every file below a folder whose name matches `pattern`. */
function filesBelow(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesBelow(full, pattern);
    return pattern.test(name) ? [full] : [];
  });
}

const markdownFiles = (dir: string) => filesBelow(dir, /\.mdx?$/);

const PARALLEL_FILES = 8;

/** The marker of indexable content (src/theme/DocItem/Content), as an attribute of a tag. */
const BODY_MARKER = /<[^>]*\sdata-pagefind-body[\s=>]/;

/**
 * Hands every marked page of the build to Pagefind, as the engine should read it. Paths are
 * given relative to the build, so result URLs are the same as a directory crawl's.
 */
async function addDocPages(index: PagefindIndex, outDir: string): Promise<number> {
  const files = filesBelow(outDir, /\.html$/);
  let next = 0;
  let pageCount = 0;
  const addNext = async (): Promise<void> => {
    for (let file = files[next++]; file; file = files[next++]) {
      const html = await readFile(file, 'utf8');
      if (!BODY_MARKER.test(html)) continue;
      const sourcePath = path.relative(outDir, file).split(path.sep).join('/');
      const added = await index.addHTMLFile({sourcePath, content: separateTableCells(html)});
      failOnErrors(`indexing ${sourcePath}`, added.errors);
      pageCount += 1;
    }
  };
  // A few files in flight at once keep Pagefind's indexing process busy between messages.
  await Promise.all(Array.from({length: PARALLEL_FILES}, addNext));
  return pageCount;
}

/**
 * The text of every version's docs as readers see it (version fences and tokens resolved), for
 * the typo fallback's vocabulary: built from the sources, so it depends on no index format.
 * Front matter and link targets are not words a reader types; code is (API names are searched).
 */
function docsTexts(siteDir: string): string[] {
  return ALL_VERSIONS.flatMap((version) =>
    markdownFiles(path.join(siteDir, version.docsFolder)).map((file) =>
      stripFrontMatter(renderForVersion(readFileSync(file, 'utf8'), version, file)).replace(/\]\([^)]*\)/g, ']'),
    ),
  );
}

function stripFrontMatter(text: string): string {
  const match = /^---\n[\s\S]*?\n---\n/.exec(text);
  return match ? text.slice(match[0].length) : text;
}

type PagefindApi = typeof import('pagefind');
type PagefindIndex = NonNullable<Awaited<ReturnType<PagefindApi['createIndex']>>['index']>;

/**
 * Pagefind's Node API is ES modules only (its `exports` has just an `import` entry), which
 * Docusaurus's config loader (jiti, CommonJS `require`) cannot resolve by package name; it
 * loads the entry file by path. TODO(remove when Docusaurus loads the config as native ESM):
 * `import * as pagefind from 'pagefind'`.
 */
async function importPagefind(siteDir: string): Promise<PagefindApi> {
  const searchPaths = createRequire(path.join(siteDir, 'package.json')).resolve.paths('pagefind') ?? [];
  const packageDir = searchPaths.map((dir) => path.join(dir, 'pagefind')).find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!packageDir) throw new Error('pagefind-index-plugin: the pagefind package is not installed; run npm ci.');
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {exports: {'.': {import: string}}};
  return (await import(pathToFileURL(path.join(packageDir, manifest.exports['.'].import)).href)) as PagefindApi;
}

function failOnErrors(step: string, errors: string[]): void {
  if (errors.length > 0) {
    throw new Error(`pagefind-index-plugin: ${step} failed:\n- ${errors.join('\n- ')}`);
  }
}

export default function pagefindIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'pagefind-index-plugin',
    async postBuild({outDir}) {
      const pagefind = await importPagefind(context.siteDir);
      const created = await pagefind.createIndex({forceLanguage: 'en'});
      failOnErrors('createIndex', created.errors);
      const index = created.index;
      if (!index) throw new Error('pagefind-index-plugin: Pagefind returned no index.');
      try {
        const pageCount = await addDocPages(index, outDir);
        if (pageCount === 0) {
          throw new Error('pagefind-index-plugin: no page was indexed; are the doc pages marked with data-pagefind-body?');
        }

        const bundleDir = path.join(outDir, SEARCH_BUNDLE_DIR);
        const written = await index.writeFiles({outputPath: bundleDir});
        failOnErrors('writing the index', written.errors);

        await writeFile(path.join(bundleDir, SEARCH_VOCABULARY_FILE), buildVocabulary(docsTexts(context.siteDir)));
        await Promise.all(UNUSED_UI_FILES.map((name) => rm(path.join(bundleDir, name), {force: true})));
        console.log(`[pagefind-index-plugin] indexed ${pageCount} doc pages into ${path.relative(process.cwd(), bundleDir)}/`);
      } finally {
        await pagefind.close();
      }
    },
  };
}
