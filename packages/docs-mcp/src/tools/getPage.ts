/** The `get_page` tool: one page of a version as Markdown (by section when it is long), or where else it is. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {ALL_VERSIONS} from '../../../../src/versions/versions';
import {routeOf, versionInPage} from '../routeOf';
import type {ResolvedVersion} from '../version';
import {failure, partArgument, sectionArgument, versionArgument, type ToolContext} from '../context';

export function register(server: McpServer, {data, resolve, heading, link, pageOf, answer}: ToolContext): void {
  server.registerTool(
    'get_page',
    {
      title: 'Get a docs page',
      description:
        "Returns one page of the Stencil docs as Markdown, in the project's Stencil version, the version its URL names (`/docs/v3/config`), or the version given. Name it by its route (config/dev-server) or its URL. A long page comes as an index of its sections first; ask for one with `section`.",
      inputSchema: {
        page: z.string().min(1).max(300).describe('The page: a route such as `components/properties`, or a URL or path of the site.'),
        version: versionArgument,
        section: sectionArgument,
        part: partArgument,
      },
    },
    async ({page, version, section, part}) => {
      const inUrl = versionInPage(page, data.meta.baseUrl);
      const asked = version === undefined ? undefined : resolve(version);
      if (inUrl && asked && asked.version !== inUrl) {
        return failure(
          `The page "${page}" is in ${inUrl.label}, but version ${version} (${asked.version.label}) was asked for; give one of them.`,
        );
      }
      const resolved: ResolvedVersion =
        asked ?? (inUrl ? {...resolve(inUrl.label), reason: `the version the page's URL names (${inUrl.label})`} : resolve(undefined));
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
      return answer(
        `${heading(resolved)}\nPage: ${link(resolved.version, route)}`,
        found.markdown,
        {section, part},
        {tool: 'get_page', args: {page, ...(version === undefined ? {} : {version})}},
        found.sections,
      );
    },
  );
}
