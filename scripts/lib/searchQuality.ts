/**
 * Asking the built site's search a question and finding where its answer ranks: the one code
 * path of `npm run bench:search-quality` (scripts/bench-search-quality.ts) and of the build-tier
 * test of the questions users asked (tests/userQuestions.test.ts), so the figure the benchmark
 * prints and the rank the test asserts come from the same clicks.
 *
 * A query set is a JSON file `{about, queries: [{query, kind, targets, versions, source}]}`:
 * ../shared/search-dev-queries.json and the files of tests/fixtures/user-questions/.
 */
import {readFileSync} from 'node:fs';
import type {Page} from 'playwright-core';
import {armDialogTimer, resultsTime} from './searchTiming';
import {docUrl, versionByName, type DocsVersion} from '../../src/versions/versions';
import {normalizeQuery, versionParam, writeSearchParams} from '../../src/plugins/search/searchQuery';
import {DIALOG_RESULTS, TYPING_BURST_MS} from '../../src/plugins/search/ranking/constants';
import {DocsData} from '../../packages/docs-mcp/src/data';
import {indexPages, search, type VersionIndex} from '../../packages/docs-mcp/src/search';

export interface DevQuery {
  query: string;
  kind: 'question' | 'message';
  /** Doc routes (inside a version) whose content answers the query. */
  targets: string[];
  /** Docs version names (`v4.38`, `v3`, …) the query applies to. */
  versions: string[];
  source?: string;
  /**
   * Pasted messages (tests/fixtures/pasted-messages.json): `entry` when the target is the
   * message's entry on a messages page (a route with its `#anchor`), `cause` when it is the page
   * explaining the cause.
   */
  expect?: 'entry' | 'cause';
}

/** The queries of a set file. */
export function readQuerySet(file: string): DevQuery[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as {queries: DevQuery[]}).queries;
}

/** The set's queries grouped by the docs version they apply to; an unknown version name throws. */
export function queriesByVersion(queries: DevQuery[]): Map<DocsVersion, DevQuery[]> {
  const byVersion = new Map<DocsVersion, DevQuery[]>();
  for (const query of queries) {
    for (const name of query.versions) {
      const version = versionByName(name);
      if (!version) throw new Error(`unknown version ${name} in ${query.query}`);
      byVersion.set(version, [...(byVersion.get(version) ?? []), query]);
    }
  }
  return byVersion;
}

/** The path of a result link, as the version's routes are written (no trailing slash), with its `#section`. */
export const routePath = (href: string) => {
  const url = new URL(href, 'http://x');
  return url.pathname.replace(/\/$/, '') + url.hash;
};

/**
 * 1-based rank of the first of `shown` (result paths) that is one of `routes` in `version`, or
 * null. A route with a `#section` (a message's entry) must be shown with that section; one
 * without matches any section of its page.
 */
export function firstTargetRank(shown: string[], version: DocsVersion, routes: string[]): number | null {
  const targets = new Set(
    routes.map((route) => {
      const [page, section] = route.split('#');
      return docUrl(version, page).replace(/\/$/, '') + (section ? `#${section}` : '');
    }),
  );
  const index = shown.findIndex((url) => targets.has(url) || targets.has(url.split('#')[0]));
  return index === -1 ? null : index + 1;
}

async function waitDone(page: Page, query: string, container: string): Promise<void> {
  await page.waitForFunction(
    ({q, container}) => {
      const element = document.querySelector(`${container} [data-search-state]`);
      return element?.getAttribute('data-search-query') === q && element.getAttribute('data-search-state') === 'done';
    },
    {q: query, container},
    {timeout: 20_000},
  );
}

/** Opens a page of `version` and the navbar search dialog on it, as a reader does. */
export async function openSearchDialog(page: Page, origin: string, version: DocsVersion): Promise<void> {
  await page.goto(`${origin}${docUrl(version, 'introduction')}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.keyboard.press('Control+k');
  await page.locator('dialog[open] input[role="combobox"]').waitFor();
}

/**
 * The result paths the open dialog shows for `query`, in order, and the time from the paste (the
 * field's input event) to its results in the DOM, measured in the page. Untimed (`timed: false`,
 * the test's way) it skips the pause that keeps the timing clean and returns NaN for the time:
 * consecutive queries still never form a typing burst, since each waits for its results.
 */
export async function dialogResults(page: Page, query: string, {timed = true} = {}): Promise<{shown: string[]; ms: number}> {
  const input = page.locator('dialog[open] input[role="combobox"]');
  let ms = NaN;
  if (timed) {
    // Settled on a pause first, so the paste is searched at once (no typing-burst wait).
    await page.waitForTimeout(TYPING_BURST_MS + 50);
    await armDialogTimer(page, normalizeQuery(query), 'input');
    await input.fill(query);
    ms = await resultsTime(page);
  } else {
    await input.fill(query);
    await waitDone(page, normalizeQuery(query), 'dialog');
  }
  const shown = await page.locator('dialog [role="option"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return {shown: shown.map(routePath), ms};
}

/** The result paths the search page `/docs/search` shows for `query` in `version`, in order. */
export async function searchPageResults(page: Page, origin: string, version: DocsVersion, query: string): Promise<string[]> {
  await page.goto(`${origin}/docs/search${writeSearchParams({q: query, version: versionParam(version)})}`);
  await waitDone(page, normalizeQuery(query), 'main');
  const shown = await page
    .locator('main [data-search-state] ol li a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return shown.map(routePath);
}

/**
 * The docs MCP server's search (packages/docs-mcp/src/search.ts, the site's pipeline over the
 * server's own index) on its data (packages/docs-mcp/data, `npm run mcp:build`), as `search_docs`
 * answers: the result paths for `query` in `version`, as many as the dialog shows.
 */
export class McpSearch {
  private readonly data: DocsData;
  private readonly indexes = new Map<string, VersionIndex>();

  constructor(dataDir: string) {
    this.data = new DocsData(dataDir);
  }

  hasVersion(version: DocsVersion): boolean {
    return this.data.hasVersion(version.name);
  }

  async results(version: DocsVersion, query: string): Promise<string[]> {
    let index = this.indexes.get(version.name);
    if (!index) this.indexes.set(version.name, (index = indexPages(this.data.pagesOf(version.name))));
    const hits = await search(index, this.data.vocabulary, this.data.meta.versions.indexOf(version.name), query, DIALOG_RESULTS);
    return hits.map((hit) => docUrl(version, hit.page.route).replace(/\/$/, '') + (hit.section ? `#${hit.section.anchor}` : ''));
  }
}
