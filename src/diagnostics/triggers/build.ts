/**
 * Build fixtures: the base project (./baseProject.ts) with these files and config options, built
 * with the release's `createCompiler(config).build()`, for the checks that need the whole project:
 * package.json, tsconfig.json, styles, bundles, output targets, docs. See ./README.md.
 */
import type {TriggerFixture, WithoutTrigger} from './types';

export const BUILD_FIXTURES: TriggerFixture[] = [
  // What every release prints for the base project alone: nothing (tests/unit/diagnostics.test.ts).
  {id: 'base-project', kind: 'build', message: '', source: '{}'},
];

/** Build messages no fixture can reach, each with the reason. */
export const BUILD_WITHOUT_TRIGGER: WithoutTrigger[] = [];
