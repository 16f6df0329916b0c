/**
 * src/plugins/client/routeData/chunkAssetPlugin.ts: the runtime's chunk name → id map keeps only the
 * chunks whose id is not their name (with named chunk ids, none of the page chunks).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {renamedChunks} from '../../src/plugins/client/routeData/chunkAssetPlugin';

test('named chunks drop out of the map; a chunk whose id differs stays, keyed by its name', () => {
  assert.deepEqual(renamedChunks({'7ea71ca6': '7ea71ca6', 'route-data-docs-v3': 'route-data-docs-v3'}), {});
  assert.deepEqual(renamedChunks({'7ea71ca6': '7ea71ca6', 812: 'content-docs-a1b'}), {'content-docs-a1b': '812'});
});
