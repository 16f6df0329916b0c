/** The `explain_message` tool: a printed message matched among the messages of the project's release (the diagnostics catalog), with its cause and fix, or the releases that print it. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {ALL_VERSIONS, NEXT_VERSION, type DocsVersion} from '../../../../src/versions/versions';
import {resolveFences} from '../../../../src/versions/fences';
import {matchDiagnostic} from '../../../../src/diagnostics/catalog';
import {printedAt, rangesText} from '../../../../src/diagnostics/messageHistory';
import {isPrerelease, parseRelease} from '../../../../src/versions/release';
import type {MessageRecord} from '../data';
import {partArgument, versionArgument, type ToolContext} from '../context';

export function register(server: McpServer, {data, resolve, heading, link, answer}: ToolContext): void {
  server.registerTool(
    'explain_message',
    {
      title: 'Look up a compiler or runtime message',
      description:
        "Finds a message Stencil printed (paste it, with your own names in it) among the messages of the project's Stencil release, with what triggers it and how to fix it. Says when that release never prints it and which releases do.",
      inputSchema: {
        message: z.string().min(3).max(5000).describe('The message as printed.'),
        version: versionArgument,
        part: partArgument,
      },
    },
    async ({message, version, part}) => {
      const reply = (lines: string[]) =>
        answer(lines[0], lines.slice(1).join('\n').replace(/^\n+/, ''), {part}, {tool: 'explain_message', args: {message, version}});
      const resolved = resolve(version);
      // The project's exact release where the message history covers it (issue 40), else its docs version's.
      const exact = resolved.release ? parseRelease(resolved.release) : undefined;
      const release = exact ?? resolved.version.npmVersion;
      const exactKnown = exact !== undefined && !isPrerelease(exact);
      const prints = (entry: MessageRecord) =>
        exactKnown && entry.printed ? printedAt(entry.printed, exact) : entry.releases.includes(resolved.version.npmVersion);
      const own = matchDiagnostic(message, data.diagnostics.filter(prints));
      const any = matchDiagnostic(message, data.diagnostics);
      const lines = [heading(resolved), ''];
      const best = any[0];
      if (best && !prints(best.entry) && (!own[0] || best.score > own[0].score)) {
        // Oldest first: the first release that prints it is the one an upgrade reaches first.
        const printers = docsVersionsOf(best.entry).reverse();
        const {printed} = best.entry;
        const releases = printed ? rangesText(printed) : [...best.entry.releases].reverse().join(', ');
        lines.push(
          `@stencil/core ${release} (${resolved.version.label}) does not print this message. It is printed by @stencil/core ${releases} (docs ${printers.map((v) => v.label).join(', ')}).`,
          '',
          ...describeEntry(best.entry, printers[0]),
        );
        if (own[0]) lines.push('', `The nearest message ${release} does print:`, '', ...describeEntry(own[0].entry, resolved.version));
        return reply(lines);
      }
      if (!own[0]) {
        lines.push(`No message of @stencil/core ${release} matches. Try search_docs with the message's words.`);
        return reply(lines);
      }
      lines.push(...describeEntry(own[0].entry, resolved.version));
      for (const other of own.slice(1, 3)) lines.push('', 'Also close:', '', ...describeEntry(other.entry, resolved.version));
      return reply(lines);
    },
  );

  function docsVersionsOf(entry: MessageRecord): DocsVersion[] {
    return ALL_VERSIONS.filter((version) => entry.releases.includes(version.npmVersion) && data.hasVersion(version.name));
  }

  function describeEntry(entry: MessageRecord, version: DocsVersion | undefined): string[] {
    const lines = [`Message (${entry.origin} ${entry.level}): ${entry.pattern.replace(/\s+/g, ' ').trim()}`];
    if (entry.printed) lines.push(`Printed by @stencil/core ${rangesText(entry.printed)}`);
    if (entry.sourceFile) lines.push(`Reported from: ${entry.sourceFile}${entry.functionName ? ` (${entry.functionName})` : ''}`);
    const guide = entry.guide;
    // A guide may word a cause apart per major line (inline version fences): read as the version does, Next without one.
    const asRead = (text: string) => resolveFences(text, version ?? NEXT_VERSION);
    if (guide) lines.push(`What triggers it: ${asRead(guide.trigger)}`, `How to fix it: ${asRead(guide.fix)}`);
    if (version) {
      lines.push(`Explained at: ${link(version, entry.route, entry.id)}`);
      for (const page of guide?.pages ?? []) {
        const found = data.pagesOf(version.name).find((candidate) => candidate.file === page);
        if (found) lines.push(`See also: [${found.title}](${link(version, found.route)})`);
      }
    }
    return lines;
  }
}
