/**
 * Runs the W3C Nu HTML Checker (vnu-jar, on Java) over built pages and prints the errors counted
 * by message, then each error with its file and line (`--list`). Exits 1 on any error.
 *
 * usage: npm run check:html -- [--sample | --all | FILE.html …] [--list]
 *   (default, and what tests/htmlConformance.test.ts checks: every page of the latest release,
 *   the site pages and each page template of the other versions)
 *   --sample  the issue's fixed sample (issue 30): every third page of the latest release, every
 *             ninth of Next, v4.35, v3 and v2, the home, search, upgrade and 404 pages
 *   --all     every built page
 */
import path from 'node:path';
import {buildDir, builtHtmlFiles, conformancePages, countByMessage, issueSample, vnuErrors} from './lib/htmlConformance';

const args = process.argv.slice(2);
const named = args.filter((arg) => !arg.startsWith('--'));
const files = named.length
  ? named.map((file) => path.relative(buildDir, path.resolve(file)))
  : args.includes('--sample')
    ? issueSample()
    : args.includes('--all')
      ? builtHtmlFiles()
      : conformancePages();

const started = Date.now();
const errors = await vnuErrors(files);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
for (const [message, count] of countByMessage(errors)) console.log(`${String(count).padStart(6)}  ${message}`);
if (args.includes('--list')) for (const error of errors) console.log(`${error.file}:${error.line ?? '?'}: ${error.message}`);
const pages = new Set(errors.map((error) => error.file)).size;
console.log(`${errors.length} errors in ${pages} of ${files.length} pages (vnu, ${seconds} s)`);
process.exit(errors.length ? 1 : 0);
