/**
 * The reader of the hand-written content files in `content/` (see content/README.md): prose that
 * is not a page of its own (the messages pages' causes and fixes, the upgrade planner's curated
 * items), kept as Markdown so it is reviewed as prose. Each file is YAML front matter, checked
 * against a zod schema, and a body of `## Section` blocks.
 *
 * A file that does not parse stops the caller with `<file>:<line>: <what is wrong>`, the line of
 * the offending key or heading, so the error points into the file an author edits.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {LineCounter, parseDocument} from 'yaml';
import type {z} from 'zod';
import {fenceLines} from '../markdown/syntax/codeFences';
import {readFrontMatter} from '../markdown/syntax/frontMatter';
import {readHeadings} from '../markdown/syntax/headings';
import {isMarkdownFile, withoutMarkdownExtension} from '../markdown/syntax/twinPath';

/**
 * The content folder. `__filename`, not `import.meta`: the site's config loads the planner's
 * reader as CommonJS (as src/data/records.ts). A function, so that a bundle importing a module
 * that can read content (the docs MCP server) does not evaluate it at startup.
 */
export function contentRoot(): string {
  return path.resolve(path.dirname(__filename), '../../content');
}

export class ContentError extends Error {}

export interface ContentSection {
  /** The section's Markdown, trimmed; the lines of one paragraph joined by a space, as Markdown shows them. */
  text: string;
  /** The section as written, for code blocks: no line joined or dropped. */
  raw: string;
  /** 1-based line of its heading in the file. */
  line: number;
}

export interface ContentFile<Data> {
  /** The name without `.md`: the item's id. */
  id: string;
  /** Relative to the repository, for messages. */
  file: string;
  data: Data;
  sections: Map<string, ContentSection>;
}

export interface SectionRules {
  /** The `##` headings every file has, in this order. */
  required: readonly string[];
  optional?: readonly string[];
}

/** Paragraphs as they are shown: a paragraph's lines joined by a space, code blocks kept line by line. */
function sectionText(lines: string[]): string {
  const out: string[] = [];
  const kinds = fenceLines(lines).map((line) => line.kind);
  lines.forEach((line, index) => {
    if (kinds[index] !== 'text') {
      out.push(line);
      return;
    }
    const previous = out.at(-1);
    if (line.trim() !== '' && previous !== undefined && previous.trim() !== '' && kinds[index - 1] === 'text') {
      out[out.length - 1] = `${previous} ${line.trim()}`;
    } else {
      out.push(line.trim() === '' ? '' : line.trim());
    }
  });
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The 1-based file line of a front-matter key path, for a schema error. */
function lineOfKey(yamlText: string, keyPath: PropertyKey[]): number {
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, {lineCounter});
  for (let depth = keyPath.length; depth >= 0; depth -= 1) {
    const node = document.getIn(keyPath.slice(0, depth) as (string | number)[], true) as {range?: [number, number, number]} | undefined;
    if (node?.range) return lineCounter.linePos(node.range[0]).line + 1;
    if (depth === 0) break;
  }
  return 2;
}

/** One content file: front matter checked by `schema`, sections by `rules`. */
export function readContentFile<Schema extends z.ZodType>(
  absolutePath: string,
  schema: Schema,
  rules: SectionRules,
): ContentFile<z.infer<Schema>> {
  const file = path.relative(path.resolve(contentRoot(), '..'), absolutePath).split(path.sep).join('/');
  const text = readFileSync(absolutePath, 'utf8');
  const frontMatter = readFrontMatter(text, file);
  if (frontMatter.lineCount === 0) throw new ContentError(`${file}:1: no front matter (a block between --- lines at the top)`);
  let raw: Record<string, unknown>;
  try {
    raw = frontMatter.data;
  } catch (error) {
    const line = /at line (\d+)/.exec((error as Error).message)?.[1];
    throw new ContentError(`${file}:${line ? Number(line) + 1 : 1}: ${(error as Error).message.replace(`${file}: `, '')}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The YAML between the block's two `---` lines.
    const yamlText = frontMatter.raw
      .split('\n')
      .slice(1, frontMatter.lineCount - 1)
      .join('\n');
    // An unknown key is reported on the object holding it: point at the key itself.
    const keyPath = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
    const line = lineOfKey(yamlText, keyPath);
    const where = keyPath.length > 0 ? ` \`${keyPath.join('.')}\`` : '';
    throw new ContentError(`${file}:${line}: front matter${where}: ${issue.message}`);
  }
  const lines = frontMatter.body.split(/\r?\n/);
  const offset = frontMatter.lineCount;
  const headings = readHeadings(frontMatter.body).filter((heading) => heading.depth <= 2);
  const allowed = [...rules.required, ...(rules.optional ?? [])];
  const sections = new Map<string, ContentSection>();
  const before = lines
    .slice(0, headings[0]?.line ? headings[0].line - 1 : lines.length)
    .join('\n')
    .trim();
  if (before) throw new ContentError(`${file}:${offset + 1}: text before the first \`## \` section`);
  headings.forEach((heading, index) => {
    const line = offset + heading.line;
    if (heading.depth !== 2) throw new ContentError(`${file}:${line}: only \`## \` headings divide a content file`);
    if (!allowed.includes(heading.text)) {
      throw new ContentError(
        `${file}:${line}: unknown section "${heading.text}" (expected ${allowed.map((name) => `"${name}"`).join(', ')})`,
      );
    }
    if (sections.has(heading.text)) throw new ContentError(`${file}:${line}: section "${heading.text}" given twice`);
    const end = headings[index + 1]?.line ?? lines.length + 1;
    const sectionLines = lines.slice(heading.line, end - 1);
    const body = sectionText(sectionLines);
    if (!body) throw new ContentError(`${file}:${line}: section "${heading.text}" is empty`);
    sections.set(heading.text, {text: body, raw: sectionLines.join('\n').replace(/^\s*\n|\s+$/g, ''), line});
  });
  for (const name of rules.required) {
    if (!sections.has(name)) throw new ContentError(`${file}:${offset + 1}: no "## ${name}" section`);
  }
  return {id: withoutMarkdownExtension(path.basename(absolutePath)), file, data: parsed.data, sections};
}

/** Every `*.md` of a folder under content/ but its README, sorted by name. */
export function readContentFolder<Schema extends z.ZodType>(
  folder: string,
  schema: Schema,
  rules: SectionRules,
): ContentFile<z.infer<Schema>>[] {
  const directory = path.join(contentRoot(), folder);
  return readdirSync(directory)
    .filter((name) => isMarkdownFile(name) && name !== 'README.md')
    .sort()
    .map((name) => readContentFile(path.join(directory, name), schema, rules));
}
