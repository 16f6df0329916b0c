/**
 * The files of the machine-readable index (SPEC: llms.txt style, a short and a full form, depth
 * 2, pages and Markdown files, no blog), assembled from the docs plugin's loaded versions:
 *
 * - `<route>.md`: every doc's Markdown twin (src/markdown/twin.ts), and one for the home page;
 * - `llms.txt`, the site index, kept under 50,000 characters (issue 29): the title, a summary,
 *   then the latest release's `##` section with one `###` section per top-level sidebar category
 *   (the two levels of the required depth), each doc as `- [title](twin URL): description`, in
 *   sidebar order; then `## Every version`, linking each version's two files below;
 * - `llms-full.txt`: that index, then every version's twins in full;
 * - `llms/<version>.txt` and `llms/<version>-full.txt` (`next`, `v4.38`, …, `v2`): the same two
 *   forms for one version's pages only, so an agent working on a Stencil 3 project is never
 *   handed 4.x text; the same two files again at the version's prefix (`next/llms.txt`,
 *   `v3/llms-full.txt`) for every version but the latest, whose prefix is the site root.
 *
 * Pure: the plugin (./index.ts) reads the sources and writes what this returns.
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {ALL_VERSIONS, docUrl, LATEST_VERSION, NEXT_VERSION, versionOfDocsFile, type DocsVersion} from '../../versions/versions';
import {sourceToTwin} from '../../markdown/twin';
import {HOME_TWIN_FILE, twinFile, twinPath} from '../../markdown/twinPath';
import {planIndexLines} from '../../compare/planner/markdown';
import {
  ALL_VERSIONS_TITLE,
  HOME_INTRO,
  HOME_TITLE,
  MAIN_PATHS,
  MAIN_PATHS_TITLE,
  QUICK_START,
  QUICK_START_MORE,
  QUICK_START_TITLE,
  READ_THE_DOCS,
  type QuickStartStep,
} from '../../pages/_home';
import {
  agentDirectiveHtml,
  agentDirectiveMarkdown,
  LLMS_FILE,
  LLMS_FULL_FILE,
  PER_VERSION_FOLDER,
  perVersionFile,
  versionFileName,
  versionPrefixFile,
} from '../../markdown/agentDirective';

type Sidebar = LoadedVersion['sidebars'][string];

export interface LlmsDoc {
  id: string;
  title: string;
  description: string;
  /** Full URL path of the page, e.g. `/docs/v4.37/events`. */
  permalink: string;
  /** The source's path relative to the site directory, e.g. `docs/components/events.md`. */
  sourcePath: string;
  /** Reachable by URL but left out of sidebars and indexes (Docusaurus `unlisted`). */
  unlisted: boolean;
  fileContent: string;
}

export interface LlmsVersion {
  version: DocsVersion;
  docs: LlmsDoc[];
  /** The version's sidebars, in the order the site shows them. */
  sidebars: Sidebar[];
}

export interface LlmsSite {
  title: string;
  description: string;
  /** The site's origin, e.g. `https://stenciljs.com` (siteConfig.url). */
  origin: string;
  /** e.g. `/docs/`; the build folder is this path's root. */
  baseUrl: string;
}

export {LLMS_FILE, LLMS_FULL_FILE, PER_VERSION_FOLDER, perVersionFile, versionFileName, versionPrefixFile};
/** Where docs outside every sidebar category are listed, per version. */
export const UNCATEGORISED_LABEL = 'Other pages';

/** A page's twin as an absolute URL (src/markdown/twinPath.ts has the rule). */
export function twinUrl(permalink: string, site: LlmsSite): string {
  return `${site.origin}${twinPath(permalink, site.baseUrl)}`;
}

interface Group {
  label: string;
  docIds: string[];
}

/** The docs of each top-level sidebar category, nested categories flattened, in sidebar order. */
export function sidebarGroups(sidebars: Sidebar[]): Group[] {
  const groups: Group[] = [];
  const idsBelow = (items: Sidebar): string[] =>
    items.flatMap((item) => {
      if (item.type === 'doc' || item.type === 'ref') return [item.id];
      if (item.type === 'category') {
        const linked = item.link?.type === 'doc' ? [item.link.id] : [];
        return [...linked, ...idsBelow(item.items)];
      }
      return [];
    });
  for (const sidebar of sidebars) {
    for (const item of sidebar) {
      if (item.type === 'category') groups.push({label: item.label, docIds: idsBelow([item])});
      else groups.push({label: UNCATEGORISED_LABEL, docIds: idsBelow([item])});
    }
  }
  return groups.filter((group) => group.docIds.length > 0);
}

/**
 * The order the versions are listed in: the latest release first, as most readers (and agents)
 * want it and a truncated read should still reach it, then Next, then the older releases.
 */
export function listingOrder(): DocsVersion[] {
  return [LATEST_VERSION, NEXT_VERSION, ...ALL_VERSIONS.filter((version) => version !== LATEST_VERSION && version !== NEXT_VERSION)];
}

/** What a version is, with its home page's URL when `site` is given. */
function versionIntro(version: DocsVersion, site?: LlmsSite): string {
  const at = site ? `, at ${site.origin}${version.path}` : '';
  if (version.name === NEXT_VERSION.name) return `Unreleased: the docs as they stand for the next release${at}.`;
  if (version.name === LATEST_VERSION.name) return `The latest release, @stencil/core ${version.npmVersion}${at}.`;
  return `An older release, @stencil/core ${version.npmVersion}${at}.`;
}

function listItem(title: string, url: string, description: string): string {
  return description ? `- [${title}](${url}): ${description}` : `- [${title}](${url})`;
}

/** The quick start's code partials (src/pages/_quickStart/<name>.md), by name, as the plugin read them. */
export type QuickStartCode = Partial<Record<QuickStartStep['code'], string>>;

/** The home page's twin: the page's own text (src/pages/_home.ts) and code, in Markdown. */
function homeTwin(site: LlmsSite, versions: DocsVersion[], quickStartCode: QuickStartCode): string {
  const intro = (version: DocsVersion, route: string) => twinUrl(docUrl(version, route), site);
  const code = (name: QuickStartStep['code']) => {
    const source = quickStartCode[name];
    if (source === undefined) return [];
    const twin = sourceToTwin(source, {
      sourcePath: `src/pages/_quickStart/${name}.md`,
      version: LATEST_VERSION,
      selfUrl: twinUrl(site.baseUrl, site),
      resolveDoc: () => undefined,
    });
    return ['', twin.trimEnd()];
  };
  return [
    `# ${HOME_TITLE}`,
    '',
    site.description,
    '',
    `${HOME_INTRO} [${READ_THE_DOCS}](${intro(LATEST_VERSION, 'introduction')}).`,
    '',
    `## ${QUICK_START_TITLE}`,
    ...QUICK_START.flatMap((step) => ['', `### ${step.title}`, '', step.text, ...code(step.code)]),
    '',
    `${QUICK_START_MORE.before}[${QUICK_START_MORE.link}](${intro(LATEST_VERSION, 'getting-started')})${QUICK_START_MORE.after}`,
    '',
    `## ${MAIN_PATHS_TITLE}`,
    '',
    ...MAIN_PATHS.map((entry) => listItem(entry.title, intro(LATEST_VERSION, entry.route), entry.text)),
    '',
    `## ${ALL_VERSIONS_TITLE}`,
    '',
    ...versions.map((version) => `- [${version.label}](${intro(version, 'introduction')})`),
    '',
  ].join('\n');
}

/**
 * A twin as served: the agent directive (src/markdown/agentDirective.ts) under its h1. The llms
 * full files join the twins without it: there the file itself is the index.
 */
function withDirective(twin: string, permalink: string, version: DocsVersion, site: LlmsSite): string {
  const heading = twin.indexOf('\n');
  return `${twin.slice(0, heading)}\n\n${agentDirectiveMarkdown(permalink, version, site.origin, site.baseUrl)}${twin.slice(heading)}`;
}

export interface LlmsOutputs {
  /** Build-relative path → content, for every file to write. */
  files: Map<string, string>;
  /** Each page that gets the agent directive in its HTML, by permalink: the directive's HTML. */
  directives: Map<string, string>;
  /** How many doc twins there are (the home page's not counted). */
  docCount: number;
}

/** One version's part of the index and of the full text, built once for both files that hold it. */
interface VersionListing {
  version: DocsVersion;
  /** Its sidebar groups: each a label and its listed docs' index lines. */
  groups: {label: string; items: string[]}[];
  /** Each listed doc's twin, headed by its URL, in index order. */
  pages: string[];
}

/** Every doc's twin (into `files`), and the version's listing in sidebar order. */
function listVersion(site: LlmsSite, {version, docs, sidebars}: LlmsVersion, files: Map<string, string>): VersionListing {
  const bySource = new Map(docs.map((doc) => [doc.sourcePath, twinUrl(doc.permalink, site)]));
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const twins = new Map<string, string>();
  for (const doc of docs) {
    const selfUrl = twinUrl(doc.permalink, site);
    const markdown = sourceToTwin(doc.fileContent, {
      sourcePath: doc.sourcePath,
      // As in the Markdown preprocessor (docusaurus.config.ts): the version owning the file.
      version: versionOfDocsFile(doc.sourcePath) ?? NEXT_VERSION,
      title: doc.title,
      selfUrl,
      resolveDoc: (sourcePath) => bySource.get(sourcePath),
    });
    twins.set(doc.id, markdown);
    files.set(twinFile(doc.permalink, site.baseUrl), withDirective(markdown, doc.permalink, version, site));
  }

  const listing: VersionListing = {version, groups: [], pages: []};
  const listed = new Set<string>();
  const groups = sidebarGroups(sidebars);
  const outside = docs.filter((doc) => !doc.unlisted && !groups.some((group) => group.docIds.includes(doc.id)));
  if (outside.length > 0) groups.push({label: UNCATEGORISED_LABEL, docIds: outside.map((doc) => doc.id)});
  const merged = new Map<string, string[]>();
  for (const group of groups) merged.set(group.label, [...(merged.get(group.label) ?? []), ...group.docIds]);
  for (const [label, docIds] of merged) {
    const entries = docIds.flatMap((id) => {
      const doc = byId.get(id);
      if (!doc || doc.unlisted || listed.has(id)) return [];
      listed.add(id);
      return [doc];
    });
    if (entries.length === 0) continue;
    listing.groups.push({label, items: entries.map((doc) => listItem(doc.title, twinUrl(doc.permalink, site), doc.description))});
    listing.pages.push(...entries.map((doc) => `Source: ${twinUrl(doc.permalink, site)}\n\n${twins.get(doc.id)!}`));
  }
  return listing;
}

/** The sections of a listing, each under a heading of `level` (`###` in llms.txt, `##` alone). */
function groupSections(listing: VersionListing, level: string): string[] {
  return listing.groups.flatMap((group) => ['', `${level} ${group.label}`, '', ...group.items]);
}

/** An index and its pages, as llms-full.txt joins them. */
function fullText(index: string, pages: string[]): string {
  return [index, ...pages].join('\n---\n\n').replace(/\n+$/, '\n');
}

/** `llms/<version>.txt`: one version's pages only, no URL of another version. */
function perVersionIndex(site: LlmsSite, listing: VersionListing): string {
  const {version} = listing;
  return [
    `# ${site.title} ${version.label}`,
    '',
    `> ${site.description}`,
    '',
    `${versionIntro(version)} This file lists the pages of ${version.label} only, grouped as its sidebar groups them. Every link is the Markdown twin of a page; without \`.md\` the URL is the page itself.`,
    ...groupSections(listing, '##'),
    '',
  ].join('\n');
}

export function buildLlmsOutputs(site: LlmsSite, versions: LlmsVersion[], quickStartCode: QuickStartCode = {}): LlmsOutputs {
  const files = new Map<string, string>();
  const byVersion = new Map(versions.map((entry) => [entry.version.name, entry]));
  const ordered = listingOrder().flatMap((version) => byVersion.get(version.name) ?? []);
  const homeUrl = twinUrl(site.baseUrl, site);
  const home = homeTwin(
    site,
    ordered.map((entry) => entry.version),
    quickStartCode,
  );
  files.set(HOME_TWIN_FILE, withDirective(home, site.baseUrl, LATEST_VERSION, site));
  const listings = ordered.map((entry) => listVersion(site, entry, files));
  const docCount = versions.reduce((count, entry) => count + entry.docs.length, 0);

  for (const listing of listings) {
    const index = perVersionIndex(site, listing);
    const full = fullText(index, listing.pages);
    files.set(perVersionFile(listing.version, false), index);
    files.set(perVersionFile(listing.version, true), full);
    const prefixIndex = versionPrefixFile(listing.version, false);
    const prefixFull = versionPrefixFile(listing.version, true);
    if (prefixIndex) files.set(prefixIndex, index);
    if (prefixFull) files.set(prefixFull, full);
  }

  // The site index: the latest release's pages, then one line per file of every version. Every
  // version's pages in one file (176 KB for nine) outgrew what agents read of it (about 100 KB,
  // afdocs llms-txt-size); each version's own file has them (progressive disclosure).
  const fileUrl = (file: string) => `${site.origin}${site.baseUrl}${file}`;
  const latest = listings.find((listing) => listing.version === LATEST_VERSION) ?? listings[0];
  const index: string[] = [
    `# ${site.title}`,
    '',
    `> ${site.description}`,
    '',
    `This index lists the pages of the latest release, ${latest.version.label}, grouped as its sidebar groups them; "Every version" below links each version's own index (its pages only, so a project on Stencil 3 reads v3 text) and the same pages in full. Every page link is the Markdown twin of the page; without \`.md\` the URL is the page itself.`,
    '',
    `## ${latest.version.label}`,
    '',
    versionIntro(latest.version, site),
    ...groupSections(latest, '###'),
    '',
    '## Every version',
    '',
    ...listings.flatMap(({version}) => [
      listItem(`${version.label} index`, fileUrl(perVersionFile(version, false)), `${versionIntro(version)} Its pages only.`),
      listItem(`${version.label} in full`, fileUrl(perVersionFile(version, true)), `Every page of ${version.label}, in full.`),
    ]),
    listItem(`${site.title} documentation`, homeUrl, 'The home page: a quick start and a link to every version.'),
  ];

  // The upgrade plans to the latest version (src/compare writes the files).
  index.push(...planIndexLines(site.origin, site.baseUrl));
  const llmsTxt = `${index.join('\n')}\n`;
  files.set(LLMS_FILE, llmsTxt);
  files.set(LLMS_FULL_FILE, fullText(llmsTxt, [`Source: ${homeUrl}\n\n${home}`, ...listings.flatMap((listing) => listing.pages)]));
  const directives = new Map<string, string>([[site.baseUrl, agentDirectiveHtml(site.baseUrl, LATEST_VERSION, site.baseUrl)]]);
  for (const {version, docs} of versions) {
    for (const doc of docs) directives.set(doc.permalink, agentDirectiveHtml(doc.permalink, version, site.baseUrl));
  }
  return {files, directives, docCount};
}
