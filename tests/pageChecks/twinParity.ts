/**
 * Twin parity (issue 29): every text a reader sees in a doc page's article is in the page's
 * Markdown twin (`<route>.md`, src/markdown/twin.ts), tabs, tables, admonitions, generated
 * tables, since markers and diagrams included. What only works in a browser is marked
 * `data-markdown-ignore` (Copy page, Compare with…, the feedback question) and left out, with
 * what the afdocs parity check also leaves out: navigation, buttons, the page's header and footer.
 *
 * The comparison is afdocs's (its `markdown-content-parity`): the article's text split into
 * lines at block elements, lines of 20 characters or more, each looked for in the twin's text
 * after both are normalised the same way (case, whitespace, quotes and dashes, and the characters
 * Markdown uses for syntax dropped on both sides, so a match is never lost, only found).
 * afdocs samples 50 pages; this reads every page of every version, on the parse builtPages
 * already made.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {AnyNode, Element} from 'domhandler';
import {projectRoot} from '../../scripts/lib/contentCheck';
import {twinFile} from '../../src/markdown/twinPath';
import {DIRECTIVE_LEAD} from '../../src/markdown/agentDirective';
import {BASE_URL} from '../../src/versions/versions';
import {FenceReader} from '../../src/markdown/syntax/codeFences';
import type {PageCheck} from './types';

/** A page fails when more of its lines than this are missing from its twin (afdocs passes a page under 5%). */
export const MAX_MISSING_SHARE = 0.01;
/** Shorter lines are labels and chrome, as in afdocs. */
const MIN_SEGMENT_LENGTH = 20;

/** Left out of the article's text: what afdocs strips (by tag), browser-only parts, the phone's table of contents. */
const LEFT_OUT_TAGS = new Set('script style nav header footer button svg aside select input textarea noscript'.split(' '));
const leftOut = (element: Element) =>
  LEFT_OUT_TAGS.has(element.name) ||
  'data-markdown-ignore' in element.attribs ||
  /\btheme-doc-toc-mobile\b/.test(element.attribs.class ?? '');

const BLOCK_TAGS = new Set(
  'p div h1 h2 h3 h4 h5 h6 li tr td th blockquote pre dt dd figcaption section article details summary br hr ul ol table'.split(' '),
);

/** An element, `<script>` and `<style>` included (domhandler gives those their own node types). */
const isElement = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';

/** The text of a subtree, a line break around each block element, the left-out parts skipped (no copy of the tree). */
function textOf(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (!('children' in node)) return '';
  if (isElement(node) && leftOut(node)) return '';
  const inner = node.children.map(textOf).join('');
  return isElement(node) && BLOCK_TAGS.has(node.name) ? `\n${inner}\n` : inner;
}

/** Fence lines dropped; outside code, a twin's link targets and autolink brackets dropped and escapes resolved; code as written. */
function twinText(markdown: string): string {
  const fences = new FenceReader();
  return markdown
    .split('\n')
    .map((line) => {
      const kind = fences.read(line).kind;
      // A fence's info string (its title, its language) is syntax, not text, to a Markdown reader.
      if (kind === 'open' || kind === 'close') return '';
      if (kind === 'code') return line;
      // Inside a code span a backslash is literal, but a table row escapes the pipes of its code
      // spans too (`\|`, GFM); outside code every Markdown escape resolves. An escaped backtick
      // (`\``) opens no code span.
      return line
        .replace(/!?\[([^\]]*)\]\((?:[^()\s]|\([^()]*\))*(?:\s+"[^"]*")?\)/g, '$1')
        .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
        .split(/((?<!\\)`+[^`]*`+)/)
        .map((part, index) =>
          index % 2 === 1
            ? part.replace(/\\\|/g, '|')
            : part
                .replace(/&lt;/g, '<')
                .replace(/&gt;/g, '>')
                .replace(/&amp;/g, '&')
                .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1'),
        )
        .join('');
    })
    .join('\n');
}

/** The same on both sides; it only deletes or collapses, so containment survives. */
export function normalise(text: string): string {
  return text
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/[\u2018\u2019\u201A]/g, "'")
    .replace(/[\u201C\u201D\u201E]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[`*_|#>]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:[-+]|\d+\.)\s+/, '');
}

/** The article's lines missing from the twin, and how many lines there were. */
export function missingFromTwin(articleText: string, twin: string): {missing: string[]; total: number} {
  const haystack = normalise(twinText(twin));
  const seen = new Set<string>();
  const missing: string[] = [];
  for (const line of articleText.split('\n')) {
    const trimmed = line.trim();
    // The note to agents names the twin by path in the page and by URL in the twin (afdocs skips it too).
    if (trimmed.length < MIN_SEGMENT_LENGTH || trimmed.startsWith(DIRECTIVE_LEAD)) continue;
    const needle = normalise(trimmed);
    if (seen.has(needle)) continue;
    seen.add(needle);
    if (!haystack.includes(needle)) missing.push(trimmed);
  }
  return {missing, total: seen.size};
}

const buildDir = path.join(projectRoot, 'build');
let pages = 0;
let lines = 0;
let missingLines = 0;
let milliseconds = 0;

export const twinParity: PageCheck = {
  title: `every doc page's article text (and the landing page's) is in its Markdown twin (at most ${MAX_MISSING_SHARE * 100}% of its lines missing)`,
  check(page) {
    // The doc pages, and the landing page (its twin is /docs/index.md; it has no article).
    const home = page.file === 'index.html';
    if (!page.doc && !home) return [];
    const started = performance.now();
    const $ = page.$();
    const article = $(home ? 'main' : 'main article').first();
    if (article.length === 0) return [`${page.url}: no article`];
    const twin = readFileSync(path.join(buildDir, home ? twinFile(BASE_URL) : twinFile(page.url)), 'utf8');
    const {missing, total} = missingFromTwin(textOf(article.get(0)!), twin);
    pages += 1;
    lines += total;
    missingLines += missing.length;
    milliseconds += performance.now() - started;
    if (process.env.TWIN_PARITY_DUMP) for (const line of missing) console.log(`MISSING ${page.url} ${line.slice(0, 160)}`);
    if (total === 0 || missing.length / total <= MAX_MISSING_SHARE) return [];
    return [
      `${page.url}: ${missing.length} of ${total} lines are not in its twin: ${missing
        .slice(0, 3)
        .map((line) => JSON.stringify(line.slice(0, 120)))
        .join(', ')}`,
    ];
  },
  finish() {
    console.log(
      `twin parity: ${pages} pages, ${missingLines} of ${lines} article lines missing from their twins (${Math.round(milliseconds)} ms)`,
    );
    return [];
  },
};
