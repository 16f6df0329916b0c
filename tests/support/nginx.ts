/**
 * deploy/nginx.conf over build/ for a whole test file (scripts/lib/nginx.ts starts it): for
 * browser tests that must run under the headers production sends, its Content-Security-Policy
 * above all.
 */
import path from 'node:path';
import {after, before} from 'node:test';
import {startNginx, type NginxServer} from '../../scripts/lib/nginx';

const buildDir = path.resolve(import.meta.dirname, '../../build');

/**
 * Starts nginx over build/ before the file's tests and stops it after them. Register it before
 * useBrowserSession(): that teardown asserts, and nginx must stop even when it fails.
 */
export function useNginx(): {origin: string} {
  const server = {origin: ''};
  let running: NginxServer | undefined;
  before(async () => {
    running = await startNginx(buildDir);
    server.origin = running.origin;
  });
  after(() => running?.stop());
  return server;
}
