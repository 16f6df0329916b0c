/**
 * The upgrade planner's types, in one module that imports no code: the build-time data
 * (`PlannerData`, written by ../plugin.ts from the docs sources and the curation of
 * content/upgrade-items/), and the plan `planUpgrade` (./plan.ts) makes of it.
 */
import type {ApiItem as ComputedApiItem} from '../../versions/facts/compute';
import type {ConfigHistory} from '../projectCheck/configHistory';
import type {Release} from '../../versions/release';
import type {DocsVersion} from '../../versions/versions';
import type {WrapperPeers} from '../projectCheck/wrappers';

/**
 * What the planner reads of a computed API fact (issue 20, src/versions/facts): its version fields
 * name docs versions (`v4.35`); `until` is the last version that has the item.
 */
export type ApiItem = Pick<ComputedApiItem, 'area' | 'name' | 'kind' | 'since' | 'until' | 'deprecatedSince' | 'changes'>;

export interface GuideSection {
  title: string;
  anchor: string;
}

/** A code example of a plan item: a before/after `diff`, or the configuration to write. */
export interface Snippet {
  lang: string;
  /** The file it belongs in (`stencil.config.ts`), when the example names one. */
  title?: string;
  code: string;
}

/** One change of a major upgrade guide: a section with a "What to do" line (./sources.ts). */
export interface GuideStep extends GuideSection {
  /** Why it changed (Markdown inline syntax). */
  why?: string;
  /** What to do (Markdown inline syntax). */
  todo: string;
  snippet?: Snippet;
}

/** A major upgrade guide (e.g. to Stencil 4), its changes as each version that has it shows them. */
export interface UpgradeGuide {
  /** The major the guide upgrades to. */
  major: number;
  route: string;
  title: string;
  stepsByVersion: Record<string, GuideStep[]>;
}

/** A `<Since>`/`<Until>` fence of `docs/`: one change in one 4.x release. */
export interface FencedChange {
  id: string;
  kind: 'Since' | 'Until';
  /** The fence's version as written (`4.35`). */
  fenceVersion: string;
  /** The release that brings the change, the start of its minor line (an `Until 4.34` text is gone from `4.35.0`). */
  release: Release;
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
  /** What the Markdown cannot say: the curated release changes and the guide changes' scopes (./curation.ts). */
  curation: PlannerCuration;
  /** Only when the computed version facts are wired in (issue 20). */
  apiItems?: ApiItem[];
  /** The wrapper peers record, for the project check (src/compare/projectCheck). */
  wrapperPeers?: WrapperPeers;
  /** The config part of the API history, for the project check at exact releases (src/compare/projectCheck/configHistory.ts). */
  configHistory?: ConfigHistory;
}

export interface PlanItem {
  /** Stable across builds: the key its tick is saved under. */
  id: string;
  /** Imperative: what to do, in a few words (Markdown inline syntax). */
  title: string;
  /** Why it changed (Markdown inline syntax). */
  why?: string;
  /** What to do, in a sentence (Markdown inline syntax). */
  todo?: string;
  /** A before/after example, when the change is code or configuration. */
  snippet?: Snippet;
  /** The release it lands in, as a reader says it: `4.0.0`, `4.35`, `4.33 or earlier`. */
  release: string;
  /** Where it is explained, in the target version when that version has it. */
  href: string;
  hrefLabel: string;
  /** For a change to the next major: the `stencil migrate` rule that makes it (or `none`), and what it leaves. */
  migrate?: MigrateStep;
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
  /** What the section knows that asks nothing of a project (the APIs added), Markdown inline syntax. */
  note?: string;
}

export interface UpgradePlan {
  from: DocsVersion;
  to: DocsVersion;
  sections: PlanSection[];
  itemCount: number;
}

/** What a project must use for a curated change to concern it, and the API items the change deals with. */
export interface ItemCuration {
  appliesTo?: PlanItemScope;
  /** API item names (and their options) the item deals with. */
  covers?: string[];
}

/** A `<Since>`/`<Until>` fence of `docs/`, by page, kind and version. */
export interface FenceRef {
  route: string;
  kind: 'Since' | 'Until';
  version: string;
}

/** A change of a 4.x minor release that a project may have to act on: content/upgrade-items/<id>.md. */
export interface ReleaseChange extends ItemCuration {
  id: string;
  /** The release it lands in: the start of its minor line (`4.35.0`), as fences name it. */
  release: Release;
  title: string;
  why: string;
  todo: string;
  snippet?: Snippet;
  /** The page (and heading) that explains it. */
  route: string;
  anchor?: string;
  /** The fences of `docs/` that describe it (one change often spreads over several pages). */
  fences: FenceRef[];
  migrate?: MigrateStep;
}

/** `migrateRule: none`: no `stencil migrate` rule makes any of the change. */
export const NO_MIGRATE_RULE = 'none';

/** Whether a `stencil migrate` rule makes a change: its id (or `none`), and what it leaves to the reader (Markdown inline syntax). */
export interface MigrateStep {
  rule: string;
  leaves?: string;
  /**
   * The names the rule replaces, old → new, as its own report said them when it ran on its
   * fixture (`dist` → `loader-bundle`, `shadow` → `encapsulation`; ./migrateRules.ts `renamesOf`).
   */
  renames?: Record<string, string>;
}

/** The planner's curation, passed to `planUpgrade` inside `PlannerData`. */
export interface PlannerCuration {
  /** By `<guide route>#<section anchor>`: the projects a major guide's change concerns and the API items it covers. */
  guideScopes: Record<string, ItemCuration>;
  releaseChanges: ReleaseChange[];
}
