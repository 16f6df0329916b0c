/**
 * deploy/nginx.conf, served by Debian's nginx on a loopback port over the production build:
 * clean URLs and their redirects (the table in tests/support/servingCases.ts, shared with the
 * Node server), 404s, caching, gzip, security headers, the CSP with and without an opt-in
 * switch, and a site that runs under its Content-Security-Policy without a violation.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {createHash} from 'node:crypto';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {launchBrowser, watchContext} from './support/browser';
import {servingRuleTests} from './support/servingCases';
import {headerValues, rawRequest} from './support/rawRequest';
import {twinPath} from '../src/markdown/twinPath';
import {NGINX_PATH as NGINX, startNginx as startNginxServer, testNginxConfig, type NginxServer} from '../scripts/lib/nginx';
import type {Config, LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {inlineScriptHashes, NGINX_INCLUDE_FILE, SERVER_CONFIG_DIR} from '../src/plugins/servingRules/rules';
import {BASE_URL, docUrl, LATEST_VERSION, NEXT_VERSION, RELEASED_VERSIONS} from '../src/versions/versions';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const OLDEST = RELEASED_VERSIONS.at(-1)!;

const started: NginxServer[] = [];

/** nginx with deploy/nginx.conf on a free loopback port over `build` (a build folder), stopped after the file. */
async function startNginx(build: string): Promise<NginxServer> {
  const server = await startNginxServer(build);
  started.push(server);
  return server;
}

after(() => {
  for (const server of started) server.stop();
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The inline-script hashes the build needs, recomputed here from its HTML. */
function neededHashes(): Set<string> {
  const needed = new Set<string>();
  for (const file of htmlFiles(buildDir)) inlineScriptHashes(readFileSync(file, 'utf8')).forEach((hash) => needed.add(hash));
  return needed;
}

/** A CSP header as directive → sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  assert.ok(header, 'the response has a Content-Security-Policy');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** What deploy/nginx.conf allows in every build, before the generated lists. */
const FIXED_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

test('`nginx -t` passes deploy/nginx.conf with no warning (a duplicate MIME type, an ignored directive…)', async () => {
  const {status, output} = await testNginxConfig(buildDir);
  assert.equal(status, 0, output);
  assert.match(output, /test is successful/);
  assert.deepEqual(
    output.split('\n').filter((line) => /\[(?:warn|error|crit|alert|emerg)\]/.test(line)),
    [],
    'nginx -t printed warnings',
  );
});

describe('the default build', () => {
  let server: NginxServer;
  before(async () => {
    assert.ok(existsSync(NGINX), `nginx is installed at ${NGINX} (.ci/run installs it with apt-get)`);
    assert.ok(existsSync(path.join(buildDir, 'index.html')), 'the production build exists');
    assert.ok(existsSync(path.join(buildDir, NGINX_INCLUDE_FILE)), 'the build carries its nginx include (src/plugins/servingRules)');
    server = await startNginx(buildDir);
  });
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}${pathname}`, {redirect: 'manual', headers});

  servingRuleTests(() => server.origin);

  test('text responses are gzipped', async () => {
    const html = await (await get(docUrl(LATEST_VERSION, 'introduction'))).text();
    const css = /<link rel="?stylesheet"? href="?(\/docs\/assets\/css\/[^"\s>]+\.css)/.exec(html)?.[1];
    assert.ok(css);
    for (const pathname of [
      docUrl(LATEST_VERSION, 'introduction'),
      css,
      `${BASE_URL}llms.txt`,
      twinPath(docUrl(LATEST_VERSION, 'introduction')),
    ]) {
      const response = await get(pathname, {'accept-encoding': 'gzip'});
      assert.equal(response.headers.get('content-encoding'), 'gzip', pathname);
    }
    // One Vary header (gzip_vary would add a second): pages and twins name Accept too (content
    // negotiation), the other compressible files Accept-Encoding only.
    for (const [pathname, vary] of [
      [docUrl(LATEST_VERSION, 'introduction'), 'Accept, Accept-Encoding'],
      [twinPath(docUrl(LATEST_VERSION, 'introduction')), 'Accept, Accept-Encoding'],
      [css, 'Accept-Encoding'],
      [`${BASE_URL}llms.txt`, 'Accept-Encoding'],
    ]) {
      const response = await rawRequest(server.origin, pathname, {'Accept-Encoding': 'gzip'});
      assert.deepEqual(headerValues(response, 'vary'), [vary], pathname);
    }
  });

  test('security headers, HSTS and Permissions-Policy on pages, assets, 404s and redirects', async () => {
    for (const pathname of [
      docUrl(LATEST_VERSION, 'introduction'),
      '/docs/no-such-page',
      '/docs/img/logo.svg',
      '/docs/assets/js/missing.js',
      '/',
      `${NEXT_VERSION.path}/`,
    ]) {
      const headers = (await get(pathname)).headers;
      assert.equal(headers.get('x-content-type-options'), 'nosniff', pathname);
      assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin', pathname);
      assert.equal(headers.get('strict-transport-security'), 'max-age=31536000', pathname);
      const permissions = headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
        assert.match(permissions, new RegExp(`(?:^|, )${feature}=\\(\\)`), `${pathname}: ${feature} is off`);
      }
      assert.match(headers.get('content-security-policy') ?? '', /default-src 'self'/, pathname);
    }
  });

  test("the CSP allows no host but 'self', and exactly the build's inline-script hashes", async () => {
    const csp = parseCsp((await get(docUrl(LATEST_VERSION, 'introduction'))).headers.get('content-security-policy'));
    const needed = neededHashes();
    assert.ok(needed.size > 0, 'the build has inline scripts to allow');
    const expected = {...FIXED_POLICY, 'script-src': [...FIXED_POLICY['script-src'], ...[...needed].sort().map((hash) => `'${hash}'`)]};
    assert.deepEqual(Object.fromEntries(csp), expected);
  });

  test('the site runs under the CSP: no violation, no console error, no foreign request', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      const problems = await watchContext(context);
      const page = await context.newPage();
      for (const pathname of [
        docUrl(LATEST_VERSION, 'introduction'),
        docUrl(OLDEST, 'getting-started'),
        docUrl(NEXT_VERSION, 'component-lifecycle'),
      ]) {
        await page.goto(`${server.origin}${pathname}`);
        await page.waitForSelector('html[data-has-hydrated="true"]');
      }
      // Client-side navigation loads further chunks under the same policy.
      await page.locator('nav[aria-label="Docs sidebar"] a', {hasText: 'Events'}).first().click();
      await page.waitForURL(/\/events$/);
      // What a reader types lands on a page, not on "Page Not Found".
      for (const [typed, landing] of [
        [`${NEXT_VERSION.path}/`, docUrl(NEXT_VERSION, 'introduction')],
        [`${docUrl(LATEST_VERSION, 'introduction')}/`, docUrl(LATEST_VERSION, 'introduction')],
        [docUrl(LATEST_VERSION, 'introduction').replace(BASE_URL, `${BASE_URL}/`), docUrl(LATEST_VERSION, 'introduction')],
      ]) {
        const response = await page.goto(`${server.origin}${typed}`);
        assert.equal(response?.status(), 200, typed);
        assert.equal(new URL(page.url()).pathname, landing, typed);
        await page.waitForSelector('html[data-has-hydrated="true"]');
        assert.doesNotMatch(await page.locator('main h1').first().innerText(), /page not found/i, typed);
      }
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.foreignRequests, []);
    } finally {
      await browser.close();
    }
  });
});

/**
 * The switches as a deploy sets them (docusaurus.config.ts reads them when it loads), and the
 * values the test expects in the policy.
 */
const SWITCH_ENV = {
  NODE_ENV: 'production',
  GTM_CONTAINER_ID: 'GTM-TEST123',
  ALGOLIA_APP_ID: 'TESTAPP1',
  ALGOLIA_API_KEY: 'search-only-test-key',
  ALGOLIA_INDEX_NAME: 'stencil-test',
  ICON_SCRIPT_URL: 'https://icons.example.test/icons/icons.esm.js',
};
const TAG_MANAGER = 'https://www.googletagmanager.com';

type Tag = {tagName: string; attributes?: Record<string, string | boolean | undefined>; innerHTML?: string};

/** An HTML tag object as Docusaurus writes it into every page. */
function renderTag({tagName, attributes = {}, innerHTML = ''}: Tag): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== false && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${value}"`))
    .join('');
  return tagName === 'link' ? `<${tagName}${attrs}>` : `<${tagName}${attrs}>${innerHTML}</${tagName}>`;
}

describe('a build with the opt-in switches on', () => {
  let server: NginxServer;
  let overlay: string;
  let inlineScripts: string[];
  const page = docUrl(LATEST_VERSION, 'introduction');
  before(async () => {
    // What `docusaurus build` does with the switches on, short of bundling again: the real
    // config loaded under the switches' environment, the plugins it adds from packages (the tag
    // manager) rendering their tags into a page, and the real serving-rules plugin writing the
    // include from that config and that page. The rest of the default build is linked in.
    const saved = Object.fromEntries(Object.keys(SWITCH_ENV).map((key) => [key, process.env[key]]));
    Object.assign(process.env, SWITCH_ENV);
    let config: Config;
    let packagePlugins: Plugin[];
    try {
      config = (await import('../docusaurus.config')).default;
      const require = createRequire(import.meta.url);
      const context = {siteConfig: config} as unknown as LoadContext;
      packagePlugins = (config.plugins ?? [])
        .filter((entry): entry is [string, Record<string, unknown>] => Array.isArray(entry) && typeof entry[0] === 'string')
        .map(([name, options]) => (require(name) as {default: PluginModule}).default(context, options as never) as Plugin);
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    const headTags: Tag[] = [];
    const bodyTags: Tag[] = [];
    for (const plugin of packagePlugins) {
      const tags = (await plugin.injectHtmlTags?.({content: undefined})) ?? {};
      headTags.push(...((tags.headTags ?? []) as Tag[]));
      bodyTags.push(...((tags.preBodyTags ?? []) as Tag[]));
    }
    for (const script of config.scripts ?? []) {
      headTags.push({tagName: 'script', attributes: typeof script === 'string' ? {src: script} : (script as Tag['attributes'])});
    }
    inlineScripts = headTags.filter((tag) => tag.tagName === 'script' && tag.innerHTML).map((tag) => tag.innerHTML!);
    assert.ok(inlineScripts.length > 0, 'the tag manager adds inline scripts');

    overlay = mkdtempSync(path.join(tmpdir(), 'docs-switched-build-'));
    const pageFile = `${page.slice(BASE_URL.length)}.html`;
    for (const name of readdirSync(buildDir)) {
      if (name !== SERVER_CONFIG_DIR && name !== pageFile) symlinkSync(path.join(buildDir, name), path.join(overlay, name));
    }
    const html = readFileSync(path.join(buildDir, pageFile), 'utf8')
      .replace('</head>', `${headTags.map(renderTag).join('\n')}</head>`)
      .replace(/<body[^>]*>/, (body) => `${body}${bodyTags.map(renderTag).join('\n')}`);
    writeFileSync(path.join(overlay, pageFile), html);
    const postBuildProps = {outDir: overlay, siteConfig: config, plugins: [...packagePlugins, {name: 'docusaurus-plugin-content-docs'}]};
    // Imported as the build loads it: a static import of this CommonJS module yields its namespace.
    const {default: servingRulesPlugin} = await import('../src/plugins/servingRules');
    await servingRulesPlugin({} as LoadContext).postBuild!(postBuildProps as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    server = await startNginx(overlay);
  });
  after(() => {
    if (overlay) rmSync(overlay, {recursive: true, force: true});
  });

  test("the CSP gains the switches' hosts, only in their directives, and the tag manager's inline scripts", async () => {
    const csp = parseCsp((await fetch(`${server.origin}${page}`)).headers.get('content-security-policy'));
    const hosts = (directive: string) => (csp.get(directive) ?? []).filter((source) => source.startsWith('https:'));
    assert.deepEqual(hosts('script-src'), [TAG_MANAGER, 'https://icons.example.test'], 'tag manager and icon script');
    assert.deepEqual(
      hosts('connect-src'),
      [
        TAG_MANAGER,
        'https://TESTAPP1-dsn.algolia.net',
        ...[1, 2, 3].map((n) => `https://TESTAPP1-${n}.algolianet.com`),
        'https://icons.example.test',
      ],
      'tag manager pings, the hosted search read and retry hosts, the icon loader',
    );
    assert.deepEqual(hosts('img-src'), [TAG_MANAGER], 'tag manager pixel');
    assert.deepEqual(hosts('frame-src'), [TAG_MANAGER], 'tag manager noscript frame');
    for (const hash of inlineScripts.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)) {
      assert.ok(csp.get('script-src')?.includes(hash), `the tag manager's inline script ${hash} is allowed`);
    }
    for (const directive of ['default-src', 'style-src', 'font-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors']) {
      assert.deepEqual(csp.get(directive), FIXED_POLICY[directive], `${directive} is unchanged`);
    }
  });

  test('the page with the switches runs under that policy: its scripts run and load, none is refused', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      // The machine has no network: answer the switches' hosts with an empty script. A request
      // the policy refuses never gets here.
      const requested: string[] = [];
      await context.route(/^https:/, (route) => {
        requested.push(new URL(route.request().url()).origin);
        return route.fulfill({status: 200, contentType: 'application/javascript', body: ''});
      });
      const refused: string[] = [];
      const tab = await context.newPage();
      tab.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await tab.goto(`${server.origin}${page}`);
      await tab.waitForSelector('html[data-has-hydrated="true"]');
      await tab.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('gtm.js')));
      assert.deepEqual(refused, []);
      assert.ok(
        await tab.evaluate(() => Array.isArray((window as {dataLayer?: unknown[]}).dataLayer)),
        "the tag manager's inline scripts ran",
      );
      assert.deepEqual([...new Set(requested)].sort(), ['https://icons.example.test', TAG_MANAGER]);
    } finally {
      await browser.close();
    }
  });
});
