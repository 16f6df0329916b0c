/**
 * One `@stencil/core` release's public API, read from its installed package with the
 * TypeScript compiler API (the typings) and from its CLI bundle (the flag lists).
 *
 * Why our own reader: no library lists a package's option keys per interface with their
 * `@deprecated` tags (API Extractor reports declarations, not the keys of a config object a
 * reader writes), and the CLI flags live in arrays of the compiled CLI, not in the typings.
 *
 * What counts as the public API (the areas the availability page shows):
 * - `config`, `extras`, `devServer`, `testing`: the keys of `StencilConfig`, `ConfigExtras`,
 *   `StencilDevServerConfig` and `TestingConfig` in `stencil-public-compiler.d.ts` (`internal/` up to 4.x,
 *   `dist/declarations/` in 5.x; ./layout.ts);
 * - `outputTargets`: every member of the `OutputTarget` union (by its `type`) and its keys;
 * - `decorators`: every decorator `@stencil/core` exports and the keys of its options argument
 *   (one level deeper for object-valued options such as `shadow`);
 * - `runtime`: the other exports of `@stencil/core`;
 * - `testingApi`: the exports of `@stencil/core/testing`;
 * - `hydrate`: the keys of `SerializeDocumentOptions` (the hydrate script's and prerendering's options);
 * - `cli`: the flags of the CLI's `*_CLI_FLAGS` arrays and the aliases of `CLI_FLAG_ALIASES`.
 *
 * A few options also get the default and accepted values the release's validation code gives
 * them (./readDefaults.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {ReleaseItem} from '../../src/versions/facts/compute';
import {readDefaults} from './readDefaults';
import {releaseLayout} from './layout';

export type {ReleaseItem} from '../../src/versions/facts/compute';

function isDeprecated(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  return symbol.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');
}

/** The properties of a type, across the members of a union or intersection (`ConfigExtras` is one). */
function propertiesOf(type: ts.Type, checker: ts.TypeChecker): ts.Symbol[] {
  const byName = new Map<string, ts.Symbol>();
  const visit = (t: ts.Type) => {
    if (t.isUnion()) {
      t.types.forEach(visit);
      return;
    }
    for (const property of checker.getPropertiesOfType(t)) {
      if (!byName.has(property.name)) byName.set(property.name, property);
    }
  };
  visit(type);
  return [...byName.values()];
}

/** A declared property's type without `undefined`, if it is an object with keys (not a function, array or primitive). */
function objectTypeOf(property: ts.Symbol, checker: ts.TypeChecker, at: ts.Node): ts.Type | undefined {
  const declared = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, at));
  const members = declared.isUnion() ? declared.types : [declared];
  const objects = members.filter(
    (t) =>
      t.flags & ts.TypeFlags.Object &&
      !checker.isArrayType(t) &&
      t.getCallSignatures().length === 0 &&
      checker.getPropertiesOfType(t).length > 0,
  );
  return objects.length === 1 ? objects[0] : undefined;
}

function exportedType(file: ts.SourceFile, checker: ts.TypeChecker, name: string): ts.Type | undefined {
  const moduleSymbol = checker.getSymbolAtLocation(file);
  const symbol = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
  return symbol ? checker.getDeclaredTypeOfSymbol(symbol) : undefined;
}

function kindOfExport(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const flags = target.flags;
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  if (flags & ts.SymbolFlags.Variable) return 'constant';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias) return 'type';
  if (flags & ts.SymbolFlags.Module) return 'namespace';
  return 'export';
}

/** Whether an export of `@stencil/core` is a decorator: a constant whose type is a `…Decorator` interface. */
function decoratorType(symbol: ts.Symbol, checker: ts.TypeChecker, at: ts.Node): ts.Type | undefined {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  if (!(target.flags & ts.SymbolFlags.Variable)) return undefined;
  const type = checker.getTypeOfSymbolAtLocation(target, at);
  return /Decorator$/.test(type.aliasSymbol?.name ?? type.symbol?.name ?? '') ? type : undefined;
}

/** `docsReadme` → `docs-readme`, `testURL` → `test-url`: how a flag is typed on the command line. */
export function kebabCase(camel: string): string {
  return camel
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * The flags of the CLI, in the four spellings its bundle has had, newest first: the `*_CLI_FLAGS`
 * arrays and `CLI_FLAG_ALIASES` (alias → flag, from 2.19.3), the `*_CLI_ARGS` arrays and
 * `CLI_ARG_ALIASES` (flag → alias, 2.17.1-2.19.2), the `*_ARG_OPTS` arrays and `ARG_OPTS_ALIASES`
 * (flag → alias), and one `ARG_OPTS` object of `boolean`/`number`/`string` arrays and an `alias`
 * object (flag → alias, the first 2.x releases).
 */
export function cliFlags(cliSource: string): ReleaseItem[] {
  const source = ts.createSourceFile('cli.cjs', cliSource, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const items: ReleaseItem[] = [];
  const flagList = (list: ts.ArrayLiteralExpression, form: string) => {
    for (const element of list.elements) {
      if (ts.isStringLiteral(element))
        items.push({area: 'cli', name: `--${kebabCase(element.text)}`, kind: `${form} flag`, deprecated: false});
    }
  };
  const aliases = (map: ts.ObjectLiteralExpression, keyIs: 'alias' | 'flag') => {
    for (const property of map.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.initializer)) continue;
      const key = property.name.getText(source).replace(/['"]/g, '');
      const [alias, flag] = keyIs === 'alias' ? [key, property.initializer.text] : [property.initializer.text, key];
      items.push({area: 'cli', name: `-${alias}`, kind: `alias of --${kebabCase(flag)}`, deprecated: false});
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const name = node.name.text;
      const init = node.initializer;
      const list = /^([A-Z_]+)_(?:CLI_FLAGS|CLI_ARGS|ARG_OPTS)$/.exec(name);
      if (list && ts.isArrayLiteralExpression(init)) flagList(init, list[1].toLowerCase().replace(/_/g, ' '));
      if (name === 'CLI_FLAG_ALIASES' && ts.isObjectLiteralExpression(init)) aliases(init, 'alias');
      if ((name === 'ARG_OPTS_ALIASES' || name === 'CLI_ARG_ALIASES') && ts.isObjectLiteralExpression(init)) aliases(init, 'flag');
      if (name === 'ARG_OPTS' && ts.isObjectLiteralExpression(init)) {
        for (const property of init.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          const key = property.name.getText(source).replace(/['"]/g, '');
          if (ts.isArrayLiteralExpression(property.initializer)) flagList(property.initializer, key);
          else if (key === 'alias' && ts.isObjectLiteralExpression(property.initializer)) aliases(property.initializer, 'flag');
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return items;
}

/** Reads the public API of the release installed at `packageRoot` (e.g. node_modules/stencil-core-v4.38.0). */
export function readRelease(packageRoot: string): ReleaseItem[] {
  const layout = releaseLayout(packageRoot);
  for (const required of [layout.compilerTypings, layout.runtimeEntry, layout.testingEntry, layout.cliBundle]) {
    if (!existsSync(required))
      throw new Error(`${packageRoot}: ${path.relative(packageRoot, required)} is missing; is the release installed?`);
  }
  const program = ts.createProgram({
    rootNames: [layout.compilerTypings, layout.runtimeEntry, layout.testingEntry],
    options: {
      noEmit: true,
      skipLibCheck: true,
      types: [],
      ...layout.compilerOptions,
      baseUrl: packageRoot,
      paths: layout.paths,
    },
  });
  const checker = program.getTypeChecker();
  const compiler = program.getSourceFile(layout.compilerTypings)!;
  const runtime = program.getSourceFile(layout.runtimeEntry)!;
  const testing = program.getSourceFile(layout.testingEntry)!;
  const items: ReleaseItem[] = [];
  const keysOf = (type: ts.Type | undefined, area: string, prefix: string, kind: string, depth = 0) => {
    if (!type) return;
    for (const property of propertiesOf(type, checker)) {
      const name = `${prefix}${property.name}`;
      items.push({area, name, kind, deprecated: isDeprecated(property, checker)});
      if (depth > 0) {
        const nested = objectTypeOf(property, checker, compiler);
        if (nested) keysOf(nested, area, `${name}.`, kind, depth - 1);
      }
    }
  };

  keysOf(exportedType(compiler, checker, 'StencilConfig'), 'config', '', 'config option');
  keysOf(exportedType(compiler, checker, 'ConfigExtras'), 'extras', 'extras.', 'config option');
  keysOf(exportedType(compiler, checker, 'StencilDevServerConfig'), 'devServer', 'devServer.', 'dev-server option');
  keysOf(exportedType(compiler, checker, 'TestingConfig'), 'testing', 'testing.', 'testing option');
  // The options of the hydrate script's renderToString()/hydrateDocument() and of prerendering.
  keysOf(exportedType(compiler, checker, 'SerializeDocumentOptions'), 'hydrate', 'hydrate.', 'hydrate option');

  const outputTarget = exportedType(compiler, checker, 'OutputTarget');
  for (const member of outputTarget?.isUnion() ? outputTarget.types : []) {
    const typeProperty = member.getProperty('type');
    const typeOfType = typeProperty && checker.getTypeOfSymbolAtLocation(typeProperty, compiler);
    const literals = (typeOfType?.isUnion() ? typeOfType.types : typeOfType ? [typeOfType] : []).filter((t) => t.isStringLiteral());
    for (const literal of literals) {
      const type = (literal as ts.StringLiteralType).value;
      items.push({area: 'outputTargets', name: type, kind: 'output target', deprecated: isDeprecated(member.symbol, checker)});
      for (const property of propertiesOf(member, checker)) {
        if (property.name === 'type') continue;
        items.push({
          area: 'outputTargets',
          name: `${type}.${property.name}`,
          kind: 'output-target option',
          deprecated: isDeprecated(property, checker),
        });
      }
    }
  }

  const runtimeModule = checker.getSymbolAtLocation(runtime)!;
  for (const symbol of checker.getExportsOfModule(runtimeModule)) {
    const decorator = decoratorType(symbol, checker, runtime);
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (decorator) {
      const name = `@${symbol.name}`;
      items.push({area: 'decorators', name, kind: 'decorator', deprecated: isDeprecated(target, checker)});
      // The options argument: the parameter whose type is an object (`@Listen(eventName, options)`).
      const optionsType = (decorator.getCallSignatures()[0]?.getParameters() ?? [])
        .map((parameter) => checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(parameter, runtime)))
        .find((type) => type.flags & ts.TypeFlags.Object && checker.getPropertiesOfType(type).length > 0);
      keysOf(optionsType, 'decorators', `${name}.`, 'decorator option', 1);
      continue;
    }
    items.push({area: 'runtime', name: symbol.name, kind: kindOfExport(symbol, checker), deprecated: isDeprecated(target, checker)});
  }

  const testingModule = checker.getSymbolAtLocation(testing)!;
  for (const symbol of checker.getExportsOfModule(testingModule)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    items.push({area: 'testingApi', name: symbol.name, kind: kindOfExport(symbol, checker), deprecated: isDeprecated(target, checker)});
  }

  items.push(...cliFlags(readFileSync(layout.cliBundle, 'utf8')));
  // One entry per (area, name): a CLI flag in two lists (boolean and string) keeps its first kind.
  const seen = new Set<string>();
  const options = readDefaults(packageRoot);
  return items
    .filter((item) => {
      const key = `${item.area}\0${item.name}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((item) => (options[item.name] ? {...item, ...options[item.name]} : item));
}
