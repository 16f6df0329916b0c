/** The `plan_upgrade` tool: the upgrade planner's checklist between two docs versions. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {LATEST_VERSION} from '../../../../src/versions/versions';
import {planMarkdown} from '../../../../src/compare/planner/markdown';
import {compareDocsVersions} from '../../../../src/versions/versions';
import {versionFromArgument} from '../version';
import {failure, text, versionArgument, type ToolContext} from '../context';

export function register(server: McpServer, {data, resolve, heading}: ToolContext): void {
  server.registerTool(
    'plan_upgrade',
    {
      title: 'Plan a Stencil upgrade',
      description:
        "The checklist for upgrading Stencil from one docs version to another, in the order to work through it: the major upgrade guides crossed, each documented change release by release, and the API items added, deprecated or removed. `from` defaults to the project's version, `to` to the latest release.",
      inputSchema: {
        from: versionArgument,
        to: z.string().optional().describe(`The version to upgrade to (default ${LATEST_VERSION.label}, the latest release).`),
      },
    },
    async ({from, to}) => {
      const source = resolve(from);
      const target = to === undefined ? {version: LATEST_VERSION, reason: 'the latest release'} : versionFromArgument(to);
      if (!target) return failure(`"${to}" names no docs version.`);
      const lines = [
        heading(source),
        `Upgrading to ${target.version.label} (@stencil/core ${target.version.npmVersion}): ${target.reason}.`,
        '',
      ];
      if (compareDocsVersions(source.version, target.version) >= 0) {
        lines.push(`${target.version.label} is not newer than ${source.version.label}: nothing to upgrade.`);
        return text(lines.join('\n'));
      }
      lines.push(planMarkdown(data.planner, source.version, target.version, data.meta.origin));
      return text(lines.join('\n'));
    },
  );
}
