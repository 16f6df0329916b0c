/**
 * What every tool of the server shares (./tools/, one file per tool): the data, the options, how
 * a call's version is chosen and named at the top of its answer, and links to the site.
 */
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {ALL_VERSIONS, docUrl, type DocsVersion} from '../../../src/versions/versions';
import {DocsData, type PageRecord} from './data';
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
  /** The first line of every answer: the version answered from, and why. */
  heading: (resolved: ResolvedVersion) => string;
  /** A page of the site: `https://…/docs/v4.37/events#anchor`. */
  link: (version: DocsVersion, route: string, anchor?: string) => string;
  pageOf: (version: DocsVersion, route: string) => PageRecord | undefined;
  /** The version's search index, built on first use. */
  indexOf: (version: DocsVersion) => VersionIndex;
}

export const versionArgument = z
  .string()
  .optional()
  .describe(
    `A docs version (${ALL_VERSIONS.map((version) => version.name).join(', ')}) or a @stencil/core version such as 4.34.0. ` +
      "Leave it out to use the version the project's node_modules (or package.json) has.",
  );

export const text = (body: string): CallToolResult => ({content: [{type: 'text', text: body}]});
export const failure = (body: string): CallToolResult => ({content: [{type: 'text', text: body}], isError: true});

export function toolContext(options: ServerOptions): ToolContext {
  const data = new DocsData(options.dataDir);
  const indexes = new Map<string, VersionIndex>();
  return {
    data,
    options,
    resolve(argument) {
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
