/**
 * Reads the planner's data out of Markdown sources (build time, ../plugin.ts): the sections of a
 * major upgrade guide, and every `<Since>`/`<Until>` fence of a `docs/` page with the heading it
 * sits under. Pure (strings in, data out) so the unit tests run it without a build.
 *
 * Headings and their anchors come from the one heading reader (src/markdown/headings.ts, ids as
 * the site gives them), so the planner's links land on the heading.
 */
import {blankFrontMatter} from '../../markdown/frontMatter';
import {FenceReader} from '../../markdown/codeFences';
import {readHeadings, type Heading} from '../../markdown/headings';
import {findFences} from '../../versions/fences';
import type {FencedChange, GuideSection} from './plan';

/** A heading as a planner title: its inline Markdown (code spans kept, the page shows them), links reduced to their text. */
function titleOf(heading: Heading): string {
  return heading.markdown.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
}

/**
 * A guide's checklist sections: each `###` under its `##`, or the `##` itself when it has none.
 * `markdown` is the guide as one version shows it (fences resolved).
 */
export function guideSections(markdown: string): GuideSection[] {
  const headings = readHeadings(blankFrontMatter(markdown)).filter((heading) => heading.depth === 2 || heading.depth === 3);
  return headings.flatMap((heading, index) => {
    if (heading.depth === 3) {
      const parent = headings
        .slice(0, index)
        .reverse()
        .find((candidate) => candidate.depth === 2);
      return [{title: parent ? `${titleOf(parent)} › ${titleOf(heading)}` : titleOf(heading), anchor: heading.anchor}];
    }
    const hasSubsections = headings[index + 1]?.depth === 3;
    return hasSubsections ? [] : [{title: titleOf(heading), anchor: heading.anchor}];
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
  const fences = new FenceReader();
  const lines = content
    .split('\n')
    .filter((line) => !['open', 'close'].includes(fences.read(line).kind))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^<\/?[A-Z]/.test(line));
  if (inCode) {
    const code = lines.join(' ').replace(/`/g, '');
    return `\`${code.length > SUMMARY_LENGTH ? `${code.slice(0, SUMMARY_LENGTH - 1)}…` : code}\``;
  }
  const first = lines[0] ?? '';
  // A heading reads as its text: no `#` marks, no explicit id.
  const heading = /^#{1,6}\s/.test(first) ? readHeadings(first)[0] : undefined;
  const text = (heading ? heading.markdown : first.startsWith('|') ? rowText(first) : first)
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
  const source = blankFrontMatter(page.source);
  const headings = readHeadings(source).filter((heading) => heading.depth >= 2);
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
      section: under ? {title: titleOf(under), anchor: under.anchor} : undefined,
      text,
      inCode: fence.inCode,
    };
  });
}
