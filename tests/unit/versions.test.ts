/**
 * The version lifecycle as data: versions.json, the snapshot folders, the frozen sidebars and
 * src/versions/versions.ts must agree (cutting or retiring a version touches all of them).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {ALL_VERSIONS, BASE_URL, LATEST_VERSION, NEXT_VERSION} from '../../src/versions/versions';
import {inventory} from '../../scripts/lib/contentCheck';

const root = path.resolve(import.meta.dirname, '../..');
const versionNames = JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[];

test("the versions, their labels, paths and latest flag are the inventory's (SPEC §2, §9)", () => {
  assert.deepEqual(
    ALL_VERSIONS.map((v) => ({name: v.name, label: v.label, path: v.path, isLast: v.isLast})),
    inventory.map((v) => ({name: v.name, label: v.label, path: v.path, isLast: v.isLast})),
  );
  assert.equal(LATEST_VERSION.path, BASE_URL, 'the latest release is served at the base URL');
  assert.equal(ALL_VERSIONS.filter((v) => v.isLast).length, 1);
});

test('versions.json, versioned_docs and versioned_sidebars agree', () => {
  const folders = readdirSync(path.join(root, 'versioned_docs')).sort();
  assert.deepEqual(folders, versionNames.map((v) => `version-${v}`).sort(), 'one versioned_docs folder per version, no orphans');
  const sidebars = readdirSync(path.join(root, 'versioned_sidebars')).sort();
  assert.deepEqual(sidebars, versionNames.map((v) => `version-${v}-sidebars.json`).sort(), 'one frozen sidebar per version, no orphans');
  for (const name of versionNames) {
    const sidebar = JSON.parse(readFileSync(path.join(root, `versioned_sidebars/version-${name}-sidebars.json`), 'utf8'));
    assert.ok(Array.isArray(sidebar.docs), `${name}: the sidebar is called docs`);
  }
});

test('every version names the release tag its source links open', () => {
  for (const version of ALL_VERSIONS) {
    // A prerelease's tag too (Next on v5.0.0-beta.12).
    assert.match(version.releaseTag, /^v\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/, version.name);
    if (version !== NEXT_VERSION && version.name.startsWith('v4.')) {
      assert.ok(version.releaseTag.startsWith(`${version.name}.`), `${version.name} points at a tag of its own minor`);
    }
  }
});

test('each version folder has its category files', () => {
  for (const version of ALL_VERSIONS) {
    assert.ok(existsSync(path.join(root, version.docsFolder, 'introduction/_category_.json')), version.name);
  }
});
