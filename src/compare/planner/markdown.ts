/**
 * An upgrade plan as Markdown, for agents (issue 21): `/docs/upgrade/<from>-to-<latest>.md`,
 * one per release older than the latest, listed in llms.txt. The same items, in the same order,
 * as the planner page (both come from ./plan.ts), each linking to its explanation's Markdown twin.
 */
import {LATEST_VERSION, type DocsVersion} from '../../versions/versions';
import {twinPath} from '../../markdown/twinPath';
import {fenceFor} from '../../markdown/syntax/codeFences';
import {planMarkdownFile, planUpgrade, versionsWithMarkdownPlan} from './plan';
import {plannerUrl} from './menuLink';
import type {PlanItem, PlannerData} from './types';
import {migrateText} from './migrateStep';

/** `/docs/a#b` → `https://stenciljs.com/docs/a#b`: the text still works once copied out. */
function absolute(origin: string, href: string): string {
  return `${origin.replace(/\/$/, '')}${href}`;
}

/** A doc page's link → its Markdown twin's, as llms.txt links (agents read the twins); the planner's own link stays. */
function twinHref(href: string): string {
  return href.includes('?') ? href : twinPath(href);
}

/** One item: its checkbox and title, then why, what to do, the snippet and the link, indented under it. */
function itemMarkdown(item: PlanItem, origin: string): string[] {
  const lines = [`- [ ] **${item.title}** (${item.release})`];
  if (item.why) lines.push(`  - Why: ${item.why}`);
  if (item.todo) lines.push(`  - What to do: ${item.todo}`);
  if (item.migrate) lines.push(`  - ${migrateText(item.migrate)}`);
  if (item.snippet) {
    const fence = fenceFor(item.snippet.code);
    const title = item.snippet.title ? ` title="${item.snippet.title}"` : '';
    lines.push(
      '',
      `  ${fence}${item.snippet.lang}${title}`,
      ...item.snippet.code.split('\n').map((line) => (line ? `  ${line}` : '')),
      `  ${fence}`,
      '',
    );
  }
  lines.push(`  - Explained in: [${item.hrefLabel}](${absolute(origin, twinHref(item.href))})`);
  return lines;
}

export function planMarkdown(data: PlannerData, from: DocsVersion, to: DocsVersion, origin: string): string {
  const plan = planUpgrade(data, from, to);
  const lines = [
    `# Upgrade plan: Stencil ${from.label} to ${to.label}`,
    '',
    `What a project on ${from.label} (@stencil/core ${from.npmVersion}) may have to change to move to ${to.label} (@stencil/core ${to.npmVersion}), in the order to work through it: ${plan.itemCount} items, each with why it changed, what to do, the release it lands in and where it is explained. The interactive checklist is at ${absolute(origin, plannerUrl(from, to))}.`,
  ];
  if (plan.itemCount === 0) lines.push('', 'The docs record no change to act on between these two versions.');
  for (const section of plan.sections) {
    lines.push('', `## ${section.title}`);
    if (section.note) lines.push('', section.note);
    for (const group of section.groups) {
      lines.push('', `### ${group.title}`, '');
      for (const item of group.items) lines.push(...itemMarkdown(item, origin));
    }
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

/** Every Markdown plan to the latest version: build-relative file → content. */
export function planMarkdownFiles(data: PlannerData, origin: string): Map<string, string> {
  return new Map(versionsWithMarkdownPlan().map((from) => [planMarkdownFile(from), planMarkdown(data, from, LATEST_VERSION, origin)]));
}

/**
 * The llms.txt section listing those files (src/plugins/llmsTxt calls this): one `- [title](url)`
 * line per plan, as the rest of the index.
 */
export function planIndexLines(origin: string, baseUrl: string): string[] {
  return [
    '',
    '## Upgrade plans',
    '',
    `Checklists of what a project may have to change to move from each older version to the latest (${LATEST_VERSION.label}): the major upgrade guides crossed, the minor releases' changes, then the APIs removed or deprecated; each item says why, what to do and where it is explained.`,
    '',
    ...versionsWithMarkdownPlan().map(
      (from) =>
        `- [Upgrade from ${from.label} to ${LATEST_VERSION.label}](${origin.replace(/\/$/, '')}${baseUrl}${planMarkdownFile(from)})`,
    ),
  ];
}
