/**
 * The API history of every published release (issue 40): how readings combine into intervals
 * (fixtures), and the committed record itself: facts from releases outside the pinned eight,
 * the releases it covers, that it agrees with the pinned releases' own records, that its
 * generator version is current, and that the availability page labels them exactly.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {compareReleases, isPrerelease, oldestFirst, release} from '../../src/versions/release';
import {buildHistory} from '../../generators/api-history/history';
import {historyVersion} from '../../generators/records';
import {readRecord} from '../../src/data/records';
import {apiFacts} from '../../src/versions/facts';
import type {ReleaseItem} from '../../src/versions/facts/compute';
import {changesOf, historyItem, itemsAt, readHistoryRecord, releaseFactsOf, type ApiHistory} from '../../src/versions/facts/history';
import {availabilityTables} from '../../src/versions/facts/table';
import {historyItemsNamed, statusAtRelease} from '../../src/versions/facts/atRelease';
import {versionFromArgument} from '../../packages/docs-mcp/src/version';
import {ALL_VERSIONS, versionByName} from '../../src/versions/versions';

const option = (name: string, extra: Partial<ReleaseItem> = {}): ReleaseItem => ({
  area: 'config',
  name,
  kind: 'config option',
  deprecated: false,
  ...extra,
});

describe('buildHistory', () => {
  const history = buildHistory([
    // Out of order on purpose: the generator orders releases by semver, not by input.
    {release: '4.10.0', items: [option('a', {default: 'true'}), option('back'), option('old', {deprecated: true})]},
    {release: '4.2.0', items: [option('a', {default: 'false'}), option('old')]},
    {release: '4.9.1', items: [option('a', {default: 'true'}), option('old', {deprecated: true})]},
    {release: '4.1.0', items: [option('a', {default: 'false'}), option('back'), option('old')]},
    {release: '4.11.0', items: [option('a'), option('back')]},
  ]);
  const item = (name: string) => historyItem(history, 'config', name)!;
  test('releases are in semver order', () => assert.deepEqual(history.releases, ['4.1.0', '4.2.0', '4.9.1', '4.10.0', '4.11.0']));
  test('a span runs from the first release with the item up to the first without it', () => {
    assert.deepEqual(item('old').present, [{from: '4.1.0', to: '4.11.0'}]);
    assert.deepEqual(item('old').deprecated, [{from: '4.9.1', to: '4.11.0'}]);
    assert.deepEqual(item('back').present, [{from: '4.1.0', to: '4.2.0'}, {from: '4.10.0'}]);
    assert.deepEqual(releaseFactsOf(history, item('back')), {since: '4.1.0', gaps: [{removedIn: '4.2.0', backIn: '4.10.0'}]});
  });
  test('a default change is at the first release with the new value', () => {
    assert.deepEqual(changesOf(history, item('a')), [{what: 'default', before: 'false', after: 'true', release: '4.9.1'}]);
  });
  test('the items of a release are what it was read with', () => {
    assert.deepEqual(itemsAt(history, '4.9.1'), [option('a', {default: 'true'}), option('old', {deprecated: true})]);
  });
});

describe('the record of every release', () => {
  const record = readHistoryRecord();
  const history: ApiHistory = record.data;
  const named = (area: string, name: string) => {
    const item = historyItem(history, area, name);
    assert.ok(item, `${area} ${name} is in the record`);
    return item;
  };

  test('it covers every stable release from 2.0.0 to the newest 4.x, in semver order', () => {
    const stable = history.releases.filter((name) => !isPrerelease(release(name)));
    assert.equal(stable[0], '2.0.0');
    assert.ok(compareReleases(release(stable.at(-1)!), release('4.45.1')) >= 0, `newest read: ${stable.at(-1)}`);
    assert.ok(stable.length >= 167, `${stable.length} stable releases`);
    const sorted: string[] = oldestFirst(history.releases.map((name) => release(name)));
    assert.deepEqual(history.releases, sorted);
    for (const minor of ['4.1.0', '4.5.0', '4.20.0', '4.41.0']) assert.ok(history.releases.includes(minor), minor);
  });

  test('@AttachInternals arrived in 4.5.0, a release no docs version pins', () => {
    const facts = releaseFactsOf(history, named('decorators', '@AttachInternals'));
    assert.equal(facts.since, '4.5.0');
    assert.ok(!itemsAt(history, '4.4.1').some((item) => item.name === '@AttachInternals'));
    assert.ok(!itemsAt(history, '4.1.0').some((item) => item.name === '@AttachInternals'));
  });

  test('transformAliasedImportPaths: default `false` → `true` in 4.0.0', () => {
    assert.deepEqual(changesOf(history, named('config', 'transformAliasedImportPaths')), [
      {what: 'default', before: 'false', after: 'true', release: '4.0.0'},
    ]);
  });

  test('a key newer than every docs version is known for its release (extras.additionalTagTransformers in 4.41.0)', () => {
    assert.ok(itemsAt(history, '4.41.0').some((item) => item.name === 'extras.additionalTagTransformers'));
  });

  test('at each pinned release it holds exactly what that release’s own record holds', () => {
    const key = (item: ReleaseItem) => JSON.stringify([item.area, item.name, item.kind, item.deprecated, item.default, item.values]);
    for (const npmVersion of new Set(ALL_VERSIONS.map((version) => version.npmVersion))) {
      const pinned = readRecord<ReleaseItem[]>('api-facts', npmVersion).data.map(key).sort();
      assert.deepEqual(itemsAt(history, npmVersion).map(key).sort(), pinned, npmVersion);
    }
  });

  test('it was written by the current generator (else: npm run generate -- --only api-history)', () => {
    assert.equal(record.generated.generatorVersion, historyVersion());
  });

  test('the availability page names the exact release', () => {
    const rows = availabilityTables(versionByName('v3')!, apiFacts()).flatMap((table) => table.rows);
    const row = (name: string) => rows.find((candidate) => candidate.name === name)!;
    assert.equal(row('@AttachInternals').since, '4.5.0');
    assert.equal(row('@AttachInternals').status, 'no (added in 4.5.0)');
    assert.match(row('transformAliasedImportPaths').changed, /^default `false`; default `false` → `true` in 4\.0\.0$/);
  });
});

describe('answers for an exact release (the docs MCP server)', () => {
  const history = readHistoryRecord().data;
  const status = (name: string, release: string) => {
    const [item] = historyItemsNamed(history, name);
    assert.ok(item, name);
    return statusAtRelease(history, item, release);
  };
  test('a 4.1.0 project is told @AttachInternals and formAssociated are not in its release', () => {
    assert.match(status('@AttachInternals', '4.1.0'), /^NOT in @stencil\/core 4\.1\.0: added in 4\.5\.0\. since 4\.5\.0\.$/);
    assert.match(status('@Component.formAssociated', '4.1.0'), /^NOT in @stencil\/core 4\.1\.0: added in 4\.5\.0/);
  });
  test("a 4.41.0 project's extras.additionalTagTransformers is known", () => {
    assert.match(status('extras.additionalTagTransformers', '4.41.0'), /^available in @stencil\/core 4\.41\.0\./);
  });
  test('a 4.20.0 project: deprecation and default changes at their releases', () => {
    assert.match(status('extras.scriptDataOpts', '4.20.0'), /^available in @stencil\/core 4\.20\.0 \(deprecated since 4\.18\.1\)/);
    assert.match(status('transformAliasedImportPaths', '4.20.0'), /default `false` → `true` in 4\.0\.0/);
  });
  test('a release given or installed is kept for the answer', () => {
    assert.equal(versionFromArgument('4.1.0')?.release, '4.1.0');
    assert.equal(versionFromArgument('v4.34')?.release, undefined);
  });
});
