/**
 * The site's vocabulary and the typo fallback of the offline search (issue 6), pure helpers used
 * by ../buildIndex.ts (which writes the vocabulary) and ../client/engine.ts (which reads it);
 * tested in tests/unit/searchQuery.test.ts. The numbers are in ./constants.ts.
 *
 * Pagefind matches whole words and word prefixes ("hydrat" finds "hydrate") but has no fuzzy
 * matching: a word it cannot find, it cuts shorter until something matches ("compnent" finds
 * pages with "com…"). So when a word of the query is highlighted nowhere in the results (they
 * matched only a shortened form, or there are none), the site's vocabulary (written at build
 * time, one word a line, most frequent first) is fetched, each word the site never uses is
 * replaced by its nearest vocabulary word, and the search runs again. A query of several words
 * fetches the vocabulary up front (./relevance.ts): it tells the reader's own names and typos
 * from the site's words. A site word, a word starting with one or another form of one
 * (isInflectionOf) is never replaced.
 */
import {
  INFLECTIONS,
  MAX_CORRECTED_TERMS,
  MAX_TYPO_DISTANCE,
  MAX_WORD_LENGTH,
  MIN_STEM_LENGTH,
  MIN_WORD_LENGTH,
  SHORT_WORD_LENGTH,
  SHORT_WORD_TYPO_DISTANCE,
} from './constants';

/** The lower-case words of a text: runs of letters and digits, as the vocabulary counts them. */
export function searchTerms(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function isVocabularyWord(word: string): boolean {
  return word.length >= MIN_WORD_LENGTH && word.length <= MAX_WORD_LENGTH && /\p{L}/u.test(word);
}

/**
 * The vocabulary file's text: the distinct words of the texts, most frequent first, one a line.
 * Given the texts of each version too (`textsByVersion`, in ALL_VERSIONS order), a word that not
 * every version has is followed by a space and the versions that have it, a bit set in base 36
 * (bit i: version i): Pagefind cuts a word its index lacks shorter until something matches, so
 * the engine must not search a version for a word only other versions use (isVersionWord).
 */
export function buildVocabulary(texts: Iterable<string>, textsByVersion: Iterable<string>[] = []): string {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of searchTerms(text)) {
      if (isVocabularyWord(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const versionsOf = new Map<string, number>();
  textsByVersion.forEach((versionTexts, i) => {
    for (const text of versionTexts) for (const word of searchTerms(text)) versionsOf.set(word, (versionsOf.get(word) ?? 0) | (1 << i));
  });
  const every = (1 << textsByVersion.length) - 1;
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .map(([word]) => {
      const versions = versionsOf.get(word) ?? every;
      return versions === every ? word : `${word} ${versions.toString(36)}`;
    })
    .join('\n');
}

export interface Vocabulary {
  /** Most frequent first. */
  words: string[];
  known: Set<string>;
  /** The words by their first MIN_STEM_LENGTH letters: the only ones a longer term can be a form or prefix of. */
  byStart: Map<string, string[]>;
  /** isSiteWord's answers so far (a pasted message asks about the same words several times). */
  siteWords: Map<string, boolean>;
  /** The versions (a bit set, ALL_VERSIONS order) of the words that not every version has. */
  versionsOf: Map<string, number>;
  /** isVersionWord's answers so far, by version index and term. */
  versionWords: Map<string, boolean>;
}

export function parseVocabulary(text: string): Vocabulary {
  const words: string[] = [];
  const versionsOf = new Map<string, number>();
  for (const line of text.split('\n')) {
    const [word, versions] = line.split(' ');
    if (!word) continue;
    words.push(word);
    if (versions) versionsOf.set(word, parseInt(versions, 36));
  }
  const byStart = new Map<string, string[]>();
  for (const word of words) {
    const start = word.slice(0, MIN_STEM_LENGTH);
    const group = byStart.get(start);
    if (group) group.push(word);
    else byStart.set(start, [word]);
  }
  return {words, known: new Set(words), byStart, siteWords: new Map(), versionsOf, versionWords: new Map()};
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions,
 * substitutions and swaps of two neighbours), or `max + 1` as soon as it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows, reused: nearestWord compares a term with thousands of words per search.
  const size = b.length + 1;
  if (rowBuffers[0].length < size) rowBuffers = [new Int32Array(size * 2), new Int32Array(size * 2), new Int32Array(size * 2)];
  let [twoRowsUp, previousRow, row] = rowBuffers;
  for (let j = 0; j < size; j += 1) row[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    [twoRowsUp, previousRow, row] = [previousRow, row, twoRowsUp];
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, twoRowsUp[j - 2] + 1);
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
  }
  return row[b.length];
}
let rowBuffers = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * The vocabulary word nearest to `term`: at most MAX_TYPO_DISTANCE edits away, SHORT_WORD_TYPO_DISTANCE
 * for words of SHORT_WORD_LENGTH letters or fewer.
 */
export function nearestWord(term: string, vocabulary: Vocabulary): string | undefined {
  const max = term.length <= SHORT_WORD_LENGTH ? SHORT_WORD_TYPO_DISTANCE : MAX_TYPO_DISTANCE;
  let best: string | undefined;
  let bestDistance = max + 1;
  // Words come most frequent first, so on equal distance the first one found wins.
  for (const word of vocabulary.words) {
    const distance = editDistance(term, word, bestDistance - 1);
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best;
}

function isCorrectable(term: string): boolean {
  return term.length >= MIN_WORD_LENGTH && /\p{L}/u.test(term);
}

/**
 * The distinct words of a query that typo correction may replace (long enough, not numbers),
 * or none for queries too long to correct.
 */
export function correctableTerms(query: string): string[] {
  const terms = searchTerms(query);
  if (terms.length > MAX_CORRECTED_TERMS) return [];
  return [...new Set(terms.filter(isCorrectable))];
}

/**
 * The terms that no highlighted word of the results begins with: the engine found them
 * nowhere, or only a shortened form of them.
 */
export function unmatchedTerms(terms: string[], highlighted: string[]): string[] {
  const words = highlighted.flatMap(searchTerms);
  return terms.filter((term) => !words.some((word) => word.startsWith(term)));
}

/** Word endings that make another form of the same word (the engine stems English words). */
const ENDINGS = new Set(INFLECTIONS);

/**
 * Whether `term` and `word` are forms of one word: they differ only by an ending such as
 * -e, -s, -ed, -ing, -ion (`integrate`, `integration`; `returning`, `returns`), the stem being
 * MIN_STEM_LENGTH letters at least. The engine stems both alike, so such a term is no typo.
 */
export function isInflectionOf(term: string, word: string): boolean {
  let common = 0;
  while (common < term.length && common < word.length && term[common] === word[common]) common += 1;
  return common >= MIN_STEM_LENGTH && ENDINGS.has(term.slice(common)) && ENDINGS.has(word.slice(common));
}

/**
 * Whether the vocabulary has `term`, a word starting with it (the engine matches prefixes) or
 * another form of it (isInflectionOf), among the words `accepts`.
 */
function hasWordLike(term: string, vocabulary: Vocabulary, accepts: (word: string) => boolean): boolean {
  // A form of a word shares its first MIN_STEM_LENGTH letters (isInflectionOf), and so does a
  // longer word starting with a term that long or longer: only those words are compared.
  const candidates = term.length >= MIN_STEM_LENGTH ? (vocabulary.byStart.get(term.slice(0, MIN_STEM_LENGTH)) ?? []) : vocabulary.words;
  return (
    (vocabulary.known.has(term) && accepts(term)) ||
    candidates.some((word) => (word.startsWith(term) || isInflectionOf(term, word)) && accepts(word))
  );
}

/** Whether the site uses `term` or a word like it (hasWordLike): such a word is never "corrected". */
export function isSiteWord(term: string, vocabulary: Vocabulary): boolean {
  let answer = vocabulary.siteWords.get(term);
  if (answer === undefined) {
    answer = hasWordLike(term, vocabulary, () => true);
    vocabulary.siteWords.set(term, answer);
  }
  return answer;
}

/**
 * Whether the version at `versionIndex` (ALL_VERSIONS order) uses `term` or a word like it:
 * isSiteWord within one version's words. A site word that this version lacks would be cut
 * shorter by Pagefind and match unrelated pages.
 */
export function isVersionWord(term: string, vocabulary: Vocabulary, versionIndex: number): boolean {
  const key = `${versionIndex} ${term}`;
  let answer = vocabulary.versionWords.get(key);
  if (answer === undefined) {
    answer = hasWordLike(term, vocabulary, (word) => ((vocabulary.versionsOf.get(word) ?? ~0) & (1 << versionIndex)) !== 0);
    vocabulary.versionWords.set(key, answer);
  }
  return answer;
}

/**
 * The query with each unknown word replaced by its nearest vocabulary word, or null when
 * nothing changes. A word is known when the site uses it or a word starting with it (the
 * engine matches prefixes); numbers and very short words are left alone.
 */
export function correctQuery(query: string, vocabulary: Vocabulary): string | null {
  const terms = searchTerms(query);
  if (terms.length === 0 || terms.length > MAX_CORRECTED_TERMS) return null;
  let changed = false;
  const corrected = terms.map((term) => {
    if (!isCorrectable(term) || isSiteWord(term, vocabulary)) return term;
    const replacement = nearestWord(term, vocabulary);
    if (!replacement) return term;
    changed = true;
    return replacement;
  });
  return changed ? corrected.join(' ') : null;
}
