/**
 * Serving the production build on loopback for the tests and benchmarks: a free port, the
 * README's server (`npm run serve`, scripts/serve.ts: nginx's URL rules in Node) started on it,
 * and a wait until it answers. A child process, because scripts/run-tests.ts blocks its own
 * event loop while the tests run.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const serveScript = path.join(root, 'scripts/serve.ts');

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

/** Serves build/ (or `dir`, another build) with scripts/serve.ts on a free loopback port. */
export async function serveBuild(dir = 'build'): Promise<ServedBuild> {
  const port = await freePort();
  const args = ['--import', 'tsx', serveScript, '--port', String(port), '--host', '127.0.0.1', '--dir', dir];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/docs/`, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {origin, stop: () => child.kill()};
}
