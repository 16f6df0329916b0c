/**
 * The MCP server: its tools, each answering from one docs version's data only (./data.ts), that
 * version chosen per call (./version.ts) and named at the top of every answer, with links to the
 * pages on the site. The answers reuse the site's own code: the search ranking, the diagnostics
 * catalog's matching, the API facts' lookup, the upgrade planner and the project check.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {ALL_VERSIONS, LATEST_VERSION, docUrl, type DocsVersion} from '../../../src/versions/versions';
import {matchDiagnostic, type CatalogEntry} from '../../../src/diagnostics/catalog';
import {guideFor} from '../../../src/diagnostics/guide';
import {indexFacts, itemsNamedBy} from '../../../src/versions/facts/lookup';
import type {ApiItem} from '../../../src/versions/facts/compute';
import {historyItemsNamed, statusAtRelease} from '../../../src/versions/facts/atRelease';
import {planMarkdown} from '../../../src/compare/planner/markdown';
import {compareReleases, releaseOf} from '../../../src/compare/planner/links';
import {checkProject} from '../../../src/compare/projectCheck';
import {entryRoute} from '../../../src/diagnostics/render';
import {DocsData, type PageRecord} from './data';
import {indexPages, search, type VersionIndex} from './search';
import {detectProjectVersion, versionFromArgument, type ResolvedVersion} from './version';
import packageJson from '../package.json';

export interface ServerOptions {
  /** The project whose Stencil version answers when a call names none. */
  cwd: string;
  /** A version every call uses when it names none (the `--version` option), instead of the project's. */
  version?: string;
  dataDir: string;
}

/** The route of the API availability page, in every version. */
const API_AVAILABILITY_ROUTE = 'api-availability';
const MAX_API_ITEMS = 15;

const versionArgument = z
  .string()
  .optional()
  .describe(
    `A docs version (${ALL_VERSIONS.map((version) => version.name).join(', ')}) or a @stencil/core version such as 4.34.0. ` +
      "Leave it out to use the version the project's node_modules (or package.json) has.",
  );

const text = (body: string): CallToolResult => ({content: [{type: 'text', text: body}]});
const failure = (body: string): CallToolResult => ({content: [{type: 'text', text: body}], isError: true});

export function createServer(options: ServerOptions): McpServer {
  const data = new DocsData(options.dataDir);
  const indexes = new Map<string, VersionIndex>();
  const link = (version: DocsVersion, route: string, anchor?: string) =>
    `${data.meta.origin}${docUrl(version, route)}${anchor ? `#${anchor}` : ''}`;

  /**
   * The version a call answers from. Throws when there is none: the SDK turns the error into the
   * call's error result (`isError`), which is what the caller should read.
   */
  function resolve(argument: string | undefined): ResolvedVersion {
    const chosen = argument ?? options.version;
    const resolved = chosen === undefined ? detectProjectVersion(options.cwd) : versionFromArgument(chosen);
    if (!resolved) {
      throw new Error(
        `"${chosen}" names no docs version. Use one of ${ALL_VERSIONS.map((version) => version.name).join(', ')} or a release such as 4.34.0.`,
      );
    }
    if (!data.hasVersion(resolved.version.name)) {
      throw new Error(
        `This server's data has no pages of ${resolved.version.label} (${resolved.reason}); it has ${data.meta.versions.join(', ')}.`,
      );
    }
    return resolved;
  }
  const heading = ({version, reason}: ResolvedVersion) =>
    `Answering from the Stencil docs ${version.label} (@stencil/core ${version.npmVersion}): ${reason}.`;

  const pageOf = (version: DocsVersion, route: string) => data.pagesOf(version.name).find((page) => page.route === route);
  const indexOf = (version: DocsVersion) => {
    let index = indexes.get(version.name);
    if (!index) {
      index = indexPages(data.pagesOf(version.name));
      indexes.set(version.name, index);
    }
    return index;
  };

  const server = new McpServer({name: 'stencil-docs', version: packageJson.version});

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Stencil docs',
      description:
        "Searches the Stencil docs of the project's Stencil version (or the version given) and returns the best pages with a link and an excerpt. A question or a pasted message both work.",
      inputSchema: {
        query: z.string().min(2).max(500).describe('What to look for: a question, some words, or a pasted message.'),
        version: versionArgument,
        limit: z.number().int().min(1).max(20).optional().describe('How many pages at most (default 5).'),
      },
    },
    async ({query, version, limit}) => {
      const resolved = resolve(version);
      const versionIndex = data.meta.versions.indexOf(resolved.version.name);
      const hits = search(indexOf(resolved.version), data.vocabulary, versionIndex, query, limit ?? 5);
      const lines = [heading(resolved), ''];
      if (hits.length === 0) lines.push(`No page of ${resolved.version.label} matches "${query}".`);
      hits.forEach((hit, i) => {
        const where = hit.section ? ` › ${hit.section.heading}` : '';
        lines.push(`${i + 1}. [${hit.page.title}${where}](${link(resolved.version, hit.page.route, hit.section?.anchor)})`);
        if (hit.page.description) lines.push(`   ${hit.page.description}`);
        lines.push(`   ${hit.excerpt}`, `   Page route for get_page: ${hit.page.route}`);
      });
      return text(lines.join('\n'));
    },
  );

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

  server.registerTool(
    'explain_message',
    {
      title: 'Look up a compiler or runtime message',
      description:
        "Finds a message Stencil printed (paste it, with your own names in it) among the messages of the project's Stencil release, with what triggers it and how to fix it. Says when that release never prints it and which releases do.",
      inputSchema: {
        message: z.string().min(3).max(5000).describe('The message as printed.'),
        version: versionArgument,
      },
    },
    async ({message, version}) => {
      const resolved = resolve(version);
      const release = resolved.version.npmVersion;
      const own = matchDiagnostic(
        message,
        data.diagnostics.filter((entry) => entry.releases.includes(release)),
      );
      const any = matchDiagnostic(message, data.diagnostics);
      const lines = [heading(resolved), ''];
      const best = any[0];
      if (best && !best.entry.releases.includes(release) && (!own[0] || best.score > own[0].score)) {
        // Oldest first: the first release that prints it is the one an upgrade reaches first.
        const printers = docsVersionsOf(best.entry).reverse();
        const releases = [...best.entry.releases].reverse();
        lines.push(
          `@stencil/core ${release} (${resolved.version.label}) does not print this message. It is printed by @stencil/core ${releases.join(', ')} (docs ${printers.map((v) => v.label).join(', ')}).`,
          '',
          ...describeEntry(best.entry, printers[0]),
        );
        if (own[0]) lines.push('', `The nearest message ${release} does print:`, '', ...describeEntry(own[0].entry, resolved.version));
        return text(lines.join('\n'));
      }
      if (!own[0]) {
        lines.push(`No message of @stencil/core ${release} matches. Try search_docs with the message's words.`);
        return text(lines.join('\n'));
      }
      lines.push(...describeEntry(own[0].entry, resolved.version));
      for (const other of own.slice(1, 3)) lines.push('', 'Also close:', '', ...describeEntry(other.entry, resolved.version));
      return text(lines.join('\n'));
    },
  );

  function docsVersionsOf(entry: CatalogEntry): DocsVersion[] {
    return ALL_VERSIONS.filter((version) => entry.releases.includes(version.npmVersion) && data.hasVersion(version.name));
  }

  function describeEntry(entry: CatalogEntry, version: DocsVersion | undefined): string[] {
    const lines = [`Message (${entry.origin} ${entry.level}): ${entry.pattern.replace(/\s+/g, ' ').trim()}`];
    if (entry.sourceFile) lines.push(`Reported from: ${entry.sourceFile}${entry.functionName ? ` (${entry.functionName})` : ''}`);
    const guide = guideFor(entry.pattern);
    if (guide) lines.push(`What triggers it: ${guide.trigger}`, `How to fix it: ${guide.fix}`);
    if (version) {
      lines.push(`Explained at: ${link(version, entryRoute(entry, data.diagnostics), entry.id)}`);
      for (const page of guide?.pages ?? []) {
        const found = data.pagesOf(version.name).find((candidate) => candidate.file === page.file);
        if (found) lines.push(`See also: [${page.label}](${link(version, found.route)})`);
      }
    }
    return lines;
  }

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
      },
    },
    async ({name, version}) => {
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
          return text(lines.join('\n'));
        }
        for (const item of found.slice(0, MAX_API_ITEMS)) {
          lines.push(`- ${item.name} (${item.kind.at(-1)!.value}, ${item.area}): ${statusAtRelease(history, item, release)}`);
        }
        if (found.length > MAX_API_ITEMS) lines.push(`… and ${found.length - MAX_API_ITEMS} more; name it more precisely.`);
        lines.push('', `Every item with its releases: ${link(resolved.version, API_AVAILABILITY_ROUTE)}`);
        return text(lines.join('\n'));
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
        return text(lines.join('\n'));
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
      return text(lines.join('\n'));
    },
  );

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
      if (compareReleases(releaseOf(source.version), releaseOf(target.version)) >= 0) {
        lines.push(`${target.version.label} is not newer than ${source.version.label}: nothing to upgrade.`);
        return text(lines.join('\n'));
      }
      lines.push(planMarkdown(data.planner, source.version, target.version, data.meta.origin));
      return text(lines.join('\n'));
    },
  );

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
      const upgrading = compareReleases(releaseOf(resolved.version), releaseOf(target.version)) < 0;
      const result = checkProject(files, {
        target: target.version.name,
        from: resolved.version.name,
        apiItems: data.apiFacts,
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

  return server;
}

/** Whether docs version `name` is newer than `version`. */
function newerThan(name: string, version: DocsVersion): boolean {
  const other = ALL_VERSIONS.find((candidate) => candidate.name === name);
  return other ? compareReleases(releaseOf(other), releaseOf(version)) > 0 : false;
}

/** Whether docs version `name` is `version` or older. */
function versionsUpTo(name: string, version: DocsVersion): boolean {
  return !newerThan(name, version);
}

/**
 * A page named by a caller → its route in a version: `components/properties`, `/docs/v3/components/properties`,
 * `https://stenciljs.com/docs/next/components/properties.md#x` all give `components/properties`.
 */
export function routeOf(page: string, baseUrl: string): string {
  let route = page
    .trim()
    .replace(/^[a-z]+:\/\/[^/]+/i, '')
    .split(/[#?]/)[0];
  const base = baseUrl.replace(/\/$/, '');
  if (route === base || route.startsWith(`${base}/`)) route = route.slice(base.length);
  route = route.replace(/^\/+|\/+$/g, '').replace(/\.md$/, '');
  const first = route.split('/')[0];
  if (ALL_VERSIONS.some((version) => version.pathSegment && version.pathSegment === first)) route = route.split('/').slice(1).join('/');
  return route;
}

export type {PageRecord};
