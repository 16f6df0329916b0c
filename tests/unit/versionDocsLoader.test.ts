/**
 * src/plugins/client/routeData/versionDocsLoader.mjs: a doc page's version metadata keeps each doc's
 * id and title and loses its description; other route props pass through untouched. In the
 * client, each top-level category is cut to its first doc link and the titles wait for their
 * section (versionSidebarSplit.mjs), and a section's part brings back exactly its own.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import versionDocsLoaderWithOptions from '../../src/plugins/client/routeData/versionDocsLoader.mjs';
import {sectionSidebar, TRIMMED_CATEGORY, trimmedVersionMetadata} from '../../src/plugins/client/routeData/versionSidebarSplit.mjs';

const versionDocsLoader = (source: string, client = false) => versionDocsLoaderWithOptions.call({getOptions: () => ({client})}, source);

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

const link = (id: string, href: string) => ({type: 'link', href, label: id, docId: id, unlisted: false});
const sidebarMetadata = () => ({
  version: {
    pluginId: 'default',
    version: 'v4.38',
    docsSidebars: {
      docs: [
        {
          type: 'category',
          label: 'Components',
          collapsed: true,
          items: [link('components/api', '/docs/api'), link('components/events', '/docs/events')],
        },
        {
          type: 'category',
          label: 'Testing',
          collapsed: true,
          items: [
            {type: 'category', label: 'Runner', items: [link('testing/unit', '/docs/unit-testing')]},
            link('testing/jest', '/docs/jest'),
          ],
        },
        {type: 'category', label: 'Community', items: [{type: 'link', label: 'Forum', href: 'https://example.com/forum'}]},
        link('telemetry', '/docs/telemetry'),
      ],
    },
    docs: {
      'components/api': {id: 'components/api', title: 'API'},
      'components/events': {id: 'components/events', title: 'Events'},
      'testing/unit': {id: 'testing/unit', title: 'Unit'},
    },
  },
});

test("the client's copy: each category that opens on a doc cut to that link (its collapsed href), no titles; the rest whole", () => {
  const source = sidebarMetadata();
  const [components, testing, community, telemetry] = trimmedVersionMetadata(source).version.docsSidebars.docs;
  assert.deepEqual(components.items, [link('components/api', '/docs/api')]);
  assert.equal(components[TRIMMED_CATEGORY], '/docs/api');
  assert.deepEqual(testing.items, [link('testing/unit', '/docs/unit-testing')], 'the first link of a nested category');
  assert.deepEqual(community, source.version.docsSidebars.docs[2], 'a category of external links stays whole');
  assert.deepEqual(telemetry, source.version.docsSidebars.docs[3]);
  assert.deepEqual(trimmedVersionMetadata(source).version.docs, {});
  assert.equal((source.version.docsSidebars.docs[0] as {items: unknown[]}).items.length, 2, 'the input is not changed');
  const module = versionDocsLoader(JSON.stringify(source), true);
  assert.match(
    module,
    /^import \{versionMetadataLoaded\} from ".*client\/routeData\.ts";\nexport default versionMetadataLoaded\(JSON\.parse\(/,
  );
});

test("a section's part brings back its docs' titles and the categories that open on its pages", () => {
  const source = sidebarMetadata();
  const restore = sectionSidebar(source, ['components/api', 'components/events'], ['/docs/api', '/docs/events']);
  assert.deepEqual(restore.docs, {
    'components/api': source.version.docs['components/api'],
    'components/events': source.version.docs['components/events'],
  });
  assert.deepEqual(restore.categories, [['docs', 0, (source.version.docsSidebars.docs[0] as {items: unknown[]}).items]]);
  const testing = sectionSidebar(source, ['testing/unit'], ['/docs/unit-testing', '/docs/jest']);
  assert.deepEqual(
    testing.categories.map(([, index]) => index),
    [1],
  );
});
