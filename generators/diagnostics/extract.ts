/**
 * Reads the diagnostics one `@stencil/core` package can emit, from its shipped JavaScript:
 *
 * - compiler diagnostics: every `x.messageText = …`, `x.header = …` and `{messageText: …}`
 *   whose value carries literal text (a string, a template literal, a concatenation, an array of
 *   strings joined, or a local constant holding one of those), plus the literal arguments of the
 *   helpers that forward a parameter into `messageText` (`buildJsonFileError(…, msg, …)`,
 *   `packageJsonWarn(…)`: found by following parameters, not by name);
 * - runtime warnings: the literal first argument of `consoleDevError`, `consoleDevWarn`,
 *   `console.warn` and `console.error` in the browser and hydrate runtimes.
 *
 * Why our own walk over the TypeScript AST rather than a library: no published tool lists a
 * compiler's diagnostics; the sites are plain assignments and calls, and TypeScript's parser is
 * already a dependency (the content tier type-checks with it). Parsing a 12 MB bundle takes a
 * few seconds, so each release's result is recorded (src/data/generated/diagnostics/) and the
 * site reads the record (src/diagnostics/catalog.ts).
 *
 * The 4.x bundles mark each source file (`// src/compiler/…`); there, only Stencil's own files
 * count (the bundled TypeScript, Rollup and Terser are skipped). The 2.x/3.x bundles carry no
 * marks: their vendored code is told apart by having no literal message text at these sites.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {releaseLayout} from '../api-facts/layout';
import type {BuildMode, DiagnosticLevel, DiagnosticOrigin, Emission, EmissionWay, ExtractedDiagnostic} from '../../src/diagnostics/catalog';
import {mergeParts, messageKey, patternFromParts, trimParts, type PatternPart} from '../../src/diagnostics/pattern';

export type {ExtractedDiagnostic} from '../../src/diagnostics/catalog';

/**
 * A package file read, relative to the package root, with the origin of its messages.
 * `repeats`: the bundle carries copies of the compiler's code (config validation, the cache), so
 * it adds only messages that no file before it has: a copy must not add its origin to theirs.
 * `testing`: the testing bundle (what a test calls), when its path does not say so.
 */
export interface PackageFile {
  file: string;
  origin: DiagnosticOrigin;
  vendored: boolean;
  repeats?: boolean;
  testing?: boolean;
}

/** The files of a 2.x-4.x package (the `internal` layout of generators/api-facts/layout.ts). */
export const PACKAGE_FILES: PackageFile[] = [
  {file: 'compiler/stencil.js', origin: 'compiler', vendored: true},
  {file: 'sys/node/index.js', origin: 'compiler', vendored: true},
  {file: 'cli/index.js', origin: 'cli', vendored: true},
  {file: 'bin/stencil', origin: 'cli', vendored: false},
  {file: 'internal/client/index.js', origin: 'runtime', vendored: false},
  {file: 'internal/hydrate/index.js', origin: 'runtime', vendored: false},
  // The hydrate app's entry (`renderToString`, `hydrateDocument`) with mock-doc and its parser bundled in.
  {file: 'internal/hydrate/runner.js', origin: 'runtime', vendored: true, repeats: true},
  // What `stencil test` prints: its setup, the spec and (2.x/3.x) e2e pages, with Jest's and Puppeteer's helpers bundled in.
  {file: 'testing/index.js', origin: 'cli', vendored: true, repeats: true},
];

/**
 * The compiler's shared chunks in the 5.x layout (`dist/util-<hash>.mjs`, …): the diagnostic
 * helpers (`buildError`, `buildJsonFileError`), the config validation and the Node system, which
 * the compiler chunk and `@stencil/cli` import.
 */
const DIST_SHARED_CHUNKS = ['helpers', 'util', 'validation', 'node'];

/**
 * The files of a 5.x package, as paths relative to the package root (`@stencil/cli`'s through
 * `node_modules/…` as Node resolves it). What 2.x-4.x read from `compiler/stencil.js`,
 * `sys/node/` and `cli/` is now in the compiler's chunks and `@stencil/cli`; the browser runtime
 * in `dist/runtime/client/` (`runtime.js` for the standalone build, `lazy.js` for the lazy
 * loader), the hydrate runtime in `dist/runtime/server/`; the testing bundle is what
 * `@stencil/vitest` calls (`newSpecPage`), no Jest runner.
 */
export function distPackageFiles(packageDir: string): PackageFile[] {
  const layout = releaseLayout(packageDir);
  const relative = (file: string) => path.relative(packageDir, file).split(path.sep).join('/');
  const chunks = readdirSync(path.join(packageDir, 'dist'));
  const shared = DIST_SHARED_CHUNKS.map((prefix) => {
    const found = chunks.filter((name) => new RegExp(`^${prefix}-[\\w-]+\\.mjs$`).test(name));
    if (found.length !== 1) throw new Error(`${packageDir}: expected one dist/${prefix}-<hash>.mjs chunk, found ${found.length}`);
    return `dist/${found[0]}`;
  });
  const cliPackage = path.dirname(path.dirname(layout.cliBundle));
  return [
    ...[...shared, ...layout.compilerCode.map(relative)].map((file) => ({file, origin: 'compiler' as const, vendored: true})),
    {file: relative(layout.cliBundle), origin: 'cli', vendored: true},
    {file: 'bin/stencil.mjs', origin: 'cli', vendored: false},
    {file: relative(path.join(cliPackage, 'bin/stencil.mjs')), origin: 'cli', vendored: false},
    {file: 'dist/runtime/client/runtime.js', origin: 'runtime', vendored: false},
    {file: 'dist/runtime/client/lazy.js', origin: 'runtime', vendored: false},
    {file: 'dist/runtime/server/index.mjs', origin: 'runtime', vendored: false},
    {file: relative(layout.hydrateRunner), origin: 'runtime', vendored: true, repeats: true},
    {file: 'dist/testing/index.mjs', origin: 'cli', vendored: true, repeats: true, testing: true},
  ];
}

/** The files the extractor reads in the release installed at `packageDir`, by its layout. */
export function packageFiles(packageDir: string): PackageFile[] {
  return releaseLayout(packageDir).name === 'dist' ? distPackageFiles(packageDir) : PACKAGE_FILES;
}

/** Defaults the compiler's helpers fill in before a site writes the real text. */
const GENERIC_TEXTS = new Set(['build error', 'build warn', 'unknown error', 'build error:', 'typescript']);
const GENERIC_HEADERS = new Set(['build error', 'build warn', 'typescript', 'stencil config', 'package json']);
const RUNTIME_WARNING_FUNCTIONS = new Set(['consoleDevError', 'consoleDevWarn', 'console.warn', 'console.error']);
const CONSOLE_FUNCTIONS = new Set(['console.warn', 'console.error']);
/** `config.logger.warn(…)`, `logger.error(…)`: a line of the build log. */
const LOGGER_CALL = /(?:^|\.)logger\.(warn|error)$/;
/** The logger's other printing methods: progress and debug lines, not warnings or errors. */
const LOGGER_PROGRESS = /(?:^|\.)logger\.(info|debug|log)$/;
const LOGGER_PRINTS = /^(warn|error|info|debug|log|printDiagnostics)$/;
/**
 * In the 2.x/3.x bundles, which carry no source marks, a thrown message counts as Stencil's only
 * when it speaks of Stencil's own things: the vendored Rollup, Terser, magic-string and source-map
 * throw hundreds of internal errors that no project meets as such.
 */
const STENCIL_THROW_WORDS = /\b(stencil|component|config|copy task|exported method|output ?target|flag|hydrate|prerender)/i;
/** Source folders whose throws are internal invariants or mocks of browser APIs, not messages to a project. */
const INTERNAL_THROW_SOURCES = /^src\/(mock-doc|utils\/(?!validation)|testing\/puppeteer|compiler\/sys\/in-memory-fs)/;
/**
 * In the testing bundle, Jest matchers (`toHaveClass`, in `src/testing/…/matchers/`) and the fetch
 * mock: their throws are a test's failed assertion, which Jest prints under the matcher's name.
 */
const TEST_ASSERTION_SOURCES = /^src\/testing\/(?:.*\/)?(?:matchers\/|mock-fetch)/;
const TEST_MATCHER_FUNCTION = /^to[A-Z]\w*?\d*$/;
/**
 * In the testing bundle, the code that runs `stencil test` itself (the Jest runner and its
 * facade, called by the CLI): a throw there stops the command. Every other throw of the bundle is
 * in an API a test calls (`newSpecPage`, `newE2EPage`, the screenshot compare, the mocks), inside
 * Jest: it fails that test, and Jest runs the others. The 2.x/3.x bundles have no source marks;
 * their recorded throws are all in such APIs.
 */
const TESTING_COMMAND_SOURCES = /^src\/testing\/(?:jest\/|testing\.ts$)/;
/** The testing bundle's own sources (it repeats compiler code too, whose throws keep their compiler meaning). */
const TESTING_API_SOURCES = /^src\/(?:testing|screenshot)\//;

/** The least literal text (letters) a message needs: below it the site only forwards a value. */
const MIN_LITERAL_LETTERS = 12;

interface Region {
  start: number;
  file: string;
}

/**
 * esbuild (2.x-4.x) marks where each source file starts (`// src/compiler/…`); Rolldown (5.x)
 * opens and closes a region per file (`//#region src/compiler/….ts`, `//#endregion`), with the
 * chunk's imports and exports between regions: an end is a region of no source.
 */
function sourceRegions(text: string): Region[] {
  const regions: Region[] = [];
  for (const match of text.matchAll(/^\/\/ ((?:src|scripts|node_modules)\/\S+)$|^\/\/#region (\S+)$|^\/\/#endregion$/gm)) {
    regions.push({start: match.index, file: match[1] ?? match[2] ?? ''});
  }
  return regions;
}

function regionAt(regions: Region[], position: number): string | undefined {
  let low = 0;
  let high = regions.length - 1;
  let found: string | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (regions[middle].start <= position) {
      found = regions[middle].file;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

function enclosingFunction(node: ts.Node): ts.SignatureDeclaration | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isFunctionLike(current)) return current;
  }
  return undefined;
}

function functionName(fn: ts.SignatureDeclaration | undefined): string | undefined {
  if (!fn) return undefined;
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  const parent = fn.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return undefined;
}

/** A readable placeholder name for a run-time value in a message. */
function placeholderName(expression: ts.Expression): string {
  const e = skipParens(expression);
  if (ts.isIdentifier(e)) return tidyName(e.text);
  if (ts.isPropertyAccessExpression(e)) return tidyName(e.name.text);
  if (ts.isElementAccessExpression(e)) return placeholderName(e.expression);
  if (ts.isCallExpression(e)) {
    const callee = ts.isPropertyAccessExpression(e.expression) ? e.expression.name.text : e.expression.getText();
    const listJoin = callee === 'join' && e.arguments.length === 1 && ts.isStringLiteralLike(e.arguments[0]);
    if (listJoin || callee === 'map') return 'list';
    if (['relative', 'basename', 'join', 'normalizePath', 'resolve'].some((name) => callee.endsWith(name))) return 'path';
    if (ts.isPropertyAccessExpression(e.expression)) return placeholderName(e.expression.expression);
    return 'value';
  }
  return 'value';
}

/** `_a2`, `e`, `err2` say nothing to a reader; `tagName2` is `tagName`. */
function tidyName(name: string): string {
  const trimmed = name.replace(/\$+/g, '').replace(/\d+$/, '');
  if (trimmed.length <= 2 || /^_/.test(trimmed)) return 'value';
  if (/^(err|error|e)$/i.test(trimmed)) return 'error';
  return trimmed;
}

/** `logger.yellow`, `config.logger.emoji`: a method of the build's logger (not `logger.warn` itself, which prints). */
function isLoggerMethod(callee: ts.Expression): boolean {
  if (!ts.isPropertyAccessExpression(callee)) return false;
  const owner = callee.expression;
  const ownerName = ts.isIdentifier(owner) ? owner.text : ts.isPropertyAccessExpression(owner) ? owner.name.text : '';
  return ownerName === 'logger' && !LOGGER_PRINTS.test(callee.name.text);
}

function skipParens(e: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(e)) e = e.expression;
  return e;
}

type Resolver = (identifier: ts.Identifier) => ts.Expression[];

/**
 * The message parts of an expression, or the alternatives when it branches (`a ? "x" : "y"`).
 * A value the site computes becomes a placeholder.
 */
function messageParts(expression: ts.Expression, resolve: Resolver, depth = 0): PatternPart[][] {
  const e = skipParens(expression);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [[{text: e.text}]];
  if (ts.isTemplateExpression(e)) {
    let alternatives: PatternPart[][] = [[{text: e.head.text}]];
    for (const span of e.templateSpans) {
      const inner = messageParts(span.expression, resolve, depth + 1);
      // A nested literal choice (`${x ? ", a" : ""}`) multiplies alternatives; keep at most a few.
      // A value from a function that only returns messages (`validateComponentTag`) may give many.
      const limit = alternatives.length === 1 ? 16 : 3;
      const choices = inner.length > 0 && inner.length <= limit && depth < 3 ? inner : [[{placeholder: placeholderName(span.expression)}]];
      alternatives = alternatives.flatMap((parts) => choices.map((choice) => [...parts, ...choice, {text: span.literal.text}]));
    }
    return alternatives;
  }
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = messageParts(e.left, resolve, depth + 1);
    const right = messageParts(e.right, resolve, depth + 1);
    const l = left.length ? left : [[{placeholder: placeholderName(e.left)}]];
    const r = right.length ? right : [[{placeholder: placeholderName(e.right)}]];
    return l.flatMap((a) => r.map((b) => [...a, ...b])).slice(0, 4);
  }
  if (ts.isConditionalExpression(e)) {
    return [...messageParts(e.whenTrue, resolve, depth + 1), ...messageParts(e.whenFalse, resolve, depth + 1)];
  }
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.BarBarToken) {
    return messageParts(e.right, resolve, depth + 1);
  }
  // [`a`, `b`].join("")
  if (
    ts.isCallExpression(e) &&
    ts.isPropertyAccessExpression(e.expression) &&
    e.expression.name.text === 'join' &&
    ts.isArrayLiteralExpression(e.expression.expression)
  ) {
    const separator = e.arguments[0] && ts.isStringLiteralLike(e.arguments[0]) ? e.arguments[0].text : ',';
    return joinedParts(e.expression.expression.elements, separator, resolve, depth);
  }
  // `logger.yellow(text)`, `config.logger.emoji("❌ ")`: the logger's colours and symbols wrap the text a reader sees.
  if (ts.isCallExpression(e) && isLoggerMethod(e.expression) && e.arguments.length === 1) {
    const inner = messageParts(e.arguments[0], resolve, depth + 1);
    // A symbol alone (an emoji the terminal may not show) is no part of the message.
    return inner.map((parts) => (literalLetters(parts) === 0 ? [{text: ''}] : parts));
  }
  // `logger.warn([line])`: a logger prints each line of an array.
  if (ts.isArrayLiteralExpression(e) && e.elements.length > 0 && e.elements.every((element) => !ts.isSpreadElement(element))) {
    return joinedParts(e.elements, ' ', resolve, depth);
  }
  if (ts.isIdentifier(e) && depth < 4) {
    // A parameter holds its caller's value: what the function assigns it is a fallback
    // (5.x's `namespace = isString(namespace) ? namespace : "App"`), not the message's text.
    if (isParameterOf(enclosingFunction(e), e.text)) return [];
    return resolve(e).flatMap((value) => messageParts(value, resolve, depth + 1));
  }
  if (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && depth < 4) {
    return messageReturns(e.getSourceFile(), e.expression.text, depth);
  }
  return [];
}

/** List elements joined by a separator (`[a, b].join("")`, a logger's lines); an element of several wordings becomes a placeholder. */
function joinedParts(elements: readonly ts.Expression[], separator: string, resolve: Resolver, depth: number): PatternPart[][] {
  let alternatives: PatternPart[][] = [[]];
  elements.forEach((element, index) => {
    const inner = messageParts(element, resolve, depth + 1);
    const choice = inner.length === 1 ? inner[0] : [{placeholder: placeholderName(element)}];
    alternatives = alternatives.map((parts) => [...parts, ...(index > 0 ? [{text: separator}] : []), ...choice]);
  });
  return alternatives;
}

function isParameterOf(fn: ts.SignatureDeclaration | undefined, name: string): boolean {
  return !!fn && fn.parameters.some((parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === name);
}

/**
 * The chunks read before a file of the same package (5.x): a function a file calls may be
 * defined in one of them (`validateComponentTag` in the validation chunk, called by the compiler's).
 */
const linkedSources = new WeakMap<ts.SourceFile, ts.SourceFile[]>();

const functionsByFile = new WeakMap<ts.SourceFile, Map<string, ts.SignatureDeclaration>>();

/** The functions a file defines, by name (the first of a name). */
function functionsIn(file: ts.SourceFile): Map<string, ts.SignatureDeclaration> {
  let functions = functionsByFile.get(file);
  if (!functions) {
    const found = new Map<string, ts.SignatureDeclaration>();
    const collect = (node: ts.Node): void => {
      if (ts.isFunctionLike(node)) {
        const fnName = functionName(node);
        if (fnName && !found.has(fnName)) found.set(fnName, node);
      }
      ts.forEachChild(node, collect);
    };
    collect(file);
    functions = found;
    functionsByFile.set(file, functions);
  }
  return functions;
}

/**
 * The messages a function returns, when every value it returns is message text: a validator
 * such as `validateComponentTag` returns one of several errors, which the caller then reports.
 */
function messageReturns(file: ts.SourceFile, name: string, depth: number): PatternPart[][] {
  const fn =
    functionsIn(file).get(name) ??
    (linkedSources.get(file) ?? []).map((other) => functionsIn(other).get(name)).find((found) => found !== undefined);
  if (!fn || !('body' in fn) || !fn.body || !ts.isBlock(fn.body)) return [];
  const returned: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    // `return undefined` / `return null` is the validator's "no error".
    const noValue = (e: ts.Expression) =>
      e.kind === ts.SyntaxKind.NullKeyword || ts.isVoidExpression(e) || (ts.isIdentifier(e) && e.text === 'undefined');
    if (ts.isReturnStatement(node) && node.expression && !noValue(node.expression)) returned.push(node.expression);
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  const alternatives: PatternPart[][] = [];
  for (const value of returned) {
    const parts = messageParts(value, localResolver(value), depth + 1);
    if (parts.length === 0 || parts.some((choice) => literalLetters(choice) < 6)) return [];
    alternatives.push(...parts);
  }
  return alternatives;
}

/** The block a declaration or assignment belongs to. */
function enclosingBlock(node: ts.Node): ts.Node | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isBlock(current) || ts.isSourceFile(current) || ts.isFunctionLike(current) || ts.isCaseClause(current)) return current;
  }
  return undefined;
}

/**
 * Values a local name is given in its function: its initializer, from a declaration in a block
 * around the site (three branches may each declare their own `msg`), and its assignments.
 */
function localResolver(site: ts.Node): Resolver {
  const around = new Set<ts.Node>();
  for (let current: ts.Node | undefined = site; current; current = current.parent) around.add(current);
  return (identifier) => {
    const fn = enclosingFunction(site);
    if (!fn || !('body' in fn) || !fn.body) return [];
    const values: ts.Expression[] = [];
    const inScope = (node: ts.Node) => {
      const block = enclosingBlock(node);
      return !block || around.has(block);
    };
    const visit = (node: ts.Node): void => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === identifier.text &&
        node.initializer &&
        inScope(node)
      ) {
        values.push(node.initializer);
      } else if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isIdentifier(node.left) &&
        node.left.text === identifier.text
      ) {
        values.push(node.right);
      }
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return values;
  };
}

function literalLetters(parts: PatternPart[]): number {
  return parts.reduce((sum, part) => sum + ('text' in part ? (part.text.match(/[a-z]/gi) ?? []).length : 0), 0);
}

function isGeneric(parts: PatternPart[], generic: Set<string>): boolean {
  const text = parts.map((part) => ('text' in part ? part.text : '')).join('');
  return generic.has(text.trim().toLowerCase());
}

/** Whether the diagnostic object a site writes is a warning: made by `buildWarn`, named so, or given `level = "warn"`. */
function levelOf(target: ts.Expression | undefined, site: ts.Node): DiagnosticLevel {
  if (!target) return 'error';
  const name = ts.isIdentifier(target) ? target.text : ts.isPropertyAccessExpression(target) ? target.name.text : '';
  if (/warn/i.test(name)) return 'warning';
  const fn = enclosingFunction(site);
  const body = fn && 'body' in fn && fn.body ? fn.body.getText() : '';
  if (name && new RegExp(`\\b${name}\\s*=\\s*buildWarn\\(`).test(body)) return 'warning';
  if (name && new RegExp(`\\b${name}\\.level\\s*=\\s*"warn"`).test(body)) return 'warning';
  return 'error';
}

/** The terms of a condition that must hold for a branch (`a && !b` taken positively is `a`, `!b`). */
function conditionTerms(condition: ts.Expression, positive: boolean): {text: string; positive: boolean}[] {
  let e = skipParens(condition);
  // Minified `if (x = y, BUILD.isDev && …)`: the last operand is the condition.
  while (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.CommaToken) e = skipParens(e.right);
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.ExclamationToken) return conditionTerms(e.operand, !positive);
  if (ts.isBinaryExpression(e)) {
    const and = e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken;
    const or = e.operatorToken.kind === ts.SyntaxKind.BarBarToken;
    // `a && b` holds: both hold; `a || b` fails: both fail. Otherwise neither term is known.
    if ((and && positive) || (or && !positive)) return [...conditionTerms(e.left, positive), ...conditionTerms(e.right, positive)];
    // `BUILD.isDev || BUILD.isDebug` holds: a development build, or one at log level debug (2.x, 3.x's missing-constructor check).
    if (or && positive) {
      const sides = [...conditionTerms(e.left, true), ...conditionTerms(e.right, true)];
      if (
        sides.length === 2 &&
        sides.every((term) => term.positive) &&
        sides.some((term) => DEV_TERM.test(term.text)) &&
        sides.some((term) => DEBUG_TERM.test(term.text))
      ) {
        return [{text: DEV_OR_DEBUG, positive: true}];
      }
    }
    if (and || or) return [];
  }
  return [{text: e.getText(), positive}];
}

const DEV_TERM = /(?:\bdevMode|\bisDev)$/;
const DEBUG_TERM = /\.isDebug$/;
/** The term conditionTerms makes of `isDev || isDebug`. */
const DEV_OR_DEBUG = 'isDev || isDebug';
const TEST_TERM = /(?:_isTesting|\.isTesting)$/;

/** The build mode the conditions between a site and its function's start leave it in. */
export function buildModeAt(site: ts.Node, origin: DiagnosticOrigin): BuildMode {
  if (origin === 'cli') return 'cli';
  const terms: {text: string; positive: boolean}[] = [];
  for (let child: ts.Node = site, parent = site.parent; parent && !ts.isFunctionLike(child); child = parent, parent = parent.parent) {
    if (ts.isIfStatement(parent) && child !== parent.expression)
      terms.push(...conditionTerms(parent.expression, child === parent.thenStatement));
    else if (ts.isConditionalExpression(parent) && child !== parent.condition)
      terms.push(...conditionTerms(parent.condition, child === parent.whenTrue));
    else if (
      ts.isBinaryExpression(parent) &&
      parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken &&
      child === parent.right
    ) {
      terms.push(...conditionTerms(parent.left, true));
    }
  }
  const devOrDebug = terms.find((term) => term.text === DEV_OR_DEBUG);
  if (devOrDebug) return 'dev-or-debug';
  const dev = terms.find((term) => DEV_TERM.test(term.text));
  if (dev) return dev.positive ? 'dev' : 'prod';
  const testing = terms.find((term) => TEST_TERM.test(term.text));
  if (testing) return testing.positive ? 'test' : 'not-test';
  return 'always';
}

/**
 * The emissions of a diagnostic object's site: `config.devMode ? buildWarn(d) : buildError(d)`
 * warns in development builds and fails production ones; otherwise one level in the site's mode.
 */
function diagnosticEmissions(target: ts.Expression | undefined, site: ts.Node, origin: DiagnosticOrigin, resolve: Resolver): Emission[] {
  const mode = buildModeAt(site, origin);
  if (target && ts.isIdentifier(target)) {
    for (const value of resolve(target)) {
      const e = skipParens(value);
      if (!ts.isConditionalExpression(e)) continue;
      const branchLevel = (branch: ts.Expression): DiagnosticLevel | undefined =>
        /buildWarn\(/.test(branch.getText()) ? 'warning' : /buildError\(/.test(branch.getText()) ? 'error' : undefined;
      const whenTrue = branchLevel(e.whenTrue);
      const whenFalse = branchLevel(e.whenFalse);
      const terms = conditionTerms(e.condition, true);
      if (whenTrue && whenFalse && whenTrue !== whenFalse && terms.length === 1 && DEV_TERM.test(terms[0].text)) {
        const devLevel = terms[0].positive ? whenTrue : whenFalse;
        const prodLevel = devLevel === whenTrue ? whenFalse : whenTrue;
        return [
          {level: devLevel, mode: 'dev', way: 'diagnostic'},
          {level: prodLevel, mode: 'prod', way: 'diagnostic'},
        ];
      }
    }
  }
  return [{level: levelOf(target, site), mode, way: 'diagnostic'}];
}

interface SiteText {
  alternatives: PatternPart[][];
  target: ts.Expression | undefined;
  node: ts.Node;
  /** The helper a forwarded message is passed to (`packageJsonWarn`): its name gives the level. */
  forwardedTo?: string;
  /** Set for sites that are not diagnostic objects: how the message is printed, at what level. */
  emission?: Omit<Emission, 'mode'>;
  /** A `header = …` assignment: its wording counts only when no message is written on the same object (headerOnlyDiagnostics). */
  headerOnly?: boolean;
}

/** The message of `new Error(…)` in a `throw`, or undefined. */
function thrownMessage(node: ts.Node): ts.Expression | undefined {
  if (!ts.isThrowStatement(node)) return undefined;
  const e = node.expression && skipParens(node.expression);
  if (!e || !(ts.isNewExpression(e) || ts.isCallExpression(e))) return undefined;
  if (!ts.isIdentifier(e.expression) || !/^(Error|TypeError|RangeError)$/.test(e.expression.text)) return undefined;
  return e.arguments?.[0];
}

/**
 * How the try around a throw handles it, when the throw is in a `try` block of its own function:
 * `silent` when the catch neither rethrows, nor rejects, nor hands the error to anything but a
 * debug line (`console.debug`, `logger.debug`), so the code goes on and the reader sees nothing;
 * `debug` when it prints the error only as such a debug line (the telemetry's `fetch` check).
 * Undefined when the throw leaves its function, or the catch reports or rethrows it (the
 * compiler's `catchError(diagnostics, e)` makes it a build error): the throw's usual effect.
 */
export function caughtHow(node: ts.Node): 'silent' | 'debug' | undefined {
  let child: ts.Node = node;
  for (let parent = node.parent; parent && !ts.isFunctionLike(parent); child = parent, parent = parent.parent) {
    if (!ts.isTryStatement(parent) || parent.tryBlock !== child || !parent.catchClause) continue;
    const {block, variableDeclaration} = parent.catchClause;
    const binding = variableDeclaration && ts.isIdentifier(variableDeclaration.name) ? variableDeclaration.name.text : undefined;
    let reported = false;
    let debugged = false;
    const visit = (inner: ts.Node): void => {
      if (reported || ts.isFunctionLike(inner)) return;
      if (ts.isThrowStatement(inner)) reported = true;
      else if (ts.isCallExpression(inner)) {
        const callee = inner.expression;
        const isDebug = ts.isPropertyAccessExpression(callee) && callee.name.text === 'debug';
        const isReject = ts.isIdentifier(callee) && /^reject/.test(callee.text);
        const passesError = binding !== undefined && inner.arguments.some((argument) => usesName(argument, binding));
        if (isReject || (passesError && !isDebug)) reported = true;
        if (isDebug && passesError) debugged = true;
      }
      if (!reported) ts.forEachChild(inner, visit);
    };
    visit(block);
    return reported ? undefined : debugged ? 'debug' : 'silent';
  }
  return undefined;
}

/** Whether `node` reads the variable `name`. */
function usesName(node: ts.Node, name: string): boolean {
  if (ts.isIdentifier(node)) return node.text === name;
  let found = false;
  ts.forEachChild(node, (child) => {
    found ||= usesName(child, name);
  });
  return found;
}

/** A function that only throws a message built from a parameter: which parameter, and the message around it. */
interface ThrowingFunction {
  parameter: number;
  parts: PatternPart[];
}

/**
 * Functions that only throw a message built from a parameter (`throwCLIParsingError(flag,
 * message)`): each call's argument is put in its place, so the call is the message's site.
 */
function throwingFunctions(file: ts.SourceFile): Map<string, ThrowingFunction> {
  const found = new Map<string, ThrowingFunction>();
  const visit = (node: ts.Node): void => {
    const message = thrownMessage(node);
    if (message) {
      const fn = enclosingFunction(node);
      const name = functionName(fn);
      const alternatives = messageParts(message, localResolver(node));
      const onlyThrows = fn && 'body' in fn && fn.body && ts.isBlock(fn.body) && fn.body.statements.length === 1;
      if (fn && name && onlyThrows && alternatives.length === 1) {
        const names = fn.parameters.map((p) => (ts.isIdentifier(p.name) ? tidyName(p.name.text) : ''));
        const forwarded = alternatives[0].filter((part) => 'placeholder' in part && names.includes(part.placeholder));
        // The last parameter that reaches the text is the message (the first, `flag`, a value in it).
        const last = forwarded.at(-1);
        if (last && 'placeholder' in last) found.set(name, {parameter: names.lastIndexOf(last.placeholder), parts: alternatives[0]});
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Functions whose parameter at an index reaches `messageText` (followed through calls between them). */
function forwardingFunctions(file: ts.SourceFile, makers: Set<string>, imported?: Map<string, number>): Map<string, number> {
  const forwards = new Map<string, number>(imported);
  const functions: ts.SignatureDeclaration[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && functionName(node)) functions.push(node);
    ts.forEachChild(node, collect);
  };
  collect(file);
  const parameterIndex = (fn: ts.SignatureDeclaration, e: ts.Expression): number => {
    const inner = skipParens(e);
    const candidates = ts.isConditionalExpression(inner) ? [inner.whenTrue, inner.whenFalse] : [inner];
    for (const candidate of candidates.map(rootOfChain)) {
      if (!ts.isIdentifier(candidate)) continue;
      const index = fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === candidate.text);
      if (index !== -1) return index;
    }
    return -1;
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const fn of functions) {
      const name = functionName(fn)!;
      if (forwards.has(name) || !('body' in fn) || !fn.body) continue;
      let found = -1;
      const visit = (node: ts.Node): void => {
        if (found !== -1) return;
        if (
          ts.isBinaryExpression(node) &&
          node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
          isMessageTarget(node.left) &&
          isStencilDiagnostic(node.left.expression, node, makers, localResolver(node))
        ) {
          found = parameterIndex(fn, node.right);
        } else if (
          ts.isPropertyAssignment(node) &&
          propertyName(node) === 'messageText' &&
          ts.isObjectLiteralExpression(node.parent) &&
          hasProperties(node.parent, ['header'])
        ) {
          found = parameterIndex(fn, node.initializer);
        } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && forwards.has(node.expression.text)) {
          const argument = node.arguments[forwards.get(node.expression.text)!];
          if (argument) found = parameterIndex(fn, argument);
        }
        if (found === -1 && !ts.isFunctionLike(node)) ts.forEachChild(node, visit);
      };
      ts.forEachChild(fn.body, visit);
      if (found !== -1) {
        forwards.set(name, found);
        changed = true;
      }
    }
  }
  return forwards;
}

/** `err.stack.toString()` → `err`, `msg || ""` → `msg`: the parameter a forwarded text is read from. */
function rootOfChain(e: ts.Expression): ts.Expression {
  let current = skipParens(e);
  for (;;) {
    if (ts.isPropertyAccessExpression(current)) current = skipParens(current.expression);
    else if (
      ts.isBinaryExpression(current) &&
      (current.operatorToken.kind === ts.SyntaxKind.BarBarToken || current.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    )
      current = skipParens(current.left);
    else if (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression) && current.arguments.length === 0)
      current = skipParens(current.expression.expression);
    else return current;
  }
}

function propertyName(node: ts.PropertyAssignment): string | undefined {
  return ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : undefined;
}

function isMessageTarget(e: ts.Expression): e is ts.PropertyAccessExpression {
  return ts.isPropertyAccessExpression(e) && e.name.text === 'messageText';
}

function isHeaderTarget(e: ts.Expression): e is ts.PropertyAccessExpression {
  return ts.isPropertyAccessExpression(e) && e.name.text === 'header';
}

/** The specific header set on the same diagnostic object in the same block, if any. */
function headerFor(target: ts.Expression | undefined, site: ts.Node, resolve: Resolver): string | undefined {
  if (!target || !ts.isIdentifier(target)) return undefined;
  let block: ts.Node | undefined = site.parent;
  while (block && !ts.isBlock(block) && !ts.isSourceFile(block)) block = block.parent;
  if (!block) return undefined;
  let header: string | undefined;
  const visit = (node: ts.Node): void => {
    if (header) return;
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      isHeaderTarget(node.left) &&
      ts.isIdentifier(node.left.expression) &&
      node.left.expression.text === target.text
    ) {
      const alternatives = messageParts(node.right, resolve);
      if (alternatives.length >= 1 && !isGeneric(alternatives[0], GENERIC_HEADERS)) header = patternFromParts(alternatives[0]);
    }
    if (!ts.isFunctionLike(node) && !ts.isBlock(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(block, visit);
  return header;
}

/**
 * Stencil's diagnostics have a `header` (and a `level`); TypeScript's, Rollup's and Terser's,
 * bundled beside them, have none. A factory is a function that builds an object literal with
 * `header` and `messageText`; a maker is a function that calls a factory or another maker
 * (`augmentDiagnosticWithNode(buildError(…))`, `buildJsonFileError`).
 */
function diagnosticMakers(file: ts.SourceFile, imported?: Iterable<string>): Set<string> {
  const makers = new Set<string>(imported);
  const functions: ts.SignatureDeclaration[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && functionName(node)) functions.push(node);
    ts.forEachChild(node, collect);
  };
  collect(file);
  for (const fn of functions) {
    let factory = false;
    const visit = (node: ts.Node): void => {
      if (factory) return;
      if (ts.isObjectLiteralExpression(node) && hasProperties(node, ['header', 'messageText'])) factory = true;
      else ts.forEachChild(node, visit);
    };
    if ('body' in fn && fn.body) visit(fn.body);
    if (factory) makers.add(functionName(fn)!);
  }
  for (let round = 0; round < 2; round += 1) {
    for (const fn of functions) {
      const name = functionName(fn)!;
      if (makers.has(name) || !('body' in fn) || !fn.body) continue;
      if (callsAny(fn.body, makers)) makers.add(name);
    }
  }
  return makers;
}

function hasProperties(object: ts.ObjectLiteralExpression, names: string[]): boolean {
  const present = new Set(object.properties.map((p) => (p.name && ts.isIdentifier(p.name) ? p.name.text : '')));
  return names.every((name) => present.has(name));
}

function callsAny(node: ts.Node, names: Set<string>): boolean {
  let found = false;
  const visit = (child: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(child) && ts.isIdentifier(child.expression) && names.has(child.expression.text)) found = true;
    else if (!ts.isFunctionLike(child)) ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** Whether the object a site writes `messageText` on is one of Stencil's diagnostics. */
function isStencilDiagnostic(target: ts.Expression | undefined, site: ts.Node, makers: Set<string>, resolve: Resolver): boolean {
  if (!target || !ts.isIdentifier(target)) return false;
  const values = resolve(target);
  if (values.some((value) => callsAny(value, makers) || (ts.isCallExpression(value) && callsAny(value, makers)))) return true;
  // Built in place, as the hydrate app's `renderCatchError` does.
  if (values.some((value) => ts.isObjectLiteralExpression(value) && hasProperties(value, ['header', 'messageText']))) return true;
  // A diagnostic handed in as a parameter that the function gives a header of its own.
  const fn = enclosingFunction(site);
  const body = fn && 'body' in fn && fn.body ? fn.body.getText() : '';
  return new RegExp(`\\b${target.text}\\.header\\s*=`).test(body);
}

/** A site of Stencil's own code the extractor leaves out, and why (listed by tests/unit/diagnosticsSkipped.test.ts). */
export interface SkippedSite {
  text: string;
  reason: SkipReason;
  sourceFile?: string;
}

export const SKIP_REASONS = {
  'internal-source':
    'thrown or logged in an internal helper or a mock of a browser API (src/mock-doc, src/utils, the in-memory file system): an invariant no project meets as such',
  'forwards-a-value': 'too little literal text (under 12 letters): the site prints a value it was given, not a message of its own',
  'generic-default': "a helper's placeholder text that a later site replaces with the real message",
  'not-stencil-words':
    "an unmarked 2.x/3.x bundle's throw or console call whose text names nothing of Stencil's: the vendored Rollup, Terser, parser or Jest code",
  'test-assertion':
    "a Jest matcher's or the fetch mock's check in `stencil test`: Jest prints it as the failed assertion of that test, under the matcher's name",
  'progress-line': '`logger.info` / `logger.debug`: a progress or debug line of the build log, not a warning or an error',
} as const;

export type SkipReason = keyof typeof SKIP_REASONS;

export interface ExtractOptions {
  /** The file bundles vendored code beside Stencil's (defaults: every compiler and CLI bundle, no runtime). */
  vendored?: boolean;
  /** Receives the sites of Stencil's own code that are left out, with the reason. */
  skipped?: SkippedSite[];
  /**
   * The file is the testing bundle (its throws fail one test; its matchers' are assertions).
   * Defaults to a file under `testing/`, as 2.x-4.x ship it.
   */
  testing?: boolean;
  /**
   * The diagnostic helpers the file imports from another chunk of the package (5.x splits the
   * compiler into chunks; `buildError` is defined in one and called in the others): the makers,
   * and the forwarders with the index of the parameter that reaches `messageText`. Receives
   * this file's own, for the files after it.
   */
  helpers?: DiagnosticHelpers;
}

export interface DiagnosticHelpers {
  makers: Set<string>;
  forwards: Map<string, number>;
  /** The files read so far, whose functions a later file's messages may return. */
  sources: ts.SourceFile[];
}

/** One file being read: the parsed source, how its options and name classify it, and the helpers it calls. */
interface SourceContext {
  file: ts.SourceFile;
  fileName: string;
  origin: DiagnosticOrigin;
  /** The file bundles vendored code beside Stencil's (ExtractOptions.vendored, or its default). */
  vendored: boolean;
  /** The file is the testing bundle (ExtractOptions.testing, or its default). */
  testing: boolean;
  makers: Set<string>;
  forwards: Map<string, number>;
  throwers: Map<string, ThrowingFunction>;
  /** A node's source file in Stencil's own code; `false` in vendored code; undefined when the bundle has no marks. */
  ownCode: (node: ts.Node) => string | undefined | false;
  skipped?: SkippedSite[];
}

/** Where a bundle's own code is, from its source marks (sourceRegions): see SourceContext.ownCode. */
function ownCodeLocator(file: ts.SourceFile, text: string): SourceContext['ownCode'] {
  const regions = sourceRegions(text);
  return (node) => {
    if (regions.length === 0) return undefined;
    const region = regionAt(regions, node.getStart(file));
    return region?.startsWith('src/') ? region : false;
  };
}

/** The file's diagnostic makers and forwarders, with those it imports; handed on to the files after it. */
function fileHelpers(file: ts.SourceFile, helpers?: DiagnosticHelpers): {makers: Set<string>; forwards: Map<string, number>} {
  const makers = diagnosticMakers(file, helpers?.makers);
  const forwards = forwardingFunctions(file, makers, helpers?.forwards);
  if (helpers) {
    for (const name of makers) helpers.makers.add(name);
    for (const [name, index] of forwards) helpers.forwards.set(name, index);
    linkedSources.set(file, [...helpers.sources]);
    helpers.sources.push(file);
  }
  return {makers, forwards};
}

/** Parses one file and gathers what reading its sites needs. */
function sourceContext(text: string, fileName: string, origin: DiagnosticOrigin, options: ExtractOptions): SourceContext {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const {makers, forwards} = fileHelpers(file, options.helpers);
  return {
    file,
    fileName,
    origin,
    // bin/stencil and the browser runtime are Stencil's own code; the other bundles hold vendored code beside Stencil's.
    vendored: options.vendored ?? (origin !== 'runtime' && !fileName.startsWith('bin/')),
    testing: options.testing ?? fileName.startsWith('testing/'),
    makers,
    forwards,
    // After fileHelpers: a thrower's message may come from a function of an earlier chunk (linkedSources).
    throwers: throwingFunctions(file),
    ownCode: ownCodeLocator(file, text),
    skipped: options.skipped,
  };
}

/** Lists a site left out (ExtractOptions.skipped) with its reason, when its text has a few letters to show. */
function listSkipped(context: SourceContext, parts: PatternPart[], reason: SkipReason, own: string | undefined): void {
  if (literalLetters(parts) >= 4) context.skipped?.push({text: patternFromParts(parts), reason, sourceFile: own});
}

/** What a throw does to the reader: caught where it is thrown, failing one test, or stopping what runs. */
function throwWay(context: SourceContext, node: ts.Node): EmissionWay {
  const caught = caughtHow(node);
  if (caught) return caught === 'debug' ? 'caught-debug' : 'caught';
  const own = context.ownCode(node);
  const testApi = own === undefined || (!!own && TESTING_API_SOURCES.test(own) && !TESTING_COMMAND_SOURCES.test(own));
  if (context.testing && testApi) return 'thrown-in-test';
  return 'thrown';
}

/** Code the compiler writes into the app (the web-worker wrapper), held in a template literal: its throws reach the browser. */
function generatedCodeThrows(context: SourceContext, node: ts.NoSubstitutionTemplateLiteral): ExtractedDiagnostic[] {
  const own = context.ownCode(node);
  if (own === false) return [];
  const snippet = ts.createSourceFile(`${context.fileName}.generated.js`, node.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const mode = buildModeAt(node, 'runtime');
  const generated: ExtractedDiagnostic[] = [];
  const inner = (child: ts.Node): void => {
    const thrown = thrownMessage(child);
    for (const raw of thrown ? messageParts(thrown, localResolver(child)) : []) {
      const parts = trimParts(raw);
      if (literalLetters(parts) < MIN_LITERAL_LETTERS) continue;
      if (own === undefined && !STENCIL_THROW_WORDS.test(patternFromParts(parts))) continue;
      generated.push({
        pattern: patternFromParts(parts),
        parts: mergeParts(parts),
        level: 'error',
        emits: [{level: 'error', mode, way: 'thrown'}],
        origin: 'runtime',
        sourceFile: own || undefined,
        functionName: functionName(enclosingFunction(node)),
      });
    }
    ts.forEachChild(child, inner);
  };
  inner(snippet);
  return generated;
}

/** The file's message sites in source order, its header-only assignments apart, and the throws of the code it generates. */
function collectSites(context: SourceContext): {sites: SiteText[]; headerOnly: SiteText[]; generated: ExtractedDiagnostic[]} {
  const sites: SiteText[] = [];
  const headerOnly: SiteText[] = [];
  const generated: ExtractedDiagnostic[] = [];
  const visit = (node: ts.Node): void => {
    if (context.origin !== 'runtime' && ts.isNoSubstitutionTemplateLiteral(node) && node.text.includes('throw new Error(')) {
      generated.push(...generatedCodeThrows(context, node));
    }
    const site = siteAt(context, node);
    if (site) (site.headerOnly ? headerOnly : sites).push(site);
    ts.forEachChild(node, visit);
  };
  visit(context.file);
  return {sites, headerOnly, generated};
}

/** The message site a node is, if any: a throw, a diagnostic object's text or header, or a call that prints or forwards one. */
function siteAt(context: SourceContext, node: ts.Node): SiteText | undefined {
  const message = thrownMessage(node);
  if (message) return thrownSite(context, node, message);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) return assignedSite(context, node);
  if (ts.isPropertyAssignment(node)) return builtInPlaceSite(node);
  if (ts.isCallExpression(node)) return callSite(context, node);
  return undefined;
}

/** `throw new Error(…)`, unless its function only throws a parameter's text: that is recorded at its callers (calledThrowerSite). */
function thrownSite(context: SourceContext, node: ts.Node, message: ts.Expression): SiteText | undefined {
  const fn = functionName(enclosingFunction(node));
  if (fn && context.throwers.has(fn)) return undefined;
  return {
    alternatives: messageParts(message, localResolver(node)),
    target: undefined,
    node,
    emission: {level: 'error', way: throwWay(context, node)},
  };
}

/** `d.messageText = …` or `d.header = …` on one of Stencil's diagnostic objects. */
function assignedSite(context: SourceContext, node: ts.BinaryExpression): SiteText | undefined {
  const left = node.left;
  if (!isMessageTarget(left) && !isHeaderTarget(left)) return undefined;
  if (!isStencilDiagnostic(left.expression, node, context.makers, localResolver(node))) return undefined;
  const site: SiteText = {alternatives: messageParts(node.right, localResolver(node)), target: left.expression, node};
  return isHeaderTarget(left) ? {...site, headerOnly: true} : site;
}

/** `{header: …, messageText: …}`: a diagnostic object built in place. */
function builtInPlaceSite(node: ts.PropertyAssignment): SiteText | undefined {
  if (propertyName(node) !== 'messageText' || !ts.isObjectLiteralExpression(node.parent) || !hasProperties(node.parent, ['header'])) {
    return undefined;
  }
  return {alternatives: messageParts(node.initializer, localResolver(node)), target: undefined, node};
}

/** A call with a message: to a forwarder (forwardingFunctions), to a function that only throws, to the logger or the console. */
function callSite(context: SourceContext, node: ts.CallExpression): SiteText | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee) && context.forwards.has(callee.text)) {
    const argument = node.arguments[context.forwards.get(callee.text)!];
    if (!argument) return undefined;
    return {alternatives: messageParts(argument, localResolver(node)), target: undefined, node, forwardedTo: callee.text};
  }
  if (ts.isIdentifier(callee) && context.throwers.has(callee.text))
    return calledThrowerSite(context, node, context.throwers.get(callee.text)!);
  if (node.arguments[0]) return printedSite(context, node, node.arguments[0]);
  return undefined;
}

/** A call of a function that only throws: its message with the call's argument in the forwarded placeholder. */
function calledThrowerSite(context: SourceContext, node: ts.CallExpression, thrower: ThrowingFunction): SiteText {
  const argument = node.arguments[thrower.parameter];
  // The thrower's last placeholder is the forwarded message (throwingFunctions picks it so).
  let slot = -1;
  thrower.parts.forEach((part, index) => {
    if ('placeholder' in part) slot = index;
  });
  const forwarded = argument ? messageParts(argument, localResolver(node)) : [];
  const alternatives = forwarded.map((inner) => thrower.parts.flatMap((part, index) => (index === slot ? inner : [part])));
  return {alternatives, target: undefined, node, emission: {level: 'error', way: throwWay(context, node)}};
}

/** `logger.warn(…)`, `console.error(…)`, the runtime's `consoleDevWarn(…)`; a logger's progress line is listed as skipped instead. */
function printedSite(context: SourceContext, node: ts.CallExpression, text: ts.Expression): SiteText | undefined {
  const callee = node.expression.getText(context.file);
  const logger = LOGGER_CALL.exec(callee);
  const consoleCall = context.origin === 'runtime' ? RUNTIME_WARNING_FUNCTIONS.has(callee) : CONSOLE_FUNCTIONS.has(callee);
  if (logger || consoleCall) {
    const level: DiagnosticLevel = /warn/i.test(callee) ? 'warning' : 'error';
    return {
      alternatives: messageParts(text, localResolver(node)),
      target: context.origin === 'runtime' ? node.expression : undefined,
      node,
      emission: {level, way: logger ? 'logger' : 'console'},
    };
  }
  if (LOGGER_PROGRESS.test(callee) && context.skipped) {
    const own = context.ownCode(node);
    if (own !== false)
      for (const parts of messageParts(text, localResolver(node))) listSkipped(context, trimParts(parts), 'progress-line', own);
  }
  return undefined;
}

/** Why a whole site that throws or prints is left out: an internal helper's, or in the testing bundle a test's failed assertion. */
function siteSkipReason(context: SourceContext, site: SiteText, own: string | undefined, fn: string | undefined): SkipReason | undefined {
  if (!site.emission || site.emission.way === 'diagnostic') return undefined;
  if (own && INTERNAL_THROW_SOURCES.test(own)) return 'internal-source';
  const inMatcher = own ? TEST_ASSERTION_SOURCES.test(own) : !!fn && TEST_MATCHER_FUNCTION.test(fn);
  if (context.testing && inMatcher) return 'test-assertion';
  return undefined;
}

/** Why one wording of a site is left out: too little literal text, a helper's default, or in an unmarked bundle no word of Stencil's. */
function wordingSkipReason(context: SourceContext, site: SiteText, parts: PatternPart[], own: string | undefined): SkipReason | undefined {
  if (literalLetters(parts) < MIN_LITERAL_LETTERS) return 'forwards-a-value';
  if (isGeneric(parts, GENERIC_TEXTS)) return 'generic-default';
  const vendoredWay = site.emission && site.emission.way !== 'logger' && site.emission.way !== 'diagnostic';
  if (vendoredWay && context.vendored && own === undefined && !STENCIL_THROW_WORDS.test(patternFromParts(parts))) {
    return 'not-stencil-words';
  }
  return undefined;
}

/** How and when a site's message is emitted: its own way in the site's build mode, a forwarder's level, or its diagnostic object's. */
function siteEmissions(context: SourceContext, site: SiteText, resolve: Resolver): Emission[] {
  if (site.emission) {
    const {file, origin} = context;
    let mode = buildModeAt(site.node, origin);
    // consoleDevError/consoleDevWarn carry the development label; their callers check BUILD.isDev.
    if (origin === 'runtime' && mode === 'always' && /consoleDev/.test(site.node.getChildAt(0, file).getText(file))) mode = 'dev';
    return [{...site.emission, mode}];
  }
  if (site.forwardedTo) {
    return [{level: /warn/i.test(site.forwardedTo) ? 'warning' : 'error', mode: buildModeAt(site.node, context.origin), way: 'diagnostic'}];
  }
  return diagnosticEmissions(site.target, site.node, context.origin, resolve);
}

/**
 * The diagnostics of one message site, one per wording kept; the others are listed as skipped.
 * Adds the diagnostic objects it writes a message on to `messageTargets` (see headerOnlyDiagnostics).
 */
function siteDiagnostics(context: SourceContext, site: SiteText, messageTargets: Set<string>): ExtractedDiagnostic[] {
  const own = context.ownCode(site.node);
  if (own === false) return [];
  const fn = functionName(enclosingFunction(site.node));
  const siteReason = siteSkipReason(context, site, own, fn);
  if (siteReason) {
    for (const raw of site.alternatives) listSkipped(context, trimParts(raw), siteReason, own);
    return [];
  }
  const resolve = localResolver(site.node);
  const found: ExtractedDiagnostic[] = [];
  for (const raw of site.alternatives) {
    const parts = trimParts(raw);
    const reason = wordingSkipReason(context, site, parts, own);
    if (reason) {
      listSkipped(context, parts, reason, own);
      continue;
    }
    const emits = siteEmissions(context, site, resolve);
    const header = context.origin !== 'runtime' && !site.emission ? headerFor(site.target, site.node, resolve) : undefined;
    if (site.target && ts.isIdentifier(site.target)) messageTargets.add(`${fn}:${site.target.text}`);
    found.push(diagnosticOf(context, parts, emits, {own, fn}, {header}));
  }
  return found;
}

/** A header with its own wording and no literal message beside it (`Component Tag Name "<tagName>" Must Be Unique`). */
function headerOnlyDiagnostics(context: SourceContext, site: SiteText, messageTargets: Set<string>): ExtractedDiagnostic[] {
  const own = context.ownCode(site.node);
  if (own === false) return [];
  const fn = functionName(enclosingFunction(site.node));
  if (site.target && ts.isIdentifier(site.target) && messageTargets.has(`${fn}:${site.target.text}`)) return [];
  const found: ExtractedDiagnostic[] = [];
  for (const raw of site.alternatives) {
    const parts = trimParts(raw);
    if (literalLetters(parts) < MIN_LITERAL_LETTERS || isGeneric(parts, GENERIC_HEADERS)) continue;
    const emits = diagnosticEmissions(site.target, site.node, context.origin, localResolver(site.node));
    found.push(diagnosticOf(context, parts, emits, {own, fn}));
  }
  return found;
}

/** The entry of one wording of a site; `header` only where the site can set one (the key is then always written). */
function diagnosticOf(
  context: SourceContext,
  parts: PatternPart[],
  emits: Emission[],
  site: {own: string | undefined; fn: string | undefined},
  header?: {header: string | undefined},
): ExtractedDiagnostic {
  return {
    pattern: patternFromParts(parts),
    parts: mergeParts(parts),
    ...header,
    level: mostSevere(emits),
    emits,
    origin: context.origin,
    sourceFile: site.own || undefined,
    functionName: site.fn,
  };
}

/** Every diagnostic one file's text can emit, site by site: its sites, then its generated code's throws, then headers without a message. */
export function extractFromSource(
  text: string,
  fileName: string,
  origin: DiagnosticOrigin,
  options: ExtractOptions = {},
): ExtractedDiagnostic[] {
  const context = sourceContext(text, fileName, origin, options);
  const {sites, headerOnly, generated} = collectSites(context);
  const messageTargets = new Set<string>();
  const found = sites.flatMap((site) => siteDiagnostics(context, site, messageTargets));
  found.push(...generated);
  for (const site of headerOnly) found.push(...headerOnlyDiagnostics(context, site, messageTargets));
  return found;
}

function mostSevere(emits: Emission[]): DiagnosticLevel {
  return emits.some((emission) => emission.level === 'error') ? 'error' : 'warning';
}

const emissionKey = (emission: Emission) => `${emission.level}:${emission.mode}:${emission.way}`;

/**
 * Two sites of one message become one entry: its emissions joined (the `@Method()` check warns
 * for a `void` return and fails for any other), the longest wording shown and the others kept.
 */
function mergeInto(existing: ExtractedDiagnostic, next: ExtractedDiagnostic): void {
  const seen = new Set(existing.emits.map(emissionKey));
  for (const emission of next.emits) if (!seen.has(emissionKey(emission))) existing.emits.push(emission);
  existing.emits.sort((a, b) => emissionKey(a).localeCompare(emissionKey(b)));
  existing.level = mostSevere(existing.emits);
  if (!existing.header && next.header) existing.header = next.header;
  if (next.pattern !== existing.pattern) {
    const wordings = new Set([...(existing.wordings ?? []), existing.pattern, next.pattern]);
    const longest = [...wordings].sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
    if (longest === next.pattern) {
      existing.pattern = next.pattern;
      existing.parts = next.parts;
    }
    wordings.delete(existing.pattern);
    existing.wordings = [...wordings].sort();
  }
  const names = new Set(
    [...(existing.functionNames ?? [existing.functionName]), next.functionName].filter((name): name is string => !!name),
  );
  if (names.size > 1) existing.functionNames = [...names].sort();
}

/** The sites of one release as one entry per message (see messageKey), sorted. */
export function mergeSites(sites: ExtractedDiagnostic[]): ExtractedDiagnostic[] {
  const byKey = new Map<string, ExtractedDiagnostic>();
  for (const diagnostic of sites) {
    const key = messageKey(diagnostic.parts);
    const existing = byKey.get(key);
    if (!existing) byKey.set(key, diagnostic);
    else mergeInto(existing, diagnostic);
  }
  return [...byKey.values()].sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Every diagnostic of one installed package (a folder holding `compiler/stencil.js`, or 5.x's `dist/`), one per message. */
export function extractPackage(packageDir: string): ExtractedDiagnostic[] {
  const sites: ExtractedDiagnostic[] = [];
  const files = packageFiles(packageDir);
  // 5.x's chunks call the helpers of the chunks before them; a 2.x-4.x bundle holds its own.
  const helpers: DiagnosticHelpers | undefined =
    files === PACKAGE_FILES ? undefined : {makers: new Set(), forwards: new Map(), sources: []};
  for (const {file: relative, origin, vendored, repeats, testing} of files) {
    let text: string;
    try {
      text = readFileSync(path.join(packageDir, relative), 'utf8');
    } catch {
      continue;
    }
    const found = extractFromSource(text, relative, origin, {vendored, testing, helpers});
    const known = new Set(sites.map((site) => messageKey(site.parts)));
    sites.push(...(repeats ? found.filter((site) => !known.has(messageKey(site.parts))) : found));
  }
  return mergeSites(sites);
}
