/**
 * src/plugins/client/routeData: a lazy parent's leaves cut into sections by their source folder
 * (routeSplit.mjs `sectionsOfSources`), and the rules main.js carries to find a path's section
 * (sectionRules.mjs): one per first path segment, so pages added under one segment add no rule.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {importedModule, ROOT_SECTION, sectionsOfSources} from '../../src/plugins/client/routeData/routeSplit.mjs';
import {sectionOfPath, sectionRules} from '../../src/plugins/client/routeData/sectionRules.mjs';

test('sectionsOfSources: the top folder below the folder every doc shares; files at the top share one section', () => {
  const sources = [
    '@site/versioned_docs/version-v4.38/components/properties.md',
    '@site/versioned_docs/version-v4.38/reference/diagnostics-build.md',
    '@site/versioned_docs/version-v4.38/telemetry.md',
    '@site/versioned_docs/version-v4.38/testing/stencil-testrunner/overview.md',
    undefined,
  ];
  assert.deepEqual(sectionsOfSources(sources), ['components', 'reference', ROOT_SECTION, 'testing', ROOT_SECTION]);
});

test('importedModule: the module path of a registry loader', () => {
  assert.equal(
    importedModule('() => import(/* webpackChunkName: "7ea71ca6" */ "@site/docs/components/properties.md")'),
    '@site/docs/components/properties.md',
  );
  assert.throws(() => importedModule('() => something()'), /no module path/);
});

test('sectionRules: a rule per first segment of one section, exact rules where a segment spans sections', () => {
  const rules = sectionRules([
    {path: 'properties', section: 'components'},
    {path: 'diagnostics', section: 'reference'},
    {path: 'diagnostics/build', section: 'reference'},
    {path: 'shared', section: 'a'},
    {path: 'shared/page', section: 'b'},
  ]);
  assert.deepEqual(rules, {properties: 'components', diagnostics: 'reference', '/shared': 'a', '/shared/page': 'b'});
  assert.equal(sectionOfPath(rules, 'diagnostics/runtime'), 'reference', 'a new page under a segment needs no rule');
  assert.equal(sectionOfPath(rules, 'shared/page'), 'b');
  assert.equal(sectionOfPath(rules, 'shared'), 'a');
  assert.equal(sectionOfPath(rules, 'shared/other'), undefined, 'an exact rule covers its path only');
  assert.equal(sectionOfPath(rules, 'no-such-page'), undefined);
  assert.equal(sectionOfPath(rules, 'toString'), undefined, 'no inherited property is a rule');
});

test('sectionRules: 200 pages under one segment are one rule', () => {
  const leaves = Array.from({length: 200}, (_, i) => ({path: `synthetic/page-${i}`, section: 'synthetic'}));
  assert.deepEqual(sectionRules([{path: 'properties', section: 'components'}, ...leaves]), {
    properties: 'components',
    synthetic: 'synthetic',
  });
});
