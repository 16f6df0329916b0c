/**
 * The layering of the repository: site code (src/, docusaurus.config.ts, sidebars.ts) is what the
 * build bundles or runs, so it must not import the command-line layer (scripts/) or the code that
 * reads the pinned releases (generators/). Those two may import the site, never the reverse: an
 * import the other way put a CLI helper (and what it imports) into the build and made a cycle.
 *
 * Every import form counts: `import … from`, `export … from`, `import()`, `require()`, and the
 * `@site/` alias Docusaurus resolves to the project root. TypeScript's own pre-processor lists them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');
const SITE_ENTRIES = ['src', 'docusaurus.config.ts', 'sidebars.ts'];
const FORBIDDEN = ['generators', 'scripts'];
const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;

function codeFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return CODE_FILE.test(entry) ? [full] : [];
  return readdirSync(full).flatMap((name) => codeFiles(path.join(entry, name)));
}

/** The project folder an import specifier lands in, or undefined for a package. */
function importedFolder(fromFile: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith('@site/')) target = path.join(root, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  const relative = path.relative(root, target);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
}

/** `file:line → specifier` for every import from site code into a forbidden folder. */
function forbiddenImports(): string[] {
  const found: string[] = [];
  for (const file of SITE_ENTRIES.flatMap(codeFiles)) {
    const text = readFileSync(file, 'utf8');
    const {importedFiles} = ts.preProcessFile(text, true, true);
    for (const imported of importedFiles) {
      const folder = importedFolder(file, imported.fileName);
      if (folder && FORBIDDEN.includes(folder)) {
        const line = ts.getLineAndCharacterOfPosition(ts.createSourceFile(file, text, ts.ScriptTarget.Latest), imported.pos).line + 1;
        found.push(`${path.relative(root, file)}:${line} imports ${imported.fileName}`);
      }
    }
  }
  return found;
}

test('the scan sees every import form', () => {
  const file = path.join(root, 'src/example.ts');
  assert.equal(importedFolder(file, '../scripts/lib/contentCheck'), 'scripts');
  assert.equal(importedFolder(file, '@site/generators/generate'), 'generators');
  assert.equal(importedFolder(file, './versions/versions'), 'src');
  assert.equal(importedFolder(file, 'typescript'), undefined);
  const forms = ts.preProcessFile(
    `import a from '../scripts/a'; export {b} from '../scripts/b'; const c = require('../scripts/c'); void import('../scripts/d');`,
    true,
    true,
  );
  assert.deepEqual(
    forms.importedFiles.map((imported) => imported.fileName),
    ['../scripts/a', '../scripts/b', '../scripts/c', '../scripts/d'],
  );
});

test('site code imports nothing from scripts/ or generators/', () => {
  const found = forbiddenImports();
  assert.deepEqual(
    found,
    [],
    `Site code must not depend on the command line or the generators (they may import src/, not the reverse):\n  ${found.join('\n  ')}`,
  );
});
