/**
 * The version fences (src/versions/fences.ts) resolve as documented, input → output, for a
 * release before, at and after a fence's version, and for Next.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {fenceIncludes, renderForVersion, resolveFences, VersionFenceError, type FenceTarget} from '../../src/versions/fences';
import {GENERATED_VERSIONS, NEXT_VERSION, versionByName} from '../../src/versions/versions';
import {release as releaseNamed} from '../../src/versions/release';
import {NEXT_MAJOR_RELEASE} from '../../src/versions/nextMajor';

const release = (major: number, minor: number): FenceTarget => ({
  fenceRelease: releaseNamed(`${major}.${minor}.0`),
  npmVersion: `${major}.${minor}.2`,
  minor: `${major}.${minor}`,
  releaseTag: `v${major}.${minor}.2`,
});
const next: FenceTarget = {...release(9, 9), fenceRelease: null};
const lines = (...text: string[]) => text.join('\n');

describe('fenceIncludes', () => {
  test('Since X: X and later releases, and Next', () => {
    assert.equal(fenceIncludes('Since', '4.35', release(4, 34)), false);
    assert.equal(fenceIncludes('Since', '4.35', release(4, 35)), true);
    assert.equal(fenceIncludes('Since', '4.35', release(4, 36)), true);
    assert.equal(fenceIncludes('Since', '4.35', release(3, 99)), false);
    assert.equal(fenceIncludes('Since', '4.35', next), true);
  });
  test('Until X: X and earlier releases, never Next', () => {
    assert.equal(fenceIncludes('Until', '4.37', release(4, 37)), true);
    assert.equal(fenceIncludes('Until', '4.37', release(4, 33)), true);
    assert.equal(fenceIncludes('Until', '4.37', release(5, 0)), false);
    assert.equal(fenceIncludes('Until', '4.37', next), false);
  });
  test('a bare major means its whole line, prereleases included', () => {
    assert.equal(fenceIncludes('Since', '4', release(4, 0)), true);
    assert.equal(fenceIncludes('Since', '4', release(3, 4)), false);
    assert.equal(fenceIncludes('Until', '4', release(4, 0)), true);
    assert.equal(fenceIncludes('Until', '4', release(4, 45)), true);
    assert.equal(fenceIncludes('Until', '4', release(3, 4)), true);
    assert.equal(fenceIncludes('Until', '4', release(5, 0)), false);
    assert.equal(fenceIncludes('Until', '4', {fenceRelease: releaseNamed('5.0.0-beta.12')}), false);
    assert.equal(fenceIncludes('Since', '5', {fenceRelease: releaseNamed('5.0.0-beta.12')}), true);
    assert.equal(fenceIncludes('Since', '5', release(4, 99)), false);
    assert.equal(fenceIncludes('Until', '4', next), false);
    assert.equal(fenceIncludes('Since', '5', next), true);
  });
});

describe('block fences', () => {
  const prose = lines('Intro.', '', '<Since version="4.35">', '', 'New text.', '', '</Since>', '', 'Outro.');
  test('a prose Since block keeps its tags (the marker) where it applies', () => {
    assert.equal(resolveFences(prose, release(4, 35)), prose);
    assert.equal(resolveFences(prose, next), prose);
  });
  test('and disappears, tags and all, where it does not', () => {
    assert.equal(resolveFences(prose, release(4, 34)), lines('Intro.', '', '', 'Outro.'));
  });
  test('tight fences (table rows) filter lines without leaving tags', () => {
    const table = lines(
      '| a | b |',
      '|---|---|',
      '<Since version="4.36">',
      '| new | row |',
      '</Since>',
      '<Until version="4.35">',
      '| old | row |',
      '</Until>',
    );
    assert.equal(resolveFences(table, release(4, 36)), lines('| a | b |', '|---|---|', '| new | row |'));
    assert.equal(resolveFences(table, release(4, 35)), lines('| a | b |', '|---|---|', '| old | row |'));
  });
  test('inside a code block the tag lines filter code and are removed, even with blank lines around', () => {
    const code = lines('```typescript', 'const a = 1;', '<Since version="4.36">', '', 'const b = 2;', '', '</Since>', '```');
    assert.equal(resolveFences(code, release(4, 36)), lines('```typescript', 'const a = 1;', '', 'const b = 2;', '', '```'));
    assert.equal(resolveFences(code, release(4, 35)), lines('```typescript', 'const a = 1;', '```'));
  });
  test('fences nest: the inner one applies only inside the outer one', () => {
    const nested = lines('<Since version="4.34">', 'a', '<Until version="4.36">', 'b', '</Until>', '</Since>');
    assert.equal(resolveFences(nested, release(4, 33)), '');
    assert.equal(resolveFences(nested, release(4, 35)), lines('a', 'b'));
    assert.equal(resolveFences(nested, release(4, 37)), 'a');
  });
  test('a closing tag that follows text directly gets the blank line MDX needs', () => {
    assert.equal(
      resolveFences(lines('<Since version="4.35">', '', 'Text.', '</Since>'), next),
      lines('<Since version="4.35">', '', 'Text.', '', '</Since>'),
    );
  });
});

describe('inline fences and tokens', () => {
  test('inline fences keep or drop their words', () => {
    const text = 'Options: a<Since version="4.35">, b</Since><Until version="4.34">, c</Until>.';
    assert.equal(resolveFences(text, release(4, 35)), 'Options: a, b.');
    assert.equal(resolveFences(text, release(4, 34)), 'Options: a, c.');
  });
  test('tokens name the documented release', () => {
    assert.equal(
      renderForVersion('npm i @stencil/core@%STENCIL_MINOR% (%STENCIL_VERSION%, %STENCIL_TAG%)', release(4, 37)),
      'npm i @stencil/core@4.37 (4.37.2, v4.37.2)',
    );
  });
  test('every generated release and Next resolve tokens from src/versions/versions.ts', () => {
    for (const version of [NEXT_VERSION, ...GENERATED_VERSIONS]) {
      assert.equal(renderForVersion('%STENCIL_TAG%', version), version.releaseTag);
    }
    assert.equal(renderForVersion('%STENCIL_VERSION%', versionByName('v3')!), versionByName('v3')!.npmVersion);
  });
});

describe('mistakes fail loudly (the build stops on them)', () => {
  test('an unclosed fence', () => {
    assert.throws(
      () => resolveFences('<Since version="4.35">\ntext', next, 'page.md'),
      (error: Error) => error instanceof VersionFenceError && /page\.md:1: <Since> is never closed/.test(error.message),
    );
  });
  test('a mismatched closing tag', () => {
    assert.throws(() => resolveFences('<Since version="4.35">\n</Until>', next), VersionFenceError);
    assert.throws(() => resolveFences('</Since>', next), VersionFenceError);
  });
  test('an unknown token', () => {
    assert.throws(() => renderForVersion('%STENCIL_NAME%', next), /unknown version token %STENCIL_NAME%/);
    assert.throws(() => renderForVersion('%STENCIL_NEXT_RELEASE%', next), /unknown version token %STENCIL_NEXT_RELEASE%/);
  });
  test("the next major's release, whatever the version pins", () => {
    for (const target of [next, ...GENERATED_VERSIONS])
      assert.equal(renderForVersion('on %STENCIL_NEXT_MAJOR%', target), `on ${NEXT_MAJOR_RELEASE}`);
  });
});
