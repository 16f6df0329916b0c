/**
 * The reader of content/ (src/content/contentFiles.ts): a file that does not parse stops the
 * reader with its file and the line to fix, and every content file of the repository parses.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {z} from 'zod';
import {ContentError, readContentFile} from '../../src/content/contentFiles';
import {diagnosticGuides} from '../../src/diagnostics/guide';
import {readReleaseChanges} from '../../src/compare/planner/curation';

const folder = mkdtempSync(path.join(tmpdir(), 'content-'));
const schema = z.strictObject({title: z.string(), pages: z.array(z.string()).min(1)});
const rules = {required: ['Cause', 'Fix']};

function read(text: string) {
  const file = path.join(folder, 'entry.md');
  writeFileSync(file, text);
  return readContentFile(file, schema, rules);
}

/** The `:<line>:` of the error the reader throws for `text`. */
function errorLine(text: string): number {
  try {
    read(text);
  } catch (error) {
    assert.ok(error instanceof ContentError, String(error));
    const line = /entry\.md:(\d+):/.exec(error.message)?.[1];
    assert.ok(line, `no file:line in "${error.message}"`);
    return Number(line);
  }
  assert.fail('the file was read without an error');
}

const valid: readonly string[] = [
  '---',
  'title: A',
  'pages: [a.md]',
  '---',
  '',
  '## Cause',
  '',
  'One line',
  'wrapped here.',
  '',
  '## Fix',
  '',
  'Do `this`.',
  '',
];

/** The valid file with line `index` (0-based) replaced. */
const replaced = (index: number, line: string) => valid.map((current, at) => (at === index ? line : current));

test('a content file: front matter by the schema, sections by heading, a paragraph joined as Markdown shows it', () => {
  const entry = read(valid.join('\n'));
  assert.equal(entry.id, 'entry');
  assert.deepEqual(entry.data, {title: 'A', pages: ['a.md']});
  assert.equal(entry.sections.get('Cause')!.text, 'One line wrapped here.');
  assert.equal(entry.sections.get('Fix')!.text, 'Do `this`.');
  assert.equal(entry.sections.get('Fix')!.line, 11);
});

test('a file that does not parse names its file and the line to fix', () => {
  // YAML that does not parse: the line of the bad value.
  assert.equal(errorLine(replaced(2, 'pages: [a.md').join('\n')), 3);
  // A key of the wrong type: that key's line.
  assert.equal(errorLine(replaced(2, 'pages: []').join('\n')), 3);
  // An unknown key: its line.
  assert.equal(errorLine([...valid.slice(0, 3), 'extra: 1', ...valid.slice(3)].join('\n')), 4);
  // A missing key: the front matter's first line.
  assert.equal(errorLine([valid[0], valid[2], ...valid.slice(3)].join('\n')), 2);
  // A section the kind has no place for, or one missing.
  assert.equal(errorLine(replaced(10, '## Remedy').join('\n')), 11);
  assert.equal(errorLine(valid.slice(0, 10).join('\n')), 5);
  assert.equal(errorLine(replaced(4, 'Stray text.').join('\n')), 5);
  assert.equal(errorLine(['title: A', ...valid.slice(4)].join('\n')), 1);
});

test('every file of content/diagnostics/ and content/upgrade-items/ parses', () => {
  assert.ok(diagnosticGuides().length >= 90, `${diagnosticGuides().length} message guides`);
  assert.ok(readReleaseChanges().length >= 2, `${readReleaseChanges().length} upgrade items`);
});
