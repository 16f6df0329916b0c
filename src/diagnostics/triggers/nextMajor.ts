/**
 * A fixture's form on a release of the next major or later (src/versions/nextMajor.ts): the same
 * mistake in the spelling that major accepts, so that the run proves the message rather than a
 * rejected option. 5.x fails a build on `@Component({shadow: true})` (the options became
 * `encapsulation`) and renames the output targets (`dist` → `loader-bundle`,
 * `dist-custom-elements` → `standalone`, `dist-hydrate-script` → `ssr`, whose app is written to
 * `dist/ssr`); read from the beta's `VALID_CONFIG_OUTPUT_TARGETS` and its `@Component()` check.
 */
import {NEXT_MAJOR_RELEASE} from '../../versions/nextMajor';
import {majorOf, release} from '../../versions/release';
import {COMPONENTS_DTS, NEXT_MAJOR_COMPONENTS_DTS} from './baseProject';
import type {TriggerFixture} from './types';

const RENAMED_OUTPUT_TARGETS: Record<string, string> = {
  dist: 'loader-bundle',
  'dist-custom-elements': 'standalone',
  'dist-hydrate-script': 'ssr',
};

/** A component module's `@Component()` options as the next major takes them. */
export function componentInNextMajor(text: string): string {
  return text
    .replace(/shadow: true/g, "encapsulation: { type: 'shadow' }")
    .replace(/scoped: true/g, "encapsulation: { type: 'scoped' }")
    .replace(/, formAssociated: true/g, '');
}

/** Config options (as the fixture holds them) with the output targets under their next-major names. */
function optionsInNextMajor(options: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(options.outputTargets)) return options;
  return {
    ...options,
    outputTargets: (options.outputTargets as {type?: string}[]).map((target) =>
      target.type && RENAMED_OUTPUT_TARGETS[target.type] ? {...target, type: RENAMED_OUTPUT_TARGETS[target.type]} : target,
    ),
  };
}

/**
 * 4.x's switches for the primary package output target: 5.x's types have neither (its package.json
 * checks run in every production build), so its form of a fixture leaves them out.
 */
const PRIMARY_TARGET_KEYS = /"(validatePrimaryPackageOutputTarget|isPrimaryPackageOutputTarget)":\s*(true|false),?\s*/g;

/** A JSON source with its output targets renamed, in the layout it had. */
const sourceInNextMajor = (source: string): string =>
  source
    .replace(PRIMARY_TARGET_KEYS, '')
    .replace(/,\s*([}\]])/g, ' $1')
    .replace(
      /("type":\s*")(dist|dist-custom-elements|dist-hydrate-script)"/g,
      (_, key: string, type: string) => `${key}${RENAMED_OUTPUT_TARGETS[type]}"`,
    );

/** A project file in the next major's spelling: component modules and the server scripts that load the hydrate app. */
function fileInNextMajor(file: string, text: string): string {
  // The component types a 4.x build writes are not the ones a 5.x build compares with its own.
  if (text === COMPONENTS_DTS) return NEXT_MAJOR_COMPONENTS_DTS;
  if (/\.tsx?$/.test(file)) return componentInNextMajor(text);
  if (file.endsWith('.mjs')) return text.replace(/'\.\/hydrate\/index\.js'/g, "'./dist/ssr/index.js'");
  return text;
}

/**
 * The fixture with its `nextMajor` form, when the next major spells anything in it differently;
 * a `nextMajor` the fixture already has (written by hand) wins over the derived one.
 */
export function withNextMajorForm(fixture: TriggerFixture): TriggerFixture {
  // A fixture that runs on the next major alone is written in its spelling already.
  if (fixture.releases?.every(runsNextMajorForm)) return fixture;
  const form: NonNullable<TriggerFixture['nextMajor']> = {};
  const source = fixture.kind === 'component' ? componentInNextMajor(fixture.source) : sourceInNextMajor(fixture.source);
  if (source !== fixture.source) form.source = source;
  if (fixture.options) {
    const options = optionsInNextMajor(fixture.options);
    if (options !== fixture.options) form.options = options;
  }
  const files = Object.entries(fixture.files ?? {}).filter(([file, text]) => fileInNextMajor(file, text) !== text);
  if (files.length > 0) form.files = Object.fromEntries(files.map(([file, text]) => [file, fileInNextMajor(file, text)]));
  const nextMajor = {...form, ...fixture.nextMajor};
  if (form.files && fixture.nextMajor?.files) nextMajor.files = {...form.files, ...fixture.nextMajor.files};
  return Object.keys(nextMajor).length > 0 ? {...fixture, nextMajor} : fixture;
}

/** Whether a release (npm version) is of the next major or later, and so runs a fixture's `nextMajor` form. */
export const runsNextMajorForm = (npmVersion: string): boolean => majorOf(release(npmVersion)) >= majorOf(NEXT_MAJOR_RELEASE);

/** The fixture as a release runs it: its `nextMajor` form merged in on the next major, else itself. */
export function fixtureOn(fixture: TriggerFixture, npmVersion: string): TriggerFixture {
  if (!fixture.nextMajor || !runsNextMajorForm(npmVersion)) return fixture;
  const {nextMajor, ...shared} = fixture;
  return {...shared, ...nextMajor, files: fixture.files || nextMajor.files ? {...fixture.files, ...nextMajor.files} : undefined};
}

/**
 * A fixture for a check only the next major has (an option, an output target or a decorator the
 * older releases do not know): it runs on the pinned release of that major alone.
 */
export const onNextMajorOnly = (fixture: TriggerFixture): TriggerFixture => ({...fixture, releases: [NEXT_MAJOR_RELEASE]});

/** Fixtures of one kind, each for a check only the next major has (see onNextMajorOnly). */
export const nextMajorOnly = (kind: TriggerFixture['kind'], fixtures: Omit<TriggerFixture, 'kind'>[]): TriggerFixture[] =>
  fixtures.map((fixture) => onNextMajorOnly({...fixture, kind}));
