/**
 * src/plugins/client/routeData/chunkFilesPlugin.ts: which chunks travel with a route-data part
 * instead of the runtime's filename map, and the map without them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {chunkFilenameTemplate, chunksOwnedByParts, withoutFilenameEntries} from '../../src/plugins/client/routeData/chunkFilesPlugin';

interface Group {
  name?: string;
  chunks: string[];
  childrenIterable: Group[];
}
const group = (chunks: string[], children: Group[] = [], name?: string): Group => ({name, chunks, childrenIterable: children});

test('a chunk only one part leads to is that part’s; shared, main and nested ones are placed as they are reached', () => {
  const shared = group(['vendors-doc']);
  const v3Page = group(['v3-page'], [shared, group(['v3-lazy'])]);
  const v2Page = group(['v2-page'], [shared]);
  const v3 = group(['route-data-v3'], [v3Page], 'route-data-v3');
  const v2 = group(['route-data-v2'], [v2Page], 'route-data-v2');
  const home = group(['home'], [shared]);
  const main = group(['main'], [v3, v2, home]);
  const owned = chunksOwnedByParts<string, Group>([main], (g) => g.name);
  assert.deepEqual(Object.fromEntries([...owned].map(([part, chunks]) => [part, chunks.sort()])), {
    'route-data-v3': ['route-data-v3', 'v3-lazy', 'v3-page'],
    'route-data-v2': ['route-data-v2', 'v2-page'],
  });
});

test('a chunk both a part and main reach stays with main', () => {
  const page = group(['page']);
  const part = group(['route-data-docs'], [page], 'route-data-docs');
  const main = group(['main'], [part, page]);
  assert.deepEqual([...chunksOwnedByParts<string, Group>([main], (g) => g.name)], [['route-data-docs', ['route-data-docs']]]);
});

test('the filename map loses exactly the given entries, quoted or minified keys alike', () => {
  const runtime = 'n.u=e=>"assets/js/"+e+"."+({"0058cafb":"964d143d",0xab6f7c:"6977d3cc","11b43341":"c37a0e46"})[e]+".js"';
  assert.equal(withoutFilenameEntries(runtime, ['964d143d', 'c37a0e46']), 'n.u=e=>"assets/js/"+e+"."+({0xab6f7c:"6977d3cc"})[e]+".js"');
  assert.equal(
    withoutFilenameEntries(runtime, ['6977d3cc']),
    'n.u=e=>"assets/js/"+e+"."+({"0058cafb":"964d143d","11b43341":"c37a0e46"})[e]+".js"',
  );
});

test('a hash that is not an entry exactly once fails the build', () => {
  assert.throws(() => withoutFilenameEntries('n.u=e=>({"a":"11111111"})[e]', ['22222222']), /found 0/);
  assert.throws(() => withoutFilenameEntries('({"a":"11111111","b":"11111111"})', ['11111111']), /found 2/);
});

test('neighbouring entries removed together leave a well-formed object', () => {
  const runtime = '({"a":"11111111","b":"22222222","c":"33333333","d":"44444444"})';
  assert.equal(withoutFilenameEntries(runtime, ['11111111', '22222222']), '({"c":"33333333","d":"44444444"})');
  assert.equal(withoutFilenameEntries(runtime, ['22222222', '33333333']), '({"a":"11111111","d":"44444444"})');
  assert.equal(withoutFilenameEntries(runtime, ['33333333', '44444444']), '({"a":"11111111","b":"22222222"})');
  assert.equal(withoutFilenameEntries(runtime, ['11111111', '22222222', '33333333', '44444444']), '({})');
});

test("the chunk file name template is read from Docusaurus's; another shape fails the build", () => {
  assert.deepEqual(chunkFilenameTemplate('assets/js/[name].[contenthash:8].js'), {prefix: 'assets/js/', suffix: '.js'});
  assert.throws(() => chunkFilenameTemplate('assets/js/[name].js'), /is not/);
  assert.throws(() => chunkFilenameTemplate(() => 'x.js'), /is not/);
});
