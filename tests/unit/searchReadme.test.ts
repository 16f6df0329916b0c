/**
 * src/plugins/search/README.md against src/plugins/search/ranking/constants.ts: the README's
 * table of constants gives each number the code has, and its prose names only constants that
 * exist, so what a newcomer reads cannot drift from what the search does.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as constants from '../../src/plugins/search/ranking/constants';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../src/plugins/search/README.md'), 'utf8');
/** Names in capitals that the README may use without being search constants. */
const OTHER_NAMES = new Set(['ALL_VERSIONS', 'ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME', 'DOCS_ONLY_VERSIONS', 'README']);

/** The rows of the README's "Constants" table: name and value as written. */
function documentedConstants(): Map<string, string> {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Constants'));
  assert.ok(section, 'the README has a "Constants" section');
  const rows = new Map<string, string>();
  for (const match of section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| ([^|]+) \|/gm)) rows.set(match[1], match[2].trim());
  return rows;
}

const numeric = Object.entries(constants as Record<string, unknown>).filter(
  (entry): entry is [string, number] => typeof entry[1] === 'number',
);

describe('the search README and ranking/constants.ts', () => {
  test('every number of the constants module is in the README table with its value', () => {
    const rows = documentedConstants();
    assert.ok(numeric.length > 10, `${numeric.length} numeric constants`);
    for (const [name, value] of numeric) {
      assert.ok(rows.has(name), `${name} (${value}) is missing from the README's table`);
      assert.equal(Number(rows.get(name)), value, `${name}: the README says ${rows.get(name)}, the code ${value}`);
    }
  });

  test('the table lists nothing the module does not export', () => {
    for (const name of documentedConstants().keys())
      assert.ok(name in constants, `the README's table lists ${name}, which is not exported`);
  });

  test('every constant the prose names exists', () => {
    const named = new Set([...readme.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g)].map((match) => match[1]));
    const unknown = [...named].filter((name) => !(name in constants) && !OTHER_NAMES.has(name));
    assert.deepEqual(unknown, [], 'names in the README that neither ranking/constants.ts exports nor OTHER_NAMES lists');
  });
});
