/**
 * `npm run bench:mcp [-- --runs 10]`: the docs MCP server's startup, from spawning it to its answer
 * to the first tools/list (after initialize), on the system's Node, and the package's size (its
 * files on disk, and `npm pack`'s tarball). Run after `npm run mcp:build`.
 */
import {execFileSync, spawn} from 'node:child_process';
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const packageDir = path.resolve(import.meta.dirname, '..');
const bin = path.join(packageDir, 'dist/cli.mjs');
const {values} = parseArgs({options: {runs: {type: 'string', default: '10'}, node: {type: 'string', default: '/usr/bin/node'}}});

function startup(): Promise<number> {
  const started = performance.now();
  const child = spawn(values.node!, [bin, '--cwd', packageDir], {stdio: ['pipe', 'pipe', 'inherit']});
  const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
  send({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'bench', version: '0'}},
  });
  send({jsonrpc: '2.0', method: 'notifications/initialized'});
  send({jsonrpc: '2.0', id: 2, method: 'tools/list'});
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('"id":2')) {
        resolve(performance.now() - started);
        child.kill();
      }
    });
    child.on('exit', () => reject(new Error('the server exited before answering tools/list')));
  });
}

const times: number[] = [];
for (let run = 0; run < Number(values.runs); run += 1) times.push(await startup());
times.sort((a, b) => a - b);
const version = execFileSync(values.node!, ['--version'], {encoding: 'utf8'}).trim();
console.log(
  `startup to the first tools/list answer, Node ${version}, ${times.length} runs: median ${times[times.length >> 1].toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
);

const bytes = (dir: string): number =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => statSync(path.join(dir, file)))
    .reduce((sum, stat) => sum + (stat.isFile() ? stat.size : 0), 0);
const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json'], {cwd: packageDir, encoding: 'utf8'})) as {
  size: number;
  unpackedSize: number;
}[];
console.log(
  `size: data/ ${(bytes(path.join(packageDir, 'data')) / 1e6).toFixed(2)} MB, dist/ ${(bytes(path.join(packageDir, 'dist')) / 1e3).toFixed(0)} kB; npm pack: ${(pack.size / 1e6).toFixed(2)} MB packed, ${(pack.unpackedSize / 1e6).toFixed(2)} MB unpacked`,
);
