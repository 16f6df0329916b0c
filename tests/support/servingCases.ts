/**
 * The URL rules both servers of the build must follow (issue 12), as one table that
 * tests/nginx.test.ts runs against deploy/nginx.conf and tests/serving.test.ts against
 * `npm run serve` (scripts/serve.ts): same request, same status, same Location, same
 * Cache-Control. Versions, paths and routes come from src/versions/versions.ts. Hostile
 * targets, Range and over-long addresses go through a raw socket (./rawRequest.ts): fetch would
 * rewrite the first and merges a header sent twice.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {MARKDOWN_CONTENT_TYPE, VERSION_ROOT_DOC} from '../../src/plugins/servingRules/rules';
import {twinPath} from '../../src/markdown/twinPath';
import {readHeadings} from '../../src/markdown/syntax/headings';
import {ALL_VERSIONS, BASE_URL, docUrl, LATEST_VERSION, NEXT_VERSION, RELEASED_VERSIONS} from '../../src/versions/versions';
import {perVersionFile} from '../../src/plugins/llmsTxt/outputs';
import {headerValues, rawRequest, type RawResponse} from './rawRequest';

const OLDEST = RELEASED_VERSIONS.at(-1)!;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const intro = (version = LATEST_VERSION) => docUrl(version, VERSION_ROOT_DOC);

/** Every version but the latest has a root of its own (the latest's is the landing page). */
export const VERSION_ROOT_REDIRECTS: [string, string][] = ALL_VERSIONS.filter((version) => version !== LATEST_VERSION).flatMap(
  (version): [string, string][] => [
    [version.path, intro(version)],
    [`${version.path}/`, intro(version)],
  ],
);

/** One hop each: request → Location. */
export const REDIRECTS: [string, string][] = [
  // Trailing slash → the clean URL; the query stays.
  [`${intro()}/`, intro()],
  [`${docUrl(OLDEST, 'events')}/`, docUrl(OLDEST, 'events')],
  [`${intro()}/?from=old`, `${intro()}?from=old`],
  // Version roots, with or without a slash, → that version's introduction.
  ...VERSION_ROOT_REDIRECTS,
  [`${NEXT_VERSION.path}?from=old`, `${intro(NEXT_VERSION)}?from=old`],
  // `//` → one slash, never a protocol-relative Location; the query is not touched.
  [`${BASE_URL}/${VERSION_ROOT_DOC}`, intro()],
  [`/${intro()}`, intro()],
  [`${BASE_URL}//${VERSION_ROOT_DOC}?q=a//b`, `${intro()}?q=a//b`],
  // x.html, x/index, x/index.html → x.
  [`${intro()}.html`, intro()],
  [`${docUrl(OLDEST, 'getting-started')}.html`, docUrl(OLDEST, 'getting-started')],
  [`${docUrl(NEXT_VERSION, 'index')}`, NEXT_VERSION.path],
  [`${docUrl(RELEASED_VERSIONS[1], VERSION_ROOT_DOC)}/index.html`, intro(RELEASED_VERSIONS[1])],
  [`${BASE_URL}index.html`, BASE_URL],
  [`${BASE_URL}index`, BASE_URL],
  [`${intro()}.html?from=old`, `${intro()}?from=old`],
  // Targets keep the request's percent-encoding: nothing decoded reaches the header.
  [`${BASE_URL}a%20b.html`, `${BASE_URL}a%20b`],
  [`${BASE_URL}x%0d%0aSet-Cookie:%20a=b.html`, `${BASE_URL}x%0d%0aSet-Cookie:%20a=b`],
  // Nothing outside /docs/ but a redirect to it.
  ['/', BASE_URL],
  [BASE_URL.replace(/\/$/, ''), BASE_URL],
  [`/${VERSION_ROOT_DOC}`, BASE_URL],
  ['/index.html', BASE_URL],
  ['/404.html', BASE_URL],
  ['/docs-not-found', BASE_URL],
  ['/assets/js/main.js', BASE_URL],
];

/**
 * Request targets a crawler, link checker or proxy may send as they are (a browser would not):
 * backslashes, `//`, encoded slashes, backslashes and dots, control characters. Whatever comes
 * back, a Location stays on the site; these are the exact answers. 400: a redirect would have
 * copied a raw backslash (or `..` climbs above the root, or the request line is invalid).
 */
// cspell:ignore Cevil Fevil
export const HOSTILE: [target: string, status: number, location?: string][] = [
  ['//\\evil.example', 400],
  ['//\\/evil.example/', 400],
  [`${BASE_URL}/\\evil.example`, 400],
  [`${BASE_URL}\\evil.example/`, 400],
  [`${BASE_URL}\\evil.example.html`, 400],
  [`${intro()}/?q=C:\\Users`, 400],
  [`${BASE_URL.replace(/\/$/, '')}?q=a\\b`, 400],
  [`${NEXT_VERSION.path}?q=a\\b`, 400],
  // Not redirected, so nothing is copied: a miss, and a query typed into the address bar.
  [`${BASE_URL}a\\b`, 404],
  [`${BASE_URL}search?q=C:\\Users\\app`, 200],
  ['/\\evil.example', 301, BASE_URL],
  ['//%5Cevil.example', 301, '/%5Cevil.example'],
  ['//%5C%5Cevil.example', 301, '/%5C%5Cevil.example'],
  ['/%5C%5Cevil.example', 301, BASE_URL],
  ['/%2F%2Fevil.example', 301, BASE_URL],
  ['/%2f/evil.example', 301, BASE_URL],
  [`${BASE_URL}%2F%2Fevil.example/`, 301, `${BASE_URL}%2F%2Fevil.example`],
  [`${BASE_URL}..//evil.example`, 301, `${BASE_URL}../evil.example`],
  [`${BASE_URL}%2e%2e/%2e%2e//evil.example`, 400],
  [`${BASE_URL}../../evil.example`, 400],
  ['/\t/evil.example', 400],
];

/** A Location that stays on the site: one leading `/`, no `/` or `\` right after it, no `\` anywhere. */
export const SAME_SITE_LOCATION = /^\/(?![/\\])[^\\]*$/;

/**
 * Addresses that reach a page through `assets/`: the answer is the page's HTML, so it is
 * revalidated like any page, never cached as a hashed asset (issue 31).
 */
export const PAGES_THROUGH_ASSETS: string[] = [
  `${BASE_URL}assets/../${VERSION_ROOT_DOC}`,
  `${BASE_URL}assets/%2e%2e/${VERSION_ROOT_DOC}`,
  `${BASE_URL}assets/%2E%2E/${VERSION_ROOT_DOC}`,
  `${BASE_URL}assets/.%2e/${VERSION_ROOT_DOC}`,
  `${BASE_URL}assets/js/../../${VERSION_ROOT_DOC}`,
  `${BASE_URL}assets/./../${VERSION_ROOT_DOC}`,
];

/** Range headers: none is honoured; the whole file comes back with 200, malformed or not. */
export const RANGES = ['bytes=abc', 'bytes=0-3', 'bytes=99999999-', 'bytes=5-2', 'bytes=0-0,2-3'];

/** A pasted Windows stack trace, the kind of text a reader searches for, about `bytes` long once encoded. */
export function searchAddress(bytes: number): string {
  const line = '    at Object.<anonymous> (C:\\Users\\dev\\app\\src\\components\\my-cmp\\my-cmp.tsx:12:7)\n';
  const trace = line.repeat(Math.ceil(bytes / encodeURIComponent(line).length));
  return `${BASE_URL}search?q=${encodeURIComponent(trace)}`.slice(0, bytes);
}

/** Each header at most once: a server that repeats them (nginx's 416 did) sends contradictions. */
function assertNoRepeatedHeader(response: RawResponse, label: string): void {
  const names = response.headers.map(([name]) => name);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  assert.deepEqual(repeated, [], `${label}: headers sent twice`);
}

/** The not-found page with status 404. */
export const NOT_FOUND: string[] = [
  `${BASE_URL}no-such-page`,
  docUrl(OLDEST, 'nope/deeper'),
  `${BASE_URL}404`,
  `${BASE_URL}404.html`,
  `${BASE_URL}assets/js/missing.js`,
  `${BASE_URL}_server/nginx.conf`,
];

/** Pages answering 200 with HTML. */
export const PAGES: string[] = [
  BASE_URL,
  ...ALL_VERSIONS.map((version) => intro(version)),
  docUrl(LATEST_VERSION, LATEST_VERSION.upgradeGuideRoute!),
];

/**
 * The machine-readable index (src/plugins/llmsTxt) answering 200 as UTF-8 text: the site-wide pair,
 * and each version's pair under /docs/llms/, whose `v3.txt` or `next.txt` no version rule may take.
 */
export const TEXT_FILES: string[] = [
  `${BASE_URL}llms.txt`,
  `${BASE_URL}llms-full.txt`,
  ...ALL_VERSIONS.flatMap((version) => [`${BASE_URL}${perVersionFile(version, false)}`, `${BASE_URL}${perVersionFile(version, true)}`]),
];

/** Pages with a Markdown twin (src/markdown/twinPath.ts), the landing page's included. */
export const NEGOTIATED_PAGES: string[] = [intro(), docUrl(OLDEST, 'getting-started'), docUrl(NEXT_VERSION, 'events'), BASE_URL];

/** What a browser sends (Chromium's navigation Accept): it never names Markdown. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';

/** The tokens of the Vary headers sent (nginx adds Accept-Encoding for gzip). */
const varyTokens = (values: string[]) => values.flatMap((value) => value.split(',').map((token) => token.trim().toLowerCase()));

/** Registers the shared tests against the server at `origin()` (read once the server runs). */
export function servingRuleTests(origin: () => string): void {
  const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${origin()}${pathname}`, {redirect: 'manual', headers});
  const raw = (target: string, headers: Record<string, string> = {}) => rawRequest(origin(), target, headers);

  test('pages answer 200 with HTML', async () => {
    for (const pathname of PAGES) {
      const response = await get(pathname);
      assert.equal(response.status, 200, pathname);
      assert.match(response.headers.get('content-type') ?? '', /text\/html/, pathname);
      assert.equal(response.headers.get('cache-control'), 'no-cache', pathname);
    }
  });

  test('llms files, per version too, answer 200 as UTF-8 text and Markdown twins as Markdown, revalidated', async () => {
    for (const [pathname, type] of [
      ...TEXT_FILES.map((file) => [file, 'text/plain; charset=utf-8']),
      ...NEGOTIATED_PAGES.map((page) => [twinPath(page), MARKDOWN_CONTENT_TYPE]),
    ]) {
      const response = await get(pathname);
      assert.equal(response.status, 200, pathname);
      assert.equal(response.headers.get('content-type'), type, pathname);
      assert.equal(response.headers.get('cache-control'), 'no-cache', pathname);
      // The whole body is read; only its first line can hold a heading at line 1 (readHeadings
      // reads line by line), and reading all 8 MB of llms-full.txt's headings took 2 CPU seconds.
      const heading = readHeadings((await response.text()).split('\n', 1)[0])[0];
      assert.ok(heading?.depth === 1 && heading.line === 1, `${pathname} opens with its h1`);
    }
  });

  test('content negotiation: Accept: text/markdown gets the twin at the page URL, a browser the HTML, both with Vary: Accept (one header)', async () => {
    for (const page of NEGOTIATED_PAGES) {
      const twin = await (await get(twinPath(page))).text();
      for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9, */*;q=0.8']) {
        const label = `${page} with Accept: ${accept}`;
        const response = await raw(page, {Accept: accept, 'Accept-Encoding': 'identity'});
        assertNoRepeatedHeader(response, label);
        assert.equal(response.status, 200, label);
        assert.deepEqual(headerValues(response, 'content-type'), [MARKDOWN_CONTENT_TYPE], label);
        assert.ok(varyTokens(headerValues(response, 'vary')).includes('accept'), `${label}: Vary names Accept`);
        assert.deepEqual(headerValues(response, 'cache-control'), ['no-cache'], label);
        assert.equal(response.body, twin, `${label}: the twin itself`);
      }
      for (const accept of [BROWSER_ACCEPT, 'text/markdown;q=0', undefined]) {
        const label = `${page} with Accept: ${accept}`;
        const response = await raw(page, accept === undefined ? {} : {Accept: accept});
        assertNoRepeatedHeader(response, label);
        assert.equal(response.status, 200, label);
        assert.match(headerValues(response, 'content-type')[0] ?? '', /^text\/html/, label);
        assert.ok(varyTokens(headerValues(response, 'vary')).includes('accept'), `${label}: Vary names Accept`);
        assert.match(response.body, /^<!doctype html>/i, label);
      }
    }
    // No twin: the search page stays HTML, an unknown URL stays 404 with the site's page.
    const search = await get(`${BASE_URL}search`, {accept: 'text/markdown'});
    assert.equal(search.status, 200);
    assert.match(search.headers.get('content-type') ?? '', /^text\/html/);
    for (const pathname of [`${BASE_URL}no-such-page`, docUrl(OLDEST, 'no-such-page')]) {
      const missing = await get(pathname, {accept: 'text/markdown'});
      assert.equal(missing.status, 404, pathname);
      assert.match(await missing.text(), /Page Not Found/i, pathname);
    }
    // A hashed asset is not negotiated.
    const html = await (await get(intro())).text();
    const script = /<script src="?(\/docs\/assets\/js\/[^"\s>]+\.js)/.exec(html)?.[1];
    assert.ok(script);
    const asset = await get(script, {accept: 'text/markdown'});
    assert.match(asset.headers.get('content-type') ?? '', /javascript/);
    assert.ok(!varyTokens([asset.headers.get('vary') ?? '']).includes('accept'), 'an asset does not vary on Accept');
  });

  test('redirects: trailing slash, version roots, `//`, .html and /index, outside /docs/ (301, exact Location)', async () => {
    for (const [from, to] of REDIRECTS) {
      const response = await get(from);
      assert.equal(response.status, 301, from);
      assert.equal(response.headers.get('location'), to, from);
      assert.match(to, SAME_SITE_LOCATION, from);
      assert.equal(response.headers.get('set-cookie'), null, from);
      assert.equal(response.headers.get('cache-control'), 'no-cache', `${from}: a redirect is revalidated`);
    }
  });

  test('hostile targets (backslashes, `//`, encoded forms, dots) never redirect off the site', async () => {
    for (const [target, status, location] of HOSTILE) {
      const response = await raw(target);
      const label = JSON.stringify(target);
      assertNoRepeatedHeader(response, label);
      assert.equal(response.status, status, label);
      const sent = headerValues(response, 'location');
      assert.deepEqual(sent, location === undefined ? [] : [location], label);
      for (const value of sent) assert.match(value, SAME_SITE_LOCATION, label);
      assert.deepEqual(headerValues(response, 'cache-control'), ['no-cache'], label);
      if (status >= 400) assert.match(response.body, /Page Not Found/i, `${label}: the site's own error page`);
    }
  });

  test('cache headers follow the file served: a page reached through assets/ is revalidated', async () => {
    for (const target of PAGES_THROUGH_ASSETS) {
      const response = await raw(target);
      assertNoRepeatedHeader(response, target);
      assert.equal(response.status, 200, target);
      assert.match(headerValues(response, 'content-type')[0] ?? '', /text\/html/, target);
      assert.match(response.body, /<html/, target);
      assert.deepEqual(headerValues(response, 'cache-control'), ['no-cache'], target);
    }
  });

  test('Range is ignored: 200 with the whole file and its own cache header, never 416', async () => {
    const html = await (await get(intro())).text();
    const script = /<script src="?(\/docs\/assets\/js\/[^"\s>]+\.js)/.exec(html)?.[1];
    assert.ok(script, 'the page loads a hashed script');
    for (const [target, cacheControl] of [
      [intro(), 'no-cache'],
      [script, IMMUTABLE],
      // The file served decides, also on the way back out of assets/.
      [script.replace(`${BASE_URL}assets/`, `${BASE_URL}assets/../assets/`), IMMUTABLE],
    ]) {
      const whole = await raw(target);
      assert.equal(whole.status, 200, target);
      assert.deepEqual(headerValues(whole, 'cache-control'), [cacheControl], target);
      for (const range of RANGES) {
        const label = `${target} with Range: ${range}`;
        const response = await raw(target, {Range: range});
        assertNoRepeatedHeader(response, label);
        assert.equal(response.status, 200, label);
        assert.deepEqual(headerValues(response, 'content-range'), [], label);
        assert.deepEqual(headerValues(response, 'accept-ranges'), [], `${label}: no ranges offered`);
        assert.deepEqual(headerValues(response, 'cache-control'), [cacheControl], label);
        assert.equal(response.body, whole.body, label);
      }
    }
    const missing = await raw(`${BASE_URL}assets/js/missing.js`, {Range: 'bytes=0-3'});
    assert.equal(missing.status, 404);
    assert.deepEqual(headerValues(missing, 'cache-control'), ['no-cache']);
  });

  test('a long pasted search (20 KB address) gets the search page; over 32 KB, 414 with the site page', async () => {
    const long = await raw(searchAddress(20_000));
    assertNoRepeatedHeader(long, 'a 20 KB search address');
    assert.equal(long.status, 200, 'a 20 KB search address');
    assert.match(long.body, /<html/);
    assert.doesNotMatch(long.body, /Page Not Found/i);
    const tooLong = await raw(searchAddress(40_000));
    assertNoRepeatedHeader(tooLong, 'a 40 KB address');
    assert.equal(tooLong.status, 414, 'a 40 KB address');
    assert.match(tooLong.body, /Page Not Found/i, "the site's own page, not the server's");
    assert.deepEqual(headerValues(tooLong, 'cache-control'), ['no-cache']);
  });

  test('every version root lands on a page of that version', async () => {
    for (const [from, to] of VERSION_ROOT_REDIRECTS) {
      assert.equal((await get(to)).status, 200, `${from} → ${to}`);
    }
  });

  test('several runs of slashes end on the single-slash page, never on a 200 with `//`', async () => {
    let pathname = docUrl(OLDEST, 'events').split('/').join('//');
    const seen: string[] = [pathname];
    let response = await get(pathname);
    while (response.status === 301 && seen.length < 6) {
      pathname = response.headers.get('location')!;
      seen.push(pathname);
      response = await get(pathname);
    }
    assert.equal(response.status, 200, seen.join(' → '));
    assert.equal(pathname, docUrl(OLDEST, 'events'), seen.join(' → '));
  });

  test('unknown paths, /docs/404 and the server folder get the 404 page with status 404, never cached for long', async () => {
    for (const pathname of NOT_FOUND) {
      const response = await get(pathname);
      assert.equal(response.status, 404, pathname);
      assert.match(await response.text(), /Page Not Found/i, pathname);
      assert.equal(response.headers.get('cache-control'), 'no-cache', pathname);
    }
  });

  test('a hashed asset is immutable for a year, also when revalidated (304)', async () => {
    const html = await (await get(intro())).text();
    const script = /<script src="?(\/docs\/assets\/js\/[^"\s>]+\.js)/.exec(html)?.[1];
    assert.ok(script, 'the page loads a hashed script');
    const asset = await get(script);
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('content-type') ?? '', /javascript/);
    assert.equal(asset.headers.get('cache-control'), IMMUTABLE);
    const etag = asset.headers.get('etag');
    assert.ok(etag, 'the asset has an ETag');
    const revalidated = await get(script, {'if-none-match': etag});
    assert.equal(revalidated.status, 304);
    assert.equal(revalidated.headers.get('cache-control'), IMMUTABLE);
  });
}
