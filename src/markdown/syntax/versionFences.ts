/**
 * The version-fence grammar: how a source marks text that holds only from a release on
 * (`<Since version="4.35">`) or only up to one (`<Until version="4.37">`), and the version tokens
 * (`%STENCIL_MINOR%`). What a fence means for a version, which needs the release order, is
 * src/versions/fences.ts; this file only says what is written.
 *
 * - A block fence's tags sit on lines of their own, anywhere (prose, tables, lists, inside code
 *   blocks), and nest.
 * - An inline fence, `<Since version="4.35">words</Since>`, is within one line.
 */
import {FenceReader} from './codeFences';

export type FenceKind = 'Since' | 'Until';

// The version in either quote, as an HTML attribute may be: a fence in a value written as a JSON
// string (a generated page's description) uses single quotes, which need no escaping there.
const BLOCK_OPEN = /^\s*<(Since|Until)\s+version=(["'])(\d+(?:\.\d+)?)\2\s*>\s*$/;
const BLOCK_CLOSE = /^\s*<\/(Since|Until)>\s*$/;
const INLINE_FENCE = /<(Since|Until)\s+version=(["'])(\d+(?:\.\d+)?)\2\s*>(.*?)<\/\1>/g;
const TOKEN = /%STENCIL_([A-Z][A-Z_]*)%/g;

export class VersionFenceError extends Error {}

/** A line that is a block fence's tag: its opening (with the version as written) or its closing. */
export type FenceTag = {open: FenceKind; version: string} | {close: FenceKind};

/** The block-fence tag a whole line is, if it is one. */
export function fenceTagOf(line: string): FenceTag | undefined {
  const open = BLOCK_OPEN.exec(line);
  if (open) return {open: open[1] as FenceKind, version: open[3]};
  const close = BLOCK_CLOSE.exec(line);
  return close ? {close: close[1] as FenceKind} : undefined;
}

export interface InlineFence {
  kind: FenceKind;
  version: string;
  /** The words between the tags. */
  inner: string;
}

/** An inline fence from a match of INLINE_FENCE (the whole match, then its groups: kind, quote, version, words). */
const inlineFenceOf = (match: string[]): InlineFence => ({kind: match[1] as FenceKind, version: match[3], inner: match[4]});

/** The inline fences of a line, in order. */
export function inlineFencesOf(line: string): InlineFence[] {
  return Array.from(line.matchAll(INLINE_FENCE), inlineFenceOf);
}

/** A line with each inline fence replaced by what `replace` returns for it. */
export function replaceInlineFences(line: string, replace: (fence: InlineFence) => string): string {
  return line.replace(INLINE_FENCE, (...match: string[]) => replace(inlineFenceOf(match)));
}

/** Text with each `%STENCIL_<NAME>%` token replaced by what `replace` returns for its name. */
export function replaceVersionTokens(text: string, replace: (name: string, token: string) => string): string {
  return text.replace(TOKEN, (token, name: string) => replace(name, token));
}

/** One fence as written in a source (issue 21: the upgrade planner lists them; the API-facts gate checks them). */
export interface FoundFence {
  kind: FenceKind;
  /** The fence's version as written, e.g. `"4.35"`. */
  version: string;
  /** `true` for `<Since version="4.35">words</Since>` within one line. */
  inline: boolean;
  /** 1-based line of the opening tag. */
  line: number;
  /** Whether the fence sits inside a code block (it filters code lines). */
  inCode: boolean;
  /** What the fence holds: the inline words, or the block's lines (nested fences' tag lines dropped). */
  content: string;
  /** A block fence's lines (nested fences' tag lines dropped), each with whether it is a line of prose outside code. */
  lines: {text: string; prose: boolean}[];
}

/** Every fence of a source, in the order they open. Throws on unbalanced fences. */
export function findFences(content: string, fileName = 'markdown'): FoundFence[] {
  const found: FoundFence[] = [];
  const stack: FoundFence[] = [];
  const code = new FenceReader();
  content.split('\n').forEach((line, index) => {
    const tag = fenceTagOf(line);
    if (tag && 'open' in tag) {
      const fence: FoundFence = {
        kind: tag.open,
        version: tag.version,
        inline: false,
        line: index + 1,
        inCode: code.inCode,
        content: '',
        lines: [],
      };
      found.push(fence);
      stack.push(fence);
      return;
    }
    if (tag) {
      const top = stack.pop();
      if (!top || top.kind !== tag.close) {
        throw new VersionFenceError(
          `${fileName}:${index + 1}: </${tag.close}> closes ${top ? `<${top.kind}> of line ${top.line}` : 'no open fence'}`,
        );
      }
      top.content = top.lines
        .map((body) => body.text)
        .join('\n')
        .trim();
      return;
    }
    const prose = code.read(line).kind === 'text';
    for (const open of stack) open.lines.push({text: line, prose});
    for (const inline of inlineFencesOf(line)) {
      found.push({
        kind: inline.kind,
        version: inline.version,
        inline: true,
        line: index + 1,
        inCode: code.inCode,
        content: inline.inner.trim(),
        lines: [],
      });
    }
  });
  if (stack.length > 0) throw new VersionFenceError(`${fileName}:${stack.at(-1)!.line}: <${stack.at(-1)!.kind}> is never closed`);
  return found;
}
