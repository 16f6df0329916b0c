/**
 * Every version names only APIs its own release has (scripts/lib/apiNames.ts): every
 * API-looking name in a page's inline code that another Stencil release has must exist in the
 * page's release too. That covers the hand-written older majors (v3, v2) and the generated 4.x
 * snapshots, where a mention `docs/` forgot to fence leaks into releases before the item
 * (issue 20). Upgrade guides may also name the neighbouring major's APIs. An allow-list entry
 * the scan no longer needs (the page is gone, or no longer names it) is reported as stale.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {namesFromOtherReleases} from '../../scripts/lib/apiNames';
import {projectRoot, writtenPageFiles} from '../../scripts/lib/contentCheck';
import {RELEASED_VERSIONS, type DocsVersion} from '../../src/versions/versions';

const HAND_WRITTEN = RELEASED_VERSIONS.filter((version) => !version.generatedFromNext);
const GENERATED = RELEASED_VERSIONS.filter((version) => version.generatedFromNext);

/**
 * Deliberate mentions, by page (`<docs folder>/<source>`): names from another release that a
 * page uses on purpose, and words of other tools that happen to appear in Stencil's bundles.
 */
const ALLOWED: Record<string, string[]> = {
  // Both majors: the component and FAQ pages say that `formAssociated` does not exist yet.
  'version-v3/components/component.md': ['formAssociated'],
  'version-v3/reference/faq.md': ['formAssociated'],
  'version-v2/components/component.md': ['formAssociated'],
  'version-v2/reference/faq.md': ['formAssociated'],
  // v3 names the v2 options it renamed or replaced.
  'version-v3/reference/browser-support.md': ['cssVarsShim'],
  'version-v3/output-targets/custom-elements.md': ['autoDefineCustomElements'],
  // v2 names what Stencil 3 renamed or added, to prepare the upgrade.
  'version-v2/config/extras.md': ['enableImportInjection'],
  'version-v2/output-targets/dist.md': ['enableImportInjection'],
  'version-v2/output-targets/custom-elements.md': ['customElementsExportBehavior'],
  'version-v2/output-targets/custom-elements-bundle.md': ['customElementsExportBehavior'],
  // RxJS's `fromEvent` (Angular outputs) and Puppeteer's `page.setViewport()`: not Stencil's API,
  // but both words occur in some Stencil release's bundled code.
  'version-v3/framework-integration/angular.md': ['fromEvent'],
  // The same Angular page in every generated 4.x snapshot (from docs/).
  ...Object.fromEntries(GENERATED.map((version) => [`version-${version.name}/framework-integration/angular.md`, ['fromEvent']])),
  'version-v3/testing/screenshot-visual-diff.md': ['setViewport'],
  'version-v3/testing/config.md': ['setViewport'],
  'version-v2/testing/screenshot-visual-diff.md': ['setViewport'],
  'version-v2/testing/config.md': ['setViewport'],
  // A placeholder (named after the compiler's variable) in the newer wording of a message that
  // v2 words otherwise; the code block of the message that defined it went once its heading
  // showed the whole message (issue 29).
  'version-v2/reference/diagnostics-build.md': ['currentTypesPath'],
};

/** An upgrade guide compares two majors: the release before the page's and the one after it. */
function neighbours(version: DocsVersion, file: string): DocsVersion[] {
  if (!file.includes('/upgrading-to-stencil-')) return [];
  const index = RELEASED_VERSIONS.indexOf(version);
  return [RELEASED_VERSIONS[index - 1], RELEASED_VERSIONS[index + 1]].filter((v): v is DocsVersion => v !== undefined);
}

function allowedFor(file: string): Set<string> {
  const key = Object.keys(ALLOWED).find((page) => file.endsWith(page));
  return new Set(key ? ALLOWED[key] : []);
}

describe("every version's pages name only their own release's API", () => {
  for (const version of RELEASED_VERSIONS) {
    test(`${version.label}: against ${version.typingsPackage}`, () => {
      const problems = writtenPageFiles(version.name).flatMap((file) =>
        namesFromOtherReleases(
          readFileSync(path.join(projectRoot, file), 'utf8'),
          version,
          RELEASED_VERSIONS,
          neighbours(version, file),
          allowedFor(file),
        ).map((mention) => `${file}:${mention.line}: \`${mention.name}\` (in \`${mention.span}\`) is not in ${version.typingsPackage}`),
      );
      assert.deepEqual(problems, []);
    });
  }
});

/** The allow-list's entries the scan no longer needs: a page that is gone, or a name the page no longer mentions. */
function staleAllowed(allowed: Record<string, string[]>): string[] {
  return Object.entries(allowed).flatMap(([page, names]) => {
    const version = RELEASED_VERSIONS.find((candidate) => page.startsWith(`version-${candidate.name}/`));
    const file = version && writtenPageFiles(version.name).find((candidate) => candidate.endsWith(page));
    if (!version || !file) return [`${page}: no such page`];
    const mentioned = new Set(
      namesFromOtherReleases(readFileSync(path.join(projectRoot, file), 'utf8'), version, RELEASED_VERSIONS, neighbours(version, file)).map(
        (mention) => mention.name,
      ),
    );
    return names.filter((name) => !mentioned.has(name)).map((name) => `${page}: \`${name}\` is no longer mentioned`);
  });
}

test('the allow-list has no stale entry: each page exists and still mentions each name it allows', () => {
  assert.deepEqual(staleAllowed(ALLOWED), []);
});

test('a stale allow-list entry is reported', () => {
  assert.deepEqual(
    staleAllowed({
      'version-v3/components/component.md': ['formAssociated', 'notAStencilName'],
      'version-v3/no/such-page.md': ['formAssociated'],
    }),
    ['version-v3/components/component.md: `notAStencilName` is no longer mentioned', 'version-v3/no/such-page.md: no such page'],
  );
});

describe('the scan can fail', () => {
  const v3 = HAND_WRITTEN.find((version) => version.major === 3)!;
  const page = [
    '---',
    'title: fixture',
    '---',
    'Set `formAssociated: true` and add `@AttachInternals()`; then `experimentalSlotFixes` and `--no-cache`.',
    '',
    '```tsx',
    'const myOwnHelperName = 1;',
    '```',
    'My own `myOwnHelperName` and the plain word `render()` are fine.',
  ].join('\n');
  test('4.x names on a v3 page are reported, with their line', () => {
    const names = namesFromOtherReleases(page, v3, RELEASED_VERSIONS).map((m) => `${m.line}:${m.name}`);
    assert.deepEqual(names, ['4:formAssociated', '4:AttachInternals', '4:experimentalSlotFixes']);
  });
  test('an allowed name is not', () => {
    const names = namesFromOtherReleases(page, v3, RELEASED_VERSIONS, [], new Set(['formAssociated', 'AttachInternals'])).map(
      (m) => m.name,
    );
    assert.deepEqual(names, ['experimentalSlotFixes']);
  });
});

describe('the scan fails on a 4.x snapshot naming a later minor', () => {
  const first = GENERATED.at(-1)!;
  test(`an item of a later 4.x release on a ${first.label} page is reported`, () => {
    const page = [
      '---',
      'title: fixture',
      '---',
      'Set `extras.addGlobalStyleToComponents: false` or `suppressReservedPublicNameWarnings`.',
    ].join('\n');
    const names = namesFromOtherReleases(page, first, RELEASED_VERSIONS).map((m) => `${m.line}:${m.name}`);
    // Both arrived after the oldest 4.x release (4.35 and 4.38).
    assert.deepEqual(names, ['4:addGlobalStyleToComponents', '4:suppressReservedPublicNameWarnings']);
  });
});
