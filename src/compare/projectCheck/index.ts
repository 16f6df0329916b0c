/**
 * "Check my project" (issue 27): from a project's `package.json`, `stencil.config.ts` and
 * (optionally) `tsconfig.json`, what an upgrade to a target docs version means for it. Pure and
 * DOM-free: the planner page runs it in the browser, the docs MCP server in Node. Nothing is
 * fetched or run; what the files do not say is reported as not checked. See ./README.md.
 */
import {docUrl, versionByName, type DocsVersion} from '../../versions/versions';
import {planUpgrade} from '../planner/plan';
import type {ApiItem, PlanItem, PlannerData, UpgradePlan} from '../planner/types';
import {CONFIG_AREAS, COMPILER_CONFIG_KEYS, deprecatedIn, knownIn, nearest, versionOrder} from './keys';
import {parseJsonLike, parseStencilConfig, type ConfigKey, type NotChecked, type SyntaxProblem} from './parse';
import {WRAPPERS, wrapperOf, type Wrapper} from './wrappers';
import wrapperPeers from './wrapperPeers.json';
import {docsVersionForRelease as documentedBy, lowestReleaseOf} from '../../versions/documentedBy';

export type {ConfigKey, NotChecked, SyntaxProblem} from './parse';

export interface ProjectFiles {
  packageJson?: string;
  stencilConfig?: string;
  tsconfig?: string;
}

/** A change of a config key's default between two docs versions (when such facts are given). */
export interface DefaultChange {
  /** As the API facts name it: `transformAliasedImportPaths`, `extras.x`. */
  name: string;
  /** The first docs version with the new default. */
  version: string;
  from: string;
  to: string;
}

export interface CheckOptions {
  /** The docs version to upgrade to (a name of src/versions/versions.ts: `v4.38`, `current`). */
  target: string;
  /** The computed API facts (`apiFacts()` of src/versions/facts, or the planner data's `apiItems`). */
  apiItems: readonly ApiItem[];
  /** The planner's data: given, the result carries the plan filtered to this project. */
  planner?: PlannerData;
  /**
   * Changed defaults. Absent, they are read from `apiItems` (each item's `changes` of kind
   * `default`, computed from every release's validation code); when the items hold no defaults
   * either, the result says defaults were not compared.
   */
  defaultChanges?: readonly DefaultChange[];
  /** The docs version to upgrade from, when package.json is not given or does not say. */
  from?: string;
}

export type FileName = keyof ProjectFiles;

export interface FileProblem extends SyntaxProblem {
  file: FileName;
}

export interface StencilInUse {
  /** Where package.json declares `@stencil/core`. */
  field?: 'dependencies' | 'devDependencies' | 'peerDependencies';
  /** As written: `^4.20.0`, `2.22.3`. */
  declared?: string;
  /** The lowest release the declaration allows, when it names one: `4.20.0`. */
  version?: string;
  /** The docs version chosen as "from", if any. */
  docsVersion?: string;
  /** How the docs version was chosen, in a sentence (always set). */
  note: string;
}

export type FindingKind = 'removed' | 'deprecated' | 'default-changed' | 'unknown' | 'newer';

export interface Finding {
  kind: FindingKind;
  /** The key as written, dotted (`extras.experimentalSlotFix`, `dist.buildDir`). */
  key: string;
  line: number;
  column: number;
  /** One sentence for the reader. */
  message: string;
  /** The option's entry: the target's page, or the project's own for keys the target lacks. */
  href: string;
  /** For `unknown`: the closest key the project's release knows. */
  suggestion?: string;
}

export interface WrapperUse {
  package: string;
  framework: string;
  /** The range in package.json, if listed there. */
  declared?: string;
  /** Lines of `stencil.config.ts` where it is used (its call, or the built-in type it replaces). */
  lines: number[];
  /** What the wrapper's releases say about the target's `@stencil/core`, in a sentence. */
  expects: string;
  /** The newest wrapper release whose peerDependencies accept the target's release, if any states one. */
  newestAccepting?: string;
  /** The first release of the unbroken run of accepting releases that ends with the newest. */
  acceptingSince?: string;
  href: string;
}

export interface OutputTargetSummary {
  /** The type written, or the wrapper call's name. */
  name: string;
  line: number;
  wrapper?: string;
}

export interface FilteredPlan {
  plan: UpgradePlan;
  /** Items hidden because their `appliesTo` names nothing this project uses. */
  hidden: number;
  /** Items of the full plan. */
  total: number;
}

export interface ProjectCheck {
  /** The target docs version (resolved). */
  target: string;
  /** The "from" docs version, when one could be chosen. */
  from?: string;
  stencil: StencilInUse;
  /** Files that did not parse; the other files are still checked. */
  problems: FileProblem[];
  /** Whether stencil.config.ts was given and parsed: without it, keys and output targets are unknown. */
  configRead: boolean;
  /** How the config is exported (`export const config` …), when the config was read. */
  exportForm?: string;
  /** Every key the config sets, as read. */
  keys: ConfigKey[];
  findings: Finding[];
  /** Parts of the config the check cannot see through. */
  notChecked: NotChecked[];
  outputTargets: OutputTargetSummary[];
  wrappers: WrapperUse[];
  /** Whether default changes were compared (false when no such facts were given). */
  defaultsCompared: boolean;
  plan?: FilteredPlan;
}

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies'] as const;

/** The page that documents an area's keys (the same route in every version). */
function areaRoute(area: string): string {
  if (area === 'extras') return 'config-extras';
  if (area === 'devServer') return 'dev-server';
  if (area === 'outputTargets') return 'output-targets';
  if (area === 'config') return 'config';
  return 'api-availability';
}

/** How an unknown key is named to the reader: a config key, an output target, or one's option. */
function unknownWhat(key: ConfigKey, what: 'key' | 'output target'): string {
  if (what === 'output target') return `output target type \`${key.path}\``;
  if (key.area !== 'outputTargets') return `config key \`${key.path}\``;
  const dot = key.path.indexOf('.');
  return `option \`${key.path.slice(dot + 1)}\` on the \`${key.path.slice(0, dot)}\` output target`;
}

/** The lowest release a package.json range allows, as `4.20.1` (src/versions/documentedBy.ts reads it). */
export function lowestVersion(range: string): string | undefined {
  return lowestReleaseOf(range)?.join('.');
}

function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    if ((left[index] ?? 0) !== (right[index] ?? 0)) return (left[index] ?? 0) - (right[index] ?? 0);
  }
  return 0;
}

/** The docs version that documents a release (src/versions/documentedBy.ts), with what the reader should know. */
function docsVersionFor(version: string): {docs?: DocsVersion; note: string} {
  const release = lowestReleaseOf(version)!;
  const [major] = release;
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
        note:
          major < 4
            ? `@stencil/core ${version} is documented by ${docs.label} (one docs version per major before 4).`
            : `@stencil/core ${version} is documented by ${docs.label}.`,
      };
  }
}

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

function declaredRange(packageJson: Record<string, unknown> | undefined, name: string): string | undefined {
  for (const field of DEPENDENCY_FIELDS) {
    const value = (packageJson?.[field] as Record<string, unknown> | undefined)?.[name];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

interface PeerRecord {
  newest: string;
  newestStates: string | null;
  accepting: Record<string, {newest: string; since: string} | null>;
}

function wrapperExpectation(
  wrapper: Wrapper,
  target: DocsVersion,
  declared: string | undefined,
): Pick<WrapperUse, 'expects' | 'newestAccepting' | 'acceptingSince'> {
  const record = (wrapperPeers.packages as Record<string, PeerRecord | undefined>)[wrapper.package];
  const release = target.npmVersion;
  if (!record || !(release in record.accepting)) {
    return {
      expects: `No release of ${wrapper.package} is recorded against @stencil/core ${release}; its expected version is not known here.`,
    };
  }
  const accepting = record.accepting[release];
  if (!accepting) {
    return {expects: `No release of ${wrapper.package} states in its peerDependencies that it accepts @stencil/core ${release}.`};
  }
  const lowest = declared ? lowestVersion(declared) : undefined;
  const behind =
    lowest && compareVersions(lowest, accepting.since) < 0 ? ` Your range starts at ${lowest}, before ${accepting.since}.` : '';
  return {
    expects: `Releases ${accepting.since} to ${accepting.newest} of ${wrapper.package} state that they accept @stencil/core ${release} (peerDependencies).${behind}`,
    newestAccepting: accepting.newest,
    acceptingSince: accepting.since,
  };
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

/** Checks a project against an upgrade to `options.target`. */
/** The default changes the computed API facts record (src/versions/facts: `changes` of kind `default`). */
export function defaultChangesOf(apiItems: readonly ApiItem[]): DefaultChange[] {
  return apiItems.flatMap((item) =>
    (item.changes ?? [])
      .filter((change) => change.what === 'default')
      .map((change) => ({name: item.name, version: change.version, from: change.before, to: change.after})),
  );
}

export function checkProject(files: ProjectFiles, options: CheckOptions): ProjectCheck {
  const named = versionByName(options.target);
  if (!named) throw new Error(`checkProject: unknown docs version "${options.target}"`);
  const target: DocsVersion = named;
  const problems: FileProblem[] = [];

  let packageJson: Record<string, unknown> | undefined;
  if (files.packageJson?.trim()) {
    const parsed = parseJsonLike(files.packageJson);
    if (!parsed.ok) problems.push({file: 'packageJson', ...parsed.problem});
    else if (parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value))
      packageJson = parsed.value as Record<string, unknown>;
    else problems.push({file: 'packageJson', line: 1, column: 1, message: 'package.json must hold an object'});
  }
  if (files.tsconfig?.trim()) {
    const parsed = parseJsonLike(files.tsconfig);
    if (!parsed.ok) problems.push({file: 'tsconfig', ...parsed.problem});
  }

  const stencil: StencilInUse = packageJson ? readStencil(packageJson) : {note: 'No package.json given; pick the version to upgrade from.'};
  const fromName = options.from && versionByName(options.from) ? options.from : stencil.docsVersion;
  if (options.from && versionByName(options.from))
    stencil.note = `${stencil.note} Upgrading from ${versionByName(options.from)!.label}, as chosen.`;
  const from = fromName ? versionByName(fromName) : undefined;
  // The project's own release decides what is a typo; without one, the target's does.
  const own = from ?? target;

  const result: ProjectCheck = {
    target: target.name,
    ...(from ? {from: from.name} : {}),
    stencil,
    problems,
    configRead: false,
    keys: [],
    findings: [],
    notChecked: [],
    outputTargets: [],
    wrappers: [],
    defaultsCompared: options.defaultChanges !== undefined || defaultChangesOf(options.apiItems).length > 0,
  };
  const defaultChanges = options.defaultChanges ?? defaultChangesOf(options.apiItems);

  const configItems = options.apiItems.filter((item) => CONFIG_AREAS.has(item.area));
  const byName = new Map(configItems.map((item) => [item.name, item]));
  const ownNames = configItems.filter((item) => knownIn(item, own.name)).map((item) => item.name);
  const upgrading = from !== undefined && versionOrder(from.name, target.name) < 0;

  const wrapperLines = new Map<string, number[]>();
  const addWrapperLine = (wrapper: Wrapper, line: number) =>
    wrapperLines.set(wrapper.package, [...(wrapperLines.get(wrapper.package) ?? []), line]);

  if (files.stencilConfig?.trim()) {
    const parsed = parseStencilConfig(files.stencilConfig);
    if (!parsed.ok) problems.push({file: 'stencilConfig', ...parsed.problem});
    else {
      const config = parsed.config;
      result.configRead = true;
      result.exportForm = config.exportForm;
      result.keys = config.keys;
      result.notChecked = config.notChecked;
      for (const use of config.outputTargets) {
        const wrapper = use.call
          ? wrapperOf(use.call.from)
          : WRAPPERS.find((candidate) => candidate.builtInType && candidate.builtInType === use.type);
        if (wrapper) addWrapperLine(wrapper, use.line);
        const name = use.type ?? (use.call ? `${use.call.name}()` : undefined);
        if (name) result.outputTargets.push({name, line: use.line, ...(wrapper ? {wrapper: wrapper.package} : {})});
        if (use.type) {
          const key: ConfigKey = {path: use.type, area: 'outputTargets', line: use.line, column: use.column};
          result.findings.push(...keyFindings(key, 'output target'));
        }
      }
      for (const key of config.keys) result.findings.push(...keyFindings(key, 'key'));
    }
  }

  function keyFindings(key: ConfigKey, what: 'key' | 'output target'): Finding[] {
    const item = byName.get(key.path);
    const position = {key: key.path, line: key.line, column: key.column};
    if (!item || !knownIn(item, own.name)) {
      if (key.area === 'config' && COMPILER_CONFIG_KEYS.includes(key.path)) return [];
      if (item && versionOrder(item.since, own.name) > 0) {
        const since = versionByName(item.since);
        return [
          {
            kind: 'newer',
            ...position,
            message: `\`${key.path}\` is not in ${own.label}; it arrives in ${since?.label ?? item.since}.`,
            href: docUrl(since ?? target, areaRoute(key.area)),
          },
        ];
      }
      // An output-target option is compared with the options of its own type.
      const prefix = key.path.includes('.') ? key.path.slice(0, key.path.lastIndexOf('.') + 1) : '';
      const siblings = ownNames
        .filter((name) => byName.get(name)!.area === key.area && name.startsWith(prefix) && !name.slice(prefix.length).includes('.'))
        .filter((name) => (what === 'output target') === (byName.get(name)!.kind === 'output target'));
      const suggestion = nearest(
        key.path.slice(prefix.length),
        siblings.map((name) => name.slice(prefix.length)),
      );
      return [
        {
          kind: 'unknown',
          ...position,
          message: `${own.label} knows no ${unknownWhat(key, what)}${suggestion ? `; did you mean \`${key.area === 'outputTargets' ? suggestion : prefix + suggestion}\`?` : '.'}`,
          href: docUrl(own, areaRoute(key.area)),
          ...(suggestion ? {suggestion: `${prefix}${suggestion}`} : {}),
        },
      ];
    }
    if (!upgrading) return [];
    if (!knownIn(item, target.name)) {
      return [
        {
          kind: 'removed',
          ...position,
          message: `\`${key.path}\` is removed after ${versionByName(item.until!)?.label ?? item.until}: ${target.label} does not have it.`,
          href: docUrl(own, areaRoute(key.area)),
        },
      ];
    }
    const found: Finding[] = [];
    if (deprecatedIn(item, target.name)) {
      const since = versionByName(item.deprecatedSince!)?.label ?? item.deprecatedSince;
      found.push({
        kind: 'deprecated',
        ...position,
        message: deprecatedIn(item, own.name)
          ? `\`${key.path}\` is deprecated (marked so in ${since} already) and still in ${target.label}.`
          : `\`${key.path}\` is deprecated from ${since}.`,
        href: docUrl(target, areaRoute(key.area)),
      });
    }
    return found;
  }

  if (upgrading) {
    const set = new Map(result.keys.map((key) => [key.path, key]));
    const targetsUsed = new Set(result.outputTargets.map((use) => use.name));
    for (const change of defaultChanges) {
      if (versionOrder(change.version, from.name) <= 0 || versionOrder(change.version, target.name) > 0) continue;
      const key = set.get(change.name);
      const area = byName.get(change.name)?.area ?? 'config';
      // An output target's option (`dist-collection.transformAliasedImportPaths`) concerns only projects that use that target.
      if (area === 'outputTargets' && !targetsUsed.has(change.name.split('.')[0]!)) continue;
      result.findings.push({
        kind: 'default-changed',
        key: change.name,
        line: key?.line ?? 0,
        column: key?.column ?? 0,
        message: key
          ? `The default of \`${change.name}\` changes from ${change.from} to ${change.to} in ${versionByName(change.version)?.label ?? change.version}; your config sets it, so the change does not reach you.`
          : `The default of \`${change.name}\` changes from ${change.from} to ${change.to} in ${versionByName(change.version)?.label ?? change.version}; your config does not set it, so the new default applies.`,
        href: docUrl(target, areaRoute(area)),
      });
    }
  }
  result.findings.sort((a, b) => a.line - b.line || a.column - b.column);

  for (const wrapper of WRAPPERS) {
    const declared = declaredRange(packageJson, wrapper.package);
    const lines = wrapperLines.get(wrapper.package) ?? [];
    if (!declared && lines.length === 0) continue;
    result.wrappers.push({
      package: wrapper.package,
      framework: wrapper.framework,
      ...(declared ? {declared} : {}),
      lines,
      ...wrapperExpectation(wrapper, target, declared),
      href: docUrl(target, wrapper.route),
    });
  }

  if (options.planner && from) {
    const uses = projectUses(result);
    // A config that could not be read hides nothing: every item may concern it.
    if (!files.stencilConfig?.trim() || problems.some((problem) => problem.file === 'stencilConfig'))
      uses.openScopes.add('').add('outputTargets');
    result.plan = filterPlan(planUpgrade(options.planner, from, target), uses);
  }
  return result;
}
