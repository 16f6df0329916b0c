/**
 * Issue 30: the built HTML conforms. The W3C Nu HTML Checker (vnu-jar, on Java) reads every page
 * of the latest release, the home, search, upgrade and 404 pages, and each page template of the
 * other versions (a prose page, a page of tables and code, a page of package-manager tabs, the
 * generated pages, the version's 404), in one Java run (scripts/lib/htmlConformance.ts), and any
 * error fails the file with its page and line. Without Java the file fails and says what to
 * install. `npm run check:html` runs the same check from the command line (`-- --sample` for the
 * issue's sample, `-- --all` for every page).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {conformancePages, countByMessage, vnuErrors} from '../scripts/lib/htmlConformance';

const files = conformancePages();

test(`the Nu HTML Checker reports no error in ${files.length} built pages (every page of the latest release, each template of the others)`, async (t) => {
  const started = Date.now();
  const errors = await vnuErrors(files);
  t.diagnostic(`vnu checked ${files.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const byMessage = countByMessage(errors)
    .map(([message, count]) => `${count} × ${message}`)
    .join('\n');
  assert.deepEqual(
    errors.slice(0, 30).map((error) => `${error.file}:${error.line ?? '?'}: ${error.message}`),
    [],
    `${errors.length} errors in ${new Set(errors.map((error) => error.file)).size} pages:\n${byMessage}`,
  );
});
