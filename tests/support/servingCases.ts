/**
 * The URL rules both servers of the build must follow (issue 12), as one table that
 * tests/nginx.test.ts runs against deploy/nginx.conf and tests/serving.test.ts against
 * `npm run serve` (scripts/serve.ts): same request, same status, same Location, same
 * Cache-Control. Versions, paths and routes come from src/versions/versions.ts.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {VERSION_ROOT_DOC} from '../../src/plugins/servingRules/rules';
import {ALL_VERSIONS, BASE_URL, docUrl, LATEST_VERSION, NEXT_VERSION, RELEASED_VERSIONS} from '../../src/versions/versions';
import {perVersionFile} from '../../src/plugins/llmsTxt/outputs';

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
  `${docUrl(OLDEST, 'getting-started')}.md`,
];

type Get = (pathname: string, headers?: Record<string, string>) => Promise<Response>;

/** Registers the shared tests; `get` fetches a path from the server under test without following redirects. */
export function servingRuleTests(get: Get): void {
  test('pages answer 200 with HTML', async () => {
    for (const pathname of PAGES) {
      const response = await get(pathname);
      assert.equal(response.status, 200, pathname);
      assert.match(response.headers.get('content-type') ?? '', /text\/html/, pathname);
      assert.equal(response.headers.get('cache-control'), 'no-cache', pathname);
    }
  });

  test('llms files, per version too, and Markdown twins answer 200 as UTF-8 text, revalidated', async () => {
    for (const pathname of TEXT_FILES) {
      const response = await get(pathname);
      assert.equal(response.status, 200, pathname);
      assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8', pathname);
      assert.equal(response.headers.get('cache-control'), 'no-cache', pathname);
      assert.match(await response.text(), /^# /, pathname);
    }
  });

  test('redirects: trailing slash, version roots, `//`, .html and /index, outside /docs/ (301, exact Location)', async () => {
    for (const [from, to] of REDIRECTS) {
      const response = await get(from);
      assert.equal(response.status, 301, from);
      assert.equal(response.headers.get('location'), to, from);
      assert.equal(response.headers.get('set-cookie'), null, from);
      assert.equal(response.headers.get('cache-control'), 'no-cache', `${from}: a redirect is revalidated`);
    }
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
