/**
 * Block-by-block diff of two Markdown twins of one page (issue 21, "Compare with…"). Pure; it
 * runs in the browser in the compare view's lazy chunk, and in the unit tests.
 *
 * - Parsing: mdast-util-from-markdown with GFM (tables), the parser MDX and remark use, so the
 *   blocks are the ones a reader sees.
 * - Blocks: paragraphs, headings, code blocks, quotes, each list item and each table row. Each
 *   is keyed by its Markdown text, normalized so that what differs only because each page
 *   points into its own version (links into `/docs/v4.33/…`, the version's own `4.33.1`) is
 *   equal; the keys are diffed with the `diff` package's `diffArrays` (Myers' algorithm, a
 *   maintained library rather than our own LCS).
 * - Result: one mdast tree, the page being read with the differences wrapped in `<ins>` / `<del>`
 *   nodes that carry a text label (not colour alone). Differences read in time order, whichever
 *   page the reader starts on: what only the newer version has is an addition, what only the
 *   older one has a removal (from a newer page, "removed" would say the newer release dropped
 *   what it in fact added); the view
 *   renders it with mdast-util-to-hast, which drops raw HTML (see ../components/CompareView).
 */
import {diffArrays} from 'diff';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import type {List, ListItem, Nodes, Root, RootContent, Table, TableRow} from 'mdast';
import {ALL_VERSIONS, BASE_URL, compareDocsVersions, type DocsVersion} from '../../versions/versions';
import {DIRECTIVE_LEAD} from '../../markdown/agentDirective';

export type Change = 'added' | 'removed';

/** One block: a top-level node, a list item or a table row. */
interface Block {
  key: string;
  node: RootContent | ListItem | TableRow;
  /** The list or table the item or row belongs to, for rebuilding. */
  container?: List | Table;
}

export interface CompareSides {
  /** The page being read: its twin's Markdown and version. */
  base: {markdown: string; version: DocsVersion};
  /** The version it is compared with. */
  other: {markdown: string; version: DocsVersion};
}

export interface CompareResult {
  /** The page being read, with the differences marked. */
  tree: Root;
  /** The older of the two versions, and the newer: the direction the counts read in. */
  from: DocsVersion;
  to: DocsVersion;
  /** Blocks only the newer version has. */
  additions: number;
  /** Blocks only the older version has. */
  removals: number;
}

function isOlder(a: DocsVersion, b: DocsVersion): boolean {
  return compareDocsVersions(a, b) < 0;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `/docs/v4.33/` and `/docs/next/` → `/docs/`: each twin links into its own version. */
const VERSION_PATH = new RegExp(
  `${escapeRegExp(BASE_URL)}(?:${ALL_VERSIONS.filter((version) => version.pathSegment)
    .map((version) => escapeRegExp(version.pathSegment))
    .join('|')})/`,
  'g',
);

/** A block's text with what only says "this version" made version-neutral. */
export function normalizeBlock(markdown: string, version: DocsVersion): string {
  const ownMinor = new RegExp(`(?<![\\d.])${escapeRegExp(version.minor)}(?![\\d])`, 'g');
  return markdown
    .replace(VERSION_PATH, BASE_URL)
    .split(version.npmVersion)
    .join('%VERSION%')
    .replace(ownMinor, '%MINOR%')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

function sourceOf(node: Nodes, markdown: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? JSON.stringify(node) : markdown.slice(start, end);
}

/**
 * The page's blocks in reading order; the twin's `# Title` is left out (the page shows it), and
 * so is the note to agents under it (src/markdown/agentDirective.ts): it names its own version.
 */
export function blocksOf(markdown: string, version: DocsVersion): Block[] {
  const tree = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  const key = (node: Nodes, kind: string) => `${kind}\u0000${normalizeBlock(sourceOf(node, markdown), version)}`;
  return tree.children.flatMap((node, index): Block[] => {
    if (index === 0 && node.type === 'heading' && node.depth === 1) return [];
    if (index === 1 && node.type === 'blockquote' && sourceOf(node, markdown).startsWith(`> ${DIRECTIVE_LEAD} `)) return [];
    if (node.type === 'list') {
      return node.children.map((item) => ({key: key(item, `item${node.ordered ? 'ol' : 'ul'}`), node: item, container: node}));
    }
    if (node.type === 'table') {
      return node.children.map((row, rowIndex) => ({key: key(row, rowIndex === 0 ? 'thead' : 'row'), node: row, container: node}));
    }
    return [{key: key(node, node.type), node}];
  });
}

/** A node that to-hast turns into `<ins>`/`<del>` (an unknown node with children and `hName`). */
function mark(change: Change, label: string, children: Nodes[], inline: boolean): RootContent {
  const labelNode = {
    type: 'compareLabel',
    data: {hName: 'span', hProperties: {className: ['compare-label']}},
    children: [{type: 'text', value: label}],
  };
  return {
    type: 'compareMark',
    data: {
      hName: change === 'added' ? 'ins' : 'del',
      hProperties: {className: [inline ? 'compare-inline' : 'compare-block', `compare-${change}`]},
    },
    children: [labelNode, ...children],
  } as unknown as RootContent;
}

function marked(block: Block, change: Change, label: string): Block {
  const node = structuredClone(block.node);
  const changeProps = {className: [`compare-${change}`], dataCompareChange: change, tabIndex: -1};
  if (node.type === 'listItem') {
    node.data = {...node.data, hProperties: changeProps};
    const [only] = node.children;
    // A one-paragraph item stays tight (no <p>): the mark wraps the paragraph's text.
    if (node.children.length === 1 && only.type === 'paragraph')
      only.children = [mark(change, label, only.children, true) as (typeof only.children)[number]];
    else node.children = [mark(change, label, node.children, false) as ListItem['children'][number]];
    return {...block, node};
  }
  if (node.type === 'tableRow') {
    node.data = {...node.data, hProperties: changeProps};
    node.children.forEach((cell, index) => {
      cell.children = [mark(change, index === 0 ? label : '', cell.children, true) as (typeof cell.children)[number]];
    });
    return {...block, node};
  }
  const wrapper = mark(change, label, [node], false);
  (wrapper.data as {hProperties: Record<string, unknown>}).hProperties = {
    ...(wrapper.data as {hProperties: Record<string, unknown>}).hProperties,
    dataCompareChange: change,
    tabIndex: -1,
  };
  return {...block, node: wrapper};
}

/** Consecutive list items and table rows go back into one list or table. */
function rebuild(blocks: Block[]): Root {
  const children: RootContent[] = [];
  let open: {container: List | Table; node: List | Table} | undefined;
  for (const block of blocks) {
    const {container} = block;
    if (
      container &&
      open &&
      open.container.type === container.type &&
      (container.type !== 'list' || (open.container as List).ordered === container.ordered)
    ) {
      (open.node.children as Array<ListItem | TableRow>).push(block.node as ListItem & TableRow);
      continue;
    }
    if (container) {
      const node = {...container, children: [block.node]} as List | Table;
      children.push(node);
      open = {container, node};
      continue;
    }
    open = undefined;
    children.push(block.node as RootContent);
  }
  return {type: 'root', children};
}

/**
 * The page being read (`base`) merged with the other version's blocks, the differences marked
 * from the older version to the newer one.
 */
export function compareTwins({base, other}: CompareSides): CompareResult {
  const baseIsOlder = isOlder(base.version, other.version);
  const [older, newer] = baseIsOlder ? [base, other] : [other, base];
  const baseBlocks = blocksOf(base.markdown, base.version);
  const otherBlocks = blocksOf(other.markdown, other.version);
  const parts = diffArrays(
    baseBlocks.map((block) => block.key),
    otherBlocks.map((block) => block.key),
  );
  // The diff runs base → other; from a newer page, its "added" blocks are what the older version had.
  const otherChange: Change = baseIsOlder ? 'added' : 'removed';
  const baseChange: Change = baseIsOlder ? 'removed' : 'added';
  const merged: Block[] = [];
  let baseIndex = 0;
  let otherIndex = 0;
  let additions = 0;
  let removals = 0;
  const count = (change: Change, blocks: number) => {
    if (change === 'added') additions += blocks;
    else removals += blocks;
  };
  for (const part of parts) {
    const size = part.value.length;
    if (part.added) {
      for (const block of otherBlocks.slice(otherIndex, otherIndex + size))
        merged.push(marked(block, otherChange, `Only in ${other.version.label}`));
      otherIndex += size;
      count(otherChange, size);
    } else if (part.removed) {
      for (const block of baseBlocks.slice(baseIndex, baseIndex + size))
        merged.push(marked(block, baseChange, `Only in ${base.version.label}`));
      baseIndex += size;
      count(baseChange, size);
    } else {
      merged.push(...baseBlocks.slice(baseIndex, baseIndex + size));
      baseIndex += size;
      otherIndex += size;
    }
  }
  return {tree: rebuild(merged), from: older.version, to: newer.version, additions, removals};
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "v4.33 → v4.38: 3 additions, 1 removal" (older → newer), or "No changes between v4.38 and v4.33". */
export function summarize(
  result: Pick<CompareResult, 'additions' | 'removals' | 'from' | 'to'>,
  base: DocsVersion,
  other: DocsVersion,
): string {
  if (result.additions === 0 && result.removals === 0) return `No changes between ${base.label} and ${other.label}`;
  return `${result.from.label} → ${result.to.label}: ${plural(result.additions, 'addition', 'additions')}, ${plural(result.removals, 'removal', 'removals')}`;
}
