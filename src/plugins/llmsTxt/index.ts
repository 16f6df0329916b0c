/**
 * Writes `llms.txt`, `llms-full.txt`, one such pair per version (`llms/<version>.txt`,
 * `llms/<version>-full.txt`) and a Markdown twin (`<route>.md`) of every doc page and of the home
 * page into the build, from the Markdown sources and the docs plugin's loaded content (what goes
 * in each file: ./outputs.ts), and the note to agents into every one of those pages' HTML.
 *
 * Why our own plugin: the maintained one we used (the community docusaurus-plugin-llms-txt)
 * converts every built HTML page back to Markdown, about 40 s of a 2-minute build, and its
 * Markdown lost code languages and doubled the base URL in links. The sources are already
 * Markdown: resolving them the way the site does (src/markdown/twin.ts) takes well under a second.
 *
 * The docs plugin's content (titles, descriptions, permalinks, sidebars) is kept from
 * `allContentLoaded`; the files are written in `postBuild`, so `docusaurus start` writes none.
 */
import path from 'node:path';
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {versionByName} from '../../versions/versions';
import {buildLlmsOutputs, type LlmsVersion} from './outputs';
import {QUICK_START} from '../../pages/_home';
import {withAgentDirectiveHtml} from '../../markdown/agentDirective';

const PLUGIN_NAME = 'llms-txt-plugin';
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const DOCS_PLUGIN_ID = 'default';

export interface LlmsTxtOptions {
  /** The summary under the title of llms.txt, and of the home page's twin. */
  description: string;
}

/** `@site/docs/a.md` → `docs/a.md`: the docs plugin names sources by the site alias. */
function siteRelative(source: string, siteDir: string): string {
  const file = source.startsWith('@site/') ? source.slice('@site/'.length) : path.relative(siteDir, source);
  return file.split(path.sep).join('/');
}

function readVersion(loaded: LoadedVersion, siteDir: string): LlmsVersion {
  const docs = loaded.docs.map((doc) => {
    const sourcePath = siteRelative(doc.source, siteDir);
    return {
      id: doc.id,
      title: doc.title,
      description: doc.description,
      permalink: doc.permalink,
      sourcePath,
      unlisted: doc.unlisted,
      fileContent: readFileSync(path.join(siteDir, sourcePath), 'utf8'),
    };
  });
  const version = versionByName(loaded.versionName);
  if (!version) throw new Error(`${PLUGIN_NAME}: docs version "${loaded.versionName}" is not in src/versions/versions.ts`);
  return {version, docs, sidebars: Object.values(loaded.sidebars)};
}

/** The plugin, configured: Docusaurus passes a plugin's options untyped, so they are bound here. */
export default function llmsTxtPlugin(options: LlmsTxtOptions): (context: LoadContext) => Plugin {
  return (context) => createPlugin(context, options);
}

function createPlugin(context: LoadContext, options: LlmsTxtOptions): Plugin {
  let loadedVersions: LoadedVersion[] | undefined;
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent}) {
      const docs = allContent[DOCS_PLUGIN]?.[DOCS_PLUGIN_ID] as LoadedContent | undefined;
      if (!docs) throw new Error(`${PLUGIN_NAME}: the docs plugin's content was not loaded; is the classic preset's docs plugin enabled?`);
      loadedVersions = docs.loadedVersions;
    },
    // Synchronous file access on purpose: the whole job is a fraction of a second of CPU, but
    // Docusaurus runs every plugin's postBuild at once, and hundreds of awaited reads and writes
    // queued behind Pagefind's indexing took 13.5 s of wall clock in one (loaded) build.
    async postBuild({outDir, siteConfig}) {
      const started = performance.now();
      const cpuStart = process.cpuUsage();
      if (!loadedVersions) throw new Error(`${PLUGIN_NAME}: no docs content was loaded before the build ended`);
      const versions = loadedVersions.map((loaded) => readVersion(loaded, context.siteDir));
      const quickStartCode = Object.fromEntries(
        QUICK_START.map((step) => [step.code, readFileSync(path.join(context.siteDir, `src/pages/_quickStart/${step.code}.md`), 'utf8')]),
      );
      const {files, directives, docCount} = buildLlmsOutputs(
        {title: siteConfig.title, description: options.description, origin: siteConfig.url, baseUrl: siteConfig.baseUrl},
        versions,
        quickStartCode,
      );
      for (const folder of new Set(Array.from(files.keys(), (file) => path.dirname(path.join(outDir, file))))) {
        mkdirSync(folder, {recursive: true});
      }
      for (const [file, content] of files) writeFileSync(path.join(outDir, file), content);
      // The agent directive into each page's HTML (src/markdown/agentDirective.ts says why there).
      // Other plugins read these pages while this runs (the search index, the CSP hashes): each is
      // replaced whole by a rename, so a reader sees it before or after, never half written.
      for (const [permalink, directive] of directives) {
        const route = permalink.slice(siteConfig.baseUrl.length).replace(/\/$/, '');
        const page = [`${route || 'index'}.html`, `${route}/index.html`].map((file) => path.join(outDir, file)).find(existsSync);
        if (!page) throw new Error(`${PLUGIN_NAME}: no built page for ${permalink}`);
        writeFileSync(`${page}.tmp`, withAgentDirectiveHtml(readFileSync(page, 'utf8'), directive));
        renameSync(`${page}.tmp`, page);
      }
      const elapsed = Math.round(performance.now() - started);
      // Synchronous, so the process's CPU time over the span is this plugin's (a figure a busy
      // machine does not inflate, unlike the wall clock).
      const cpu = process.cpuUsage(cpuStart);
      const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
      console.log(
        `[${PLUGIN_NAME}] wrote llms.txt, llms-full.txt, their per-version pairs and ${docCount + 1} Markdown twins, and the agent directive into ${directives.size} pages, in ${elapsed} ms (${cpuMs} ms of CPU)`,
      );
    },
  };
}
