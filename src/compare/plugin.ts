/**
 * The compare-and-upgrade plugin (issue 21), build time only:
 * - computes the upgrade planner's data from the docs plugin's loaded versions (the major
 *   upgrade guides' sections per version, every `<Since>`/`<Until>` fence of `docs/`) and the
 *   curation of content/upgrade-items/ (./planner/curation.ts), and adds
 *   the planner page at `/docs/upgrade` with that data as its route module: it reaches the
 *   browser only with that page, never in main.js;
 * - writes one Markdown plan per older version to the latest (`upgrade/<from>-to-<latest>.md`)
 *   in `postBuild`, as the llms.txt plugin writes the twins, and the data itself to the build
 *   manifest (src/plugins/buildManifest/manifest.ts), for the docs MCP server's data build.
 *
 * "Compare with…" needs no build data: it fetches the two pages' Markdown twins (src/plugins/llmsTxt).
 *
 * `apiFacts`, when given, adds the computed API items (issue 20's `apiFacts()`) to the plan;
 * `wrapperPeers` the wrapper peers record and `configHistory` the config part of the API history,
 * which the project check reads from the planner's data.
 */
import path from 'node:path';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {renderForVersion} from '../versions/fences';
import {ALL_VERSIONS, versionByName, versionOfDocsFile, NEXT_VERSION} from '../versions/versions';
import {routeOfSlug} from '../versions/availability/availability';
import type {ApiItem, PlannerData, UpgradeGuide} from './planner/types';
import {plannerCuration} from './planner/curation';
import type {WrapperPeers} from './projectCheck/wrappers';
import type {ConfigHistory} from './projectCheck/configHistory';
import {fencedChanges, guideSteps} from './planner/sources';
import {planMarkdownFiles} from './planner/markdown';
import {MANIFEST_PLANNER_FILE} from '../plugins/buildManifest/manifest';

const PLUGIN_NAME = 'compare-upgrade-plugin';
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const DOCS_PLUGIN_ID = 'default';

export interface CompareUpgradeOptions {
  /** The computed API facts (src/versions/facts, issue 20), once they exist. */
  apiFacts?: () => ApiItem[];
  /** The wrapper peers record (src/data/records.ts). */
  wrapperPeers?: () => WrapperPeers | undefined;
  /** The config part of the API history (src/compare/projectCheck/configHistory.ts), for the project check. */
  configHistory?: () => ConfigHistory | undefined;
}

function siteRelative(source: string, siteDir: string): string {
  const file = source.startsWith('@site/') ? source.slice('@site/'.length) : path.relative(siteDir, source);
  return file.split(path.sep).join('/');
}

/** A doc's Markdown as its version shows it: `docs/` is resolved for Next, snapshots are already resolved. */
function readAsShown(sourcePath: string, siteDir: string): string {
  const text = readFileSync(path.join(siteDir, sourcePath), 'utf8');
  const version = versionOfDocsFile(sourcePath) ?? NEXT_VERSION;
  return version === NEXT_VERSION ? renderForVersion(text, version, sourcePath) : text;
}

/** What the planner reads of the docs plugin's loaded versions (tests build it from the sources). */
export interface PlannerSourceVersion {
  versionName: string;
  docs: Pick<LoadedVersion['docs'][number], 'slug' | 'source' | 'title'>[];
}

export function computePlannerData(
  loadedVersions: PlannerSourceVersion[],
  siteDir: string,
  apiItems?: ApiItem[],
  wrapperPeers?: WrapperPeers,
  configHistory?: ConfigHistory,
): PlannerData {
  const guideRoutes = new Map<string, number>();
  for (const version of ALL_VERSIONS) {
    if (version.upgradeGuideRoute) guideRoutes.set(version.upgradeGuideRoute, version.major);
  }
  const guides = new Map<string, UpgradeGuide>();
  for (const loaded of loadedVersions) {
    if (!versionByName(loaded.versionName)) continue;
    for (const doc of loaded.docs) {
      const route = routeOfSlug(doc.slug);
      const major = guideRoutes.get(route);
      if (major === undefined) continue;
      const guide = guides.get(route) ?? {major, route, title: doc.title, stepsByVersion: {}};
      guide.stepsByVersion[loaded.versionName] = guideSteps(readAsShown(siteRelative(doc.source, siteDir), siteDir));
      guides.set(route, guide);
    }
  }
  // Every fence of the 4.x line is in docs/, read by Next's docs (the one source of the line).
  const next = loadedVersions.find((loaded) => loaded.versionName === NEXT_VERSION.name);
  // A build of some versions only (DOCS_ONLY_VERSIONS) may leave Next out: then no fences.
  if (!next && versionByName(NEXT_VERSION.name)) throw new Error(`${PLUGIN_NAME}: Next's docs (docs/) were not loaded`);
  const changes = (next?.docs ?? []).flatMap((doc) => {
    const sourcePath = siteRelative(doc.source, siteDir);
    return fencedChanges({
      route: routeOfSlug(doc.slug),
      title: doc.title,
      sourcePath,
      source: readFileSync(path.join(siteDir, sourcePath), 'utf8'),
    });
  });
  changes.sort((a, b) => a.route.localeCompare(b.route));
  return {
    guides: [...guides.values()],
    changes,
    curation: plannerCuration(),
    ...(apiItems ? {apiItems} : {}),
    ...(wrapperPeers ? {wrapperPeers} : {}),
    ...(configHistory ? {configHistory} : {}),
  };
}

export default function compareUpgradePlugin(options: CompareUpgradeOptions = {}): (context: LoadContext) => Plugin {
  return (context) => {
    let data: PlannerData | undefined;
    return {
      name: PLUGIN_NAME,
      async allContentLoaded({allContent, actions}) {
        const docs = allContent[DOCS_PLUGIN]?.[DOCS_PLUGIN_ID] as LoadedContent | undefined;
        if (!docs) throw new Error(`${PLUGIN_NAME}: the docs plugin's content was not loaded`);
        data = computePlannerData(
          docs.loadedVersions,
          context.siteDir,
          options.apiFacts?.(),
          options.wrapperPeers?.(),
          options.configHistory?.(),
        );
        const dataModule = await actions.createData('upgrade-planner.json', JSON.stringify(data));
        actions.addRoute({
          path: `${context.baseUrl}upgrade`,
          exact: true,
          component: '@site/src/compare/planner/UpgradePlannerPage.tsx',
          modules: {planner: dataModule},
        });
      },
      async postBuild({outDir, siteConfig}) {
        if (!data) throw new Error(`${PLUGIN_NAME}: no planner data before the build ended`);
        const files = planMarkdownFiles(data, siteConfig.url);
        for (const [file, content] of files) {
          mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
          writeFileSync(path.join(outDir, file), content);
        }
        // The same data, once, for consumers that are not browsers (src/plugins/buildManifest/manifest.ts).
        mkdirSync(path.dirname(path.join(outDir, MANIFEST_PLANNER_FILE)), {recursive: true});
        writeFileSync(path.join(outDir, MANIFEST_PLANNER_FILE), JSON.stringify(data));
        console.log(`[${PLUGIN_NAME}] wrote ${files.size} upgrade plans in Markdown, and the planner's data to ${MANIFEST_PLANNER_FILE}`);
      },
    };
  };
}
