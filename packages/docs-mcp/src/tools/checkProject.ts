/** The `check_project` tool: the project's stencil.config.ts and package.json against its version or an upgrade (src/compare/projectCheck). */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {compareDocsVersions} from '../../../../src/versions/versions';
import {checkProject} from '../../../../src/compare/projectCheck';
import {versionFromArgument} from '../version';
import {text, versionArgument, type ToolContext} from '../context';

export function register(server: McpServer, {data, options, resolve, heading}: ToolContext): void {
  server.registerTool(
    'check_project',
    {
      title: "Check a project's stencil.config.ts",
      description:
        "Checks the project's stencil.config.ts (and package.json) against its Stencil version, or against the version it upgrades to: keys that version does not know (with the nearest one), keys a later release adds, keys removed or deprecated on the way, output targets and framework wrappers, and the upgrade plan without the items that concern nothing the project uses. Nothing of the project runs; the config is read as text. The files are read from the project's folder unless given.",
      inputSchema: {
        stencilConfig: z.string().max(200_000).optional().describe("The text of stencil.config.ts (default: the project's file)."),
        packageJson: z.string().max(200_000).optional().describe("The text of package.json (default: the project's file)."),
        version: versionArgument,
        upgradeTo: z.string().optional().describe('Check the upgrade to this version (e.g. v4.38) rather than the project as it is.'),
      },
    },
    async ({stencilConfig, packageJson, version, upgradeTo}) => {
      const resolved = resolve(version);
      const target = upgradeTo === undefined ? resolved : versionFromArgument(upgradeTo);
      if (!target) throw new Error(`"${upgradeTo}" names no docs version.`);
      const fromFile = (name: string) => {
        const file = path.join(options.cwd, name);
        return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      };
      const files = {
        stencilConfig: stencilConfig ?? fromFile('stencil.config.ts'),
        packageJson: packageJson ?? fromFile('package.json'),
        tsconfig: fromFile('tsconfig.json'),
      };
      const upgrading = compareDocsVersions(resolved.version, target.version) < 0;
      const result = checkProject(files, {
        target: target.version.name,
        from: resolved.version.name,
        apiItems: data.apiFacts,
        wrapperPeers: data.planner.wrapperPeers,
        ...(upgrading ? {planner: data.planner} : {}),
      });
      const site = (href: string) => `${data.meta.origin}${href}`;
      const where =
        stencilConfig !== undefined
          ? 'as given'
          : files.stencilConfig
            ? `read from ${path.join(options.cwd, 'stencil.config.ts')}`
            : 'not found';
      const lines = [
        heading(resolved),
        upgrading
          ? `Checking the upgrade to ${target.version.label} (@stencil/core ${target.version.npmVersion}). stencil.config.ts: ${where}.`
          : `Checking the project as it is, against ${resolved.version.label}. stencil.config.ts: ${where}.`,
        '',
      ];
      for (const problem of result.problems)
        lines.push(`- ${problem.file} does not parse at line ${problem.line}, column ${problem.column}: ${problem.message}`);
      if (result.configRead) {
        lines.push(result.findings.length === 0 ? 'No key of the config needs attention.' : 'Findings:');
        for (const finding of result.findings) {
          lines.push(
            `- line ${finding.line}:${finding.column} \`${finding.key}\` (${finding.kind}): ${finding.message} ${site(finding.href)}`,
          );
        }
        for (const part of result.notChecked) lines.push(`- line ${part.line}: ${part.where} not checked: ${part.reason}`);
        if (result.outputTargets.length > 0) {
          lines.push('', `Output targets: ${result.outputTargets.map((use) => `${use.name} (line ${use.line})`).join(', ')}.`);
        }
      }
      for (const wrapper of result.wrappers)
        lines.push(`- ${wrapper.package} (${wrapper.framework}): ${wrapper.expects} ${site(wrapper.href)}`);
      if (result.plan) {
        const {plan, hidden, total} = result.plan;
        lines.push(
          '',
          `Upgrade plan: ${plan.itemCount} of ${total} items concern this project (${hidden} left out: they name output targets or keys it does not use).`,
        );
        for (const section of plan.sections) {
          for (const group of section.groups) {
            lines.push('', `${section.title} › ${group.title}:`);
            for (const item of group.items)
              lines.push(`- ${item.title} (${item.release})${item.todo ? `: ${item.todo}` : ''} ${site(item.href)}`);
          }
        }
      }
      return text(lines.join('\n'));
    },
  );
}
