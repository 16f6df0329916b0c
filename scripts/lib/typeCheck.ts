/**
 * Type-checks the `tsx`/`typescript` examples of a docs version against the `@stencil/core`
 * typings of the exact release that version documents (package.json pins each release under
 * an npm alias named by `DocsVersion.typingsPackage`).
 *
 * Every example is its own module in one in-memory TypeScript program per version:
 * - a block marked `class-members` shows members only: it is wrapped in a class, with every
 *   export of that release's `@stencil/core` imported (so a decorator the release lacks fails);
 * - examples that import `@stencil/core` (or show class members) use Stencil's JSX (`h`,
 *   `Fragment`); other JSX (React wrappers) uses React's automatic runtime;
 * - a block marked `declares="<module> [<module> …]"` quotes declarations of that module (signature
 *   listings): it is checked with every other export of that module in scope, so a type the
 *   release does not have fails; every function or constant it declares must be an export of
 *   that module in the release, so a listing of an API the release lacks fails too (local
 *   type helpers quoted alongside, like `UnionToIntersection`, may be declared freely);
 * - a block marked `project-types` relies on types this site does not have: those Stencil
 *   generates for the reader's own components (`src/components.d.ts`: `HTMLMyToastElement`, tag
 *   names in `querySelector`), or a framework's typings used at the type level (Vue's `Plugin`);
 *   it is only parsed (tests/unit/content.test.ts);
 * - a block marked `before-upgrade` shows a project as it is before the upgrade an upgrade guide
 *   is about (a 4.x config in the guide to Stencil 5): it is checked against the latest
 *   release's typings, the release readers upgrade from, whatever version the page is read as;
 * - lines a block's magic comments mark as errors (`error-next-line`, `error-start` … `error-end`)
 *   show a mistake on purpose, and their diagnostics are expected;
 * - other packages (framework wrappers, generated component libraries) are typed as `any`, and
 *   so are relative imports of a reader's own files: the examples are checked against Stencil's
 *   API, not against packages this site does not install.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {codeBlocks, metaAttribute, metaHasWord} from '../../src/markdown/syntax/codeFences';
import {linesMarkedBy, MAGIC_COMMENT_BY_NAME} from '../../src/markdown/syntax/magicComments';
import {projectRoot} from './contentCheck';
import {LATEST_VERSION, typingsPackageOf, type DocsVersion} from '../../src/versions/versions';
import {NEXT_MAJOR_RELEASE} from '../../src/versions/nextMajor';
import {reachesMajor} from '../../src/versions/release';
import {ADDED_PAGES} from '../../src/inventory/addedPages';
import {renderForVersion} from '../../src/versions/fences';
import {releaseLayout} from '../../generators/api-facts/layout';

export interface TypeProblem {
  /** Docs file relative to the project root. */
  file: string;
  /** Line in that file (the source line of the code block's line). */
  line: number;
  message: string;
}

const CHECKED_LANGUAGES: Record<string, '.tsx' | '.ts'> = {tsx: '.tsx', typescript: '.ts'};
const VIRTUAL_ROOT = path.join(projectRoot, '.typecheck-examples');
/** Ambient declarations shared by every example: see the module comment. */
const AMBIENT_FILE = path.join(VIRTUAL_ROOT, 'ambient.d.ts');
const AMBIENT = [
  "declare module '*';",
  // The global namespace of the WebdriverIO runner (@wdio/globals), which is not installed here.
  'declare namespace WebdriverIO { type Element = any; type Browser = any; type ElementArray = any; type Config = any; }',
  '',
].join('\n');
/** Diagnostics that concern the reader's own project files an example imports relatively. */
const MISSING_MODULE = new Set([2307, 2792]);
/**
 * Diagnostics that only arise from using an `any`-typed import of an uninstalled package at the
 * type level (`let app: App` with `App` from 'vue'): nothing about Stencil's API is wrong there.
 */
const UNTYPED_PACKAGE_USE = new Set([2709, 2347]);

interface Example {
  file: string;
  /** Line of the block's first code line in the docs file (1-based). */
  firstLine: number;
  /** Lines the wrapper added before the example's first line. */
  headerLines: number;
  virtualPath: string;
  text: string;
  jsx: JsxFlavour;
  /** Marked `before-upgrade`: checked against the latest release's typings. */
  beforeUpgrade: boolean;
  /**
   * Lines of the example (0-based, in `text`) its magic comments mark as errors on purpose, with
   * the first name on each line.
   */
  errorLines: Map<number, string>;
}

/**
 * The lines a block marks with `error-next-line` / `error-start` … `error-end`: an example that
 * shows a mistake on purpose (a config value the compiler rejects) may fail to type-check there,
 * and only there.
 */
function markedErrorLines(code: string, language: string, offset: number): Map<number, string> {
  const lines = code.split('\n');
  const marked = new Map<number, string>();
  for (const index of linesMarkedBy(code, language, MAGIC_COMMENT_BY_NAME.error)) {
    marked.set(offset + index, /[A-Za-z_$][\w$]*/.exec(lines[index] ?? '')?.[0] ?? '');
  }
  return marked;
}

/** Stencil's JSX (classic runtime, `h` and `Fragment` in scope) or React's automatic runtime. */
type JsxFlavour = 'stencil' | 'react';

function compilerOptions(version: DocsVersion, jsx: JsxFlavour = 'stencil'): ts.CompilerOptions {
  const typings = path.join(projectRoot, 'node_modules', version.typingsPackage);
  if (!existsSync(typings)) {
    throw new Error(`${version.typingsPackage} is not installed: package.json pins it for ${version.label} (run npm ci)`);
  }
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    ...(jsx === 'stencil'
      ? {jsx: ts.JsxEmit.React, jsxFactory: 'h', jsxFragmentFactory: 'Fragment'}
      : {jsx: ts.JsxEmit.ReactJSX, jsxImportSource: 'react'}),
    experimentalDecorators: true,
    strict: false,
    skipLibCheck: true,
    noEmit: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['jest', 'node'],
    typeRoots: [path.join(projectRoot, 'node_modules/@types')],
    baseUrl: projectRoot,
    paths: stencilPaths(typings),
  };
}

/**
 * Where `@stencil/core` and its subpaths resolve in a release. Up to 4.x each subpath is a folder
 * of the package (`@stencil/core/testing` → `testing/`); 5.x keeps everything under `dist/` and
 * says where in its `exports` (generators/api-facts/layout.ts), which Node10 resolution ignores,
 * so each export's `types` becomes a path of its own.
 */
function stencilPaths(typings: string): Record<string, string[]> {
  if (releaseLayout(typings).name === 'internal') return {'@stencil/core': [typings], '@stencil/core/*': [`${typings}/*`]};
  const {exports} = JSON.parse(readFileSync(path.join(typings, 'package.json'), 'utf8')) as {
    exports: Record<string, string | {types?: string}>;
  };
  const paths: Record<string, string[]> = {};
  for (const [subpath, target] of Object.entries(exports)) {
    if (typeof target === 'object' && target.types) paths[`@stencil/core${subpath.slice(1)}`] = [path.join(typings, target.types)];
  }
  return paths;
}

/** Every name (value or type) a module of the release exports (`@stencil/core`, `…/compiler`). */
function moduleExports(options: ts.CompilerOptions, specifier: string): string[] {
  const probe = path.join(VIRTUAL_ROOT, 'probe.ts');
  const host = virtualHost(options, new Map([[probe, `import * as probed from '${specifier}';\nexport {probed};\n`]]));
  // Without the default libraries and @types: a module's export names need its declarations, not
  // their types, and skipping lib.dom, jest and node took 4-5 of the content tier's CPU seconds
  // (one probe per version and module; the names came out the same for all 50).
  const program = ts.createProgram([probe], {...options, noLib: true, types: []}, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe)!;
  const declaration = source.statements.find(ts.isImportDeclaration)!;
  const moduleSymbol = checker.getSymbolAtLocation(declaration.moduleSpecifier);
  // A module the release does not have (5.x has no `@stencil/core/internal`) exports nothing: what a
  // block declares from it is then reported as not exported, like any other name the release lacks.
  if (!moduleSymbol) return [];
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((symbol) => symbol.name)
    .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name))
    .sort();
}

/**
 * Parsed files on disk (TypeScript's lib.dom.d.ts, each release's typings, @types), shared by
 * every program of the run: nine versions and two JSX flavours would otherwise parse the same
 * large declaration files again for each program (the language service shares them the same way).
 */
const diskSourceFiles = new Map<string, ts.SourceFile>();

function virtualHost(options: ts.CompilerOptions, files: Map<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  return {
    ...host,
    fileExists: (file) => files.has(file) || host.fileExists(file),
    readFile: (file) => files.get(file) ?? host.readFile(file),
    getSourceFile: (file, languageVersion, onError, shouldCreate) => {
      const text = files.get(file);
      if (text !== undefined) return ts.createSourceFile(file, text, languageVersion, true);
      const key = `${typeof languageVersion === 'object' ? languageVersion.languageVersion : languageVersion}:${file}`;
      let parsed = diskSourceFiles.get(key);
      if (!parsed) {
        parsed = getSourceFile(file, languageVersion, onError, shouldCreate);
        if (parsed) diskSourceFiles.set(key, parsed);
      }
      return parsed;
    },
  };
}

/** The top-level names a declaration listing declares: its values (functions, constants) and all names. */
function declaredNames(code: string): {values: string[]; all: Set<string>} {
  const source = ts.createSourceFile('listing.ts', code, ts.ScriptTarget.ES2022, false);
  const values: string[] = [];
  const all = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
      if (statement.name) values.push(statement.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) values.push(declaration.name.text);
      }
    } else if (
      (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      all.add(statement.name.text);
    }
  }
  for (const name of values) all.add(name);
  return {values: [...new Set(values)], all};
}

function toExamples(
  files: string[],
  version: DocsVersion,
  exportsOf: (specifier: string) => string[],
  declarationProblems: TypeProblem[],
): Example[] {
  const examples: Example[] = [];
  for (const file of files) {
    const text = renderForVersion(readFileSync(path.join(projectRoot, file), 'utf8'), version, file);
    codeBlocks(text).forEach((block, index) => {
      const extension = CHECKED_LANGUAGES[block.lang];
      if (!extension || metaHasWord(block.meta, 'project-types')) return;
      const virtualPath = path.join(VIRTUAL_ROOT, file.replace(/[^\w]/g, '_'), `example-${index}${extension}`);
      const membersOnly = metaHasWord(block.meta, 'class-members');
      const declares = metaAttribute(block.meta, 'declares');
      const usesStencilJsx = membersOnly || declares !== undefined || /from\s+['"]@stencil\/core/.test(block.code);
      const ownNames = declares ? declaredNames(block.code) : {values: [], all: new Set<string>()};
      // `declares` may name several modules (`"@stencil/core/cli @stencil/core/internal"`): the
      // functions live in one entry point, the types they use in another. A name is imported
      // from the first module that exports it.
      const declaredModules = declares ? declares.split(/\s+/) : [];
      const imported = new Set<string>(ownNames.all);
      const importAll = (specifier: string) => {
        const names = exportsOf(specifier).filter((name) => !imported.has(name));
        names.forEach((name) => imported.add(name));
        return names.length ? `import { ${names.join(', ')} } from '${specifier}';\n` : '';
      };
      const missingValues = ownNames.values.filter((name) => !declaredModules.some((specifier) => exportsOf(specifier).includes(name)));
      // Members shown alone may use others the snippet leaves out (`this.items`): the index
      // signature types those as `any`, while the shown members are checked in full.
      const header = membersOnly
        ? `${importAll('@stencil/core')}export class ExampleMembers {\n[member: string]: any;\n`
        : declaredModules.map(importAll).join('');
      const footer = membersOnly ? '\n}\n' : '\nexport {};\n';
      for (const name of missingValues) {
        declarationProblems.push({
          file,
          line: block.line + 1,
          message: `declares ${name}, which ${declares} does not export in this release`,
        });
      }
      examples.push({
        file,
        firstLine: block.line + 1,
        headerLines: header.split('\n').length - 1,
        virtualPath,
        text: `${header}${block.code}${footer}`,
        jsx: usesStencilJsx ? 'stencil' : 'react',
        beforeUpgrade: metaHasWord(block.meta, 'before-upgrade'),
        errorLines: markedErrorLines(block.code, block.lang, header.split('\n').length - 1),
      });
    });
  }
  return examples;
}

/**
 * The version a docs file's examples are checked as: its own, but for a page of a later major than
 * the release the version documents (src/inventory/addedPages.ts `firstMajor`: Next has it before
 * it pins a release of that major), which is checked against the next major's pinned prerelease
 * (src/versions/nextMajor.ts), the one release of that major the site installs.
 */
export function checkedAs(version: DocsVersion, file: string): DocsVersion {
  const page = ADDED_PAGES.find((added) => `${version.docsFolder}/${added.source}` === file);
  if (page?.firstMajor === undefined || reachesMajor(version.release, page.firstMajor)) return version;
  if (!reachesMajor(NEXT_MAJOR_RELEASE, page.firstMajor) || reachesMajor(NEXT_MAJOR_RELEASE, page.firstMajor + 1)) {
    throw new Error(
      `${file}: a page from ${page.firstMajor}.x, and no pinned release of that major (the next major's is ${NEXT_MAJOR_RELEASE})`,
    );
  }
  return {...version, typingsPackage: typingsPackageOf(NEXT_MAJOR_RELEASE)};
}

/** Type problems of the given docs files (relative to the project root), read as `version`. */
export function typeCheckFiles(version: DocsVersion, files: string[]): TypeProblem[] {
  const byTypings = new Map<string, {as: DocsVersion; files: string[]}>();
  for (const file of files) {
    const as = checkedAs(version, file);
    const group = byTypings.get(as.typingsPackage) ?? {as, files: []};
    group.files.push(file);
    byTypings.set(as.typingsPackage, group);
  }
  return [...byTypings.values()].flatMap((group) => typeCheckAs(group.as, group.files));
}

function typeCheckAs(version: DocsVersion, files: string[]): TypeProblem[] {
  const options = compilerOptions(version);
  const exportsCache = new Map<string, string[]>();
  const exportsOf = (specifier: string) => {
    if (!exportsCache.has(specifier)) exportsCache.set(specifier, moduleExports(options, specifier));
    return exportsCache.get(specifier)!;
  };
  const problems: TypeProblem[] = [];
  const examples = toExamples(files, version, exportsOf, problems);
  for (const jsx of ['stencil', 'react'] as const) {
    for (const beforeUpgrade of [false, true]) {
      const group = examples.filter((example) => example.jsx === jsx && example.beforeUpgrade === beforeUpgrade);
      if (group.length) problems.push(...checkExamples(group, compilerOptions(beforeUpgrade ? LATEST_VERSION : version, jsx)));
    }
  }
  return problems;
}

function checkExamples(examples: Example[], options: ts.CompilerOptions): TypeProblem[] {
  const virtualFiles = new Map(examples.map((example) => [example.virtualPath, example.text]));
  virtualFiles.set(AMBIENT_FILE, AMBIENT);
  const program = ts.createProgram([...virtualFiles.keys()], options, virtualHost(options, virtualFiles));
  const problems: TypeProblem[] = [];
  for (const example of examples) {
    const source = program.getSourceFile(example.virtualPath)!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    for (const diagnostic of diagnostics) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      if (MISSING_MODULE.has(diagnostic.code) && /['"]\.\.?\//.test(message)) continue;
      if (UNTYPED_PACKAGE_USE.has(diagnostic.code) || (diagnostic.code === 2694 && message.includes('"*"'))) continue;
      const {line} = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      // TypeScript may report a marked line's mistake on the property around it (`extras`), with
      // the marked line's name (`cloneNodeFix`) in the message.
      if (example.errorLines.has(line) || [...example.errorLines.values()].some((name) => name && message.includes(`'${name}'`))) continue;
      problems.push({
        file: example.file,
        line: example.firstLine + line - example.headerLines,
        message: `TS${diagnostic.code}: ${message}`,
      });
    }
  }
  return problems;
}

export function formatTypeProblem(problem: TypeProblem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}
