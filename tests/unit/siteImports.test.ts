/**
 * The layering of the repository: site code (src/, docusaurus.config.ts, sidebars.ts) is what the
 * build bundles or runs, so it must not import the command-line layer (scripts/) or the code that
 * reads the pinned releases (generators/). Those two may import the site, never the reverse: an
 * import the other way put a CLI helper (and what it imports) into the build and made a cycle.
 *
 * Inside, the floors of scripts/lib/importFloors.ts: the versions core (src/versions, with the
 * records and the Markdown grammar) at the bottom, then the features, then what sits above them
 * (src/versionsUi, src/inventory), then the theme, pages and config, then scripts, generators,
 * tests and the docs MCP server. No import runs back up, and the core imports no React and no
 * Docusaurus client or theme module.
 *
 * Every import form counts: `import … from`, `export … from`, `import()`, `require()`, and the
 * `@site/` alias Docusaurus resolves to the project root. TypeScript's own pre-processor lists them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {FLOORS, floorOf, isForbiddenInCore, runsBackUp} from '../../scripts/lib/importFloors';

const root = path.resolve(import.meta.dirname, '../..');
const SITE_ENTRIES = ['src', 'docusaurus.config.ts', 'sidebars.ts'];
const FORBIDDEN = ['generators', 'scripts'];
const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;

function codeFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return CODE_FILE.test(entry) ? [full] : [];
  return readdirSync(full).flatMap((name) => codeFiles(path.join(entry, name)));
}

/** The project path an import specifier lands on (without extension), or undefined for a package. */
function importedPath(fromFile: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith('@site/')) target = path.join(root, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  const relative = path.relative(root, target);
  if (relative.startsWith('..')) return undefined;
  // The file the resolver picks: as written, then with an extension, then a folder's index.
  const file = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx']
    .map((suffix) => relative + suffix)
    .find((candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile());
  return (file ?? relative).split(path.sep).join('/');
}

/** The project folder an import specifier lands in, or undefined for a package. */
function importedFolder(fromFile: string, specifier: string): string | undefined {
  return importedPath(fromFile, specifier)?.split('/')[0];
}

/** Every code file of the project: the site, scripts, generators, tests (not their fixtures) and the docs MCP server. */
const ALL_ENTRIES = [...SITE_ENTRIES, 'scripts', 'generators', 'tests', 'packages/docs-mcp/src', 'packages/docs-mcp/scripts'];
function projectCodeFiles(): string[] {
  return ALL_ENTRIES.flatMap(codeFiles).filter((file) => !path.relative(root, file).startsWith(`tests${path.sep}fixtures${path.sep}`));
}

type FoundImport = {file: string; line: number; specifier: string; target: string | undefined};
let imports: FoundImport[] | undefined;

/**
 * `file:line imports specifier` for each import of every project code file, with where it lands;
 * scanned once for the tests that read it (the line counted in the text: a full parse of
 * every file, three times over, was most of this file's time).
 */
function everyImport(): FoundImport[] {
  imports ??= projectCodeFiles().flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return ts.preProcessFile(text, true, true).importedFiles.map((imported) => ({
      file: path.relative(root, file).split(path.sep).join('/'),
      line: text.slice(0, imported.pos).split('\n').length,
      specifier: imported.fileName,
      target: importedPath(file, imported.fileName),
    }));
  });
  return imports;
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

test('every code file stands on a floor', () => {
  const unplaced = projectCodeFiles()
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => floorOf(file) === undefined);
  assert.deepEqual(unplaced, [], `Place these in FLOORS (scripts/lib/importFloors.ts):\n  ${unplaced.join('\n  ')}`);
});

test('the floors: the core, features, what sits above them, the site, outside; a path takes its longest prefix', () => {
  assert.equal(FLOORS[floorOf('src/versions/release.ts')!].name, 'the core');
  assert.equal(FLOORS[floorOf('src/versions')!].name, 'the core', 'an import of a folder lands on its floor');
  assert.equal(FLOORS[floorOf('src/markdown/twin.ts')!].name, 'the features');
  assert.equal(FLOORS[floorOf('src/versionsUi/notFound/index.ts')!].name, 'above the features');
  assert.equal(runsBackUp('src/versions/addedPages.ts', 'src/diagnostics/pages'), true);
  assert.equal(runsBackUp('src/inventory/addedPages.ts', 'src/diagnostics/pages'), false);
  assert.equal(
    runsBackUp('src/compare/components/CompareWith/index.tsx', 'src/versionsUi/components/availability/useVersionChoices'),
    true,
  );
  assert.equal(isForbiddenInCore('react'), true);
  assert.equal(isForbiddenInCore('@docusaurus/plugin-content-docs/client'), true);
  assert.equal(isForbiddenInCore('@theme/Layout'), true);
  assert.equal(isForbiddenInCore('@docusaurus/types'), false);
  assert.equal(isForbiddenInCore('semver/functions/compare'), false);
});

test('every path FLOORS lists exists (a moved file leaves no stale entry)', () => {
  const missing = FLOORS.flatMap((floor) => floor.paths).filter((listed) => !existsSync(path.join(root, listed)));
  assert.deepEqual(missing, [], `Listed in scripts/lib/importFloors.ts but not in the project:\n  ${missing.join('\n  ')}`);
});

test("the core floor's single files import nothing of the site", () => {
  const single = FLOORS[0].paths.filter((listed) => !listed.endsWith('/') && /\.[jt]sx?$/.test(listed));
  const found = everyImport().filter((imported) => single.includes(imported.file) && imported.target !== undefined);
  assert.deepEqual(found, []);
});

test('no import runs back up a floor', () => {
  const found = everyImport()
    .filter((imported) => imported.target !== undefined && runsBackUp(imported.file, imported.target))
    .map(
      ({file, line, specifier, target}) =>
        `${file}:${line} (${FLOORS[floorOf(file)!].name}) imports ${specifier} (${FLOORS[floorOf(target!)!].name})`,
    );
  assert.deepEqual(found, [], `An import may reach its own floor and those below (scripts/lib/importFloors.ts):\n  ${found.join('\n  ')}`);
});

test('the versions core imports no React, no Docusaurus client or theme module and no stylesheet', () => {
  const found = everyImport()
    .filter((imported) => floorOf(imported.file) === 0 && isForbiddenInCore(imported.specifier))
    .map(({file, line, specifier}) => `${file}:${line} imports ${specifier}`);
  assert.deepEqual(found, [], `The core is pure; its UI is src/versionsUi:\n  ${found.join('\n  ')}`);
});
