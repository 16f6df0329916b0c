// cspell:ignore onopentag ontext onclosetag (htmlparser2's handler names)
/**
 * Writes the build manifest (./manifest.ts) after `docusaurus build`: for each built docs version,
 * every doc page's route, title, description (as the docs plugin loaded it, after the site's
 * front-matter hook resolved its tokens), twin path, and headings with the ids the page was
 * rendered with, read from the built HTML. The planner's data is written by its own plugin
 * (src/compare/plugin.ts) into the same folder.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {Parser} from 'htmlparser2';
import {versionByName} from '../../versions/versions';
import {routeOfSlug} from '../../versions/availability/availability';
import {twinFile} from '../../markdown/twinPath';
import {pageOfTwinFile} from '../../markdown/syntax/twinPath';
import {SECTION_LINKS_FRONT_MATTER, sectionLinks} from '../search/sectionLinks';
import {MAX_SECTION_LINKS} from '../search/ranking/constants';
import {manifestPagesFile, type ManifestHeading, type ManifestPage} from './manifest';

const PLUGIN_NAME = 'build-manifest-plugin';
/** The mark of a doc page's indexed content (src/plugins/search/theme/DocItem/Content): headings before it are the page's chrome. */
const CONTENT_MARK = 'data-pagefind-body';

/**
 * The h2-h4 of a built page's doc content, with their ids and their text without the heading's
 * own anchor link (`.hash-link`, whose label repeats the text).
 */
export function renderedHeadings(html: string): ManifestHeading[] {
  const headings: ManifestHeading[] = [];
  let open: ManifestHeading | undefined;
  let inContent = false;
  let skipDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!inContent && CONTENT_MARK in attributes) inContent = true;
        if (!inContent) return;
        if (open) {
          if (skipDepth > 0 || (name === 'a' && /(?:^|\s)hash-link(?:\s|$)/.test(attributes.class ?? ''))) skipDepth += 1;
          return;
        }
        const depth = /^h([2-4])$/.exec(name);
        if (depth && attributes.id) open = {depth: Number(depth[1]), id: attributes.id, text: ''};
      },
      ontext(text) {
        if (open && skipDepth === 0) open.text += text;
      },
      onclosetag(name) {
        if (!open) return;
        if (skipDepth > 0) {
          skipDepth -= 1;
          return;
        }
        if (name === `h${open.depth}`) {
          headings.push({...open, text: open.text.replace(/\s+/g, ' ').trim()});
          open = undefined;
        }
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  return headings;
}

export default function buildManifestPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async postBuild({outDir, plugins}) {
      const docs = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs')?.content as DocsContent | undefined;
      if (!docs) throw new Error(`${PLUGIN_NAME}: the docs plugin's content was not loaded`);
      let pages = 0;
      for (const loaded of docs.loadedVersions) {
        const version = versionByName(loaded.versionName);
        if (!version) continue;
        const manifest: ManifestPage[] = [];
        for (const doc of loaded.docs) {
          const route = routeOfSlug(doc.slug);
          const twin = twinFile(doc.permalink, context.baseUrl);
          // The home twin (`index.md`) reads back as the site root, whose page is `index.html`.
          const htmlFile = path.join(outDir, `${pageOfTwinFile(twin) || 'index'}.html`);
          // Drafts and pages the build left out have no page.
          if (!existsSync(htmlFile)) continue;
          const html = readFileSync(htmlFile, 'utf8');
          const sectioned = doc.frontMatter[SECTION_LINKS_FRONT_MATTER] === true;
          const links = sectioned ? sectionLinks(html, version.path.replace(/\/?$/, '/'), route, MAX_SECTION_LINKS) : undefined;
          const source = doc.source.replace(/^@site\//, '');
          manifest.push({
            route,
            file: source.slice(version.docsFolder.length + 1),
            title: doc.title,
            ...(doc.description ? {description: doc.description} : {}),
            twin,
            headings: renderedHeadings(html),
            sectioned,
            ...(links && links.size > 0 ? {sectionLinks: Object.fromEntries(links)} : {}),
          });
        }
        manifest.sort((a, b) => a.route.localeCompare(b.route));
        const file = path.join(outDir, manifestPagesFile(version.name));
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, JSON.stringify(manifest));
        pages += manifest.length;
      }
      console.log(`[${PLUGIN_NAME}] ${pages} pages of ${docs.loadedVersions.length} versions → ${manifestPagesFile('<version>')}`);
    },
  };
}
