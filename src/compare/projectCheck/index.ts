/**
 * "Check my project" (issue 27): from a project's `package.json`, `stencil.config.ts` and
 * (optionally) `tsconfig.json`, what an upgrade to a target docs version means for it. Pure and
 * DOM-free: the planner page runs it in the browser, the docs MCP server in Node. Nothing is
 * fetched or run; what the files do not say is reported as not checked. See ./README.md.
 */
import {versionByName, type DocsVersion} from '../../versions/versions';
import {docsVersionForRelease as documentedBy, documentsWholeMajor} from '../../versions/documentedBy';
import {lowestReleaseOf} from '../../versions/ranges';
import {majorOf, type Release} from '../../versions/release';
import {planUpgrade} from '../planner/plan';
import type {PlanItem, UpgradePlan} from '../planner/types';
import {readProjectFiles} from './files';
import {KeyFacts, defaultChangesOf} from './findings';
import type {CheckOptions, FilteredPlan, ProjectCheck, ProjectFiles, StencilInUse} from './types';
import {DEPENDENCY_FIELDS, outputTargetsOf, wrapperUses} from './wrapperUse';

export type {ConfigKey, NotChecked, SyntaxProblem} from './parse';
export type {
  CheckOptions,
  DefaultChange,
  FileName,
  FileProblem,
  FilteredPlan,
  Finding,
  FindingKind,
  OutputTargetSummary,
  ProjectCheck,
  ProjectFiles,
  StencilInUse,
  WrapperUse,
} from './types';
export {defaultChangesOf} from './findings';

/** The lowest release a package.json range allows, as `4.20.1` (src/versions/documentedBy.ts reads it). */
export function lowestVersion(range: string): Release | undefined {
  return lowestReleaseOf(range);
}

/** The docs version that documents a release (src/versions/documentedBy.ts), with what the reader should know. */
function docsVersionFor(version: string): {docs?: DocsVersion; note: string} {
  const release = lowestReleaseOf(version)!;
  const major = majorOf(release);
  const {version: docs, position} = documentedBy(release);
  switch (position) {
    case 'other-major':
      return {note: `No docs version covers Stencil ${major}; pick the version to upgrade from yourself.`};
    case 'older':
      return {
        docs,
        note: `@stencil/core ${version} is older than the oldest ${major}.x docs version, ${docs.label}: the check starts there, so changes between ${version} and ${docs.npmVersion} are not listed.`,
      };
    case 'newer':
      return {docs, note: `@stencil/core ${version} is newer than every docs version of ${major}.x; the check starts at ${docs.label}.`};
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
function readStencil(packageJson: Record<string, unknown>): StencilInUse {
  for (const field of DEPENDENCY_FIELDS) {
    const dependencies = packageJson[field];
    if (!dependencies || typeof dependencies !== 'object') continue;
    const declared = (dependencies as Record<string, unknown>)['@stencil/core'];
    if (typeof declared !== 'string') continue;
    const version = lowestVersion(declared);
    if (!version)
      return {
        field,
        declared,
        note: `package.json asks for @stencil/core "${declared}", which names no release; pick the version to upgrade from.`,
      };
    const {docs, note} = docsVersionFor(version);
    return {field, declared, version, ...(docs ? {docsVersion: docs.name} : {}), note};
  }
  return {note: 'package.json does not list @stencil/core; pick the version to upgrade from.'};
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

/** The docs version to upgrade from: the one chosen, else the one package.json's `@stencil/core` is documented by. */
function fromVersion(stencil: StencilInUse, options: CheckOptions): DocsVersion | undefined {
  const chosen = options.from ? versionByName(options.from) : undefined;
  if (chosen) {
    stencil.note = `${stencil.note} Upgrading from ${chosen.label}, as chosen.`;
    return chosen;
  }
  return stencil.docsVersion ? versionByName(stencil.docsVersion) : undefined;
}

/** Checks a project against an upgrade to `options.target`. */
export function checkProject(files: ProjectFiles, options: CheckOptions): ProjectCheck {
  const target = versionByName(options.target);
  if (!target) throw new Error(`checkProject: unknown docs version "${options.target}"`);
  const {packageJson, config, problems} = readProjectFiles(files);
  const stencil: StencilInUse = packageJson ? readStencil(packageJson) : {note: 'No package.json given; pick the version to upgrade from.'};
  const from = fromVersion(stencil, options);
  // The project's own release decides what is a typo; without one, the target's does.
  const facts = new KeyFacts(options.apiItems, from ?? target, target, from);

  const outputTargets = outputTargetsOf(config);
  const keys = config?.keys ?? [];
  const defaultChanges = options.defaultChanges ?? defaultChangesOf(options.apiItems);
  const findings = [
    ...(config?.outputTargets ?? []).flatMap((use) =>
      use.type ? facts.keyFindings({path: use.type, area: 'outputTargets', line: use.line, column: use.column}, 'output target') : [],
    ),
    ...keys.flatMap((key) => facts.keyFindings(key, 'key')),
    ...facts.defaultChangeFindings(defaultChanges, keys, new Set(outputTargets.map((use) => use.name))),
  ].sort((a, b) => a.line - b.line || a.column - b.column);

  const result: ProjectCheck = {
    target: target.name,
    ...(from ? {from: from.name} : {}),
    stencil,
    problems,
    configRead: config !== undefined,
    ...(config ? {exportForm: config.exportForm} : {}),
    keys,
    findings,
    notChecked: config?.notChecked ?? [],
    outputTargets,
    wrappers: wrapperUses(packageJson, outputTargets, target, options.wrapperPeers ?? options.planner?.wrapperPeers),
    defaultsCompared: options.defaultChanges !== undefined || defaultChangesOf(options.apiItems).length > 0,
  };
  if (options.planner && from) {
    const uses = projectUses(result);
    // A config that could not be read hides nothing: every item may concern it.
    if (!config) uses.openScopes.add('').add('outputTargets');
    result.plan = filterPlan(planUpgrade(options.planner, from, target), uses);
  }
  return result;
}
