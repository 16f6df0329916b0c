/**
 * Checks one entry of the internals ledger (src/plugins/client/internals.ts) against the
 * installed packages, for tests/unit/internalsContract.test.ts. Exports are read from the
 * source with TypeScript's parser (ES `export` forms and CommonJS `exports.x =`), so no
 * package code runs.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {tableCellsOf} from '../../src/markdown/syntax/blocks';
import {splitCodeSpans} from '../../src/markdown/syntax/inline';
import type {Internal, InternalCheck} from '../../src/plugins/client/internals';

/** A package's folder as Node would find it from `fromDir` (its `exports` map aside). */
export function packageDir(pkg: string, fromDir: string): string | undefined {
  const searchPaths = createRequire(path.join(fromDir, 'package.json')).resolve.paths(pkg) ?? [];
  return searchPaths.map((dir) => path.join(dir, pkg)).find((dir) => existsSync(path.join(dir, 'package.json')));
}

/** The names a module's source exports (`default` included), ES or CommonJS. */
export function exportedNames(source: string, fileName: string): Set<string> {
  const kind = fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const names = new Set<string>();
  const hasModifier = (node: ts.Node, modifier: ts.SyntaxKind) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === modifier);
  const visit = (node: ts.Node): void => {
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      for (const element of node.exportClause.elements) names.add(element.name.text);
    } else if (ts.isExportAssignment(node)) {
      names.add('default');
    } else if (hasModifier(node, ts.SyntaxKind.ExportKeyword)) {
      if (hasModifier(node, ts.SyntaxKind.DefaultKeyword)) names.add('default');
      else if (ts.isVariableStatement(node)) {
        for (const declaration of node.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) names.add(node.name.text);
    } else if (
      // exports.name = …
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      ts.isIdentifier(node.left.expression) &&
      node.left.expression.text === 'exports'
    ) {
      names.add(node.left.name.text);
    } else if (
      // Object.defineProperty(exports, "name", …)
      ts.isCallExpression(node) &&
      node.expression.getText(file) === 'Object.defineProperty' &&
      node.arguments[0]?.getText(file) === 'exports' &&
      node.arguments[1] &&
      ts.isStringLiteral(node.arguments[1])
    ) {
      names.add(node.arguments[1].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  names.delete('__esModule');
  return names;
}

const found = (text: string, pattern: string | RegExp) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text));
const show = (pattern: string | RegExp) => (typeof pattern === 'string' ? JSON.stringify(pattern) : String(pattern));

function jsFilesIn(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.js') && statSync(path.join(dir, name)).isFile())
    .map((name) => name.split(path.sep).join('/'));
}

/** What does not hold of one check, as messages (none when it holds). */
export function checkOne(check: InternalCheck, root: string): string[] {
  const fromDir = check.from ? packageDir(check.from, root) : root;
  const dir = fromDir && packageDir(check.pkg, fromDir);
  const where = `${check.pkg}${check.from ? ` (from ${check.from})` : ''}/${check.file ?? check.dir}`;
  if (!dir) return [`${check.pkg}: package not installed`];
  if (check.file) {
    const file = path.join(dir, check.file);
    if (!existsSync(file)) return [`${where}: missing`];
    const text = readFileSync(file, 'utf8');
    const problems: string[] = [];
    if (check.exports) {
      const names = exportedNames(text, file);
      for (const name of check.exports) if (!names.has(name)) problems.push(`${where}: does not export ${name}`);
    }
    for (const pattern of check.contains ?? []) if (!found(text, pattern)) problems.push(`${where}: no longer has ${show(pattern)}`);
    for (const pattern of check.absent ?? []) if (found(text, pattern)) problems.push(`${where}: now has ${show(pattern)}`);
    if (check.sha256) {
      const actual = createHash('sha256').update(text).digest('hex');
      if (actual !== check.sha256) problems.push(`${where}: changed (sha256 ${actual}); compare our port with it, then update the hash`);
    }
    return problems;
  }
  const folder = path.join(dir, check.dir!);
  if (!existsSync(folder)) return [`${where}: missing`];
  const files = jsFilesIn(folder).map((name) => ({name, text: readFileSync(path.join(folder, name), 'utf8')}));
  const problems: string[] = [];
  for (const pattern of check.contains ?? []) {
    if (!files.some(({text}) => found(text, pattern))) problems.push(`${where}: no file has ${show(pattern)}`);
  }
  for (const pattern of check.absent ?? []) {
    for (const {name, text} of files) {
      if (!check.except?.includes(name) && found(text, pattern)) problems.push(`${where}/${name}: now has ${show(pattern)}`);
    }
  }
  return problems;
}

export function checkInternal(internal: Internal, root: string): string[] {
  return internal.checks.flatMap((check) => checkOne(check, root));
}

/** The ids in UPGRADING.md's table of internals: each row's first cell, `` `id` ``. */
export function upgradingIds(markdown: string): string[] {
  const table = markdown.slice(markdown.indexOf('## The internals'));
  return table.split('\n').flatMap((line) => {
    const first = tableCellsOf(line)?.[0] ?? '';
    const parts = splitCodeSpans(first);
    return parts.length === 1 && parts[0].code && /^[a-z0-9-]+$/.test(parts[0].text) ? [parts[0].text] : [];
  });
}
