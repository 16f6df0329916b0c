/**
 * Reads a project's `stencil.config.ts` as a syntax tree (acorn with its TypeScript plugin): no
 * code of the reader's runs, so no `eval` and nothing a strict CSP forbids. What a tree cannot
 * tell without running the file (a spread, an imported value, a `process.env` read, a helper's
 * return value) is reported as not checked, never guessed.
 */
import {Parser, type Node} from 'acorn';
import {tsPlugin} from '@sveltejs/acorn-typescript';

// acorn's ESTree typings stop at JavaScript; TypeScript nodes (TSAsExpression…) come from the
// plugin untyped, so the walk reads nodes through this loose shape.
interface AnyNode extends Node {
  [field: string]: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const TsParser = Parser.extend(tsPlugin());

export interface Position {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

export interface SyntaxProblem extends Position {
  message: string;
}

/** A key the config sets: `srcDir`, `extras.experimentalSlotFixes`, `outputTargets[1].dir`. */
export interface ConfigKey extends Position {
  /** Dotted path; output target options are `<type>.<option>` (as the API facts name them). */
  path: string;
  /** The area of the API facts it belongs to: `config`, `extras`, `devServer`, `testing`, `outputTargets`. */
  area: string;
  /** A literal value as written (`true`, `'src'`), when it is one. */
  value?: string;
  /** Why the value could not be read, when it is not a literal. */
  valueNotChecked?: string;
}

/** Something in the config that the check cannot see through. */
export interface NotChecked extends Position {
  /** Where it sits: `(top level)`, `extras`, `outputTargets[2]`. */
  where: string;
  /** The dotted path whose keys it may set (`''` for the top level). */
  scope: string;
  reason: string;
}

export interface OutputTargetUse extends Position {
  /** The `type` written in the entry, when it is a literal. */
  type?: string;
  /** A framework wrapper's call, e.g. `reactOutputTarget` from `@stencil/react-output-target`. */
  call?: {name: string; from: string};
}

export interface ConfigShape {
  /** How the config is exported: `export const config`, `export default`, … */
  exportForm: string;
  keys: ConfigKey[];
  notChecked: NotChecked[];
  outputTargets: OutputTargetUse[];
}

export type ParsedConfig = {ok: true; config: ConfigShape} | {ok: false; problem: SyntaxProblem};

/** The objects whose keys the API facts list one by one (`extras.*` …). */
const NESTED_AREAS = new Set(['extras', 'devServer', 'testing']);

/** Values that are structure rather than a setting: their parts are read, or they are code. */
const STRUCTURES = new Set(['ObjectExpression', 'ArrayExpression', 'ArrowFunctionExpression', 'FunctionExpression']);

function position(node: Node): Position {
  return {line: node.loc!.start.line, column: node.loc!.start.column + 1};
}

/** `x as Config`, `x satisfies Config`, `(x)`, `x!`, `<Config>x` → x. */
function unwrap(node: AnyNode): AnyNode {
  let current = node;
  while (
    current &&
    ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSTypeAssertion', 'ParenthesizedExpression'].includes(current.type)
  ) {
    current = current.expression;
  }
  return current;
}

function keyName(property: AnyNode): string | undefined {
  if (property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal' && typeof property.key.value === 'string') return property.key.value;
  return undefined;
}

/** The source text of `process.env.NAME` reads inside a node, if any. */
function envReads(node: AnyNode): string[] {
  const found: string[] = [];
  const visit = (current: unknown) => {
    if (!current || typeof current !== 'object') return;
    if (Array.isArray(current)) return current.forEach(visit);
    const candidate = current as AnyNode;
    if (typeof candidate.type !== 'string') return;
    if (candidate.type === 'MemberExpression') {
      const object = unwrap(candidate.object);
      if (object.type === 'MemberExpression' && isProcessEnv(object)) {
        found.push(`process.env.${candidate.computed ? '[…]' : candidate.property.name}`);
        return;
      }
      if (isProcessEnv(candidate)) {
        found.push('process.env');
        return;
      }
    }
    for (const [field, child] of Object.entries(candidate)) {
      if (field !== 'loc' && field !== 'start' && field !== 'end') visit(child);
    }
  };
  visit(node);
  return [...new Set(found)];
}

function isProcessEnv(node: AnyNode): boolean {
  const object = unwrap(node.object);
  return (
    node.type === 'MemberExpression' &&
    object.type === 'Identifier' &&
    object.name === 'process' &&
    !node.computed &&
    node.property.name === 'env'
  );
}

/** A literal's text as a reader would write it, or undefined when the value is not one. */
function literalText(node: AnyNode): string | undefined {
  const value = unwrap(node);
  if (value.type === 'Literal') return typeof value.value === 'string' ? `'${value.value}'` : String(value.value);
  if (value.type === 'TemplateLiteral' && value.expressions.length === 0) return `'${value.quasis[0].value.cooked}'`;
  if (value.type === 'UnaryExpression' && value.operator === '-' && value.argument.type === 'Literal') return `-${value.argument.value}`;
  if (value.type === 'Identifier' && value.name === 'undefined') return 'undefined';
  return undefined;
}

interface Scope {
  source: string;
  /** Top-level `const`/`let`/`var` initialisers and functions, by name. */
  locals: Map<string, AnyNode>;
  /** Imported bindings: local name → module and imported name. */
  imports: Map<string, {from: string; imported: string}>;
}

function describeValue(node: AnyNode, scope: Scope): string {
  const value = unwrap(node);
  const env = envReads(value);
  if (env.length > 0) return `it reads ${env.join(', ')}`;
  if (value.type === 'Identifier') {
    const local = scope.locals.get(value.name);
    const localEnv = local ? envReads(local) : [];
    if (localEnv.length > 0) return `it reads ${localEnv.join(', ')} (through ${value.name})`;
    const imported = scope.imports.get(value.name);
    if (imported) return `it is ${value.name}, imported from '${imported.from}'`;
    return `it is the variable ${value.name}`;
  }
  const text = scope.source.slice(value.start, value.end).replace(/\s+/g, ' ');
  const shown = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  const root = rootIdentifier(value);
  const imported = root ? scope.imports.get(root) : undefined;
  return `it is \`${shown}\`${imported ? `, with ${root} imported from '${imported.from}'` : ''}`;
}

/** `a` of `a.b.c`, `a.b()`, `a[0]`. */
function rootIdentifier(node: AnyNode): string | undefined {
  let current = unwrap(node);
  while (current.type === 'MemberExpression' || current.type === 'CallExpression') {
    current = unwrap(current.type === 'CallExpression' ? current.callee : current.object);
  }
  return current.type === 'Identifier' ? current.name : undefined;
}

/** `a spread of base`, `a spread that reads process.env.X`. */
function spreadOf(node: AnyNode, scope: Scope): string {
  const described = describeValue(node, scope);
  return described.startsWith('it is ')
    ? `a spread of ${described.slice('it is '.length)}`
    : `a spread that ${described.slice('it '.length)}`;
}

function calleeName(call: AnyNode): string | undefined {
  const callee = unwrap(call.callee);
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
    const object = unwrap(callee.object);
    return object.type === 'Identifier' ? `${object.name}.${callee.property.name}` : callee.property.name;
  }
  return undefined;
}

/** An identifier that names a top-level object literal resolves to it (one step, no cycles). */
function resolveLocal(node: AnyNode, scope: Scope, seen = new Set<string>()): AnyNode {
  const value = unwrap(node);
  if (value.type !== 'Identifier' || seen.has(value.name)) return value;
  const init = scope.locals.get(value.name);
  if (!init) return value;
  seen.add(value.name);
  return resolveLocal(init, scope, seen);
}

function collectScope(program: AnyNode, source: string): Scope {
  const scope: Scope = {source, locals: new Map(), imports: new Map()};
  for (const statement of program.body as AnyNode[]) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers as AnyNode[]) {
        const imported =
          specifier.type === 'ImportSpecifier'
            ? (specifier.imported.name ?? specifier.imported.value)
            : specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*';
        scope.imports.set(specifier.local.name, {from: statement.source.value, imported});
      }
      continue;
    }
    const declaration: AnyNode | undefined =
      statement.type === 'ExportNamedDeclaration' && statement.declaration ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as AnyNode[]) {
        if (declarator.id.type === 'Identifier' && declarator.init) scope.locals.set(declarator.id.name, declarator.init);
      }
    }
  }
  return scope;
}

/** The expression the config module exports as its config, and how it exports it. */
function findExport(program: AnyNode, scope: Scope): {node: AnyNode; form: string} | undefined {
  for (const statement of program.body as AnyNode[]) {
    if (statement.type === 'ExportNamedDeclaration') {
      if (statement.declaration?.type === 'VariableDeclaration') {
        for (const declarator of statement.declaration.declarations as AnyNode[]) {
          if (declarator.id.type === 'Identifier' && declarator.id.name === 'config' && declarator.init) {
            return {node: declarator.init, form: 'export const config'};
          }
        }
      }
      for (const specifier of (statement.specifiers ?? []) as AnyNode[]) {
        const exported = specifier.exported.name ?? specifier.exported.value;
        if (exported === 'config' && !statement.source) {
          const init = scope.locals.get(specifier.local.name);
          if (init)
            return {node: init, form: `export {${specifier.local.name === 'config' ? 'config' : `${specifier.local.name} as config`}}`};
        }
      }
    }
    if (statement.type === 'ExportDefaultDeclaration') {
      return {node: statement.declaration, form: 'export default'};
    }
  }
  return undefined;
}

function walkObject(object: AnyNode, prefix: string, area: string, scope: Scope, shape: ConfigShape): void {
  for (const property of object.properties as AnyNode[]) {
    if (property.type === 'SpreadElement') {
      shape.notChecked.push({
        ...position(property),
        where: prefix || '(top level)',
        scope: prefix,
        reason: `${spreadOf(property.argument, scope)}: the keys it adds are not checked`,
      });
      continue;
    }
    const name = keyName(property);
    if (name === undefined) {
      shape.notChecked.push({...position(property), where: prefix || '(top level)', scope: prefix, reason: 'a computed key'});
      continue;
    }
    const path = prefix ? `${prefix}.${name}` : name;
    const value: AnyNode = property.shorthand ? property.key : property.value;
    const key: ConfigKey = {...position(property.key), path, area: prefix ? area : 'config'};
    const literal = literalText(value);
    if (literal !== undefined) key.value = literal;
    else if (property.kind !== 'init' || property.method) key.valueNotChecked = 'it is a method';
    else if (envReads(value).length > 0) key.valueNotChecked = describeValue(value, scope);
    else if (!STRUCTURES.has(resolveLocal(value, scope).type)) key.valueNotChecked = describeValue(value, scope);
    shape.keys.push(key);
    // A nested area's unreadable value is reported once, below, as keys not checked.
    if (key.valueNotChecked && key.valueNotChecked !== 'it is a method' && !(!prefix && NESTED_AREAS.has(name))) {
      shape.notChecked.push({...position(value), where: path, scope: path, reason: `its value is not checked: ${key.valueNotChecked}`});
    }
    if (!prefix && NESTED_AREAS.has(name)) {
      const resolved = resolveLocal(value, scope);
      if (resolved.type === 'ObjectExpression') walkObject(resolved, name, name, scope, shape);
      else
        shape.notChecked.push({
          ...position(value),
          where: name,
          scope: name,
          reason: `its keys are not checked: ${describeValue(value, scope)}`,
        });
    }
    if (!prefix && name === 'outputTargets') walkOutputTargets(value, scope, shape);
  }
}

function walkOutputTargets(node: AnyNode, scope: Scope, shape: ConfigShape): void {
  const list = resolveLocal(node, scope);
  if (list.type !== 'ArrayExpression') {
    shape.notChecked.push({
      ...position(node),
      where: 'outputTargets',
      scope: 'outputTargets',
      reason: `the list is not checked: ${describeValue(node, scope)}`,
    });
    return;
  }
  (list.elements as (AnyNode | null)[]).forEach((element, index) => {
    if (!element) return;
    const where = `outputTargets[${index}]`;
    if (element.type === 'SpreadElement') {
      shape.notChecked.push({
        ...position(element),
        where,
        scope: 'outputTargets',
        reason: `${spreadOf(element.argument, scope)}: the output targets it adds are not checked`,
      });
      return;
    }
    const entry = resolveLocal(element, scope);
    if (entry.type === 'ObjectExpression') {
      const typeProperty = (entry.properties as AnyNode[]).find((property) => property.type === 'Property' && keyName(property) === 'type');
      const typeValue = typeProperty ? unwrap(typeProperty.value) : undefined;
      const type = typeValue?.type === 'Literal' && typeof typeValue.value === 'string' ? typeValue.value : undefined;
      shape.outputTargets.push({...position(entry), ...(type ? {type} : {})});
      if (!type) {
        shape.notChecked.push({
          ...position(entry),
          where,
          scope: 'outputTargets',
          reason: typeProperty ? `its type is not a literal: ${describeValue(typeProperty.value, scope)}` : 'it has no type',
        });
        return;
      }
      for (const property of entry.properties as AnyNode[]) {
        if (property.type === 'SpreadElement') {
          shape.notChecked.push({
            ...position(property),
            where,
            scope: type,
            reason: `${spreadOf(property.argument, scope)}: the options it adds are not checked`,
          });
          continue;
        }
        const name = keyName(property);
        if (name === undefined || name === 'type') continue;
        const literal = literalText(property.value);
        shape.keys.push({
          ...position(property.key),
          path: `${type}.${name}`,
          area: 'outputTargets',
          ...(literal !== undefined ? {value: literal} : {}),
        });
      }
      return;
    }
    if (entry.type === 'CallExpression') {
      const name = calleeName(entry);
      const root = name?.split('.')[0];
      const imported = root ? scope.imports.get(root) : undefined;
      shape.outputTargets.push({...position(entry), ...(name && imported ? {call: {name, from: imported.from}} : {})});
      if (!imported) {
        shape.notChecked.push({
          ...position(entry),
          where,
          scope: 'outputTargets',
          reason: `${describeValue(entry, scope)}, not imported from a package`,
        });
      }
      return;
    }
    shape.notChecked.push({...position(element), where, scope: 'outputTargets', reason: `not checked: ${describeValue(element, scope)}`});
  });
}

/** acorn's message ends with `(line:column)`; the reader gets line and column apart. */
function syntaxProblem(error: unknown): SyntaxProblem {
  const candidate = error as {message?: string; loc?: {line: number; column: number}};
  const message = (candidate.message ?? String(error)).replace(/\s*\(\d+:\d+\)$/, '');
  return {message, line: candidate.loc?.line ?? 1, column: (candidate.loc?.column ?? 0) + 1};
}

/** Parses TypeScript or JavaScript source as a module; the tree or the first syntax error. */
export function parseModule(source: string): {ok: true; program: AnyNode} | {ok: false; problem: SyntaxProblem} {
  try {
    return {ok: true, program: TsParser.parse(source, {ecmaVersion: 'latest', sourceType: 'module', locations: true}) as AnyNode};
  } catch (error) {
    return {ok: false, problem: syntaxProblem(error)};
  }
}

export function parseStencilConfig(source: string): ParsedConfig {
  const parsed = parseModule(source);
  if (!parsed.ok) return parsed;
  const scope = collectScope(parsed.program, source);
  const shape: ConfigShape = {exportForm: 'none', keys: [], notChecked: [], outputTargets: []};
  const exported = findExport(parsed.program, scope);
  if (!exported) {
    shape.notChecked.push({line: 1, column: 1, where: '(top level)', scope: '', reason: 'the file exports no `config` and no default'});
    return {ok: true, config: shape};
  }
  shape.exportForm = exported.form;
  const object = resolveLocal(exported.node, scope);
  if (object.type === 'ObjectExpression') walkObject(object, '', 'config', scope, shape);
  else {
    shape.notChecked.push({
      ...position(exported.node),
      where: '(top level)',
      scope: '',
      reason: `the exported config is not an object literal: ${describeValue(exported.node, scope)}`,
    });
  }
  return {ok: true, config: shape};
}

/**
 * A JSON file (package.json, tsconfig.json with its comments and trailing commas) parsed as
 * a JavaScript expression, so that a syntax error has a line and column in every browser.
 * Returns the plain value; anything but literals, arrays and objects is refused.
 */
export function parseJsonLike(source: string): {ok: true; value: unknown} | {ok: false; problem: SyntaxProblem} {
  // The parenthesis makes `{…}` an expression; it sits on the first line, so lines stay true.
  const parsed = parseModule(`(${source}\n)`);
  if (!parsed.ok) {
    const problem = parsed.problem;
    return {ok: false, problem: {...problem, column: problem.line === 1 ? Math.max(1, problem.column - 1) : problem.column}};
  }
  const statement = parsed.program.body[0] as AnyNode | undefined;
  if (parsed.program.body.length !== 1 || statement?.type !== 'ExpressionStatement') {
    return {ok: false, problem: {line: 1, column: 1, message: 'Expected one JSON value'}};
  }
  const toValue = (node: AnyNode): unknown => {
    const value = unwrap(node);
    if (value.type === 'Literal') return value.value;
    if (value.type === 'UnaryExpression' && value.operator === '-' && value.argument.type === 'Literal') return -value.argument.value;
    if (value.type === 'ArrayExpression') return (value.elements as AnyNode[]).map(toValue);
    if (value.type === 'ObjectExpression') {
      const result: Record<string, unknown> = {};
      for (const property of value.properties as AnyNode[]) {
        const name = property.type === 'Property' ? keyName(property) : undefined;
        if (name === undefined) throw Object.assign(new Error('Not JSON'), {node: property});
        result[name] = toValue(property.value);
      }
      return result;
    }
    throw Object.assign(new Error('Not JSON'), {node: value});
  };
  try {
    return {ok: true, value: toValue(statement.expression)};
  } catch (error) {
    const node = (error as {node?: Node}).node;
    const at = node ? position(node) : {line: 1, column: 1};
    return {
      ok: false,
      problem: {...at, column: at.line === 1 ? Math.max(1, at.column - 1) : at.column, message: 'Only JSON values are allowed here'},
    };
  }
}
