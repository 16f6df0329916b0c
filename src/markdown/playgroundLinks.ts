/**
 * "Open in the playground" under a code block whose fence says `playground` (issue 39): the
 * messages pages' component examples (src/diagnostics/render.ts writes the word), and nothing
 * else, since code blocks elsewhere keep no run link (SPEC §1). The link opens the playground of
 * the page's own docs version with the example as its component, encoded at build time the way
 * the playground's share links are (src/playground/share.ts), so a doc page loads nothing of
 * the playground. In the query, not the fragment: the build's link check reads a fragment as an
 * anchor of the page.
 *
 * The link only works in a browser (the playground runs there), so it carries
 * `data-markdown-ignore` and the twin has no line for it; the twin drops the word from the fence.
 */
import path from 'node:path';
import type {Code, Paragraph, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {NEXT_VERSION, docUrl, versionOfDocsFile, type DocsVersion} from '../versions/versions';
import {SHARE_KEY, encodeSource} from '../playground/share';
import {tagOf} from '../playground/project';
import {FenceReader, metaHasWord, splitInfo} from './syntax/codeFences';

/** The fence word that asks for the link. */
export const PLAYGROUND_META = 'playground';
/** The playground page's route in every version (src/inventory/addedPages.ts). */
export const PLAYGROUND_ROUTE = 'playground';
export const PLAYGROUND_LINK_TEXT = 'Open in the playground';

// `__filename`, not `__dirname`: tsx gives ES-module importers of this CommonJS file only the former.
const PROJECT_ROOT = path.resolve(path.dirname(__filename), '../..');

/** The playground of `version` holding `tsx` as its component, no styles, and the component's tag as its usage. */
export function playgroundLinkUrl(version: DocsVersion, tsx: string): string {
  const tag = tagOf(tsx);
  const code = encodeSource({tsx: `${tsx.trimEnd()}\n`, css: '', html: `<${tag}></${tag}>\n`});
  return `${docUrl(version, PLAYGROUND_ROUTE)}?${SHARE_KEY}=${code}`;
}

/** A fence's metastring without the `playground` word (null when nothing else is left). */
export function metaWithoutPlayground(meta: string | null | undefined): string | null {
  const rest = (meta ?? '')
    .split(/\s+/)
    .filter((word) => word && word !== PLAYGROUND_META)
    .join(' ');
  return rest || null;
}

export function remarkPlaygroundLinks() {
  return (tree: Root, file: {path?: string}) => {
    const version = (file.path && versionOfDocsFile(path.relative(PROJECT_ROOT, file.path))) || NEXT_VERSION;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!metaHasWord(node.meta ?? undefined, PLAYGROUND_META) || !parent || index === undefined) return;
      node.meta = metaWithoutPlayground(node.meta);
      const link: Paragraph = {
        type: 'paragraph',
        data: {hProperties: {className: ['playground-link'], dataMarkdownIgnore: '', dataPagefindIgnore: 'all'}},
        children: [{type: 'link', url: playgroundLinkUrl(version, node.value), children: [{type: 'text', value: PLAYGROUND_LINK_TEXT}]}],
      };
      parent.children.splice(index + 1, 0, link);
      return index + 2;
    });
  };
}

/** The twin's opening fence: the same, without the `playground` word (no text to a Markdown reader). */
export function fenceOpenWithoutPlayground(line: string): string {
  const seen = new FenceReader().read(line);
  if (seen.kind !== 'open') return line;
  const {lang, meta} = splitInfo(seen.info!);
  if (!metaHasWord(meta, PLAYGROUND_META)) return line;
  const rest = metaWithoutPlayground(meta);
  return `${line.slice(0, line.indexOf(seen.marker!))}${seen.marker}${lang}${rest ? ` ${rest}` : ''}`;
}
