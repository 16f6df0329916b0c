/**
 * src/markdown/syntax: the readers its callers moved onto (fences, headings and the twin path
 * have their cases in markdownPipeline.test.ts). Each case is a reading one of the replaced
 * regexes did, and must still do.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  codeSpansOf,
  linksAsText,
  plainWords,
  replaceLinkTargets,
  splitCodeSpans,
  withoutBacktickPairs,
  withoutLinkTargets,
} from '../../src/markdown/syntax/inline';
import {
  admonitionOpenOf,
  firstCellOf,
  isComponentTagLine,
  isEsmLine,
  selfClosingComponentOf,
  startsOtherBlock,
  tableCellsOf,
  withoutListMarker,
} from '../../src/markdown/syntax/blocks';
import {fenceFor, metaAttribute, metaHasWord, withoutMeta} from '../../src/markdown/syntax/codeFences';
import {isHeadingLine, withoutExplicitId} from '../../src/markdown/syntax/headings';
import {withFrontMatterLine} from '../../src/markdown/syntax/frontMatter';
import {linesMarkedBy, MAGIC_COMMENT_BY_NAME, MAGIC_COMMENTS} from '../../src/markdown/syntax/magicComments';
import {fenceTagOf, findFences, inlineFencesOf, replaceVersionTokens} from '../../src/markdown/syntax/versionFences';
import {pageOfTwin, pageOfTwinFile, twinFile, twinPath, withoutMarkdownExtension} from '../../src/markdown/syntax/twinPath';
import {routeOf} from '../../packages/docs-mcp/src/server';

describe('inline', () => {
  test('code spans follow backtick runs; the prose counter reads backtick pairs', () => {
    assert.deepEqual(codeSpansOf('a `b` and ``c`d`` e'), ['b', 'c`d']);
    assert.deepEqual(splitCodeSpans('use `x` now'), [
      {code: false, text: 'use '},
      {code: true, text: 'x'},
      {code: false, text: ' now'},
    ]);
    assert.equal(withoutBacktickPairs('a ``c`d`` e'), 'a  c ` e');
  });

  test('links: to their text, without targets, targets rewritten outside code spans', () => {
    assert.equal(linksAsText('see [the page](./a.md#b) and ![alt](x.png)'), 'see the page and alt');
    assert.equal(withoutLinkTargets('[a [b]](c)'), '[a [b]]');
    assert.equal(
      replaceLinkTargets('[a](./a.md "T") `[b](./b.md)` [c](#d)', (target) => `/x/${target}`),
      '[a](/x/./a.md "T") `[b](./b.md)` [c](/x/#d)',
    );
    assert.deepEqual(plainWords('## Title\n\nSome **bold** [link](x)\n```ts\ncode\n```\n'), ['Some', 'bold', '[link]', 'code']);
  });
});

describe('blocks', () => {
  test('table rows, bullets, paragraph starts', () => {
    assert.deepEqual(tableCellsOf('| `a` | b \\| c |'), ['`a`', 'b \\| c']);
    assert.equal(tableCellsOf('text | not a row'), undefined);
    assert.deepEqual(firstCellOf('| `x` | y |'), {before: '|', cell: ' `x`', after: ' | y |'});
    assert.equal(firstCellOf('| --- | :-: |'), undefined);
    assert.equal(withoutListMarker('- item'), 'item');
    assert.equal(withoutListMarker('1. item'), '1. item');
    for (const line of ['| a |', '<Tabs>', '> quote', '## h', '- a', '1. a', '* a']) assert.ok(startsOtherBlock(line), line);
    assert.ok(!startsOtherBlock('Plain words.'));
  });

  test('admonitions and MDX lines', () => {
    assert.deepEqual(admonitionOpenOf(':::note[Title]'), {kind: 'note', title: 'Title'});
    assert.deepEqual(admonitionOpenOf(':::tip'), {kind: 'tip', title: undefined});
    assert.ok(isEsmLine("import Tabs from '@theme/Tabs';"));
    assert.ok(!isEsmLine('import the file'));
    assert.equal(selfClosingComponentOf('<ApiAvailability />'), 'ApiAvailability');
    assert.ok(isComponentTagLine('</Tabs>'));
  });
});

test('info strings, headings, front matter', () => {
  assert.equal(metaAttribute('title="a b.ts" source=\'src/x.ts\'', 'source'), 'src/x.ts');
  assert.equal(metaAttribute('title="a.ts"', 'source'), undefined);
  assert.ok(metaHasWord('class-members title="x"', 'class-members'));
  assert.equal(withoutMeta('  ```bash npm2yarn', 'npm2yarn'), '  ```bash');
  assert.equal(withoutMeta('```bash title="x"', 'npm2yarn'), '```bash title="x"');
  assert.equal(fenceFor('a\n````\nb'), '`````');
  assert.ok(isHeadingLine('### Title') && !isHeadingLine('#hashtag'));
  assert.equal(withoutExplicitId('## Title {/* #id */}'), '## Title');
  assert.equal(withoutExplicitId('## Title \\{#id}'), '## Title');
  assert.equal(withFrontMatterLine('---\ntitle: A\n---\nbody', '# note'), '---\n# note\ntitle: A\n---\nbody');
  assert.equal(withFrontMatterLine('body', '# note'), '---\n# note\n---\n\nbody');
});

test('magic comments: the lines each marks, in the code as written', () => {
  const code = ['a', '// error-next-line', 'b', '{/* error-start */}', 'c', 'd', '{/* error-end */}', '// highlight-next-line', 'e'].join(
    '\n',
  );
  assert.deepEqual([...linesMarkedBy(code, 'tsx', MAGIC_COMMENT_BY_NAME.error)], [2, 4, 5]);
  assert.deepEqual([...linesMarkedBy(code, 'tsx', MAGIC_COMMENT_BY_NAME.highlight)], [8]);
  // A JSX comment is no directive in TypeScript.
  assert.deepEqual([...linesMarkedBy(code, 'typescript', MAGIC_COMMENT_BY_NAME.error)], [2]);
  assert.equal(MAGIC_COMMENTS[0], MAGIC_COMMENT_BY_NAME.highlight);
});

test('version fences: tags, inline fences, tokens, and the prose lines of a block', () => {
  assert.deepEqual(fenceTagOf('  <Since version="4.35">'), {open: 'Since', version: '4.35'});
  assert.deepEqual(fenceTagOf('</Until>'), {close: 'Until'});
  assert.equal(fenceTagOf('<Since version="4.35">inline</Since>'), undefined);
  assert.deepEqual(inlineFencesOf('a <Until version="4.34">b</Until> c'), [{kind: 'Until', version: '4.34', inner: 'b'}]);
  // Either quote, as in HTML: a generated description is a JSON string, where `"` would be escaped.
  assert.deepEqual(fenceTagOf("<Until version='4'>"), {open: 'Until', version: '4'});
  assert.deepEqual(inlineFencesOf(`"a <Until version='4'>b</Until> c"`), [{kind: 'Until', version: '4', inner: 'b'}]);
  assert.deepEqual(inlineFencesOf(`a <Until version='4">b</Until>`), [], 'the quotes must match');
  assert.equal(
    replaceVersionTokens('v%STENCIL_MINOR%', (name) => `<${name}>`),
    'v<MINOR>',
  );
  const [block] = findFences('<Since version="4.35">\n\ntext\n```ts\ncode\n```\n\n</Since>');
  assert.deepEqual(
    block.lines.filter((line) => line.prose && line.text).map((line) => line.text),
    ['text'],
  );
});

describe('the twin path, both ways', () => {
  test('a twin maps back to its page; the home twin to the home, not to a page named "index"', () => {
    for (const page of ['/docs/v4.37/events', '/docs/events#custom-events', '/docs/']) {
      assert.equal(pageOfTwin(twinPath(page, '/docs/'), '/docs/'), page);
    }
    assert.equal(pageOfTwin('/docs/index.md', '/docs/'), '/docs/');
    assert.equal(pageOfTwinFile(twinFile('/docs/', '/docs/')), '');
    assert.equal(pageOfTwinFile('v3/intro.md'), 'v3/intro');
    assert.equal(pageOfTwin('/elsewhere/a.md', '/docs/'), '/elsewhere/a.md');
    assert.equal(withoutMarkdownExtension('reference/diagnostics.mdx'), 'reference/diagnostics');
  });

  test("the MCP server reads the home twin as the latest version's root doc", () => {
    assert.equal(routeOf('https://stenciljs.com/docs/index.md', '/docs/'), 'introduction');
    assert.equal(routeOf('/docs/', '/docs/'), 'introduction');
    assert.equal(routeOf('/docs/next/components/properties.md#x', '/docs/'), 'components/properties');
    assert.equal(routeOf('config/dev-server', '/docs/'), 'config/dev-server');
  });
});
