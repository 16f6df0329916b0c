/**
 * The build manifest: what the site build computed about each page, written once (./index.ts,
 * `postBuild`) for consumers that are not browsers, so they copy it instead of computing it
 * again from the sources (the docs MCP server's data build, packages/docs-mcp/scripts/build.ts).
 *
 * It lives in `build/_server/manifest/` (SERVER_CONFIG_DIR, which nginx never serves):
 * - `pages-<version>.json`: one `ManifestPage` per doc page of the version, sorted by route;
 * - `planner.json`: the upgrade planner's data as the planner page received it (src/compare/plugin.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {PlannerData} from '../../compare/planner/types';
import {SERVER_CONFIG_DIR} from '../servingRules/rules';

/** The manifest's folder, relative to the build folder. */
export const MANIFEST_DIR = `${SERVER_CONFIG_DIR}/manifest`;
export const manifestPagesFile = (version: string) => `${MANIFEST_DIR}/pages-${version}.json`;
export const MANIFEST_PLANNER_FILE = `${MANIFEST_DIR}/planner.json`;

/** A heading of the page's content (h2-h4) as the page renders it: its id and its text without the anchor link. */
export interface ManifestHeading {
  depth: number;
  id: string;
  text: string;
}

export interface ManifestPage {
  /** The doc route inside the version: `config/dev-server`, `index` for the version's home. */
  route: string;
  /** The source file inside the version's docs folder: `config/dev-server.md`. */
  file: string;
  title: string;
  /** As the page's meta says it: front matter tokens (`%STENCIL_MINOR%`) resolved by the site's front-matter hook. */
  description?: string;
  /** The page's Markdown twin, relative to the build folder: `v4.37/config/dev-server.md`. */
  twin: string;
  headings: ManifestHeading[];
  /** A page whose sections each stand for one message (front matter `search_section_links`). */
  sectioned: boolean;
  /** On such a page, the doc routes each section links to first, by the section's heading id. */
  sectionLinks?: Record<string, string[]>;
}

function readJson<T>(buildDir: string, file: string): T {
  const full = path.join(buildDir, file);
  if (!existsSync(full)) throw new Error(`${full} is missing: the build writes it (src/plugins/buildManifest); run \`npm run build\`.`);
  return JSON.parse(readFileSync(full, 'utf8')) as T;
}

/** A version's pages, or undefined when the build left the version out (DOCS_ONLY_VERSIONS). */
export function readManifestPages(buildDir: string, version: string): ManifestPage[] | undefined {
  return existsSync(path.join(buildDir, manifestPagesFile(version))) ? readJson(buildDir, manifestPagesFile(version)) : undefined;
}

export function readManifestPlanner(buildDir: string): PlannerData {
  return readJson(buildDir, MANIFEST_PLANNER_FILE);
}
