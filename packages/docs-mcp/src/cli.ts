/**
 * `stencil-docs-mcp`: the server on stdio. `--cwd <dir>` is the project whose Stencil version
 * answers (default: the directory it is started in); `--version <v4.34|3.4.2|…>` answers from that
 * version instead of the project's. Everything else goes to stderr: stdout is the protocol's.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createServer} from './server';

const USAGE = `Usage: stencil-docs-mcp [--cwd <project directory>] [--version <docs version or @stencil/core version>]

An MCP server on stdio answering from the Stencil docs of the project's Stencil version.`;

function main(): void {
  let values: {cwd?: string; version?: string; help?: boolean};
  try {
    ({values} = parseArgs({
      options: {cwd: {type: 'string'}, version: {type: 'string'}, help: {type: 'boolean', short: 'h'}},
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.error(USAGE);
    return;
  }
  // The bundle is dist/cli.mjs; the data it ships sits beside it in data/.
  const dataDir = path.resolve(import.meta.dirname, '../data');
  let server: ReturnType<typeof createServer>;
  try {
    server = createServer({cwd: path.resolve(values.cwd ?? process.cwd()), version: values.version, dataDir});
  } catch (error) {
    // One line, before any protocol message: a client shows it as the reason the server did not start.
    console.error(`stencil-docs-mcp: ${(error as Error).message}`);
    process.exit(2);
  }
  server.connect(new StdioServerTransport()).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

main();
