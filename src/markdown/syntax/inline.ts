/**
 * Inline Markdown within a line or a paragraph: code spans, links and emphasis marks, and text
 * with them reduced to what a reader sees. A pattern reading, not a parse: its callers work on
 * lines of sources (the twin, the checks) or on short quotes (planner titles, excerpts).
 *
 * - A code span is a run of backticks, then anything, then a run of the same length
 *   (CommonMark's rule, without its "not part of a longer run" detail); it may cross a line end.
 * - A link or image is `[text](target)` or `![alt](target)`; the target runs to the first `)`.
 */

const CODE_SPAN = /(`+)([\s\S]*?)\1/g;
const LINK = /!?\[([^\]]*)\]\([^)]*\)/g;
const LINK_TARGET = /\]\([^)]*\)/g;
/** `[text](target "title")` and `![alt](target)`: the target, then an optional title. */
const LINK_TARGET_PARTS = /(\]\()([^)\s]+)((?:\s+"[^"]*")?\))/g;
/** Emphasis, code, heading and table marks: what a word count or an excerpt leaves out. */
const MARKS = /[*_`#|]+/g;

/** The contents of a text's code spans, in order. */
export function codeSpansOf(text: string): string[] {
  return Array.from(text.matchAll(CODE_SPAN), (match) => match[2]);
}

/** A text cut into its code spans (`code`, the backticks dropped) and the prose between them. */
export function splitCodeSpans(text: string): {code: boolean; text: string}[] {
  const parts: {code: boolean; text: string}[] = [];
  let last = 0;
  for (const match of text.matchAll(CODE_SPAN)) {
    if (match.index > last) parts.push({code: false, text: text.slice(last, match.index)});
    parts.push({code: true, text: match[2]});
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({code: false, text: text.slice(last)});
  return parts;
}

/** A text with `rewrite` applied to the prose between code spans; the spans stay as written. */
export function outsideCodeSpans(text: string, rewrite: (prose: string) => string): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(CODE_SPAN)) {
    parts.push(rewrite(text.slice(last, match.index)), match[0]);
    last = match.index + match[0].length;
  }
  parts.push(rewrite(text.slice(last)));
  return parts.join('');
}

/** Each code span replaced by `replacement` (a space keeps the words on each side apart). */
export function withoutCodeSpans(text: string, replacement = ' '): string {
  return text.replace(CODE_SPAN, replacement);
}

/**
 * Each text between two backticks replaced by a space, as the prose originality tool
 * (`../shared/tools/originality`) reads code: a double-backtick span counts as two. The word
 * counts of the content checks match the tool's only if they read code spans the same way.
 */
export function withoutBacktickPairs(text: string): string {
  return text.replace(/`[^`]*`/g, ' ');
}

/** Links and images reduced to their text: a relative link means nothing outside its page. */
export function linksAsText(markdown: string): string {
  return markdown.replace(LINK, '$1');
}

/** Link targets dropped, the bracketed text kept: `[a](b)` → `[a]`. Robust to brackets inside the text. */
export function withoutLinkTargets(markdown: string): string {
  return markdown.replace(LINK_TARGET, ']');
}

/** Whether a line may hold a link (a quick test before the work of rewriting one). */
export function mayHoldLink(line: string): boolean {
  return line.includes('](');
}

/** A line with each link target (outside code spans) replaced by what `replace` returns for it; titles stay. */
export function replaceLinkTargets(line: string, replace: (target: string) => string): string {
  if (!mayHoldLink(line)) return line;
  return outsideCodeSpans(line, (prose) =>
    prose.replace(LINK_TARGET_PARTS, (_all, open: string, target: string, close: string) => `${open}${replace(target)}${close}`),
  );
}

/** Markdown reduced to its words for an excerpt: the first heading line and fence lines dropped, marks and link targets gone. */
export function plainWords(markdown: string): string[] {
  return markdown
    .replace(/^#+\s.*$/m, '')
    .replace(/```[^\n]*\n/g, '')
    .replace(MARKS, ' ')
    .replace(LINK_TARGET, ']')
    .split(/\s+/)
    .filter(Boolean);
}
