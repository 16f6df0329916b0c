/** The shapes of the project check's input and result (./index.ts `checkProject`). */
import type {ApiItem, PlannerData, UpgradePlan} from '../planner/types';
import type {ConfigHistory} from './configHistory';
import type {ConfigKey, NotChecked, PluginUse, Position, SyntaxProblem} from './parse';
import type {WrapperPeers} from './wrappers';

export interface ProjectFiles {
  packageJson?: string;
  stencilConfig?: string;
  tsconfig?: string;
  /** Component sources (`.tsx`), read for the `@Component()` options the next major replaces (./nextMajor.ts). */
  components?: ComponentFile[];
}

/** A component's source, by its path in the project (`src/components/my-card/my-card.tsx`). */
export interface ComponentFile {
  path: string;
  source: string;
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
  /**
   * The docs version (`v4.33`) or exact release (`4.20.0`) to upgrade from, whatever package.json
   * says (the docs MCP server passes the installed release).
   */
  from?: string;
  /**
   * Where `from` comes from: `chosen` (the default: the reader picked it) or `project` (the caller
   * read it from the project, as the docs MCP server reads node_modules, and says how). The note
   * names it either way.
   */
  fromSource?: 'chosen' | 'project';
  /** The docs version or release to start from when package.json names no `@stencil/core` release (the page's From select). */
  defaultFrom?: string;
  /** The exact release to check against (`4.45.1`); absent, the release the target docs version documents. */
  targetRelease?: string;
  /**
   * The config part of the API history (every release; ./configHistory.ts); absent, the
   * planner's data's. With it, every fact is at the exact release; without it, at docs versions.
   */
  history?: ConfigHistory;
  /** What the wrapper releases accept (the wrapper peers record); absent, the planner's data's. */
  wrapperPeers?: WrapperPeers;
}

/** The files read as one each (the components are many: their problems are `componentProblems`). */
export type FileName = Exclude<keyof ProjectFiles, 'components'>;

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

export type FindingKind =
  | 'removed'
  | 'deprecated'
  | 'default-changed'
  | 'unknown'
  | 'newer'
  /** A value the checked release's validation does not accept. */
  | 'refused'
  /** A value of a type the checked release's typings no longer declare. */
  | 'type-changed'
  /** A key of the project's release that the docs version the reader is sent to does not have yet. */
  | 'not-in-docs';

export interface Finding {
  kind: FindingKind;
  /** The key as written, dotted (`extras.experimentalSlotFix`, `dist.buildDir`). */
  key: string;
  /** Where the config sets it; absent for a default the config does not set. */
  line?: number;
  column?: number;
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

/** A line of the project that an upgrade into the next major changes (./nextMajor.ts). */
export interface MigrationFinding extends Position {
  /** `stencil.config.ts`, or a component's path as given. */
  file: string;
  /** What is written there: an output target's type, a dotted config key, an option, an `@Component()` option. */
  name: string;
  /** What it becomes, as the `stencil migrate` rule's own report named it. */
  becomes?: string;
  /** The `stencil migrate` rule that makes the change, or `none`. */
  rule: string;
  /** The plan item that explains it. */
  item: {id: string; title: string; href: string};
  /** One sentence for the reader (Markdown inline syntax). */
  message: string;
}

/** What a package.json that tests through 4.x's Jest and Puppeteer runner installs instead (./nextMajor.ts). */
export interface TestingMove {
  /** The runner's packages it lists, with the field and line. */
  packages: {name: string; field: string; line: number}[];
  /** Scripts that run `stencil test`. */
  scripts: {name: string; command: string; line: number}[];
  /** What to install, for which tests, and the plan item's page. */
  install: {packages: string[]; tests: 'spec' | 'end-to-end'; href: string}[];
  /** One sentence for the reader (Markdown inline syntax). */
  message: string;
  href: string;
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
  /** The exact releases the facts come from, when the API history was given. */
  releases?: {
    /** The project's release (package.json's lowest allowed, or the one chosen). */
    own: string;
    /** The release checked against: the target's when upgrading, else the project's own. */
    checked: string;
    /** The release the target docs version documents. */
    docs: string;
  };
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
  /** The Rollup plugins the config lists, with what the check knows of them. */
  plugins: (PluginUse & {note: string})[];
  wrappers: WrapperUse[];
  /** Whether default changes were compared (false when no such facts were given). */
  defaultsCompared: boolean;
  plan?: FilteredPlan;
  /** When the upgrade crosses into the next major: each line it changes, with the `stencil migrate` rule (./nextMajor.ts). */
  migrations?: MigrationFinding[];
  /** When the upgrade crosses into the next major and package.json tests through Jest or Puppeteer: what to install instead. */
  testing?: TestingMove;
  /** Component files that did not parse (the others are still read). */
  componentProblems?: (SyntaxProblem & {path: string})[];
}
