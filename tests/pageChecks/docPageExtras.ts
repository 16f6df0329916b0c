/**
 * Issue 23's doc-page additions on every doc page of every version: the Markdown alternate link
 * (naming a twin the build has), "Copy page", "Open as Markdown", "Edit this page" on the file a
 * maintainer edits, the feedback question, the "Available in" strip and the note to agents
 * (issue 29: its twin, its version's llms file, llms.txt). The browser behaviour
 * of each is in tests/docPageActions.test.ts.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {projectRoot} from '../../scripts/lib/contentCheck';
import {BASE_URL, editableDocsFolder} from '../../src/versions/versions';
import {docsRepositoryEditUrl, SITE_ORIGIN} from '../../src/utils/siteLinks';
import {DIRECTIVE_LEAD, perVersionFile} from '../../src/markdown/agentDirective';
import type {PageCheck} from './types';

const buildDir = path.join(projectRoot, 'build');

export const docPageExtras: PageCheck = {
  title:
    'every doc page has the Markdown alternate link, Copy page, Edit this page on the source a maintainer edits, the feedback question and the agent directive',
  check(page) {
    if (!page.doc) return [];
    const {version, entry} = page.doc;
    const {url} = page;
    const $ = page.$();
    const problems: string[] = [];
    const alternates = $('head link[rel="alternate"][type="text/markdown"]');
    const twin = `${url}.md`;
    if (alternates.length !== 1 || alternates.attr('href') !== `${SITE_ORIGIN}${twin}`) {
      problems.push(`${url}: alternate link ${alternates.attr('href')}, want ${SITE_ORIGIN}${twin}`);
    }
    if (!existsSync(path.join(buildDir, twin.slice(BASE_URL.length)))) problems.push(`${url}: no ${twin} in the build`);
    if ($('main button:contains("Copy page")').length !== 1) problems.push(`${url}: no Copy page button`);
    if ($(`a[href="${twin}"]:contains("Open as Markdown")`).length !== 1) problems.push(`${url}: no link to ${twin}`);
    const edit = $('a.theme-edit-this-page').attr('href');
    const source = docsRepositoryEditUrl(`${editableDocsFolder(version)}/${entry.source}`);
    if (edit !== source) problems.push(`${url}: Edit this page → ${edit}, want ${source}`);
    if (!existsSync(path.join(projectRoot, `${editableDocsFolder(version)}/${entry.source}`)))
      problems.push(`${url}: ${entry.source} is not a file`);
    if ($('article [role="group"]:contains("Was this page helpful?") button').length !== 2) problems.push(`${url}: no Yes/No question`);
    if ($('article nav:contains("Available in")').length !== 1) problems.push(`${url}: the Available in strip is gone`);
    // The note to agents (issue 29): first in the body, before the React root; for agents,
    // neither hidden nor aria-hidden; its links out of the tab order.
    const directive = $('body > aside[data-agent-directive]');
    const links = directive
      .find('a')
      .map((_, link) => $(link).attr('href'))
      .get();
    const want = [twin, `${BASE_URL}${perVersionFile(version, false)}`, `${BASE_URL}llms.txt`];
    if (directive.length !== 1 || !directive.text().startsWith(DIRECTIVE_LEAD) || links.join(' ') !== want.join(' ')) {
      problems.push(`${url}: agent directive links [${links.join(', ')}], want [${want.join(', ')}]`);
    }
    if (directive.is('[hidden], [aria-hidden]') || /display\s*:\s*none/.test(directive.attr('style') ?? '')) {
      problems.push(`${url}: the agent directive is hidden from agents`);
    }
    if (directive.find('a:not([tabindex="-1"])').length > 0) problems.push(`${url}: a link of the (invisible) agent directive takes focus`);
    return problems;
  },
};
