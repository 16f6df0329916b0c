/**
 * What every tool of the server shares (./tools/, one file per tool): the data, the options, how
 * a call's version is chosen and named at the top of its answer, and links to the site.
 */
import {statSync} from 'node:fs';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {ALL_VERSIONS, docUrl, publicVersionName, type DocsVersion} from '../../../src/versions/versions';
import {docsVersionForRelease} from '../../../src/versions/documentedBy';
import type {Release} from '../../../src/versions/release';
import {DocsData, type PageRecord} from './data';
import {ANSWER_LIMIT, WHOLE, piece, type AskAgain, type PieceRequest} from './sections';
import {indexPages, type VersionIndex} from './search';
import {detectProjectVersion, versionFromArgument, type ResolvedVersion} from './version';

export interface ServerOptions {
  /** The project whose Stencil version answers when a call names none. */
  cwd: string;
  /** A version every call uses when it names none (the `--version` option), instead of the project's. */
  version?: string;
  dataDir: string;
}

export interface ToolContext {
  data: DocsData;
  options: ServerOptions;
  /**
   * The version a call answers from. Throws when there is none: the SDK turns the error into the
   * call's error result (`isError`), which is what the caller should read.
   */
  resolve: (argument: string | undefined) => ResolvedVersion;
  /**
   * A version a caller names (a `version`, `from`, `to` or `upgradeTo`): a docs version, or a
   * release the data knows. Throws, naming what is accepted, for anything else (`v9`).
   */
  named: (argument: string) => ResolvedVersion;
  /**
   * The answer under its heading lines, cut to what the call asked for (./sections.ts): an index
   * of its sections when it is long, a section, or a part.
   */
  answer: (head: string, body: string, request: PieceRequest, again: AskAgain, anchors?: PageRecord['sections']) => CallToolResult;
  /** The first line of every answer: the version answered from, and why. */
  heading: (resolved: ResolvedVersion) => string;
  /** A page of the site: `https://…/docs/v4.37/events#anchor`. */
  link: (version: DocsVersion, route: string, anchor?: string) => string;
  pageOf: (version: DocsVersion, route: string) => PageRecord | undefined;
  /** The version's search index, built on first use. */
  indexOf: (version: DocsVersion) => VersionIndex;
}

/** The docs versions as the site's URLs name them (`next`, `v4.38`, …): never Docusaurus's internal `current`. */
export const versionNames = (versions: readonly DocsVersion[] = ALL_VERSIONS) => versions.map(publicVersionName).join(', ');

export const versionArgument = z
  .string()
  .optional()
  .describe(
    `A docs version (${versionNames()}) or a @stencil/core version such as 4.34.0. ` +
      "Leave it out to use the version the project's node_modules (or package.json) has.",
  );

export const sectionArgument = z
  .string()
  .max(300)
  .optional()
  .describe(
    `A long answer (over ${ANSWER_LIMIT} characters) first comes as an index of its sections; pass a section's id from it to get that section, or "${WHOLE}" for the whole answer.`,
  );

export const partArgument = z
  .number()
  .int()
  .min(1)
  .optional()
  .describe(`An answer (or section) still over ${ANSWER_LIMIT} characters comes in parts; the part to return (default 1).`);

export const text = (body: string): CallToolResult => ({content: [{type: 'text', text: body}]});
export const failure = (body: string): CallToolResult => ({content: [{type: 'text', text: body}], isError: true});

/**
 * The server's context. Throws, with one sentence saying what is wrong and what is accepted, when
 * the options cannot work (no data, a `cwd` that is no folder, a `version` it does not know): the
 * CLI prints it and exits before it answers anything.
 */
export function toolContext(options: ServerOptions): ToolContext {
  const data = new DocsData(options.dataDir);
  const indexes = new Map<string, VersionIndex>();
  const withData = ALL_VERSIONS.filter((version) => data.hasVersion(version.name));

  /** Whether a release is one the data knows: a published one the API history read, or a docs version's own. */
  const knownRelease = (release: Release) =>
    data.apiHistory
      ? data.apiHistory.releases.includes(release) || withData.some((version) => version.npmVersion === release)
      : docsVersionForRelease(release).position !== 'other-major';

  const accepted = () => {
    const releases = data.apiHistory?.releases;
    return `Accepted: a docs version (${versionNames(withData)}) or a @stencil/core release ${
      releases
        ? `from ${releases[0]} to ${releases.at(-1)}`
        : `of Stencil ${[...new Set(withData.map((version) => version.major))].sort().join(', ')}`
    } (4.34.0, or a range such as ^4.34.0).`;
  };

  // A project's own release (a nightly, a release newer than the data) is answered as it maps; only a name a caller gives must be known.
  const checked = (resolved: ResolvedVersion | undefined, argument: string, fromProject = false): ResolvedVersion => {
    if (!resolved || (!fromProject && resolved.release && !knownRelease(resolved.release as Release))) {
      throw new Error(`"${argument}" is not a version this server knows. ${accepted()}`);
    }
    if (!data.hasVersion(resolved.version.name)) {
      throw new Error(
        `This server's data has no pages of ${resolved.version.label} (${resolved.reason}); it has ${versionNames(withData)}.`,
      );
    }
    return resolved;
  };

  const stat = (() => {
    try {
      return statSync(options.cwd);
    } catch {
      return undefined;
    }
  })();
  if (!stat?.isDirectory()) {
    throw new Error(
      `--cwd ${options.cwd}: ${stat ? 'not a folder' : 'no such folder'}; give the folder of the Stencil project (where its package.json is).`,
    );
  }
  if (options.version !== undefined) {
    try {
      checked(versionFromArgument(options.version), options.version);
    } catch (error) {
      throw new Error(`--version ${(error as Error).message}`, {cause: error});
    }
  }

  return {
    data,
    options,
    resolve(argument) {
      const chosen = argument ?? options.version;
      return chosen === undefined
        ? checked(detectProjectVersion(options.cwd), options.cwd, true)
        : checked(versionFromArgument(chosen), chosen);
    },
    named: (argument) => checked(versionFromArgument(argument), argument),
    answer(head, body, request, again, anchors) {
      const {text, isError} = piece(head, body, request, again, anchors);
      return isError ? failure(text) : {content: [{type: 'text', text}]};
    },
    heading: ({version, reason}) => `Answering from the Stencil docs ${version.label} (@stencil/core ${version.npmVersion}): ${reason}.`,
    link: (version, route, anchor) => `${data.meta.origin}${docUrl(version, route)}${anchor ? `#${anchor}` : ''}`,
    pageOf: (version, route) => data.pagesOf(version.name).find((page) => page.route === route),
    indexOf(version) {
      let index = indexes.get(version.name);
      if (!index) {
        index = indexPages(data.pagesOf(version.name));
        indexes.set(version.name, index);
      }
      return index;
    },
  };
}
