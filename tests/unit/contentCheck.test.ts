/**
 * The content checks themselves, on fixtures: each rule must be able to fail.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {checkDocFile} from '../../scripts/lib/contentCheck';
import {proseWords} from '../../scripts/lib/prose';
import {codeBlocks} from '../../src/markdown/syntax/codeFences';

const dir = mkdtempSync(path.join(tmpdir(), 'content-check-'));
function page(name: string, body: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, `---\ntitle: Fixture\n---\n\n${body}\n`);
  return file;
}
const fence = '```';

test('prose words skip front matter, code, inline code, tags and link targets', () => {
  const words = proseWords(
    `---\ntitle: Not counted\n---\nOne \`two\` [three](./four.md) <span>five</span>\n${fence}tsx\nconst six = 6;\n${fence}\n`,
  );
  assert.deepEqual(words, ['one', 'three', 'five']);
});

test('code blocks carry their language and metastring', () => {
  const [block] = codeBlocks(`${fence}tsx title="a.tsx" {2}\nconst a = 1;\n${fence}\n`);
  assert.equal(block.lang, 'tsx');
  assert.equal(block.meta, 'title="a.tsx" {2}');
  assert.equal(block.code, 'const a = 1;');
});

test('a page under its minimum words fails', () => {
  assert.match(checkDocFile(page('short.md', 'Too short.'), 50).join('\n'), /2 prose words.*at least 50/);
});

test('a language outside the spec list fails; none is plain text', () => {
  assert.match(checkDocFile(page('lang.md', `${fence}ts\nconst a = 1;\n${fence}`)).join('\n'), /"ts" is not one of/);
  assert.deepEqual(checkDocFile(page('plain.md', `${fence}\nsrc/\n  index.ts\n${fence}`)), []);
});

test('a tsx or typescript example with a syntax error fails, with its line', () => {
  const problems = checkDocFile(page('broken.md', `Intro.\n\n${fence}typescript\nconst a = ;\n${fence}`));
  assert.equal(problems.length, 1);
  assert.match(problems[0], /typescript block: line 8: Expression expected/);
  assert.deepEqual(checkDocFile(page('fine.md', `${fence}tsx\nexport const A = () => <div class="a">hi</div>;\n${fence}`)), []);
});

test('class-members blocks parse inside a class body, and only then', () => {
  const members = `@Prop() first: string;\n\nrender() {\n  return <p>{this.first}</p>;\n}`;
  assert.deepEqual(checkDocFile(page('members.md', `${fence}tsx class-members\n${members}\n${fence}`)), []);
  assert.notDeepEqual(checkDocFile(page('members-unmarked.md', `${fence}tsx\n${members}\n${fence}`)), []);
});

test('an invalid json block fails', () => {
  assert.match(checkDocFile(page('json.md', `${fence}json\n{"a": 1,}\n${fence}`)).join('\n'), /json block does not parse/);
});
