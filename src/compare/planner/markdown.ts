/**
 * An upgrade plan as Markdown, for agents (issue 21): `/docs/upgrade/<from>-to-<latest>.md`,
 * one per release older than the latest, listed in llms.txt. The same items, in the same order,
 * as the planner page (both come from ./plan.ts), each linking to its explanation's Markdown twin.
 */
import {LATEST_VERSION, type DocsVersion} from '../../versions/versions';
import {twinPath} from '../../markdown/twinPath';
import {planMarkdownFile, planUpgrade, plannerUrl, versionsWithMarkdownPlan, type PlannerData} from './plan';

/** `/docs/a#b` → `https://stenciljs.com/docs/a#b`: the text still works once copied out. */
function absolute(origin: string, href: string): string {
  return `${origin.replace(/\/$/, '')}${href}`;
}

/** A doc page's link → its Markdown twin's, as llms.txt links (agents read the twins); the planner's own link stays. */
function twinHref(href: string): string {
  return href.includes('?') ? href : twinPath(href);
}

export function planMarkdown(data: PlannerData, from: DocsVersion, to: DocsVersion, origin: string): string {
  const plan = planUpgrade(data, from, to);
  const lines = [
    `# Upgrade plan: Stencil ${from.label} to ${to.label}`,
    '',
    `What changes between the docs of ${from.label} (@stencil/core ${from.npmVersion}) and ${to.label} (@stencil/core ${to.npmVersion}), in the order to work through it: ${plan.itemCount} items. The interactive checklist is at ${absolute(origin, plannerUrl(from, to))}.`,
  ];
  if (plan.itemCount === 0) lines.push('', 'The docs record no change between these two versions.');
  for (const section of plan.sections) {
    lines.push('', `## ${section.title}`);
    for (const group of section.groups) {
      lines.push('', `### ${group.title}`, '');
      for (const item of group.items) {
        const detail = item.detail ? `: ${item.detail}` : '';
        lines.push(`- [ ] ${item.title}${detail} ([${item.hrefLabel}](${absolute(origin, twinHref(item.href))}))`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
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
    `Checklists of what changes from each older version to the latest (${LATEST_VERSION.label}): the major upgrade guides crossed, then each documented change release by release.`,
    '',
    ...versionsWithMarkdownPlan().map(
      (from) =>
        `- [Upgrade from ${from.label} to ${LATEST_VERSION.label}](${origin.replace(/\/$/, '')}${baseUrl}${planMarkdownFile(from)})`,
    ),
  ];
}
