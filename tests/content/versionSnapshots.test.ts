/**
 * The 4.x release snapshots are generated from docs/ (npm run versions:generate) and never edited
 * by hand: the committed files must be exactly what the generator computes today.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {SNAPSHOT_COMMAND, computeSnapshot, readCommittedSnapshot} from '../../generators/snapshots/snapshots';
import {GENERATED_VERSIONS} from '../../src/versions/versions';

test("the generated versions are the releases of Next's major line", () => {
  assert.ok(GENERATED_VERSIONS.length > 0);
  assert.ok(GENERATED_VERSIONS.every((version) => version.generatedFromNext && version.fenceRelease !== null));
});

for (const version of GENERATED_VERSIONS) {
  test(`${version.label}: the committed snapshot is what docs/ generates`, () => {
    const expected = computeSnapshot(version);
    const committed = readCommittedSnapshot(version);
    const hint = 'run `npm run versions:generate` after editing docs/ (never edit the snapshot by hand)';
    assert.deepEqual([...committed.keys()].sort(), [...expected.keys()].sort(), `${version.label}: files differ; ${hint}`);
    const drifted = [...expected].filter(([file, content]) => committed.get(file) !== content).map(([file]) => file);
    assert.deepEqual(drifted, [], `${version.label}: contents differ; ${hint}`);
  });
}

test('each snapshot page says in its front matter that it is generated, by which command, from which file', () => {
  for (const version of GENERATED_VERSIONS) {
    for (const [file, content] of readCommittedSnapshot(version)) {
      if (!file.endsWith('.md') && !file.endsWith('.mdx')) continue;
      const source = `docs/${path.relative(version.docsFolder, file).split(path.sep).join('/')}`;
      const [opening, note] = content.split('\n');
      assert.equal(opening, '---', file);
      assert.equal(note, `# Generated from ${source} by \`${SNAPSHOT_COMMAND}\`: edit ${source}, never this copy.`, file);
    }
  }
});
