/**
 * A docs source → the Markdown twin of its page (`<route>.md`), as the page reads for one
 * version: front matter dropped, each construct written in its twin form (./constructs.ts), MDX
 * ESM and wrapper tags dropped, and relative links made absolute so the text still works once
 * copied out of the site.
 *
 * A line walk rather than an MDX/remark round trip: it keeps every other byte of the author's
 * Markdown as written, at a few milliseconds for all versions. A construct it does not know (a
 * self-closing component without a twin form) fails the build instead of leaking.
 *
 * Pure: no file system; the llms plugin (src/plugins/llmsTxt) reads the files and writes the results.
 */
import path from 'node:path';
import {CONSTRUCTS, type TwinContext, type TwinLine} from './constructs';
import {FenceReader, splitInfo} from './syntax/codeFences';
import {readFrontMatter} from './syntax/frontMatter';
import {replaceLinkTargets} from './syntax/inline';
import {isComponentTagLine, isEsmLine, selfClosingComponentOf} from './syntax/blocks';
import {isMarkdownFile} from './syntax/twinPath';

export class TwinError extends Error {}

export interface TwinOptions extends TwinContext {
  /** The page title, written as the twin's h1 (the site draws it from the front matter too); none for a part of a page. */
  title?: string;
  /** The absolute URL of this twin: `#anchor` links point into it. */
  selfUrl: string;
  /** The absolute twin URL of the doc whose source is at a site-relative path, if it is one. */
  resolveDoc: (sourcePath: string) => string | undefined;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

const twinForms = CONSTRUCTS.map((construct) => construct.twin);
const components = Object.assign({}, ...twinForms.map((form) => form.components ?? {})) as Record<string, (context: TwinContext) => string>;

/** Rewrites the link targets of one line of prose, leaving inline code alone. */
function rewriteLinks(line: string, options: TwinOptions, lineNumber: number): string {
  return replaceLinkTargets(line, (target) => {
    if (EXTERNAL.test(target)) return target;
    if (target.startsWith('#')) return `${options.selfUrl}${target}`;
    const hashAt = target.indexOf('#');
    const file = hashAt === -1 ? target : target.slice(0, hashAt);
    const anchor = hashAt === -1 ? '' : target.slice(hashAt);
    if (!isMarkdownFile(file)) {
      throw new TwinError(`${options.sourcePath}:${lineNumber}: link to ${target} is neither a doc nor absolute`);
    }
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(options.sourcePath), decodeURI(file)));
    const url = options.resolveDoc(resolved);
    if (!url) throw new TwinError(`${options.sourcePath}:${lineNumber}: link to ${target} names no doc of its version`);
    return `${url}${anchor}`;
  });
}

function ownedLine(line: string, context: TwinContext): TwinLine | undefined {
  for (const form of twinForms) {
    const owned = form.line?.(line, context);
    if (owned) return owned;
  }
  return undefined;
}

/** The Markdown twin of one docs source, for one version. */
export function sourceToTwin(fileContent: string, options: TwinOptions): string {
  const frontMatter = readFrontMatter(fileContent, options.sourcePath);
  const firstLine = frontMatter.lineCount + 1;
  const body = twinForms.reduce((text, form) => form.body?.(text, options) ?? text, frontMatter.body.replace(/\r\n/g, '\n'));
  // The body steps (version fences) only remove lines, so source line numbers in errors are
  // approximate after a dropped fence; they are exact up to the first one.
  const out: string[] = [];
  /** Open admonitions: each adds a `> ` level to the lines inside it. */
  let quoteDepth = 0;
  const fences = new FenceReader();
  /** The open code block's info and lines, written out when it closes. */
  let block: {lang: string; meta: string; lines: string[]; marker: string; indent: string} | null = null;
  const push = (line: string) => {
    const prefix = '>'.repeat(quoteDepth);
    out.push(quoteDepth === 0 ? line : line === '' ? prefix : `${prefix} ${line}`);
  };
  const previousIsBlank = () => out.length === 0 || /^>*$/.test(out.at(-1)!);

  body.split('\n').forEach((line, index) => {
    const lineNumber = firstLine + index;
    const seen = fences.read(line);
    if (seen.kind === 'code') {
      block!.lines.push(line);
      return;
    }
    if (seen.kind === 'close') {
      const {lines, marker, indent, ...info} = block!;
      const code = lines.length > 0 ? twinForms.reduce((text, form) => form.code?.(text, info) ?? text, lines.join('\n')) : '';
      if (lines.length > 0) code.split('\n').forEach(push);
      push(line);
      for (const form of twinForms) {
        // The block's own lines keep their indentation; what follows it takes the fence's.
        form.afterBlock?.({...info, code, marker}, options).forEach((after) => push(after && `${indent}${after}`));
      }
      block = null;
      return;
    }
    if (seen.kind === 'open') {
      block = {...splitInfo(seen.info!), lines: [], marker: seen.marker!, indent: /^\s*/.exec(line)![0]};
      const {indent, lang, meta} = block;
      for (const form of twinForms) form.beforeBlock?.({lang, meta}, options).forEach((before) => push(before && `${indent}${before}`));
      push(twinForms.reduce((text, form) => form.fenceOpen?.(text) ?? text, line));
      return;
    }
    if (line.trim() === '') {
      if (!previousIsBlank()) push('');
      return;
    }
    if (isEsmLine(line) && previousIsBlank()) return;

    const owned = ownedLine(line, options);
    if (owned && 'lines' in owned) {
      owned.lines.forEach(push);
      return;
    }
    if (owned && 'openQuote' in owned) {
      if (!previousIsBlank()) push('');
      quoteDepth += 1;
      push(owned.openQuote);
      push('');
      return;
    }
    if (owned && quoteDepth > 0) {
      while (out.length > 0 && /^>+$/.test(out.at(-1)!)) out.pop();
      quoteDepth -= 1;
      // A blank line ends the quote, or the next paragraph would continue it.
      push('');
      return;
    }

    const component = selfClosingComponentOf(line);
    if (component) {
      const render = components[component];
      if (!render) {
        throw new TwinError(
          `${options.sourcePath}:${lineNumber}: <${component} /> has no Markdown form; give its construct a twin form in src/markdown/constructs.ts`,
        );
      }
      const rendered = render(options);
      // A component that renders nothing leaves no blank line of its own.
      if (rendered) rendered.split('\n').forEach(push);
      return;
    }
    // Any other component on a line of its own wraps Markdown: its children stay, its tags go.
    if (isComponentTagLine(line)) return;

    const prose = twinForms.reduce((text, form) => form.prose?.(text, options) ?? text, line);
    push(rewriteLinks(prose, options, lineNumber));
  });

  if (fences.inCode) throw new TwinError(`${options.sourcePath}: a code block is never closed`);
  while (out.length > 0 && out.at(-1)!.trim() === '') out.pop();
  const text = out.join('\n').replace(/^\n+/, '');
  return options.title === undefined ? `${text}\n` : `# ${options.title}\n\n${text}\n`;
}
