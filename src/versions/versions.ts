/**
 * The docs versions: the one place that names them, labels them and says where they live.
 * The config, the sidebar swizzles, the tests and the scripts all read this module.
 *
 * `versions.json` (written by `docusaurus docs:version`) stays the list of snapshots; this
 * module adds what Docusaurus does not know: the toolchain release each version documents.
 */
import versionNames from '../../versions.json';
import type {Release} from './release';

/** Docusaurus's name for the unreleased docs in `docs/`. */
export const CURRENT_VERSION = 'current';
export const CURRENT_LABEL = 'Next';
export const CURRENT_PATH = 'next';

/** The site's base URL; docs are served from its root (`routeBasePath: '/'`). */
export const BASE_URL = '/docs/';

/**
 * The `@stencil/core` release each docs version documents: its git tag names the source
 * that "view on repository" links open. Next documents the newest release until one is cut.
 * The 4.x minors point at the last patch of that minor on the npm registry.
 */
const RELEASE_TAGS: Record<string, string> = {
  [CURRENT_VERSION]: 'v5.0.0-beta.12',
  'v4.38': 'v4.38.0',
  'v4.37': 'v4.37.1',
  'v4.36': 'v4.36.3',
  'v4.35': 'v4.35.3',
  'v4.34': 'v4.34.0',
  'v4.33': 'v4.33.1',
  v3: 'v3.4.2',
  v2: 'v2.22.3',
};

/**
 * Each major line's upgrade guide (a doc route of that line's versions): the announcement bar
 * points readers of the previous major at the latest line's guide.
 */
const UPGRADE_GUIDE_ROUTES: Record<number, string> = {
  5: 'introduction/upgrading-to-stencil-five',
  4: 'introduction/upgrading-to-stencil-four',
  3: 'introduction/upgrading-to-stencil-three',
};

export interface DocsVersion {
  /** Docusaurus version name: `current` or an entry of versions.json. */
  name: string;
  /** What the version dropdown shows. */
  label: string;
  /** URL path segment under the base URL ('' for the latest release). */
  pathSegment: string;
  /** Full URL path of the version's root, e.g. `/docs/v4.37`. */
  path: string;
  isLast: boolean;
  /** Where the version's Markdown lives, relative to the project root. */
  docsFolder: string;
  releaseTag: string;
  /** The `@stencil/core` version documented, e.g. `4.37.1` (the release tag without its `v`). */
  npmVersion: string;
  /** The same as a `Release` (./release.ts), to order by. */
  release: Release;
  /** `major.minor` of that release, e.g. `4.37`: what "Added in" markers and install pins name. */
  minor: string;
  /** The release's major version, e.g. `4`. */
  major: number;
  /** The doc route of the upgrade guide to this version's major line, if it has one. */
  upgradeGuideRoute: string | undefined;
  /**
   * Where the version sits for version fences (`<Since>`/`<Until>`): the start of its release's
   * minor line (`4.37.1` → `4.37.0`, what `version="4.37"` stands for), or `null` for Next,
   * which is newer than every release (it may document features that no release has yet).
   */
  fenceRelease: Release | null;
  /**
   * True for the releases from `FIRST_MAJOR_FROM_DOCS` on: their `versioned_docs/` folder is
   * generated from `docs/` by `npm run versions:generate`, never edited by hand, whatever major
   * Next documents (fences decide what each release sees). Older majors are hand-written.
   */
  generatedFromNext: boolean;
  /** The npm alias (package.json devDependencies) holding this release's typings for type checks. */
  typingsPackage: string;
}

function describe(name: string, index: number): DocsVersion {
  const isCurrent = name === CURRENT_VERSION;
  const isLast = index === 0 && !isCurrent;
  const pathSegment = isCurrent ? CURRENT_PATH : isLast ? '' : name;
  const releaseTag = RELEASE_TAGS[name];
  if (!releaseTag) {
    throw new Error(`src/versions/versions.ts: no release tag for docs version "${name}"; add it to RELEASE_TAGS.`);
  }
  const npmVersion = releaseTag.slice(1);
  const [major, minor] = npmVersion.split('.').map(Number);
  return {
    name,
    label: isCurrent ? CURRENT_LABEL : name,
    pathSegment,
    path: pathSegment ? `${BASE_URL}${pathSegment}` : BASE_URL,
    isLast,
    docsFolder: isCurrent ? 'docs' : `versioned_docs/version-${name}`,
    releaseTag,
    npmVersion,
    // Checked to be semver by tests/unit/versionsCore.test.ts: parsing here would put semver in every page's first load.
    release: npmVersion as Release,
    minor: `${major}.${minor}`,
    major,
    upgradeGuideRoute: UPGRADE_GUIDE_ROUTES[major],
    fenceRelease: isCurrent ? null : (`${major}.${minor}.0` as Release),
    generatedFromNext: !isCurrent && isMajorFromDocs(major),
    typingsPackage: typingsPackageOf(npmVersion as Release),
  };
}

/** The npm alias (package.json devDependencies) that holds a release's `@stencil/core` for the type checks. */
export function typingsPackageOf(release: Release): string {
  return `stencil-core-v${release}`;
}

/**
 * The first major whose releases are snapshots of `docs/`: v2 and v3 were written by hand for
 * their packages; every release from 4 on is `docs/` with its fences resolved, also once Next
 * documents a later major (issue 41: Next on 5, the 4.x line still generated).
 */
const FIRST_MAJOR_FROM_DOCS = 4;

/** The doc route of the guide for upgrading to a major line, if it has one. */
export function upgradeGuideRouteOf(major: number): string | undefined {
  return UPGRADE_GUIDE_ROUTES[major];
}

/**
 * Whether a docs version has the upgrade guide at `route` (a route of `UPGRADE_GUIDE_ROUTES`): a
 * guide to a major line is in the versions that document that line, the same rule as a
 * `<Since version="5">` fence around the whole page. Next documents the newest line, so a guide
 * written in `docs/` for the next major (issue 41) is in Next, and in that line's releases once
 * they are cut, never in the snapshots of the line before it. False for any other route.
 */
export function hasUpgradeGuide(version: Pick<DocsVersion, 'fenceRelease' | 'major'>, route: string): boolean {
  const major = Object.entries(UPGRADE_GUIDE_ROUTES).find(([, guide]) => guide === route)?.[0];
  return major !== undefined && (version.fenceRelease === null || version.major >= Number(major));
}

/** Whether a major's releases are generated from `docs/` (see `FIRST_MAJOR_FROM_DOCS`). */
export function isMajorFromDocs(major: number): boolean {
  return major >= FIRST_MAJOR_FROM_DOCS;
}

/**
 * `DOCS_ONLY_VERSIONS=v4.38[,current,…]` (CONTRIBUTING, "Configuration switches"): a build of
 * these versions only, for tests that need a working site rather than every version. Applied
 * here, so every list below and every plugin and page reading them agree on what is built.
 * docusaurus.config.ts defines the same value in both bundles, so the server and the browser
 * render the same lists. The latest release must be one (Docusaurus builds its `lastVersion`).
 */
const onlyVersions = process.env.DOCS_ONLY_VERSIONS ? process.env.DOCS_ONLY_VERSIONS.split(',').map((name) => name.trim()) : undefined;
const isBuilt = (version: DocsVersion) => !onlyVersions || onlyVersions.includes(version.name);
if (onlyVersions && !onlyVersions.includes(versionNames[0])) {
  throw new Error(`DOCS_ONLY_VERSIONS=${onlyVersions.join(',')} leaves out the latest release, ${versionNames[0]}; it must be built.`);
}

/** Released versions, newest first, as in versions.json. */
export const RELEASED_VERSIONS: DocsVersion[] = versionNames.map(describe).filter(isBuilt);
export const LATEST_VERSION: DocsVersion = RELEASED_VERSIONS[0];
export const NEXT_VERSION: DocsVersion = describe(CURRENT_VERSION, -1);

/** Every version in dropdown order: Next first, then the releases. */
export const ALL_VERSIONS: DocsVersion[] = [NEXT_VERSION, ...RELEASED_VERSIONS].filter(isBuilt);

/** Whether this build leaves some versions out (DOCS_ONLY_VERSIONS). */
export const SOME_VERSIONS_ONLY = onlyVersions !== undefined;

/**
 * Every docs version's name, oldest first: versions.json's order (newest first) reversed, then
 * Next, newer than every release. The one order of docs versions, the same as their releases'
 * semver order (tests/unit/versionsCore.test.ts), read from the list so that doc pages, which
 * order versions in the menu and the Compare button, do not carry semver. Not filtered by
 * DOCS_ONLY_VERSIONS: an order of every version, built or not.
 */
const TIMELINE: readonly string[] = [...versionNames].reverse().concat(CURRENT_VERSION);

function placeInTime(name: string): number {
  const place = TIMELINE.indexOf(name);
  if (place < 0) throw new Error(`src/versions/versions.ts: "${name}" is no docs version`);
  return place;
}

/** Negative when `a` documents the older release, positive for the newer; Next is the newest. Names or versions. */
export function compareDocsVersions(a: string | Pick<DocsVersion, 'name'>, b: string | Pick<DocsVersion, 'name'>): number {
  return placeInTime(typeof a === 'string' ? a : a.name) - placeInTime(typeof b === 'string' ? b : b.name);
}

/** A copy of `versions`, oldest first (Next last). */
export function docsVersionsOldestFirst<T extends Pick<DocsVersion, 'name'>>(versions: readonly T[]): T[] {
  return [...versions].sort(compareDocsVersions);
}

export function versionByName(name: string): DocsVersion | undefined {
  return ALL_VERSIONS.find((version) => version.name === name);
}

/** The releases whose docs are generated from `docs/` (the majors from `FIRST_MAJOR_FROM_DOCS` on), newest first. */
export const GENERATED_VERSIONS: DocsVersion[] = RELEASED_VERSIONS.filter((version) => version.generatedFromNext);

/** The version whose docs folder holds a file (a path relative to the project root), if any. */
export function versionOfDocsFile(relativeFile: string): DocsVersion | undefined {
  const normalised = relativeFile.split('\\').join('/');
  return ALL_VERSIONS.find((version) => normalised.startsWith(`${version.docsFolder}/`));
}

/** The URL of a doc route (e.g. `introduction`) in a version. */
export function docUrl(version: DocsVersion, route: string): string {
  return version.path.endsWith('/') ? `${version.path}${route}` : `${version.path}/${route}`;
}

/**
 * The folder a maintainer edits for a version's pages ("Edit this page"): `docs/` for Next and
 * every release generated from it (an edit to a generated snapshot is lost at the next
 * `npm run versions:generate`), the version's own folder for the hand-written majors.
 */
export function editableDocsFolder(version: DocsVersion): string {
  return version.generatedFromNext ? NEXT_VERSION.docsFolder : version.docsFolder;
}

/**
 * How answers and URLs name a version: its URL segment (`next`, `v3`), the latest release, served
 * without one, by its name (`v4.38`). Never Docusaurus's internal `current`, which a reader (or
 * an agent) takes for the latest release.
 */
export function publicVersionName(version: DocsVersion): string {
  return version.pathSegment || version.name;
}

/** A version a reader names: its public name, its label in any case (`Next`), or Docusaurus's name (`current`, kept as an alias). */
export function versionByPublicName(name: string): DocsVersion | undefined {
  const text = name.trim();
  const lower = text.toLowerCase();
  return ALL_VERSIONS.find(
    (version) =>
      version.name === text || (version.pathSegment !== '' && version.pathSegment === lower) || version.label.toLowerCase() === lower,
  );
}
