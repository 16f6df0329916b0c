/**
 * src/plugins/client/routeData/versionDocsLoader.mjs: a doc page's version metadata keeps each doc's
 * id and title and loses its description; other route props pass through untouched.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import versionDocsLoader from '../../src/plugins/client/routeData/versionDocsLoader.mjs';

test('version metadata: descriptions go, ids, titles and the rest stay', () => {
  const metadata = {
    version: {
      version: 'v3',
      docsSidebars: {docs: [{type: 'link', href: '/docs/v3/events', label: 'Events', docId: 'components/events'}]},
      docs: {'components/events': {id: 'components/events', title: 'Events', description: 'How components emit events.'}},
    },
  };
  const out = JSON.parse(versionDocsLoader(JSON.stringify(metadata)));
  assert.deepEqual(out.version.docs, {'components/events': {id: 'components/events', title: 'Events'}});
  assert.deepEqual(out.version.docsSidebars, metadata.version.docsSidebars);
  assert.equal(out.version.version, 'v3');
});

test('other route props are returned as they came', () => {
  for (const source of ['{"tags":[]}', '{"version":{"docs":null}}', '[1,2]']) {
    assert.equal(versionDocsLoader(source), source);
  }
});
