/**
 * The upgrade planner's model (issue 21): the build-time data (`PlannerData`, written by
 * ../plugin.ts from the docs sources and the curation, types in ./types.ts) and `planUpgrade`, which turns it into the ordered
 * checklist for one pair of versions. Pure, and shared by the page (./UpgradePlannerPage.tsx)
 * and the Markdown files for agents (./markdown.ts), so both always list the same items.
 *
 * One item per change a project may have to act on, in the order of an upgrade: the changes of
 * each major upgrade guide crossed (v2 → v3, v3 → v4; a guide section with a "What to do" line),
 * then the changes of the minor releases in between (curated in content/upgrade-items/, read by
 * ./curation.ts and passed in `data.curation`: the fences of `docs/` that describe one change are one item, fences that ask nothing of a project are not items), then
 * the API items the project may use that were removed or deprecated, or whose default or
 * accepted values changed, when the computed version facts are given. API additions ask nothing
 * of a project: they are listed in a note, not as items.
 */
import {LATEST_VERSION, docUrl, versionByName, versionByPublicName, type DocsVersion} from '../../versions/versions';
import {compareReleases, lineOf, releaseOf, startOfMajor, type Release} from '../../versions/release';
import {PLANNER_VERSIONS} from './links';
import type {
  ApiItem,
  PlanGroup,
  PlanItem,
  PlanItemScope,
  PlanSection,
  PlannerCuration,
  PlannerData,
  UpgradeGuide,
  UpgradePlan,
} from './types';

/** The version pair a URL asks for (by the site's names, `next`, or Docusaurus's, `current`), with defaults: the version before the latest, up to the latest. */
export function resolvePair(from: string | null, to: string | null): {from: DocsVersion; to: DocsVersion} {
  const latestIndex = PLANNER_VERSIONS.indexOf(LATEST_VERSION);
  return {
    from: (from && versionByPublicName(from)) || PLANNER_VERSIONS[Math.max(0, latestIndex - 1)],
    to: (to && versionByPublicName(to)) || LATEST_VERSION,
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
  if (guide.stepsByVersion[to.name]) return to;
  return [...PLANNER_VERSIONS].reverse().find((version) => version.major === guide.major && guide.stepsByVersion[version.name]);
}

function withAnchor(url: string, anchor: string | undefined): string {
  return anchor ? `${url}#${anchor}` : url;
}

/** The API items a guide or release item deals with (its config keys, output targets, names it covers). */
function coveredNames(item: PlanItem, covers: readonly string[] = []): string[] {
  return [...(item.appliesTo?.configKeys ?? []), ...(item.appliesTo?.outputTargets ?? []), ...covers];
}

function guideGroups(data: PlannerData, from: DocsVersion, to: DocsVersion, covered: Set<string>): PlanGroup[] {
  return data.guides
    .filter((guide) => inRange(startOfMajor(guide.major), releaseOf(from), releaseOf(to)))
    .sort((a, b) => compareReleases(startOfMajor(a.major), startOfMajor(b.major)))
    .flatMap((guide) => {
      const version = guideVersion(guide, to);
      // A guide whose changes are all plan items (the next major's, issue 41) adds no group of its own.
      if (!version || guide.stepsByVersion[version.name].length === 0) return [];
      const page = docUrl(version, guide.route);
      return [
        {
          title: `${guide.title} (v${guide.major - 1} → v${guide.major})`,
          items: guide.stepsByVersion[version.name].map((step) => {
            const scope = data.curation.guideScopes[`${guide.route}#${step.anchor}`];
            const item: PlanItem = {
              id: `guide:${guide.route}#${step.anchor}`,
              title: step.title,
              ...(step.why ? {why: step.why} : {}),
              todo: step.todo,
              ...(step.snippet ? {snippet: step.snippet} : {}),
              release: `${guide.major}.0.0`,
              href: withAnchor(page, step.anchor),
              hrefLabel: `Read in ${version.label}`,
              ...(scope?.appliesTo ? {appliesTo: scope.appliesTo} : {}),
            };
            for (const name of coveredNames(item, scope?.covers)) covered.add(name);
            return item;
          }),
        },
      ];
    });
}

function releaseLabel(release: Release): string {
  const name = `v${lineOf(release)}`;
  return versionByName(name) ? name : lineOf(release);
}

function changeGroups(curation: PlannerCuration, from: DocsVersion, to: DocsVersion, covered: Set<string>): PlanGroup[] {
  // From an older major, every change of the target's major up to the target counts.
  const lower: Release = from.major !== to.major ? startOfMajor(to.major) : releaseOf(from);
  const upper = releaseOf(to);
  const selected = curation.releaseChanges.filter((change) => inRange(change.release, lower, upper));
  const releases = [...new Set(selected.map((change) => change.release))].sort(compareReleases);
  return releases.map((release) => ({
    title: `Changes in ${releaseLabel(release)}`,
    items: selected
      .filter((change) => compareReleases(change.release, release) === 0)
      .map((change) => {
        const item: PlanItem = {
          id: `change:${change.id}`,
          title: change.title,
          why: change.why,
          todo: change.todo,
          ...(change.snippet ? {snippet: change.snippet} : {}),
          release: lineOf(release),
          href: withAnchor(docUrl(to, change.route), change.anchor),
          hrefLabel: `Read in ${to.label}`,
          ...(change.appliesTo ? {appliesTo: change.appliesTo} : {}),
          ...(change.migrate ? {migrate: change.migrate} : {}),
        };
        for (const name of coveredNames(item, change.covers)) covered.add(name);
        return item;
      }),
  }));
}

/** A release as the plan labels it: `4.35`, or `4.33 or earlier` for the oldest docs version of a major (its release is not where the change came in). */
function releaseText(version: DocsVersion): string {
  const oldestOfMajor = PLANNER_VERSIONS.find((candidate) => candidate.major === version.major);
  return version === oldestOfMajor ? `${lineOf(version.release)} or earlier` : lineOf(version.release);
}

/** The config keys or output targets an API item is written as in a project's config. */
function scopeOf(item: ApiItem): PlanItemScope | undefined {
  if (['config', 'extras', 'testing', 'devServer'].includes(item.area)) return {configKeys: [item.name]};
  if (item.area === 'outputTargets') return {outputTargets: [item.name.split('.')[0]]};
  return undefined;
}

/** Whether `name` is one of `names` or an option of one (`angular.directivesProxyFile` under `angular`). */
function isUnder(name: string, names: Iterable<string>): boolean {
  for (const candidate of names) if (name === candidate || name.startsWith(`${candidate}.`)) return true;
  return false;
}

function apiGroups(items: ApiItem[], from: DocsVersion, to: DocsVersion, covered: Set<string>): {groups: PlanGroup[]; note?: string} {
  const lower = releaseOf(from);
  const upper = releaseOf(to);
  const at = (name: string | undefined) => (name ? versionByName(name) : undefined);
  const has = (item: ApiItem, version: DocsVersion) => {
    const since = at(item.since);
    const until = at(item.until);
    return (
      since !== undefined &&
      compareReleases(releaseOf(since), releaseOf(version)) <= 0 &&
      (until === undefined || compareReleases(releaseOf(until), releaseOf(version)) >= 0)
    );
  };
  // Only what the project can be using (it exists in `from`) asks for action; a guide or release item may already cover it.
  const inUse = items.filter((item) => has(item, from) && !isUnder(item.name, covered));
  const removed = inUse.filter((item) => !has(item, to));
  const removedNames = removed.map((item) => item.name);
  // One item per removed thing: the options of a removed output target go with it.
  const removedItems = removed.filter(
    (item) =>
      !isUnder(
        item.name,
        removedNames.filter((name) => name !== item.name),
      ),
  );
  const deprecated = inUse.filter((item) => {
    const since = at(item.deprecatedSince);
    return since !== undefined && has(item, to) && inRange(releaseOf(since), lower, upper);
  });
  const added = items.filter((item) => has(item, to) && !has(item, from));
  // A changed default or set of accepted values concerns every project on `from` that reaches `to` with the item.
  const changed = inUse.flatMap((item) =>
    has(item, to)
      ? (item.changes ?? [])
          .filter((change) => change.what !== 'kind')
          .filter((change) => {
            const version = at(change.version);
            return version !== undefined && inRange(releaseOf(version), lower, upper);
          })
          .map((change) => ({item, change, version: at(change.version)!}))
      : [],
  );
  const availability = docUrl(to, 'api-availability');
  const firstWithout = (item: ApiItem) => {
    const until = at(item.until)!;
    return PLANNER_VERSIONS[PLANNER_VERSIONS.indexOf(until) + 1];
  };
  const groups: PlanGroup[] = [
    {
      title: 'Removed',
      items: removedItems.map((item) => {
        const gone = firstWithout(item);
        const scope = scopeOf(item);
        return {
          id: `api:removed:${item.area}:${item.name}`,
          title: `Stop using \`${item.name}\``,
          why: `The ${item.kind} is not in @stencil/core ${gone.npmVersion}${at(item.until) ? ` (last in ${at(item.until)!.label})` : ''}.`,
          todo: 'Remove it from the project, or replace it with what the linked page describes.',
          release: releaseText(gone),
          href: availability,
          hrefLabel: 'API availability',
          ...(scope ? {appliesTo: scope} : {}),
        };
      }),
    },
    {
      title: 'Deprecated',
      items: deprecated.map((item) => {
        const since = at(item.deprecatedSince)!;
        const scope = scopeOf(item);
        return {
          id: `api:deprecated:${item.area}:${item.name}`,
          title: `Move off the deprecated \`${item.name}\``,
          why: `The ${item.kind} is marked deprecated in the typings of @stencil/core ${since.npmVersion}; it still works.`,
          todo: 'Replace it before a later release removes it.',
          release: releaseText(since),
          href: availability,
          hrefLabel: 'API availability',
          ...(scope ? {appliesTo: scope} : {}),
        };
      }),
    },
    {
      title: 'Changed defaults and accepted values',
      items: changed.map(({item, change, version}) => ({
        id: `api:changed:${change.what}:${item.area}:${item.name}:${change.version}`,
        title: change.what === 'default' ? `Check the new default of \`${item.name}\`` : `Check the values you give \`${item.name}\``,
        why: `The ${change.what === 'default' ? 'default' : 'set of accepted values'} changed from \`${change.before}\` to \`${change.after}\`, as the validation code of @stencil/core ${version.npmVersion} reads.`,
        todo:
          change.what === 'default'
            ? `If the project relied on \`${change.before}\`, set it explicitly.`
            : `Use one of \`${change.after}\`.`,
        release: releaseText(version),
        href: availability,
        hrefLabel: 'API availability',
      })),
    },
  ].filter((group) => group.items.length > 0);
  const note =
    added.length > 0
      ? `New between ${from.label} and ${to.label}, nothing to do: ${added.map((item) => `\`${item.name}\``).join(', ')}.`
      : undefined;
  return {groups, ...(note ? {note} : {})};
}

/**
 * The checklist for upgrading `from` → `to`, in upgrade order. A pair going back in time (or a
 * version to itself) has no items: the page offers the reverse pair instead.
 */
export function planUpgrade(data: PlannerData, from: DocsVersion, to: DocsVersion): UpgradePlan {
  if (compareReleases(releaseOf(from), releaseOf(to)) >= 0) return {from, to, sections: [], itemCount: 0};
  // What the guide and release items already deal with, so the API section does not repeat it.
  const covered = new Set<string>();
  const sections: PlanSection[] = [
    {id: 'guides', title: 'Major upgrade guides', groups: guideGroups(data, from, to, covered)},
    {id: 'releases', title: 'Changes release by release', groups: changeGroups(data.curation, from, to, covered)},
  ];
  if (data.apiItems) {
    const {groups, note} = apiGroups(data.apiItems, from, to, covered);
    sections.push({id: 'api', title: 'API items removed or deprecated', groups, ...(note ? {note} : {})});
  }
  const shown = sections.filter((section) => section.groups.length > 0 || section.note);
  const itemCount = shown.reduce((sum, section) => sum + section.groups.reduce((count, group) => count + group.items.length, 0), 0);
  return {from, to, sections: shown, itemCount};
}
