/** The `api_availability` tool: which docs versions have an API item (the API facts), and whether the project's has it. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {ALL_VERSIONS, type DocsVersion} from '../../../../src/versions/versions';
import {indexFacts, itemsNamedBy} from '../../../../src/versions/facts/lookup';
import type {ApiItem} from '../../../../src/versions/facts/compute';
import {historyItemsNamed, statusAtRelease} from '../../../../src/versions/facts/atRelease';
import {compareDocsVersions} from '../../../../src/versions/versions';
import {partArgument, versionArgument, type ToolContext} from '../context';

/** The route of the API availability page, in every version. */
const API_AVAILABILITY_ROUTE = 'api-availability';
const MAX_API_ITEMS = 15;

export function register(server: McpServer, {data, resolve, heading, link, answer}: ToolContext): void {
  server.registerTool(
    'api_availability',
    {
      title: 'Which Stencil versions have an API',
      description:
        "For a config option, decorator, runtime or testing export, or CLI flag (e.g. `watchExternalDirs`, `@Prop`, `--docs-readme`), says which Stencil docs versions have it, when it was deprecated or removed, and whether the project's version has it.",
      inputSchema: {
        name: z
          .string()
          .min(2)
          .max(200)
          .describe('The name as written in code: `extras.enableImportInjection`, `@Prop`, `newSpecPage`, `--prerender`.'),
        version: versionArgument,
        part: partArgument,
      },
    },
    async ({name, version, part}) => {
      const reply = (lines: string[]) =>
        answer(lines[0], lines.slice(1).join('\n').replace(/^\n+/, ''), {part}, {tool: 'api_availability', args: {name, version}});
      const resolved = resolve(version);
      const history = data.apiHistory;
      // A project on an exact release the history has read is answered for that release, not for
      // the docs version that documents it (issue 40: a 4.1.0 project lacks what 4.33 has).
      if (resolved.release && history?.releases.includes(resolved.release)) {
        const release = resolved.release;
        const found = historyItemsNamed(history, name);
        const lines = [
          heading(resolved),
          `API facts for @stencil/core ${release} itself, from the typings of every published release.`,
          '',
        ];
        if (found.length === 0) {
          lines.push(`No API item of any release from ${history.releases[0]} to ${history.releases.at(-1)} is named "${name}".`);
          return reply(lines);
        }
        for (const item of found.slice(0, MAX_API_ITEMS)) {
          lines.push(`- ${item.name} (${item.kind.at(-1)!.value}, ${item.area}): ${statusAtRelease(history, item, release)}`);
        }
        if (found.length > MAX_API_ITEMS) lines.push(`… and ${found.length - MAX_API_ITEMS} more; name it more precisely.`);
        lines.push('', `Every item with its releases: ${link(resolved.version, API_AVAILABILITY_ROUTE)}`);
        return reply(lines);
      }
      const facts = data.apiFacts;
      let items: ApiItem[] = itemsNamedBy(name, indexFacts(facts));
      let exact = true;
      if (items.length === 0) {
        const needle = name.toLowerCase().replace(/^@|\(\)$/g, '');
        items = facts.filter((item) => item.name.toLowerCase().includes(needle));
        exact = false;
      }
      const lines = [heading(resolved), ''];
      if (items.length === 0) {
        lines.push(`No API item of any docs version is named "${name}".`);
        return reply(lines);
      }
      if (!exact) lines.push(`Nothing is named exactly "${name}"; items whose names contain it:`, '');
      const label = (name?: string) => ALL_VERSIONS.find((v) => v.name === name)?.label ?? name;
      for (const item of items.slice(0, MAX_API_ITEMS)) {
        const has = item.versions.includes(resolved.version.name);
        const status = has
          ? `available in ${resolved.version.label}${item.deprecatedSince && versionsUpTo(item.deprecatedSince, resolved.version) ? ` (deprecated since ${label(item.deprecatedSince)})` : ''}`
          : newerThan(item.since, resolved.version)
            ? `NOT available in ${resolved.version.label}: added in ${label(item.since)}`
            : `NOT available in ${resolved.version.label}: removed after ${label(item.until)}`;
        lines.push(
          `- ${item.name} (${item.kind}, ${item.area}): ${status}. In: ${item.versions.map(label).join(', ')}.${item.deprecatedSince ? ` Deprecated since ${label(item.deprecatedSince)}.` : ''}`,
        );
      }
      if (items.length > MAX_API_ITEMS) lines.push(`… and ${items.length - MAX_API_ITEMS} more; name it more precisely.`);
      lines.push('', `Every item with its versions: ${link(resolved.version, API_AVAILABILITY_ROUTE)}`);
      return reply(lines);
    },
  );
}

/** Whether docs version `name` is newer than `version`. */
function newerThan(name: string, version: DocsVersion): boolean {
  const other = ALL_VERSIONS.find((candidate) => candidate.name === name);
  return other ? compareDocsVersions(other, version) > 0 : false;
}

/** Whether docs version `name` is `version` or older. */
function versionsUpTo(name: string, version: DocsVersion): boolean {
  return !newerThan(name, version);
}
