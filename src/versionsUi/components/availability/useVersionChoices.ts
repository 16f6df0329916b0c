/**
 * The docs versions as choices for one page (issue 12): which have it, and where choosing each
 * leads — the page itself, or the closest page in a version that lacks it. Read from the
 * build-time data of src/versions/availability, so the server render and hydration agree.
 */
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc, useDocsVersion, useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {docUrl, versionByName} from '@site/src/versions/versions';
import {
  VERSION_AVAILABILITY_PLUGIN,
  type ClosestPage,
  type PartialRoute,
  type VersionAvailabilityData,
  routeOfSlug,
} from '@site/src/versions/availability/availability';

export interface VersionChoice {
  version: GlobalVersion;
  /** Whether this version has the page. */
  hasPage: boolean;
  /** Where choosing the version leads: the page there, or the closest page when it lacks it. */
  path: string;
  /** Set when the version lacks the page: the page shown instead. */
  closest?: ClosestPage;
}

/** The URL path of a route in a built docs version (versions.ts names every built version). */
function pathIn(version: GlobalVersion, route: string): string {
  const described = versionByName(version.name);
  if (!described) throw new Error(`src/versions/versions.ts does not declare the built docs version "${version.name}".`);
  return docUrl(described, route);
}

/** The plugin's entry for a route that some version lacks (undefined: every version has it). */
export function usePartialRoute(route: string): PartialRoute | undefined {
  const {partial} = usePluginData(VERSION_AVAILABILITY_PLUGIN) as VersionAvailabilityData;
  return partial[route];
}

/** The built versions that have the doc page being read (for "Compare with…", src/compare). */
export function useVersionsWithPage(): GlobalVersion[] {
  const {metadata} = useDoc();
  const {pluginId} = useDocsVersion();
  return useVersionChoices(routeOfSlug(metadata.slug), pluginId)
    .filter((choice) => choice.hasPage)
    .map((choice) => choice.version);
}

/** Every built version (dropdown order: Next, then the releases newest first) as a choice for a route. */
export function useVersionChoices(route: string, docsPluginId?: string): VersionChoice[] {
  const versions = useVersions(docsPluginId);
  const missingFrom = usePartialRoute(route)?.missingFrom ?? {};
  return versions.map((version) => {
    const closest = missingFrom[version.name];
    return {version, hasPage: !closest, path: pathIn(version, closest?.route ?? route), closest};
  });
}
