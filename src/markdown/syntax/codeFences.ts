/**
 * The one code-fence reader: which lines of a Markdown text are code. A line walk, not a parse,
 * because its callers work line by line (version fences filter lines inside code blocks, the
 * twin keeps code byte for byte) and need the line numbers of the source.
 *
 * The rules are CommonMark's, except indentation: a fence is three or more backticks or tildes;
 * a backtick fence's info string holds no backtick (so a line starting with "```a```" is inline
 * code); a block closes at a fence of the same character, at least as long, with nothing after
 * it; a block never closed runs to the end. Any indentation counts, because a line walk does not
 * know the list item or admonition a fence sits in (the docs indent fences in list items).
 */

/** What one line is, seen by the reader. */
export type FenceLineKind = 'open' | 'close' | 'code' | 'text';

export interface FenceLine {
  kind: FenceLineKind;
  /** The open block's marker (```` ``` ````, `~~~~`…) on `open`, `code` and `close` lines. */
  marker?: string;
  /** On an `open` line: the info string, trimmed (`tsx title="a.tsx"`). */
  info?: string;
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** Reads lines one at a time, keeping whether a block is open: for callers that walk lines themselves. */
export class FenceReader {
  private open: string | null = null;

  /** Whether the last line read left a code block open. */
  get inCode(): boolean {
    return this.open !== null;
  }

  read(line: string): FenceLine {
    const match = FENCE.exec(line);
    if (this.open !== null) {
      const marker = this.open;
      if (match && match[2][0] === marker[0] && match[2].length >= marker.length && match[3].trim() === '') {
        this.open = null;
        return {kind: 'close', marker};
      }
      return {kind: 'code', marker};
    }
    if (!match || (match[2][0] === '`' && match[3].includes('`'))) return {kind: 'text'};
    this.open = match[2];
    return {kind: 'open', marker: match[2], info: match[3].trim()};
  }
}

/** Every line's kind, in order. */
export function fenceLines(lines: readonly string[]): FenceLine[] {
  const reader = new FenceReader();
  return lines.map((line) => reader.read(line));
}

export interface CodeBlock {
  /** 1-based line of the opening fence. */
  line: number;
  marker: string;
  /** The first word of the info string (`tsx`), '' for none. */
  lang: string;
  /** The rest of the info string (`title="a.tsx" {1,3}`). */
  meta: string;
  code: string;
  /** False for a block that runs to the end of the text. */
  closed: boolean;
}

/** A metastring's `name="value"` (or `name='value'`), as Docusaurus's code block reads `title`. */
export function metaAttribute(meta: string | undefined, name: string): string | undefined {
  if (!meta) return undefined;
  for (const match of meta.matchAll(/(?:^|\s)([\w-]+)=(["'])(.*?)\2/g)) if (match[1] === name) return match[3];
  return undefined;
}

/** Whether a metastring holds a bare word (`class-members`, `npm2yarn`). */
export function metaHasWord(meta: string | undefined, word: string): boolean {
  return (meta ?? '').split(/\s+/).includes(word);
}

/** A block's title from its metastring (`title="src/a.tsx"` or with single quotes), as Docusaurus's code block reads it. */
export function blockTitleOf(meta: string): string | undefined {
  return metaAttribute(meta, 'title');
}

/** Splits an info string into its language and metastring. */
export function splitInfo(info: string): {lang: string; meta: string} {
  const [lang = '', ...rest] = info.trim().split(/\s+/);
  return {lang, meta: rest.join(' ')};
}

/** An opening fence line with its metastring dropped (` ```bash npm2yarn` → ` ```bash`), only when it is `only` if given; any other line as it is. */
export function withoutMeta(line: string, only?: string): string {
  const seen = new FenceReader().read(line);
  if (seen.kind !== 'open' || (only !== undefined && splitInfo(seen.info!).meta !== only)) return line;
  const indent = line.slice(0, line.indexOf(seen.marker!));
  return `${indent}${seen.marker}${splitInfo(seen.info!).lang}`;
}

/** A backtick fence long enough to hold `code` (a snippet may quote a fence itself). */
export function fenceFor(code: string): string {
  const longest = Math.max(2, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  return '`'.repeat(longest + 1);
}

/** The fenced code blocks of a text, with language, metastring and code. */
export function codeBlocks(text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let open: (CodeBlock & {body: string[]}) | null = null;
  const reader = new FenceReader();
  text.split(/\r?\n/).forEach((line, index) => {
    const seen = reader.read(line);
    if (seen.kind === 'open') {
      open = {line: index + 1, marker: seen.marker!, ...splitInfo(seen.info!), code: '', closed: false, body: []};
    } else if (seen.kind === 'code') {
      open!.body.push(line);
    } else if (seen.kind === 'close') {
      const {body, ...block} = open!;
      blocks.push({...block, code: body.join('\n'), closed: true});
      open = null;
    }
  });
  if (open) {
    const {body, ...block} = open as CodeBlock & {body: string[]};
    blocks.push({...block, code: body.join('\n')});
  }
  return blocks;
}
