/**
 * deploy/nginx.conf as written, moved to a free loopback port, served by Debian's nginx over a
 * build folder (as tests/nginx.test.ts and tests/notFound.test.ts start it): for browser tests
 * that must run under the headers production sends, its Content-Security-Policy above all.
 */
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before} from 'node:test';
import {freePort, waitForHttp} from '../../scripts/lib/serveBuild';
import {BASE_URL} from '../../src/utils/versions';

const root = path.resolve(import.meta.dirname, '../..');
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxServer {
  origin: string;
  stop: () => void;
}

export async function startNginx(buildDir = path.join(root, 'build')): Promise<NginxServer> {
  assert.ok(existsSync(NGINX_PATH), `nginx is installed at ${NGINX_PATH} (.ci/run installs it with apt-get)`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'docs-nginx-'));
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(prefix, dir));
  symlinkSync(buildDir, path.join(prefix, 'build'));
  const port = await freePort();
  const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8').replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  assert.match(conf, new RegExp(`listen 127\\.0\\.0\\.1:${port};`), 'the test can move the server to a loopback port');
  writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off; user root;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill();
    rmSync(prefix, {recursive: true, force: true});
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}${BASE_URL}`, child, 10_000);
  } catch (error) {
    stop();
    throw error;
  }
  return {origin, stop};
}

/**
 * Starts nginx over build/ before the file's tests and stops it after them. Register it before
 * useBrowserSession(): that teardown asserts, and nginx must stop even when it fails.
 */
export function useNginx(): {origin: string} {
  const server = {origin: ''};
  let running: NginxServer | undefined;
  before(async () => {
    running = await startNginx();
    server.origin = running.origin;
  });
  after(() => running?.stop());
  return server;
}
