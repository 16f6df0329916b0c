/**
 * The llms.txt plugin (src/plugins/llmsTxt): a docs source becomes the Markdown twin its page
 * reads as, for the right version (src/markdown/twin.ts), and the twins, llms.txt and
 * llms-full.txt are assembled from the loaded docs in sidebar order (./outputs.ts).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {TwinError, sourceToTwin, type TwinOptions} from '../../src/markdown/twin';
import {twinFile} from '../../src/markdown/twinPath';
import {withAgentDirectiveHtml} from '../../src/markdown/agentDirective';
import {buildLlmsOutputs, perVersionFile, versionPrefixFile, type LlmsSite, type LlmsVersion} from '../../src/plugins/llmsTxt/outputs';
import {ALL_VERSIONS, LATEST_VERSION, NEXT_VERSION, RELEASED_VERSIONS, type DocsVersion} from '../../src/versions/versions';
import type {FenceTarget} from '../../src/versions/fences';
import {release as releaseNamed} from '../../src/versions/release';
import {LIFECYCLE_PHASES} from '../../src/components/LifecycleDiagram/phases';

const lines = (...text: string[]) => text.join('\n');
const release = (major: number, minor: number): FenceTarget => ({
  fenceRelease: releaseNamed(`${major}.${minor}.0`),
  npmVersion: `${major}.${minor}.1`,
  minor: `${major}.${minor}`,
  releaseTag: `v${major}.${minor}.1`,
});
const DOCS = new Map([
  ['docs/components/events.md', 'https://example.com/docs/events.md'],
  ['docs/config/dev-server.md', 'https://example.com/docs/dev-server.md'],
]);

function convert(source: string, options: Partial<TwinOptions> = {}): string {
  return sourceToTwin(source, {
    sourcePath: 'docs/components/methods.md',
    version: release(4, 36),
    title: 'Methods',
    selfUrl: 'https://example.com/docs/methods.md',
    resolveDoc: (sourcePath) => DOCS.get(sourcePath),
    ...options,
  });
}

describe('sourceToTwin', () => {
  test('the title becomes the h1; front matter and MDX imports go, prose that starts with "import" stays', () => {
    const out = convert(
      lines(
        '---',
        'title: Ignored here',
        'description: Not body text',
        '---',
        '',
        "import LifecycleDiagram from '@site/src/components/LifecycleDiagram';",
        "import {Since} from '@site/src/versionsUi/components/VersionFence';",
        '',
        'A method must be async, so callers',
        'import it even though the name never appears.',
      ),
    );
    assert.equal(out, lines('# Methods', '', 'A method must be async, so callers', 'import it even though the name never appears.', ''));
  });

  test('version fences and tokens resolve for the page version, block and inline', () => {
    const source = lines(
      'Stencil %STENCIL_MINOR% (%STENCIL_TAG%).',
      '',
      '<Since version="4.35">',
      '',
      '### `addGlobalStyleToComponents`',
      '',
      '</Since>',
      '',
      'Default `false`<Since version="4.36"> (`true` with a serializer)</Since><Until version="4.35"> (always)</Until>.',
      '',
      '<Until version="4.34">',
      'Old behaviour.',
      '</Until>',
    );
    // The 4.x pages' twins are made from their snapshots (Next's docs/ may document another major).
    const at436 = convert(source, {version: release(4, 36), sourcePath: 'versioned_docs/version-v4.36/components/methods.md'});
    assert.match(at436, /^Stencil 4\.36 \(v4\.36\.1\)\.$/m);
    assert.match(
      at436,
      /^\*Added in v4\.35\*\n\n### `addGlobalStyleToComponents` \*since 4\.35\.0 \(available since Stencil 4\.35\.0\)\*$/m,
      'a kept Since block shows its marker, as on the page, and the heading its API since marker',
    );
    assert.match(at436, /^Default `false` \(`true` with a serializer\)\.$/m);
    assert.doesNotMatch(at436, /Old behaviour|<\/?(Since|Until)/);

    const at434 = convert(source, {version: release(4, 34), sourcePath: 'versioned_docs/version-v4.34/components/methods.md'});
    assert.doesNotMatch(at434, /addGlobalStyleToComponents|Added in/);
    assert.match(at434, /^Default `false` \(always\)\.$/m);
    assert.match(at434, /^Old behaviour\.$/m);

    const next = convert(source, {version: NEXT_VERSION});
    assert.match(next, new RegExp(`^Stencil ${NEXT_VERSION.minor.replace('.', '\\.')} `, 'm'));
    assert.doesNotMatch(next, /Old behaviour/);
  });

  test('relative doc links become absolute twin URLs, anchors kept; other links and inline code are left alone', () => {
    const out = convert(
      lines(
        'See [events](./events.md), [the dev server](../config/dev-server.md#port "Port"), [below](#usage),',
        '[MDN](https://developer.mozilla.org/) and `[not a link](./events.md)`.',
      ),
    );
    assert.match(out, /\[events\]\(https:\/\/example\.com\/docs\/events\.md\)/);
    assert.match(out, /\[the dev server\]\(https:\/\/example\.com\/docs\/dev-server\.md#port "Port"\)/);
    assert.match(out, /\[below\]\(https:\/\/example\.com\/docs\/methods\.md#usage\)/);
    assert.match(out, /\[MDN\]\(https:\/\/developer\.mozilla\.org\/\)/);
    assert.match(out, /`\[not a link\]\(\.\/events\.md\)`/);
  });

  test('a link to a doc its version lacks fails with the file and line', () => {
    assert.throws(
      () => convert(lines('---', 'title: x', '---', '', 'See [gone](./gone.md).')),
      (error: unknown) => {
        assert.ok(error instanceof TwinError);
        assert.match(error.message, /docs\/components\/methods\.md:5: link to \.\/gone\.md/);
        return true;
      },
    );
  });

  test('code blocks are kept byte for byte, except the highlighter magic comments', () => {
    const code = lines(
      '```tsx title="src/my-el.tsx"',
      "import { Component, h } from '@stencil/core';",
      '',
      '// highlight-next-line',
      'export const x = <Host>[link](./events.md)</Host>;',
      '    {/* added-start */}',
      ':::note',
      '<LifecycleDiagram />',
      '```',
    );
    const out = convert(lines('Intro.', '', code));
    assert.equal(
      out,
      lines(
        '# Methods',
        '',
        'Intro.',
        '',
        // The title the page shows above the block, as text.
        '`src/my-el.tsx`:',
        '```tsx title="src/my-el.tsx"',
        "import { Component, h } from '@stencil/core';",
        '',
        'export const x = <Host>[link](./events.md)</Host>;',
        ':::note',
        '<LifecycleDiagram />',
        '```',
        '',
      ),
    );
  });

  test('JSX wrappers keep their Markdown children; a component with a Markdown form is written out; others fail', () => {
    const out = convert(lines('<Tabs>', '<TabItem value="npm">', '', 'Run **npm**.', '', '</TabItem>', '</Tabs>'));
    assert.equal(out, lines('# Methods', '', 'Run **npm**.', ''));

    const diagram = convert(lines('## At a glance', '', '<LifecycleDiagram />', '', '## Next'));
    for (const phase of LIFECYCLE_PHASES) assert.ok(diagram.includes(`**${phase.title}.** ${phase.trigger}`), phase.title);
    assert.match(diagram, /^1\. `connectedCallback\(\)`: /m);
    assert.match(diagram, /`componentWillLoad\(\)` may return a Promise: /);
    assert.doesNotMatch(diagram, /<LifecycleDiagram/);

    assert.throws(() => convert('<Unknown prop="1" />'), /<Unknown \/> has no Markdown form/);
  });

  test('an explicit heading id in MDX comment form is dropped from the heading', () => {
    assert.equal(
      convert(lines('### Tag `<tag>` is taken {/* #tag-is-taken */}', '', 'Text.')),
      lines('# Methods', '', '### Tag `<tag>` is taken', '', 'Text.', ''),
    );
  });

  test('admonitions become block quotes with their label or title, code inside quoted too', () => {
    const out = convert(
      lines(
        'Before.',
        '',
        ':::caution Missing sources',
        'Add `warn: false`.',
        '',
        '```js',
        'a();',
        '```',
        ':::',
        'After.',
        '',
        ':::tip',
        'Short.',
        ':::',
      ),
    );
    assert.equal(
      out,
      lines(
        '# Methods',
        '',
        'Before.',
        '',
        '> **Caution: Missing sources**',
        '>',
        '> Add `warn: false`.',
        '>',
        '> ```js',
        '> a();',
        '> ```',
        '',
        'After.',
        '',
        '> **Tip**',
        '>',
        '> Short.',
        '',
      ),
    );
  });
  test('a fence marked npm2yarn (package-manager tabs on the page) is a plain fence of the npm form, then each other tab under its name', () => {
    const out = convert(
      lines('```bash npm2yarn', 'npm install @stencil/store --save-dev', '```', '', '~~~bash   npm2yarn ', 'npx stencil build', '~~~'),
    );
    assert.equal(
      out,
      lines(
        '# Methods',
        '',
        '```bash',
        'npm install @stencil/store --save-dev',
        '```',
        '',
        'yarn:',
        '',
        '```bash',
        'yarn add @stencil/store --dev',
        '```',
        '',
        'pnpm:',
        '',
        '```bash',
        'pnpm add @stencil/store --save-dev',
        '```',
        '',
        '~~~bash',
        'npx stencil build',
        '~~~',
        '',
        'yarn:',
        '',
        '~~~bash',
        'yarn stencil build',
        '~~~',
        '',
        'pnpm:',
        '',
        '~~~bash',
        'pnpm exec stencil build',
        '~~~',
        '',
      ),
    );
    assert.equal(
      convert(lines('```bash title="npm2yarn"', 'x', '```')),
      lines('# Methods', '', '`npm2yarn`:', '```bash title="npm2yarn"', 'x', '```', ''),
    );
  });
});

describe('buildLlmsOutputs', () => {
  const site: LlmsSite = {title: 'Stencil', description: 'About Stencil.', origin: 'https://example.com', baseUrl: '/docs/'};
  const older = RELEASED_VERSIONS.at(-1)!;
  const doc = (version: DocsVersion, id: string, extra: {unlisted?: boolean; body?: string} = {}) => ({
    id,
    title: `Title of ${id}`,
    description: `About ${id}.`,
    permalink: `${version.path.replace(/\/$/, '')}/${id.split('/').pop()}`,
    sourcePath: `${version.docsFolder}/${id}.md`,
    unlisted: extra.unlisted ?? false,
    fileContent: extra.body ?? `Body of ${id} in ${version.label}.`,
  });
  const category = (label: string, items: LlmsVersion['sidebars'][number]) => ({
    type: 'category' as const,
    label,
    items,
    collapsed: true,
    collapsible: true,
  });
  const docItem = (id: string) => ({type: 'doc' as const, id});
  const versionOf = (version: DocsVersion): LlmsVersion => ({
    version,
    docs: [
      doc(version, 'intro/overview'),
      doc(version, 'testing/unit', {body: 'See [the overview](../intro/overview.md).'}),
      doc(version, 'testing/e2e/runner'),
      doc(version, 'telemetry'),
      doc(version, 'build-variables'),
      doc(version, 'hidden', {unlisted: true}),
    ],
    sidebars: [
      [
        category('Introduction', [docItem('intro/overview')]),
        category('Testing', [docItem('testing/unit'), category('End-to-end', [docItem('testing/e2e/runner')])]),
        category('Community', [{type: 'link', label: 'Forum', href: 'https://forum.example.com'}]),
        category('Legal', [docItem('telemetry')]),
      ],
    ],
  });
  const quickStartCode = Object.fromEntries(
    ['create', 'component', 'build'].map((name) => [
      name,
      readFileSync(path.join(import.meta.dirname, `../../src/pages/_quickStart/${name}.md`), 'utf8'),
    ]),
  );
  const {files, docCount} = buildLlmsOutputs(site, [versionOf(older), versionOf(NEXT_VERSION), versionOf(LATEST_VERSION)], quickStartCode);
  const llms = files.get('llms.txt')!;

  test("the latest release's ## section, one ### per top-level sidebar category, nested ones flattened; then every version", () => {
    const headings = llms.split('\n').filter((line) => line.startsWith('## '));
    // Then the upgrade plans (src/compare, issue 21).
    assert.deepEqual(headings, [`## ${LATEST_VERSION.label}`, '## Every version', '## Upgrade plans']);
    const latest = llms.slice(llms.indexOf(`## ${LATEST_VERSION.label}`), llms.indexOf('## Every version'));
    assert.deepEqual(
      latest.split('\n').filter((line) => line.startsWith('### ')),
      ['### Introduction', '### Testing', '### Legal', '### Other pages'],
      'empty categories are skipped; docs outside the sidebar come last',
    );
    assert.match(
      latest,
      /### Testing\n\n- \[Title of testing\/unit\]\(https:\/\/example\.com\/docs\/unit\.md\): About testing\/unit\.\n- \[Title of testing\/e2e\/runner\]/,
    );
    assert.match(latest, /### Other pages\n\n- \[Title of build-variables\]\(https:\/\/example\.com\/docs\/build-variables\.md\)/);
    assert.doesNotMatch(llms, /hidden/, 'unlisted docs are not listed');
  });

  test('every doc has its twin at its route, the home page too, with links absolute within the version', () => {
    assert.equal(docCount, 18);
    assert.equal(twinFile('/docs/', '/docs/'), 'index.md');
    assert.equal(twinFile('/docs/v3/intro', '/docs/'), 'v3/intro.md');
    // Under the h1, the agent directive (src/markdown/agentDirective.ts): the twin, its version's index, llms.txt.
    const directive = (version: DocsVersion) => {
      const prefix = version.pathSegment ? `${version.pathSegment}/` : '';
      return `> For AI agents: this page as Markdown is <https://example.com/docs/${prefix}unit.md>; the index of the ${version.label} docs (the version of this page) is <https://example.com/docs/${perVersionFile(version, false)}>, and of every version <https://example.com/docs/llms.txt>.`;
    };
    assert.equal(
      files.get('unit.md'),
      `# Title of testing/unit\n\n${directive(LATEST_VERSION)}\n\nSee [the overview](https://example.com/docs/overview.md).\n`,
    );
    assert.equal(
      files.get(`${older.pathSegment}/unit.md`),
      `# Title of testing/unit\n\n${directive(older)}\n\nSee [the overview](https://example.com/docs/${older.pathSegment}/overview.md).\n`,
    );
    assert.ok(files.has('next/hidden.md'), 'an unlisted doc still has its twin');
    assert.match(files.get('index.md')!, /^# Stencil documentation\n\n> For AI agents: /);
    assert.match(
      files.get('index.md')!,
      new RegExp(`- \\[${older.label}\\]\\(https://example\\.com/docs/${older.pathSegment}/introduction\\.md\\)`),
    );
    assert.match(llms, /^- \[Stencil documentation\]\(https:\/\/example\.com\/docs\/index\.md\)/m);
    // The home page's own text and code (src/pages/_home.ts, src/pages/_quickStart/), issue 29.
    const home = files.get('index.md')!;
    for (const text of [
      '\n## Quick start\n\n### Create a component library\n\nThe generator copies',
      '\n`src/components/my-greeting/my-greeting.tsx`:\n```tsx title="src/components/my-greeting/my-greeting.tsx"\n',
      '\n```bash\nnpm init stencil component my-design-system\n',
      '`<my-greeting name="Stencil"></my-greeting>`',
      '\n- [Components](https://example.com/docs/component.md): Decorators, props,',
    ]) {
      assert.ok(home.includes(text), text);
    }
  });

  test('the agent directive goes into the HTML of every doc page and the home page, right after <body>', () => {
    const {directives} = buildLlmsOutputs(site, [versionOf(older), versionOf(LATEST_VERSION)]);
    assert.equal(directives.size, 1 + 2 * 6);
    const html = directives.get(`${older.path}/unit`)!;
    assert.match(
      html,
      /^<aside data-agent-directive="" aria-label="Note for AI agents" style="[^"]*clip-path:inset\(50%\)[^"]*"><p>For AI agents: /,
    );
    assert.doesNotMatch(html, /display:\s*none|aria-hidden/);
    assert.deepEqual(
      Array.from(html.matchAll(/<a href="([^"]+)" tabindex="-1">/g), (match) => match[1]),
      [`${older.path}/unit.md`, `/docs/${perVersionFile(older, false)}`, '/docs/llms.txt'],
    );
    assert.equal(
      withAgentDirectiveHtml('<html><head></head><body class="x"><div id="__docusaurus"></div></body></html>', '<p>n</p>'),
      '<html><head></head><body class="x"><p>n</p><div id="__docusaurus"></div></body></html>',
    );
  });

  test("llms-full.txt is the index, then the home page and every version's pages in listing order, without the directive", () => {
    const full = files.get('llms-full.txt')!;
    assert.ok(full.startsWith(llms));
    const sources = Array.from(full.matchAll(/^Source: (\S+)$/gm), (match) => match[1]);
    const perVersion = [LATEST_VERSION, NEXT_VERSION, older].flatMap((version) =>
      Array.from(
        files.get(perVersionFile(version, false))!.matchAll(/\]\((https:\/\/example\.com\/docs\/[^)]+\.md)\)/g),
        (match) => match[1],
      ),
    );
    assert.deepEqual(sources, ['https://example.com/docs/index.md', ...perVersion]);
    assert.match(full, /Source: https:\/\/example\.com\/docs\/unit\.md\n\n# Title of testing\/unit\n\nSee /);
    assert.doesNotMatch(full, /For AI agents/);
  });
  test('llms/<version>.txt and -full.txt per version: the pages of that version only, in sidebar order, listed in llms.txt', () => {
    const built = [older, NEXT_VERSION, LATEST_VERSION];
    assert.deepEqual(
      built.map((version) => perVersionFile(version, false)),
      [`llms/${older.name}.txt`, 'llms/next.txt', `llms/${LATEST_VERSION.name}.txt`],
    );
    const twinLinks = (text: string) => Array.from(text.matchAll(/\((https:\/\/example\.com\/docs\/[^)]+\.md)\)/g), (match) => match[1]);
    const latestSection = llms.slice(llms.indexOf(`\n## ${LATEST_VERSION.label}\n`), llms.indexOf('\n## Every version\n'));
    const pagesOf = (version: DocsVersion) => twinLinks(files.get(perVersionFile(version, false))!);
    for (const version of built) {
      const index = files.get(perVersionFile(version, false))!;
      const full = files.get(perVersionFile(version, true))!;
      assert.match(index, new RegExp(`^# Stencil ${version.label}\n\n> About Stencil\\.\n`));
      assert.doesNotMatch(index, /^#{3,} /m, 'depth 2: the title, then sidebar groups');
      if (version === LATEST_VERSION) assert.deepEqual(twinLinks(index), twinLinks(latestSection), 'the same pages as llms.txt lists');
      assert.equal(twinLinks(index).length, 5);
      const others = built.filter((other) => other !== version);
      for (const text of [index, full]) {
        const urls = Array.from(text.matchAll(/https:\/\/example\.com\/docs\/[^)\s]*/g), (match) => match[0]);
        assert.deepEqual(
          urls.filter(
            (url) => !files.has(url.slice('https://example.com/docs/'.length)) || others.some((other) => pagesOf(other).includes(url)),
          ),
          [],
          `${version.label}: no URL of another version`,
        );
      }
      assert.ok(full.startsWith(index));
      assert.deepEqual(
        Array.from(full.matchAll(/^Source: (\S+)$/gm), (match) => match[1]),
        twinLinks(index),
      );
      assert.match(
        full,
        new RegExp(
          `Source: https://example\\.com/docs/${version.pathSegment ? `${version.pathSegment}/` : ''}unit\\.md\n\n# Title of testing/unit\n`,
        ),
      );
    }
    const everyVersion = llms.slice(llms.indexOf('\n## Every version\n'), llms.indexOf('\n## Upgrade plans\n'));
    assert.deepEqual(
      Array.from(everyVersion.matchAll(/^- \[[^\]]+\]\(https:\/\/example\.com\/docs\/([^)]+)\)/gm), (match) => match[1]),
      [
        ...[LATEST_VERSION, NEXT_VERSION, older].flatMap((version) => [perVersionFile(version, false), perVersionFile(version, true)]),
        'index.md',
      ],
      "every version's files, in listing order, then the home page",
    );
    assert.ok(ALL_VERSIONS.every((version) => !perVersionFile(version, false).includes('current')));
  });
  test('each version but the latest has its two files at its own prefix too (next/llms.txt), the same text', () => {
    for (const version of [older, NEXT_VERSION]) {
      for (const full of [false, true]) {
        const atPrefix = versionPrefixFile(version, full);
        assert.equal(atPrefix, `${version.pathSegment}/${full ? 'llms-full.txt' : 'llms.txt'}`);
        assert.equal(files.get(atPrefix!), files.get(perVersionFile(version, full)), atPrefix);
      }
    }
    assert.equal(versionPrefixFile(LATEST_VERSION, false), undefined, "the latest's prefix is the root: llms.txt is the site index");
  });
});
