/**
 * Rehype plugin for the docs MDX pipeline (issue 23, tables on a phone): marks every Markdown
 * table of three columns or more so that ./styles.module.css can stack it on a narrow screen,
 * each row as a card: the first cell, then the short cells inline (`name · Type: string ·
 * Default: 'App'`), then the long ones (the description) on their own lines. Wider screens keep
 * the ordinary table.
 *
 * Why at build time: the labels and the short/long decision come from the table's own text,
 * which the compiler has; the page's HTML arrives ready and the browser runs no code for it.
 * Roles: the table says `role="table"` and its row groups `role="rowgroup"`, because a table
 * restyled with `display: block` lost its table semantics in older browsers. Its rows and cells
 * carry none: HTML forbids a role on `tr`, `th` and `td` in a table whose role is `table` (the
 * Nu HTML Checker's error, issue 30), and Chromium keeps them as rows, column headers and cells
 * at 390 px without one (tests/docPageActions.test.ts reads its accessibility tree). The header
 * row stays in the page for assistive technology, only hidden from view, and the visible labels
 * are CSS generated content with empty alternative text, so a screen reader hears each header
 * once.
 *
 * Two-column tables are left alone: both columns fit a phone's width. Every table also gets the
 * name of its scrolling region (see REGION_LABEL).
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

// hast names data attributes in camel case: these become `data-stacked`, `data-label`, `data-long`.
/** Marks a table the stylesheet stacks on a phone. */
const STACKED_TABLE = 'dataStacked';
/** A cell's column header, shown before it when the table is stacked. */
const CELL_LABEL = 'dataLabel';
/** A cell of a long column, which gets its own line when the table is stacked. */
const LONG_CELL = 'dataLong';

/** Tables narrower than this stay tables. */
const MIN_STACKED_COLUMNS = 3;
/** A column whose cells average more characters than this is prose: one line per cell when stacked. */
const LONG_COLUMN_CHARACTERS = 32;
/** Header texts that would add nothing as a label before their cell. */
const UNLABELLED_HEADERS = new Set(['description']);

type Node = Root | RootContent | ElementContent;

function isElement(node: Node, tagName?: string): node is Element {
  return node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

/** The text of a node, through elements and MDX JSX (an inline `<Since>` in a cell). */
export function textOf(node: Node): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as Node[]).map(textOf).join('');
  return '';
}

function childElements(node: Element, tagName: string): Element[] {
  return node.children.filter((child): child is Element => isElement(child, tagName));
}

function rowsOf(table: Element): {head: Element[]; body: Element[]} {
  const head = childElements(table, 'thead').flatMap((group) => childElements(group, 'tr'));
  const body = [...childElements(table, 'tbody').flatMap((group) => childElements(group, 'tr')), ...childElements(table, 'tr')];
  return {head, body};
}

function cellsOf(row: Element): Element[] {
  return row.children.filter((child): child is Element => isElement(child, 'td') || isElement(child, 'th'));
}

/** Marks one table; returns whether it is stacked. */
export function markStackedTable(table: Element): boolean {
  const {head, body} = rowsOf(table);
  const headers = head[0] ? cellsOf(head[0]).map((cell) => textOf(cell).replace(/\s+/g, ' ').trim()) : [];
  if (headers.length < MIN_STACKED_COLUMNS || body.length === 0) return false;

  const averageLength = headers.map((_, column) => {
    const lengths = body.map((row) => textOf(cellsOf(row)[column] ?? {type: 'text', value: ''}).trim().length);
    return lengths.reduce((sum, length) => sum + length, 0) / lengths.length;
  });

  table.properties = {...table.properties, role: 'table', [STACKED_TABLE]: ''};
  for (const group of [...childElements(table, 'thead'), ...childElements(table, 'tbody')]) {
    group.properties = {...group.properties, role: 'rowgroup'};
  }
  for (const row of body) {
    cellsOf(row).forEach((cell, column) => {
      const header = headers[column] ?? '';
      const labelled = column > 0 && header !== '' && !UNLABELLED_HEADERS.has(header.toLowerCase());
      cell.properties = {
        ...cell.properties,
        ...(labelled ? {[CELL_LABEL]: header} : {}),
        ...(column > 0 && (averageLength[column] ?? 0) > LONG_COLUMN_CHARACTERS ? {[LONG_CELL]: ''} : {}),
      };
    });
  }
  return true;
}

/**
 * The name of a table's scrolling region (ScrollableTable reads it from this property): the
 * heading it sits under, numbered when a heading has several tables. axe's `landmark-unique`
 * wants every region of a page named differently, and a page of option tables had five
 * regions all called "Table".
 */
const REGION_LABEL = 'dataRegionLabel';

function visit(node: Node, context: {heading: string; used: Map<string, number>}): void {
  if (isElement(node) && /^h[1-6]$/.test(node.tagName)) {
    context.heading = textOf(node).replace(/\s+/g, ' ').trim();
    return;
  }
  if (isElement(node, 'table')) {
    markStackedTable(node);
    const base = context.heading ? `Table: ${context.heading}` : 'Table';
    const count = (context.used.get(base) ?? 0) + 1;
    context.used.set(base, count);
    node.properties = {...node.properties, [REGION_LABEL]: count === 1 ? base : `${base} (${count})`};
    return;
  }
  if ('children' in node) for (const child of node.children as Node[]) visit(child, context);
}

export function rehypeStackedTables() {
  return (tree: Root): void => visit(tree, {heading: '', used: new Map()});
}

export default rehypeStackedTables;
