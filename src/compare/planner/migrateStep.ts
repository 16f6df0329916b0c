/**
 * How a plan item says what `stencil migrate` does of it, one sentence shared by the planner page
 * and the Markdown plan.
 */
import {NO_MIGRATE_RULE, type MigrateStep} from './types';

/** What `stencil migrate` does of an item (Markdown inline syntax). */
export function migrateText(migrate: MigrateStep): string {
  if (migrate.rule === NO_MIGRATE_RULE) return 'stencil migrate: no rule makes this change.';
  return `stencil migrate: the \`${migrate.rule}\` rule makes it${migrate.leaves ? `. Left to you: ${migrate.leaves}` : '.'}`;
}
