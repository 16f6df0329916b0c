/**
 * Checks docs pages against the content rules: minimum prose words from the inventory, code
 * languages from the spec's list, and examples that parse.
 *
 * usage: npx tsx scripts/check-content.ts [FILE.md ...]   (default: every page of every version)
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {checkDocFile, inventory, pageForFile, projectRoot, proseWords, readDocAsRendered} from './lib/contentCheck';

const args = process.argv.slice(2);
const files = args.length
  ? args.map((f) => path.relative(projectRoot, path.resolve(f)))
  : inventory.flatMap((v) => v.pages.map((p) => `${v.docsFolder}/${p.source}`)).filter((f) => existsSync(path.join(projectRoot, f)));

let failed = 0;
for (const file of files) {
  const entry = pageForFile(file);
  const absolute = path.join(projectRoot, file);
  const problems = checkDocFile(absolute, entry?.page.minWords);
  const words = proseWords(readDocAsRendered(absolute)).length;
  const status = problems.length ? 'FAIL' : 'ok';
  console.log(`${status.padEnd(4)} ${file}: ${words} words${entry ? ` (min ${entry.page.minWords})` : ' (not in the inventory)'}`);
  for (const problem of problems) console.log(`       ${problem}`);
  if (problems.length) failed += 1;
}
console.log(`${files.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
