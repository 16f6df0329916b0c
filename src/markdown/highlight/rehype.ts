/**
 * Rehype plugin for the docs and pages MDX pipeline: every fenced code block is tokenized at
 * build time, so the page's HTML and its MDX chunk carry the highlighted lines and the browser
 * needs no Prism (src/theme/CodeBlock and ./theme/CodeBlock render them). A block in a language Prism lacks (or with
 * none) becomes plain lines. The metastring stays on the element for the client's title, line
 * numbers and `source="…"` link; words it does not know (`class-members`, `declares="…"`) are
 * ignored as before.
 *
 * Only Markdown fences reach this plugin as `pre > code` elements: `<pre>` or `<CodeBlock>`
 * written as JSX in MDX are JSX nodes here and are left alone.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import prismLight from './prism/light';
import prismDark from './prism/dark';
import {PRISM_LANGUAGES} from './prism/config';
import {MAGIC_COMMENTS, markLines} from '../syntax/magicComments';
import {highlightLines} from './highlight';
import {escapeHtml, LINE_HTML_PROP} from './lineHtml';

/** The property the client's CodeBlock recognises a build-highlighted block by. */
export const PREHIGHLIGHTED_PROP = 'prehighlighted';

/** The languages to load and the themes the generated stylesheet (./index.ts) is made of. */
export const HIGHLIGHT_OPTIONS = {languages: PRISM_LANGUAGES, themes: {light: prismLight, dark: prismDark}};

function isElement(node: RootContent | Root, tagName: string): node is Element {
  return node.type === 'element' && node.tagName === tagName;
}

function languageOf(code: Element): string {
  const classNames = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  return (
    classNames
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length)
      .toLowerCase() ?? 'text'
  );
}

function textOf(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '')).join('');
}

function tokenHtml(node: ElementContent): string {
  if (node.type === 'text') return escapeHtml(node.value);
  if (node.type !== 'element') return '';
  const className = (node.properties.className as string[]).join(' ');
  return `<span class="${escapeHtml(className)}">${node.children.map(tokenHtml).join('')}</span>`;
}

/**
 * Each line's tokens as one HTML string instead of an element per token. Why: MDX compiles
 * elements into the page's JS chunk as one element call per token, and the browser rebuilds and
 * hydrates every one (a long reference page has thousands); a string per line is one element.
 * The lines only ever hold our own spans and text, so a serializer of those two suffices.
 */
export function linesAsHtml(lines: Element[]): Element[] {
  return lines.map((line) => ({
    ...line,
    properties: {...line.properties, [LINE_HTML_PROP]: line.children.map(tokenHtml).join('')},
    children: [],
  }));
}

/**
 * Highlighted lines by language, metastring and code. Why: the seven 4.x snapshots repeat Next's
 * blocks, so a build highlights ~3,300 blocks of which ~650 differ; Prism took ~4 s for them all.
 */
const highlighted = new Map<string, Element[]>();

function highlight(code: Element): void {
  const language = languageOf(code);
  const metastring = typeof code.properties.metastring === 'string' ? code.properties.metastring : undefined;
  const text = textOf(code);
  const key = JSON.stringify([language, metastring, text]);
  let lines = highlighted.get(key);
  if (!lines) {
    const marked = markLines(text, {language, metastring, magicComments: MAGIC_COMMENTS});
    lines = linesAsHtml(highlightLines(marked.code, language, marked.lineClassNames, HIGHLIGHT_OPTIONS));
    highlighted.set(key, lines);
  }
  code.properties.className = [`language-${language}`];
  code.properties[PREHIGHLIGHTED_PROP] = true;
  // A copy: later steps of the pipeline own the tree they are given.
  code.children = structuredClone(lines);
}

/** Walks elements and MDX JSX nodes alike: a fence inside `<Since>` or `<Tabs>` is still a fence. */
function visit(node: {children: RootContent[]}): void {
  for (const child of node.children) {
    if (!('children' in child)) continue;
    const code = child.children[0];
    if (isElement(child, 'pre') && child.children.length === 1 && code && isElement(code, 'code')) {
      highlight(code);
    } else {
      visit(child as {children: RootContent[]});
    }
  }
}

export default function rehypeBuildTimeHighlight() {
  return (tree: Root): void => visit(tree);
}
