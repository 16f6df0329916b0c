/**
 * Every number and word list that tunes the offline search, each with why it has its value: the
 * ranking, the typo fallback, the query limits and the UI's timing. ../README.md explains how
 * they fit together and lists them in a table that tests/unit/searchReadme.test.ts compares
 * with these exports, so the prose cannot drift from the code.
 *
 * Changing a ranking or typo value changes what readers find: measure it first with
 * `npm run bench:search-quality -- --count-added-pages` (../README.md, "Figures").
 */

// The query.

/** Shorter queries are not searched: one character matches nearly every page. */
export const MIN_QUERY_LENGTH = 2;
/** The engine reads this many characters at most: nobody types more, and a pasted 5,000-character text must not look up thousands of words. */
export const MAX_QUERY_LENGTH = 200;
/** At most this many words of a query of several words are searched: each costs one search and an index chunk. */
export const MAX_QUERY_WORDS = 12;
/** Words too common to tell pages apart: dropped from a query unless nothing else is left, and pairs of two of them are no phrase. */
export const STOP_WORDS: readonly string[] = (
  'a an and are as at be been but by can cannot could did do does doing don for from had has have how i if in into is it its ' +
  'me my no not of on or our should so such than that the their them then there these they this those to too was we were what ' +
  'when where which while who why will with would you your use using used get want wants need needs way does t s'
).split(' ');

// Ranking a query of several words (./relevance.ts).

/** A word that replaces a typo counts this much against a word as typed: it may be the wrong fix. */
export const CORRECTED_WEIGHT = 0.5;
/** The best this many pages are re-ranked by their text: each costs the fetch of its fragment (a few KB). */
export const RERANKED_CANDIDATES = 8;
/** A title with every word of the query multiplies a page's score by (1 + this): titles name what a page is about. */
export const TITLE_BOOST = 1;
/** A page quoting every word pair of the query multiplies its score by (1 + this): it quotes the pasted message. */
export const PHRASE_BOOST = 8;
/** Queries with this many searched words or more are compared as phrases: shorter ones are typed, not pasted. */
export const PHRASE_MIN_WORDS = 4;
/** A section heading must hold this share of the query's weighted words for its links to be brought up: less is a chance match. */
export const LINKED_SECTION_SHARE = 0.5;
/**
 * A page of messages none of whose headings holds LINKED_SECTION_SHARE of the query (it prints
 * no such message) keeps its score only if it is the best such page; the others are multiplied by
 * this. The messages are spread over several pages per version (issue 28), and for an error that
 * is not Stencil's they took two of the dialog's six places.
 */
export const UNMATCHED_MESSAGES_PAGE_FACTOR = 0.5;
/** A page of messages whose heading has this share of its word pairs in the query is quoted: its entry comes first (entryMatch). */
export const ENTRY_MATCH_SHARE = 0.8;
/** …or this many of them in the query: a long message cut short by MAX_QUERY_LENGTH, or pasted among a file path and a code line. */
export const ENTRY_MATCH_PAIRS = 6;
/** At most this many pages are brought up after a matched section: its first links name its topic, later ones are asides. */
export const MAX_SECTION_LINKS = 2;

// The typo fallback and the vocabulary (./vocabulary.ts).

/** Vocabulary words are this long at least: a typo in a shorter word has too many fixes. */
export const MIN_WORD_LENGTH = 3;
/** …and at most this long: longer "words" are hashes and minified code. */
export const MAX_WORD_LENGTH = 32;
/** Typo correction gives up on queries with more words than this: a pasted text is full of names that are no typos. */
export const MAX_CORRECTED_TERMS = 8;
/** Two forms of one word share a stem this long at least (`integrate`, `integration`): shorter stems join unrelated words. */
export const MIN_STEM_LENGTH = 4;
/** A typo is at most this many edits from its fix: further, the nearest word is a guess. */
export const MAX_TYPO_DISTANCE = 2;
/** …and one edit in words of SHORT_WORD_LENGTH letters or fewer, where two edits reach too many words. */
export const SHORT_WORD_TYPO_DISTANCE = 1;
/** The longest word held to SHORT_WORD_TYPO_DISTANCE. */
export const SHORT_WORD_LENGTH = 4;
/** Endings that make another form of the same word, as the engine stems English: such a word is no typo. */
// cspell:ignore ation ment ments
export const INFLECTIONS: readonly string[] = ['', ...'e s es ed d ing ion ions ation er ers ly ment ments al able'.split(' ')];

// The docs MCP server's index (packages/docs-mcp/src/search.ts), which scores a word on a page as
// Pagefind does in the browser: BM25 over the page's words.

/** BM25's usual term saturation. On the dev set the figures do not move between title/heading weights of 3/2 and 10/5: the saturation caps what a repeated word adds. */
export const BM25_K1 = 1.2;
/** BM25's usual length normalisation. */
export const BM25_B = 0.75;
/** A title word counts as this many words of text (Pagefind weights titles too). */
export const TITLE_WORD_WEIGHT = 5;
/** A heading word counts as this many words of text. */
export const HEADING_WORD_WEIGHT = 2;
/** A word found only as the start of a longer one counts this much of a whole-word match (Pagefind matches prefixes). */
export const PREFIX_MATCH_WEIGHT = 0.5;

// What is shown.

/** Fewer results than this in one version count as few: the reader may be in a version that lacks the topic, so the others' are offered. */
export const FEW_RESULTS = 5;
/** Words in an excerpt, around the best match: two lines of the dialog. */
export const EXCERPT_WORDS = 24;
/** Results shown in the dialog; its footer opens the search page for the rest. */
export const DIALOG_RESULTS = 6;
/** Results per page of the search page: each costs a fragment fetch, its decompression and its excerpt before the first paint. */
export const PAGE_RESULTS = 10;

// The UI's timing.

/** Keystrokes closer together than this are one burst, searched once this long after its last key: searching every prefix typed at speed downloaded excerpts nobody saw. */
export const TYPING_BURST_MS = 200;
