/**
 * What an upgrade into the next major (issue 41: 4.x → 5) asks of the project's own lines: each
 * place in stencil.config.ts and in the component files given that a next-major plan item
 * concerns, with the name it becomes (as the item's `stencil migrate` rule reported it on its
 * fixture) and the rule that makes the change, or none; and, for a package.json that tests through
 * Jest and Puppeteer, what to install instead. Read from syntax trees only, like ./parse.ts.
 */
import {Parser} from 'acorn';
import {tsPlugin} from '@sveltejs/acorn-typescript';
import {parseModule, type ConfigShape, type Position, type SyntaxProblem} from './parse';
import {NO_MIGRATE_RULE, type PlanItem, type UpgradePlan} from '../planner/types';
import type {ComponentFile, MigrationFinding, TestingMove} from './types';
import {DEPENDENCY_FIELDS} from './wrapperUse';

// acorn's typings stop at JavaScript; the TypeScript plugin's nodes are read through this shape.
interface AnyNode {
  type: string;
  loc?: {start: {line: number; column: number}};
  [field: string]: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Component files hold JSX as well as TypeScript. */
const ComponentParser = Parser.extend(tsPlugin({jsx: true}));

const at = (node: AnyNode): Position => ({line: node.loc!.start.line, column: node.loc!.start.column + 1});

/**
 * The packages 4.x's test runner loaded on demand (4.38's `lazyRequire` list in `sys/node`):
 * the spec side, then the end-to-end side.
 */
export const JEST_PACKAGES = ['jest', 'jest-cli', '@types/jest'];
export const PUPPETEER_PACKAGES = ['puppeteer', 'puppeteer-core'];

/**
 * What replaces them: the two packages the next major's `stencil test` error names, each with the
 * package it runs on (its peer dependency: `vitest` for `@stencil/vitest`, `@playwright/test` for
 * `@stencil/playwright`).
 */
export const SPEC_TEST_PACKAGES = ['@stencil/vitest', 'vitest'];
export const E2E_TEST_PACKAGES = ['@stencil/playwright', '@playwright/test'];

/** The plan items this module leans on: the test runner's removal, and the moves of spec and end-to-end tests. */
export const TEST_ITEMS = {
  runner: 'change:v5-stencil-test-command',
  spec: 'change:v5-spec-tests-vitest',
  e2e: 'change:v5-e2e-tests-playwright',
} as const;

/** Whether a plan crosses into the next major: some item says what `stencil migrate` does of it. */
export function planItemsWithMigrate(plan: UpgradePlan): PlanItem[] {
  return plan.sections.flatMap((section) => section.groups.flatMap((group) => group.items)).filter((item) => item.migrate);
}

/** An `@Component()` option as written: its name and where. */
interface ComponentOption extends Position {
  name: string;
}

/** The local names `Component` is imported under from `@stencil/core` (the rules look at those only). */
function componentDecoratorNames(program: AnyNode): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as AnyNode[]) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== '@stencil/core') continue;
    for (const specifier of statement.specifiers as AnyNode[]) {
      if (specifier.type === 'ImportSpecifier' && (specifier.imported.name ?? specifier.imported.value) === 'Component')
        names.add(specifier.local.name);
    }
  }
  return names;
}

/** The options of each `@Component({…})` in a file, or the syntax problem that stopped the read. */
export function componentOptions(source: string): {ok: true; options: ComponentOption[]} | {ok: false; problem: SyntaxProblem} {
  let program: AnyNode;
  try {
    program = ComponentParser.parse(source, {ecmaVersion: 'latest', sourceType: 'module', locations: true}) as unknown as AnyNode;
  } catch (error) {
    const found = error as {loc?: {line: number; column: number}; message?: string};
    return {
      ok: false,
      problem: {
        line: found.loc?.line ?? 1,
        column: (found.loc?.column ?? 0) + 1,
        message: String(found.message).replace(/ \(\d+:\d+\)$/, ''),
      },
    };
  }
  const decorators = componentDecoratorNames(program);
  const options: ComponentOption[] = [];
  for (const statement of program.body as AnyNode[]) {
    const declaration = statement.type === 'ClassDeclaration' ? statement : statement.declaration;
    if (declaration?.type !== 'ClassDeclaration') continue;
    for (const decorator of (declaration.decorators ?? []) as AnyNode[]) {
      const call = decorator.expression;
      if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier' || !decorators.has(call.callee.name)) continue;
      const argument = call.arguments[0];
      if (argument?.type !== 'ObjectExpression') continue;
      for (const property of argument.properties as AnyNode[]) {
        if (property.type !== 'Property' || property.computed) continue;
        const name = property.key.type === 'Identifier' ? property.key.name : property.key.value;
        if (typeof name === 'string') options.push({name, ...at(property)});
      }
    }
  }
  return {ok: true, options};
}

/** The sentence of one finding. */
function migrationMessage(finding: Omit<MigrationFinding, 'message'> & {leaves: boolean}): string {
  const what = finding.becomes ? `\`${finding.name}\` becomes \`${finding.becomes}\`` : `\`${finding.name}\`: ${finding.item.title}`;
  const how =
    finding.rule === NO_MIGRATE_RULE
      ? 'no `stencil migrate` rule makes this change; make it by hand'
      : `the \`${finding.rule}\` rule of \`stencil migrate\` makes this change${finding.leaves ? ', and leaves part of it to you (the plan item says what)' : ''}`;
  return `${what}: ${how}.`;
}

/**
 * Each line of the config and of the components that a next-major item of the plan concerns:
 * the output targets and keys its `appliesTo` names, their options its rule renames, and the
 * `@Component()` options its rule renames. In file order, the config first.
 */
export function nextMajorFindings(
  items: readonly PlanItem[],
  config: ConfigShape | undefined,
  components: readonly {path: string; options: ComponentOption[]}[],
): MigrationFinding[] {
  const found: MigrationFinding[] = [];
  const add = (item: PlanItem, file: string, place: Position, name: string) => {
    const rule = item.migrate!.rule;
    const becomes = item.migrate!.renames?.[name];
    if (found.some((other) => other.file === file && other.line === place.line && other.name === name && other.rule === rule)) return;
    const finding = {
      file,
      line: place.line,
      column: place.column,
      name,
      ...(becomes ? {becomes} : {}),
      rule,
      item: {id: item.id, title: item.title, href: item.href},
    };
    found.push({...finding, message: migrationMessage({...finding, leaves: item.migrate!.leaves !== undefined})});
  };
  for (const item of items) {
    const targets = new Set(item.appliesTo?.outputTargets ?? []);
    const keys = new Set(item.appliesTo?.configKeys ?? []);
    const renames = item.migrate!.renames ?? {};
    for (const target of config?.outputTargets ?? []) {
      if (target.type && targets.has(target.type)) add(item, 'stencil.config.ts', target, target.type);
    }
    for (const key of config?.keys ?? []) {
      if (keys.has(key.path)) add(item, 'stencil.config.ts', key, key.path);
      // An output target's option its rule renames (`dist.esmLoaderPath` → `loaderPath`).
      const [type, option] =
        key.area === 'outputTargets' ? [key.path.slice(0, key.path.indexOf('.')), key.path.slice(key.path.indexOf('.') + 1)] : [];
      if (type && option && targets.has(type) && renames[option]) add(item, 'stencil.config.ts', key, option);
    }
    for (const component of components) {
      for (const option of component.options) if (renames[option.name]) add(item, component.path, option, option.name);
    }
  }
  const fileOrder = (file: string) => (file === 'stencil.config.ts' ? '' : file);
  return found.sort((a, b) => fileOrder(a.file).localeCompare(fileOrder(b.file)) || a.line - b.line || a.column - b.column);
}

/** Each key of a JSON object's nested objects, by its path (`devDependencies/jest`), with where it is written. */
export function jsonKeyPositions(source: string): Map<string, Position> {
  const positions = new Map<string, Position>();
  // The parenthesis makes `{…}` an expression and sits on line 1, so lines stay true (./parse.ts does the same).
  const parsed = parseModule(`(${source}\n)`);
  if (!parsed.ok) return positions;
  const walk = (node: AnyNode | undefined, prefix: string) => {
    if (node?.type !== 'ObjectExpression') return;
    for (const property of node.properties as AnyNode[]) {
      if (property.type !== 'Property') continue;
      const name = property.key.type === 'Identifier' ? property.key.name : property.key.value;
      if (typeof name !== 'string') continue;
      const place = at(property);
      positions.set(`${prefix}${name}`, {line: place.line, column: place.line === 1 ? place.column - 1 : place.column});
      walk(property.value, `${prefix}${name}/`);
    }
  };
  walk((parsed.program.body[0] as AnyNode | undefined)?.expression, '');
  return positions;
}

/**
 * What a package.json that tests through 4.x's Jest and Puppeteer runner installs instead, when the
 * plan holds the next major's test items; undefined when it lists none of those packages and no
 * script runs `stencil test`.
 */
export function testingMove(
  packageJson: Record<string, unknown> | undefined,
  source: string | undefined,
  items: readonly PlanItem[],
): TestingMove | undefined {
  const runner = items.find((item) => item.id === TEST_ITEMS.runner);
  if (!packageJson || !source || !runner) return undefined;
  const positions = jsonKeyPositions(source);
  const packages: TestingMove['packages'] = [];
  for (const field of DEPENDENCY_FIELDS) {
    const listed = packageJson[field];
    if (!listed || typeof listed !== 'object') continue;
    for (const name of [...JEST_PACKAGES, ...PUPPETEER_PACKAGES]) {
      if (name in listed) packages.push({name, field, line: positions.get(`${field}/${name}`)?.line ?? 0});
    }
  }
  const scripts: TestingMove['scripts'] = [];
  const listedScripts = packageJson.scripts;
  if (listedScripts && typeof listedScripts === 'object') {
    for (const [name, command] of Object.entries(listedScripts as Record<string, unknown>)) {
      if (typeof command === 'string' && /\bstencil\s+test\b/.test(command))
        scripts.push({name, command, line: positions.get(`scripts/${name}`)?.line ?? 0});
    }
  }
  if (packages.length === 0 && scripts.length === 0) return undefined;
  packages.sort((a, b) => a.line - b.line);
  const endToEnd =
    packages.some((found) => PUPPETEER_PACKAGES.includes(found.name)) ||
    scripts.some((script) => /--e2e\b/.test(script.command) || !/--spec\b/.test(script.command));
  const spec =
    packages.some((found) => JEST_PACKAGES.includes(found.name)) ||
    scripts.some((script) => !/--e2e\b/.test(script.command) || /--spec\b/.test(script.command));
  const install: TestingMove['install'] = [
    ...(spec
      ? [
          {
            packages: SPEC_TEST_PACKAGES,
            tests: 'spec' as const,
            href: items.find((item) => item.id === TEST_ITEMS.spec)?.href ?? runner.href,
          },
        ]
      : []),
    ...(endToEnd
      ? [
          {
            packages: E2E_TEST_PACKAGES,
            tests: 'end-to-end' as const,
            href: items.find((item) => item.id === TEST_ITEMS.e2e)?.href ?? runner.href,
          },
        ]
      : []),
  ];
  const line = (at: number) => (at > 0 ? ` (line ${at})` : '');
  const listed = [
    ...packages.map((found) => `\`${found.name}\`${line(found.line)}`),
    ...scripts.map((script) => `the \`${script.name}\` script${line(script.line)}`),
  ];
  const instead = install
    .map((part) => `${part.packages.map((name) => `\`${name}\``).join(' and ')} for ${part.tests} tests`)
    .join(', and ');
  return {
    packages,
    scripts,
    install,
    message: `The next major removes the Jest and Puppeteer test runner and \`stencil test\`, which ${new Intl.ListFormat('en', {type: 'conjunction'}).format(listed)} ${listed.length > 1 ? 'rely' : 'relies'} on: install ${instead} instead.`,
    href: runner.href,
  };
}

export type {ComponentFile};
