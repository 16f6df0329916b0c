/**
 * The MCP server: its tools (./tools/, one file each), each answering from one docs version's
 * data only (./data.ts), that version chosen per call (./version.ts) and named at the top of
 * every answer, with links to the pages on the site (./context.ts). The answers reuse the site's
 * own code: the search pipeline, the diagnostics catalog's matching, the API facts' lookup, the
 * upgrade planner and the project check.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {toolContext, type ServerOptions} from './context';
import * as apiAvailability from './tools/apiAvailability';
import * as checkProject from './tools/checkProject';
import * as explainMessage from './tools/explainMessage';
import * as getPage from './tools/getPage';
import * as planUpgrade from './tools/planUpgrade';
import * as searchDocs from './tools/searchDocs';
import packageJson from '../package.json';

export type {ServerOptions} from './context';
export type {PageRecord} from './data';
export {routeOf} from './routeOf';

/** The tools, in the order a client lists them. */
const TOOLS = [searchDocs, getPage, explainMessage, apiAvailability, planUpgrade, checkProject];

export function createServer(options: ServerOptions): McpServer {
  const server = new McpServer({name: 'stencil-docs', version: packageJson.version});
  const context = toolContext(options);
  for (const tool of TOOLS) tool.register(server, context);
  return server;
}
