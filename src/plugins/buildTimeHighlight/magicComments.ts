/**
 * Docusaurus's magic comments and metastring ranges, applied at build time: the lines to mark
 * and the code without its directive lines.
 *
 * Why our own copy: upstream's parser (`parseLines` in @docusaurus/theme-common) lives in a
 * client module with JSX in a `.js` file, which Node cannot load in the MDX pipeline. This is a
 * port of it (theme-common 3.10, MIT): same comment styles per language, same order (a
 * metastring range wins and removes nothing), same handling of a trailing line break.
 * tests/unit/buildTimeHighlight.test.ts pins its behaviour.
 */
import type {MagicComment} from './prism/config';

type CommentStyle = 'js' | 'jsBlock' | 'jsx' | 'bash' | 'html';

/** Start and end of each comment style, as regular-expression source. */
const COMMENT_PATTERNS: Record<CommentStyle, {start: string; end: string}> = {
  js: {start: '\\/\\/', end: ''},
  jsBlock: {start: '\\/\\*', end: '\\*\\/'},
  jsx: {start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}'},
  bash: {start: '#', end: ''},
  html: {start: '<!--', end: '-->'},
};

/**
 * The comment styles a language's directives may use. Upstream also knows the comments of
 * languages this site never highlights (lua, tex, sql…); those fall back to the popular styles.
 */
function commentStyles(language: string): CommentStyle[] {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'bash'];
    default:
      return ['js', 'jsBlock', 'jsx', 'bash', 'html'];
  }
}

function directiveRegex(language: string, magicComments: MagicComment[]): RegExp {
  const directives = magicComments.flatMap((d) => [d.line, d.block?.start, d.block?.end].filter(Boolean)).join('|');
  const pattern = commentStyles(language)
    .map((style) => `(?:${COMMENT_PATTERNS[style].start}\\s*(${directives})\\s*${COMMENT_PATTERNS[style].end})`)
    .join('|');
  return new RegExp(`^\\s*(?:${pattern})\\s*$`);
}

/** `1,3-5` → 1, 3, 4, 5 (a descending range counts down, as parse-numeric-range does). */
function parseRange(range: string): number[] {
  return range
    .split(',')
    .filter(Boolean)
    .flatMap((part) => {
      const [from, to] = part.split('-').map(Number);
      if (to === undefined) return [from];
      const step = from <= to ? 1 : -1;
      return Array.from({length: Math.abs(to - from) + 1}, (_, i) => from + i * step);
    });
}

const METASTRING_RANGE = /\{(?<range>[\d,-]+)\}/;

export interface MarkedLines {
  /** The code as shown and copied: directive lines removed, no trailing line break. */
  code: string;
  /** Class names per line index (0-based) of `code`. */
  lineClassNames: Record<number, string[]>;
}

export function markLines(
  input: string,
  {language, metastring, magicComments}: {language: string; metastring?: string; magicComments: MagicComment[]},
): MarkedLines {
  // Historical Docusaurus behaviour: the last line break is dropped.
  const code = input.replace(/\r?\n$/, '');
  const range = metastring?.match(METASTRING_RANGE)?.groups?.range;
  if (range !== undefined) {
    if (magicComments.length === 0) {
      throw new Error(`A highlight range is given in a code block's metastring (${metastring}), but no magic comment is configured.`);
    }
    const className = magicComments[0].className;
    return {
      code,
      lineClassNames: Object.fromEntries(
        parseRange(range)
          .filter((n) => n > 0)
          .map((n) => [n - 1, [className]]),
      ),
    };
  }

  const regex = directiveRegex(language, magicComments);
  const lines = code.split(/\r?\n/);
  const marked = new Map(magicComments.map((d) => [d.className, {start: 0, lines: [] as number[]}]));
  const byLine = new Map(magicComments.filter((d) => d.line).map((d) => [d.line!, d.className]));
  const byStart = new Map(magicComments.filter((d) => d.block).map((d) => [d.block!.start, d.className]));
  const byEnd = new Map(magicComments.filter((d) => d.block).map((d) => [d.block!.end, d.className]));
  for (let lineNumber = 0; lineNumber < lines.length;) {
    const match = lines[lineNumber].match(regex);
    if (!match) {
      lineNumber += 1;
      continue;
    }
    const directive = match.slice(1).find((group) => group !== undefined)!;
    if (byLine.has(directive)) {
      marked.get(byLine.get(directive)!)!.lines.push(lineNumber);
    } else if (byStart.has(directive)) {
      marked.get(byStart.get(directive)!)!.start = lineNumber;
    } else if (byEnd.has(directive)) {
      const block = marked.get(byEnd.get(directive)!)!;
      block.lines.push(...parseRange(`${block.start}-${lineNumber - 1}`));
    }
    // The directive line itself is not shown; the next line takes its index.
    lines.splice(lineNumber, 1);
  }

  const lineClassNames: Record<number, string[]> = {};
  for (const [className, {lines: numbers}] of marked) {
    for (const n of new Set(numbers)) (lineClassNames[n] ??= []).push(className);
  }
  return {code: lines.join('\n'), lineClassNames};
}
