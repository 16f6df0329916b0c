/**
 * The playground's pure parts (src/playground): the address's state, the downloaded project,
 * the frame policy that deploy/nginx.conf repeats, and, per pinned release, the way its compiler
 * is made to run in a worker, with the lines of the release each patch needs (a release that
 * moves them fails here, not in a reader's browser). The playground in Chromium:
 * tests/playground.test.ts.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {strFromU8, unzipSync} from 'fflate';
import {decodeSource, encodeSource, shareHash} from '../../src/playground/share';
import {projectFiles, projectZip, tagOf} from '../../src/playground/project';
import {FRAME_POLICY} from '../../src/playground/framePolicy';
import {compilerKind, sysThroughSetSys, writableTypeScript} from '../../src/playground/bundle/compilers';
import {ALL_VERSIONS, LATEST_VERSION, NEXT_VERSION, versionByName} from '../../src/versions/versions';
import {starterFor} from '../../src/playground/examples';
import {stylesheetImport} from '../../src/playground/worker/stylesheetImport';
import {apiFacts} from '../../src/versions/facts';
import {NEXT_MAJOR_RELEASE} from '../../src/versions/nextMajor';
import {PLAYGROUND_ROUTE, metaWithoutPlayground, playgroundLinkUrl} from '../../src/markdown/playgroundLinks';
import {projectRoot} from '../../scripts/lib/contentCheck';

const SOURCE = {tsx: "@Component({tag: 'my-thing'})\nexport class MyThing {} // café ✓", css: ':host{}', html: '<my-thing></my-thing>'};

describe('share', () => {
  test('the fragment round-trips the three sources, unicode included', () => {
    assert.deepEqual(decodeSource(shareHash(SOURCE)), SOURCE);
    assert.match(shareHash(SOURCE), /^#code=[A-Za-z0-9_-]+$/);
  });
  test('the query works too (the messages pages link that way); the fragment wins', () => {
    assert.deepEqual(decodeSource('', `?code=${encodeSource(SOURCE)}`), SOURCE);
    const other = {...SOURCE, css: 'p{}'};
    assert.deepEqual(decodeSource(shareHash(other), `?code=${encodeSource(SOURCE)}`), other);
  });
  test('a damaged or foreign fragment gives nothing', () => {
    assert.equal(decodeSource('#code=AAAA'), undefined);
    assert.equal(decodeSource('#section-title'), undefined);
    assert.equal(decodeSource(''), undefined);
  });
});

describe("a messages-page example's playground link", () => {
  const tsx =
    "import { Component, Prop } from '@stencil/core';\n\n@Component({ tag: 'my-card' })\nexport class MyCard {\n  @Prop() private open: boolean;\n}";
  for (const version of [NEXT_VERSION, versionByName('v3')!]) {
    test(`${version.label}: the playground of that version, holding the example and a usage of its tag`, () => {
      const url = new URL(playgroundLinkUrl(version, tsx), 'https://example.com');
      assert.equal(url.pathname, `${version.path.replace(/\/$/, '')}/${PLAYGROUND_ROUTE}`);
      assert.deepEqual(decodeSource(url.hash, url.search), {tsx: `${tsx}\n`, css: '', html: '<my-card></my-card>\n'});
    });
  }
  test('the fence word leaves the rest of the metastring', () => {
    assert.equal(metaWithoutPlayground('playground'), null);
    assert.equal(metaWithoutPlayground('title="a.tsx" playground {2}'), 'title="a.tsx" {2}');
  });
});

describe('project', () => {
  const release = {npmVersion: '4.38.0', testDependencies: {jest: '29', 'jest-cli': '29', '@types/jest': '29'}};
  test('pins the exact release and names the component after its tag', () => {
    const files = projectFiles(SOURCE, release);
    const manifest = JSON.parse(files['package.json']) as {devDependencies: Record<string, string>; scripts: Record<string, string>};
    assert.equal(manifest.devDependencies['@stencil/core'], '4.38.0');
    assert.equal(manifest.devDependencies.jest, '29');
    assert.equal(manifest.scripts.start, 'stencil build --dev --watch --serve');
    assert.equal(files['src/components/my-thing/my-thing.tsx'], SOURCE.tsx);
    assert.match(files['src/components/my-thing/my-thing.spec.tsx'], /import \{MyThing\} from '\.\/my-thing';/);
    assert.match(files['src/index.html'], /<my-thing><\/my-thing>/);
    // The installed test packages bring type declarations the release's TypeScript cannot read.
    assert.equal((JSON.parse(files['tsconfig.json']) as {compilerOptions: {skipLibCheck?: boolean}}).compilerOptions.skipLibCheck, true);
  });
  test('the zip holds the same files', () => {
    const files = unzipSync(projectZip(SOURCE, release));
    assert.deepEqual(Object.keys(files).sort(), Object.keys(projectFiles(SOURCE, release)).sort());
    assert.equal(strFromU8(files['stencil.config.ts']), projectFiles(SOURCE, release)['stencil.config.ts']);
  });
  test('a component without a tag gets a default name', () => {
    assert.equal(tagOf('export class X {}'), 'my-component');
  });
});

test("deploy/nginx.conf gives the preview frame the frame's own policy, framed by the site only", () => {
  const nginx = readFileSync(path.join(projectRoot, 'deploy/nginx.conf'), 'utf8');
  assert.ok(nginx.includes(`add_header Content-Security-Policy "${FRAME_POLICY}; frame-ancestors 'self'" always;`));
  assert.match(FRAME_POLICY, /connect-src 'none'/);
  assert.match(FRAME_POLICY, /script-src 'self' blob:;/);
});

describe('each pinned release runs its compiler in a worker', () => {
  // The docs versions' releases, whichever Next pins, and the next major's prerelease (its `compiler/browser`).
  const packages = [...new Set([...ALL_VERSIONS.map((version) => version.typingsPackage), `stencil-core-v${NEXT_MAJOR_RELEASE}`])];
  for (const packageName of packages) {
    test(packageName, () => {
      const kind = compilerKind(packageName);
      const major = Number(/^stencil-core-v(\d+)/.exec(packageName)![1]);
      assert.equal(kind, major >= 5 ? 'module' : major === 4 ? 'bundled' : 'browser');
      if (kind === 'module') return;
      const source = readFileSync(path.join(projectRoot, 'node_modules', packageName, 'compiler/stencil.js'), 'utf8');
      if (kind === 'bundled') {
        // Rollup's native loader is stubbed, and the ts.sys assignment goes through setSys.
        assert.ok(source.includes('"node_modules/rollup/dist/native.js"(exports2, module2) {'));
        const patched = sysThroughSetSys(source);
        assert.notEqual(patched, source);
        assert.match(patched, /var patchTypeScriptSysMinimum = \(\) => \{\n {2}if \(![\w$.]+\.sys\) \{\n {4}[\w$.]+\.setSys\(\{/);
      } else if (major === 3) {
        assert.notEqual(writableTypeScript(source), source);
      }
    });
  }
});

test("the starter is written in each release's own @Component() options: encapsulation where its facts have no shadow", () => {
  const encapsulated = starterFor('encapsulation').tsx;
  assert.match(encapsulated, /^ {2}encapsulation: \{type: 'shadow'\},$/m);
  assert.doesNotMatch(encapsulated, /shadow: true/);
  assert.match(starterFor('shadow').tsx, /^ {2}shadow: true,$/m);
  // Next's release (5.x) has @Component.encapsulation and no @Component.shadow; the latest 4.x the other way round.
  const has = (name: string, version: string) => apiFacts().some((item) => item.name === name && item.versions.includes(version));
  assert.ok(has('@Component.encapsulation', NEXT_VERSION.name) && !has('@Component.shadow', NEXT_VERSION.name));
  assert.ok(has('@Component.shadow', LATEST_VERSION.name));
});

test("the stylesheet is compiled as the component imports it: the query stays, another module's import is not taken", () => {
  const component = [
    'import { h } from "@stencil/core/internal/client";',
    'import helper from "./click-counter.css.ts";',
    'import ClickCounterStyle0 from "./click-counter.css?tag=click-counter&encapsulation=shadow";',
  ].join('\n');
  assert.equal(stylesheetImport(component, 'click-counter.css'), 'click-counter.css?tag=click-counter&encapsulation=shadow');
  assert.equal(stylesheetImport("import s from './click-counter.css';", 'click-counter.css'), 'click-counter.css');
  assert.equal(stylesheetImport('import { h } from "@stencil/core";', 'click-counter.css'), undefined);
});
