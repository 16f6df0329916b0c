/**
 * src/versionsUi/components/VersionNotFound/suggestions.ts, `versionsWithRoute`: the other versions a
 * version's not-found page offers for the missing route, from the version-availability data.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {versionsWithRoute} from '../../src/versionsUi/components/VersionNotFound/suggestions';

const version = (name: string, path: string, routes: string[]): GlobalVersion =>
  ({
    name,
    label: name,
    path,
    isLast: path === '/docs',
    mainDocId: 'overview',
    draftIds: [],
    sidebars: {},
    docs: routes.map((route) => ({id: route, path: `${path}/${route}`})),
  }) as GlobalVersion;

const next = version('current', '/docs/next', ['events', 'serialization']);
const latest = version('v4.38', '/docs', ['events', 'serialization']);
const v2 = version('v2', '/docs/v2', ['events']);
const versions = [next, latest, v2];
const names = (list: {version: GlobalVersion; path: string}[]) => list.map(({version: v, path}) => `${v.name} ${path}`);

test('a route some versions lack: every other version but those the data says lack it', () => {
  const partial = {missingFrom: {v2: {route: 'introduction'}}};
  assert.deepEqual(names(versionsWithRoute('serialization', versions, v2, partial)), [
    'current /docs/next/serialization',
    'v4.38 /docs/serialization',
  ]);
  assert.deepEqual(names(versionsWithRoute('serialization', versions, latest, partial)), ['current /docs/next/serialization']);
});

test('a route the data does not list: every other version when this one has it, else none', () => {
  assert.deepEqual(names(versionsWithRoute('events', versions, v2, undefined)), ['current /docs/next/events', 'v4.38 /docs/events']);
  assert.deepEqual(versionsWithRoute('no-such-page', versions, v2, undefined), []);
  assert.deepEqual(versionsWithRoute('', versions, v2, undefined), []);
});
