/**
 * The API-name scan of the hand-written older majors (v3, v2): every API-looking name a page
 * puts in inline code must exist in the `@stencil/core` release that version documents. It
 * catches the mistake a page written from a newer one is most likely to make: naming an
 * option, decorator or function that only a later release has (`formAssociated`,
 * `experimentalSlotFixes`, `@AttachInternals`).
 *
 * A name is wrong for the release when another installed release's files (type declarations,
 * CLI, compiler bundle) contain it and the release's own files do not. The deliberate mentions
 * (a page saying which later release renamed an option) are listed, with why, in
 * tests/unit/apiNames.test.ts.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {codeBlocks, FenceReader} from '../../src/markdown/syntax/codeFences';
import {readFrontMatter} from '../../src/markdown/syntax/frontMatter';
import {codeSpansOf} from '../../src/markdown/syntax/inline';
import {projectRoot} from './contentCheck';
import type {DocsVersion} from '../../src/versions/versions';

/** Identifiers a run of inline code names: `config.extras.fooBar` gives `config`, `extras`, `fooBar`. */
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** Whether a name looks like an API name worth checking: camelCase, PascalCase with two capitals, or decorated. */
function looksLikeApi(name: string): boolean {
  if (name.length < 4) return false;
  if (/^[a-z]+[A-Z]/.test(name)) return true; // camelCase: fooBar
  if (/^[A-Z][a-z]+[A-Z]/.test(name)) return true; // PascalCase with a second word: FooBar
  return false;
}

export interface NameMention {
  name: string;
  /** 1-based line in the page. */
  line: number;
  /** The inline code span it came from. */
  span: string;
}

/** API-looking names in a page's inline code, outside fenced blocks, front matter and links. */
export function inlineApiNames(markdown: string): NameMention[] {
  const mentions: NameMention[] = [];
  const {body, lineCount: offset} = readFrontMatter(markdown);
  const fences = new FenceReader();
  body.split(/\r?\n/).forEach((line, index) => {
    if (fences.read(line).kind !== 'text') return;
    for (const span of codeSpansOf(line)) {
      // Paths, URLs, package names, tags, CSS, and commands are not API names.
      if (/^(\.{0,2}\/|@[\w-]+\/|https?:|<|:|npm |npx |yarn |node )/.test(span) || /\.(tsx?|jsx?|css|scss|json|md|html|d\.ts)$/.test(span))
        continue;
      const decorator = /^@([A-Z]\w+)/.exec(span);
      if (decorator) {
        mentions.push({name: decorator[1], line: offset + index + 1, span});
        continue;
      }
      // Quoted strings in the span are values (`'bundle'`), not names.
      const unquoted = span.replace(/'[^']*'|"[^"]*"/g, ' ');
      for (const [name] of unquoted.matchAll(IDENTIFIER)) {
        if (looksLikeApi(name)) mentions.push({name, line: offset + index + 1, span});
      }
      // A CLI flag `--docs-readme` is `docsReadme` in the CLI's flag lists.
      // `--no-cache` is the negated form of the `cache` flag.
      for (const flag of span.matchAll(/(?:^|\s)--(?:no-)?([a-z][a-z-]*[a-z])/g)) {
        const camel = flag[1].replace(/-([a-z])/g, (_all, letter: string) => letter.toUpperCase());
        mentions.push({name: camel, line: offset + index + 1, span});
      }
    }
  });
  return mentions;
}

function identifiersOf(text: string, into: Set<string>): void {
  for (const [name] of text.matchAll(IDENTIFIER)) into.add(name);
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

const releaseNamesCache = new Map<string, Set<string>>();

/** Every identifier in a release's package: type declarations, CLI, compiler, testing code. */
export function releaseNames(version: DocsVersion): Set<string> {
  const cached = releaseNamesCache.get(version.typingsPackage);
  if (cached) return cached;
  const root = path.join(projectRoot, 'node_modules', version.typingsPackage);
  if (!existsSync(root)) throw new Error(`${version.typingsPackage} is not installed (run npm ci)`);
  const names = new Set<string>();
  for (const file of filesUnder(root, (f) => /\.(d\.ts|js|cjs|mjs)$/.test(f))) identifiersOf(readFileSync(file, 'utf8'), names);
  releaseNamesCache.set(version.typingsPackage, names);
  return names;
}

/**
 * The names a page mentions in inline code that another Stencil release has but the page's own
 * release does not: an API from the wrong version. Names no release has (the reader's own
 * members, framework and tool words) are not Stencil's API and are left alone, and so are
 * names the page's own code blocks define. `alsoKnown` adds releases whose names are fine on
 * this page (the next major on an upgrade guide), `allowed` the deliberate mentions.
 */
export function namesFromOtherReleases(
  markdown: string,
  version: DocsVersion,
  otherReleases: DocsVersion[],
  alsoKnown: DocsVersion[] = [],
  allowed: ReadonlySet<string> = new Set(),
): NameMention[] {
  const ownCode = new Set<string>();
  for (const block of codeBlocks(markdown)) identifiersOf(block.code, ownCode);
  const known = [releaseNames(version), ...alsoKnown.map(releaseNames), ownCode];
  const others = otherReleases.filter((other) => other.typingsPackage !== version.typingsPackage).map(releaseNames);
  return inlineApiNames(markdown).filter(
    ({name}) => !allowed.has(name) && !known.some((set) => set.has(name)) && others.some((set) => set.has(name)),
  );
}
