/**
 * One Markdown pipeline, two outputs (src/markdown): for each construct of the registry, a
 * fixture of tests/fixtures/markdown/ goes in, and out come the page's HTML (through
 * Docusaurus's own MDX processor, `@docusaurus/mdx-loader`, with the plugin lists the config
 * reads from the registry) and the twin's Markdown (src/markdown/twin.ts). Both are compared with
 * the recorded `<name>.page.html` and `<name>.twin.md`; `UPDATE_FIXTURES=1` rewrites them (read
 * the diff before committing). Also: the one twin path, fence reader, front-matter reader (CRLF
 * too) and heading reader, whose anchors must be the ids the page gets.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {createElement, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {compileToJSX} from '@docusaurus/mdx-loader/lib/utils';
import {CONSTRUCTS, pagePlugins, versionFencePreprocessor, versionTokensInFrontMatter} from '../../src/markdown/constructs';
import {sourceToTwin, TwinError} from '../../src/markdown/twin';
import {readFrontMatter, blankFrontMatter} from '../../src/markdown/syntax/frontMatter';
import {codeBlocks, fenceLines} from '../../src/markdown/syntax/codeFences';
import {readHeadings} from '../../src/markdown/syntax/headings';
import {twinFile, twinPath} from '../../src/markdown/twinPath';
import {availabilityMarkdownFor} from '../../src/markdown/apiFacts';
import {NEXT_VERSION, versionByName, type DocsVersion} from '../../src/versions/versions';
import {SITE_MARKDOWN_CONFIG} from '../support/markdownConfig';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/markdown');
const UPDATE = process.env.UPDATE_FIXTURES === '1';

// ---- the page: Docusaurus's MDX processor, the registry's plugins, the hast tree as HTML ----

type Attributes = Record<string, unknown>;
const attributeText = (name: string, value: unknown): string => {
  if (value === false || value === null || value === undefined) return '';
  const key = name === 'className' ? 'class' : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  if (value === true) return ` ${key}`;
  const text = Array.isArray(value) ? value.join(' ') : String(value);
  return ` ${key}="${text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
};
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The hast tree as HTML; an MDX element (`<Tabs>`, `<LifecycleDiagram />`) as a tag of its name, its string attributes kept. */
function toHtml(node: Root | RootContent | ElementContent): string {
  const children = 'children' in node ? (node.children as RootContent[]).map(toHtml).join('') : '';
  switch (node.type) {
    case 'root':
      return children;
    case 'text':
      return escapeText(node.value);
    case 'element': {
      const attributes = Object.entries((node as Element).properties as Attributes)
        .map(([name, value]) => attributeText(name, value))
        .join('');
      return `<${node.tagName}${attributes}>${children}</${node.tagName}>`;
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const attributes = node.attributes
        .map((attribute) =>
          attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' ? attributeText(attribute.name, attribute.value) : '',
        )
        .join('');
      return `<${node.name}${attributes}>${children}</${node.name}>`;
    }
    default:
      // ESM (imports), expressions, comments: not HTML.
      return '';
  }
}

/** The last page's HTML, set by the processor's final rehype step (one file compiled at a time). */
let lastPageHtml = '';

/** The docs plugin's MDX options as the config builds them: the registry's plugins and preprocessor. */
const MDX_OPTIONS = {
  ...pagePlugins('docs'),
  // Last: the tree as the page's HTML, before MDX turns it into JavaScript.
  rehypePlugins: [...pagePlugins('docs').rehypePlugins, () => (tree: Root) => void (lastPageHtml = toHtml(tree))],
  admonitions: true,
  markdownConfig: {...SITE_MARKDOWN_CONFIG, preprocessor: versionFencePreprocessor(ROOT)},
  siteDir: ROOT,
  staticDirs: [],
};

/** The page's HTML for a source, compiled as the mdx-loader compiles `fixture.md` in the version's docs folder. */
async function pageHtml(source: string, version: DocsVersion): Promise<string> {
  lastPageHtml = '';
  await compileToJSX({
    filePath: path.join(ROOT, version.docsFolder, 'fixture.md'),
    fileContent: source,
    frontMatter: readFrontMatter(source).data,
    options: MDX_OPTIONS as never,
    compilerName: 'server',
  });
  return lastPageHtml;
}

// ---- the twin ----

function fixtureVersion(source: string): DocsVersion {
  const name = readFrontMatter(source).data.fixture_version;
  return (typeof name === 'string' && versionByName(name)) || NEXT_VERSION;
}

function twinOf(source: string, version: DocsVersion): string {
  return sourceToTwin(source, {
    sourcePath: `${version.docsFolder}/fixture.md`,
    version,
    title: String(readFrontMatter(source).data.title),
    selfUrl: 'https://example.com/docs/fixture.md',
    resolveDoc: () => undefined,
  });
}

/** Compares with the recorded output, or records it with UPDATE_FIXTURES=1. */
function assertRecorded(actual: string, file: string): void {
  const recorded = path.join(FIXTURES, file);
  if (UPDATE || !existsSync(recorded)) {
    assert.ok(UPDATE, `${file} is not recorded: run with UPDATE_FIXTURES=1 and read it`);
    writeFileSync(recorded, actual);
    return;
  }
  assert.equal(actual, readFileSync(recorded, 'utf8'), `${file} differs from the recorded output`);
}

/** Each construct of the registry and the fixture that shows it. */
const FIXTURE_OF: Record<string, string> = {
  'version fences': 'version-fences',
  'npm2yarn tabs': 'npm2yarn',
  'API availability tables': 'api-availability',
  'API since markers': 'api-since',
  'lifecycle diagram': 'lifecycle-diagram',
  playground: 'playground',
  'playground links': 'playground-links',
  'moved anchors': 'moved-anchors',
  'heading ids': 'heading-ids',
  'code blocks and magic comments': 'magic-comments',
  'quoted source files': 'quoted-source',
  'stacked tables': 'stacked-tables',
  admonitions: 'admonitions',
};

describe('each construct: Markdown in, page HTML and twin out', () => {
  test('every construct of the registry has a fixture', () => {
    assert.deepEqual(
      CONSTRUCTS.map((construct) => construct.name).filter((name) => !FIXTURE_OF[name]),
      [],
    );
  });

  for (const [construct, name] of Object.entries(FIXTURE_OF)) {
    // The availability tables list every API item: their outputs are checked below, not recorded.
    if (name === 'api-availability') continue;
    test(`${construct} (${name}.md)`, async () => {
      const source = readFileSync(path.join(FIXTURES, `${name}.md`), 'utf8');
      const version = fixtureVersion(source);
      assertRecorded(await pageHtml(source, version), `${name}.page.html`);
      assertRecorded(twinOf(source, version), `${name}.twin.md`);
    });
  }

  test('API availability tables (api-availability.md): the tables of the fixture version, on the page and in the twin', async () => {
    const source = readFileSync(path.join(FIXTURES, 'api-availability.md'), 'utf8');
    const version = fixtureVersion(source);
    const html = await pageHtml(source, version);
    assert.ok(!html.includes('ApiAvailability'), 'the placeholder is replaced');
    assert.ok((html.match(/<table/g) ?? []).length >= 3, 'one table per area');
    assert.match(html, /<h2 id="[a-z-]+">/, 'the area headings get ids (the step runs before Docusaurus heading ids)');
    const twin = twinOf(source, version);
    assert.ok(twin.includes(availabilityMarkdownFor(`${version.docsFolder}/fixture.md`)));
    assert.ok(!twin.includes('<ApiAvailability'));
  });
});

describe('the readers', () => {
  test('heading anchors are the ids the page gets, explicit ids in both forms included', async () => {
    const source = readFileSync(path.join(FIXTURES, 'heading-ids.md'), 'utf8');
    const html = await pageHtml(source, NEXT_VERSION);
    const pageIds = [...html.matchAll(/<h[1-6] id="([^"]+)"/g)].map((match) => match[1]);
    const headings = readHeadings(blankFrontMatter(source));
    assert.deepEqual(
      headings.map((heading) => heading.anchor),
      pageIds,
    );
    assert.deepEqual(
      headings.map((heading) => heading.text),
      ['Events', 'Events', 'Custom id', 'Comment id', 'Kept as written', "The @Prop() decorator's options", 'Events'],
    );
    assert.equal(headings[3].line, 11, 'lines of the file: the front matter is blanked, not cut');
  });

  test('front matter with any line ending: data, body and line count', () => {
    const lf = readFileSync(path.join(FIXTURES, 'admonitions.md'), 'utf8');
    const crlf = lf.replace(/\n/g, '\r\n');
    for (const text of [lf, crlf]) {
      const read = readFrontMatter(text);
      assert.deepEqual(read.data, {title: 'Admonitions', description: 'Notes, tips and warnings.'});
      assert.equal(read.lineCount, 4);
      assert.ok(read.body.startsWith(text.includes('\r') ? '\r\n:::note' : '\n:::note'));
    }
    assert.equal(twinOf(crlf, NEXT_VERSION), twinOf(lf, NEXT_VERSION), 'a CRLF source has the same twin');
    assert.deepEqual(readFrontMatter('no front matter\n---\n'), {data: {}, body: 'no front matter\n---\n', lineCount: 0, raw: ''});
    assert.equal(readFrontMatter('---\n---\nbody').body, 'body');
  });

  test('code fences: backticks and tildes, longer closers, info strings, no backtick in a backtick info string', () => {
    const text = ['````md title="a.md"', '```js', 'x', '```', '````', '~~~', '```', '~~~~', '```js`inline`', 'after'].join('\n');
    assert.deepEqual(
      fenceLines(text.split('\n')).map((line) => line.kind),
      ['open', 'code', 'code', 'code', 'close', 'open', 'code', 'close', 'text', 'text'],
    );
    assert.deepEqual(
      codeBlocks(text).map(({line, lang, meta, code, closed}) => ({line, lang, meta, code, closed})),
      [
        {line: 1, lang: 'md', meta: 'title="a.md"', code: '```js\nx\n```', closed: true},
        {line: 6, lang: '', meta: '', code: '```', closed: true},
      ],
    );
    assert.equal(codeBlocks('```bash\nnpm test').at(0)?.closed, false);
  });

  test('one twin path: docs, the home page, anchors, trailing slashes', () => {
    assert.equal(twinPath('/docs/v4.37/events'), '/docs/v4.37/events.md');
    assert.equal(twinPath('/docs/events#custom-events'), '/docs/events.md#custom-events');
    assert.equal(twinPath('/docs/next/introduction/'), '/docs/next/introduction.md');
    assert.equal(twinPath('/docs/'), '/docs/index.md');
    assert.equal(twinPath('/docs'), '/docs/index.md');
    assert.equal(twinFile('/docs/v3/intro', '/docs/'), 'v3/intro.md');
    assert.equal(twinPath('/a/b', '/'), '/a/b.md');
    assert.throws(() => twinFile('/blog/x', '/docs/'), /not under the base URL/);
  });

  test('a self-closing component without a twin form fails with the file and line', () => {
    assert.throws(
      () => twinOf('---\ntitle: x\n---\n\n<Unknown />\n', NEXT_VERSION),
      (error: unknown) => error instanceof TwinError && /fixture\.md:5: <Unknown \/> has no Markdown form/.test(error.message),
    );
  });
});

describe('the compiled page: the JSX runtime bound once (src/markdown/recmaJsxRuntimeOnce.ts)', () => {
  const SOURCE = [
    '# Props',
    '',
    'A **bold** word, `code`, a [link](https://example.com) and a list:',
    '',
    '- one',
    '- two *three*',
    '',
    '| a | b |',
    '|---|---|',
    '| `x` | y |',
    '',
    'export const note = <b>top-level JSX</b>;',
    '',
    '{note}',
  ].join('\n');

  async function compiled(recmaPlugins: unknown[]): Promise<string> {
    const result = await compileToJSX({
      filePath: path.join(ROOT, NEXT_VERSION.docsFolder, 'fixture.mdx'),
      fileContent: SOURCE,
      frontMatter: {},
      options: {...MDX_OPTIONS, recmaPlugins} as never,
      compilerName: 'client',
    });
    return result.content;
  }

  /** The module's page, rendered by React on the server (the file sits in the repo so its imports resolve). */
  async function rendered(code: string, name: string): Promise<string> {
    const file = path.join(ROOT, 'node_modules/.cache', `recma-test-${process.pid}-${name}.mjs`);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, code);
    try {
      const page = (await import(pathToFileURL(file).href)) as {default: ComponentType};
      return renderToStaticMarkup(createElement(page.default));
    } finally {
      rmSync(file, {force: true});
    }
  }

  test('the config binds the runtime once: no import of the runtime by name, one namespace import, the names bound first', async () => {
    const code = await compiled(pagePlugins('docs').recmaPlugins);
    assert.doesNotMatch(code, /import\s*\{[^}]*\}\s*from\s*["']react\/jsx-runtime["']/);
    assert.equal(code.match(/from\s*["']react\/jsx-runtime["']/g)?.length, 1);
    assert.match(code, /^const \{[^}]*jsx: _jsx[^}]*\} = _mdxJsxRuntime;/m);
    assert.ok(code.indexOf('= _mdxJsxRuntime;') < code.indexOf('export const note'), 'bound before the page’s own top-level JSX');
  });

  test('the page renders the same HTML as with the runtime imported by name', async () => {
    const withPlugin = await rendered(await compiled(pagePlugins('docs').recmaPlugins), 'once');
    const without = await rendered(await compiled([]), 'named');
    assert.match(without, /<table[ >]/);
    assert.match(without, /top-level JSX/);
    assert.equal(withPlugin, without);
  });
});

describe('front matter (config markdown.parseFrontMatter)', () => {
  const description =
    'The <Until version="4">dist-custom-elements</Until><Since version="5">standalone</Since> target of Stencil %STENCIL_MINOR%.';
  const parse = async (filePath: string) =>
    (
      await versionTokensInFrontMatter(ROOT)({
        filePath: path.join(ROOT, filePath),
        fileContent: '',
        defaultParseFrontMatter: async () => ({frontMatter: {description, sidebar_position: 2}, content: ''}),
      })
    ).frontMatter;
  test("a description's inline fences and tokens resolve for the file's version, other values untouched", async () => {
    const next = await parse('docs/output-targets/custom-elements.md');
    assert.match(String(next.description), /^The standalone target of Stencil \S+\.$/);
    assert.equal(next.sidebar_position, 2);
    const older = await parse('versioned_docs/version-v4.38/output-targets/custom-elements.md');
    assert.equal(older.description, 'The dist-custom-elements target of Stencil 4.38.');
  });
});
