/**
 * `npm run bench:search-quality`: how well the offline search answers what readers type (issue
 * 22), on the existing production build (run `npm run build` first; this builds nothing).
 *
 * The development set, ../shared/search-dev-queries.json, holds real queries (questions and
 * pasted error messages from public issues), the doc routes that answer each, and the versions
 * each applies to. For every query with targets and every version it lists, a page of that
 * version is opened, the query is put into the navbar search dialog (or, with `--page`, into
 * the search page `/docs/search?version=…`), and the rank of the first result whose path is
 * one of the targets in that same version is recorded (a miss when none is shown; the dialog
 * shows 6 results, the page 10). Entries without targets (pages still to write) are skipped.
 *
 * It prints hit@1, hit@3, hit@5 and MRR (mean of 1/rank, 0 for a miss) by kind (question,
 * message), by version family (4.x, v3, v2) and overall, then the misses. A benchmark, not a
 * test: the targets (issue 22) are hit@5 ≥ 90% for questions, ≥ 85% for messages, MRR ≥ 0.8.
 *
 * Entries without targets need pages that do not exist yet (their `gap`); issue 22's
 * `diagnostics` and `troubleshooting` pages are written for them. Where a version has either
 * page, those entries are measured against them in a row of their own ("no target (added
 * pages)"), outside the figures above. With `--count-added-pages`, a result on either page also
 * answers every message: an entry of the diagnostics page that explains the message and links
 * to the target is an answer too, but the set does not list it.
 *
 * Flags: `--page` (search page instead of the dialog), `--set <file>` (another set of the same
 * shape), `--count-added-pages` (above), `--quiet` (no list of misses), `--mcp` (the docs MCP
 * server's `search_docs` on packages/docs-mcp/data instead of the site; `--mcp-data <dir>` another
 * copy of that data), `--build <dir>` (serve another build than build/).
 *
 * Pasted messages (issue 38): `--set tests/fixtures/pasted-messages.json` (written by
 * `npm run bench:pasted-set`, scripts/pasted-messages.ts). Its trials say what they expect: `entry`
 * (the message's entry on a messages page, with its section, wanted first) or `cause` (the page
 * explaining the cause, wanted in the top three); the table has a row for each.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {launchBrowser} from './lib/browser';
import {serveBuild} from './lib/serveBuild';
import {
  McpSearch,
  dialogResults,
  firstTargetRank,
  openSearchDialog,
  queriesByVersion,
  readQuerySet,
  searchPageResults,
  type DevQuery,
} from './lib/searchQuality';
import {ALL_VERSIONS, docUrl, type DocsVersion} from '../src/versions/versions';
import {SEARCH_BUNDLE_DIR} from '../src/plugins/search/searchQuery';
import {MESSAGES_PAGES} from '../src/diagnostics/pages';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const onSearchPage = args.includes('--page');
const quiet = args.includes('--quiet');
const countAddedPages = args.includes('--count-added-pages');
/** The pages issue 22 adds for messages that no inventory page answers. */
const ADDED_ANSWER_ROUTES = [...MESSAGES_PAGES.map((page) => page.route), 'troubleshooting'];
const mcp = args.includes('--mcp');
const flagValue = (flag: string) => (args.includes(flag) ? path.resolve(args[args.indexOf(flag) + 1]) : undefined);
const buildDir = flagValue('--build') ?? path.join(root, 'build');
const mcpData = flagValue('--mcp-data') ?? path.join(root, 'packages/docs-mcp/data');
const setFile = args.includes('--set')
  ? path.resolve(args[args.indexOf('--set') + 1])
  : path.resolve(root, '../shared/search-dev-queries.json');

interface Trial {
  query: DevQuery;
  /** Measured against ADDED_ANSWER_ROUTES: the entry has no targets. */
  gap: boolean;
  version: DocsVersion;
  /** 1-based rank of the first target, or null for a miss. */
  rank: number | null;
  shown: string[];
  /** Paste to results in the dialog, in ms (NaN on the search page). */
  ms: number;
}

const familyOf = (version: DocsVersion) => (version.name.startsWith('v4') || version.name === 'current' ? '4.x' : version.name);

/** The routes of ADDED_ANSWER_ROUTES that `version` has in this build. */
async function addedRoutes(origin: string, version: DocsVersion): Promise<string[]> {
  const found = await Promise.all(
    ADDED_ANSWER_ROUTES.map(async (route) => ((await fetch(`${origin}${docUrl(version, route)}`)).ok ? route : null)),
  );
  return found.filter((route): route is string => route !== null);
}

/** The same trials against the docs MCP server's search_docs (no build served, no timing). */
async function runMcpVersion(search: McpSearch, version: DocsVersion, queries: DevQuery[]): Promise<Trial[]> {
  if (!search.hasVersion(version)) return [];
  const trials: Trial[] = [];
  for (const query of queries) {
    if (query.targets.length === 0) continue;
    const shown = await search.results(version, query.query);
    const added = countAddedPages && query.kind === 'message' ? ADDED_ANSWER_ROUTES : [];
    trials.push({query, gap: false, version, rank: firstTargetRank(shown, version, [...query.targets, ...added]), shown, ms: NaN});
  }
  return trials;
}

async function runVersion(browser: Browser, origin: string, version: DocsVersion, queries: DevQuery[]): Promise<Trial[]> {
  const added = await addedRoutes(origin, version);
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  const trials: Trial[] = [];
  if (!onSearchPage) await openSearchDialog(page, origin, version);
  for (const query of queries) {
    const gap = query.targets.length === 0;
    if (gap && added.length === 0) continue;
    const {shown, ms} = onSearchPage
      ? {shown: await searchPageResults(page, origin, version, query.query), ms: NaN}
      : await dialogResults(page, query.query);
    const routes = gap ? added : [...query.targets, ...(countAddedPages && query.kind === 'message' ? added : [])];
    trials.push({query, gap, version, rank: firstTargetRank(shown, version, routes), shown, ms});
  }
  await context.close();
  return trials;
}

interface Figures {
  trials: number;
  hit1: number;
  hit3: number;
  hit5: number;
  mrr: number;
}

function figures(trials: Trial[]): Figures {
  const share = (k: number) => trials.filter((t) => t.rank !== null && t.rank <= k).length / (trials.length || 1);
  return {
    trials: trials.length,
    hit1: share(1),
    hit3: share(3),
    hit5: share(5),
    mrr: trials.reduce((sum, t) => sum + (t.rank ? 1 / t.rank : 0), 0) / (trials.length || 1),
  };
}

function printTable(groups: [string, Trial[]][]): void {
  const header = ['group', 'trials', 'hit@1', 'hit@3', 'hit@5', 'MRR'];
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  // A set of one kind (the pasted messages) has no rows for the other.
  const rows = groups
    .filter(([, trials]) => trials.length > 0)
    .map(([name, trials]) => {
      const f = figures(trials);
      return [name, String(f.trials), pct(f.hit1), pct(f.hit3), pct(f.hit5), f.mrr.toFixed(3)];
    });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(
    [
      line(header),
      `|${widths.map((w, i) => (i === 0 ? '-' : '') + '-'.repeat(w + 1) + (i === 0 ? '' : ':')).join('|')}|`,
      ...rows.map(line),
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const set = readQuerySet(setFile);
  const byVersion = queriesByVersion(set);
  const allTrials: Trial[] = [];
  if (mcp) {
    if (!existsSync(path.join(mcpData, 'meta.json'))) {
      console.error(`No docs MCP data in ${path.relative(root, mcpData)}: run \`npm run mcp:build\` first.`);
      process.exit(1);
    }
    const search = new McpSearch(mcpData);
    for (const version of ALL_VERSIONS) {
      const queries = byVersion.get(version);
      if (queries) allTrials.push(...(await runMcpVersion(search, version, queries)));
    }
  } else {
    if (!existsSync(path.join(buildDir, SEARCH_BUNDLE_DIR, 'pagefind.js'))) {
      console.error(`No search index in ${path.relative(root, buildDir)}: run \`npm run build\` first.`);
      process.exit(1);
    }
    const {origin, stop} = await serveBuild(buildDir);
    let browser: Browser | undefined;
    try {
      browser = await launchBrowser();
      for (const version of ALL_VERSIONS) {
        const queries = byVersion.get(version);
        if (queries) allTrials.push(...(await runVersion(browser, origin, version, queries)));
      }
    } finally {
      await browser?.close();
      stop();
    }
  }
  const trials = allTrials.filter((t) => !t.gap);
  const gapTrials = allTrials.filter((t) => t.gap);
  console.log(
    `Search quality: ${set.filter((q) => q.targets.length > 0).length} queries with targets from ${path.relative(root, setFile)}, ${trials.length} (query, version) trials, ` +
      `${mcp ? 'docs MCP server search_docs (6 results)' : onSearchPage ? 'search page (10 results)' : 'navbar dialog (6 results)'}` +
      `${countAddedPages ? '; the diagnostics and troubleshooting pages answer messages too' : ''}.\n`,
  );
  const kinds = ['question', 'message'] as const;
  const families = ['4.x', 'v3', 'v2'];
  printTable([
    ...kinds.map((kind): [string, Trial[]] => [kind, trials.filter((t) => t.query.kind === kind)]),
    ...families.map((family): [string, Trial[]] => [family, trials.filter((t) => familyOf(t.version) === family)]),
    ...families.flatMap((family) =>
      kinds.map((kind): [string, Trial[]] => [
        `${family} ${kind}`,
        trials.filter((t) => familyOf(t.version) === family && t.query.kind === kind),
      ]),
    ),
    ...(['entry', 'cause'] as const).flatMap((expect): [string, Trial[]][] => {
      const group = trials.filter((t) => t.query.expect === expect);
      return group.length > 0 ? [[`pasted, ${expect === 'entry' ? 'its entry' : 'cause page'}`, group]] : [];
    }),
    ['overall', trials],
    ...(gapTrials.length > 0 ? [['no target (added pages)', gapTrials] as [string, Trial[]]] : []),
  ]);
  if (!onSearchPage && !mcp) {
    const percentile = (values: number[], p: number) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
    };
    for (const kind of ['question', 'message'] as const) {
      const times = allTrials.filter((t) => t.query.kind === kind).map((t) => t.ms);
      console.log(
        `\nPaste to results (${kind}s, ${times.length}): median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
      );
    }
  }
  if (quiet) return;
  // A query's misses and ranks across its versions, one line each.
  const byQuery = new Map<DevQuery, Trial[]>();
  for (const trial of allTrials) byQuery.set(trial.query, [...(byQuery.get(trial.query) ?? []), trial]);
  console.log('\nRanks per query (versions in order; - = not in the results shown):');
  for (const [query, list] of byQuery) {
    if (list.every((t) => t.rank === 1)) continue;
    const ranks = list.map((t) => `${t.version.label}:${t.rank ?? '-'}`).join(' ');
    const first = list.find((t) => t.rank !== 1)!;
    console.log(
      `  [${query.kind[0]}] ${query.query.slice(0, 90)}\n      ${ranks}\n      targets ${query.targets.join(', ')}; got ${first.shown.slice(0, 3).join(', ') || 'nothing'}`,
    );
  }
}

await main();
