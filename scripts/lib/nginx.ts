/**
 * deploy/nginx.conf as written, run by Debian's nginx on a free loopback port over a build
 * folder: the production server (gzip, headers, CSP) for tests/nginx.test.ts,
 * tests/notFound.test.ts and `npm run bench` (Lighthouse scores depend on compression).
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {freePort, waitForHttp} from './serveBuild';

const root = path.resolve(import.meta.dirname, '../..');
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxServer {
  origin: string;
  /** Stops nginx and removes its prefix folder. */
  stop: () => void;
}

/** A prefix folder for nginx with deploy/nginx.conf, moved from port 80 to `port` on loopback, over `buildDir`. */
function nginxPrefix(buildDir: string, port: number): {prefix: string; conf: string} {
  if (!existsSync(NGINX_PATH)) throw new Error(`nginx is not installed at ${NGINX_PATH} (Debian: apt-get install nginx)`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'docs-nginx-'));
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(prefix, dir));
  symlinkSync(buildDir, path.join(prefix, 'build'));
  const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8').replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  if (!conf.includes(`listen 127.0.0.1:${port};`)) throw new Error('deploy/nginx.conf has no `listen 80;` line to move to a loopback port');
  writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  return {prefix, conf: path.join(prefix, 'nginx.conf')};
}

/** What `nginx -t` prints for deploy/nginx.conf over `buildDir` (it reads the build's include), and its exit status. */
export async function testNginxConfig(buildDir: string): Promise<{status: number | null; output: string}> {
  const {prefix, conf} = nginxPrefix(buildDir, await freePort());
  try {
    const run = spawnSync(NGINX_PATH, ['-t', '-p', prefix, '-c', conf, '-g', 'user root;'], {encoding: 'utf8'});
    return {status: run.status, output: `${run.stdout}${run.stderr}`};
  } finally {
    rmSync(prefix, {recursive: true, force: true});
  }
}

/** nginx with deploy/nginx.conf, moved from port 80 to a free loopback port, serving `buildDir`. */
export async function startNginx(buildDir: string): Promise<NginxServer> {
  const port = await freePort();
  const {prefix, conf} = nginxPrefix(buildDir, port);
  const child = spawn(NGINX_PATH, ['-p', prefix, '-c', conf, '-g', 'daemon off; user root;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill();
    rmSync(prefix, {recursive: true, force: true});
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/docs/`, child, 10_000);
  } catch (error) {
    stop();
    throw error;
  }
  return {origin, stop};
}
