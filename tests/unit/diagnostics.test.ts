/**
 * The diagnostics of every pinned release as recorded (src/data/generated/diagnostics/, written
 * by generators/diagnostics): each release yields messages, known messages are found with their
 * placeholders, the base-class message has the wording of its release, pasted messages with a
 * user's own names match their entry first, and the committed diagnostics pages are what
 * `npm run generate -- --only diagnostics` writes from the records. The extractor itself is
 * tried on small sources; no release is parsed here (tests/unit/generatedRecords.test.ts
 * checks that the records are current).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {RELEASES, buildCatalog, entriesForVersion, matchDiagnostic, releaseDiagnostics} from '../../src/diagnostics/catalog';
import {extractFromSource} from '../../generators/diagnostics/extract';
import {DIAGNOSTIC_GUIDES} from '../../src/diagnostics/guide';
import {matchScore, partsOfText} from '../../src/diagnostics/pattern';
import {DIAGNOSTICS_SOURCE, diagnosticsFolders, renderDiagnosticsPage, versionsText} from '../../src/diagnostics/render';
import {ALL_VERSIONS} from '../../src/versions/versions';
import {recordFile} from '../../src/data/records';

const root = path.resolve(import.meta.dirname, '../..');
const catalog = buildCatalog();

/** The release that reworded the base-class error (a fact of the packages, checked below). */
const BASE_CLASS_REWORDED_IN: readonly [number, number] = [4, 37];

function releaseIsAtLeast(npmVersion: string, [major, minor]: readonly [number, number]): boolean {
  const [m, n] = npmVersion.split('.').map(Number);
  return m > major || (m === major && n >= minor);
}

for (const release of RELEASES) {
  test(`@stencil/core ${release.npmVersion}: the extraction recorded its messages`, () => {
    const found = releaseDiagnostics(release);
    assert.ok(found.length >= 60, `only ${found.length} messages recorded in ${recordFile('diagnostics', release.npmVersion)}`);
    const patterns = found.map((d) => d.pattern);
    const has = (start: string) => patterns.some((pattern) => pattern.startsWith(start));
    assert.ok(has('Please update the components so "<tagName>" is only used once'), 'the duplicate-tag error');
    assert.equal(
      found.find((d) => d.pattern.startsWith('Please update the components so'))?.header,
      'Component Tag Name "<tagName>" Must Be Unique',
    );
    assert.ok(has('The state/prop "<propName>" changed during rendering.'), 'the runtime warning of set-value');
    assert.ok(has('vNode passed as children has unexpected type.'), 'the runtime error of h()');
    assert.ok(
      has('package.json "collection" property is required when generating a distribution'),
      'a message passed through packageJsonWarn',
    );
    assert.ok(found.some((d) => d.origin === 'runtime' && d.level === 'warning'));
    assert.ok(found.some((d) => d.origin === 'compiler' && d.level === 'warning'));
    // The vendored TypeScript, Rollup and Terser in the bundle are not Stencil's messages.
    assert.ok(!has('Cannot extract'), 'a TypeScript refactoring message leaked in');
    const reworded = releaseIsAtLeast(release.npmVersion, BASE_CLASS_REWORDED_IN);
    assert.equal(has('Classes decorated with @Component can not extend from a base class.'), !reworded);
    assert.equal(has('Component classes can only extend from other Stencil decorated base classes'), reworded);
  });
}

test('template literals, concatenations and branches become patterns with placeholders', () => {
  const source = `
    var buildError = (diagnostics) => { const d = { level: "error", header: "Build Error", messageText: "build error" }; diagnostics.push(d); return d; };
    var check = (diagnostics, tagName, name) => {
      const err = buildError(diagnostics);
      err.header = \`Tag "\${tagName}" Is Taken\`;
      err.messageText = "The tag " + tagName + " is declared twice in this project";
      const warn = buildError(diagnostics);
      warn.level = "warn";
      warn.messageText = \`The member "\${name}" is \${name.length > 3 ? "long enough" : "too short to be read"} for sure\`;
    };
    var typescriptLike = (d) => { d.messageText = "A diagnostic object without a header"; };`;
  const found = extractFromSource(source, 'fixture.js', 'compiler');
  assert.deepEqual(
    found.map((d) => [d.pattern, d.level, d.header]),
    [
      ['The tag <tagName> is declared twice in this project', 'error', 'Tag "<tagName>" Is Taken'],
      ['The member "<name>" is long enough for sure', 'warning', undefined],
      ['The member "<name>" is too short to be read for sure', 'warning', undefined],
    ],
  );
});

test('a pasted message with the user’s own names matches its entry first', () => {
  const cases: [string, RegExp][] = [
    ['Component Tag Name "bcg-matrix-chart" Must Be Unique', /^Please update the components so/],
    [
      'The state/prop "selectedLabel" changed during "componentDidLoad()", this triggers extra re-renders, try to setup on "componentWillLoad()"',
      /changed during "componentDidLoad\(\)"/,
    ],
    [
      'The state/prop "selected" changed during rendering. This can potentially lead to infinite-loops and other bugs.',
      /changed during rendering/,
    ],
    [
      'package.json "collection" property is required when generating a distribution and must be set to: dist/collection/collection-manifest.json',
      /^package\.json "collection"/,
    ],
    ["vNode passed as children has unexpected type. Make sure it's using the correct h() function.", /^vNode passed as children/],
    [
      `tsconfig.json "include" required In order for TypeScript to improve watch performance, it's recommended the "tsconfig.json" file should have the "include" property`,
      /^In order for TypeScript to improve watch performance/,
    ],
  ];
  const latest = entriesForVersion(catalog, ALL_VERSIONS[0]);
  for (const [query, expected] of cases) {
    const [best] = matchDiagnostic(query, latest);
    assert.ok(best, `nothing matches ${query}`);
    assert.match(best.entry.pattern, expected, `${query} → ${best.entry.pattern}`);
  }
  assert.equal(matchScore('Component Tag Name "x-y" Must Be Unique', partsOfText('Component Tag Name "<tagName>" Must Be Unique')), 1);
  assert.ok(matchDiagnostic('how do I style a component with css variables', latest).length === 0, 'a question is not a message');
});

test('every hand-kept guide still matches a message of some release', () => {
  const unused = DIAGNOSTIC_GUIDES.filter((guide) => !catalog.some((entry) => guide.matches.test(entry.pattern)));
  assert.deepEqual(
    unused.map((guide) => String(guide.matches)),
    [],
  );
  assert.ok(DIAGNOSTIC_GUIDES.length >= 30);
});

test('the versions that emit a message are named from src/versions, oldest first', () => {
  const every = [...new Set(ALL_VERSIONS.map((version) => version.npmVersion))];
  const text = versionsText(every);
  assert.ok(text.endsWith('and Next'), text);
  assert.ok(text.startsWith(ALL_VERSIONS.at(-1)!.label), text);
});

test('the committed diagnostics pages are what npm run generate writes from the records', () => {
  for (const {folder, versions} of diagnosticsFolders()) {
    const file = path.join(root, folder, DIAGNOSTICS_SOURCE);
    assert.equal(
      readFileSync(file, 'utf8'),
      renderDiagnosticsPage(catalog, folder, versions),
      `${file} is stale: run npm run generate -- --only diagnostics`,
    );
  }
});

test('each diagnostics page says at its top that it is generated, by which command, and what to edit instead', () => {
  for (const {folder, versions} of diagnosticsFolders()) {
    const [opening, first, second] = renderDiagnosticsPage(catalog, folder, versions).split('\n');
    assert.equal(opening, '---');
    assert.match(first, /^# Generated by `npm run generate -- --only diagnostics` from src\/data\/generated\/diagnostics\//);
    assert.match(second, /^# Do not edit: .*src\/diagnostics\/guide\.ts/);
  }
});
