/**
 * `npm run serve`: the production build at http://localhost:3000/docs/ with the same redirects,
 * 404s and cache headers as deploy/nginx.conf (scripts/lib/buildServer.ts says why this is not
 * `docusaurus serve`). `--port`, `--host` and `--dir` (the build folder) change the defaults;
 * scripts/lib/serveBuild.ts starts it on a free loopback port for the tests and benchmarks.
 */
import {existsSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createBuildHandler, createClientErrorHandler, KEEP_ALIVE_TIMEOUT_MS, MAX_HEADER_BYTES} from './lib/buildServer';
import {BASE_URL} from '../src/versions/versions';

const root = path.resolve(import.meta.dirname, '..');
const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '3000'},
    host: {type: 'string', default: 'localhost'},
    dir: {type: 'string', default: 'build'},
  },
});
const buildDir = path.resolve(root, values.dir);
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${path.relative(process.cwd(), buildDir) || '.'}/: run \`npm run build\` first.`);
  process.exit(1);
}
// Node's default head limit (16 KB) is below nginx's: a long search address would get 431 here.
const server = createServer({maxHeaderSize: MAX_HEADER_BYTES, keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS}, createBuildHandler(buildDir));
server.on('clientError', createClientErrorHandler(buildDir));
server.on('error', (error) => {
  console.error(`Cannot serve on ${values.host}:${values.port}: ${error.message}`);
  process.exit(1);
});
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), buildDir) || '.'}/ at http://${values.host}:${values.port}${BASE_URL}`);
});
