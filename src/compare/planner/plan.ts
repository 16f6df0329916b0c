/**
 * The upgrade planner's model (issue 21): the build-time data (`PlannerData`, written by
 * ../plugin.ts from the docs sources) and `planUpgrade`, which turns it into the ordered
 * checklist for one pair of versions. Pure, and shared by the page (./UpgradePlannerPage.tsx)
 * and the Markdown files for agents (./markdown.ts), so both always list the same items.
 *
 * The order is the order of an upgrade: the sections of each major upgrade guide crossed
 * (v2 → v3, v3 → v4), then each `<Since>`/`<Until>` fence of `docs/` between the two minors,
 * grouped by the release that brings the change, then the API items added, deprecated or
 * removed in between, when the computed version facts are given.
 */
import {LATEST_VERSION, docUrl, versionByName, type DocsVersion} from '../../versions/versions';
import {PLANNER_VERSIONS, compareReleases, releaseOf, type Release} from './links';
import type {ApiItem as ComputedApiItem} from '../../versions/facts/compute';

export {PLANNER_VERSIONS, compareReleases, guidePlannerPair, releaseOf} from './links';
export {menuPlannerUrl, plannerUrl} from './menuLink';

/**
 * What the planner reads of a computed API fact (issue 20, src/versions/facts): its version fields
 * name docs versions (`v4.35`); `until` is the last version that has the item.
 */
export type ApiItem = Pick<ComputedApiItem, 'area' | 'name' | 'kind' | 'since' | 'until' | 'deprecatedSince'>;

export interface GuideSection {
  title: string;
  anchor: string;
}

/** A major upgrade guide (e.g. to Stencil 4), its sections as each version that has it shows them. */
export interface UpgradeGuide {
  /** The major the guide upgrades to. */
  major: number;
  route: string;
  title: string;
  sectionsByVersion: Record<string, GuideSection[]>;
}

/** A `<Since>`/`<Until>` fence of `docs/`: one change in one 4.x release. */
export interface FencedChange {
  id: string;
  kind: 'Since' | 'Until';
  /** The fence's version as written (`4.35`). */
  fenceVersion: string;
  /** `[major, minor]` of the release that brings the change (an `Until 4.34` text is gone from 4.35). */
  release: [number, number];
  pageTitle: string;
  route: string;
  /** The heading the fence sits under, if any. */
  section?: GuideSection;
  /** The fenced text, one line, Markdown inline syntax kept. */
  text: string;
  inCode: boolean;
}

export interface PlannerData {
  guides: UpgradeGuide[];
  changes: FencedChange[];
  /** Only when the computed version facts are wired in (issue 20). */
  apiItems?: ApiItem[];
}

export interface PlanItem {
  /** Stable across builds: the key its tick is saved under. */
  id: string;
  title: string;
  /** A short quote of what changes (Markdown inline syntax). */
  detail?: string;
  /** Where it is explained, in the target version when that version has it. */
  href: string;
  hrefLabel: string;
  /**
   * The projects the item concerns, for filtering a plan to one project ("check my project",
   * src/compare/projectCheck). Absent: the item applies to every project.
   */
  appliesTo?: PlanItemScope;
}

/**
 * What a project must use for a plan item to concern it; the item applies when the project uses
 * any of the listed output targets or sets any of the listed config keys.
 */
export interface PlanItemScope {
  /** Output target types (`dist-custom-elements`, `docs-readme`) or wrapper packages (`@stencil/react-output-target`). */
  outputTargets?: string[];
  /** Dotted config key paths (`extras.experimentalSlotFixes`). */
  configKeys?: string[];
}

export interface PlanGroup {
  title: string;
  items: PlanItem[];
}

export interface PlanSection {
  id: 'guides' | 'releases' | 'api';
  title: string;
  groups: PlanGroup[];
}

export interface UpgradePlan {
  from: DocsVersion;
  to: DocsVersion;
  sections: PlanSection[];
  itemCount: number;
}

/** `v4.35` (a docs version name) or `4.35` → its release; undefined when it names nothing. */
function releaseOfName(name: string): Release | undefined {
  const version = versionByName(name);
  if (version) return releaseOf(version);
  const match = /^v?(\d+)\.(\d+)/.exec(name);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/** The version pair a URL asks for, with defaults: the version before the latest, up to the latest. */
export function resolvePair(from: string | null, to: string | null): {from: DocsVersion; to: DocsVersion} {
  const latestIndex = PLANNER_VERSIONS.indexOf(LATEST_VERSION);
  return {
    from: (from && versionByName(from)) || PLANNER_VERSIONS[Math.max(0, latestIndex - 1)],
    to: (to && versionByName(to)) || LATEST_VERSION,
  };
}

/** The Markdown plan for agents, relative to the build folder: `upgrade/v4.33-to-v4.38.md`. */
export function planMarkdownFile(from: DocsVersion, to: DocsVersion = LATEST_VERSION): string {
  return `upgrade/${from.name}-to-${to.name}.md`;
}

/** The versions with a Markdown plan to the latest: every release older than it. */
export function versionsWithMarkdownPlan(): DocsVersion[] {
  return PLANNER_VERSIONS.filter((version) => compareReleases(releaseOf(version), releaseOf(LATEST_VERSION)) < 0);
}

function inRange(release: Release, lower: Release, upper: Release): boolean {
  return compareReleases(release, lower) > 0 && compareReleases(release, upper) <= 0;
}

/** The guide's page in the version that best explains it: the target if it has it, else the newest of its major. */
function guideVersion(guide: UpgradeGuide, to: DocsVersion): DocsVersion | undefined {
  if (guide.sectionsByVersion[to.name]) return to;
  return [...PLANNER_VERSIONS].reverse().find((version) => version.major === guide.major && guide.sectionsByVersion[version.name]);
}

function withAnchor(url: string, anchor: string | undefined): string {
  return anchor ? `${url}#${anchor}` : url;
}

function guideGroups(data: PlannerData, from: DocsVersion, to: DocsVersion): PlanGroup[] {
  return data.guides
    .filter((guide) => from.major < guide.major && guide.major <= to.major)
    .sort((a, b) => a.major - b.major)
    .flatMap((guide) => {
      const version = guideVersion(guide, to);
      if (!version) return [];
      const page = docUrl(version, guide.route);
      return [
        {
          title: `${guide.title} (v${guide.major - 1} → v${guide.major})`,
          items: guide.sectionsByVersion[version.name].map((section) => ({
            id: `guide:${guide.route}#${section.anchor}`,
            title: section.title,
            href: withAnchor(page, section.anchor),
            hrefLabel: `Read in ${version.label}`,
          })),
        },
      ];
    });
}

function releaseLabel(release: Release): string {
  const name = `v${release[0]}.${release[1]}`;
  return versionByName(name) ? name : `${release[0]}.${release[1]}`;
}

function changeGroups(data: PlannerData, from: DocsVersion, to: DocsVersion): PlanGroup[] {
  // From an older major, every fenced change of the target's major up to the target counts.
  const lower: Release = from.major < to.major ? [to.major, -1] : releaseOf(from);
  const upper = releaseOf(to);
  const selected = data.changes.filter((change) => inRange(change.release, lower, upper));
  const releases = [...new Map(selected.map((change) => [change.release.join('.'), change.release])).values()].sort(compareReleases);
  return releases.map((release) => ({
    title: `Changes in ${releaseLabel(release)}`,
    items: selected
      .filter((change) => compareReleases(change.release, release) === 0)
      .map((change) => ({
        id: change.id,
        title: `${change.kind === 'Since' ? 'New' : 'No longer true'}: ${change.pageTitle}${change.section ? ` › ${change.section.title}` : ''}`,
        detail: change.inCode ? `In a code example: ${change.text}` : change.text,
        href: withAnchor(docUrl(to, change.route), change.section?.anchor),
        hrefLabel: `Read in ${to.label}`,
      })),
  }));
}

function apiGroups(items: ApiItem[], from: DocsVersion, to: DocsVersion): PlanGroup[] {
  const lower = releaseOf(from);
  const upper = releaseOf(to);
  const at = (name: string | undefined) => (name ? releaseOfName(name) : undefined);
  const toItem = (item: ApiItem, what: string): PlanItem => ({
    id: `api:${what}:${item.area}:${item.name}`,
    title: `${item.name} (${item.kind}, ${item.area})`,
    // The target version's API availability page lists every item, with its versions.
    href: docUrl(to, 'api-availability'),
    hrefLabel: 'API availability',
  });
  const added = items.filter((item) => {
    const since = at(item.since);
    return since !== undefined && inRange(since, lower, upper);
  });
  const deprecated = items.filter((item) => {
    const since = at(item.deprecatedSince);
    return since !== undefined && inRange(since, lower, upper);
  });
  // `until` is the last version with the item: it is removed when that version is in [from, to).
  const removed = items.filter((item) => {
    const until = at(item.until);
    return until !== undefined && compareReleases(until, lower) >= 0 && compareReleases(until, upper) < 0;
  });
  return [
    {title: 'Added', items: added.map((item) => toItem(item, 'added'))},
    {title: 'Deprecated', items: deprecated.map((item) => toItem(item, 'deprecated'))},
    {title: 'Removed', items: removed.map((item) => toItem(item, 'removed'))},
  ].filter((group) => group.items.length > 0);
}

/**
 * The checklist for upgrading `from` → `to`, in upgrade order. A pair going back in time (or a
 * version to itself) has no items: the page offers the reverse pair instead.
 */
export function planUpgrade(data: PlannerData, from: DocsVersion, to: DocsVersion): UpgradePlan {
  if (compareReleases(releaseOf(from), releaseOf(to)) >= 0) return {from, to, sections: [], itemCount: 0};
  const sections: PlanSection[] = [
    {id: 'guides' as const, title: 'Major upgrade guides', groups: guideGroups(data, from, to)},
    {id: 'releases' as const, title: 'Changes release by release', groups: changeGroups(data, from, to)},
    ...(data.apiItems
      ? [{id: 'api' as const, title: 'API items added, deprecated or removed', groups: apiGroups(data.apiItems, from, to)}]
      : []),
  ].filter((section) => section.groups.length > 0);
  const itemCount = sections.reduce((sum, section) => sum + section.groups.reduce((count, group) => count + group.items.length, 0), 0);
  return {from, to, sections, itemCount};
}
