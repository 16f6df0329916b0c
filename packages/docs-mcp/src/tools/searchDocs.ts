/** The `search_docs` tool: the best pages of a version for a question or a pasted message (./search.ts, the site's pipeline). */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {search} from '../search';
import {partArgument, versionArgument, type ToolContext} from '../context';

export function register(server: McpServer, {data, resolve, heading, link, indexOf, answer}: ToolContext): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Stencil docs',
      description:
        "Searches the Stencil docs of the project's Stencil version (or the version given) and returns the best pages with a link and an excerpt. A question or a pasted message both work.",
      inputSchema: {
        query: z.string().min(2).max(500).describe('What to look for: a question, some words, or a pasted message.'),
        version: versionArgument,
        part: partArgument,
        limit: z.number().int().min(1).max(20).optional().describe('How many pages at most (default 5).'),
      },
    },
    async ({query, version, limit, part}) => {
      const reply = (lines: string[]) =>
        answer(lines[0], lines.slice(1).join('\n').replace(/^\n+/, ''), {part}, {tool: 'search_docs', args: {query, version, limit}});
      const resolved = resolve(version);
      const versionIndex = data.meta.versions.indexOf(resolved.version.name);
      const hits = await search(indexOf(resolved.version), data.vocabulary, versionIndex, query, limit ?? 5);
      const lines = [heading(resolved), ''];
      if (hits.length === 0) lines.push(`No page of ${resolved.version.label} matches "${query}".`);
      hits.forEach((hit, i) => {
        const where = hit.section ? ` › ${hit.section.heading}` : '';
        lines.push(`${i + 1}. [${hit.page.title}${where}](${link(resolved.version, hit.page.route, hit.section?.anchor)})`);
        if (hit.page.description) lines.push(`   ${hit.page.description}`);
        lines.push(`   ${hit.excerpt}`, `   Page route for get_page: ${hit.page.route}`);
      });
      return reply(lines);
    },
  );
}
