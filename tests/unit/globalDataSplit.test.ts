/**
 * src/plugins/client/routeData/globalDataSplit.mjs: main.js's copy of the docs plugin's global data
 * keeps the latest version's doc list whole and, of every other version, its main doc and the
 * navbar's docs; each trimmed version's whole list is there for its route-data part.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {navbarDocIds, trimmedGlobalData, trimmedVersionDocs} from '../../src/plugins/client/routeData/globalDataSplit.mjs';

const doc = (versionPath: string, id: string) => ({id, path: `${versionPath}/${id.split('/').at(-1)}`, sidebar: 'docs'});

function globalData() {
  const version = (path: string, isLast: boolean) => ({
    name: path.split('/').at(-1),
    path,
    isLast,
    mainDocId: 'introduction/overview',
    docs: ['introduction/overview', 'introduction/getting-started', 'components/events'].map((id) => doc(path, id)),
  });
  return {
    'docusaurus-plugin-content-docs': {
      default: {path: '/docs', versions: [version('/docs/next', false), version('/docs', true), version('/docs/v3', false)]},
    },
    'other-plugin': {default: {anything: ['kept']}},
  };
}

test('navbarDocIds: doc items, inside dropdowns too; other items give none', () => {
  const items = [
    {type: 'doc', docId: 'introduction/overview', label: 'Docs'},
    {href: 'https://example.com', label: 'Elsewhere'},
    {type: 'dropdown', label: 'More', items: [{type: 'doc', docId: 'components/events'}, {to: '/docs/next'}]},
  ];
  assert.deepEqual(navbarDocIds(items), ['introduction/overview', 'components/events']);
  assert.deepEqual(navbarDocIds(undefined), []);
});

test("trimmedGlobalData: the latest version's list whole, the others' main and pinned docs only", () => {
  const source = globalData();
  const trimmed = trimmedGlobalData(source, ['components/events']);
  const [next, latest, v3] = trimmed['docusaurus-plugin-content-docs'].default.versions;
  assert.deepEqual(
    latest.docs.map((d: {id: string}) => d.id),
    ['introduction/overview', 'introduction/getting-started', 'components/events'],
  );
  for (const version of [next, v3]) {
    assert.deepEqual(
      version.docs.map((d: {id: string}) => d.id),
      ['introduction/overview', 'components/events'],
    );
  }
  assert.deepEqual(trimmed['other-plugin'], source['other-plugin'], "other plugins' data pass through");
  assert.equal(source['docusaurus-plugin-content-docs'].default.versions[0].docs.length, 3, 'the input is not changed');
});

test('trimmedVersionDocs: the whole list of a trimmed version by its path; none for the latest or an unknown path', () => {
  const source = globalData();
  assert.deepEqual(trimmedVersionDocs(source, '/docs/v3'), source['docusaurus-plugin-content-docs'].default.versions[2].docs);
  assert.equal(trimmedVersionDocs(source, '/docs'), undefined);
  assert.equal(trimmedVersionDocs(source, '/docs/v1'), undefined);
});
