/**
 * The `stencil migrate` rules of the pinned `@stencil/cli` prerelease (src/versions/nextMajor.ts),
 * read from the package's own code, not from its comments:
 *
 * - from the syntax of `dist/index.mjs` (TypeScript's parser): the order of the `migrationRules`
 *   array, each rule object's `id`, `name`, `description`, `fromVersion`, `toVersion`, and the
 *   `message` texts its `detect()` reports (what it looks for, `${…}` kept as written);
 * - by running the rules: the bundle's migrations part (from the first `src/migrations/rules/`
 *   region to `src/task-migrate.ts`, which needs only `typescript`) is evaluated with this
 *   project's `typescript` (the CLI accepts `>5.0.0 <7.0.0`), and each rule's `detect()` and
 *   `transform()` run on its fixture in ./fixtures.ts, as `stencil migrate` runs them on a file:
 *   the record keeps what it reported (line, message) and the file it wrote.
 *
 * The package comes from `npm pack` into the releases cache (outside git, as generators/api-history).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {MigrateRule, MigrateRuleRun, MigrateRules} from '../../src/compare/planner/migrateRules';
import {projectRoot} from '../records';
import {RULE_FIXTURES} from './fixtures';

export const CLI_PACKAGE = '@stencil/cli';
/** The bundle the rules live in. */
export const RULES_FILE = 'dist/index.mjs';

const cacheRoot = process.env.STENCIL_RELEASES_CACHE ?? path.join(projectRoot, 'node_modules/.cache/stencil-releases');

/** The CLI release unpacked into the cache (packed first when missing); returns its package folder. */
export function fetchCli(version: string): string {
  const folder = path.join(cacheRoot, 'unpacked', `stencil-cli-${version}`);
  const packageDir = path.join(folder, 'package');
  if (existsSync(path.join(packageDir, RULES_FILE))) return packageDir;
  const tarballs = path.join(cacheRoot, 'tarballs');
  const file = path.join(tarballs, `stencil-cli-${version}.tgz`);
  if (!existsSync(file)) {
    // Packed into a folder of its own, then moved: an interrupted download never looks cached.
    const partial = path.join(tarballs, `.partial-cli-${version}`);
    rmSync(partial, {recursive: true, force: true});
    mkdirSync(partial, {recursive: true});
    execFileSync('npm', ['pack', `${CLI_PACKAGE}@${version}`, '--silent', '--pack-destination', partial], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    renameSync(path.join(partial, path.basename(file)), file);
    rmSync(partial, {recursive: true, force: true});
  }
  rmSync(folder, {recursive: true, force: true});
  mkdirSync(folder, {recursive: true});
  execFileSync('tar', ['-xzf', file, '-C', folder]);
  return packageDir;
}

function stringProperty(object: ts.ObjectLiteralExpression, name: string, where: string): string {
  const property = object.properties.find(
    (candidate): candidate is ts.PropertyAssignment =>
      ts.isPropertyAssignment(candidate) && ts.isIdentifier(candidate.name) && candidate.name.text === name,
  );
  if (!property || !ts.isStringLiteralLike(property.initializer)) throw new Error(`${where}: no string \`${name}\``);
  return property.initializer.text;
}

/** The `message:` values of the objects a `detect()` builds, as written (template placeholders kept). */
function detectMessages(object: ts.ObjectLiteralExpression, source: ts.SourceFile): string[] {
  const detect = object.properties.find(
    (candidate) => (ts.isMethodDeclaration(candidate) || ts.isPropertyAssignment(candidate)) && candidate.name.getText(source) === 'detect',
  );
  if (!detect) return [];
  const messages: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'message') {
      const value = node.initializer;
      messages.push(ts.isStringLiteralLike(value) ? value.text : value.getText(source).replace(/^`|`$/g, ''));
    }
    ts.forEachChild(node, visit);
  };
  visit(detect);
  return [...new Set(messages)];
}

interface RuntimeRule {
  id: string;
  detect(sourceFile: ts.SourceFile): {line: number; message: string}[];
  transform(sourceFile: ts.SourceFile, matches: unknown[]): string;
}

/** The bundle's migrations part, evaluated: the rules as `stencil migrate` holds them. */
function loadRules(bundle: string): RuntimeRule[] {
  const start = bundle.indexOf('//#region src/migrations/rules/');
  const end = bundle.indexOf('//#region src/task-migrate.ts');
  if (start < 0 || end < start) throw new Error(`${RULES_FILE}: no src/migrations regions before src/task-migrate.ts`);
  // The package's own code, run as its CLI runs it; `ts` is the one import that part uses.
  const factory = new Function('ts', `${bundle.slice(start, end)}\nreturn migrationRules;`) as (typescript: typeof ts) => RuntimeRule[];
  return factory(ts);
}

/** One rule applied to one file, as `stencil migrate` does: a fresh parse, detect, then transform. */
function runRule(rule: RuntimeRule, input: string): MigrateRuleRun {
  const source = ts.createSourceFile('fixture.tsx', input, ts.ScriptTarget.Latest, true);
  const found = rule.detect(source);
  return {
    input,
    matches: found.map(({line, message}) => ({line, message})),
    output: found.length ? rule.transform(source, found) : input,
  };
}

export function readMigrateRules(packageDir: string): MigrateRules {
  const bundle = readFileSync(path.join(packageDir, RULES_FILE), 'utf8');
  const source = ts.createSourceFile(RULES_FILE, bundle, ts.ScriptTarget.Latest, true);
  const declarations = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) declarations.set(declaration.name.text, declaration.initializer);
    }
  }
  const list = declarations.get('migrationRules');
  if (!list || !ts.isArrayLiteralExpression(list)) throw new Error(`${RULES_FILE}: no \`migrationRules\` array`);
  const running = new Map(loadRules(bundle).map((rule) => [rule.id, rule]));
  const rules = list.elements.map((element): MigrateRule => {
    const name = element.getText(source);
    const object = declarations.get(name);
    if (!object || !ts.isObjectLiteralExpression(object)) throw new Error(`${RULES_FILE}: \`${name}\` is not a rule object`);
    const where = `${RULES_FILE}: ${name}`;
    const id = stringProperty(object, 'id', where);
    const fixture = RULE_FIXTURES[id];
    if (fixture === undefined) throw new Error(`${where}: rule "${id}" has no fixture in generators/migrate-rules/fixtures.ts; write one`);
    const rule = running.get(id);
    if (!rule) throw new Error(`${where}: rule "${id}" is not in the evaluated migrationRules`);
    const run = runRule(rule, fixture);
    if (run.matches.length === 0)
      throw new Error(`${where}: rule "${id}" finds nothing in its fixture; the fixture must show what it rewrites`);
    return {
      id,
      name: stringProperty(object, 'name', where),
      description: stringProperty(object, 'description', where),
      fromVersion: stringProperty(object, 'fromVersion', where),
      toVersion: stringProperty(object, 'toVersion', where),
      detects: detectMessages(object, source),
      run,
    };
  });
  const unused = Object.keys(RULE_FIXTURES).filter((id) => !rules.some((rule) => rule.id === id));
  if (unused.length) throw new Error(`generators/migrate-rules/fixtures.ts: no rule ${unused.join(', ')} in ${CLI_PACKAGE}`);
  return {rules};
}
