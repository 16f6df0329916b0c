/**
 * The `stencil migrate` rules of the next major's `@stencil/cli` (src/versions/nextMajor.ts), as
 * generators/migrate-rules read them from the package's code and ran them on a fixture each; the
 * record is read through src/data/records.ts. The plan items of content/upgrade-items/ name these
 * rules by `id` (`migrateRule`), and tests/unit/migrateRules.test.ts checks that every rule is named.
 */
import {readStoreRecord, type GeneratedRecord} from '../../data/records';

export interface MigrateRuleRun {
  /** The fixture file as `stencil migrate` would read it. */
  input: string;
  /** What the rule's `detect()` reported on it. */
  matches: {line: number; message: string}[];
  /** What its `transform()` wrote. */
  output: string;
}

export interface MigrateRule {
  /** What `stencil migrate` prints in brackets (`[encapsulation-api]`), and plan items name. */
  id: string;
  name: string;
  description: string;
  fromVersion: string;
  toVersion: string;
  /** The `message` texts `detect()` can report, as written in the code (`${…}` kept). */
  detects: string[];
  run: MigrateRuleRun;
}

export interface MigrateRules {
  /** In the order `stencil migrate` applies them. */
  rules: MigrateRule[];
}

export type MigrateRulesRecord = GeneratedRecord<MigrateRules>;

/**
 * What the rule's report named as replaced, old → new: its matches on the fixture read with the
 * wordings the rules print (`Output target type 'dist' → 'loader-bundle'`, `'extras' has been
 * renamed to 'compat'`, `Deprecated 'shadow' property found - migrate to 'encapsulation' API`,
 * `Migrate 'formAssociated' to @AttachInternals decorator`). Only what the fixture run printed.
 */
export function renamesOf(rule: Pick<MigrateRule, 'run'>): Record<string, string> {
  const renames: Record<string, string> = {};
  for (const {message} of rule.run.matches) {
    const found =
      /'([^']+)' (?:→|renamed to|has been renamed to|has moved to) '([^']+)'/.exec(message) ??
      /'([^']+)' property found - migrate to '([^']+)'/.exec(message) ??
      /^Migrate '([^']+)' to (@\w+)/.exec(message);
    if (found) renames[found[1]] = found[2];
  }
  return renames;
}

/** The record, or undefined when it was never written (`npm run generate -- --only migrate-rules`). */
export function readMigrateRules(root?: string): MigrateRulesRecord | undefined {
  return readStoreRecord<MigrateRulesRecord>('migrate-rules', root);
}
