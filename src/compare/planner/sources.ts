/**
 * Reads the planner's data out of Markdown sources (build time, ../plugin.ts): the changes of a
 * major upgrade guide (its sections with a "What to do" line), and every `<Since>`/`<Until>` fence of a `docs/` page with the heading it
 * sits under. Pure (strings in, data out) so the unit tests run it without a build.
 *
 * Headings and their anchors come from the one heading reader (src/markdown/syntax/headings.ts, ids as
 * the site gives them), so the planner's links land on the heading.
 */
import {blankFrontMatter} from '../../markdown/syntax/frontMatter';
import {FenceReader, blockTitleOf, codeBlocks, metaAttribute} from '../../markdown/syntax/codeFences';
import {isHeadingLine, readHeadings, type Heading} from '../../markdown/syntax/headings';
import {linksAsText} from '../../markdown/syntax/inline';
import {MAGIC_COMMENTS, markLines} from '../../markdown/syntax/magicComments';
import {startsOtherBlock, startsWithComponentTag, tableCellsOf, withoutListMarker} from '../../markdown/syntax/blocks';
import {findFences} from '../../markdown/syntax/versionFences';
import {fenceBoundary} from '../../versions/fences';
import type {FencedChange, GuideStep} from './types';

/** A heading as a planner title: its inline Markdown (code spans kept, the page shows them), links reduced to their text. */
function titleOf(heading: Heading): string {
  return linksAsText(heading.markdown);
}

/** The site's line-highlighting comments (`// added-next-line`) mean nothing outside a rendered page. */
function withoutMagicComments(code: string, lang: string): string {
  return markLines(code, {language: lang.toLowerCase() || 'text', magicComments: MAGIC_COMMENTS}).code;
}

/** The label that marks a guide section as a change to act on, and starts its "what to do". */
const TODO = /^\*\*What to do:?\*\*:?\s*/;

/** The paragraphs of a section's lines (code blocks, tables, lists and components left out). */
function paragraphs(lines: string[]): string[] {
  const fences = new FenceReader();
  const result: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) result.push(current.join(' '));
    current = [];
  };
  for (const line of lines) {
    const kind = fences.read(line).kind;
    const trimmed = line.trim();
    if (kind !== 'text' || trimmed === '' || startsOtherBlock(trimmed)) {
      flush();
      continue;
    }
    current.push(trimmed);
  }
  flush();
  return result;
}

/**
 * A guide's changes: each `##` or `###` section with a "**What to do:**" paragraph (sections
 * without one, such as the introduction or the closing checklist, are not changes). Its title is
 * the heading, `why` the paragraph before that one, `todo` that paragraph's text, and its snippet
 * the section's first code block that is not a quote of the compiler's source (`source=`).
 * `markdown` is the guide as one version shows it (fences resolved).
 */
export function guideSteps(markdown: string): GuideStep[] {
  const text = blankFrontMatter(markdown);
  const lines = text.split('\n');
  const headings = readHeadings(text).filter((heading) => heading.depth === 2 || heading.depth === 3);
  return headings.flatMap((heading, index) => {
    const body = lines.slice(heading.line, headings[index + 1] ? headings[index + 1].line - 1 : lines.length);
    const texts = paragraphs(body);
    const todo = texts.find((paragraph) => TODO.test(paragraph));
    if (!todo) return [];
    // The paragraph just before the "what to do" says why; one that introduces a list ends the sentence.
    const before = texts[texts.indexOf(todo) - 1];
    const why = before?.replace(/:$/, '.');
    const block = codeBlocks(body.join('\n')).find(
      (candidate) => metaAttribute(candidate.meta, 'source') === undefined && candidate.lang !== 'bash',
    );
    const todoText = linksAsText(todo.replace(TODO, ''));
    const step: GuideStep = {title: titleOf(heading), anchor: heading.anchor, todo: todoText.charAt(0).toUpperCase() + todoText.slice(1)};
    if (why) step.why = linksAsText(why);
    if (block) step.snippet = {lang: block.lang, title: blockTitleOf(block.meta), code: withoutMagicComments(block.code, block.lang)};
    return [step];
  });
}

/** A short, stable hash (FNV-1a): tick keys that survive fences moving within a page. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(36);
}

const SUMMARY_LENGTH = 220;

/** A table row's cells (`| a | b |` → `a · b`), so a fenced row reads as text. */
function rowText(cells: string[]): string {
  return cells.filter(Boolean).join(' · ');
}

/**
 * A fence's content as one line: its first prose line (or its code), headings and list marks
 * dropped, links reduced to their text (a relative link means nothing outside its page), and a
 * fragment's leading punctuation trimmed.
 */
function summarize(content: string, inCode: boolean): string {
  const fences = new FenceReader();
  const lines = content
    .split('\n')
    .filter((line) => !['open', 'close'].includes(fences.read(line).kind))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !startsWithComponentTag(line));
  if (inCode) {
    const code = lines.join(' ').replace(/`/g, '');
    return `\`${code.length > SUMMARY_LENGTH ? `${code.slice(0, SUMMARY_LENGTH - 1)}…` : code}\``;
  }
  const first = lines[0] ?? '';
  // A heading reads as its text: no `#` marks, no explicit id.
  const heading = isHeadingLine(first) ? readHeadings(first)[0] : undefined;
  const cells = heading ? undefined : tableCellsOf(first);
  const text = linksAsText(withoutListMarker(heading ? heading.markdown : cells ? rowText(cells) : first)).replace(/^[\s,;:.]+/, '');
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : text;
}

export interface FenceSourcePage {
  /** The page's route (e.g. `components/properties`). */
  route: string;
  title: string;
  /** The `docs/` source, fences unresolved. */
  source: string;
  sourcePath: string;
}

/** Every fence of a `docs/` page as a change, with the heading it sits under. */
export function fencedChanges(page: FenceSourcePage): FencedChange[] {
  const source = blankFrontMatter(page.source);
  const headings = readHeadings(source).filter((heading) => heading.depth >= 2);
  return findFences(source, page.sourcePath).map((fence) => {
    const under = headings.filter((heading) => heading.line < fence.line).at(-1);
    const text = summarize(fence.content, fence.inCode);
    return {
      id: `fence:${page.route}:${fence.kind}${fence.version}:${hash(fence.content)}`,
      kind: fence.kind,
      fenceVersion: fence.version,
      release: fenceBoundary(fence.kind, fence.version),
      pageTitle: page.title,
      route: page.route,
      section: under ? {title: titleOf(under), anchor: under.anchor} : undefined,
      text,
      inCode: fence.inCode,
    };
  });
}
