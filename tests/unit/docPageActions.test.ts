/**
 * Issue 23's doc-page additions, their pure parts: "Edit this page" opens the file a maintainer
 * edits (the config's `editUrl`), reference tables are marked to stack on a phone
 * (rehypeStackedTables), the Markdown twin's path, and the feedback's storage key and issue link.
 * The built pages are tested in tests/docPageActions.test.ts.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Element, ElementContent, Root} from 'hast';
import type {Config} from '@docusaurus/types';
import {ALL_VERSIONS, GENERATED_VERSIONS, NEXT_VERSION, versionByName} from '../../src/versions/versions';
import {DOCS_REPOSITORY_BRANCH, DOCS_REPOSITORY_URL} from '../../src/utils/siteLinks';
import {rehypeStackedTables} from '../../src/markdown/stackedTables';
import {twinPath} from '../../src/markdown/twinPath';
import {feedbackIssueUrl, feedbackStorageKey} from '../../src/components/PageFeedback/feedback';

const root = path.resolve(import.meta.dirname, '../..');

type EditUrl = (args: {version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string}) => string;

function configuredEditUrl(): EditUrl {
  // The config is CommonJS to tsx (the project is not "type": "module"), as Docusaurus loads it.
  const {default: config} = createRequire(import.meta.url)('../../docusaurus.config.ts') as {default: Config};
  const classic = config.presets?.find((preset) => Array.isArray(preset) && preset[0] === 'classic');
  const options = (classic as [string, {docs: {editUrl?: unknown}}])[1];
  assert.equal(typeof options.docs.editUrl, 'function', 'the docs plugin has an editUrl function: "Edit this page" is on by default');
  return options.docs.editUrl as EditUrl;
}

function docFiles(folder: string, prefix = ''): string[] {
  return readdirSync(path.join(folder, prefix), {withFileTypes: true}).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return docFiles(folder, relative);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [relative] : [];
  });
}

describe('Edit this page', () => {
  const editUrl = configuredEditUrl();
  const editPrefix = `${DOCS_REPOSITORY_URL}/edit/${DOCS_REPOSITORY_BRANCH}/`;

  test('the docs repository is configured in src/utils/siteLinks.ts', () => {
    assert.match(DOCS_REPOSITORY_URL, /^https:\/\/github\.com\/[\w-]+\/[\w.-]+$/);
  });

  test('every page of every version opens an existing source file, never a generated snapshot', () => {
    for (const version of ALL_VERSIONS) {
      const docs = docFiles(path.join(root, version.docsFolder));
      assert.ok(docs.length > 50, `${version.label}: pages found under ${version.docsFolder}`);
      for (const docPath of docs) {
        const url = editUrl({version: version.name, versionDocsDirPath: version.docsFolder, docPath, permalink: '/x', locale: 'en'});
        assert.ok(url.startsWith(editPrefix), `${version.label} ${docPath}: ${url} edits the docs repository's ${DOCS_REPOSITORY_BRANCH}`);
        const file = url.slice(editPrefix.length);
        assert.ok(existsSync(path.join(root, file)), `${version.label} ${docPath}: ${file} exists`);
        assert.ok(!/version-v4\./.test(file), `${version.label} ${docPath}: ${file} is not a generated 4.x snapshot`);
      }
    }
  });

  test('Next and the generated 4.x releases edit docs/; v3 and v2 their own folders', () => {
    const edit = (name: string) =>
      editUrl({version: name, versionDocsDirPath: versionByName(name)!.docsFolder, docPath: 'a/b.md', permalink: '/x', locale: 'en'});
    assert.ok(GENERATED_VERSIONS.length >= 2);
    for (const version of [NEXT_VERSION, ...GENERATED_VERSIONS]) assert.equal(edit(version.name), `${editPrefix}docs/a/b.md`);
    assert.equal(edit('v3'), `${editPrefix}versioned_docs/version-v3/a/b.md`);
    assert.equal(edit('v2'), `${editPrefix}versioned_docs/version-v2/a/b.md`);
  });
});

const text = (value: string): ElementContent => ({type: 'text', value});
const element = (tagName: string, children: ElementContent[]): Element => ({type: 'element', tagName, properties: {}, children});
const row = (tag: 'th' | 'td', cells: string[]) =>
  element(
    'tr',
    cells.map((cell) => element(tag, [text(cell)])),
  );
const table = (header: string[], ...body: string[][]) =>
  element('table', [
    element('thead', [row('th', header)]),
    element(
      'tbody',
      body.map((cells) => row('td', cells)),
    ),
  ]);

function stack(...tables: Element[]): Element[] {
  const tree: Root = {type: 'root', children: tables};
  rehypeStackedTables()(tree);
  return tables;
}

describe('rehypeStackedTables', () => {
  const description = 'Name of the component library; it names the generated bundles.';

  test('an options table gets the table and row-group roles (none on rows or cells: HTML forbids them there), column labels, and its prose column marked long', () => {
    const [options] = stack(table(['Name', 'Type', 'Default', 'Description'], ['`namespace`', 'string', "'App'", description]));
    assert.deepEqual(options.properties, {role: 'table', dataStacked: '', dataRegionLabel: 'Table'});
    const [thead, tbody] = options.children as Element[];
    assert.equal(thead.properties.role, 'rowgroup');
    assert.equal(tbody.properties.role, 'rowgroup');
    const headerRow = thead.children[0] as Element;
    assert.equal(headerRow.properties.role, undefined);
    assert.deepEqual(
      (headerRow.children as Element[]).map((cell) => cell.properties.role),
      [undefined, undefined, undefined, undefined],
    );
    const cells = (tbody.children[0] as Element).children as Element[];
    assert.deepEqual(
      cells.map((cell) => cell.properties),
      [
        {},
        {dataLabel: 'Type'},
        {dataLabel: 'Default'},
        // "Description" as a label would add nothing before a description.
        {dataLong: ''},
      ],
    );
  });

  test('a long column other than the last keeps its label; the header text is read through inline markup', () => {
    const hooks = table(['Hook', 'Called', 'Returns'], ['`componentWillLoad`', description, 'Promise']);
    const headerRow = (hooks.children[0] as Element).children[0] as Element;
    headerRow.children[1] = element('th', [element('code', [text('Called')])]);
    stack(hooks);
    const [, tbody] = hooks.children as Element[];
    const cells = (tbody.children[0] as Element).children as Element[];
    assert.deepEqual(cells[1].properties, {dataLabel: 'Called', dataLong: ''});
    assert.deepEqual(cells[2].properties, {dataLabel: 'Returns'});
  });

  test('two-column tables stay ordinary tables', () => {
    const [pairs] = stack(table(['Prop name', 'Attribute'], ['firstName', 'first-name']));
    assert.deepEqual(pairs.properties, {dataRegionLabel: 'Table'});
    assert.deepEqual(((pairs.children[1] as Element).children[0] as Element).properties, {});
  });

  test("every table's scrolling region is named after its heading, uniquely within the page", () => {
    const tables = [table(['A', 'B'], ['1', '2']), table(['A', 'B'], ['1', '2']), table(['A', 'B'], ['1', '2'])];
    const tree: Root = {
      type: 'root',
      children: [tables[0], element('h2', [text('Build '), element('code', [text('extras')])]), tables[1], tables[2]],
    };
    rehypeStackedTables()(tree);
    assert.deepEqual(
      tables.map((t) => t.properties.dataRegionLabel),
      ['Table', 'Table: Build extras', 'Table: Build extras (2)'],
    );
  });
});

describe('Copy page and feedback', () => {
  test("a doc's Markdown twin is its path plus .md (the one rule, src/markdown/twinPath.ts)", () => {
    assert.equal(twinPath('/docs/v4.37/events'), '/docs/v4.37/events.md');
    assert.equal(twinPath('/docs/next/introduction/'), '/docs/next/introduction.md');
    assert.equal(twinPath('/docs/', '/docs/'), '/docs/index.md');
  });

  test('the answer is stored per page under docs-page-feedback-{permalink}', () => {
    assert.equal(feedbackStorageKey('/docs/v3/config'), 'docs-page-feedback-/docs/v3/config');
    assert.notEqual(feedbackStorageKey('/docs/v3/config'), feedbackStorageKey('/docs/config'));
  });

  test('"No" opens a new issue in the docs repository with the page URL and version filled in', () => {
    const url = new URL(feedbackIssueUrl({title: 'Config', pageUrl: 'https://stenciljs.com/docs/v3/config', versionLabel: 'v3'}));
    assert.equal(`${url.origin}${url.pathname}`, `${DOCS_REPOSITORY_URL}/issues/new`);
    assert.equal(url.searchParams.get('title'), 'Docs feedback: Config (v3)');
    assert.match(url.searchParams.get('body')!, /^Page: https:\/\/stenciljs\.com\/docs\/v3\/config\nVersion: v3\n/);
  });
});
