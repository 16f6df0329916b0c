/** The `plan_upgrade` tool: the upgrade planner's checklist between two docs versions, by section when it is long. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {LATEST_VERSION} from '../../../../src/versions/versions';
import {planMarkdown} from '../../../../src/compare/planner/markdown';
import {compareDocsVersions} from '../../../../src/versions/versions';
import {partArgument, sectionArgument, text, versionArgument, type ToolContext} from '../context';

export function register(server: McpServer, {data, resolve, named, heading, answer}: ToolContext): void {
  server.registerTool(
    'plan_upgrade',
    {
      title: 'Plan a Stencil upgrade',
      description:
        "The checklist for upgrading Stencil from one docs version to another, in the order to work through it: the major upgrade guides crossed, each documented change release by release, and the API items added, deprecated or removed. `from` defaults to the project's version, `to` to the latest release. A long plan comes as an index of its sections first; ask for one with `section`.",
      inputSchema: {
        from: versionArgument,
        to: z
          .string()
          .optional()
          .describe(
            `The version to upgrade to (default ${LATEST_VERSION.label}, the latest release): a docs version or a @stencil/core release.`,
          ),
        section: sectionArgument,
        part: partArgument,
      },
    },
    async ({from, to, section, part}) => {
      const source = resolve(from);
      const target = to === undefined ? {version: LATEST_VERSION, reason: 'the latest release'} : named(to);
      const head = [
        heading(source),
        `Upgrading to ${target.version.label} (@stencil/core ${target.version.npmVersion}): ${target.reason}.`,
      ].join('\n');
      if (compareDocsVersions(source.version, target.version) >= 0) {
        return text(`${head}\n\n${target.version.label} is not newer than ${source.version.label}: nothing to upgrade.`);
      }
      const args = {...(from === undefined ? {} : {from}), ...(to === undefined ? {} : {to})};
      return answer(
        head,
        planMarkdown(data.planner, source.version, target.version, data.meta.origin),
        {section, part},
        {tool: 'plan_upgrade', args},
      );
    },
  );
}
