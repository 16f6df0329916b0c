/**
 * What a line of a Markdown/MDX source starts, read line by line: a table row, a list item, an
 * admonition's opening or closing, an MDX import/export or a component's tag. Code blocks are
 * ./codeFences.ts, headings ./headings.ts, version fences ./versionFences.ts; a caller asks those
 * first when a line may be code.
 */
const TABLE_ROW = /^(\s*\|)((?:[^|\\]|\\.)*?)(\s*\|.*)$/;
const DELIMITER_ROW = /^\s*\|?(?:\s*:?-+:?\s*\|)+\s*(?::?-+:?\s*)?$/;
const BULLET = /^\s*[-*+]\s+/;
/** What ends a paragraph in the line walks that collect prose: a table, HTML/JSX, a quote, a heading, a list. */
const NOT_PARAGRAPH = /^\s*(?:[|<>#-]|\d+\.\s|\*\s)/;

// Admonitions, `:::note[Title]` and the legacy `:::note Title`.
const ADMONITION_OPEN = /^\s*:::(note|tip|info|caution|warning|danger|important)(?:\[([^\]]*)\]|[ \t]+(.*?))?\s*$/;
const ADMONITION_CLOSE = /^\s*:::\s*$/;

/** MDX ESM at the start of a block: an import of a component, or an export. */
const ESM_LINE = /^(?:import\s+(?:[\w*{}\s,]+\s+from\s+)?['"][^'"]+['"];?|export\s+(?:const|let|function|default)\b.*)\s*$/;
/** Any line starting `import ` or `export `: how the prose counters (and the originality tool) skip ESM. */
const ESM_START = /^\s*(?:import|export) /;
const SELF_CLOSING_COMPONENT = /^\s*<([A-Z][\w.]*)\b[^>]*\/>\s*$/;
const COMPONENT_TAG = /^\s*<\/?([A-Z][\w.]*)\b[^>]*>\s*$/;
const COMPONENT_TAG_START = /^\s*<\/?[A-Z]/;

/** A table row split at its first cell: what comes before it, the cell as written, and the rest. Not the delimiter row. */
export function firstCellOf(line: string): {before: string; cell: string; after: string} | undefined {
  const row = TABLE_ROW.exec(line);
  if (!row || DELIMITER_ROW.test(line)) return undefined;
  return {before: row[1], cell: row[2], after: row[3]};
}

/** Whether a line is a table's delimiter row (`| --- | :-: |`). */
export function isDelimiterRow(line: string): boolean {
  return DELIMITER_ROW.test(line);
}

/** A table row's cells, trimmed (`| a | b |` → `a`, `b`); undefined for a line that is no row. An escaped `\|` stays in its cell. */
export function tableCellsOf(line: string): string[] | undefined {
  const trimmed = line.trim();
  if (!trimmed.startsWith('|')) return undefined;
  const cells: string[] = [];
  let cell = '';
  for (let at = 1; at < trimmed.length; at += 1) {
    const char = trimmed[at];
    if (char === '\\' && trimmed[at + 1] === '|') {
      cell += '\\|';
      at += 1;
    } else if (char === '|') {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell.trim() !== '') cells.push(cell.trim());
  return cells;
}

/** A bullet item's text without its marker (`- a`, `* a`); the line itself when it is no bullet. */
export function withoutListMarker(line: string): string {
  return line.replace(BULLET, '');
}

/** Whether a trimmed line starts something other than a paragraph's text (a table, a tag, a quote, a heading, a list). */
export function startsOtherBlock(line: string): boolean {
  return NOT_PARAGRAPH.test(line);
}

/** An admonition's opening line: its kind and title, if it has one. */
export function admonitionOpenOf(line: string): {kind: string; title?: string} | undefined {
  const open = ADMONITION_OPEN.exec(line);
  return open ? {kind: open[1], title: open[2] ?? open[3]} : undefined;
}

/** Whether a line closes an admonition (`:::`). */
export function isAdmonitionClose(line: string): boolean {
  return ADMONITION_CLOSE.test(line);
}

/** Whether a line is MDX ESM: an import of a module, or an export of a name. */
export function isEsmLine(line: string): boolean {
  return ESM_LINE.test(line);
}

/** Whether a line starts `import ` or `export ` (a looser test: prose counters skip such lines). */
export function startsWithEsmKeyword(line: string): boolean {
  return ESM_START.test(line);
}

/** The component a line of its own closes at once (`<Name … />`), by name. */
export function selfClosingComponentOf(line: string): string | undefined {
  return SELF_CLOSING_COMPONENT.exec(line)?.[1];
}

/** Whether a line is one component tag, opening or closing (`<Tabs>`, `</Since>`). */
export function isComponentTagLine(line: string): boolean {
  return COMPONENT_TAG.test(line);
}

/** Whether a line starts with a component tag (`<Since …>`, `</Tabs>`), whatever follows. */
export function startsWithComponentTag(line: string): boolean {
  return COMPONENT_TAG_START.test(line);
}
