/**
 * `npm run serve` (scripts/serve.ts, started on a free loopback port the way the tests and
 * benchmarks start it) follows the same URL rules as deploy/nginx.conf: the shared table in
 * tests/support/servingCases.ts, which tests/nginx.test.ts runs against nginx.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {Agent, get as httpGet} from 'node:http';
import {setTimeout as sleep} from 'node:timers/promises';
import {serveBuild, type ServedBuild} from '../scripts/lib/serveBuild';
import {servingRuleTests} from './support/servingCases';
import {docUrl, LATEST_VERSION} from '../src/versions/versions';

let served: ServedBuild;
/** One kept-alive connection, first used as the file starts and reused by its last test. */
const keptAlive = new Agent({keepAlive: true, maxSockets: 1});
/** Longer than node:http's default keep-alive (5 s), which closed connections a busy test process still counted on. */
const IDLE_MS = 7_000;
interface KeptAliveAnswer {
  status: number | undefined;
  /** Whether the request went over a connection an earlier request had opened. */
  reused: boolean;
}
/** The first answer, and when it had arrived (the connection idle from then on). */
let firstUse: {answer: KeptAliveAnswer; at: number};
const getKeptAlive = (pathname: string) =>
  new Promise<KeptAliveAnswer>((resolve, reject) => {
    const request = httpGet(`${served.origin}${pathname}`, {agent: keptAlive}, (response) =>
      response.resume().on('end', () => resolve({status: response.statusCode, reused: request.reusedSocket})),
    );
    request.on('error', reject);
  });
before(async () => {
  served = await serveBuild();
  const answer = await getKeptAlive(docUrl(LATEST_VERSION, 'introduction'));
  firstUse = {answer, at: Date.now()};
});
after(() => {
  keptAlive.destroy();
  served?.stop();
});

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

test('an idle connection stays open as nginx keeps it (75 s): a client that comes back after 7 s reuses it', async () => {
  assert.equal(firstUse.answer.status, 200);
  await sleep(Math.max(0, firstUse.at + IDLE_MS - Date.now()));
  const again = await getKeptAlive(docUrl(LATEST_VERSION, 'introduction'));
  assert.equal(again.status, 200);
  assert.ok(again.reused, 'the second request went over the first connection');
});
