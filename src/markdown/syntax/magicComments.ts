/**
 * The magic-comment grammar: the site's magic comments (`// highlight-next-line`,
 * `{/* error-start *\/}` …), which comment styles each language writes them in, and Docusaurus's
 * metastring ranges (```` ```tsx {2,4-5} ````). `markLines` gives the lines to mark and the code
 * without its directive lines: the build-time highlighter (src/markdown/highlight), the twin
 * and the planner's snippets read code blocks through it, the examples' type check through
 * `linesMarkedBy`.
 *
 * Why our own copy: upstream's parser (`parseLines` in @docusaurus/theme-common) lives in a
 * client module with JSX in a `.js` file, which Node cannot load in the MDX pipeline. This is a
 * port of it (theme-common 3.10, MIT): same comment styles per language, same order (a
 * metastring range wins and removes nothing), same handling of a trailing line break.
 * tests/unit/buildTimeHighlight.test.ts pins its behaviour.
 */

/** A Docusaurus magic comment: a line directive, a block directive, or both (`themeConfig.prism.magicComments`). */
export interface MagicComment {
  className: string;
  line?: string;
  block?: {start: string; end: string};
}

/** The site's magic comments by name; the first also styles a metastring range, as Docusaurus does. */
export const MAGIC_COMMENT_BY_NAME = {
  highlight: {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
  error: {className: 'code-block-error-line', line: 'error-next-line', block: {start: 'error-start', end: 'error-end'}},
  added: {className: 'code-block-added-line', line: 'added-next-line', block: {start: 'added-start', end: 'added-end'}},
  removed: {className: 'code-block-removed-line', line: 'removed-next-line', block: {start: 'removed-start', end: 'removed-end'}},
} satisfies Record<string, MagicComment>;

/** The same, in Docusaurus's order (the theme config and the highlighter read this list). */
export const MAGIC_COMMENTS: MagicComment[] = Object.values(MAGIC_COMMENT_BY_NAME);

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

/**
 * The lines (0-based, in `code` as written, directive lines included) that one magic comment
 * marks: the line after each `…-next-line`, the lines between `…-start` and `…-end`.
 */
export function linesMarkedBy(code: string, language: string, comment: MagicComment): Set<number> {
  const regex = directiveRegex(language, [comment]);
  const marked = new Set<number>();
  let start: number | undefined;
  code.split(/\r?\n/).forEach((line, index) => {
    const directive = regex
      .exec(line)
      ?.slice(1)
      .find((group) => group !== undefined);
    if (directive === undefined) {
      if (start !== undefined) marked.add(index);
    } else if (directive === comment.line) {
      marked.add(index + 1);
    } else if (directive === comment.block?.start) {
      start = index;
    } else if (directive === comment.block?.end) {
      start = undefined;
    }
  });
  return marked;
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
