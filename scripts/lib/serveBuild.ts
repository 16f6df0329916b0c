/**
 * Serving the production build on loopback for the tests and benchmarks: a free port, the
 * README's server (`docusaurus serve`) started on it, and a wait until it answers.
 *
 * In front of it runs the version-aware not-found proxy (issue 12, item 3), which does what
 * deploy/nginx.conf does and `docusaurus serve` cannot: a missing page under a docs version's
 * prefix gets that version's not-found page (src/plugins/versionNotFound) with status 404, not
 * the latest version's, so it hydrates as the same version. It is this file run as a script.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {readFile} from 'node:fs/promises';
import {createServer as createHttpServer, request, type ServerResponse} from 'node:http';
import {createServer} from 'node:net';
import path from 'node:path';
import {BASE_URL} from '../../src/utils/versions';
import {NOT_FOUND_FILE, notFoundPageFile, VERSION_NOT_FOUND_PATHS} from '../../src/plugins/versionNotFound';

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = path.join(root, 'build');
const docusaurusBin = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const NOT_FOUND_PROXY_FLAG = '--version-not-found-proxy';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx, the process exits, or the time runs out. */
export async function waitForHttp(url: string, child?: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface ServedBuild {
  origin: string;
  stop: () => void;
}

/** Serves build/ with `docusaurus serve` on a free loopback port, behind the not-found proxy. */
export async function serveBuild(): Promise<ServedBuild> {
  const upstreamPort = await freePort();
  const child = spawn(process.execPath, [docusaurusBin, 'serve', '--port', String(upstreamPort), '--host', '127.0.0.1', '--no-open'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A process of its own: callers block their event loop (spawnSync) while the tests run.
  const port = await freePort();
  const proxy = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, NOT_FOUND_PROXY_FLAG, String(upstreamPort), String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    proxy.kill();
    child.kill();
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`http://127.0.0.1:${upstreamPort}/docs/`, child);
    await waitForHttp(`${origin}/docs/`, proxy);
  } catch (error) {
    stop();
    throw error;
  }
  return {origin, stop};
}

/**
 * The version's not-found page for a missing path under its prefix; `undefined` where the
 * server's own answer (the latest version's 404.html) is already right.
 */
function versionNotFoundPage(pathname: string): string | undefined {
  const file = notFoundPageFile(pathname, BASE_URL);
  return file === NOT_FOUND_FILE ? undefined : path.join(buildDir, file);
}

async function sendNotFound(response: ServerResponse, file: string, method: string | undefined): Promise<void> {
  const html = await readFile(file);
  response.writeHead(404, {'content-type': 'text/html; charset=utf-8', 'content-length': html.length});
  response.end(method === 'HEAD' ? undefined : html);
}

/**
 * Forwards every request to `docusaurus serve` on `upstreamPort`, except that a 404 under a
 * version's prefix carries that version's not-found page, and the not-found pages' own addresses
 * (`/docs/v3/404.html`, `/docs/v3/404`) answer 404 too, as in deploy/nginx.conf.
 */
function runNotFoundProxy(upstreamPort: number, port: number): void {
  const ownPaths = new Set(VERSION_NOT_FOUND_PATHS.flatMap((page) => [page, page.replace(/\.html$/, '')]));
  const server = createHttpServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://loopback').pathname;
    const versionPage = versionNotFoundPage(pathname);
    const fail = (error: Error) => {
      if (!res.headersSent) res.writeHead(502, {'content-type': 'text/plain'});
      res.end(`not-found proxy: ${error.message}`);
    };
    if (versionPage && ownPaths.has(pathname)) {
      sendNotFound(res, versionPage, req.method).catch(fail);
      return;
    }
    const upstream = request({host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: req.headers}, (upstreamResponse) => {
      if (upstreamResponse.statusCode === 404 && versionPage) {
        upstreamResponse.resume();
        sendNotFound(res, versionPage, req.method).catch(fail);
        return;
      }
      res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
      upstreamResponse.pipe(res);
    });
    upstream.on('error', fail);
    req.pipe(upstream);
  });
  server.listen(port, '127.0.0.1');
}

if (process.argv[2] === NOT_FOUND_PROXY_FLAG && process.argv[1] === import.meta.filename) {
  runNotFoundProxy(Number(process.argv[3]), Number(process.argv[4]));
}
