/**
 * `npm run serve` (scripts/serve.ts, started on a free loopback port the way the tests and
 * benchmarks start it) follows the same URL rules as deploy/nginx.conf: the shared table in
 * tests/support/servingCases.ts, which tests/nginx.test.ts runs against nginx.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {serveBuild, type ServedBuild} from '../scripts/lib/serveBuild';
import {servingRuleTests} from './support/servingCases';
import {docUrl, LATEST_VERSION} from '../src/versions/versions';

let served: ServedBuild;
before(async () => {
  served = await serveBuild();
});
after(() => served?.stop());

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${served.origin}${pathname}`, {redirect: 'manual', headers});

servingRuleTests(() => served.origin);

test('only GET and HEAD; HEAD sends the headers without the body', async () => {
  const page = docUrl(LATEST_VERSION, 'introduction');
  const post = await fetch(`${served.origin}${page}`, {method: 'POST'});
  assert.equal(post.status, 405);
  assert.equal(post.headers.get('allow'), 'GET, HEAD');
  const head = await fetch(`${served.origin}${page}`, {method: 'HEAD'});
  assert.equal(head.status, 200);
  assert.ok(Number(head.headers.get('content-length')) > 0);
  assert.equal(await head.text(), '');
});

test('paths that climb out of the build stay on the site', async () => {
  for (const pathname of ['/docs/../../etc/passwd', '/docs/%2e%2e/%2e%2e/etc/passwd', '/docs/..%2f..%2fetc%2fpasswd']) {
    const response = await get(pathname);
    assert.ok([301, 400, 404].includes(response.status), `${pathname}: ${response.status}`);
    assert.doesNotMatch(await response.text(), /root:/, pathname);
  }
});
