/**
 * deploy/nginx.conf, served by Debian's nginx on a loopback port over the production build:
 * clean URLs and their redirects, 404s, caching, gzip, security headers, and a site that runs
 * under its Content-Security-Policy without a violation.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {launchBrowser, watchContext} from './support/browser';
import {freePort, waitForHttp} from '../scripts/lib/serveBuild';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

let nginx: ChildProcess;
let origin: string;

before(async () => {
  assert.ok(existsSync(NGINX), `nginx is installed at ${NGINX} (.ci/run installs it with apt-get)`);
  assert.ok(existsSync(path.join(buildDir, 'index.html')), 'the production build exists');
  const prefix = mkdtempSync(path.join(tmpdir(), 'docs-nginx-'));
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(prefix, dir));
  symlinkSync(buildDir, path.join(prefix, 'build'));
  const port = await freePort();
  const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8').replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  assert.match(conf, new RegExp(`listen 127\\.0\\.0\\.1:${port};`), 'the test can move the server to a loopback port');
  writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off; user root;'], {stdio: ['ignore', 'ignore', 'inherit']});
  origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/docs/`, nginx, 10_000);
});
after(() => {
  nginx?.kill();
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${origin}${pathname}`, {redirect: 'manual', headers});

test('clean URLs answer 200 with HTML', async () => {
  for (const pathname of ['/docs/', '/docs/introduction', '/docs/next/introduction', '/docs/v2/introduction/upgrading-to-stencil-three']) {
    const response = await get(pathname);
    assert.equal(response.status, 200, pathname);
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
  }
});

test('.html and /index paths redirect to the clean URL', async () => {
  const cases: [string, string][] = [
    ['/docs/introduction.html', '/docs/introduction'],
    ['/docs/v3/getting-started.html', '/docs/v3/getting-started'],
    ['/docs/next/index', '/docs/next'],
    ['/docs/v4.37/introduction/index.html', '/docs/v4.37/introduction'],
    ['/docs/index.html', '/docs/'],
    ['/docs/introduction.html?from=old', '/docs/introduction?from=old'],
  ];
  for (const [from, to] of cases) {
    const response = await get(from);
    assert.equal(response.status, 301, from);
    assert.equal(response.headers.get('location'), to, from);
  }
});

test('unknown paths get the 404 page with status 404', async () => {
  for (const pathname of ['/docs/no-such-page', '/docs/v3/nope/deeper', '/docs/assets/js/missing.js']) {
    const response = await get(pathname);
    assert.equal(response.status, 404, pathname);
    assert.match(await response.text(), /Page Not Found/i, pathname);
  }
});

test('hashed assets are immutable for a year; HTML is revalidated', async () => {
  const html = await (await get('/docs/introduction')).text();
  const script = /<script src="?(\/docs\/assets\/js\/[^"\s>]+\.js)/.exec(html)?.[1];
  assert.ok(script, 'the page loads a hashed script');
  const asset = await get(script);
  assert.equal(asset.status, 200);
  assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal((await get('/docs/introduction')).headers.get('cache-control'), 'no-cache');
});

test('text responses are gzipped', async () => {
  const html = await (await get('/docs/introduction')).text();
  const css = /<link rel="?stylesheet"? href="?(\/docs\/assets\/css\/[^"\s>]+\.css)/.exec(html)?.[1];
  assert.ok(css);
  for (const pathname of ['/docs/introduction', css, '/docs/llms.txt']) {
    const response = await get(pathname, {'accept-encoding': 'gzip'});
    assert.equal(response.headers.get('content-encoding'), 'gzip', pathname);
  }
});

test('security headers on pages, assets and 404s', async () => {
  for (const pathname of ['/docs/introduction', '/docs/no-such-page', '/docs/img/logo.svg']) {
    const headers = (await get(pathname)).headers;
    assert.equal(headers.get('x-content-type-options'), 'nosniff', pathname);
    assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin', pathname);
    assert.match(headers.get('content-security-policy') ?? '', /default-src 'self'/, pathname);
  }
});

test("the CSP's inline-script hashes match the build", () => {
  const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const allowed = new Set(Array.from(conf.matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g), (m) => m[1]));
  const needed = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, name.name);
      if (name.isDirectory()) walk(full);
      else if (name.name.endsWith('.html')) {
        for (const match of readFileSync(full, 'utf8').matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
          if (match[1]) needed.add(`sha256-${createHash('sha256').update(match[1]).digest('base64')}`);
        }
      }
    }
  };
  walk(buildDir);
  const missing = [...needed].filter((hash) => !allowed.has(hash));
  assert.deepEqual(missing, [], `add these to $csp_script_hashes in deploy/nginx.conf: ${missing.map((h) => `'${h}'`).join(' ')}`);
});

test('the site runs under the CSP: no violation, no console error, no foreign request', async () => {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const problems = await watchContext(context);
    const page = await context.newPage();
    for (const pathname of ['/docs/introduction', '/docs/v3/getting-started', '/docs/next/component-lifecycle']) {
      await page.goto(`${origin}${pathname}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
    }
    // Client-side navigation loads further chunks under the same policy.
    await page.locator('nav[aria-label="Docs sidebar"] a', {hasText: 'Events'}).first().click();
    await page.waitForURL(/\/events$/);
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.foreignRequests, []);
  } finally {
    await browser.close();
  }
});
