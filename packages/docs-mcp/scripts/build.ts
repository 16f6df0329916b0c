/**
 * `npm run mcp:build` (run by scripts/build.sh after the site's build): writes the package's data
 * from the site's build output and the repository's records, then bundles the server.
 *
 * - data/pages/<version>.json: each doc of the version, its Markdown twin as the build wrote it
 *   (build/…/<route>.md), its title, description and headings (their ids read from the built page);
 * - data/vocabulary.txt: the words of the twins, per version (the site search's vocabulary format);
 * - data/diagnostics.json: the catalog of every pinned release's messages (src/diagnostics/catalog.ts);
 * - data/api-facts.json: the API items of every version (src/versions/facts);
 * - data/api-history.json: every published release's API as intervals (src/versions/facts/history.ts);
 * - data/planner.json: the upgrade planner's data, computed as the site's build computes it
 *   (scripts/lib/plannerSources.ts);
 * - dist/cli.mjs: the server, the site modules it uses, the MCP SDK and zod in one file.
 *
 * `--build-dir <dir>` reads another build folder (default build/).
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {build} from 'esbuild';
import {ALL_VERSIONS, BASE_URL, docUrl, type DocsVersion} from '../../../src/versions/versions';
import {SITE_ORIGIN} from '../../../src/utils/siteLinks';
import {readFrontMatter} from '../../../src/markdown/frontMatter';
import {readHeadings} from '../../../src/markdown/headings';
import {twinFile} from '../../../src/markdown/twinPath';
import {withoutAgentDirectiveMarkdown} from '../../../src/markdown/agentDirective';
import {routeOfSlug} from '../../../src/versions/availability/availability';
import {SECTION_LINKS_FRONT_MATTER, sectionLinks} from '../../../src/plugins/search/sectionLinks';
import {MAX_SECTION_LINKS} from '../../../src/plugins/search/ranking/constants';
import {buildVocabulary} from '../../../src/plugins/search/ranking/vocabulary';
import {buildCatalog} from '../../../src/diagnostics/catalog';
import {apiFacts} from '../../../src/versions/facts';
import {readHistoryRecord} from '../../../src/versions/facts/history';
import {docsOf, plannerSources} from '../../../scripts/lib/plannerSources';
import {DATA_FILES, type Meta, type PageRecord} from '../src/data';

const root = path.resolve(import.meta.dirname, '../../..');
const packageDir = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(packageDir, 'data');
const {values} = parseArgs({options: {'build-dir': {type: 'string', default: 'build'}}});
const buildDir = path.resolve(root, values['build-dir']!);
const started = Date.now();

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`${path.relative(root, buildDir)}/ has no site build: run \`npm run build\` first.`);
  process.exit(1);
}

interface SourceDoc {
  /** Inside the version's docs folder. */
  file: string;
  slug: string;
  title: string;
  description?: string;
  sectioned: boolean;
}

/** A version's docs as the docs plugin loads them (scripts/lib/plannerSources.ts), with what the pages' records need. */
function sourceDocs(version: DocsVersion): SourceDoc[] {
  return docsOf(version).map((doc) => {
    const {data} = readFrontMatter(readFileSync(path.join(root, doc.sourcePath), 'utf8'), doc.sourcePath);
    return {
      file: doc.sourcePath.slice(version.docsFolder.length + 1),
      slug: doc.slug,
      title: doc.title,
      description: typeof data.description === 'string' ? data.description : undefined,
      sectioned: data[SECTION_LINKS_FRONT_MATTER] === true,
    };
  });
}

/** A heading's text as both forms compare: letters and digits only. */
const headingKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
let unmatchedHeadings = 0;

/**
 * The h2-h4 of a built page's doc content (after its `data-pagefind-body` mark), with the ids the
 * site gave them. A regular expression over the minified HTML rather than a DOM: parsing the 787
 * pages with cheerio took the step from 8 to 37 s.
 */
function pageAnchors(html: string): {depth: number; id: string; key: string}[] {
  const body = html.slice(Math.max(0, html.search(/\sdata-pagefind-body[\s=>]/)));
  return [...body.matchAll(/<h([2-4])\b[^>]*?\sid="?([^"\s>]+)"?[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => ({
    depth: Number(match[1]),
    id: match[2],
    // Up to the heading's own link, whose label repeats the text with raw `<` and `>`.
    key: headingKey(decodeEntities(match[3].split(/<a\s[^>]*?class="?hash-link/)[0].replace(/<[^>]*>/g, ''))),
  }));
}

/** The entities the minifier leaves in heading text. */
const decodeEntities = (text: string) =>
  text.replace(
    /&(lt|gt|amp|quot|#39|#x27);/g,
    (_, name: string) => ({lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'", '#x27': "'"})[name]!,
  );

function pageRecord(version: DocsVersion, doc: SourceDoc): PageRecord | undefined {
  const route = routeOfSlug(doc.slug);
  const twin = path.join(buildDir, twinFile(docUrl(version, route)));
  // Drafts and pages the build left out have no twin.
  if (!existsSync(twin)) return undefined;
  const markdown = withoutAgentDirectiveMarkdown(readFileSync(twin, 'utf8'));
  const lineStarts = [0];
  for (let i = 0; i < markdown.length; i += 1) if (markdown[i] === '\n') lineStarts.push(i + 1);
  const html = twin.replace(/\.md$/, '.html');
  const page = existsSync(html) ? readFileSync(html, 'utf8') : undefined;
  const anchors = page ? pageAnchors(page) : [];
  let next = 0;
  const sections = readHeadings(markdown)
    .filter((heading) => heading.depth >= 2 && heading.depth <= 4)
    .map((heading) => {
      // The page's own id: the twin drops explicit ids (`{/* #id */}`), which its slug misses. The
      // page's heading may go on (a "since" marker).
      const at = anchors.findIndex(
        (anchor, i) => i >= next && anchor.depth === heading.depth && anchor.key.startsWith(headingKey(heading.text)),
      );
      if (at === -1) unmatchedHeadings += 1;
      else next = at + 1;
      return {anchor: at === -1 ? heading.anchor : anchors[at].id, heading: heading.text, start: lineStarts[heading.line - 1]};
    });
  // A page of messages: each section's first links, read from its built HTML as the site's
  // search index reads them (the search brings them up after a matched entry).
  const links = doc.sectioned && page ? sectionLinks(page, `${version.path.replace(/\/?$/, '/')}`, route, MAX_SECTION_LINKS) : undefined;
  return {
    route,
    file: doc.file,
    title: doc.title,
    description: doc.description,
    markdown,
    sections,
    sectioned: doc.sectioned,
    ...(links && links.size > 0 ? {sectionLinks: Object.fromEntries(links)} : {}),
  };
}

rmSync(dataDir, {recursive: true, force: true});
mkdirSync(path.join(dataDir, 'pages'), {recursive: true});
const write = (file: string, content: string) => writeFileSync(path.join(dataDir, file), content);

const versions: DocsVersion[] = [];
const textsByVersion: string[][] = [];
for (const version of ALL_VERSIONS) {
  const docs = sourceDocs(version);
  const pages = docs.map((doc) => pageRecord(version, doc)).filter((page) => page !== undefined);
  if (pages.length === 0) {
    console.warn(`[mcp] ${version.label}: no twins in ${path.relative(root, buildDir)}/ (a build of some versions only?); left out`);
    continue;
  }
  pages.sort((a, b) => a.route.localeCompare(b.route));
  versions.push(version);
  textsByVersion.push(pages.map((page) => `${page.title}\n${page.markdown}`));
  write(DATA_FILES.pages(version.name), JSON.stringify(pages));
}
write(DATA_FILES.vocabulary, buildVocabulary(textsByVersion.flat(), textsByVersion));
write(DATA_FILES.diagnostics, JSON.stringify(buildCatalog()));
write(DATA_FILES.apiFacts, JSON.stringify(apiFacts()));
write(DATA_FILES.apiHistory, JSON.stringify(readHistoryRecord().data));
write(DATA_FILES.planner, JSON.stringify(plannerSources({withApiFacts: true}).data));
const meta: Meta = {
  origin: SITE_ORIGIN,
  baseUrl: BASE_URL,
  versions: versions.map((version) => version.name),
  writtenAt: new Date().toISOString(),
};
write(DATA_FILES.meta, JSON.stringify(meta, null, 2));

const bundled = await build({
  metafile: true,
  entryPoints: [path.join(packageDir, 'src/cli.ts')],
  outfile: path.join(packageDir, 'dist/cli.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // The SDK and zod too: one file starts in about half the time the SDK's module tree takes to
  // load (539 against 965 ms median under load, `npm run bench:mcp`), and the package needs no
  // install of its own. Names are kept for readable stack traces.
  minifySyntax: true,
  minifyWhitespace: true,
  // src/data/records.ts reads `__filename` at load (the site's config loads it as CommonJS), and
  // the SDK's CommonJS dependencies call `require`.
  banner: {
    js: [
      '#!/usr/bin/env node',
      "import {fileURLToPath as __toPath} from 'node:url';",
      "import {createRequire as __createRequire} from 'node:module';",
      'const __filename = __toPath(import.meta.url);',
      'const require = __createRequire(import.meta.url);',
    ].join('\n'),
  },
  legalComments: 'none',
  logLevel: 'warning',
});

// The bundled packages' licenses (MIT and alike ask for their notice with every copy).
const bundledPackages = new Set(
  Object.keys(bundled.metafile.inputs).flatMap((input) => {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    return match ? [match[1]] : [];
  }),
);
const notices = [...bundledPackages].sort().map((name) => {
  const dir = path.join(root, 'node_modules', name);
  const license = readdirSync(dir).find((file) => /^(license|licence|copying)/i.test(file));
  if (!license) throw new Error(`${name} is bundled into dist/cli.mjs but has no license file to ship with it`);
  return `${name}\n\n${readFileSync(path.join(dir, license), 'utf8').trim()}\n`;
});
writeFileSync(path.join(packageDir, 'dist/THIRD-PARTY-LICENSES.txt'), notices.join(`\n${'-'.repeat(72)}\n\n`));

const size = (dir: string): number =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'}).reduce(
    (sum, file) => sum + (statSync(path.join(dir, file)).isFile() ? statSync(path.join(dir, file)).size : 0),
    0,
  );
if (unmatchedHeadings > 0)
  console.warn(`[mcp] ${unmatchedHeadings} headings of the twins not found in their pages: their anchors are slugged from the twin`);
console.log(
  `[mcp] wrote data for ${versions.map((version) => version.label).join(', ')} (${(size(dataDir) / 1e6).toFixed(1)} MB) and dist/cli.mjs (${(size(path.join(packageDir, 'dist')) / 1e3).toFixed(0)} kB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
