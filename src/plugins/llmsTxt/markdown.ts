/**
 * A docs source file → the Markdown twin of its page (`<route>.md`), as the page reads for one
 * version: front matter dropped, version fences and tokens resolved with the same function the
 * site's Markdown preprocessor runs, MDX-only syntax turned into plain Markdown, and relative
 * links turned into absolute URLs so the text still works once copied out of the site.
 *
 * Written for this site's sources rather than through an MDX/remark round trip: the sources use
 * a handful of MDX constructs (listed below), and a line walk keeps every other byte of the
 * author's Markdown as written, at a few milliseconds for all versions. A construct it does not
 * know (a self-closing component without a Markdown form) fails the build instead of leaking.
 *
 * Pure: no file system; the plugin (./index.ts) reads the files and writes the results.
 */
import path from 'node:path';
import {renderForVersion, type FenceTarget} from '../../versions/fences';
import {availabilityMarkdownFor} from '../../versions/facts/remark';
import {LIFECYCLE_CAPTION, LIFECYCLE_PHASES} from '../../components/LifecycleDiagram/phases';
import {NPM2YARN_META} from '../packageManagerTabs';

export class LlmsMarkdownError extends Error {}

export interface SourceToMarkdownOptions {
  /** The source's path relative to the site directory (posix), e.g. `docs/components/events.md`. */
  sourcePath: string;
  /** The version whose page this is: fences and tokens are resolved for it. */
  version: FenceTarget;
  /** The page title, written as the twin's h1 (the site draws it from the front matter too). */
  title: string;
  /** The absolute URL of this twin: `#anchor` links point into it. */
  selfUrl: string;
  /** The absolute twin URL of the doc whose source is at a site-relative path, if it is one. */
  resolveDoc: (sourcePath: string) => string | undefined;
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const CODE_FENCE = /^\s*(`{3,}|~{3,})/;
/**
 * The metastring that makes a fence npm / yarn / pnpm tabs on the page
 * (src/plugins/packageManagerTabs): the twin keeps the npm form as a plain fence, which every
 * reader (and agent) can convert, and drops the word, which means nothing outside the site.
 */
const NPM2YARN_FENCE = new RegExp(`^(\\s*(?:\`{3,}|~{3,})\\S*)[ \\t]+${NPM2YARN_META}[ \\t]*$`);
/** MDX ESM at the start of a block: an import of a component, or an export. */
const ESM_LINE = /^(?:import\s+(?:[\w*{}\s,]+\s+from\s+)?['"][^'"]+['"];?|export\s+(?:const|let|function|default)\b.*)\s*$/;
const SINCE_OPEN = /^\s*<Since\s+version="([\d.]+)"\s*>\s*$/;
const SINCE_CLOSE = /^\s*<\/Since>\s*$/;
const SELF_CLOSING_COMPONENT = /^\s*<([A-Z][\w.]*)\b[^>]*\/>\s*$/;
const WRAPPER_TAG = /^\s*<\/?([A-Z][\w.]*)\b[^>]*>\s*$/;
const ADMONITION_OPEN = /^\s*:::(note|tip|info|caution|warning|danger|important)(?:\[([^\]]*)\]|[ \t]+(.*?))?\s*$/;
const ADMONITION_CLOSE = /^\s*:::\s*$/;
/**
 * Docusaurus's magic comments (docusaurus.config.ts `prism.magicComments`) in any comment style
 * its code blocks accept: directions to the highlighter, not code, so the page never shows them.
 */
const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|--|;;|%|\/\*|\{\/\*|<!--)\s*(?:highlight|error|added|removed)-(?:next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;
/** `[text](target "title")` and `![alt](target)`: the target, then an optional title. */
const LINK = /(\]\()([^)\s]+)((?:\s+"[^"]*")?\))/g;
const INLINE_CODE = /(`+)[\s\S]*?\1/g;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** An explicit heading id written as an MDX comment holding `#my-id` after the title: an anchor, not text. */
const HEADING_ID_COMMENT = /^(#{1,6} .*?)\s*\{\/\*\s*#[^\s*]+\s*\*\/\}\s*$/;

/** Components that stand for content of their own: their Markdown form. */
const COMPONENT_MARKDOWN: Record<string, (options: SourceToMarkdownOptions) => string> = {
  LifecycleDiagram: lifecycleDiagramMarkdown,
  // The API availability page's tables for the source's version (src/versions/facts).
  ApiAvailability: (options) => availabilityMarkdownFor(options.sourcePath),
};

/** The lifecycle diagram as the page draws it: each phase, its trigger and its ordered hooks. */
export function lifecycleDiagramMarkdown(): string {
  const phases = LIFECYCLE_PHASES.map((phase) =>
    [
      `**${phase.title}.** ${phase.trigger}`,
      '',
      ...phase.steps.map(
        (step, index) => `${index + 1}. \`${step.name}\`${step.awaitable ? ' (may return a Promise)' : ''}: ${step.detail}`,
      ),
    ].join('\n'),
  );
  return [...phases, `*${LIFECYCLE_CAPTION}*`].join('\n\n');
}

function admonitionHeading(kind: string, title: string | undefined): string {
  const label = kind[0].toUpperCase() + kind.slice(1);
  return title ? `**${label}: ${title.trim()}**` : `**${label}**`;
}

/** Rewrites the link targets of one line of prose, leaving inline code alone. */
function rewriteLinks(line: string, options: SourceToMarkdownOptions, lineNumber: number): string {
  if (!line.includes('](')) return line;
  const parts: string[] = [];
  let last = 0;
  for (const code of line.matchAll(INLINE_CODE)) {
    parts.push(rewriteProseLinks(line.slice(last, code.index), options, lineNumber), code[0]);
    last = code.index + code[0].length;
  }
  parts.push(rewriteProseLinks(line.slice(last), options, lineNumber));
  return parts.join('');
}

function rewriteProseLinks(text: string, options: SourceToMarkdownOptions, lineNumber: number): string {
  return text.replace(LINK, (all, open: string, target: string, close: string) => {
    if (EXTERNAL.test(target)) return all;
    if (target.startsWith('#')) return `${open}${options.selfUrl}${target}${close}`;
    const hashAt = target.indexOf('#');
    const file = hashAt === -1 ? target : target.slice(0, hashAt);
    const anchor = hashAt === -1 ? '' : target.slice(hashAt);
    if (!/\.mdx?$/.test(file)) {
      throw new LlmsMarkdownError(`${options.sourcePath}:${lineNumber}: link to ${target} is neither a doc nor absolute`);
    }
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(options.sourcePath), decodeURI(file)));
    const url = options.resolveDoc(resolved);
    if (!url) throw new LlmsMarkdownError(`${options.sourcePath}:${lineNumber}: link to ${target} names no doc of its version`);
    return `${open}${url}${anchor}${close}`;
  });
}

/** The Markdown twin of one docs source, for one version. */
export function sourceToMarkdown(fileContent: string, options: SourceToMarkdownOptions): string {
  const frontMatter = FRONT_MATTER.exec(fileContent)?.[0] ?? '';
  const firstLine = frontMatter.split('\n').length;
  const body = renderForVersion(fileContent.slice(frontMatter.length), options.version, options.sourcePath);
  // renderForVersion only removes lines, so source line numbers in errors are approximate after
  // a dropped fence; they are exact up to the first one.
  const out: string[] = [];
  /** Open admonitions: each adds a `> ` level to the lines inside it. */
  let quoteDepth = 0;
  let codeFence: string | null = null;
  const push = (line: string) => {
    const prefix = '>'.repeat(quoteDepth);
    out.push(quoteDepth === 0 ? line : line === '' ? prefix : `${prefix} ${line}`);
  };
  const previousIsBlank = () => out.length === 0 || /^>*$/.test(out.at(-1)!);

  body.split('\n').forEach((line, index) => {
    const lineNumber = firstLine + index;
    const fence = CODE_FENCE.exec(line);
    if (codeFence !== null) {
      if (fence && fence[1][0] === codeFence[0] && fence[1].length >= codeFence.length && line.trim() === fence[1]) codeFence = null;
      if (!MAGIC_COMMENT.test(line)) push(line);
      return;
    }
    if (fence) {
      codeFence = fence[1];
      push(line.replace(NPM2YARN_FENCE, '$1'));
      return;
    }
    if (line.trim() === '') {
      if (!previousIsBlank()) push('');
      return;
    }
    if (ESM_LINE.test(line) && previousIsBlank()) return;

    const since = SINCE_OPEN.exec(line);
    if (since) {
      push(`*Added in v${since[1]}*`);
      return;
    }
    if (SINCE_CLOSE.test(line)) return;

    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition) {
      if (!previousIsBlank()) push('');
      quoteDepth += 1;
      push(admonitionHeading(admonition[1], admonition[2] ?? admonition[3]));
      push('');
      return;
    }
    if (ADMONITION_CLOSE.test(line) && quoteDepth > 0) {
      while (out.length > 0 && /^>+$/.test(out.at(-1)!)) out.pop();
      quoteDepth -= 1;
      // A blank line ends the quote, or the next paragraph would continue it.
      push('');
      return;
    }

    const component = SELF_CLOSING_COMPONENT.exec(line);
    if (component) {
      const render = COMPONENT_MARKDOWN[component[1]];
      if (!render) {
        throw new LlmsMarkdownError(
          `${options.sourcePath}:${lineNumber}: <${component[1]} /> has no Markdown form; add one to COMPONENT_MARKDOWN (src/plugins/llmsTxt/markdown.ts)`,
        );
      }
      render(options)
        .split('\n')
        .forEach((rendered) => push(rendered));
      return;
    }
    // Any other component on a line of its own wraps Markdown: its children stay, its tags go.
    if (WRAPPER_TAG.test(line)) return;

    push(rewriteLinks(line.replace(HEADING_ID_COMMENT, '$1'), options, lineNumber));
  });

  if (codeFence !== null) throw new LlmsMarkdownError(`${options.sourcePath}: a code block is never closed`);
  while (out.length > 0 && out.at(-1)!.trim() === '') out.pop();
  return `# ${options.title}\n\n${out.join('\n').replace(/^\n+/, '')}\n`;
}
