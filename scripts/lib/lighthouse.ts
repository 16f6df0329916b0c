/**
 * Lighthouse performance scores, offline: Lighthouse's Node API drives Debian's Chromium
 * (scripts/lib/browser.ts's path and flags, launched headless by chrome-launcher, the launcher
 * Lighthouse itself uses) against a server the caller started. Mobile is Lighthouse's default
 * (a mid-range phone, simulated slow 4G and 4× CPU slowdown); desktop is its desktop config.
 * Each page is measured several times and the median run is kept, as Lighthouse's docs advise
 * for a variable machine.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {desktopConfig, type Config, type Result} from 'lighthouse';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './browser';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseMedian {
  /** 0–100, the median of the runs. */
  score: number;
  scores: number[];
  /** The run that scored the median: its audits explain the score. */
  result: Result;
  /** Requests of that run to a host other than loopback: there must be none (the machine is offline). */
  foreignRequests: string[];
}

const CONFIGS: Record<FormFactor, Config | undefined> = {mobile: undefined, desktop: desktopConfig};

/** Starts one headless Chromium for many Lighthouse runs (each run resets the cache and storage itself). */
export async function launchLighthouseChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent'});
}

function foreignRequestsOf(result: Result): string[] {
  const details = result.audits['network-requests']?.details;
  const items = details && 'items' in details ? (details.items as {url?: unknown}[]) : [];
  return items
    .map((item) => String(item.url ?? ''))
    .filter((url) => /^https?:/.test(url) && !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname));
}

/** Runs Lighthouse's performance category `runs` times on `url` and keeps the median run. */
export async function lighthouseMedian(port: number, url: string, formFactor: FormFactor, runs: number): Promise<LighthouseMedian> {
  const results: Result[] = [];
  for (let run = 0; run < runs; run++) {
    const runner = await lighthouse(url, {port, output: 'json', logLevel: 'error', onlyCategories: ['performance']}, CONFIGS[formFactor]);
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (runner.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${runner.lhr.runtimeError.message}`);
    results.push(runner.lhr);
  }
  const scoreOf = (result: Result) => Math.round((result.categories.performance?.score ?? 0) * 100);
  const sorted = [...results].sort((a, b) => scoreOf(a) - scoreOf(b));
  const median = sorted[Math.floor(sorted.length / 2)];
  return {
    score: scoreOf(median),
    scores: results.map(scoreOf),
    result: median,
    foreignRequests: [...new Set(results.flatMap(foreignRequestsOf))],
  };
}

/** The metrics, and the insights and diagnostics Lighthouse flags, of one result: what to fix first. */
export function describeOpportunities(result: Result): string[] {
  const lines: string[] = [];
  const audits = result.audits;
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
  lines.push(metrics.map((id) => `${audits[id]?.title ?? id} ${audits[id]?.displayValue ?? '?'}`).join(' · '));
  // The LCP element, always: which element the page's largest paint is decides what to speed up.
  lines.push(`LCP element: ${detailItems(audits['lcp-breakdown-insight']?.details as LooseDetails | undefined).join('; ')}`);
  for (const warning of result.runWarnings)
    lines.push(`Lighthouse warning: ${typeof warning === 'string' ? warning : JSON.stringify(warning)}`);
  const refs = result.categories.performance?.auditRefs ?? [];
  for (const ref of refs) {
    if (ref.group !== 'insights' && ref.group !== 'diagnostics') continue;
    const audit = audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'notApplicable') continue;
    lines.push(`${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
    for (const item of detailItems(audit.details as LooseDetails | undefined).slice(0, 4)) lines.push(`    ${item}`);
  }
  return lines;
}

/** Just what detailItems reads of Lighthouse's many detail shapes (tables, lists, node lists). */
interface LooseDetails {
  type?: string;
  items?: unknown[];
}

/** An element Lighthouse names (the LCP element, a shift culprit), or a text cell. */
function nodeText(node: Record<string, unknown>): string {
  if (node.type !== 'node') return typeof node.value === 'string' ? node.value : '';
  const label = typeof node.nodeLabel === 'string' ? node.nodeLabel.replace(/\s+/g, ' ').slice(0, 60) : '';
  return `${String(node.selector ?? node.snippet ?? '')} "${label}"`;
}

/** The first few rows of an audit's table or list, as text (URLs, elements, wasted bytes, times). */
function detailItems(details: LooseDetails | undefined): string[] {
  if (!details?.items) return [];
  if (details.type === 'list') {
    return (details.items as Record<string, unknown>[]).flatMap((item) => (item.type === 'node' ? [nodeText(item)] : detailItems(item)));
  }
  return (details.items as Record<string, unknown>[])
    .map((item) => {
      const text = (key: string) => (typeof item[key] === 'string' ? (item[key] as string) : undefined);
      const node = typeof item.node === 'object' && item.node ? nodeText(item.node as Record<string, unknown>) : undefined;
      const label = text('url') ?? node ?? text('groupLabel') ?? text('label') ?? '';
      const wasted = typeof item.wastedBytes === 'number' ? ` (${(item.wastedBytes / 1024).toFixed(1)} KB unused)` : '';
      const time = [item.wastedMs, item.total, item.duration, item.reflowTime].find((value) => typeof value === 'number');
      const shift = typeof item.score === 'number' ? ` (shift ${item.score.toFixed(3)})` : '';
      return `${label}${wasted}${time === undefined ? '' : ` (${Math.round(time as number)} ms)`}${shift}`;
    })
    .filter((line) => line.trim() !== '');
}
