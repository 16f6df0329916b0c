/**
 * src/plugins/client/routeData/globalDataSplit.mjs: main.js's copy of the docs plugin's global data
 * keeps, of every version, its main doc and the navbar's docs; each section's part brings its
 * docs (and, for an older version, the latest version's docs of the same ids).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {navbarDocIds, sectionDocs, trimmedGlobalData} from '../../src/plugins/client/routeData/globalDataSplit.mjs';

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

test("trimmedGlobalData: every version's main and pinned docs only, the latest's too", () => {
  const source = globalData();
  const trimmed = trimmedGlobalData(source, ['components/events']);
  for (const version of trimmed['docusaurus-plugin-content-docs'].default.versions) {
    assert.deepEqual(
      version.docs.map((d: {id: string}) => d.id),
      ['introduction/overview', 'components/events'],
    );
  }
  assert.deepEqual(trimmed['other-plugin'], source['other-plugin'], "other plugins' data pass through");
  assert.equal(source['docusaurus-plugin-content-docs'].default.versions[0].docs.length, 3, 'the input is not changed');
});

test("sectionDocs: the section's docs of its version, with the latest version's docs of the same ids for an older one", () => {
  const source = globalData();
  const [, latest, v3] = source['docusaurus-plugin-content-docs'].default.versions;
  assert.deepEqual(sectionDocs(source, '/docs/v3', ['/docs/v3/events']), [
    ['/docs/v3', [v3.docs[2]]],
    ['/docs', [latest.docs[2]]],
  ]);
  assert.deepEqual(sectionDocs(source, '/docs', ['/docs/overview', '/docs/getting-started']), [['/docs', latest.docs.slice(0, 2)]]);
  assert.deepEqual(sectionDocs(source, '/docs/v1', ['/docs/v1/events']), []);
});
