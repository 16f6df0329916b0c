/**
 * deploy/nginx.conf, served by Debian's nginx on a loopback port over the production build:
 * clean URLs and their redirects (the table in tests/support/servingCases.ts, shared with the
 * Node server), 404s, caching, gzip, security headers, the CSP with and without an opt-in
 * switch, and a site that runs under its Content-Security-Policy without a violation.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {launchBrowser, watchContext} from './support/browser';
import {servingRuleTests} from './support/servingCases';
import {NGINX_PATH as NGINX, startNginx as startNginxServer, type NginxServer} from '../scripts/lib/nginx';
import {
  cspSources,
  inlineScriptHashes,
  NGINX_INCLUDE_FILE,
  renderNginxInclude,
  SERVER_CONFIG_DIR,
  versionRootRedirects,
  type OptInSwitches,
} from '../src/plugins/servingRules/rules';
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
    for (const pathname of [docUrl(LATEST_VERSION, 'introduction'), css, `${BASE_URL}llms.txt`]) {
      const response = await get(pathname, {'accept-encoding': 'gzip'});
      assert.equal(response.headers.get('content-encoding'), 'gzip', pathname);
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

describe('a build with the opt-in switches on', () => {
  const switches: OptInSwitches = {
    tagManager: true,
    hostedSearchAppId: 'TESTAPP1',
    externalScripts: ['https://icons.example.test/icons/icons.esm.js'],
  };
  let server: NginxServer;
  let overlay: string;
  before(async () => {
    // The default build, with the include a build with those switches writes (the same
    // functions src/plugins/servingRules runs after `docusaurus build`).
    overlay = mkdtempSync(path.join(tmpdir(), 'docs-switched-build-'));
    for (const name of readdirSync(buildDir)) {
      if (name !== SERVER_CONFIG_DIR) symlinkSync(path.join(buildDir, name), path.join(overlay, name));
    }
    mkdirSync(path.join(overlay, SERVER_CONFIG_DIR));
    writeFileSync(
      path.join(overlay, NGINX_INCLUDE_FILE),
      renderNginxInclude(versionRootRedirects(), cspSources(switches, [...neededHashes()].sort())),
    );
    server = await startNginx(overlay);
  });
  after(() => rmSync(overlay, {recursive: true, force: true}));

  test('the CSP gains the hosts of the switches, and only in their directives', async () => {
    const csp = parseCsp((await fetch(`${server.origin}${docUrl(LATEST_VERSION, 'introduction')}`)).headers.get('content-security-policy'));
    const hosts = (directive: string) => (csp.get(directive) ?? []).filter((source) => source.startsWith('https:'));
    assert.ok(hosts('script-src').includes('https://www.googletagmanager.com'), 'tag manager script');
    assert.ok(hosts('script-src').includes('https://icons.example.test'), 'icon script origin');
    assert.ok(hosts('connect-src').includes('https://TESTAPP1-dsn.algolia.net'), 'hosted search read host');
    assert.ok(hosts('img-src').includes('https://www.googletagmanager.com'), 'tag manager pixel');
    assert.ok(hosts('frame-src').includes('https://www.googletagmanager.com'), 'tag manager noscript frame');
    for (const directive of ['default-src', 'style-src', 'font-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors']) {
      assert.deepEqual(csp.get(directive), FIXED_POLICY[directive], `${directive} is unchanged`);
    }
    const sources = cspSources(switches, []);
    assert.deepEqual(hosts('connect-src'), sources.connect, 'connect-src is exactly the switches’ hosts');
  });
});
