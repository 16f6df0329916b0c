/**
 * Type-checks the `tsx`/`typescript` examples of docs pages against the `@stencil/core` typings
 * of the release each page's version documents (scripts/lib/typeCheck.ts).
 *
 * usage: npx tsx scripts/check-types.ts [FILE.md | FOLDER ...]   (default: every page of every version)
 */
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {projectRoot, writtenPageFiles} from './lib/contentCheck';
import {formatTypeProblem, typeCheckFiles} from './lib/typeCheck';
import {ALL_VERSIONS, versionOfDocsFile} from '../src/versions/versions';
import {isMarkdownFile} from '../src/markdown/syntax/twinPath';

function markdownUnder(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target).flatMap((name) =>
    statSync(path.join(target, name)).isDirectory() || isMarkdownFile(name) ? markdownUnder(path.join(target, name)) : [],
  );
}
const args = process.argv
  .slice(2)
  .flatMap((arg) => markdownUnder(path.resolve(arg)))
  .map((file) => path.relative(projectRoot, file));

let problems = 0;
for (const version of ALL_VERSIONS) {
  const files = args.length ? args.filter((file) => versionOfDocsFile(file) === version) : writtenPageFiles(version.name);
  if (files.length === 0) continue;
  const found = typeCheckFiles(version, files);
  for (const problem of found) console.log(formatTypeProblem(problem));
  console.log(`${version.label}: ${files.length} files against ${version.typingsPackage}, ${found.length} problems`);
  problems += found.length;
}
const unknown = args.filter((file) => !versionOfDocsFile(file));
if (unknown.length) console.log(`not in any version's docs folder: ${unknown.join(', ')}`);
process.exit(problems || unknown.length ? 1 : 0);
