/**
 * What the upgrade planner cannot read from the Markdown of the docs alone (issue 27), read at
 * build time and handed to `planUpgrade` as data (`PlannerData.curation`):
 *
 * - the changes of 4.x minor releases that a project may have to act on: one file each in
 *   content/upgrade-items/ (see content/README.md), with the `<Since>`/`<Until>` fences of
 *   `docs/` that describe it (one change often spreads over several pages);
 * - `GUIDE_SCOPES`: for a major upgrade guide's change (a section with a "What to do" line,
 *   keyed `<route>#<anchor>`), the projects it concerns (`appliesTo`, for "check my project") and
 *   the API items it already deals with (`covers`), so the API section does not list them again;
 * - `NO_ACTION_FENCES`: the fences that describe something new and ask nothing of a project.
 *
 * tests/unit/upgradePlans.test.ts checks that every fence of `docs/` is claimed by exactly one
 * change or listed as needing no action, and that every key here names a real guide section.
 * Node only (it reads files): the browser gets the curation inside the planner's route data.
 */
// cspell:ignore enablecachestats noderesolve browserheadless experimentalimportinjection enableimportinjection
import * as z from 'zod';
import {readContentFolder} from '../../content/contentFiles';
import {codeBlocks, blockTitleOf} from '../../markdown/syntax/codeFences';
import {compareReleases} from '../../versions/release';
import {lowestReleaseOf} from '../../versions/ranges';
import {NEXT_MAJOR_RELEASE} from '../../versions/nextMajor';
import {NO_MIGRATE_RULE, type FenceRef, type ItemCuration, type MigrateStep, type PlannerCuration, type ReleaseChange} from './types';
import {readMigrateRules, renamesOf} from './migrateRules';

export const UPGRADE_ITEMS_CONTENT_FOLDER = 'upgrade-items';

const FOUR = 'introduction/upgrading-to-stencil-four';
const THREE = 'introduction/upgrading-to-stencil-three';

export const GUIDE_SCOPES: Record<string, ItemCuration> = {
  [`${FOUR}#delete-the-legacy-browser-extras`]: {
    appliesTo: {
      configKeys: [
        'extras.__deprecated__cssVarsShim',
        'extras.__deprecated__dynamicImportShim',
        'extras.__deprecated__safari10',
        'extras.__deprecated__shadowDomShim',
      ],
    },
  },
  [`${FOUR}#remove-enablecachestats`]: {appliesTo: {configKeys: ['enableCacheStats']}},
  // A changed default concerns every project, so no appliesTo.
  [`${FOUR}#decide-whether-aliased-import-paths-are-rewritten`]: {
    covers: ['transformAliasedImportPaths', 'dist.transformAliasedImportPathsInCollection', 'dist-collection.transformAliasedImportPaths'],
  },
  [`${FOUR}#rename-the-noderesolve-options`]: {appliesTo: {configKeys: ['nodeResolve']}},
  [`${FOUR}#rename-exports-that-clash-with-the-dist-custom-elements-root-module`]: {
    appliesTo: {outputTargets: ['dist-custom-elements']},
  },
  // Prerendering runs through the www output target; server rendering through the hydrate script.
  [`${FOUR}#expect-declarative-shadow-dom-in-server-rendered-output`]: {appliesTo: {outputTargets: ['dist-hydrate-script', 'www']}},
  [`${FOUR}#update-direct-imports-of-the-jest-helpers`]: {
    covers: ['createJestPuppeteerEnvironment', 'jestPreprocessor', 'createTestRunner', 'jestSetupTestFramework'],
  },
  [`${FOUR}#replace-browserheadless-true-and-a-bare---headless`]: {covers: ['testing.browserHeadless', '--headless']},
  [`${THREE}#delete-the-legacy-polyfill-extras`]: {
    appliesTo: {configKeys: ['extras.cssVarsShim', 'extras.dynamicImportShim', 'extras.safari10', 'extras.shadowDomShim']},
  },
  [`${THREE}#rename-experimentalimportinjection-to-enableimportinjection`]: {
    appliesTo: {configKeys: ['extras.experimentalImportInjection']},
  },
  [`${THREE}#decide-whether-to-publish-source-maps`]: {covers: ['sourceMap']},
  [`${THREE}#replace-dist-custom-elements-bundle`]: {appliesTo: {outputTargets: ['dist-custom-elements-bundle']}},
  [`${THREE}#choose-what-the-dist-custom-elements-root-module-exports`]: {appliesTo: {outputTargets: ['dist-custom-elements']}},
  [`${THREE}#move-the-angular-output-target-to-its-own-package`]: {appliesTo: {outputTargets: ['angular']}},
  [`${THREE}#decide-whether-dist-custom-elements-writes-type-declarations`]: {
    appliesTo: {outputTargets: ['dist-custom-elements']},
    covers: ['dist-custom-elements.generateTypeDeclarations'],
  },
};

const since = (route: string, version: string): FenceRef => ({route, kind: 'Since', version});
const until = (route: string, version: string): FenceRef => ({route, kind: 'Until', version});

/** Fences that describe an addition: nothing to do for a project that upgrades. */
export const NO_ACTION_FENCES: FenceRef[] = [
  // The messages pages: one generated body per major line (src/diagnostics/render.ts byMajorLine); a message's change is its record's, not a plan item.
  ...['diagnostics', 'diagnostics/build', 'diagnostics/components', 'diagnostics/runtime'].flatMap((page) => [
    until(page, '4'),
    since(page, '5'),
  ]),
  // watchExternalDirs, a new option.
  since('config', '4.34'),
  // Mixins, and component classes extending decorated base classes (with the es2022 target they need).
  since('api', '4.37'),
  since('component', '4.37'),
  until('component', '4.36'),
  since('getting-started', '4.37'),
  until('getting-started', '4.36'),
  since('diagnostics', '4.37'),
  until('diagnostics', '4.36'),
  since('diagnostics/components', '4.37'),
  until('diagnostics/components', '4.36'),
  // @PropSerialize/@AttrDeserialize, and a switch to silence the reserved-name warning.
  since('api', '4.38'),
  since('config', '4.38'),
  since('methods', '4.38'),
  since('properties', '4.38'),
  until('properties', '4.37'),
];

const names = z.array(z.string().min(1)).min(1);
const releaseText = z.string().regex(/^\d+\.\d+$/, "a release written `major.minor`, quoted (`'4.35'`)");
/**
 * A fence's version as the docs write it: a 4.x minor line, or a bare major (`'5'`, the
 * `<Since version="5">` of a change at the next major's boundary), which only a `next-major` item claims.
 */
const fenceVersionText = z
  .string()
  .regex(/^\d+(\.\d+)?$/, "a release written `major.minor` (`'4.35'`), or a bare major (`'5'`) in a `next-major` item, quoted");
const isBareMajor = (version: string) => /^\d+$/.test(version);
const fence = z.union([
  z.strictObject({page: z.string().min(1), since: fenceVersionText}),
  z.strictObject({page: z.string().min(1), until: fenceVersionText}),
]);

/** What `release: next-major` stands for: the next major's prerelease (src/versions/nextMajor.ts). */
export const NEXT_MAJOR = 'next-major';

const upgradeItemFrontMatter = z
  .strictObject({
    title: z.string().min(1),
    /** The release the change lands in: a 4.x minor line, or `next-major` for the next major's prerelease. */
    release: z.union([releaseText, z.literal(NEXT_MAJOR)]),
    /** The docs route (and heading anchor) that explains it. */
    route: z.string().min(1),
    anchor: z.string().optional(),
    appliesTo: z.strictObject({outputTargets: names.optional(), configKeys: names.optional()}).optional(),
    covers: names.optional(),
    fences: z.array(fence),
    /**
     * The id of the `stencil migrate` rule of the next major's `@stencil/cli` that makes the change
     * (src/data/generated/migrate-rules.json, checked by tests/unit/migrateRules.test.ts), or `none`.
     * Every `next-major` item says which.
     */
    migrateRule: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, 'a rule id as `stencil migrate` prints it (`output-target-renames`), or `none`')
      .optional(),
  })
  .refine((data) => data.release !== NEXT_MAJOR || data.migrateRule !== undefined, {
    message: 'a `next-major` item names its `stencil migrate` rule, or `none`',
    path: ['migrateRule'],
  })
  .refine((data) => data.release === NEXT_MAJOR || data.fences.every((ref) => !isBareMajor('since' in ref ? ref.since : ref.until)), {
    message: "a bare-major fence (`since: '5'`) marks the next major's boundary: only a `next-major` item claims one",
    path: ['fences'],
  });

/** What a rule does of an item, with the names it replaces as the recorded rule reported them (none without the record). */
function migrateStep(rule: string, leaves: string | undefined): MigrateStep {
  const recorded = rule === NO_MIGRATE_RULE ? undefined : readMigrateRules()?.data.rules.find((candidate) => candidate.id === rule);
  const renames = recorded ? renamesOf(recorded) : {};
  return {rule, ...(leaves ? {leaves} : {}), ...(Object.keys(renames).length > 0 ? {renames} : {})};
}

/** Every curated release change, from content/upgrade-items/, in release order (then by file name). */
export function readReleaseChanges(): ReleaseChange[] {
  const changes: ReleaseChange[] = readContentFolder(UPGRADE_ITEMS_CONTENT_FOLDER, upgradeItemFrontMatter, {
    required: ['Why', 'What to do'],
    optional: ['Left to you', 'Example'],
  }).map(({id, file, data, sections}) => {
    const leftToYou = sections.get('Left to you');
    const automated = data.migrateRule !== undefined && data.migrateRule !== NO_MIGRATE_RULE;
    if (leftToYou && !automated) {
      throw new Error(`${file}:${leftToYou.line}: "Left to you" says what a \`stencil migrate\` rule leaves; this item names none`);
    }
    const example = sections.get('Example');
    let snippet: ReleaseChange['snippet'];
    if (example) {
      const blocks = codeBlocks(example.raw);
      if (blocks.length !== 1 || !blocks[0].closed || example.raw.split('\n').length !== blocks[0].code.split('\n').length + 2) {
        throw new Error(`${file}:${example.line}: "Example" holds one fenced code block and nothing else`);
      }
      const title = blockTitleOf(blocks[0].meta);
      snippet = {lang: blocks[0].lang, ...(title ? {title} : {}), code: blocks[0].code};
    }
    return {
      id,
      // `4.35` → `4.35.0`: the start of the minor line, as fences name it.
      release: data.release === NEXT_MAJOR ? NEXT_MAJOR_RELEASE : lowestReleaseOf(data.release)!,
      title: data.title,
      why: sections.get('Why')!.text,
      todo: sections.get('What to do')!.text,
      ...(snippet ? {snippet} : {}),
      route: data.route,
      ...(data.anchor ? {anchor: data.anchor} : {}),
      ...(data.appliesTo ? {appliesTo: data.appliesTo} : {}),
      ...(data.covers ? {covers: data.covers} : {}),
      fences: data.fences.map((ref) => ('since' in ref ? since(ref.page, ref.since) : until(ref.page, ref.until))),
      ...(data.migrateRule ? {migrate: migrateStep(data.migrateRule, leftToYou?.text)} : {}),
    };
  });
  return changes.sort((a, b) => compareReleases(a.release, b.release));
}

/** The curation `planUpgrade` reads, as the build hands it over. */
export function plannerCuration(): PlannerCuration {
  return {guideScopes: GUIDE_SCOPES, releaseChanges: readReleaseChanges()};
}
