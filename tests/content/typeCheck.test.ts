/**
 * Every `tsx`/`typescript` example of every version type-checks against the `@stencil/core`
 * typings of the release that version documents (scripts/lib/typeCheck.ts), and the checker
 * does fail an example that uses an API its release lacks.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {writtenPageFiles} from '../../scripts/lib/contentCheck';
import {formatTypeProblem, typeCheckFiles} from '../../scripts/lib/typeCheck';
import {ALL_VERSIONS, LATEST_VERSION, RELEASED_VERSIONS} from '../../src/versions/versions';

/** The newest hand-written major (older than the 4.x line): it lacks the 4.x form decorators. */
const OLDER_MAJOR = RELEASED_VERSIONS.find((version) => !version.generatedFromNext)!;

describe('examples type-check against their release', () => {
  for (const version of ALL_VERSIONS) {
    test(`${version.label}: against ${version.typingsPackage}`, () => {
      const problems = typeCheckFiles(version, writtenPageFiles(version.name));
      assert.deepEqual(problems.map(formatTypeProblem), []);
    });
  }
});

describe('the checker can fail', () => {
  const fixture = 'tests/fixtures/typecheck/form-internals.md';
  // The fixtures are 4.x code: they are checked against the latest release (Next documents the 5.x line).
  test('a 4.x-only decorator passes against the latest release', () => {
    assert.deepEqual(typeCheckFiles(LATEST_VERSION, [fixture]).map(formatTypeProblem), []);
  });
  test('and fails against the previous major, in the member block and in the declaration listing', () => {
    const problems = typeCheckFiles(OLDER_MAJOR, [fixture]).map(formatTypeProblem);
    assert.ok(
      problems.some((p) => /form-internals\.md:8: .*AttachInternals/.test(p)),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) => /form-internals\.md:18: .*AttachInternals/.test(p)),
      problems.join('\n'),
    );
    // A listing may only declare what the release exports: the older major has no AttachInternals.
    assert.ok(
      problems.some((p) => /form-internals\.md:15: declares AttachInternals, which/.test(p)),
      problems.join('\n'),
    );
  });
  test('a block marked before-upgrade is checked against the latest release, whatever version reads it', () => {
    const fixture = 'tests/fixtures/typecheck/before-upgrade.md';
    assert.deepEqual(typeCheckFiles(OLDER_MAJOR, [fixture]).map(formatTypeProblem), []);
    const unmarked = typeCheckFiles(OLDER_MAJOR, ['tests/fixtures/typecheck/form-internals.md']).map(formatTypeProblem);
    assert.ok(unmarked.length > 0, 'the same 4.x decorator, unmarked, fails against the older major');
  });
  test('a wrong type fails in a whole-module example', () => {
    const problems = typeCheckFiles(LATEST_VERSION, ['tests/fixtures/typecheck/wrong-type.md']).map(formatTypeProblem);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], /wrong-type\.md:10: TS2322/);
  });
});
