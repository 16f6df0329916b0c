/**
 * What a first visit to a page costs a reader: the JS and CSS Chromium receives while the page
 * loads and hydrates, raw and gzipped at deploy/nginx.conf's level, and the budget for it
 * (issue: performance). Used by `npm run bench`, `npm run bench:first-load` and
 * tests/firstLoadBudget.test.ts, so the test and the benchmark measure the same thing.
 */
import {gzipSync} from 'node:zlib';
import type {Browser} from 'playwright-core';

/** deploy/nginx.conf's `gzip_comp_level`: what production sends. */
export const GZIP_LEVEL = 6;

/**
 * The target for first-load JS+CSS, gzip, with React in the browser (issue 19): `npm run bench`
 * prints it beside the figures.
 */
export const FIRST_LOAD_TARGET_BYTES = 175 * 1024;

/**
 * The ceiling tests/firstLoadBudget.test.ts enforces on /docs/introduction and
 * /docs/properties. With React 19 in the browser (no Preact alias) the client work of issue 19
 * reached 167.1 and 174.7 KB (per-version route data and chunk hashes, a client site config
 * without build settings, nprogress loaded on first use, icons as images, Infima without the
 * rules no script names); the doc-page controls of issues 21 and 23 (Compare with…, Copy page,
 * feedback, package-manager tabs) then brought them to 169.5 and 177.3 KB. Loading the
 * not-found page and the theme parts no page renders only when rendered, a site config without
 * the Prism themes and a navbar map of the used item types only brought them to 165.9 and
 * 173.7 KB (2026-11-25). The 4.x answers of issue 30 took /docs/properties to 176.9 KB; the page
 * gave its "props set before the element is defined" to output-targets/custom-elements and its
 * @Watch() details to reactive-data, and came back to 174.8 KB (2026-11-26). The ceiling is the issue's target, 175 KB: ~1.3 KB above the heavier
 * page, and never above the target. Route data, doc lists and the sidebar per section (issue 37,
 * src/plugins/client/routeData) brought the pages to 161.2 and 169.3 KB (/docs/diagnostics/build
 * 173.4 KB; 2026-11-28, from 167.6, 174.9 and 179.4 KB): the ceiling came down to 171 KB.
 * Admonitions, the mobile navbar sidebar and theme-classic's string code block loaded only when
 * rendered (src/plugins/client/lazyTheme, src/theme/CodeBlock) took 2.1 KB off each: 159.6 and
 * 167.7 -> 157.5 and 165.6 KB in a `DOCS_ONLY_VERSIONS=v4.38` build (2026-11-28); the full build
 * carries ~2 KB more (main's, 161.7 and 169.8 KB before), so ~167.7 KB for /docs/properties:
 * the ceiling came down to 169 KB. The issue's goal, 160 KB for every doc page, is not reached
 * (/docs/properties' own MDX chunk is 10.9 KB of it). Never raise it without a reason in the commit. Change it here only.
 */
export const FIRST_LOAD_BUDGET_BYTES = 169 * 1024;

/** The pages for this row: the budget applies to each. */
export const FIRST_LOAD_PAGES = ['/docs/introduction', '/docs/properties'] as const;

/** One script or stylesheet of a first load. */
export interface FirstLoadFile {
  url: string;
  css: boolean;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  files: number;
  /** Each script and stylesheet, heaviest (gzip) first: what `npm run bench:first-load -- --files` lists. */
  perFile: FirstLoadFile[];
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  /** JS+CSS gzip: what the budget is about. */
  totalGzip: number;
}

/** Opens `url` in a fresh context (empty cache), waits for hydration and the network to settle, and sums the scripts and stylesheets. */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies: Promise<FirstLoadFile>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(
        response.body().then((body) => ({
          url: response.url(),
          css: type === 'stylesheet',
          raw: body.length,
          gzip: gzipSync(body, {level: GZIP_LEVEL}).length,
        })),
      );
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const results = await Promise.all(bodies);
    const sum = (css: boolean, key: 'raw' | 'gzip') => results.filter((r) => r.css === css).reduce((n, r) => n + r[key], 0);
    const load = {
      files: results.length,
      perFile: [...results].sort((a, b) => b.gzip - a.gzip),
      jsRaw: sum(false, 'raw'),
      jsGzip: sum(false, 'gzip'),
      cssRaw: sum(true, 'raw'),
      cssGzip: sum(true, 'gzip'),
    };
    return {...load, totalGzip: load.jsGzip + load.cssGzip};
  } finally {
    await context.close();
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
