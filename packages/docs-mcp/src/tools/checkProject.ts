/** The `check_project` tool: the project's stencil.config.ts and package.json against its version or an upgrade (src/compare/projectCheck). */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {compareDocsVersions} from '../../../../src/versions/versions';
import {compareReleases, release} from '../../../../src/versions/release';
import {checkProject} from '../../../../src/compare/projectCheck';
import {partArgument, sectionArgument, versionArgument, type ToolContext} from '../context';

export function register(server: McpServer, {data, options, resolve, named, heading, answer}: ToolContext): void {
  server.registerTool(
    'check_project',
    {
      title: "Check a project's stencil.config.ts",
      description:
        "Checks the project's stencil.config.ts (and package.json) against its Stencil version, or against the version it upgrades to: keys that version does not know (with the nearest one), keys a later release adds, keys removed or deprecated on the way, output targets and framework wrappers, and the upgrade plan without the items that concern nothing the project uses. Nothing of the project runs; the config is read as text. The files are read from the project's folder unless given. A long answer comes as an index of its sections first; ask for one with `section`.",
      inputSchema: {
        stencilConfig: z.string().max(200_000).optional().describe("The text of stencil.config.ts (default: the project's file)."),
        packageJson: z.string().max(200_000).optional().describe("The text of package.json (default: the project's file)."),
        version: versionArgument,
        upgradeTo: z
          .string()
          .optional()
          .describe(
            'Check the upgrade to this docs version (v4.38) or release (4.45.1, checked as itself) rather than the project as it is.',
          ),
        section: sectionArgument,
        part: partArgument,
      },
    },
    async ({stencilConfig, packageJson, version, upgradeTo, section, part}) => {
      const resolved = resolve(version);
      const target = upgradeTo === undefined ? resolved : named(upgradeTo);
      const fromFile = (name: string) => {
        const file = path.join(options.cwd, name);
        return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      };
      const files = {
        stencilConfig: stencilConfig ?? fromFile('stencil.config.ts'),
        packageJson: packageJson ?? fromFile('package.json'),
        tsconfig: fromFile('tsconfig.json'),
        // The components' `@Component()` options, for an upgrade into the next major (issue 41).
        components: stencilConfig === undefined ? componentFiles(options.cwd) : [],
      };
      // The project's exact release (node_modules, else package.json's lowest) is what it is checked as (issue 40).
      const own = resolved.release;
      // A target past the release its docs version documents (4.45.1 on v4.38) is checked as itself.
      const newerThanItsDocs =
        upgradeTo !== undefined &&
        target.release !== undefined &&
        compareReleases(release(target.release), release(target.version.npmVersion)) > 0;
      const targetRelease = upgradeTo === undefined ? own : newerThanItsDocs ? target.release : undefined;
      const crossesDocs = compareDocsVersions(resolved.version, target.version) < 0;
      const checkedRelease = targetRelease ?? target.version.npmVersion;
      const upgrading =
        upgradeTo !== undefined && (crossesDocs || (own !== undefined && compareReleases(release(own), release(checkedRelease)) < 0));
      const history = data.planner.configHistory;
      const result = checkProject(files, {
        target: target.version.name,
        from: own ?? resolved.version.name,
        // The heading says where a release read from the project comes from; "as chosen" would be wrong.
        fromSource: version === undefined && options.version === undefined ? 'project' : 'chosen',
        apiItems: data.apiFacts,
        wrapperPeers: data.planner.wrapperPeers,
        ...(history ? {history} : {}),
        ...(targetRelease ? {targetRelease} : {}),
        ...(crossesDocs ? {planner: data.planner} : {}),
      });
      const site = (href: string) => `${data.meta.origin}${href}`;
      const where =
        stencilConfig !== undefined
          ? 'as given'
          : files.stencilConfig
            ? `read from ${path.join(options.cwd, 'stencil.config.ts')}`
            : 'not found';
      const head = [
        heading(resolved),
        upgrading
          ? `Checking the upgrade to ${targetRelease ? `@stencil/core ${targetRelease} (nearest docs version: ${target.version.label})` : `${target.version.label} (@stencil/core ${checkedRelease})`}. stencil.config.ts: ${where}.`
          : `Checking the project as it is, against ${own ?? resolved.version.label}. stencil.config.ts: ${where}.`,
        // Which releases the facts come from (the exact ones when the data has the history).
        result.stencil.note,
      ].join('\n');
      const lines: string[] = [];
      for (const problem of result.problems)
        lines.push(
          `- ${problem.file} does not parse${problem.line > 0 ? ` at ${at(problem.line, problem.column)}` : ''}: ${problem.message}`,
        );
      if (result.configRead) {
        lines.push('', '## Findings', '');
        if (result.findings.length === 0) lines.push('No key of the config needs attention.');
        for (const finding of result.findings) {
          const where = at(finding.line, finding.column);
          lines.push(`- ${where ? `${where} ` : ''}\`${finding.key}\` (${finding.kind}): ${finding.message} ${site(finding.href)}`);
        }
        for (const part of result.notChecked)
          lines.push(`- ${part.line > 0 ? `${at(part.line)}: ` : ''}${part.where} not checked: ${part.reason}`);
        if (result.outputTargets.length > 0) {
          lines.push(
            '',
            '## Output targets',
            '',
            `${result.outputTargets.map((use) => `${use.name}${use.line > 0 ? ` (${at(use.line)})` : ''}`).join(', ')}.`,
          );
        }
      }
      if (result.migrations) {
        lines.push('', '## Lines the next major changes', '');
        if (result.migrations.length === 0) lines.push('No line that was read is one the next major changes.');
        for (const found of result.migrations)
          lines.push(`- ${found.file} ${at(found.line, found.column)}: ${found.message} ${site(found.item.href)}`);
        for (const problem of result.componentProblems ?? [])
          lines.push(`- ${problem.path} does not parse at ${at(problem.line, problem.column)}: ${problem.message}`);
        if (result.testing) lines.push('', `package.json: ${result.testing.message} ${site(result.testing.href)}`);
      }
      if (result.plugins.length > 0) lines.push('', '## Plugins', '');
      for (const plugin of result.plugins)
        lines.push(
          `- ${plugin.name}${plugin.from ? ` from ${plugin.from}` : ''}${plugin.line > 0 ? ` (${at(plugin.line)})` : ''}: ${plugin.note}`,
        );
      if (result.wrappers.length > 0) lines.push('', '## Framework wrappers', '');
      for (const wrapper of result.wrappers)
        lines.push(`- ${wrapper.package} (${wrapper.framework}): ${wrapper.expects} ${site(wrapper.href)}`);
      if (result.plan) {
        const {plan, hidden, total} = result.plan;
        lines.push(
          '',
          '## Upgrade plan',
          '',
          `${plan.itemCount} of ${total} items concern this project (${hidden} left out: they name output targets or keys it does not use).`,
        );
        for (const section of plan.sections) {
          for (const group of section.groups) {
            lines.push('', `### ${section.title} › ${group.title}`, '');
            for (const item of group.items)
              lines.push(`- ${item.title} (${item.release})${item.todo ? `: ${item.todo}` : ''} ${site(item.href)}`);
          }
        }
      }
      const args = {
        ...(stencilConfig === undefined ? {} : {stencilConfig: '<the same text>'}),
        ...(packageJson === undefined ? {} : {packageJson: '<the same text>'}),
        ...(version === undefined ? {} : {version}),
        ...(upgradeTo === undefined ? {} : {upgradeTo}),
      };
      return answer(head, lines.join('\n').replace(/^\n+/, ''), {section, part}, {tool: 'check_project', args});
    },
  );
}

/** The project's component sources: the `.tsx` files under `src/` that are not tests (at most 500). */
function componentFiles(cwd: string): {path: string; source: string}[] {
  const src = path.join(cwd, 'src');
  if (!existsSync(src)) return [];
  return readdirSync(src, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.tsx') && !/\.(spec|e2e|test)\.tsx$/.test(name))
    .sort()
    .slice(0, 500)
    .map((name) => ({path: path.posix.join('src', name.split(path.sep).join('/')), source: readFileSync(path.join(src, name), 'utf8')}));
}

/** Where a finding is in the file: "line 6:3", "line 6"; empty when the check gives it no place (a key the config leaves unset). */
function at(line?: number, column?: number): string {
  if (line === undefined || !(line > 0)) return '';
  return column && column > 0 ? `line ${line}:${column}` : `line ${line}`;
}
