/**
 * The machine-readable index as built (src/plugins/llmsTxt): every doc page has its Markdown
 * twin next to its HTML, under the same h1, then the agent directive (issue 29); llms.txt lists
 * the latest release's twins and the home page's, then every version's own files, which list
 * the rest; each stays under what agents read (llms.txt 50,000 characters, a version's index
 * 100,000); every link in them and every site link inside the twins names a file of the build,
 * and no twin carries source syntax the page does not show. Read from build/ (seconds for all
 * versions); tests/site.test.ts fetches llms.txt and llms-full.txt through the server.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {siteUrl} from './support/browser';
import {projectRoot} from '../scripts/lib/contentCheck';
import {ALL_VERSIONS, BASE_URL, LATEST_VERSION, type DocsVersion} from '../src/versions/versions';
import {listingOrder, perVersionFile, versionPrefixFile} from '../src/plugins/llmsTxt/outputs';
import {DIRECTIVE_LEAD} from '../src/markdown/agentDirective';
import {SITE_ORIGIN} from '../src/utils/siteLinks';

const buildDir = path.join(projectRoot, 'build');
const SITE_PREFIX = `${SITE_ORIGIN}${BASE_URL}`;
/** The doc marker of src/theme/DocItem/Content: only doc pages carry it. */
const DOC_MARKER = /<[^>]*\sdata-pagefind-body[\s=>]/;

function filesBelow(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesBelow(full, pattern);
    return pattern.test(name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(buildDir, file).split(path.sep).join('/');
/** `https://stenciljs.com/docs/v3/cli.md#flags` → `v3/cli.md`. */
const buildFileOf = (url: string) => decodeURI(url.slice(SITE_PREFIX.length).replace(/[#?].*$/, ''));
/** Outside fenced code blocks: what a reader sees as prose. */
const prose = (markdown: string) => markdown.replace(/^ *(?:> )*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ *(?:> )*\1\s*$/gm, '');

const docPages = filesBelow(buildDir, /\.html$/)
  .map((file) => ({file, html: readFileSync(file, 'utf8')}))
  .filter(({html}) => DOC_MARKER.test(html));
const twins = new Map(filesBelow(buildDir, /\.md$/).map((file) => [relative(file), readFileSync(file, 'utf8')]));
const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
/** The site index and each version's index stay within what agents read of them (afdocs llms-txt-size: 100,000). */
const LLMS_TXT_MAX_CHARS = 50_000;
const VERSION_INDEX_MAX_CHARS = 100_000;
/** The version whose pages a build file belongs to, by its path: the latest's have no version segment. */
const versionOfFile = (file: string): DocsVersion =>
  ALL_VERSIONS.find((version) => version.pathSegment && file.startsWith(`${version.pathSegment}/`)) ?? LATEST_VERSION;
/** A twin as the llms full files hold it: without the agent directive under its h1. */
const withoutDirective = (twin: string) => twin.replace(new RegExp(`\n\n> ${DIRECTIVE_LEAD} .*\n`), '\n');

describe('Markdown twins', () => {
  test('every doc page has its twin beside its HTML, under the same h1', () => {
    assert.ok(docPages.length > 600, `${docPages.length} doc pages`);
    const problems = docPages.flatMap(({file, html}) => {
      const twin = twins.get(relative(file).replace(/\.html$/, '.md'));
      if (twin === undefined) return [`${relative(file)}: no twin`];
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '');
      const decoded = h1
        ?.replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'");
      return twin.startsWith(`# ${decoded}\n`)
        ? []
        : [`${relative(file)}: the twin starts "${twin.split('\n')[0]}", the h1 is "${decoded}"`];
    });
    assert.deepEqual(problems, []);
  });

  test('no twin shows front matter, MDX imports, version fences or tokens outside code', () => {
    const problems = Array.from(twins).flatMap(([file, markdown]) => {
      const text = prose(markdown);
      const found = [
        /^---\n/.test(markdown) && 'front matter',
        /^import\s.+\sfrom\s+['"]@site\//m.test(text) && 'an MDX import',
        /<\/?(?:Since|Until)\b/.test(text) && 'a version fence',
        /%STENCIL_[A-Z]+%/.test(markdown) && 'a version token',
        /^\s*:::/m.test(text) && 'an admonition fence',
        /^[ >]*(?:`{3,}|~{3,})\S*\s+npm2yarn\b/m.test(markdown) && 'the npm2yarn marker of package-manager tabs',
        /<\/?Tab(?:s|Item)\b/.test(text) && 'a Tabs component',
      ].filter(Boolean);
      return found.length ? [`${file}: ${found.join(', ')}`] : [];
    });
    assert.deepEqual(problems, []);
  });

  test("every twin carries the agent directive under its h1: its own URL, its version's llms file and llms.txt, each a file of the build", () => {
    const problems = Array.from(twins).flatMap(([file, markdown]) => {
      if (file.startsWith('upgrade/')) return [];
      const directive = new RegExp(`^# .*\n\n> ${DIRECTIVE_LEAD} (.*)\n`).exec(markdown)?.[1];
      if (!directive) return [`${file}: no directive under the h1`];
      const links = Array.from(directive.matchAll(/<(https:\/\/[^>]+)>/g), (match) => buildFileOf(match[1]));
      const want = [file, perVersionFile(versionOfFile(file), false), 'llms.txt'];
      return links.join(' ') === want.join(' ') ? [] : [`${file}: the directive links ${links.join(', ')}, want ${want.join(', ')}`];
    });
    assert.deepEqual(problems.slice(0, 10), [], `${problems.length} twins`);
  });

  test('a package-manager block is a plain fence of its npm form', () => {
    assert.match(twins.get('getting-started.md')!, /\n```bash\nnpm init stencil\n```\n/);
    assert.match(twins.get('v3/getting-started.md')!, /\n```bash\nnpx stencil generate hello-card\n```\n/);
  });

  test('every link into the site from a twin names a twin of the build', () => {
    const missing = new Set<string>();
    for (const [file, markdown] of twins) {
      for (const match of prose(markdown).matchAll(/\]\((https:\/\/[^)\s]+)/g)) {
        if (match[1].startsWith(SITE_PREFIX) && !twins.has(buildFileOf(match[1]))) missing.add(`${file} → ${match[1]}`);
      }
    }
    assert.deepEqual(Array.from(missing), []);
  });
});

/** The URLs of a file's list items, in order. */
const listedLinks = (text: string) => Array.from(text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm), (match) => match[1]);
const PER_VERSION_PREFIX = `${SITE_PREFIX}llms/`;

describe('llms.txt', () => {
  const allLinks = listedLinks(llms);
  /** The upgrade plans (src/compare, issue 21) are listed after the versions. */
  const isPlan = (link: string) => buildFileOf(link).startsWith('upgrade/');
  const links = allLinks.filter((link) => !link.startsWith(PER_VERSION_PREFIX) && !isPlan(link));

  test(`is under ${LLMS_TXT_MAX_CHARS.toLocaleString('en')} characters`, () => {
    assert.ok(llms.length < LLMS_TXT_MAX_CHARS, `${llms.length} characters`);
  });

  test("lists exactly the latest release's doc twins and the home page, each once, every link a file of the build", () => {
    assert.deepEqual(
      links.filter((link) => !link.startsWith(SITE_PREFIX) || !existsSync(path.join(buildDir, buildFileOf(link)))),
      [],
    );
    assert.equal(new Set(links).size, links.length, 'no page is listed twice');
    const latestTwins = docPages
      .map(({file}) => relative(file).replace(/\.html$/, '.md'))
      .filter((file) => versionOfFile(file) === LATEST_VERSION);
    assert.ok(latestTwins.length > 50);
    assert.deepEqual(links.map(buildFileOf).sort(), ['index.md', ...latestTwins].sort());
  });

  test('two levels of sections below the title: the latest release and its sidebar groups, every version, the plans', () => {
    assert.match(llms, /^# Stencil\n\n> .+\n/);
    assert.doesNotMatch(llms, /^#{4,} /m, 'depth 2');
    assert.deepEqual(
      llms.split('\n').filter((line) => line.startsWith('## ')),
      [`## ${LATEST_VERSION.label}`, '## Every version', '## Upgrade plans'],
    );
    assert.ok(llms.split('\n').filter((line) => line.startsWith('### ')).length > 5, 'the sidebar groups');
  });

  test('lists an upgrade plan from each older release to the latest, each a file of the build', () => {
    const plans = allLinks.filter(isPlan).map(buildFileOf);
    assert.equal(plans.length, ALL_VERSIONS.length - 2, 'every release but the latest (and not Next)');
    assert.deepEqual(
      plans.filter((file) => !existsSync(path.join(buildDir, file))),
      [],
    );
  });

  test('twins are served at their URL', async () => {
    for (const link of [links[0], links[1], links.at(-1)!]) {
      const response = await fetch(siteUrl(new URL(link).pathname));
      assert.equal(response.status, 200, link);
      assert.equal(await response.text(), twins.get(buildFileOf(link)), link);
    }
  });
});

describe('per-version llms files', () => {
  test('llms.txt lists the pair of every version, in listing order, each a file of the build', () => {
    const expected = listingOrder().flatMap((version) => [perVersionFile(version, false), perVersionFile(version, true)]);
    assert.deepEqual(expected.slice(0, 4), [
      `llms/${LATEST_VERSION.name}.txt`,
      `llms/${LATEST_VERSION.name}-full.txt`,
      'llms/next.txt',
      'llms/next-full.txt',
    ]);
    assert.deepEqual(
      listedLinks(llms).filter((link) => link.startsWith(PER_VERSION_PREFIX)),
      expected.map((file) => `${SITE_PREFIX}${file}`),
    );
    assert.deepEqual(
      expected.filter((file) => !existsSync(path.join(buildDir, file))),
      [],
    );
    assert.equal(readdirSync(path.join(buildDir, 'llms')).length, expected.length, 'no other file in build/llms/');
  });

  test('every version but the latest has the pair at its own prefix as well (/docs/next/llms.txt), the same bytes', () => {
    const prefixed = ALL_VERSIONS.filter((version) => version !== LATEST_VERSION);
    assert.ok(prefixed.some((version) => versionPrefixFile(version, false) === 'next/llms.txt'));
    for (const version of prefixed) {
      for (const full of [false, true]) {
        const file = versionPrefixFile(version, full)!;
        assert.equal(
          readFileSync(path.join(buildDir, file), 'utf8'),
          readFileSync(path.join(buildDir, perVersionFile(version, full)), 'utf8'),
          file,
        );
      }
    }
  });

  test("together they list every doc twin, each in its own version's file", () => {
    const listed = ALL_VERSIONS.flatMap((version) =>
      listedLinks(readFileSync(path.join(buildDir, perVersionFile(version, false)), 'utf8')).map(buildFileOf),
    );
    assert.equal(new Set(listed).size, listed.length, 'no page is listed twice');
    assert.deepEqual(listed.sort(), docPages.map(({file}) => relative(file).replace(/\.html$/, '.md')).sort());
  });

  for (const version of ALL_VERSIONS) {
    test(`${perVersionFile(version, false)} and its -full form: the pages of ${version.label} only, the index under ${VERSION_INDEX_MAX_CHARS.toLocaleString('en')} characters`, () => {
      const index = readFileSync(path.join(buildDir, perVersionFile(version, false)), 'utf8');
      const full = readFileSync(path.join(buildDir, perVersionFile(version, true)), 'utf8');
      assert.ok(index.length < VERSION_INDEX_MAX_CHARS, `${index.length} characters`);
      const listed = listedLinks(index);
      assert.ok(listed.length > 50, `${listed.length} pages`);
      if (version === LATEST_VERSION) {
        const section = llms.slice(llms.indexOf(`\n## ${version.label}\n`), llms.indexOf('\n## Every version\n'));
        assert.deepEqual(listed, listedLinks(section), 'exactly the pages llms.txt lists for it, in its order');
      }
      assert.match(index, new RegExp(`^# Stencil ${version.label.replace(/\./g, '\\.')}\n\n> .+\n`));
      assert.doesNotMatch(index, /^#{3,} /m, 'depth 2');
      for (const [name, text] of [
        ['index', index],
        ['full', full],
      ]) {
        // Addresses quoted in code (a compiler message naming the live docs) are text, not links.
        const links = prose(text).replace(/`[^`\n]*`/g, '');
        const foreign = Array.from(new Set(Array.from(links.matchAll(/https:\/\/[^\s)<>"'`]+/g), (match) => match[0])))
          .filter((url) => url.startsWith(SITE_PREFIX))
          .filter((url) => !twins.has(buildFileOf(url)) || versionOfFile(buildFileOf(url)) !== version);
        assert.deepEqual(foreign, [], `${name}: every site URL is a twin of ${version.label}`);
      }
      assert.ok(full.startsWith(index), 'the full form starts with the index');
      const sources = Array.from(full.matchAll(/^Source: (\S+)$/gm), (match) => match[1]);
      assert.deepEqual(sources, listed, 'then every listed page, in order');
      for (const url of [sources[0], sources.at(-1)!]) {
        assert.ok(full.includes(`Source: ${url}\n\n${withoutDirective(twins.get(buildFileOf(url))!)}`), url);
      }
    });
  }
});
