/**
 * Reads the planner's data out of Markdown sources (build time, ../plugin.ts): the sections of a
 * major upgrade guide, and every `<Since>`/`<Until>` fence of a `docs/` page with the heading it
 * sits under. Pure (strings in, data out) so the unit tests run it without a build.
 *
 * Heading anchors are computed as Docusaurus computes them (its own `createSlugger` over the
 * heading's text, one slugger per page, `{#custom-id}` wins), so the planner's links land on the heading.
 */
import {createSlugger} from '@docusaurus/utils';
import {findFences} from '../../versions/fences';
import type {FencedChange, GuideSection} from './plan';

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const CODE_FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.*?)(?:\s*\{#([\w-]+)\})?\s*#*\s*$/;

/** Inline Markdown → the text a reader sees (what Docusaurus slugs). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*_]/g, '')
    .trim();
}

interface Heading {
  depth: number;
  /** The heading's Markdown text (inline syntax kept). */
  text: string;
  anchor: string;
  /** 1-based line in the text given. */
  line: number;
}

/** Every heading of a Markdown text outside code blocks, with its anchor. */
export function headingsOf(markdown: string): Heading[] {
  const slugger = createSlugger();
  const headings: Heading[] = [];
  let codeFence: string | null = null;
  markdown.split('\n').forEach((line, index) => {
    const fence = CODE_FENCE.exec(line);
    if (fence) {
      if (codeFence === null) codeFence = fence[1];
      else if (fence[1][0] === codeFence[0] && fence[1].length >= codeFence.length && line.trim() === fence[1]) codeFence = null;
      return;
    }
    if (codeFence !== null) return;
    const match = HEADING.exec(line);
    if (!match) return;
    const text = match[2];
    headings.push({depth: match[1].length, text, anchor: match[3] ?? slugger.slug(plainText(text)), line: index + 1});
  });
  return headings;
}

/** Front matter replaced by as many blank lines, so line numbers stay those of the file. */
function withoutFrontMatter(source: string): string {
  return source.replace(FRONT_MATTER, (block) => '\n'.repeat(block.split('\n').length - 1));
}

/**
 * A guide's checklist sections: each `###` under its `##`, or the `##` itself when it has none.
 * `markdown` is the guide as one version shows it (fences resolved).
 */
export function guideSections(markdown: string): GuideSection[] {
  const headings = headingsOf(withoutFrontMatter(markdown)).filter((heading) => heading.depth === 2 || heading.depth === 3);
  return headings.flatMap((heading, index) => {
    if (heading.depth === 3) {
      const parent = headings
        .slice(0, index)
        .reverse()
        .find((candidate) => candidate.depth === 2);
      return [{title: parent ? `${plainText(parent.text)} › ${plainText(heading.text)}` : plainText(heading.text), anchor: heading.anchor}];
    }
    const hasSubsections = headings[index + 1]?.depth === 3;
    return hasSubsections ? [] : [{title: plainText(heading.text), anchor: heading.anchor}];
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
function rowText(line: string): string {
  return line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim())
    .filter(Boolean)
    .join(' · ');
}

/**
 * A fence's content as one line: its first prose line (or its code), headings and list marks
 * dropped, links reduced to their text (a relative link means nothing outside its page), and a
 * fragment's leading punctuation trimmed.
 */
function summarize(content: string, inCode: boolean): string {
  const lines = content
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !CODE_FENCE.test(line) && !/^<\/?[A-Z]/.test(line));
  if (inCode) {
    const code = lines.join(' ').replace(/`/g, '');
    return `\`${code.length > SUMMARY_LENGTH ? `${code.slice(0, SUMMARY_LENGTH - 1)}…` : code}\``;
  }
  const first = lines[0] ?? '';
  const text = (first.startsWith('|') ? rowText(first) : first)
    .replace(/^#{1,6}\s+/, '')
    .replace(/^[-*]\s+/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[\s,;:.]+/, '');
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : text;
}

function nextRelease(version: string): [number, number] {
  const [major, minor = 0] = version.split('.').map(Number);
  return [major, minor + 1];
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
  const source = withoutFrontMatter(page.source);
  const headings = headingsOf(source).filter((heading) => heading.depth >= 2);
  return findFences(source, page.sourcePath).map((fence) => {
    const under = headings.filter((heading) => heading.line < fence.line).at(-1);
    const [major, minor = 0] = fence.version.split('.').map(Number);
    const text = summarize(fence.content, fence.inCode);
    return {
      id: `fence:${page.route}:${fence.kind}${fence.version}:${hash(fence.content)}`,
      kind: fence.kind,
      fenceVersion: fence.version,
      release: fence.kind === 'Since' ? [major, minor] : nextRelease(fence.version),
      pageTitle: page.title,
      route: page.route,
      section: under ? {title: plainText(under.text), anchor: under.anchor} : undefined,
      text,
      inCode: fence.inCode,
    };
  });
}
