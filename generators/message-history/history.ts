/**
 * Which releases print each message of the messages pages, for every stable release the API
 * history reads (issue 40: "printed by 2.0.0–4.20.1"), not only the pinned ones.
 *
 * Why not the extractor on every release: generators/diagnostics/extract.ts parses the whole
 * compiler bundle with TypeScript, 14 s of CPU per release (measured on 4.10.0), 40 minutes for
 * 167 releases. So each release gets a text check first: a message is in a release when every
 * run of three words of its literal text (word runs survive the bundler's string concatenation
 * and line breaks) is in the release's message-bearing files (`PACKAGE_FILES`, read from the
 * tarball without unpacking), about 2 s a release. The text check cannot see the extractor's
 * judgement (a wording left in the testing bundle that no test can reach is not a message), so:
 *   - each pinned release keeps the extractor's verdict (its committed diagnostics record);
 *   - where the text check disagrees with the extractor at a pinned release, the releases
 *     between it and its pinned neighbour are decided by the extractor itself, bisecting for the
 *     one release where the verdict changes (a handful of runs, cached);
 *   - elsewhere the text check decides.
 * `tests/unit/messageHistory.test.ts` checks the record against every pinned record.
 *
 * 5.x keeps its bundles elsewhere (`dist/`) and is read by the diagnostics extractor itself; the
 * history covers the stable 2.x-4.x releases.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createHash} from 'node:crypto';
import path from 'node:path';
import type {ExtractedDiagnostic} from '../../src/diagnostics/catalog';
import type {MessageHistory, PrintedSpan} from '../../src/diagnostics/messageHistory';
import {messageKey, type PatternPart} from '../../src/diagnostics/pattern';
import {compareReleases, isPrerelease, parseRelease, type Release} from '../../src/versions/release';
import {extractPackage, PACKAGE_FILES} from '../diagnostics/extract';
import {cacheRoot, tarball, unpack} from '../api-history/releases';

const WORDS = /[a-z0-9_$]+/g;
/** The "refer to <url> for more info" tail some wordings carry and others do not (src/diagnostics/pattern.ts). */
const REFER_TAIL = /(?:please )?(?:refer to|see) https?:\/\/\S+ for more (?:info|information)\.?/gi;

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORDS) ?? [];
}

/** The word runs a message's literal text must show: triples of each literal part (a part of one or two words: itself). */
export function messageRuns(parts: readonly PatternPart[]): string[] {
  const runs = new Set<string>();
  for (const part of parts) {
    if (!('text' in part)) continue;
    for (const piece of part.text.replace(REFER_TAIL, '\n').split(/https?:\/\/\S+/)) {
      const words = wordsOf(piece);
      if (words.length > 0 && words.length < 3) runs.add(words.join(' '));
      for (let index = 0; index + 3 <= words.length; index++) runs.add(words.slice(index, index + 3).join(' '));
    }
  }
  return [...runs];
}

/** The message-bearing files of a release, straight from its tarball (names a release lacks are skipped). */
function releaseText(file: string): string {
  const names = PACKAGE_FILES.map((entry) => `package/${entry.file}`);
  try {
    return execFileSync('tar', ['-xzOf', file, ...names], {encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore']});
  } catch (error) {
    // tar exits 2 for a name the release does not have, after printing the others.
    const stdout = (error as {stdout?: string}).stdout;
    if (typeof stdout === 'string' && stdout.length > 0) return stdout;
    throw error;
  }
}

/** Which of `messages` (key → runs) a release's text holds. */
export function textCheck(text: string, messages: ReadonlyMap<string, readonly string[]>): Set<string> {
  const wanted = new Set<string>();
  for (const runs of messages.values()) for (const run of runs) wanted.add(run);
  const firstWords = new Set([...wanted].map((run) => run.split(' ')[0]));
  const seen = new Set<string>();
  const words = wordsOf(text);
  for (let index = 0; index < words.length; index++) {
    if (!firstWords.has(words[index])) continue;
    for (const length of [1, 2, 3]) {
      const run = words.slice(index, index + length).join(' ');
      if (wanted.has(run)) seen.add(run);
    }
  }
  const found = new Set<string>();
  for (const [key, runs] of messages) if (runs.length > 0 && runs.every((run) => seen.has(run))) found.add(key);
  return found;
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function cached<T>(file: string, compute: () => T): T {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
  const value = compute();
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, JSON.stringify(value));
  return value;
}

export interface HistoryInputs {
  /** The releases to read (the API history's), any order. */
  releases: readonly string[];
  /** Each pinned release's extracted messages (its diagnostics record). */
  pinned: ReadonlyMap<string, readonly ExtractedDiagnostic[]>;
  /** A hash of the extractor's sources: its runs are cached under it. */
  extractorVersion: string;
  /** A hash of this generator's sources: the text checks are cached under it (and the messages checked). */
  generatorVersion: string;
  log?: (line: string) => void;
}

/** Reads every release and writes the spans (see the header for how). */
export function buildMessageHistory(inputs: HistoryInputs): MessageHistory {
  const log = inputs.log ?? console.log;
  const releases = inputs.releases
    .map((text) => parseRelease(text))
    .filter((of): of is Release => of !== undefined && !isPrerelease(of))
    .sort(compareReleases);
  const messages = new Map<string, string[]>();
  for (const diagnostics of inputs.pinned.values())
    for (const diagnostic of diagnostics) messages.set(messageKey(diagnostic.parts), messageRuns(diagnostic.parts));
  const keys = [...messages.keys()].sort();
  const checkVersion = hash(JSON.stringify([...messages].sort()) + inputs.generatorVersion);

  // The text check of every release (cached per release for this set of messages and this file).
  const byText = new Map<string, Set<string>>();
  for (const release of releases) {
    const found = cached(path.join(cacheRoot, 'readings', 'message-history', checkVersion, `${release}.json`), () => {
      const started = performance.now();
      const result = [...textCheck(releaseText(tarball(release).file), messages)];
      log(`message-history: text check of ${release} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return result;
    });
    byText.set(release, new Set(found));
  }

  const extracted = new Map<string, Set<string>>();
  for (const [release, diagnostics] of inputs.pinned) extracted.set(release, new Set(diagnostics.map((d) => messageKey(d.parts))));
  const extractorRuns = new Set<string>();
  const extractorSays = (release: string): Set<string> => {
    const known = extracted.get(release);
    if (known) return known;
    const found = cached(path.join(cacheRoot, 'readings', 'message-history-extract', inputs.extractorVersion, `${release}.json`), () => {
      const started = performance.now();
      const root = unpack(release, tarball(release).file);
      try {
        return extractPackage(root).map((d) => messageKey(d.parts));
      } finally {
        rmSync(path.dirname(root), {recursive: true, force: true});
        log(`message-history: extractor on ${release} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
    });
    extractorRuns.add(release);
    const result = new Set(found);
    extracted.set(release, result);
    return result;
  };

  const pinnedIndexes = releases.flatMap((release, index) => (inputs.pinned.has(release) ? [index] : []));
  const history: Record<string, PrintedSpan[]> = {};
  for (const key of keys) {
    const printed = releases.map((release) => byText.get(release)!.has(key));
    const trusted = (index: number) => byText.get(releases[index])!.has(key) === extracted.get(releases[index])!.has(key);
    for (const index of pinnedIndexes) printed[index] = extracted.get(releases[index])!.has(key);
    // Between two pinned releases (and beyond the outer ones) where the text check and the extractor disagree.
    const bounds = [-1, ...pinnedIndexes, releases.length];
    for (let step = 0; step + 1 < bounds.length; step++) {
      const [low, high] = [bounds[step], bounds[step + 1]];
      if (high - low < 2) continue;
      const lowTrusted = low < 0 || trusted(low);
      const highTrusted = high >= releases.length || trusted(high);
      if (lowTrusted && highTrusted) continue;
      const lowSays = low >= 0 ? printed[low] : undefined;
      const highSays = high < releases.length ? printed[high] : undefined;
      if (lowSays === undefined || highSays === undefined || lowSays === highSays) {
        // One side only, or both alike: the extractor's verdict holds across (a bisection finds one change, not two).
        const says = (lowSays ?? highSays)!;
        for (let index = low + 1; index < high; index++) printed[index] = says;
        continue;
      }
      // The one release where the extractor's verdict changes.
      let [before, after] = [low, high];
      while (after - before > 1) {
        const middle = Math.floor((before + after) / 2);
        if (extractorSays(releases[middle]).has(key) === lowSays) before = middle;
        else after = middle;
      }
      for (let index = low + 1; index < high; index++) printed[index] = index <= before ? lowSays : highSays;
    }
    const spans: PrintedSpan[] = [];
    printed.forEach((on, index) => {
      if (on && (index === 0 || !printed[index - 1])) spans.push({from: releases[index]});
      if (!on && index > 0 && printed[index - 1]) spans.at(-1)!.until = releases[index];
    });
    history[key] = spans;
  }
  return {releases, messages: history, extractorRuns: [...extractorRuns].sort(compareReleases as (a: string, b: string) => number)};
}
