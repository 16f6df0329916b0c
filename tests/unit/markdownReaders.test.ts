/**
 * The Markdown grammar has one home, src/markdown/syntax/: code that reads a fence, front matter,
 * a heading, a link or code span, a table row, an MDX line, a version fence, a magic comment, an
 * info-string word or the `.md` suffix by a regular expression (or a string test) of its own
 * fails here, the way tests/unit/siteImports.test.ts guards imports. Two readers of one thing
 * drift apart (a copied version-fence grammar, the home twin read back as a page named "index").
 * The scan is scripts/lib/markdownReaders.ts; `npx tsx scripts/lib/markdownReaders.ts` lists what it finds.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {GRAMMAR_HOME, NOT_MARKDOWN, kindsOfPattern, markdownReaders, readersIn} from '../../scripts/lib/markdownReaders';

const root = path.resolve(import.meta.dirname, '../..');

test('the scan sees each kind of Markdown reader, and not ordinary patterns', () => {
  const cases: [string, string][] = [
    ['^(\\s*)(`{3,}|~{3,})(.*)$', 'code fence'],
    ['```[^\\n]*\\n', 'code fence'],
    ['^---\\r?\\n', 'front matter'],
    ['^#{1,6}\\s', 'heading'],
    ['^\\s{0,3}#{1,6}\\s', 'heading'],
    ['^# ', 'heading'],
    ['!?\\[([^\\]]*)\\]\\([^)]*\\)', 'link'],
    ['\\]\\([^)]*\\)', 'link'],
    ['`([^`]+)`', 'code span'],
    ['(`+)([\\s\\S]*?)\\1', 'code span'],
    ['^(\\s*\\|)((?:[^|\\\\]|\\\\.)*?)(\\s*\\|.*)$', 'table row'],
    ['^\\s*<(Since|Until)\\s+version="(\\d+)"', 'version fence'],
    ['error-next-line', 'magic comment'],
    ['^\\s*\\/\\/\\s*(?:added|removed|highlight|error)-(?:next-line|start|end)\\s*$', 'magic comment'],
    ['(^|\\s)class-members(\\s|$)', 'info string'],
    ['\\.md(?=#|$)', '.md suffix'],
    ['^\\s*:::\\s*$', 'admonition'],
    ['^\\s*<\\/?([A-Z][\\w.]*)\\b[^>]*>\\s*$', 'MDX line'],
    ['^([|<>#-]|\\d+\\.\\s|\\*\\s)', 'block start'],
  ];
  for (const [pattern, kind] of cases) assert.ok(kindsOfPattern(pattern).includes(kind), `${pattern} reads a ${kind}`);
  for (const ordinary of ['^[A-Za-z0-9]+$', '\\s+', '^(?:[a-z][a-z0-9+.-]*:|\\/\\/)', '&(lt|gt|amp);', '\\.html$']) {
    assert.deepEqual(kindsOfPattern(ordinary), [], ordinary);
  }
  const found = readersIn(
    'example.ts',
    "const a = /^#{1,6}\\s/; const b = new RegExp('```'); if (line.startsWith('|')) f(); name.endsWith('.md'); const c = /\\s+/;",
  );
  assert.deepEqual(
    found.map((reader) => reader.kind),
    ['heading', 'code fence', 'table row', '.md suffix'],
  );
});

test('the files whose patterns only look like Markdown exist and say why', () => {
  for (const [file, why] of Object.entries(NOT_MARKDOWN)) {
    assert.ok(existsSync(path.join(root, file)), `${file} is listed in NOT_MARKDOWN but does not exist`);
    assert.ok(why.length > 20, `${file}: say why its patterns are not Markdown`);
  }
});

test(`no code reads Markdown syntax outside ${GRAMMAR_HOME}/`, () => {
  const found = markdownReaders().map((reader) => `${reader.file}:${reader.line} [${reader.kind}] ${reader.text}`);
  assert.deepEqual(
    found,
    [],
    `Read Markdown through ${GRAMMAR_HOME}/ (its README lists the readers), or add the missing reader there:\n  ${found.join('\n  ')}`,
  );
});
