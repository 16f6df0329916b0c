/** The `get_page` tool: one page of a version as Markdown, or where else it is. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {ALL_VERSIONS} from '../../../../src/versions/versions';
import {routeOf} from '../routeOf';
import {failure, text, versionArgument, type ToolContext} from '../context';

export function register(server: McpServer, {data, resolve, heading, link, pageOf}: ToolContext): void {
  server.registerTool(
    'get_page',
    {
      title: 'Get a docs page',
      description:
        "Returns one page of the Stencil docs as Markdown, in the project's Stencil version (or the version given). Name it by its route (config/dev-server) or its URL.",
      inputSchema: {
        page: z.string().min(1).max(300).describe('The page: a route such as `components/properties`, or a URL or path of the site.'),
        version: versionArgument,
      },
    },
    async ({page, version}) => {
      const resolved = resolve(version);
      const route = routeOf(page, data.meta.baseUrl);
      const found = pageOf(resolved.version, route);
      if (!found) {
        const elsewhere = ALL_VERSIONS.filter((other) => data.hasVersion(other.name) && pageOf(other, route));
        return failure(
          [
            heading(resolved),
            '',
            `${resolved.version.label} has no page "${route}".`,
            elsewhere.length > 0
              ? `It is in ${elsewhere.map((other) => `${other.label} (${link(other, route)})`).join(', ')}: that text does not describe ${resolved.version.label}.`
              : 'Try search_docs to find the page.',
          ].join('\n'),
        );
      }
      return text(`${heading(resolved)}\nPage: ${link(resolved.version, route)}\n\n${found.markdown}`);
    },
  );
}
