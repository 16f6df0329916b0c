/**
 * Prints what a first visit to a page costs a reader: the JS and CSS it downloads, raw and
 * gzipped (deploy/nginx.conf's level), measured from the responses Chromium actually receives
 * from the production build (scripts/lib/firstLoad.ts; `npm run bench` prints the same figure
 * for the pages beside the budget).
 *
 * usage: npm run build && npm run bench:first-load [-- /docs/introduction /docs/v2/getting-started] [-- --files]
 *   --files: each script and stylesheet too, heaviest first, its gzip size and path.
 */
import {launchBrowser} from './lib/browser';
import {kb, measureFirstLoad} from './lib/firstLoad';
import {serveBuild} from './lib/serveBuild';

const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const listFiles = process.argv.includes('--files');
if (pages.length === 0) pages.push('/docs/introduction');

const {origin, stop} = await serveBuild();
const browser = await launchBrowser();
try {
  for (const pathname of pages) {
    const load = await measureFirstLoad(browser, `${origin}${pathname}`);
    console.log(`${pathname}: ${load.files} files`);
    console.log(`  JS   ${kb(load.jsRaw)} raw, ${kb(load.jsGzip)} gzip`);
    console.log(`  CSS  ${kb(load.cssRaw)} raw, ${kb(load.cssGzip)} gzip`);
    console.log(`  total JS+CSS gzip: ${kb(load.totalGzip)}`);
    if (listFiles) for (const file of load.perFile) console.log(`    ${kb(file.gzip).padStart(9)}  ${new URL(file.url).pathname}`);
  }
} finally {
  await browser.close();
  stop();
}
