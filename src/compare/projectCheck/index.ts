/**
 * "Check my project" (issue 27): from a project's `package.json`, `stencil.config.ts` and
 * (optionally) `tsconfig.json`, what an upgrade to a target docs version means for it. Pure and
 * DOM-free: the planner page runs it in the browser, the docs MCP server in Node. Nothing is
 * fetched or run; what the files do not say is reported as not checked. See ./README.md.
 */
import {versionByName, type DocsVersion} from '../../versions/versions';
import {docsVersionForRelease as documentedBy, documentsWholeMajor} from '../../versions/documentedBy';
import {lowestReleaseOf} from '../../versions/ranges';
import {compareReleases, majorOf, release, type Release} from '../../versions/release';
import {planUpgrade} from '../planner/plan';
import type {PlanItem, UpgradePlan} from '../planner/types';
import {readProjectFiles, type ReadProject} from './files';
import {ConfigReleases} from './configHistory';
import {KeyFacts, ReleaseKeyFacts, defaultChangesOf} from './findings';
import type {PluginUse} from './parse';
import type {CheckOptions, FilteredPlan, Finding, ProjectCheck, ProjectFiles, StencilInUse} from './types';
import {DEPENDENCY_FIELDS, outputTargetsOf, wrapperUses} from './wrapperUse';
import {componentOptions, nextMajorFindings, planItemsWithMigrate, testingMove} from './nextMajor';

export type {ConfigKey, NotChecked, PluginUse, SyntaxProblem} from './parse';
export {configHistoryOf, type ConfigHistory} from './configHistory';
export type {
  CheckOptions,
  ComponentFile,
  DefaultChange,
  FileName,
  FileProblem,
  FilteredPlan,
  Finding,
  FindingKind,
  MigrationFinding,
  OutputTargetSummary,
  ProjectCheck,
  ProjectFiles,
  StencilInUse,
  TestingMove,
  WrapperUse,
} from './types';
export {defaultChangesOf} from './findings';

/** The lowest release a package.json range allows, as `4.20.1` (src/versions/documentedBy.ts reads it). */
export function lowestVersion(range: string): Release | undefined {
  return lowestReleaseOf(range);
}

/** The docs version that documents a release (src/versions/documentedBy.ts), with what the reader should know. */
function docsVersionFor(version: string, exact: boolean): {docs?: DocsVersion; note: string} {
  const release = lowestReleaseOf(version)!;
  const major = majorOf(release);
  const {version: docs, position} = documentedBy(release);
  switch (position) {
    case 'other-major':
      return {
        note: exact
          ? `No docs version covers Stencil ${major}.`
          : `No docs version covers Stencil ${major}; pick the version to upgrade from yourself.`,
      };
    case 'older':
      return {
        docs,
        note: exact
          ? `@stencil/core ${version} is older than the oldest ${major}.x docs version, ${docs.label}.`
          : `@stencil/core ${version} is older than the oldest ${major}.x docs version, ${docs.label}: the check starts there, so changes between ${version} and ${docs.npmVersion} are not listed.`,
      };
    case 'newer':
      return {
        docs,
        note: exact
          ? `@stencil/core ${version} is newer than every docs version of ${major}.x; the nearest is ${docs.label}.`
          : `@stencil/core ${version} is newer than every docs version of ${major}.x; the check starts at ${docs.label}.`,
      };
    default:
      return {
        docs,
        note: documentsWholeMajor(docs)
          ? `@stencil/core ${version} is documented by ${docs.label} (one docs version for every ${major}.x release).`
          : `@stencil/core ${version} is documented by ${docs.label}.`,
      };
  }
}

/** Where package.json declares `@stencil/core`, and the docs version that documents what it asks for. */
function readStencil(packageJson: Record<string, unknown>, exact: boolean): StencilInUse | undefined {
  for (const field of DEPENDENCY_FIELDS) {
    const dependencies = packageJson[field];
    if (!dependencies || typeof dependencies !== 'object') continue;
    const declared = (dependencies as Record<string, unknown>)['@stencil/core'];
    if (typeof declared !== 'string') continue;
    const version = lowestVersion(declared);
    if (!version) return {field, declared, note: `package.json asks for @stencil/core "${declared}", which names no release.`};
    const {docs, note} = docsVersionFor(version, exact);
    return {field, declared, version, ...(docs ? {docsVersion: docs.name} : {}), note};
  }
  return undefined;
}

/** What package.json says, or why it says nothing (not given, did not parse, no `@stencil/core`). */
function stencilInUse(read: ReadProject, files: ProjectFiles, exact: boolean): StencilInUse {
  if (read.packageJson) return readStencil(read.packageJson, exact) ?? {note: 'package.json does not list @stencil/core.'};
  const problem = read.problems.find((found) => found.file === 'packageJson');
  if (problem) return {note: `package.json did not parse (line ${problem.line}, column ${problem.column}), so it names no release.`};
  return {note: files.packageJson?.trim() ? 'package.json names no release.' : 'No package.json given.'};
}

/**
 * Whether a plan item concerns the project: no `appliesTo`, or an output target or config key it
 * names is used, or might be through a part of the config that was not checked.
 */
function applies(item: PlanItem, uses: ProjectUses): boolean {
  const appliesTo = item.appliesTo;
  if (!appliesTo || (!appliesTo.outputTargets?.length && !appliesTo.configKeys?.length)) return true;
  if (appliesTo.outputTargets?.some((name) => uses.targets.has(name))) return true;
  if (appliesTo.outputTargets?.length && uses.openScopes.has('outputTargets')) return true;
  return (
    appliesTo.configKeys?.some((key) => {
      if (uses.keys.has(key)) return true;
      const parent = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '';
      return uses.openScopes.has(parent) || uses.openScopes.has('');
    }) ?? false
  );
}

/** What a project uses, as `appliesTo` names it; `openScopes`: key paths whose contents were not checked (`''`: the top level). */
export interface ProjectUses {
  targets: Set<string>;
  keys: Set<string>;
  openScopes: Set<string>;
}

/** The plan without the items that concern none of what the project uses. */
export function filterPlan(plan: UpgradePlan, uses: ProjectUses): FilteredPlan {
  let hidden = 0;
  const sections = plan.sections
    .map((section) => ({
      ...section,
      groups: section.groups
        .map((group) => {
          const items = group.items.filter((item) => applies(item, uses));
          hidden += group.items.length - items.length;
          return {...group, items};
        })
        .filter((group) => group.items.length > 0),
    }))
    .filter((section) => section.groups.length > 0);
  return {plan: {...plan, sections, itemCount: plan.itemCount - hidden}, hidden, total: plan.itemCount};
}

/** The output targets (types, wrapper packages) and keys a checked project uses, for `filterPlan`. */
export function projectUses(result: Pick<ProjectCheck, 'outputTargets' | 'wrappers' | 'keys' | 'notChecked'>): ProjectUses {
  return {
    targets: new Set([...result.outputTargets.map((use) => use.name), ...result.wrappers.map((use) => use.package)]),
    keys: new Set(result.keys.map((key) => key.path)),
    openScopes: new Set(result.notChecked.map((part) => part.scope)),
  };
}

/** A docs version name (`v4.33`) or a release (`4.20.0`): the docs version and the exact release it stands for. */
function startingPoint(text: string): {docs: DocsVersion; release: string} | undefined {
  const named = versionByName(text);
  if (named) return {docs: named, release: named.npmVersion};
  const exact = lowestReleaseOf(text);
  if (!exact) return undefined;
  return {docs: documentedBy(exact).version, release: exact};
}

/**
 * Where the upgrade starts: the one chosen (`options.from`), else package.json's release, else
 * `options.defaultFrom` (the page's From select). The note says which.
 */
function fromOf(stencil: StencilInUse, options: CheckOptions, exact: boolean): {docs: DocsVersion; release: string} | undefined {
  const chosen = options.from ? startingPoint(options.from) : undefined;
  if (chosen) {
    const named = versionByName(options.from!) ? chosen.docs.label : chosen.release;
    stencil.note = `${stencil.note} Checking from ${named}, ${options.fromSource === 'project' ? "the project's release" : 'as chosen'}.`;
    return chosen;
  }
  if (stencil.version && stencil.docsVersion) return {docs: versionByName(stencil.docsVersion)!, release: stencil.version};
  // With the history every release is checked as itself; links go to the nearest docs version.
  if (stencil.version && exact) return {docs: documentedBy(release(stencil.version)).version, release: stencil.version};
  const fallback = options.defaultFrom ? startingPoint(options.defaultFrom) : undefined;
  if (fallback) {
    stencil.note = `${stencil.note} Checking from ${fallback.docs.label} (@stencil/core ${fallback.release}), the version chosen above.`;
    return fallback;
  }
  stencil.note = `${stencil.note} Pick the version to upgrade from.`;
  return undefined;
}

/** What the check says of a plugin: the records hold nothing about plugin packages. */
function pluginNote(plugin: PluginUse): string {
  return plugin.from
    ? `not checked: the records hold nothing about ${plugin.from}'s releases or what they accept`
    : 'not checked: it is not imported from a package';
}

/** Which releases the facts come from, in a sentence. */
function releaseNote(releases: NonNullable<ProjectCheck['releases']>, target: DocsVersion, upgrading: boolean, from?: DocsVersion): string {
  if (upgrading) {
    const older = from && documentedBy(release(releases.own)).position === 'older';
    const plan = older ? ` The plan's items start at ${from.label}, the nearest docs version.` : '';
    return `Keys, defaults and accepted values are checked at ${releases.own} and at every release up to ${releases.checked}.${plan}`;
  }
  if (releases.own === releases.docs) return `Keys, defaults and accepted values are checked against ${releases.own}.`;
  const own = `Keys, defaults and accepted values are checked against ${releases.own}'s own record.`;
  return compareReleases(release(releases.own), release(releases.docs)) > 0
    ? `${own} The links go to ${target.label}, which documents ${releases.docs}: keys that arrived after it are listed as not covered by those pages.`
    : `${own} The links go to ${target.label}, which documents ${releases.docs}, a later release: where its pages and this check differ, the check is ${releases.own}'s.`;
}

/** Checks a project against an upgrade to `options.target`. */
export function checkProject(files: ProjectFiles, options: CheckOptions): ProjectCheck {
  const target = versionByName(options.target);
  if (!target) throw new Error(`checkProject: unknown docs version "${options.target}"`);
  const read = readProjectFiles(files);
  const {packageJson, config, problems} = read;
  const history = options.history ?? options.planner?.configHistory;
  const stencil = stencilInUse(read, files, history !== undefined);
  const start = fromOf(stencil, options, history !== undefined);
  const from = start?.docs;

  const outputTargets = outputTargetsOf(config);
  const keys = config?.keys ?? [];
  const notChecked = config?.notChecked ?? [];
  const targetsUsed = new Set(outputTargets.map((use) => use.name));
  const outputTargetKeys = (config?.outputTargets ?? []).flatMap((use) =>
    use.type ? [{path: use.type, area: 'outputTargets', line: use.line, column: use.column}] : [],
  );
  let findings: Finding[];
  let releases: ProjectCheck['releases'];
  if (history) {
    const record = new ConfigReleases(history);
    const targetRelease = options.targetRelease ?? target.npmVersion;
    // The project's release decides what is a typo; without one, the target's does.
    const own = start?.release ?? targetRelease;
    const facts = new ReleaseKeyFacts(record, own, targetRelease, start?.docs ?? target, target);
    releases = {own, checked: facts.upgrading ? targetRelease : own, docs: target.npmVersion};
    const valueFindings = keys.flatMap((key) => facts.valueFindings(key));
    const refused = new Set(valueFindings.filter((finding) => finding.kind === 'refused').map((finding) => finding.key));
    findings = [
      ...outputTargetKeys.flatMap((key) => facts.keyFindings(key, 'output target')),
      ...keys.flatMap((key) => facts.keyFindings(key, 'key')),
      ...valueFindings,
      ...facts.defaultChangeFindings(keys, targetsUsed, {configRead: config !== undefined, notChecked}, refused),
    ];
    if (start) stencil.note = `${stencil.note} ${releaseNote(releases, target, facts.upgrading, from)}`;
    const unrecorded = [own, targetRelease].filter((of) => !history.releases.includes(of));
    if (unrecorded.length > 0)
      stencil.note = `${stencil.note} The records hold every release up to ${record.newest}, not ${unrecorded.join(' or ')}: ${unrecorded.length > 1 ? 'they are' : 'it is'} read as the recorded release before ${unrecorded.length > 1 ? 'each' : 'it'}.`;
  } else {
    const facts = new KeyFacts(options.apiItems, from ?? target, target, from);
    findings = [
      ...outputTargetKeys.flatMap((key) => facts.keyFindings(key, 'output target')),
      ...keys.flatMap((key) => facts.keyFindings(key, 'key')),
      ...facts.defaultChangeFindings(options.defaultChanges ?? defaultChangesOf(options.apiItems), keys, targetsUsed),
    ];
  }
  // Findings without a line (defaults the config leaves alone) first, then in the file's order.
  findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));

  const result: ProjectCheck = {
    target: target.name,
    ...(from ? {from: from.name} : {}),
    stencil,
    ...(releases ? {releases} : {}),
    problems,
    configRead: config !== undefined,
    ...(config ? {exportForm: config.exportForm} : {}),
    keys,
    findings,
    notChecked,
    outputTargets,
    plugins: (config?.plugins ?? []).map((plugin) => ({...plugin, note: pluginNote(plugin)})),
    wrappers: wrapperUses(packageJson, outputTargets, target, options.wrapperPeers ?? options.planner?.wrapperPeers),
    defaultsCompared: history !== undefined || options.defaultChanges !== undefined || defaultChangesOf(options.apiItems).length > 0,
  };
  if (options.planner && from) {
    const uses = projectUses(result);
    // A config that could not be read hides nothing: every item may concern it.
    if (!config) uses.openScopes.add('').add('outputTargets');
    const plan = planUpgrade(options.planner, from, target);
    result.plan = filterPlan(plan, uses);
    const nextMajor = planItemsWithMigrate(plan);
    if (nextMajor.length > 0) {
      const components = (files.components ?? []).map((file) => ({path: file.path, read: componentOptions(file.source)}));
      const problems = components.flatMap(({path, read}) => (read.ok ? [] : [{path, ...read.problem}]));
      if (problems.length > 0) result.componentProblems = problems;
      result.migrations = nextMajorFindings(
        nextMajor,
        config,
        components.flatMap(({path, read}) => (read.ok ? [{path, options: read.options}] : [])),
      );
      const testing = testingMove(packageJson, files.packageJson, nextMajor);
      if (testing) result.testing = testing;
    }
  }
  return result;
}
