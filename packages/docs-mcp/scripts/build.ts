/**
 * `npm run mcp:build` (run by scripts/build.sh after the site's build): writes the package's data
 * from the site's build output and the repository's records, then bundles the server.
 *
 * - data/pages/<version>.json: each doc of the version as the build's manifest lists it
 *   (build/_server/manifest/, src/plugins/buildManifest: route, title, resolved description,
 *   headings with their rendered ids, section links), with its Markdown twin as the build wrote it;
 * - data/vocabulary.txt: the words of the twins, per version (the site search's vocabulary format);
 * - data/diagnostics.json: the catalog of every pinned release's messages (src/diagnostics/catalog.ts),
 *   each with its cause and fix (content/diagnostics/);
 * - data/api-facts.json: the API items of every version (src/versions/facts);
 * - data/api-history.json: every published release's API as intervals (src/versions/facts/history.ts);
 * - data/planner.json: the upgrade planner's data, as the build wrote it to its manifest;
 * - dist/cli.mjs: the server, the site modules it uses, the MCP SDK and zod in one file.
 *
 * `--build-dir <dir>` reads another build folder (default build/).
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {build} from 'esbuild';
import {ALL_VERSIONS, BASE_URL, type DocsVersion} from '../../../src/versions/versions';
import {SITE_ORIGIN} from '../../../src/utils/siteLinks';
import {readHeadings} from '../../../src/markdown/syntax/headings';
import {withoutAgentDirectiveMarkdown} from '../../../src/markdown/agentDirective';
import {buildVocabulary} from '../../../src/plugins/search/ranking/vocabulary';
import {buildCatalog} from '../../../src/diagnostics/catalog';
import {guideFor} from '../../../src/diagnostics/guide';
import {entryRoute} from '../../../src/diagnostics/render';
import {printedRanges} from '../../../src/diagnostics/messageHistory';
import {apiFacts} from '../../../src/versions/facts';
import {readHistoryRecord} from '../../../src/versions/facts/history';
import {readManifestPages, readManifestPlanner, type ManifestPage} from '../../../src/plugins/buildManifest/manifest';
import {DATA_FILES, type MessageRecord, type Meta, type PageRecord} from '../src/data';

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

/** A heading's text as both forms compare: letters and digits only. */
const headingKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
let unmatchedHeadings = 0;

/** A page of the build manifest with its twin as the build wrote it, and where each heading's section starts in it. */
function pageRecord(page: ManifestPage): PageRecord | undefined {
  const twin = path.join(buildDir, page.twin);
  if (!existsSync(twin)) return undefined;
  const markdown = withoutAgentDirectiveMarkdown(readFileSync(twin, 'utf8'));
  const lineStarts = [0];
  for (let i = 0; i < markdown.length; i += 1) if (markdown[i] === '\n') lineStarts.push(i + 1);
  let next = 0;
  const sections = readHeadings(markdown)
    .filter((heading) => heading.depth >= 2 && heading.depth <= 4)
    .map((heading) => {
      // The id the page was rendered with: the twin drops explicit ids (`{/* #id */}`), which its
      // slug misses. The page's heading may go on (a "since" marker).
      const at = page.headings.findIndex(
        (rendered, i) => i >= next && rendered.depth === heading.depth && headingKey(rendered.text).startsWith(headingKey(heading.text)),
      );
      if (at === -1) unmatchedHeadings += 1;
      else next = at + 1;
      return {anchor: at === -1 ? heading.anchor : page.headings[at].id, heading: heading.text, start: lineStarts[heading.line - 1]};
    });
  return {
    route: page.route,
    file: page.file,
    title: page.title,
    description: page.description,
    markdown,
    sections,
    sectioned: page.sectioned,
    ...(page.sectionLinks ? {sectionLinks: page.sectionLinks} : {}),
  };
}

rmSync(dataDir, {recursive: true, force: true});
mkdirSync(path.join(dataDir, 'pages'), {recursive: true});
const write = (file: string, content: string) => writeFileSync(path.join(dataDir, file), content);

const versions: DocsVersion[] = [];
const textsByVersion: string[][] = [];
for (const version of ALL_VERSIONS) {
  const pages = (readManifestPages(buildDir, version.name) ?? []).map(pageRecord).filter((page) => page !== undefined);
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
const catalog = buildCatalog();
const messages: MessageRecord[] = catalog.map((entry) => {
  const guide = guideFor(entry.pattern);
  const printed = printedRanges(entry.parts);
  return {
    ...entry,
    // Computed here: the page an entry is on can need its guide's family, and the server has no content/ to read.
    route: entryRoute(entry, catalog),
    ...(printed?.length ? {printed} : {}),
    ...(guide ? {guide: {trigger: guide.trigger, fix: guide.fix, pages: guide.pages}} : {}),
  };
});
write(DATA_FILES.diagnostics, JSON.stringify(messages));
write(DATA_FILES.apiFacts, JSON.stringify(apiFacts()));
write(DATA_FILES.apiHistory, JSON.stringify(readHistoryRecord().data));
write(DATA_FILES.planner, JSON.stringify(readManifestPlanner(buildDir)));
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
