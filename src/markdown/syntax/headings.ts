/**
 * The one heading reader: every ATX heading of a Markdown source outside code blocks, with the
 * anchor the site gives it. The anchor is computed as Docusaurus's heading step
 * (`@docusaurus/mdx-loader` remark/headings) computes it: an explicit id wins, `{/* #id *\/}` (an
 * MDX comment as the heading's last part) or `{#id}` (the classic form, escaped `\{#id}` in MDX),
 * and is not counted by the slugger; any other heading is slugged by `createSlugger` from the text
 * a reader sees (mdast's `toString`, raw HTML left out), one slugger per page.
 *
 * Headings the page gains at build time (the API availability tables' areas) are not in the
 * source, so not here; no page links to them by anchor.
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import type {Heading as MdastHeading} from 'mdast';
import {FenceReader} from './codeFences';

export interface Heading {
  depth: number;
  /** The heading as a reader sees it: inline Markdown reduced to text, its explicit id left out. */
  text: string;
  /** The heading's Markdown (inline syntax kept), its explicit id left out. */
  markdown: string;
  anchor: string;
  /** Whether the anchor was written in the source rather than slugged. */
  explicitId: boolean;
  /** 1-based line in the text given. */
  line: number;
}

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const HEADING_START = /^ {0,3}#{1,6}(?:[ \t]|$)/;
/** An explicit heading id after the title, `{/* #id *\/}` or `{#id}` (`\{#id}` in MDX): an anchor, not text. */
const EXPLICIT_ID = /^(\s{0,3}#{1,6} .*?)\s*(?:\{\/\*\s*#[^\s*]+[^*]*\*\/\}|\\?\{#[^}]*\})\s*$/;
/** `{/* #my-id *\/}` ending a heading: Docusaurus reads the comment's first word, when it starts with `#`. */
const COMMENT_ID = /[ \t]*\{\/\*[ \t]*#([^\s*]+)[^*]*\*\/\}$/;

/** Inline Markdown → the text Docusaurus slugs: mdast's `toString` of the heading's children, raw HTML left out. */
export function headingText(markdown: string): string {
  const heading = fromMarkdown(`# ${markdown}`).children[0] as MdastHeading | undefined;
  if (!heading || heading.type !== 'heading') return markdown.trim();
  const children = heading.children.filter((child) => child.type !== 'html');
  return toString(children.length > 0 ? children : heading);
}

/** Whether a line is an ATX heading (`## Title`); the caller knows it is not code. */
export function isHeadingLine(line: string): boolean {
  return HEADING_START.test(line);
}

/** A heading line without its explicit id (`## Title {#id}` → `## Title`); any other line as it is. */
export function withoutExplicitId(line: string): string {
  return line.replace(EXPLICIT_ID, '$1');
}

/** Every heading of a Markdown text outside code blocks, with its anchor. Front matter is not skipped: see readFrontMatter. */
export function readHeadings(markdown: string): Heading[] {
  const slugger = createSlugger();
  const fences = new FenceReader();
  const headings: Heading[] = [];
  markdown.split(/\r?\n/).forEach((line, index) => {
    if (fences.read(line).kind !== 'text') return;
    const match = ATX.exec(line);
    if (!match) return;
    let source = (match[2] ?? '').trim();
    const comment = COMMENT_ID.exec(source);
    if (comment) source = source.slice(0, comment.index).trimEnd();
    const text = headingText(source);
    const classic = comment ? undefined : parseMarkdownHeadingId(text, 'classic');
    const id = comment?.[1] ?? classic?.id;
    const shown = classic?.id ? classic.text.trimEnd() : text;
    const markdownText = classic?.id ? source.replace(/\s*\\?\{#[^}]*\}$/, '') : source;
    headings.push({
      depth: match[1].length,
      text: shown,
      markdown: markdownText,
      anchor: id ?? slugger.slug(text),
      explicitId: id !== undefined,
      line: index + 1,
    });
  });
  return headings;
}
