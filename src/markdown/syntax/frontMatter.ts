/**
 * The one front-matter reader: the YAML block between `---` lines at the very top of a Markdown
 * file, with any line ending (LF or CRLF). It returns the data, the body after the block and how
 * many lines the block took, so a caller that reports lines of the body can add them back.
 *
 * The data is parsed with the `yaml` package. Docusaurus parses the same block with gray-matter
 * (js-yaml); the docs' front matter is plain keys and strings, which both read alike. The site's
 * own titles and slugs come from Docusaurus; this reader serves the tools that read sources.
 */
import {parse} from 'yaml';

export interface FrontMatter {
  /** Parsed when first read: the twin and the line walks need only the body. */
  readonly data: Record<string, unknown>;
  /** The text after the block (the whole text when there is none), its line endings untouched. */
  body: string;
  /** Lines the block took, both `---` lines included; 0 without front matter. */
  lineCount: number;
  /** The block as written. */
  raw: string;
}

const BLOCK = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

export class FrontMatterError extends Error {}

export function readFrontMatter(text: string, fileName = 'markdown'): FrontMatter {
  const match = BLOCK.exec(text);
  if (!match) return {data: {}, body: text, lineCount: 0, raw: ''};
  const raw = match[0];
  const lineCount = raw.split('\n').length - (raw.endsWith('\n') ? 1 : 0);
  let data: Record<string, unknown> | undefined;
  return {
    get data() {
      data ??= parseData(match[1] ?? '', fileName);
      return data;
    },
    body: text.slice(raw.length),
    lineCount,
    raw,
  };
}

function parseData(yaml: string, fileName: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = parse(yaml) ?? {};
  } catch (error) {
    throw new FrontMatterError(`${fileName}: front matter is not valid YAML (${(error as Error).message})`);
  }
  if (typeof data !== 'object' || Array.isArray(data)) throw new FrontMatterError(`${fileName}: front matter is not a mapping`);
  return data as Record<string, unknown>;
}

/** The body with the block replaced by as many empty lines: line numbers stay those of the file. */
export function blankFrontMatter(text: string): string {
  const {body, lineCount} = readFrontMatter(text);
  return lineCount === 0 ? text : '\n'.repeat(lineCount) + body;
}

/** The page with `line` as the first line of its front matter (a block is added when it has none). */
export function withFrontMatterLine(text: string, line: string): string {
  const opening = /^---\r?\n/.exec(text);
  return opening ? `${opening[0]}${line}\n${text.slice(opening[0].length)}` : `---\n${line}\n---\n\n${text}`;
}
