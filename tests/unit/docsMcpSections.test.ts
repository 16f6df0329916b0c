/**
 * The docs MCP server's long answers in pieces (packages/docs-mcp/src/sections.ts): an index of
 * sections first, each section by its id, parts for what has no headings, nothing over the limit
 * unless the whole is asked for; and the version a page's URL names (src/routeOf.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ANSWER_LIMIT, INTRO, WHOLE, outline, piece, split} from '../../packages/docs-mcp/src/sections';
import {routeOf, versionInPage} from '../../packages/docs-mcp/src/routeOf';
import {LATEST_VERSION, versionByName} from '../../src/versions/versions';

const paragraph = (words: number, word = 'text') => Array.from({length: words}, () => word).join(' ');
const again = {tool: 'get_page', args: {page: 'config'}};
const head = 'Answering from the Stencil docs v4.38.\nPage: https://example.com/docs/config';

/** A page: a short opening, two `##` sections (the second with two `###`), a code block with a `##` line in it. */
const page = [
  '# Config',
  '',
  'The opening.',
  '',
  '## Core options',
  '',
  paragraph(900, 'core'),
  '',
  '```ts',
  '## not a heading',
  '```',
  '',
  '## Output `options`',
  '',
  'Output intro.',
  '',
  '### The [dist](./dist) target',
  '',
  paragraph(900, 'dist'),
  '',
  '### The www target',
  '',
  paragraph(900, 'www'),
  '',
].join('\n');

test('the outline: ## to #### headings outside code fences, as a tree, with the site anchors where given', () => {
  const sections = outline(page, [{anchor: 'core', start: page.indexOf('## Core options')}]);
  assert.deepEqual(
    sections.map((section) => [section.id, section.heading, section.children.map((child) => child.id)]),
    [
      ['core', 'Core options', []],
      ['output-options', 'Output options', ['the-dist-target', 'the-www-target']],
    ],
  );
  // A section runs to the next heading of its level or above: the code block's line is inside the first.
  assert.match(page.slice(sections[0].start, sections[0].end), /## not a heading/);
  assert.equal(sections[1].end, page.length);
});

test('a short answer comes whole; a long one as its opening and an index within the limit', () => {
  assert.equal(piece(head, 'Short.', {}, again).text, `${head}\n\nShort.`);
  assert.ok(page.length > ANSWER_LIMIT);
  const index = piece(head, page, {}, again);
  assert.equal(index.isError, undefined);
  assert.ok(index.text.length <= ANSWER_LIMIT, `${index.text.length}`);
  assert.ok(index.text.startsWith(`${head}\n\n# Config\n\nThe opening.`));
  assert.match(index.text, /get_page \{"page":"config","section":"core-options"\}/);
  assert.match(index.text, /^- `output-options`: Output options \([\d,]+ characters\)\n {2}- `the-dist-target`: The dist target/m);
  assert.doesNotMatch(index.text, /core core/);
});

test('a section by its id or heading; a long one as its own index; "all" for everything', () => {
  const core = piece(head, page, {section: 'core-options'}, again).text;
  assert.match(core, /## Core options/);
  assert.doesNotMatch(core, /## Output/);
  assert.equal(piece(head, page, {section: 'Core Options'}, again).text, core);
  const output = piece(head, page, {section: 'output-options'}, again).text;
  // Over the limit with sections of its own: its opening, then their index.
  assert.ok(output.length <= ANSWER_LIMIT);
  assert.match(output, /Output intro\.\n[\s\S]*This section `output-options` is [\d,]+ characters[\s\S]*- `the-www-target`/);
  assert.equal(piece(head, page, {section: WHOLE}, again).text, `${head}\n\n${page}`);
  const missing = piece(head, page, {section: 'nope'}, again);
  assert.equal(missing.isError, true);
  assert.match(missing.text, /no section "nope"\. Its sections: `core-options`, `output-options`, `the-dist-target`, `the-www-target`/);
});

test('an opening longer than an index shows is a section of its own', () => {
  const long = `${paragraph(500, 'opening')}\n\n## One\n\n${paragraph(900)}\n\n## Two\n\n${paragraph(900)}\n`;
  const index = piece(head, long, {}, again).text;
  assert.match(index, /^- `intro`: /m);
  assert.doesNotMatch(index, /opening opening/);
  assert.match(piece(head, long, {section: INTRO}, again).text, /opening opening/);
});

test('what has no headings comes in parts, each within the limit, that add up to the whole', () => {
  const lines = Array.from({length: 400}, (_, i) => `${i + 1}. ${paragraph(8, `hit${i + 1}`)}`);
  const body = lines.join('\n');
  const first = piece(head, body, {}, {tool: 'search_docs', args: {query: 'x'}});
  assert.ok(first.text.length <= ANSWER_LIMIT);
  const [, , total] = /\(Part (\d+) of (\d+) of this answer\. The next: search_docs \{"query":"x","part":2\}\)/.exec(first.text) ?? [];
  assert.ok(total, first.text.slice(-200));
  const parts = Array.from({length: Number(total)}, (_, i) => piece(head, body, {part: i + 1}, again).text);
  for (const part of parts) assert.ok(part.length <= ANSWER_LIMIT);
  const seen = parts.join('\n');
  assert.deepEqual(
    lines.filter((line) => !seen.includes(line)),
    [],
  );
  assert.equal(piece(head, body, {part: Number(total) + 1}, again).isError, true);
});

test('split cuts at a blank line outside a code fence when one is in the second half of a part', () => {
  const opening = paragraph(30, 'word');
  const fence = ['```', 'code line', '', 'code line', '```'].join('\n');
  const text = [opening, '', fence, '', 'after'].join('\n');
  const parts = split(text, opening.length + 20);
  assert.ok(parts.every((part) => part.length <= opening.length + 20));
  assert.equal(parts.join(''), `${text}\n`);
  // Not at the blank line inside the fence, though it would fill the first part more.
  assert.equal(parts[0], `${opening}\n\n`);
  assert.ok(parts[1].startsWith(fence));
});

test('the version a page URL names: its path segment, or the latest release by its name; none for a plain route', () => {
  assert.equal(versionInPage('https://stenciljs.com/docs/v3/config', '/docs/'), versionByName('v3'));
  assert.equal(versionInPage('/docs/next/config.md#x', '/docs/'), versionByName('current'));
  assert.equal(versionInPage(`${LATEST_VERSION.name}/config`, '/docs/'), LATEST_VERSION);
  assert.equal(routeOf(`${LATEST_VERSION.name}/config`, '/docs/'), 'config');
  assert.equal(versionInPage('/docs/config', '/docs/'), undefined);
  assert.equal(versionInPage('config/dev-server', '/docs/'), undefined);
});
