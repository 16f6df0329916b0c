/**
 * The offline search's pure helpers: query limits, excerpt reading and the search page's URL
 * state (src/plugins/search/searchQuery.ts), typo correction (ranking/vocabulary.ts) and the
 * ranking (ranking/relevance.ts). No browser needed.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  ALL_VERSIONS_PARAM,
  cleanResultUrl,
  excerptSegments,
  normalizeQuery,
  otherVersionsOffer,
  readSearchParams,
  scopeFromParam,
  scopeParam,
  separateTableCells,
  versionParam,
  writeSearchParams,
} from '../../src/plugins/search/searchQuery';
import {
  buildVocabulary,
  correctableTerms,
  unmatchedTerms,
  correctQuery,
  editDistance,
  isInflectionOf,
  isSiteWord,
  isVersionWord,
  nearestWord,
  parseVocabulary,
  searchTerms,
} from '../../src/plugins/search/ranking/vocabulary';
import {pageRoute, readSectionLinks, sectionLinks, writeSectionLinks} from '../../src/plugins/search/sectionLinks';
import {
  bestSectionShare,
  entryMatch,
  linkedSection,
  phraseOverlap,
  queryWords,
  rankPages,
  rerankCandidates,
  searchedWords,
  titleShare,
  type WordResults,
} from '../../src/plugins/search/ranking/relevance';
import {
  CORRECTED_WEIGHT,
  FEW_RESULTS,
  LINKED_SECTION_SHARE,
  MAX_QUERY_LENGTH,
  MAX_QUERY_WORDS,
  MAX_SECTION_LINKS,
} from '../../src/plugins/search/ranking/constants';
import {indexedHtml} from '../../src/plugins/search/buildIndex';
import {ALL_VERSIONS, LATEST_VERSION, NEXT_VERSION, versionByName} from '../../src/versions/versions';

describe('normalizeQuery', () => {
  test('collapses whitespace and trims', () => {
    assert.equal(normalizeQuery('  component \n  lifecycle\t'), 'component lifecycle');
  });

  test(`cuts long queries to ${MAX_QUERY_LENGTH} characters, at a word end when it can`, () => {
    const long = 'word '.repeat(1000);
    const normalized = normalizeQuery(long);
    assert.ok(normalized.length <= MAX_QUERY_LENGTH, `${normalized.length} characters`);
    assert.ok(normalized.endsWith('word'), 'no word is cut in half');
    assert.equal(normalizeQuery('x'.repeat(5000)).length, MAX_QUERY_LENGTH);
  });
});

describe('searchTerms and buildVocabulary', () => {
  test('terms are lower-case runs of letters and digits; regex metacharacters are separators', () => {
    assert.deepEqual(searchTerms('Component-Lifecycle: componentDidLoad() .*+?^${}()|[]\\'), [
      'component',
      'lifecycle',
      'componentdidload',
    ]);
  });

  test('the vocabulary lists distinct words, most frequent first, ties alphabetically, no short words or numbers', () => {
    const vocabulary = buildVocabulary(['Stencil builds components. A component is a class.', 'stencil 42 component on']);
    assert.deepEqual(vocabulary.split('\n'), ['component', 'stencil', 'builds', 'class', 'components']);
  });
});

describe('editDistance (Damerau-Levenshtein, optimal string alignment)', () => {
  test('counts insertions, deletions, substitutions and swaps', () => {
    assert.equal(editDistance('compnent', 'component', 2), 1);
    assert.equal(editDistance('lifecyle', 'lifecycle', 2), 1);
    assert.equal(editDistance('lifecycel', 'lifecycle', 2), 1, 'a swap of neighbours is one edit');
    assert.equal(editDistance('propz', 'props', 2), 1);
    assert.equal(editDistance('same', 'same', 2), 0);
  });

  test('gives up past the limit with limit + 1', () => {
    assert.equal(editDistance('abc', 'xyz', 2), 3);
    assert.equal(editDistance('a', 'abcdef', 2), 3);
  });
});

describe('typo correction', () => {
  const vocabulary = parseVocabulary(
    buildVocabulary(['comment comment comment component lifecycle hydrate hydrate app cart cart card config']),
  );

  test('corrects each unknown word to its nearest vocabulary word', () => {
    assert.equal(correctQuery('compnent lifecyle', vocabulary), 'component lifecycle');
  });

  test('prefers the shorter distance over the more frequent word', () => {
    // "comment" is more frequent but two edits away; "component" is one.
    assert.equal(nearestWord('compnent', vocabulary), 'component');
  });

  test('on equal distance, prefers the more frequent word', () => {
    assert.equal(nearestWord('carx', vocabulary), 'cart');
  });

  test('leaves known words, prefixes of known words, numbers and short words alone', () => {
    assert.equal(correctQuery('component lifecycle', vocabulary), null);
    assert.equal(correctQuery('hydrat', vocabulary), null, 'the engine matches prefixes itself');
    assert.equal(correctQuery('v4 38 ab', vocabulary), null);
  });

  test('only distinct words of three letters or more, not numbers, and none for long queries', () => {
    assert.deepEqual(correctableTerms('Compnent compnent of v4 4038 lifecyle'), ['compnent', 'lifecyle']);
    assert.deepEqual(correctableTerms('word '.repeat(9)), []);
  });

  test('a term is unmatched when no highlighted word of the results starts with it', () => {
    // Pagefind cut "compnent" to "com" and highlighted "commit"; "life" came from "lifecyle".
    assert.deepEqual(unmatchedTerms(['compnent', 'lifecyle'], ['commit', 'life.', 'Lifetime']), ['compnent', 'lifecyle']);
    assert.deepEqual(unmatchedTerms(['comp', 'hydrat'], ['Components', 'hydrate-app']), []);
    assert.deepEqual(unmatchedTerms(['state'], []), ['state'], 'no results: every term is unmatched');
  });

  test('returns null when no word is close enough, or for very long queries', () => {
    assert.equal(correctQuery('zzzzzzzz', vocabulary), null);
    assert.equal(correctQuery('compnent '.repeat(20), vocabulary), null);
  });

  // cspell:ignore retunrs
  test('a site word that one version lacks is known, but not in that version', () => {
    const text = buildVocabulary(
      ['underscore names integration', 'names integration'],
      [['underscore names integration'], ['names integration']],
    );
    assert.deepEqual(text.split('\n').sort(), ['integration', 'names', 'underscore 1']);
    const site = parseVocabulary(text);
    assert.ok(isSiteWord('underscore', site));
    assert.ok(isVersionWord('underscore', site, 0));
    assert.ok(!isVersionWord('underscore', site, 1));
    assert.ok(!isVersionWord('underscores', site, 1));
    assert.ok(isVersionWord('integrate', site, 1), 'another form of a word the version has');
    assert.ok(isVersionWord('name', site, 1), 'the start of a word the version has');
  });

  test('another form of a site word is no typo: it is never "corrected"', () => {
    const site = parseVocabulary(buildVocabulary(['integration returns rendered now']));
    assert.ok(isInflectionOf('integrate', 'integration'));
    assert.ok(isInflectionOf('returning', 'returns'));
    assert.ok(!isInflectionOf('lifecyle', 'lifecycle'), 'a misspelling is not an ending');
    assert.ok(!isInflectionOf('cat', 'cats'), 'stems of four letters at least');
    assert.ok(isSiteWord('integrate', site));
    assert.equal(correctQuery('integrate returning', site), null);
    assert.equal(correctQuery('retunrs', site), 'returns');
  });
});

describe('queryWords (what a query is about)', () => {
  const site = new Set(['component', 'componentdidload', 'puppeteer', 'state', 'prop', 'changed', 'during', 'render', 'module', 'find']);
  const isKnown = (word: string) => site.has(word);

  test('drops common words, keeps the rest in order, once each', () => {
    assert.deepEqual(queryWords('how do I get the state of a component in the state'), ['state', 'component']);
    assert.deepEqual(queryWords('the of a'), ['the', 'of'], 'common words are kept when nothing else is left (not single letters)');
  });

  test('drops quoted names the site does not use, keeps quoted site words', () => {
    assert.deepEqual(queryWords('The state/prop "selectedLabel" changed during "componentDidLoad()"', isKnown), [
      'state',
      'prop',
      'changed',
      'during',
      'componentdidload',
    ]);
    assert.deepEqual(queryWords("Cannot find module 'puppeteer'.", isKnown), ['find', 'module', 'puppeteer']);
  });

  test('drops tag names, camelCase names the site does not use, paths, URLs, numbers and stack frames', () => {
    assert.deepEqual(
      queryWords("Can't bind to 'min' since it isn't a known property of 'fwt-slider'", () => true),
      ['bind', 'min', 'since', 'known', 'property'],
    );
    assert.deepEqual(queryWords('render of my-component failed in MyComponent', isKnown), ['render', 'failed']);
    assert.deepEqual(
      queryWords("Could not resolve '../../my-services' from ./src/components/my-component/my-component.tsx", () => true),
      ['resolve'],
    );
    assert.deepEqual(
      queryWords('Timeout of 30000ms exceeded see https://example.com/x at render (/app/node_modules/x/index.js:12:5)', () => true),
      ['timeout', 'exceeded', 'see'],
    );
    assert.deepEqual(
      queryWords("Can't resolve '@stencil/core/internal/client'", () => true),
      ['resolve', 'stencil', 'core', 'internal', 'client'],
    );
  });

  test(`keeps at most ${MAX_QUERY_WORDS} words`, () => {
    const many = Array.from({length: 30}, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}x`).join(' ');
    assert.equal(queryWords(many).length, MAX_QUERY_WORDS);
  });
});

describe('rankPages (partial matches)', () => {
  const word = (name: string, scores: Record<string, number>, weight = 1) => ({
    word: name,
    weight,
    scores: new Map(Object.entries(scores)),
  });

  test('a page with more of the words ranks first, even with lower scores per word', () => {
    const ranked = rankPages([word('store', {a: 2, b: 1.5}), word('listen', {a: 2, b: 1.5}), word('changes', {b: 1.5, c: 9})], 100);
    assert.deepEqual(
      ranked.map((page) => page.id),
      ['b', 'a', 'c'],
    );
    assert.deepEqual(ranked[0].words, ['store', 'listen', 'changes']);
  });

  test('a rare word counts more than a common one', () => {
    // "vitest" is on 1 page of 100, "tests" on 60: the vitest page wins over a page with "tests" alone.
    const common = Object.fromEntries(Array.from({length: 60}, (_, i) => [`p${i}`, 3]));
    const ranked = rankPages([word('vitest', {v: 3}), word('tests', common)], 100);
    assert.equal(ranked[0].id, 'v');
  });

  test('a word without results changes nothing; a corrected word counts less', () => {
    assert.deepEqual(
      rankPages([word('a', {x: 1}), word('zzz', {})], 10).map((page) => page.score),
      rankPages([word('a', {x: 1})], 10).map((page) => page.score),
    );
    const ranked = rankPages([word('typed', {t: 2}), word('fixed', {f: 2}, 0.5)], 10);
    assert.deepEqual(
      ranked.map((page) => page.id),
      ['t', 'f'],
    );
  });
});

describe('phraseOverlap', () => {
  test('the share of the query word pairs a text has in order, pairs of common words left out', () => {
    const message = 'The state/prop "selectedLabel" changed during "componentDidLoad()", this triggers extra re-renders';
    const entry = 'The state/prop {name} changed during "{method}", this triggers extra re-renders, try to set it up earlier';
    assert.ok(phraseOverlap(message, entry) > 0.6);
    assert.equal(phraseOverlap(message, 'Lifecycle methods run in order: componentWillLoad, then render.'), 0);
    assert.equal(phraseOverlap('of the', 'of the'), 0, 'only common words: no pair counts');
    assert.equal(phraseOverlap('state', 'state'), 0, 'one word has no pair');
  });
});

describe('excerptSegments', () => {
  test('splits an excerpt at its marks', () => {
    assert.deepEqual(excerptSegments('The <mark>component</mark> lifecycle'), [
      {text: 'The ', marked: false},
      {text: 'component', marked: true},
      {text: ' lifecycle', marked: false},
    ]);
  });

  test('escaped markup comes back as literal text, decoded once, never as HTML', () => {
    const segments = excerptSegments('&lt;img src=x onerror=alert(1)&gt; &amp;lt;b&amp;gt; <mark>&quot;&gt;&lt;script&gt;</mark>');
    assert.deepEqual(segments, [
      {text: '<img src=x onerror=alert(1)> &lt;b&gt; ', marked: false},
      {text: '"><script>', marked: true},
    ]);
  });

  test('drops zero-width spaces (heading anchors)', () => {
    assert.deepEqual(excerptSegments('Plan the upgrade\u200b'), [{text: 'Plan the upgrade', marked: false}]);
  });
});

describe('cleanResultUrl', () => {
  test('drops .html before a hash, like the site routes', () => {
    assert.equal(cleanResultUrl('/docs/v2/cli.html#flags'), '/docs/v2/cli#flags');
    assert.equal(cleanResultUrl('/docs/next/component-lifecycle.html'), '/docs/next/component-lifecycle');
    assert.equal(cleanResultUrl('/docs/introduction/index.html'), '/docs/introduction');
    assert.equal(cleanResultUrl('/docs/getting-started'), '/docs/getting-started');
  });
});

describe('search page URL state', () => {
  test('every version has a distinct version parameter that names it back', () => {
    const params = ALL_VERSIONS.map(versionParam);
    assert.equal(new Set([...params, ALL_VERSIONS_PARAM]).size, ALL_VERSIONS.length + 1);
    for (const version of ALL_VERSIONS) {
      const scope = scopeFromParam(versionParam(version), LATEST_VERSION);
      assert.equal(scope.kind === 'version' && scope.version.name, version.name);
    }
    assert.equal(versionParam(NEXT_VERSION), 'next');
  });

  test('"all", version names, and a fallback for absent or unknown values', () => {
    assert.deepEqual(scopeFromParam('all', LATEST_VERSION), {kind: 'all'});
    assert.equal(scopeParam({kind: 'all'}), 'all');
    const v2 = versionByName('v2')!;
    assert.equal(scopeParam(scopeFromParam('v2', LATEST_VERSION)), versionParam(v2));
    assert.equal(scopeParam(scopeFromParam(null, v2)), versionParam(v2));
    assert.equal(scopeParam(scopeFromParam('v999', LATEST_VERSION)), versionParam(LATEST_VERSION));
  });

  test('q and version round-trip through the query string, any characters included', () => {
    const q = '<img src=x onerror=alert(1)> & "><script> .*+?^${}()|[]\\';
    assert.deepEqual(readSearchParams(writeSearchParams({q, version: 'all'})), {q, version: 'all'});
    assert.equal(writeSearchParams({q: '', version: null}), '');
    assert.deepEqual(readSearchParams(''), {q: '', version: null});
  });
});

describe('otherVersionsOffer', () => {
  const v2 = {kind: 'version', version: versionByName('v2')!} as const;

  test('a version with few results offers what the other versions add', () => {
    assert.equal(otherVersionsOffer(v2, 1, 37), 36);
    assert.equal(otherVersionsOffer(v2, 0, 49), 49);
    assert.equal(otherVersionsOffer(v2, FEW_RESULTS - 1, FEW_RESULTS), 1);
  });

  test('nothing to offer: enough results here, none elsewhere, or already every version', () => {
    assert.equal(otherVersionsOffer(v2, FEW_RESULTS, 500), null);
    assert.equal(otherVersionsOffer(v2, 2, 2), null);
    assert.equal(otherVersionsOffer(v2, 0, 0), null);
    assert.equal(otherVersionsOffer({kind: 'all'}, 1, 1), null);
  });
});

describe('separateTableCells', () => {
  test('puts a space before every cell, header or data, with or without attributes', () => {
    const row = '<table><thead><tr><th>Name<th align=left>Type<tbody><tr><td><code>bubbles</code><td>boolean</table>';
    assert.equal(
      separateTableCells(row),
      '<table><thead><tr> <th>Name <th align=left>Type<tbody><tr> <td><code>bubbles</code> <td>boolean</table>',
    );
    assert.equal(separateTableCells('<TD>a</TD><TD/>'), ' <TD>a</TD> <TD/>');
  });

  test('leaves other tags and escaped text alone', () => {
    const html = '<thead><tbody><tfoot><time>now</time><p>&lt;td&gt; is a cell</p>';
    assert.equal(separateTableCells(html), html);
  });
});

describe('rerankCandidates (titles, and phrases of pasted text)', () => {
  const word = (name: string, ids: string[]) => ({word: name, weight: 1, scores: new Map(ids.map((id) => [id, 1]))});
  const page = (id: string, score: number) => ({id, score, words: []});

  test('titleShare: the share of the query words in a title, forms and prefixes included', () => {
    const words = [word('prerender', ['a']), word('urls', ['a', 'b'])];
    assert.equal(titleShare(words, 10, 'Prerendering Config'), titleShare(words, 10, 'Prerender'));
    assert.equal(titleShare(words, 10, 'Prerender URLs'), 1);
    assert.equal(titleShare(words, 10, 'Nothing here'), 0);
    assert.ok(titleShare(words, 10, 'Prerender config') > 0.5, 'the rarer word counts more');
  });

  test('a page whose title has the words overtakes a slightly better scored one', () => {
    const words = [word('vitest', ['a', 'b']), word('tests', ['a', 'b'])];
    const ranked = rerankCandidates(
      [
        {page: page('a', 1.2), title: 'Guides overview', headings: [], sections: [], content: '', sectioned: false},
        {page: page('b', 1), title: 'Vitest', headings: [], sections: [], content: '', sectioned: false},
      ],
      'move unit tests to vitest',
      words,
      50,
    );
    assert.deepEqual(
      ranked.map((p) => p.id),
      ['b', 'a'],
    );
  });

  test('for pasted text, a page quoting the message goes first', () => {
    const message = 'The state/prop "x" changed during rendering. This can potentially lead to infinite-loops and other bugs.';
    const words = ['state', 'prop', 'changed', 'rendering', 'infinite', 'loops'].map((w) => word(w, ['a', 'b']));
    const ranked = rerankCandidates(
      [
        {
          page: page('a', 3),
          title: 'State',
          headings: [],
          sections: [],
          content: 'State is a value; when state changed the component re-renders.',
          sectioned: false,
        },
        {
          page: page('b', 1),
          title: 'Messages',
          headings: [],
          sections: [],
          content: 'The state/prop {name} changed during rendering. This can potentially lead to infinite-loops and other bugs.',
          sectioned: false,
        },
      ],
      message,
      words,
      50,
    );
    assert.equal(ranked[0].id, 'b');
  });
});

describe('rerankCandidates on a sectioned page (one message per heading)', () => {
  const word = (w: string, ids: string[]) => ({word: w, weight: 1, scores: new Map(ids.map((id) => [id, 1]))});
  const words = ['collection', 'output', 'path', 'config'].map((w) => word(w, ['list']));
  const list = (sectioned: boolean) => ({
    page: {id: 'list', score: 1, words: []},
    title: 'Messages',
    headings: ['Output target path is required', 'Collection config is invalid'],
    sections: sectioned ? ['Output target path is required. … set the output path.', 'Collection config is invalid.'] : [],
    // Somewhere in a long page of messages, two of the query's words side by side.
    content: 'Output target path is required. … set the output path. … Collection config is invalid.',
    sectioned,
  });
  test('is compared as a phrase heading by heading, so words side by side somewhere in the page do not count', () => {
    const query = 'collection output path config';
    const asPage = rerankCandidates([list(false)], query, words, 50)[0].score;
    const asSections = rerankCandidates([list(true)], query, words, 50)[0].score;
    assert.ok(asSections < asPage);
    const quoted = rerankCandidates([list(true)], 'Collection config is invalid, output path', words, 50)[0].score;
    assert.ok(quoted > asSections, 'a heading that quotes the query still counts');
  });
});

describe('a sectioned page is weighed by its best section', () => {
  const word = (w: string, ids: string[]) => ({word: w, weight: 1, scores: new Map(ids.map((id) => [id, 1]))});
  const words = ['props', 'undefined', 'e2e', 'test'].map((w) => word(w, ['list', 'guide']));
  const candidate = (id: string, sections: string[]) => ({
    page: {id, score: 1, words: words.map((w) => w.word)},
    title: 'Messages',
    headings: [],
    sections,
    content: sections.join(' '),
    sectioned: sections.length > 1,
  });

  test('bestSectionShare: the share of the query the best single section has', () => {
    assert.equal(bestSectionShare(words, 50, ['props are undefined', 'an e2e test times out']), 0.5);
    assert.equal(bestSectionShare(words, 50, ['props undefined in an e2e test']), 1);
    assert.equal(bestSectionShare(words, 50, []), 0);
  });

  test('words spread over several entries rank it below a page that has them together; one entry with them all keeps its score', () => {
    const spread = candidate('list', ['Props are undefined', 'An e2e test times out']);
    const guide = {...candidate('guide', []), page: {id: 'guide', score: 0.6, words: words.map((w) => w.word)}};
    assert.deepEqual(
      rerankCandidates([spread, guide], 'props undefined in e2e test', words, 50).map((p) => p.id),
      ['guide', 'list'],
    );
    const together = candidate('list', ['Props undefined in an e2e test', 'Something else']);
    assert.equal(rerankCandidates([together], 'props undefined in e2e test', words, 50)[0].score, 1);
  });
});

describe('section links (pages of messages pointing to the page about each topic)', () => {
  // As the minified build writes them: unquoted attributes, links under the base URL.
  const html =
    '<article><h1>Messages</h1><p>See <a href=/docs/v3/troubleshooting>Troubleshooting</a>.</p>' +
    '<h2 class=anchor id=compiler-errors>Compiler errors</h2>' +
    '<h3 class="anchor" id=tag-cannot-contain-a-space>tag cannot contain a space</h3>' +
    '<p>More on <a class="" href="/docs/v3/component#tag">Component</a> and <a href=/docs/v3/style-guide>the style guide</a>, ' +
    '<a href=/docs/v3/other>a third</a>, <a href=#tag-cannot-contain-a-space>here</a>, <a href=/docs/v3/diagnostics#x>itself</a>, ' +
    '<a href=https://html.spec.whatwg.org/>outside</a>.</p>' +
    '<h3 id=no-links>no links</h3><p>Nothing.</p></article>';

  test('each section with a heading id lists the doc pages it links to, at most MAX_SECTION_LINKS, not the page itself nor the intro', () => {
    const links = sectionLinks(html, '/docs/', 'v3/diagnostics', MAX_SECTION_LINKS);
    assert.deepEqual([...links], [['tag-cannot-contain-a-space', ['v3/component', 'v3/style-guide']]]);
  });

  test('they round-trip through filter values', () => {
    const links = sectionLinks(html, '/docs/', 'v3/diagnostics', MAX_SECTION_LINKS);
    assert.deepEqual(readSectionLinks(writeSectionLinks(links)), links);
    assert.equal(readSectionLinks(undefined).size, 0);
  });

  test('the indexer adds the route filter to every page, the section links only to marked pages', () => {
    const page = (marker: string) => `<main><div data-pagefind-body=""${marker}>${html}</div></main>`;
    const plain = indexedHtml(page(''), 'v3/diagnostics.html', '/docs/');
    assert.match(plain, /<div data-pagefind-body=""><span hidden data-pagefind-filter="page:v3\/diagnostics"><\/span><article>/);
    assert.doesNotMatch(plain, /section_links/);
    const marked = indexedHtml(page(' data-search-section-links=""'), 'v3/diagnostics.html', '/docs/');
    assert.match(marked, /data-pagefind-filter="section_links:tag-cannot-contain-a-space>v3\/component\|v3\/style-guide"/);
  });

  test('the indexer hands over the head and the marked element, not the navbar and sidebar before it', () => {
    const page = `<html><head><title>Messages</title></head><body class="docs"><nav>Sidebar words</nav><main><div data-pagefind-body="">${html}</div></main></body></html>`;
    const indexed = indexedHtml(page, 'v3/diagnostics.html', '/docs/');
    assert.doesNotMatch(indexed, /Sidebar words/);
    assert.match(indexed, /^<html><head><title>Messages<\/title><\/head><body class="docs"><div data-pagefind-body=""><span hidden/);
    assert.match(indexed, /<\/article><\/div><\/main><\/body><\/html>$/);
    // Without a body start tag, nothing before the marked element is dropped.
    assert.match(
      indexedHtml(`<nav>Sidebar words</nav><div data-pagefind-body="">${html}</div>`, 'v3/x.html', '/docs/'),
      /^<nav>Sidebar words<\/nav>/,
    );
  });

  test("a page's route is its path in the build without the extension", () => {
    assert.equal(pageRoute('v3/component.html'), 'v3/component');
    assert.equal(pageRoute('testing/vitest.html'), 'testing/vitest');
    assert.equal(pageRoute('index.html'), '');
  });
});

describe('searchedWords (the words a query of several words searches)', () => {
  const vocabulary = parseVocabulary(['component', 'lifecycle', 'underscore u', 'method'].join('\n'));
  test(`a word the site never uses is replaced by its nearest site word at ${CORRECTED_WEIGHT}; one with none is left out`, () => {
    assert.deepEqual(searchedWords('compnent lifecycle zzzzzz', vocabulary, -1), [
      {word: 'component', weight: CORRECTED_WEIGHT, typed: false},
      {word: 'lifecycle', weight: 1, typed: true},
    ]);
  });
  test('a site word the version searched lacks is left out', () => {
    // `underscore` is in versions 1 to 4 only: bit set 30, "u" in base 36.
    const inVersion = (index: number) => searchedWords('underscore method', vocabulary, index).map((entry) => entry.word);
    assert.deepEqual(inVersion(0), ['method']);
    assert.deepEqual(inVersion(1), ['underscore', 'method']);
    assert.deepEqual(inVersion(-1), ['underscore', 'method']);
  });
});

describe('linkedSection (whose links follow a page of messages)', () => {
  const word = (name: string, pages: number): WordResults => ({
    word: name,
    weight: 1,
    scores: new Map(Array.from({length: pages}, (_, i) => [`p${i}`, 1])),
  });
  // Two equally rare words: a heading with one of them holds half the query's weight.
  const results = [word('reserved', 2), word('prop', 2)];
  const links = new Map([
    ['reserved-prop', ['properties']],
    ['other', ['methods']],
  ]);
  test(`the section whose heading holds the most of the query, when that is ${LINKED_SECTION_SHARE} of it or more`, () => {
    const sections = [
      {id: 'other', heading: 'prop'},
      {id: 'reserved-prop', heading: 'reserved prop name'},
      {id: undefined, heading: 'reserved prop'},
    ];
    assert.equal(linkedSection('p0', sections, links, results, 10), 'reserved-prop');
    assert.equal(linkedSection('p0', sections.slice(0, 1), links, results, 10), 'other', 'one of two equal words: half the query');
  });
  test('none below that share, and none without links', () => {
    assert.equal(linkedSection('p0', [{id: 'other', heading: 'nothing here'}], links, results, 10), undefined);
    assert.equal(linkedSection('p0', [{id: 'unlinked', heading: 'reserved prop'}], links, results, 10), undefined);
  });
  test('the share counts only the words the page has: the rest of a pasted error names no section of it', () => {
    const onPages = (name: string, pages: string[]): WordResults => ({word: name, weight: 1, scores: new Map(pages.map((id) => [id, 1]))});
    // The browser's words around the name: on other pages, never on the page of messages p0.
    const pasted = [onPages('reserved', ['p0', 'p1']), onPages('uncaught', ['p2', 'p3']), onPages('access', ['p2', 'p4'])];
    const sections = [{id: 'reserved-prop', heading: 'reserved prop name'}];
    assert.equal(linkedSection('p0', sections, links, pasted, 10), 'reserved-prop');
    assert.equal(
      linkedSection('p2', sections, links, pasted, 10),
      undefined,
      'a page with the other words: the heading holds none of them',
    );
  });
});

describe('pages of messages that print no such message', () => {
  const word = (w: string, ids: string[]) => ({word: w, weight: 1, scores: new Map(ids.map((id) => [id, 1]))});
  const words = ['path', 'argument', 'type', 'string', 'undefined'].map((w) => word(w, ['build', 'runtime', 'react']));
  const messagesPage = (id: string, score: number, headings: string[]) => ({
    page: {id, score, words: words.map((w) => w.word)},
    title: 'Messages',
    headings,
    sections: headings,
    content: headings.join(' '),
    sectioned: true,
  });
  const guide = {
    page: {id: 'react', score: 0.3, words: words.map((w) => w.word)},
    title: 'React',
    headings: [],
    sections: [],
    content: '',
    sectioned: false,
  };
  const query = 'TypeError: The "path" argument must be of type string. Received undefined';

  test('only the best keeps its place: the second falls below a page about the topic', () => {
    const ranked = rerankCandidates(
      [
        // Two of the five words in the best heading: less than LINKED_SECTION_SHARE, no entry for it.
        messagesPage('build', 1, ['The path must be a string', 'Invalid output target']),
        messagesPage('runtime', 0.9, ['Expected a string type', 'The event was emitted']),
        guide,
      ],
      query,
      words,
      50,
    );
    assert.deepEqual(
      ranked.map((p) => p.id),
      ['build', 'react', 'runtime'],
    );
  });

  test('a page of messages with an entry for the message keeps its score', () => {
    const entry = messagesPage('runtime', 0.9, ['The path argument must be of type string, received undefined']);
    const ranked = rerankCandidates([messagesPage('build', 1, ['The path must be a string']), entry, guide], query, words, 50);
    assert.ok(ranked.findIndex((p) => p.id === 'runtime') < ranked.findIndex((p) => p.id === 'react'));
  });
});

describe('a pasted message finds its entry first (issue 38)', () => {
  const headings = [
    'Namespace "`<namespace>`" cannot have a dash for the first character',
    'Namespace "`<namespace>`" cannot have a dash for the last character',
    "@keyframes missing '{'",
    "@keyframes missing '}'",
    'Invalid config path',
  ];
  test("the heading the query quotes: the whole message with the reader's own values, past a file path and a code line", () => {
    const pasted = `[ ERROR ]  ./stencil.config.ts:8:5
           Namespace "acme-ui" cannot have a dash for the last character

      L8:  namespace: 'acme-ui',`;
    assert.deepEqual(entryMatch(pasted, headings), {index: 1, inHeading: true, whole: true, pairs: 4, share: 1});
    // Only the brace tells these two apart: the whole message decides.
    assert.equal(entryMatch("[ ERROR ]  @keyframes missing '}'", headings)?.index, 3);
  });
  test('a message cut short still quotes its heading by its pairs; a question does not', () => {
    const long = [
      'Your Stencil config has multiple output targets with isPrimaryPackageOutputTarget set to true for the one that should define the package.json entries',
    ];
    assert.equal(entryMatch('[ WARN  ]  Your Stencil config has multiple output targets with', long)?.index, 0);
    assert.equal(entryMatch('how do I set the namespace of my config', headings), undefined);
    assert.equal(entryMatch('namespace dash', headings), undefined);
  });
  test('the quoted entry goes first and its hit links to that section, above a page with a higher score', () => {
    const word = (w: string) => ({
      word: w,
      weight: 1,
      scores: new Map([
        ['guide', 3],
        ['messages', 1],
      ]),
    });
    const words = ['namespace', 'dash', 'last', 'character'].map(word);
    const candidate = (id: string, score: number, sectioned: boolean) => ({
      page: {id, score, words: words.map((w) => w.word)},
      title: sectioned ? 'Component and Config Messages' : 'Config',
      headings: sectioned ? headings : ['Namespace'],
      headingIds: sectioned ? headings.map((_, i) => `entry-${i}`) : ['namespace'],
      sections: sectioned ? headings : [],
      content: headings.join(' '),
      sectioned,
    });
    const ranked = rerankCandidates(
      [candidate('guide', 50, false), candidate('messages', 1, true)],
      'Namespace "acme-ui" cannot have a dash for the last character',
      words,
      90,
    );
    assert.deepEqual(
      ranked.map((page) => [page.id, page.section]),
      [
        ['messages', 'entry-1'],
        ['guide', undefined],
      ],
    );
  });
});
