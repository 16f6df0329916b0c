/**
 * Issue 23's doc-page additions on every doc page of every version: the Markdown alternate link
 * (naming a twin the build has), "Copy page", "Open as Markdown", "Edit this page" on the file a
 * maintainer edits, the feedback question and the "Available in" strip. The browser behaviour
 * of each is in tests/docPageActions.test.ts.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {projectRoot} from '../../scripts/lib/contentCheck';
import {BASE_URL, editableDocsFolder} from '../../src/versions/versions';
import {docsRepositoryEditUrl, SITE_ORIGIN} from '../../src/utils/siteLinks';
import type {PageCheck} from './types';

const buildDir = path.join(projectRoot, 'build');

export const docPageExtras: PageCheck = {
  title:
    'every doc page has the Markdown alternate link, Copy page, Edit this page on the source a maintainer edits, and the feedback question',
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
    return problems;
  },
};
