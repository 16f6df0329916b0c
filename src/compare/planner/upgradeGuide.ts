/**
 * The upgrade guide to the next major (issue 41) and the planner say the same thing from one
 * source: the guide's "Every change" section is written from the plan items of
 * content/upgrade-items/ with `release: next-major`, never copied by hand. The rest of the guide
 * (the order of the upgrade, the tests' worked example) is prose in docs/. Pure: the generator
 * (`npm run generate -- --only upgrade-guide`) and tests/unit/upgradeGuide.test.ts pass the items,
 * the rules and the page links in.
 */
import {readHeadings} from '../../markdown/syntax/headings';
import type {MigrateRule} from './migrateRules';
import {NO_MIGRATE_RULE, type ReleaseChange} from './types';

/** The heading of the written section: everything under it, up to the next `## ` heading or the end, is generated. */
export const CHANGES_HEADING = '## Every change, with what the tool does of it';

/** A docs page to link to from an item: its path relative to the guide's file, and its title. */
export interface GuideLink {
  href: string;
  title: string;
}

/**
 * The section's body. The changes a `stencil migrate` rule makes come first, in the order the
 * tool applies its rules; then the ones it leaves to the reader, by title. No paragraph starts
 * with a bold "What to do:": the planner reads such paragraphs of an upgrade guide as its
 * changes, and these items are already in the plan.
 */
export function renderChangesSection(
  changes: readonly ReleaseChange[],
  rules: readonly Pick<MigrateRule, 'id'>[],
  linkOf: (change: ReleaseChange) => GuideLink | undefined,
): string {
  const order = new Map(rules.map((rule, index) => [rule.id, index]));
  const automated = changes
    .filter((change) => change.migrate && change.migrate.rule !== NO_MIGRATE_RULE)
    .sort((a, b) => (order.get(a.migrate!.rule) ?? order.size) - (order.get(b.migrate!.rule) ?? order.size) || a.id.localeCompare(b.id));
  const byHand = changes.filter((change) => !automated.includes(change)).sort((a, b) => a.id.localeCompare(b.id));
  const item = (change: ReleaseChange): string[] => {
    const link = linkOf(change);
    const rule = change.migrate && change.migrate.rule !== NO_MIGRATE_RULE ? change.migrate : undefined;
    const lines = [`#### ${change.title}`, '', change.why, '', change.todo, ''];
    if (rule) {
      lines.push(`The \`${rule.rule}\` rule of \`stencil migrate\` makes this change.`, '');
      if (rule.leaves) lines.push(`**Left to you.** ${rule.leaves}`, '');
    } else {
      lines.push('No `stencil migrate` rule makes this change: it is yours to make.', '');
    }
    if (change.snippet) {
      const title = change.snippet.title ? ` title="${change.snippet.title}"` : '';
      lines.push(`\`\`\`${change.snippet.lang}${title}`, change.snippet.code, '```', '');
    }
    if (link) lines.push(`More in [${link.title}](${link.href}).`, '');
    return lines;
  };
  return [
    `Each change below is also an item, in the same words, of the upgrade planner's plan from the latest 4.x release to Next. The first ${automated.length} are made by \`stencil migrate\`, in the order it applies its rules; the other ${byHand.length} are yours to make.`,
    '',
    '### Made by `stencil migrate`',
    '',
    ...automated.flatMap(item),
    '### Made by hand',
    '',
    ...byHand.flatMap(item),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}

/** The page with its generated section replaced by `body`; throws when the page has no such heading. */
export function withChangesSection(page: string, body: string, file = 'the guide'): string {
  const lines = page.split('\n');
  const start = lines.indexOf(CHANGES_HEADING);
  if (start < 0) throw new Error(`${file} has no line "${CHANGES_HEADING}" for the generated section`);
  // `line` is 1-based: the heading's index is line - 1. Headings inside code blocks are not headings.
  const next = readHeadings(page).find((heading) => heading.depth <= 2 && heading.line - 1 > start);
  const after = next ? ['', ...lines.slice(next.line - 1)] : [];
  return [...lines.slice(0, start + 1), '', body.replace(/\n$/, ''), ...after].join('\n').replace(/\n*$/, '\n');
}
