/**
 * Reads a project's `stencil.config.ts` as a syntax tree (acorn with its TypeScript plugin): no
 * code of the reader's runs, so no `eval` and nothing a strict CSP forbids. The reader follows
 * what a tree tells without running the file: local constants, local functions that return an
 * object literal (`export const config = create()`), `push`/`concat`/spreads of literal lists,
 * and both branches of a conditional (each reported). What it cannot follow (an imported value, a
 * `process.env` read, a function's parameters, any other assignment) is reported as not read,
 * with its line, never guessed.
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
  /** A value the reader can tell, as written (`true`, `'src'`): a literal, a local constant, an expression of them. */
  value?: string;
  /** The values of a conditional whose test the reader cannot tell (both branches). */
  alternatives?: string[];
  /** The value's type, when the reader can tell it (`string`, `array`, …). */
  valueType?: StaticValue['type'];
  /** Set in one branch only (a conditional, an `if`, one of a function's returns). */
  conditional?: true;
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
  /** Added in one branch only. */
  conditional?: true;
}

/** A Rollup plugin the config lists: `sass()` from `@stencil/sass`. */
export interface PluginUse extends Position {
  /** The call's or variable's name as written. */
  name: string;
  /** The package it is imported from, when it is. */
  from?: string;
  conditional?: true;
}

export interface ConfigShape {
  /** How the config is exported: `export const config`, `export default`, … */
  exportForm: string;
  keys: ConfigKey[];
  notChecked: NotChecked[];
  outputTargets: OutputTargetUse[];
  plugins: PluginUse[];
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

/** A statement-level change to a local list after its declaration: `list.push(…)`, `list = list.concat(…)`. */
interface Addition {
  /** The pushed element, or the list concatenated. */
  node: AnyNode;
  /** `push` adds one element (or a spread), `concat` a list or one element. */
  how: 'push' | 'concat';
  /** Inside an `if`: it may not run, so what it adds is reported as one of the branches. */
  conditional: boolean;
}

interface Scope {
  source: string;
  /** `const`/`let`/`var` initialisers, by name. */
  locals: Map<string, AnyNode>;
  /** Function declarations and functions held in a `const`, by name. */
  functions: Map<string, AnyNode>;
  /** Imported bindings: local name → module and imported name. */
  imports: Map<string, {from: string; imported: string}>;
  /** What statements add to a local list after its declaration. */
  additions: Map<string, Addition[]>;
  /** Locals assigned something the reader cannot follow: they are not their initial value. */
  reassigned: Map<string, AnyNode>;
  /** The enclosing scope (a function's body sits in the module's). */
  parent?: Scope;
}

/** Where a name is declared: the scope and what it holds. */
function lookup<T extends 'locals' | 'functions' | 'imports'>(
  scope: Scope,
  field: T,
  name: string,
): {found: NonNullable<ReturnType<Scope[T]['get']>>; scope: Scope} | undefined {
  for (let current: Scope | undefined = scope; current; current = current.parent) {
    const found = current[field].get(name) as NonNullable<ReturnType<Scope[T]['get']>> | undefined;
    if (found !== undefined) return {found, scope: current};
    // A local of an inner scope shadows the outer names of every kind.
    if (field !== 'locals' && current.locals.has(name)) return undefined;
  }
  return undefined;
}

function importOf(scope: Scope, name: string): {from: string; imported: string} | undefined {
  return lookup(scope, 'imports', name)?.found;
}

function describeValue(node: AnyNode, scope: Scope): string {
  const value = unwrap(node);
  const env = envReads(value);
  if (env.length > 0) return `it reads ${env.join(', ')}`;
  if (value.type === 'Identifier') {
    const local = lookup(scope, 'locals', value.name)?.found;
    const localEnv = local ? envReads(local) : [];
    if (localEnv.length > 0) return `it reads ${localEnv.join(', ')} (through ${value.name})`;
    const imported = importOf(scope, value.name);
    if (imported) return `it is ${value.name}, imported from '${imported.from}'`;
    return `it is the variable ${value.name}`;
  }
  const text = scope.source.slice(value.start, value.end).replace(/\s+/g, ' ');
  const shown = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  const root = rootIdentifier(value);
  const imported = root ? importOf(scope, root) : undefined;
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

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

/** `list.push(…)` or `list = list.concat(…)` / `list = [...list, …]` as additions to `list`; other assignments mark it reassigned. */
function readMutation(statement: AnyNode, scope: Scope, conditional: boolean): void {
  if (statement.type !== 'ExpressionStatement') return;
  const expression = unwrap(statement.expression);
  const add = (name: string, addition: Addition) => scope.additions.set(name, [...(scope.additions.get(name) ?? []), addition]);
  if (expression.type === 'CallExpression') {
    const callee = unwrap(expression.callee);
    const object = callee.type === 'MemberExpression' ? unwrap(callee.object) : undefined;
    if (object?.type === 'Identifier' && !callee.computed && callee.property.name === 'push') {
      for (const argument of expression.arguments as AnyNode[]) add(object.name, {node: argument, how: 'push', conditional});
    }
    return;
  }
  if (expression.type !== 'AssignmentExpression' || expression.left.type !== 'Identifier') return;
  const name: string = expression.left.name;
  const right = unwrap(expression.right);
  const callee = right.type === 'CallExpression' ? unwrap(right.callee) : undefined;
  if (
    expression.operator === '=' &&
    callee?.type === 'MemberExpression' &&
    !callee.computed &&
    callee.property.name === 'concat' &&
    unwrap(callee.object).type === 'Identifier' &&
    unwrap(callee.object).name === name
  ) {
    for (const argument of right.arguments as AnyNode[]) add(name, {node: argument, how: 'concat', conditional});
    return;
  }
  if (expression.operator === '=' && right.type === 'ArrayExpression') {
    const [first, ...rest] = right.elements as (AnyNode | null)[];
    if (first?.type === 'SpreadElement' && unwrap(first.argument).type === 'Identifier' && unwrap(first.argument).name === name) {
      for (const element of rest) if (element) add(name, {node: element, how: 'push', conditional});
      return;
    }
  }
  scope.reassigned.set(name, expression);
}

/** The declarations and list changes of a block of statements (the module's, or a function body's). */
function collectStatements(statements: readonly AnyNode[], scope: Scope, conditional = false): void {
  for (const statement of statements) {
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
    if (statement.type === 'IfStatement') {
      // Only list changes reach out of a branch (its declarations are its own).
      for (const branch of [statement.consequent, statement.alternate] as (AnyNode | null)[]) {
        if (!branch) continue;
        for (const inner of branch.type === 'BlockStatement' ? (branch.body as AnyNode[]) : [branch]) readMutation(inner, scope, true);
      }
      continue;
    }
    if (statement.type === 'BlockStatement') {
      collectStatements(statement.body, scope, conditional);
      continue;
    }
    readMutation(statement, scope, conditional);
    const declaration: AnyNode | undefined =
      (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration') && statement.declaration
        ? statement.declaration
        : statement;
    if (declaration?.type === 'FunctionDeclaration' && declaration.id) scope.functions.set(declaration.id.name, declaration);
    if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as AnyNode[]) {
        if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
        scope.locals.set(declarator.id.name, declarator.init);
        if (FUNCTIONS.has(unwrap(declarator.init).type)) scope.functions.set(declarator.id.name, unwrap(declarator.init));
      }
    }
  }
}

function newScope(source: string, parent?: Scope): Scope {
  return {source, locals: new Map(), functions: new Map(), imports: new Map(), additions: new Map(), reassigned: new Map(), parent};
}

/** A node and the scope its names are looked up in. */
interface Scoped {
  node: AnyNode;
  scope: Scope;
  /** One of several branches (a conditional, an `if`, a function with more than one `return`). */
  conditional?: boolean;
}

/** The `return` arguments of a body, in `if` branches too (each is one branch). */
function returnsOf(statements: readonly AnyNode[]): AnyNode[] {
  return statements.flatMap((statement) => {
    if (statement.type === 'ReturnStatement') return statement.argument ? [statement.argument] : [];
    if (statement.type === 'IfStatement')
      return [statement.consequent, statement.alternate].flatMap((branch: AnyNode | null) =>
        branch ? returnsOf(branch.type === 'BlockStatement' ? branch.body : [branch]) : [],
      );
    if (statement.type === 'BlockStatement') return returnsOf(statement.body);
    return [];
  });
}

/** What a call of a local function returns, each `return` a branch; undefined when the callee is not a local function. */
function callResults(call: AnyNode, scope: Scope): Scoped[] | undefined {
  const callee = unwrap(call.callee);
  if (callee.type !== 'Identifier') return undefined;
  const declared = lookup(scope, 'functions', callee.name);
  if (!declared) return undefined;
  const fn = declared.found;
  const body = newScope(scope.source, declared.scope);
  if (fn.body.type !== 'BlockStatement') return [{node: fn.body, scope: body}];
  collectStatements(fn.body.body, body);
  const returned = returnsOf(fn.body.body);
  return returned.map((node) => ({node, scope: body, ...(returned.length > 1 ? {conditional: true} : {})}));
}

/**
 * The object literals a value stands for: itself, a local it names, what a local function
 * returns, both branches of a conditional. `unread` holds what cannot be followed.
 */
function resolveObjects(
  node: AnyNode,
  scope: Scope,
  conditional = false,
  seen = new Set<AnyNode>(),
): {objects: Scoped[]; unread: Scoped[]} {
  const value = unwrap(node);
  const none = {objects: [] as Scoped[], unread: [{node, scope, ...(conditional ? {conditional} : {})}]};
  if (seen.has(value)) return none;
  seen.add(value);
  if (value.type === 'ObjectExpression') return {objects: [{node: value, scope, ...(conditional ? {conditional} : {})}], unread: []};
  if (value.type === 'Identifier') {
    const local = lookup(scope, 'locals', value.name);
    if (!local || local.scope.reassigned.has(value.name)) return none;
    return resolveObjects(local.found, local.scope, conditional, seen);
  }
  const branches: Scoped[] | undefined =
    value.type === 'ConditionalExpression'
      ? [
          {node: value.consequent, scope, conditional: true},
          {node: value.alternate, scope, conditional: true},
        ]
      : value.type === 'CallExpression'
        ? callResults(value, scope)
        : undefined;
  if (!branches || branches.length === 0) return none;
  const results = branches.map((branch) => resolveObjects(branch.node, branch.scope, conditional || !!branch.conditional, seen));
  return {objects: results.flatMap((result) => result.objects), unread: results.flatMap((result) => result.unread)};
}

/** A list's entries, and the parts that cannot be followed (with why), as `resolveList` reads them. */
interface ResolvedList {
  entries: Scoped[];
  unread: (Scoped & {reason: string})[];
}

/** Whether a value is a list the reader can follow (a literal array, a local one, a `.concat`, a call returning one). */
function isList(node: AnyNode, scope: Scope, seen = new Set<AnyNode>()): boolean {
  const value = unwrap(node);
  if (seen.has(value)) return false;
  seen.add(value);
  if (value.type === 'ArrayExpression') return true;
  if (value.type === 'Identifier') {
    const local = lookup(scope, 'locals', value.name);
    return !!local && isList(local.found, local.scope, seen);
  }
  if (value.type === 'ConditionalExpression') return isList(value.consequent, scope, seen) && isList(value.alternate, scope, seen);
  if (value.type === 'CallExpression') {
    const callee = unwrap(value.callee);
    if (callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'concat')
      return isList(callee.object, scope, seen);
    return callResults(value, scope)?.every((result) => isList(result.node, result.scope, seen)) ?? false;
  }
  return false;
}

/**
 * The entries of a list: a literal array with its spreads of lists, a local list with what
 * `push`/`concat` add to it later, `a.concat(b, [c])`, both branches of a conditional, what a
 * local function returns. Entries added conditionally are marked so.
 */
function resolveList(node: AnyNode, scope: Scope, what: string, conditional = false, seen = new Set<AnyNode>()): ResolvedList {
  const value = unwrap(node);
  const mark = (entry: Scoped, alsoConditional = false): Scoped =>
    conditional || alsoConditional || entry.conditional ? {...entry, conditional: true} : entry;
  const unread = (reason: string): ResolvedList => ({entries: [], unread: [{...mark({node, scope}), reason}]});
  if (seen.has(value)) return unread(`${describeValue(node, scope)}: a list that refers to itself`);
  seen.add(value);
  const merge = (parts: ResolvedList[]): ResolvedList => ({
    entries: parts.flatMap((part) => part.entries),
    unread: parts.flatMap((part) => part.unread),
  });
  // An argument of `push`/`concat` or an array element: a spread or a list is flattened, anything else is one entry.
  const element = (item: AnyNode, itemScope: Scope, flattenList: boolean, itemConditional: boolean): ResolvedList => {
    if (item.type === 'SpreadElement') {
      if (isList(item.argument, itemScope)) return resolveList(item.argument, itemScope, what, conditional || itemConditional, seen);
      return {
        entries: [],
        unread: [
          {
            ...mark({node: item, scope: itemScope}, itemConditional),
            reason: `${spreadOf(item.argument, itemScope)}: the ${what} it adds are not checked`,
          },
        ],
      };
    }
    if (flattenList && isList(item, itemScope)) return resolveList(item, itemScope, what, conditional || itemConditional, seen);
    return {entries: [mark({node: item, scope: itemScope}, itemConditional)], unread: []};
  };
  if (value.type === 'ArrayExpression') {
    return merge((value.elements as (AnyNode | null)[]).flatMap((item) => (item ? [element(item, scope, false, false)] : [])));
  }
  if (value.type === 'Identifier') {
    const local = lookup(scope, 'locals', value.name);
    if (!local) return unread(`the list is not checked: ${describeValue(node, scope)}`);
    const reassigned = local.scope.reassigned.get(value.name);
    if (reassigned)
      return {
        entries: [],
        unread: [
          {
            node: reassigned,
            scope: local.scope,
            reason: `${value.name} is assigned a value that is not followed: \`${clip(scope.source.slice(reassigned.start, reassigned.end))}\``,
          },
        ],
      };
    const initial = resolveList(local.found, local.scope, what, conditional, seen);
    const added = (local.scope.additions.get(value.name) ?? []).map((addition) =>
      element(addition.node, local.scope, addition.how === 'concat', addition.conditional),
    );
    return merge([initial, ...added]);
  }
  if (value.type === 'ConditionalExpression') {
    return merge([resolveList(value.consequent, scope, what, true, seen), resolveList(value.alternate, scope, what, true, seen)]);
  }
  if (value.type === 'CallExpression') {
    const callee = unwrap(value.callee);
    if (callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'concat' && isList(callee.object, scope)) {
      return merge([
        resolveList(callee.object, scope, what, conditional, seen),
        ...(value.arguments as AnyNode[]).map((argument) => element(argument, scope, true, false)),
      ]);
    }
    const results = callResults(value, scope);
    if (results?.length)
      return merge(results.map((result) => resolveList(result.node, result.scope, what, conditional || !!result.conditional, seen)));
  }
  return unread(`the list is not checked: ${describeValue(node, scope)}`);
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

/** A value the reader can tell without running the file: its text as written and its type. */
export interface StaticValue {
  /** `true`, `'shell'`, `3000`, `[…]`. */
  text: string;
  type: 'string' | 'number' | 'boolean' | 'null' | 'undefined' | 'array' | 'object' | 'function' | 'regexp';
  /** The value itself, for literals (to evaluate `!x`, `a === b`). */
  literal?: string | number | boolean | null;
}

const STATIC_LIMIT = 8;

/**
 * The values an expression can have, when the reader can tell them: literals, local constants,
 * `!x`, `a === b`, `a && b`, `a ? b : c` (both branches when the test cannot be told). Undefined
 * when any part needs the program to run.
 */
function staticValues(node: AnyNode, scope: Scope, seen = new Set<AnyNode>()): StaticValue[] | undefined {
  const value = unwrap(node);
  if (seen.has(value)) return undefined;
  seen = new Set(seen).add(value);
  const of = (literal: string | number | boolean | null | undefined): StaticValue =>
    literal === undefined
      ? {text: 'undefined', type: 'undefined'}
      : literal === null
        ? {text: 'null', type: 'null', literal}
        : typeof literal === 'string'
          ? {text: `'${literal}'`, type: 'string', literal}
          : {text: String(literal), type: typeof literal as 'number' | 'boolean', literal};
  const single = (inner: AnyNode) => {
    const values = staticValues(inner, scope, seen);
    return values?.length === 1 ? values[0] : undefined;
  };
  const truthy = (known: StaticValue) => (known.type === 'undefined' ? false : 'literal' in known ? !!known.literal : true);
  switch (value.type) {
    case 'Literal':
      if (value.regex) return [{text: String(value.raw), type: 'regexp'}];
      if (typeof value.value === 'bigint') return undefined;
      return [of(value.value)];
    case 'TemplateLiteral':
      return value.expressions.length === 0 ? [of(value.quasis[0].value.cooked)] : undefined;
    case 'ArrayExpression':
      return [{text: '[…]', type: 'array'}];
    case 'ObjectExpression':
      return [{text: '{…}', type: 'object'}];
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return [{text: 'a function', type: 'function'}];
    case 'Identifier': {
      if (value.name === 'undefined') return [of(undefined)];
      const local = lookup(scope, 'locals', value.name);
      if (!local || local.scope.reassigned.has(value.name)) return undefined;
      return staticValues(local.found, local.scope, seen);
    }
    case 'UnaryExpression': {
      const argument = single(value.argument);
      if (!argument) return undefined;
      if (value.operator === '!') return [of(!truthy(argument))];
      if (value.operator === '-' && argument.type === 'number') return [of(-(argument.literal as number))];
      return undefined;
    }
    case 'BinaryExpression': {
      const left = single(value.left);
      const right = single(value.right);
      if (!left || !right || !('literal' in left || left.type === 'undefined') || !('literal' in right || right.type === 'undefined'))
        return undefined;
      const equal = left.type === right.type && left.literal === right.literal;
      if (value.operator === '===' || value.operator === '==') return [of(equal)];
      if (value.operator === '!==' || value.operator === '!=') return [of(!equal)];
      return undefined;
    }
    case 'LogicalExpression': {
      const left = single(value.left);
      if (!left) return undefined;
      if (value.operator === '&&') return truthy(left) ? staticValues(value.right, scope, seen) : [left];
      if (value.operator === '||') return truthy(left) ? [left] : staticValues(value.right, scope, seen);
      if (value.operator === '??')
        return left.type === 'null' || left.type === 'undefined' ? staticValues(value.right, scope, seen) : [left];
      return undefined;
    }
    case 'ConditionalExpression': {
      const test = single(value.test);
      if (test) return staticValues(truthy(test) ? value.consequent : value.alternate, scope, seen);
      const both = [staticValues(value.consequent, scope, seen), staticValues(value.alternate, scope, seen)];
      if (both.some((branch) => branch === undefined)) return undefined;
      const values = both.flat() as StaticValue[];
      const distinct = values.filter((candidate, index) => values.findIndex((other) => other.text === candidate.text) === index);
      return distinct.length <= STATIC_LIMIT ? distinct : undefined;
    }
    default:
      return undefined;
  }
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

/** Where an unread part sits, for the reader. */
function notReadAt(part: Scoped, where: string, scopePath: string, reason: string): NotChecked {
  return {...position(part.node), where, scope: scopePath, reason: part.conditional ? `${reason} (in one branch)` : reason};
}

function walkObject(object: Scoped, prefix: string, area: string, shape: ConfigShape): void {
  const {scope} = object;
  for (const property of object.node.properties as AnyNode[]) {
    if (property.type === 'SpreadElement') {
      const spread = resolveObjects(property.argument, scope, object.conditional);
      // A spread of an object the reader can follow is read as its keys.
      for (const part of spread.objects) walkObject(part, prefix, area, shape);
      for (const part of spread.unread) {
        shape.notChecked.push(
          notReadAt(
            {...part, node: property},
            prefix || '(top level)',
            prefix,
            `${spreadOf(property.argument, scope)}: the keys it adds are not checked`,
          ),
        );
      }
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
    if (object.conditional) key.conditional = true;
    const known = property.kind === 'init' && !property.method ? staticValues(value, scope) : undefined;
    if (known && known.length === 1) {
      if (!['array', 'object', 'function'].includes(known[0].type)) key.value = known[0].text;
      key.valueType = known[0].type;
    } else if (known && known.length > 1) {
      key.alternatives = known.map((candidate) => candidate.text);
      const types = [...new Set(known.map((candidate) => candidate.type))];
      if (types.length === 1) key.valueType = types[0];
    } else if (property.kind !== 'init' || property.method) key.valueNotChecked = 'it is a method';
    else if (envReads(value).length > 0) key.valueNotChecked = describeValue(value, scope);
    else if (!isStructure(value, scope)) key.valueNotChecked = describeValue(value, scope);
    shape.keys.push(key);
    const nested = !prefix && (NESTED_AREAS.has(name) || name === 'outputTargets' || name === 'plugins');
    // A nested area's or list's unreadable value is reported once, below.
    if (key.valueNotChecked && key.valueNotChecked !== 'it is a method' && !nested) {
      shape.notChecked.push(
        notReadAt({node: value, scope, conditional: object.conditional}, path, path, `its value is not checked: ${key.valueNotChecked}`),
      );
    }
    if (!prefix && NESTED_AREAS.has(name)) {
      const resolved = resolveObjects(value, scope, object.conditional);
      for (const part of resolved.objects) walkObject(part, name, name, shape);
      for (const part of resolved.unread)
        shape.notChecked.push(notReadAt(part, name, name, `its keys are not checked: ${describeValue(part.node, part.scope)}`));
    }
    if (!prefix && name === 'outputTargets') walkOutputTargets(value, scope, shape, !!object.conditional);
    if (!prefix && name === 'plugins') walkPlugins(value, scope, shape, !!object.conditional);
  }
}

/** Whether a value is structure the walk reads (an object, a list, code) rather than a setting. */
function isStructure(node: AnyNode, scope: Scope): boolean {
  const value = unwrap(node);
  if (STRUCTURES.has(value.type)) return true;
  if (resolveObjects(value, scope).unread.length === 0) return true;
  return isList(value, scope);
}

function walkPlugins(node: AnyNode, scope: Scope, shape: ConfigShape, conditional: boolean): void {
  const list = resolveList(node, scope, 'plugins', conditional);
  for (const part of list.unread) shape.notChecked.push(notReadAt(part, 'plugins', 'plugins', part.reason));
  for (const entry of list.entries) {
    const value = unwrap(entry.node);
    const name = value.type === 'CallExpression' ? calleeName(value) : value.type === 'Identifier' ? value.name : undefined;
    const root = name?.split('.')[0];
    const imported = root ? importOf(entry.scope, root) : undefined;
    shape.plugins.push({
      ...position(entry.node),
      name: name ?? clip(entry.scope.source.slice(value.start, value.end)),
      ...(imported ? {from: imported.from} : {}),
      ...(entry.conditional ? {conditional: true} : {}),
    });
  }
}

function walkOutputTargets(node: AnyNode, scope: Scope, shape: ConfigShape, conditional: boolean): void {
  const list = resolveList(node, scope, 'output targets', conditional);
  for (const part of list.unread) shape.notChecked.push(notReadAt(part, 'outputTargets', 'outputTargets', part.reason));
  list.entries.forEach((element, index) => {
    const where = `outputTargets[${index}]`;
    const resolved = resolveObjects(element.node, element.scope, element.conditional);
    for (const found of resolved.objects) readTargetEntry(found, where, shape);
    for (const part of resolved.unread) {
      const entry = unwrap(part.node);
      if (entry.type === 'CallExpression') {
        const name = calleeName(entry);
        const root = name?.split('.')[0];
        const imported = root ? importOf(part.scope, root) : undefined;
        shape.outputTargets.push({
          ...position(entry),
          ...(name && imported ? {call: {name, from: imported.from}} : {}),
          ...(part.conditional ? {conditional: true} : {}),
        });
        if (!imported)
          shape.notChecked.push(
            notReadAt(part, where, 'outputTargets', `${describeValue(entry, part.scope)}, not imported from a package`),
          );
        continue;
      }
      shape.notChecked.push(notReadAt(part, where, 'outputTargets', `not checked: ${describeValue(part.node, part.scope)}`));
    }
  });
}

/** One output target written as an object: its literal `type` and its options. */
function readTargetEntry(entry: Scoped, where: string, shape: ConfigShape): void {
  const {node, scope} = entry;
  const typeProperty = (node.properties as AnyNode[]).find((property) => property.type === 'Property' && keyName(property) === 'type');
  const typeValues = typeProperty ? staticValues(typeProperty.value, scope) : undefined;
  const type = typeValues?.length === 1 && typeValues[0].type === 'string' ? (typeValues[0].literal as string) : undefined;
  shape.outputTargets.push({...position(node), ...(type ? {type} : {}), ...(entry.conditional ? {conditional: true} : {})});
  if (!type) {
    shape.notChecked.push(
      notReadAt(
        entry,
        where,
        'outputTargets',
        typeProperty ? `its type is not a literal: ${describeValue(typeProperty.value, scope)}` : 'it has no type',
      ),
    );
    return;
  }
  for (const property of node.properties as AnyNode[]) {
    if (property.type === 'SpreadElement') {
      shape.notChecked.push(
        notReadAt({...entry, node: property}, where, type, `${spreadOf(property.argument, scope)}: the options it adds are not checked`),
      );
      continue;
    }
    const name = keyName(property);
    if (name === undefined || name === 'type') continue;
    const known = staticValues(property.value, scope);
    const key: ConfigKey = {...position(property.key), path: `${type}.${name}`, area: 'outputTargets'};
    if (known?.length === 1 && !['array', 'object', 'function'].includes(known[0].type)) key.value = known[0].text;
    if (known?.length === 1) key.valueType = known[0].type;
    if (entry.conditional) key.conditional = true;
    shape.keys.push(key);
  }
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
  const scope = newScope(source);
  collectStatements(parsed.program.body, scope);
  const shape: ConfigShape = {exportForm: 'none', keys: [], notChecked: [], outputTargets: [], plugins: []};
  const exported = findExport(parsed.program, scope);
  if (!exported) {
    shape.notChecked.push({line: 1, column: 1, where: '(top level)', scope: '', reason: 'the file exports no `config` and no default'});
    return {ok: true, config: shape};
  }
  shape.exportForm = exported.form;
  const resolved = resolveObjects(exported.node, scope);
  for (const object of resolved.objects) walkObject(object, '', 'config', shape);
  for (const part of resolved.unread) {
    shape.notChecked.push(
      notReadAt(part, '(top level)', '', `the exported config is not an object literal: ${describeValue(part.node, part.scope)}`),
    );
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
