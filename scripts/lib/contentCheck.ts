/**
 * The docs' content rules as checks that return problems (empty = fine). Used by
 * `scripts/check-content.ts` (writers run it on their pages) and by the content test.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {proseWords} from './prose';
import {codeBlocks, metaHasWord, type CodeBlock} from '../../src/markdown/syntax/codeFences';
import {NEXT_VERSION, versionOfDocsFile} from '../../src/versions/versions';
import {renderForVersion} from '../../src/versions/fences';

/** SPEC §1: the highlighted languages. A fence without a language is plain text. */
export const CODE_LANGUAGES = ['jsx', 'tsx', 'bash', 'typescript', 'javascript', 'markup', 'css', 'json', 'diff'] as const;

/** Languages whose examples must parse, and the file kind TypeScript parses them as. */
const PARSED: Record<string, ts.ScriptKind> = {
  tsx: ts.ScriptKind.TSX,
  typescript: ts.ScriptKind.TS,
  javascript: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
};

import {inventory, type FixturePage, type FixtureVersion} from '../../src/inventory/inventory';

// The inventory's home is src/inventory/inventory.ts (the snapshot generator reads it too).
export {inventory, sharedInventory, type FixturePage, type FixtureVersion} from '../../src/inventory/inventory';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

function syntaxErrors(block: CodeBlock): string[] {
  // A block whose metastring holds `class-members` shows members of a class (a decorated prop,
  // a method) rather than a whole file: it is parsed wrapped in a class body.
  const wrapped = metaHasWord(block.meta, 'class-members');
  const code = wrapped ? `class ExampleMembers {\n${block.code}\n}` : block.code;
  const kind = PARSED[block.lang];
  const ext = {[ts.ScriptKind.TSX]: 'tsx', [ts.ScriptKind.TS]: 'ts', [ts.ScriptKind.JS]: 'js', [ts.ScriptKind.JSX]: 'jsx'}[kind as number];
  const file = ts.createSourceFile(`example.${ext}`, code, ts.ScriptTarget.Latest, true, kind);
  const diagnostics = (file as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
  return diagnostics.map((d) => {
    const {line} = file.getLineAndCharacterOfPosition(d.start ?? 0);
    return `line ${block.line + line + (wrapped ? 0 : 1)}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

/**
 * A docs file as its own version shows it: version fences and tokens resolved (docs/ is read
 * as Next; the generated releases are checked through their own snapshot files).
 */
export function readDocAsRendered(file: string): string {
  const relative = path.relative(projectRoot, file);
  return renderForVersion(readFileSync(file, 'utf8'), versionOfDocsFile(relative) ?? NEXT_VERSION, relative);
}

/** Problems with one docs file; `minWords` from the inventory when the page is listed. */
export function checkDocFile(file: string, minWords?: number): string[] {
  const text = readDocAsRendered(file);
  const problems: string[] = [];
  const words = proseWords(text).length;
  if (minWords !== undefined && words < minWords) {
    problems.push(`${words} prose words, the inventory asks for at least ${minWords}`);
  }
  for (const block of codeBlocks(text)) {
    if (block.lang === '') continue;
    if (!(CODE_LANGUAGES as readonly string[]).includes(block.lang)) {
      problems.push(`line ${block.line}: code language "${block.lang}" is not one of ${CODE_LANGUAGES.join(', ')}`);
      continue;
    }
    if (block.lang in PARSED) {
      problems.push(...syntaxErrors(block).map((e) => `${block.lang} block: ${e}`));
    }
    if (block.lang === 'json') {
      try {
        JSON.parse(block.code);
      } catch (error) {
        problems.push(`line ${block.line}: json block does not parse (${(error as Error).message})`);
      }
    }
  }
  return problems;
}

/** The docs files (relative to the project root) of a version's inventory pages that exist. */
export function writtenPageFiles(versionName: string): string[] {
  const version = inventory.find((v) => v.name === versionName);
  if (!version) throw new Error(`${versionName} is not in tests/fixtures/inventory.json`);
  return version.pages.map((p) => `${version.docsFolder}/${p.source}`).filter((file) => existsSync(path.join(projectRoot, file)));
}

/** The inventory entry for a docs file path relative to the project root, if any. */
export function pageForFile(relativeFile: string): {version: FixtureVersion; page: FixturePage} | undefined {
  for (const version of inventory) {
    const prefix = `${version.docsFolder}/`;
    if (!relativeFile.startsWith(prefix)) continue;
    const page = version.pages.find((p) => p.source === relativeFile.slice(prefix.length));
    if (page) return {version, page};
  }
  return undefined;
}

export {proseWords};
