/**
 * Long answers in pieces an agent can ask for (issue 40): no answer is longer than
 * `ANSWER_LIMIT` characters unless the caller asks for the whole (`section: "all"`). A long
 * Markdown answer first comes back as an index of its sections (id, heading, size), and each
 * section by its id; a section or an answer without headings that is still too long comes in
 * parts (`part: 2`). An agent's context is small and a 20k-character page crowds out its work;
 * the index lets it read only what it needs.
 *
 * Pure: the tools (./tools/) give it the answer's heading lines, its Markdown body and how to
 * call them again, and get back the text to send.
 */
import {FenceReader} from '../../../src/markdown/syntax/codeFences';
import {readHeadings} from '../../../src/markdown/syntax/headings';

/** The most characters an answer holds unless its caller asks for more. */
export const ANSWER_LIMIT = 8_000;
/** The `section` that asks for the whole answer, however long. */
export const WHOLE = 'all';
/** The id of the text before an answer's first heading, when it is listed as a section of its own. */
export const INTRO = 'intro';
/** An opening longer than this is a section of its own in the index rather than shown above it. */
const INTRO_SHOWN_UP_TO = 2_000;

export interface Section {
  /** What the caller passes as `section`: the page's anchor on the site, else the heading's slug. */
  id: string;
  heading: string;
  level: number;
  /** Where it starts (its heading line) and ends (the next heading of its level or above) in the body. */
  start: number;
  end: number;
  children: Section[];
}

export interface PieceRequest {
  section?: string;
  part?: number;
}

/** How the caller asks again: the tool and the arguments it was called with (without section and part). */
export interface AskAgain {
  tool: string;
  args: Record<string, unknown>;
}

export interface Piece {
  text: string;
  /** A section or part the answer does not have. */
  isError?: boolean;
}

/**
 * The `##`-`####` headings of a Markdown text, outside code blocks, as a tree. `anchors` are the
 * ids the site gave a page's headings (by where each starts); other headings get the anchor
 * Docusaurus would give them (src/markdown/syntax/headings.ts).
 */
export function outline(markdown: string, anchors: readonly {anchor: string; start: number}[] = []): Section[] {
  const anchorAt = new Map(anchors.map(({anchor, start}) => [start, anchor]));
  const lineStarts = [0];
  for (let at = markdown.indexOf('\n'); at !== -1; at = markdown.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const roots: Section[] = [];
  const open: Section[] = [];
  for (const heading of readHeadings(markdown)) {
    if (heading.depth < 2 || heading.depth > 4) continue;
    const start = lineStarts[heading.line - 1];
    const section: Section = {
      id: anchorAt.get(start) ?? heading.anchor,
      heading: heading.text,
      level: heading.depth,
      start,
      end: markdown.length,
      children: [],
    };
    while (open.length > 0 && open.at(-1)!.level >= section.level) open.pop()!.end = start;
    (open.at(-1)?.children ?? roots).push(section);
    open.push(section);
  }
  return roots;
}

/** The piece of `body` a call asked for, under the answer's `head` lines. */
export function piece(
  head: string,
  body: string,
  request: PieceRequest,
  again: AskAgain,
  anchors?: readonly {anchor: string; start: number}[],
): Piece {
  if (request.section === WHOLE) return {text: `${head}\n\n${body}`};
  const sections = outline(body, anchors);
  const call = (extra: PieceRequest) => `${again.tool} ${JSON.stringify({...again.args, ...extra})}`;
  let shown: string;
  let sectionAsked: string | undefined;
  if (request.section !== undefined) {
    const asked = request.section.trim();
    const introText = sections.length > 0 ? body.slice(0, sections[0].start) : body;
    const found = asked.toLowerCase() === INTRO ? undefined : findSection(sections, asked);
    if (asked.toLowerCase() === INTRO && introText.trim()) {
      shown = introText;
    } else if (!found) {
      const ids = flatten(sections)
        .filter((section) => section.level <= (sections[0]?.level ?? 2) + 1)
        .map((section) => `\`${section.id}\``);
      return {
        isError: true,
        text: `${head}\n\nThis answer has no section "${request.section}". ${
          ids.length > 0
            ? `Its sections: ${ids.slice(0, 60).join(', ')}${ids.length > 60 ? ', …' : ''}; or "${WHOLE}" for the whole answer.`
            : `It has no sections; ask for it without \`section\`.`
        }`,
      };
    } else {
      const text = body.slice(found.start, found.end);
      sectionAsked = found.id;
      shown =
        text.length <= ANSWER_LIMIT || found.children.length === 0
          ? text
          : `${body.slice(found.start, found.children[0].start)}\n${index(found.children, body, text.length, call, `section \`${found.id}\``)}`;
    }
  } else if (head.length + body.length + 2 <= ANSWER_LIMIT || sections.length === 0) {
    shown = body;
  } else {
    const introText = body.slice(0, sections[0].start);
    const listed: Section[] =
      introText.length > INTRO_SHOWN_UP_TO
        ? [
            {
              id: INTRO,
              heading: '(the opening, before the first heading)',
              level: sections[0].level,
              start: 0,
              end: sections[0].start,
              children: [],
            },
            ...sections,
          ]
        : sections;
    const opening = listed[0].id === INTRO ? '' : introText.trim();
    shown = [opening, index(listed, body, body.length, call, 'answer')].filter(Boolean).join('\n\n');
  }
  const parts = split(shown, ANSWER_LIMIT - head.length - 300);
  const part = request.part ?? 1;
  if (part > parts.length) {
    return {
      isError: true,
      text: `${head}\n\nThis answer has ${parts.length} part${parts.length === 1 ? '' : 's'}; there is no part ${part}.`,
    };
  }
  const footer =
    parts.length > 1
      ? `\n\n(Part ${part} of ${parts.length} of this ${sectionAsked ? `section` : 'answer'}.${
          part < parts.length ? ` The next: ${call({...(sectionAsked ? {section: sectionAsked} : {}), part: part + 1})}` : ''
        })`
      : '';
  return {text: `${head}\n\n${parts.length > 1 ? parts[part - 1].trim() : parts[0]}${footer}`};
}

/** The index of `sections`: ids, headings and sizes, two levels deep when that stays short. */
function index(sections: readonly Section[], body: string, total: number, call: (extra: PieceRequest) => string, what: string): string {
  const size = (section: Section) => (section.end - section.start).toLocaleString('en-US');
  const render = (depth: number) => {
    const lines: string[] = [];
    const walk = (list: readonly Section[], level: number) => {
      for (const section of list) {
        lines.push(`${'  '.repeat(level)}- \`${section.id}\`: ${section.heading} (${size(section)} characters)`);
        if (level + 1 < depth) walk(section.children, level + 1);
      }
    };
    walk(sections, 0);
    return lines.join('\n');
  };
  const deep = render(2);
  const list = deep.length <= ANSWER_LIMIT / 2 ? deep : render(1);
  return [
    `This ${what} is ${total.toLocaleString('en-US')} characters, more than the ${ANSWER_LIMIT.toLocaleString('en-US')} one answer holds, so here is its index. Ask for a section by its id, for example ${call({section: sections[0].id})}, or pass section "${WHOLE}" for the whole answer at once.`,
    '',
    list,
  ].join('\n');
}

function flatten(sections: readonly Section[]): Section[] {
  return sections.flatMap((section) => [section, ...flatten(section.children)]);
}

/** A section by id, else by its heading (either case). */
function findSection(sections: readonly Section[], asked: string): Section | undefined {
  const all = flatten(sections);
  const lower = asked.toLowerCase();
  return all.find((section) => section.id === asked) ?? all.find((section) => section.heading.toLowerCase() === lower);
}

/**
 * `text` cut into parts of at most `max` characters, at a blank line outside code fences where
 * one falls in the second half of a part, else at a line end.
 */
export function split(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const parts: string[] = [];
  let current = '';
  let lastBreak = -1;
  const fences = new FenceReader();
  const flush = (at: number) => {
    parts.push(current.slice(0, at));
    current = current.slice(at);
    lastBreak = -1;
  };
  for (const rawLine of text.split('\n')) {
    let line = `${rawLine}\n`;
    while (current.length + line.length > max) {
      if (lastBreak >= max / 2) flush(lastBreak);
      else if (current.length > 0) flush(current.length);
      else {
        current = line.slice(0, max);
        line = line.slice(max);
        flush(current.length);
      }
    }
    current += line;
    if (fences.read(rawLine).kind === 'text' && rawLine.trim() === '') lastBreak = current.length;
  }
  if (current.trim()) parts.push(current);
  return parts;
}
