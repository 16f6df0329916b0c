/**
 * Finds code that reads Markdown syntax by its own regular expression or string test: a code
 * fence, front matter, a heading, a link or code span, a table row, an admonition, an MDX line,
 * a version fence, a magic comment, or the `.md` suffix of a twin or source. The Markdown
 * grammar has one home, src/markdown/syntax/, and tests/unit/markdownReaders.test.ts fails on
 * such a reader anywhere else, the way tests/unit/siteImports.test.ts guards imports.
 *
 * What counts: regular-expression literals, `new RegExp(…)`/`RegExp(…)` with a literal pattern,
 * and `startsWith`/`endsWith`/`includes`/`indexOf`/`split`/`replace` called with a literal that is
 * a Markdown token. Text written out (a page the generators render, a message) is not reading.
 *
 * `npx tsx scripts/lib/markdownReaders.ts [allowed folder]` prints every reader outside the
 * allowed folder (default src/markdown/syntax) and their count.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What is scanned: the site, the command line, the generators, the MCP server and the tests' helpers. */
export const SCANNED = [
  'src',
  'scripts',
  'generators',
  'packages/docs-mcp/src',
  'packages/docs-mcp/scripts',
  'tests/support',
  'docusaurus.config.ts',
];
export const GRAMMAR_HOME = 'src/markdown/syntax';
/** This file: its patterns describe the grammar, they read no Markdown. */
const SELF = 'scripts/lib/markdownReaders.ts';
/** Files whose patterns look like Markdown but read something else, with why. */
export const NOT_MARKDOWN: Record<string, string> = {
  'src/plugins/client/routeData/routeSplit.mjs': "reads the bundler's generated registry (JavaScript `import` lines), not MDX",
};
const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;

/** Each kind of Markdown syntax, as it shows in the source text of a regular expression. */
const PATTERN_KINDS: [kind: string, test: RegExp][] = [
  ['code fence', /```|`\\?\{3|~~~|~\\?\{3/],
  ['front matter', /\^(?:\\s\*)?---|-\{3/],
  ['heading', /#\{1,6\}|\^(?:\\s\*|\\s\{0,3\}| \{0,3\}| ?)\(?#/],
  ['link', /\\\]\\\(|\\\]\(\?:\\\(|\]\\\(/],
  ['code span', /`\[\^`|\(`\+\)|`\(\[\^`/],
  ['emphasis marks', /\[\\?\*_/],
  ['table row', /\^\(?(?:\\s\*)?\\\||:\?-\+:\?/],
  ['admonition', /:::/],
  ['MDX line', /<\(?\\?\/?\??\(?\[A-Z\]|\^\(?(?:\?:)?(?:\\s\*)?\(?(?:\?:)?import\b|\(import\|export\)/],
  ['version fence', /\b(?:Since|Until)\b/],
  ['magic comment', /next-line|(?:highlight|error|added|removed)\)?-\(?(?:\?:)?(?:start|end)/],
  ['info string', /\b(?:title|source|declares)=|class-members|project-types|npm2yarn/],
  ['block start', /\^\(?(?:\\s\*)?\(?(?:\?:)?\[(?:[^\]]*[#|>]|-)/],
  ['.md suffix', /\\\.mdx?/],
];

/** Literal arguments of string methods that are Markdown tokens. */
const TOKEN_KINDS: [kind: string, methods: string[], test: RegExp][] = [
  ['code fence', ['startsWith', 'includes', 'indexOf', 'split', 'replace', 'replaceAll'], /^(?:```|~~~)/],
  ['front matter', ['startsWith', 'indexOf', 'split'], /^---/],
  ['heading', ['startsWith'], /^#{1,6} $/],
  ['link', ['includes', 'indexOf', 'split'], /^\]\($/],
  ['table row', ['startsWith'], /^\|$/],
  ['admonition', ['startsWith', 'includes'], /^:::/],
  ['version fence', ['startsWith', 'includes', 'indexOf'], /^<\/?(?:Since|Until)/],
  ['magic comment', ['includes', 'indexOf', 'startsWith', 'endsWith'], /(?:highlight|error|added|removed)-(?:next-line|start|end)/],
  ['.md suffix', ['endsWith', 'replace', 'slice'], /^\.mdx?$/],
];

export interface MarkdownReader {
  /** Path from the project root. */
  file: string;
  line: number;
  kind: string;
  /** The expression as written. */
  text: string;
}

function codeFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!statSync(full).isDirectory()) return CODE_FILE.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' ? [] : codeFiles(path.posix.join(entry, name))));
}

/** The kinds of Markdown syntax a regular expression's source reads. */
export function kindsOfPattern(source: string): string[] {
  return PATTERN_KINDS.filter(([, test]) => test.test(source)).map(([kind]) => kind);
}

/** The kind of Markdown token a string literal given to `method` is, if it is one. */
export function kindOfToken(method: string, literal: string): string | undefined {
  return TOKEN_KINDS.find(([, methods, test]) => methods.includes(method) && test.test(literal))?.[0];
}

/** Every Markdown reader in one source text. */
export function readersIn(file: string, text: string): MarkdownReader[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: MarkdownReader[] = [];
  const add = (node: ts.Node, kinds: string[]) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    for (const kind of kinds) found.push({file, line, kind, text: node.getText(source).slice(0, 120)});
  };
  const literalText = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      add(node, kindsOfPattern(node.text.slice(1, node.text.lastIndexOf('/'))));
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const pattern = literalText(node.arguments?.[0]);
      if (pattern !== undefined) add(node, kindsOfPattern(pattern));
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const literal = literalText(node.arguments[0]);
      const kind = literal === undefined ? undefined : kindOfToken(node.expression.name.text, literal);
      if (kind) add(node, [kind]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every Markdown reader of the scanned code outside `allowed` (a folder from the project root). */
export function markdownReaders(allowed = GRAMMAR_HOME): MarkdownReader[] {
  return SCANNED.flatMap(codeFiles)
    .filter((file) => !file.startsWith(`${allowed}/`) && file !== SELF && !(file in NOT_MARKDOWN))
    .flatMap((file) => readersIn(file, readFileSync(path.join(ROOT, file), 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = markdownReaders(process.argv[2] ?? GRAMMAR_HOME);
  for (const reader of found) console.log(`${reader.file}:${reader.line}  [${reader.kind}]  ${reader.text}`);
  const files = new Set(found.map((reader) => reader.file));
  const byKind = new Map<string, number>();
  for (const reader of found) byKind.set(reader.kind, (byKind.get(reader.kind) ?? 0) + 1);
  console.log(`\n${found.length} Markdown readers in ${files.size} files outside ${process.argv[2] ?? GRAMMAR_HOME}/`);
  console.log([...byKind].map(([kind, count]) => `${kind}: ${count}`).join(', '));
}
