/**
 * Package-manager tabs (src/markdown/packageManagerTabs) in every built page: each group is
 * exactly npm, yarn, pnpm, each tab and its panel naming each other, each panel a code block
 * tokenized at build time, npm shown by the server render; and every version has such groups.
 * The browser behaviour is in tests/packageManagerTabs.test.ts.
 */
import {ALL_VERSIONS} from '../../src/versions/versions';
import type {PageCheck} from './types';

const MANAGERS = ['npm', 'yarn', 'pnpm'];
/** Prism's bash grammar marks these commands (not `npx`): a line starting with one shows the build-time tokens. */
const MARKED_COMMAND = /^(?:npm|yarn|pnpm)\b/;
/** Fewer groups than this in a version means its install commands lost their tabs. */
const MIN_GROUPS_PER_VERSION = 30;

const groupsPerVersion = new Map<string, number>();

export const packageManagerTabsBuilt: PageCheck = {
  title:
    'every version has tab groups, each exactly npm, yarn, pnpm, each tab and panel naming each other, each panel a code block tokenized at build time',
  check(page) {
    if (!page.html.includes('role=tablist') && !page.html.includes('role="tablist"')) return [];
    const $ = page.$();
    const problems: string[] = [];
    const {file} = page;
    $('.tabs-container').each((_, container) => {
      const labels = $(container)
        .find('[role="tab"]')
        .toArray()
        .map((tab) => $(tab).text());
      if (!labels.includes('pnpm')) return;
      if (labels.join() !== MANAGERS.join()) problems.push(`${file}: tabs ${labels.join(', ')}`);
      const panels = $(container).find('[role="tabpanel"]').toArray();
      if (panels.length !== MANAGERS.length) problems.push(`${file}: ${panels.length} panels`);
      // Each tab names its panel and the panel its tab (src/theme/Tabs, src/theme/TabItem).
      $(container)
        .find('[role="tab"]')
        .each((index, tab) => {
          const panel = panels[index];
          const id = $(tab).attr('id');
          if (!id || !panel || $(tab).attr('aria-controls') !== $(panel).attr('id') || $(panel).attr('aria-labelledby') !== id) {
            problems.push(`${file}: the ${MANAGERS[index]} tab and its panel do not name each other`);
          }
        });
      panels.forEach((panel, index) => {
        const lines = $(panel).find('pre code .token-line').toArray();
        if (lines.length === 0) problems.push(`${file}: the ${MANAGERS[index]} panel has no code lines`);
        for (const line of lines) {
          if (MARKED_COMMAND.test($(line).text()) && $(line).find('.token.function').length === 0) {
            problems.push(`${file}: "${$(line).text().trim()}" is not tokenized`);
          }
        }
      });
      const hidden = panels.map((panel) => $(panel).attr('hidden') !== undefined);
      if (hidden.join() !== 'false,true,true') problems.push(`${file}: the server render shows ${hidden.join()}, not npm`);
      const version = page.version.name;
      groupsPerVersion.set(version, (groupsPerVersion.get(version) ?? 0) + 1);
    });
    return problems;
  },
  finish: () =>
    ALL_VERSIONS.filter((version) => (groupsPerVersion.get(version.name) ?? 0) < MIN_GROUPS_PER_VERSION).map(
      (version) =>
        `${version.label}: ${groupsPerVersion.get(version.name) ?? 0} tab groups (${JSON.stringify(Object.fromEntries(groupsPerVersion))})`,
    ),
};
