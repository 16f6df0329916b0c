/**
 * Prose extraction for the docs' content checks.
 *
 * Mirrors the prose definition of `../shared/tools/originality` (front matter, fenced code,
 * MDX import/export lines, inline code, link targets and HTML/JSX tags are not prose), so the
 * minimum-word fixture and the originality check count the same words.
 */

const FENCE = /^\s*(```|~~~)/;
const WORD = /[a-z0-9]+(?:['’][a-z]+)?/g;

export function stripFrontMatter(text: string): string {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return text;
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  return end === -1 ? text : lines.slice(end + 1).join('\n');
}

/** The words a reader reads outside code: what the inventory's `min_words` counts. */
export function proseWords(text: string): string[] {
  const kept: string[] = [];
  let inCode = false;
  for (const line of stripFrontMatter(text).split(/\r?\n/)) {
    if (FENCE.test(line)) {
      inCode = !inCode;
      continue;
    }
    if (inCode || /^\s*(import|export) /.test(line)) continue;
    kept.push(line);
  }
  const body = kept
    .join('\n')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ');
  return body.toLowerCase().match(WORD) ?? [];
}

export interface CodeBlock {
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  meta: string;
  code: string;
}

/** Fenced code blocks with their language and metastring (`title="…"`, `{1,3}`, …). */
export function codeBlocks(text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = text.split(/\r?\n/);
  let open: {line: number; fence: string; lang: string; meta: string; body: string[]} | null = null;
  lines.forEach((line, index) => {
    const match = /^\s*(```+|~~~+)(.*)$/.exec(line);
    if (!open) {
      if (!match) return;
      const info = match[2].trim();
      const [lang = '', ...rest] = info.split(/\s+/);
      open = {line: index + 1, fence: match[1], lang, meta: rest.join(' '), body: []};
      return;
    }
    if (match && match[1].startsWith(open.fence) && match[2].trim() === '') {
      blocks.push({line: open.line, lang: open.lang, meta: open.meta, code: open.body.join('\n')});
      open = null;
      return;
    }
    open.body.push(line);
  });
  return blocks;
}
