/**
 * The share of a search set (tests/fixtures/pasted-messages.json, tests/fixtures/user-questions/)
 * the build tier types into Chromium, and the switch to the whole set.
 *
 * Every trial of a set goes through the same code path (the search index of its version, the
 * ranking, the dialog and the search page): what differs between trials is the version's index,
 * the kind of text (a question, a pasted message from the records or from the development set) and
 * the page that answers it. The sample keeps trials of every such stratum, so a break of any one
 * of them fails the test, and it is the same on every run and machine (chosen by a hash of the
 * query's text, not at random), so a failure repeats. The whole set, about three times the clicks,
 * runs with `npm run test:search-sets` (DOCS_SEARCH_SETS=full, the same test files) and is counted
 * by `npm run bench:search-quality -- --set <file>`.
 */
import {createHash} from 'node:crypto';
import type {DevQuery} from '../../scripts/lib/searchQuality';
import type {DocsVersion} from '../../src/versions/versions';

/** `DOCS_SEARCH_SETS=full`: every trial of each set, not the stratified sample. */
export const FULL_SEARCH_SETS = process.env.DOCS_SEARCH_SETS === 'full';

export interface SampleOptions {
  /** The stratum of a trial: every stratum keeps trials in the sample. */
  stratumOf: (version: DocsVersion, query: DevQuery) => string;
  /** Trials kept per stratum (all of a smaller one). */
  perStratum: (stratum: string) => number;
  /** Trials always kept (the named known misses, whose staleness check needs them run). */
  always?: (version: DocsVersion, query: DevQuery) => boolean;
  /** Also keep each query text in at least one of its versions (a question set is a list of questions, each worth asking once). */
  everyQueryOnce?: boolean;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A deterministic stratified sample of `byVersion` (queriesByVersion's map), in the same shape
 * and order. In each stratum, the trials whose query text the strata before it chose least often
 * come first (so a text asked in several versions is spread over them), then by the hash of the
 * text; with DOCS_SEARCH_SETS=full, `byVersion` as it is.
 */
export function sampleTrials(byVersion: Map<DocsVersion, DevQuery[]>, options: SampleOptions): Map<DocsVersion, DevQuery[]> {
  if (FULL_SEARCH_SETS) return byVersion;
  const strata = new Map<string, {version: DocsVersion; query: DevQuery}[]>();
  for (const [version, list] of byVersion) {
    for (const query of list) {
      const key = options.stratumOf(version, query);
      strata.set(key, [...(strata.get(key) ?? []), {version, query}]);
    }
  }
  const kept = new Set<string>();
  const trialKey = (version: DocsVersion, query: DevQuery) => `${version.name}\n${query.query}`;
  const timesChosen = new Map<string, number>();
  const choose = (version: DocsVersion, query: DevQuery) => {
    kept.add(trialKey(version, query));
    timesChosen.set(query.query, (timesChosen.get(query.query) ?? 0) + 1);
  };
  for (const [stratum, trials] of [...strata].sort(([a], [b]) => a.localeCompare(b))) {
    const ranked = [...trials].sort(
      (a, b) =>
        (timesChosen.get(a.query.query) ?? 0) - (timesChosen.get(b.query.query) ?? 0) ||
        hashOf(a.query.query).localeCompare(hashOf(b.query.query)),
    );
    for (const {version, query} of ranked.slice(0, options.perStratum(stratum))) choose(version, query);
  }
  for (const [version, list] of byVersion) {
    for (const query of list) {
      const always = options.always?.(version, query) ?? false;
      const unasked = options.everyQueryOnce === true && !timesChosen.has(query.query);
      if ((always || unasked) && !kept.has(trialKey(version, query))) choose(version, query);
    }
  }
  const sample = new Map<DocsVersion, DevQuery[]>();
  for (const [version, list] of byVersion) {
    const keptHere = list.filter((query) => kept.has(trialKey(version, query)));
    if (keptHere.length > 0) sample.set(version, keptHere);
  }
  return sample;
}

/** "12 of 76 trials (stratified sample; DOCS_SEARCH_SETS=full for all)", for a test's name. */
export function sampleNote(sample: Map<DocsVersion, DevQuery[]>, all: Map<DocsVersion, DevQuery[]>): string {
  const count = (map: Map<DocsVersion, DevQuery[]>) => [...map.values()].reduce((sum, list) => sum + list.length, 0);
  return FULL_SEARCH_SETS
    ? `all ${count(all)} trials`
    : `${count(sample)} of ${count(all)} trials, stratified (DOCS_SEARCH_SETS=full: all)`;
}
