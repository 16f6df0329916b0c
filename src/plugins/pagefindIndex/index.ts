/**
 * Builds the offline search index (issue 6) after `docusaurus build`: Pagefind reads the
 * built HTML and writes its chunked index to `build/pagefind/`, which the search UI
 * (src/components/search) loads fragment by fragment on first use.
 *
 * Only doc pages are indexed: the DocItem/Content wrapper (src/theme/DocItem/Content) marks
 * their article with `data-pagefind-body` and a `version` filter; pages without the marker
 * (home, 404, search page) are skipped by Pagefind. The build fails when indexing reports an
 * error, finds no page, or finds a page without a version filter (the wrapper is missing).
 *
 * It also writes `build/pagefind/vocabulary.txt`, the typo fallback's word list (see
 * src/utils/searchQuery.ts), from the text Pagefind indexed. Hermetic: the Pagefind binary
 * ships in an npm package and nothing here touches the network.
 */
import path from 'node:path';
import {existsSync, readFileSync} from 'node:fs';
import {rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {gunzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildVocabulary, SEARCH_BUNDLE_DIR, SEARCH_VOCABULARY_FILE} from '../../utils/searchQuery';

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

/** What a Pagefind 1.x fragment file holds: gzip of this signature followed by the page's JSON. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

interface PagefindFragment {
  url: string;
  content: string;
  filters: Record<string, string[]>;
}

function readFragment(bytes: Uint8Array, filePath: string): PagefindFragment {
  const text = gunzipSync(bytes).toString('utf8');
  if (!text.startsWith(FRAGMENT_SIGNATURE)) {
    throw new Error(`pagefind-index-plugin: ${filePath} is not a Pagefind 1.x fragment; update readFragment() for this Pagefind version.`);
  }
  return JSON.parse(text.slice(FRAGMENT_SIGNATURE.length)) as PagefindFragment;
}

type PagefindApi = typeof import('pagefind');

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
        const added = await index.addDirectory({path: outDir});
        failOnErrors('indexing the build', added.errors);
        if (added.page_count === 0) {
          throw new Error('pagefind-index-plugin: no page was indexed; are the doc pages marked with data-pagefind-body?');
        }

        const bundleDir = path.join(outDir, SEARCH_BUNDLE_DIR);
        const written = await index.writeFiles({outputPath: bundleDir});
        failOnErrors('writing the index', written.errors);

        const files = await index.getFiles();
        failOnErrors('reading the index back', files.errors);
        const fragments = files.files
          .filter((file) => file.path.endsWith('.pf_fragment'))
          .map((file) => readFragment(file.content, file.path));
        const unversioned = fragments.filter((fragment) => !fragment.filters.version?.length).map((f) => f.url);
        if (unversioned.length > 0) {
          throw new Error(
            `pagefind-index-plugin: pages indexed without a version filter (is src/theme/DocItem/Content missing?):\n- ${unversioned.join('\n- ')}`,
          );
        }
        await writeFile(path.join(bundleDir, SEARCH_VOCABULARY_FILE), buildVocabulary(fragments.map((f) => f.content)));
        await Promise.all(UNUSED_UI_FILES.map((name) => rm(path.join(bundleDir, name), {force: true})));
        console.log(`[pagefind-index-plugin] indexed ${added.page_count} doc pages into ${path.relative(process.cwd(), bundleDir)}/`);
      } finally {
        await pagefind.close();
      }
    },
  };
}
