/**
 * UPGRADING.md's table of internals, written from the ledger (src/plugins/client/internals.ts):
 * one row per entry, in the ledger's order. `npm run upgrading:table` rewrites the table;
 * tests/unit/internalsContract.test.ts fails while the file's table differs from this one.
 */
import type {Internal} from '../../src/plugins/client/internals';
import {tableCellsOf} from '../../src/markdown/syntax/blocks';

const isTableRow = (line: string) => tableCellsOf(line) !== undefined;

/** The heading the table follows, and the table's header. */
export const TABLE_HEADING = '## The internals';
const HEADER = ['| id | what it assumes | relied on by | guarded by |', '|---|---|---|---|'];

/** A file named at the start of a "relied on by" item is code; a description stays prose. */
const usedByCell = (user: string) => user.replace(/^([\w-]+(?:[./][\w-]+)+)/, '`$1`');

export function upgradingRows(internals: Internal[]): string[] {
  return [
    ...HEADER,
    ...internals.map(
      (internal) => `| \`${internal.id}\` | ${internal.assumes} | ${internal.usedBy.map(usedByCell).join(', ')} | ${internal.guard} |`,
    ),
  ];
}

/** The table lines of a Markdown document: the lines starting with `|` after TABLE_HEADING, up to the first other line. */
export function tableIn(markdown: string): {start: number; rows: string[]} {
  const lines = markdown.split('\n');
  const heading = lines.indexOf(TABLE_HEADING);
  if (heading === -1) throw new Error(`UPGRADING.md has no "${TABLE_HEADING}" heading`);
  let start = heading + 1;
  while (start < lines.length && !isTableRow(lines[start])) start += 1;
  let end = start;
  while (end < lines.length && isTableRow(lines[end])) end += 1;
  return {start, rows: lines.slice(start, end)};
}

/** The document with its table replaced by the ledger's. */
export function withLedgerTable(markdown: string, internals: Internal[]): string {
  const lines = markdown.split('\n');
  const {start, rows} = tableIn(markdown);
  lines.splice(start, rows.length, ...upgradingRows(internals));
  return lines.join('\n');
}
