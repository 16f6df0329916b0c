/**
 * The remark step of the docs pipeline (docusaurus.config.ts) that puts the API facts into
 * pages at build time, as plain HTML in the page (searchable, nothing in main.js):
 * - `remarkApiAvailability` (before Docusaurus's own steps, so the area headings get ids and
 *   table-of-contents entries): `<ApiAvailability />` on its own line becomes the page's
 *   tables for the file's version (src/versions/facts/table.ts);
 * - `remarkSinceMarkers` (after them, so a marker never changes a heading's id or its
 *   table-of-contents text): on a 4.x page, a heading or an options-table row whose inline
 *   code names an item newer than the oldest 4.x release gets a "since 4.35.0" marker (the exact release) with a
 *   screen-reader form.
 */
import path from 'node:path';
import type {Heading, PhrasingContent, Root, RootContent, Table, TableCell, TableRow} from 'mdast';
import {
  GENERATED_VERSIONS,
  NEXT_VERSION,
  compareDocsVersions,
  versionByName,
  versionOfDocsFile,
  type DocsVersion,
} from '../versions/versions';
import {apiFacts} from '../versions/facts/index';
import {agreedSince, indexFacts, itemsNamedBy} from '../versions/facts/lookup';
import {availabilityMarkdown, availabilityTables, columnHeadings} from '../versions/facts/table';
import {codeSpansOf, splitCodeSpans} from './syntax/inline';
import {isHeadingLine} from './syntax/headings';
import {firstCellOf} from './syntax/blocks';

/** The MDX element the page source writes where the tables go. */
export const PLACEHOLDER = 'ApiAvailability';
/** Set on the tables this step writes, so the markers step leaves them alone (their Since column says it). */
const GENERATED_TABLE = 'apiAvailabilityTable';
// `__filename`, not `__dirname`: tsx gives ES-module importers of this CommonJS file only the former.
const PROJECT_ROOT = path.resolve(path.dirname(__filename), '../..');

interface VFileLike {
  path?: string;
}

function versionOfFile(file: VFileLike): DocsVersion {
  return (file.path && versionOfDocsFile(path.relative(PROJECT_ROOT, file.path))) || NEXT_VERSION;
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const tableCell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
/** Text whose parts in backticks are code. */
const withCode = (value: string): PhrasingContent[] =>
  splitCodeSpans(value).map((part) => (part.code ? {type: 'inlineCode', value: part.text} : text(part.text)));

function tablesFor(version: DocsVersion): RootContent[] {
  return availabilityTables(version, apiFacts()).flatMap((table): RootContent[] => {
    const heading: Heading = {type: 'heading', depth: 2, children: [text(table.title)]};
    const header: TableRow = {type: 'tableRow', children: columnHeadings(version).map((title) => tableCell([text(title)]))};
    const rows = table.rows.map((row): TableRow => ({
      type: 'tableRow',
      data: row.inVersion ? undefined : {hProperties: {className: ['api-missing']}},
      children: [
        tableCell([{type: 'inlineCode', value: row.name}]),
        tableCell([text(row.kind)]),
        tableCell([text(row.since)]),
        tableCell([text(row.deprecated || '–')]),
        tableCell([text(row.removed || '–')]),
        tableCell(row.changed ? withCode(row.changed) : [text('–')]),
        tableCell([row.inVersion ? text(row.status) : {type: 'strong', children: [text(row.status)]}]),
      ],
    }));
    const node: Table = {
      type: 'table',
      align: header.children.map(() => null),
      data: {[GENERATED_TABLE]: true, hProperties: {ariaLabel: `${table.title} in ${version.label}`}} as Table['data'],
      children: [header, ...rows],
    };
    return [heading, node];
  });
}

/** Replaces `<ApiAvailability />` with the availability tables of the file's version. */
export function remarkApiAvailability() {
  return (tree: Root, file: VFileLike) => {
    const index = tree.children.findIndex(
      (node) => (node.type as string) === 'mdxJsxFlowElement' && (node as unknown as {name: string}).name === PLACEHOLDER,
    );
    if (index === -1) return;
    tree.children.splice(index, 1, ...tablesFor(versionOfFile(file)));
  };
}

/** The oldest release of Next's major line: items at least this old get no marker. */
const OLDEST_LINE_VERSION = GENERATED_VERSIONS.at(-1);

function isNewerThanLine(versionName: string): boolean {
  if (!OLDEST_LINE_VERSION) return false;
  return versionByName(versionName) !== undefined && compareDocsVersions(versionName, OLDEST_LINE_VERSION) > 0;
}

/** The marker: "since 4.35.0" on screen, "available since Stencil 4.35.0" to a screen reader. */
export function sinceMarker(release: string): PhrasingContent {
  return {
    type: 'emphasis',
    data: {hName: 'span', hProperties: {className: ['api-since']}},
    children: [
      {type: 'emphasis', data: {hName: 'span', hProperties: {ariaHidden: 'true'}}, children: [text(`since ${release}`)]},
      // A space between the two forms: text extracted from the page (agents, the twin parity
      // check) reads "since 4.37.0 (available since Stencil 4.37.0)", as the twin writes it.
      text(' '),
      {
        type: 'emphasis',
        data: {hName: 'span', hProperties: {className: ['api-since__text']}},
        children: [text(`(available since Stencil ${release})`)],
      },
    ],
  };
}

/** The release a heading's or a row's inline code says the item arrived in, when it is newer than the line. */
function markerVersion(children: readonly PhrasingContent[], index: ReturnType<typeof indexFacts>): string | undefined {
  return markerVersionOfCode(
    children.flatMap((child) => (child.type === 'inlineCode' ? [child.value] : [])),
    index,
  );
}

/**
 * The release the first span's items arrived in, when they are newer than the line's oldest docs
 * version: the exact release the history records, or the docs version's minor when the items
 * named disagree on it.
 */
function markerVersionOfCode(codeSpans: readonly string[], index: ReturnType<typeof indexFacts>): string | undefined {
  for (const code of codeSpans) {
    const items = itemsNamedBy(code, index);
    const since = agreedSince(items);
    if (!since || !isNewerThanLine(since)) continue;
    const exact = new Set(items.map((item) => item.releases?.since));
    const [release] = exact;
    return exact.size === 1 && release ? release : versionByName(since)!.minor;
  }
  return undefined;
}

/** Whether a version's pages get markers: Next and the releases generated from it. */
function hasMarkers(version: DocsVersion): boolean {
  return version === NEXT_VERSION || Boolean(version.generatedFromNext);
}

const factIndexes = new Map<string, ReturnType<typeof indexFacts>>();

/**
 * The facts of the items a version has, indexed by name: a name two areas share in other
 * releases (5.x's testing module re-exports `Mixin`) must not blur the marker of a release
 * that has one of them only.
 */
function factIndexOf(version: DocsVersion): ReturnType<typeof indexFacts> {
  let index = factIndexes.get(version.name);
  if (!index) {
    index = indexFacts(apiFacts().filter((item) => item.versions.includes(version.name)));
    factIndexes.set(version.name, index);
  }
  return index;
}

/**
 * The twin's form of the markers (issue 29: the twin says what the page shows): a heading line or
 * a table row's first cell of a source line, as `remarkSinceMarkers` marks them, with the
 * marker's two texts in emphasis. The twin's line walk cannot tell a table's header row from
 * the others; headers name no API item in code.
 */
export function withTwinSinceMarker(line: string, sourcePath: string): string {
  const version = versionOfDocsFile(sourcePath) ?? NEXT_VERSION;
  if (!hasMarkers(version)) return line;
  const factIndex = factIndexOf(version);
  const marker = (release: string) => ` *since ${release} (available since Stencil ${release})*`;
  if (isHeadingLine(line)) {
    const since = markerVersionOfCode(codeSpansOf(line), factIndex);
    return since ? `${line.trimEnd()}${marker(since)}` : line;
  }
  const row = firstCellOf(line);
  if (!row) return line;
  const since = markerVersionOfCode(codeSpansOf(row.cell), factIndex);
  return since ? `${row.before}${row.cell.trimEnd()}${marker(since)}${row.after}` : line;
}

/** Adds "since 4.35.0" markers to the headings and option-table rows of Next and its releases' pages. */
export function remarkSinceMarkers() {
  return (tree: Root, file: VFileLike) => {
    const version = versionOfFile(file);
    if (!hasMarkers(version)) return;
    const index = factIndexOf(version);
    const visit = (node: Root | RootContent) => {
      if (node.type === 'heading') {
        const since = markerVersion(node.children, index);
        if (since) node.children.push(text(' '), sinceMarker(since));
        return;
      }
      if (node.type === 'table') {
        if ((node.data as Record<string, unknown> | undefined)?.[GENERATED_TABLE]) return;
        for (const row of node.children.slice(1)) {
          const first = row.children[0];
          const since = first && markerVersion(first.children, index);
          if (since) first.children.push(text(' '), sinceMarker(since));
        }
        return;
      }
      if ('children' in node) (node.children as RootContent[]).forEach(visit);
    };
    visit(tree);
  };
}

/** The availability tables of a docs source's version as Markdown: the page's llms.txt twin. */
export function availabilityMarkdownFor(sourcePath: string): string {
  const version = versionOfDocsFile(sourcePath) ?? NEXT_VERSION;
  return availabilityMarkdown(version, availabilityTables(version, apiFacts()));
}
