/**
 * Prints what a first visit to a page costs a reader: the JS and CSS it downloads, raw and
 * gzipped (level 9, what a compressing server sends), measured from the responses Chromium
 * actually receives from the production build.
 *
 * usage: npm run build && npm run bench:first-load [-- /docs/introduction /docs/v2/getting-started]
 */
import {gzipSync} from 'node:zlib';
import {launchBrowser} from '../tests/support/browser';
import {serveBuild} from './lib/serveBuild';

const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (pages.length === 0) pages.push('/docs/introduction');

const {origin, stop} = await serveBuild();

const browser = await launchBrowser();
try {
  for (const pathname of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: Promise<{type: string; raw: number; gzip: number}>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(response.body().then((body) => ({type, raw: body.length, gzip: gzipSync(body, {level: 9}).length})));
    });
    await page.goto(`${origin}${pathname}`, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const results = await Promise.all(bodies);
    const sum = (type: string, key: 'raw' | 'gzip') => results.filter((r) => r.type === type).reduce((n, r) => n + r[key], 0);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`${pathname}: ${results.length} files`);
    console.log(`  JS   ${kb(sum('script', 'raw'))} raw, ${kb(sum('script', 'gzip'))} gzip`);
    console.log(`  CSS  ${kb(sum('stylesheet', 'raw'))} raw, ${kb(sum('stylesheet', 'gzip'))} gzip`);
    console.log(`  total JS+CSS gzip: ${kb(sum('script', 'gzip') + sum('stylesheet', 'gzip'))}`);
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
