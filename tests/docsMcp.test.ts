/**
 * The docs MCP server (packages/docs-mcp) over stdio, as an agent's client talks to it: the SDK's
 * Client and StdioClientTransport start the built server (dist/cli.mjs, data from this build,
 * `npm run mcp:build`) in fixture projects (tests/fixtures/mcp/<name>: a package.json, but for
 * v4-33 an installed @stencil/core manifest, and for v4-34 a stencil.config.ts), and each answer must come from the project's
 * version's docs only, say which version, and link the pages on the site.
 *
 * The server runs on the system's Node (20), not the Node 22 that node_modules/.bin puts first on
 * an npm script's PATH (for a checker that needs it): the package supports Node 20.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {accessSync, constants, existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {ErrorCode, McpError, type CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {projectRoot} from '../scripts/lib/contentCheck';
import {SITE_ORIGIN} from '../src/utils/siteLinks';
import {BASE_URL, LATEST_VERSION, docUrl, versionByName} from '../src/versions/versions';
import {twinFile} from '../src/markdown/twinPath';
import {withoutAgentDirectiveMarkdown} from '../src/markdown/agentDirective';

const packageDir = path.join(projectRoot, 'packages/docs-mcp');
const bin = path.join(packageDir, JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).bin['stencil-docs-mcp']);
const metaFile = path.join(packageDir, 'data/meta.json');
const fixture = (name: string) => path.join(projectRoot, 'tests/fixtures/mcp', name);

/** The first `node` on PATH outside a node_modules folder: the system's. */
function systemNode(): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir || dir.split(path.sep).includes('node_modules')) continue;
    const candidate = path.join(dir, 'node');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return process.execPath;
}
const node = systemNode();

const pageLink = (version: string) => `${SITE_ORIGIN}${versionByName(version)!.path.replace(/\/?$/, '/')}`;
const LINK = /\]\((https:\/\/[^)\s]+)\)|(https:\/\/\S+)/g;
const linksOf = (text: string) => [...text.matchAll(LINK)].map((match) => match[1] ?? match[2]);

async function connect(project: string, extraArgs: string[] = []): Promise<Client> {
  const transport = new StdioClientTransport({command: node, args: [bin, '--cwd', project, ...extraArgs], stderr: 'pipe'});
  const client = new Client({name: 'docs-mcp-test', version: '0.0.0'});
  await client.connect(transport);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  assert.equal(result.isError, undefined, `${name} failed: ${JSON.stringify(result.content)}`);
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

/** Every site link of an answer is in `version`'s docs (and there is one), and names a built page and one of its ids. */
function assertLinksIn(answer: string, version: string) {
  const links = linksOf(answer).filter((url) => url.startsWith(`${SITE_ORIGIN}${BASE_URL}`));
  assert.ok(links.length > 0, `no link to the site in:\n${answer}`);
  for (const url of links) {
    assert.ok(url.startsWith(pageLink(version)), `${url} is not in ${version}'s docs`);
    const [pathname, anchor] = url.slice(SITE_ORIGIN.length).split('#');
    // A page's link or its Markdown twin's (`.md`, in page text): either names the built page.
    const html = path.join(projectRoot, 'build', twinFile(pathname.replace(/\.md$/, '')).replace(/\.md$/, '.html'));
    assert.ok(existsSync(html), `${url}: no page ${path.relative(projectRoot, html)}`);
    if (anchor)
      assert.match(
        readFileSync(html, 'utf8'),
        new RegExp(`\\sid="?${anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s">]`),
        `${url}: no such id`,
      );
  }
}

before(() => {
  assert.ok(
    existsSync(bin) && existsSync(metaFile),
    'packages/docs-mcp has no bundle or data: run `npm run mcp:build` after `npm run build`',
  );
  assert.ok(
    statSync(metaFile).mtimeMs >= statSync(path.join(projectRoot, 'build/index.html')).mtimeMs,
    'packages/docs-mcp/data is older than build/: run `npm run mcp:build`',
  );
});

describe("Next's pages, as the build resolved them", () => {
  let client: Client;
  before(async () => (client = await connect(fixture('v4-34'))));
  after(() => client.close());

  test('descriptions and titles carry no unresolved version token, in the data and in search_docs', async () => {
    const pages = JSON.parse(readFileSync(path.join(packageDir, 'data/pages/current.json'), 'utf8')) as {
      route: string;
      file: string;
      title: string;
      description?: string;
    }[];
    const unresolved = pages.filter((page) => /%STENCIL_[A-Z]+%/.test(`${page.title} ${page.description ?? ''}`)).map((page) => page.route);
    assert.deepEqual(unresolved, [], 'the front-matter hook resolves the tokens of these pages; the data kept them');
    // components/api's description names the release Next documents.
    const api = pages.find((page) => page.file === 'components/api.md');
    assert.ok(api?.description?.includes(`Stencil ${versionByName('current')!.minor}`), String(api?.description));
    const answer = await call(client, 'search_docs', {query: 'functions and types @stencil/core exports', version: 'next', limit: 10});
    assert.match(answer, new RegExp(`/next/${api!.route}\\b`));
    assert.doesNotMatch(answer, /%STENCIL_/);
  });
});

describe('a Stencil 4.34 project', () => {
  let client: Client;
  before(async () => (client = await connect(fixture('v4-34'))));
  after(() => client.close());

  test('is answered from v4.34 (the installed release, not the ^4.33.0 range), and says so', async () => {
    const answer = await call(client, 'search_docs', {query: 'watch external directories'});
    assert.match(answer.split('\n')[0], /docs v4\.34 \(@stencil\/core 4\.34\.0\): @stencil\/core 4\.34\.0 installed/);
    assertLinksIn(answer, 'v4.34');
  });

  test('is offered watchExternalDirs (4.34) and never suppressReservedPublicNameWarnings (4.38)', async () => {
    const found = await call(client, 'search_docs', {query: 'watchExternalDirs'});
    assert.match(found, /watchExternalDirs/);
    // The whole page (it is longer than one answer holds unless asked).
    const config = await call(client, 'get_page', {page: 'config', section: 'all'});
    assert.match(config, /watchExternalDirs/);
    assert.doesNotMatch(config, /suppressReservedPublicNameWarnings/);
    assertLinksIn(config, 'v4.34');
    const query = 'suppress warnings about reserved public names';
    assert.doesNotMatch(await call(client, 'search_docs', {query, limit: 10}), /suppressReservedPublicNameWarnings/);
    // The same search in the docs of 4.38 offers it: the assertion above can fail.
    assert.match(await call(client, 'search_docs', {query, limit: 10, version: 'v4.38'}), /suppressReservedPublicNameWarnings/);
    const availability = await call(client, 'api_availability', {name: 'suppressReservedPublicNameWarnings'});
    // Answered for the installed release itself (issue 40), from the history of every release.
    assert.match(
      availability,
      /suppressReservedPublicNameWarnings \(config option, config\): NOT in @stencil\/core 4\.34\.0: added in 4\.38\.0/,
    );
    assertLinksIn(availability, 'v4.34');
    assert.match(
      await call(client, 'api_availability', {name: 'watchExternalDirs'}),
      /watchExternalDirs \(config option, config\): available in @stencil\/core 4\.34\.0\. since 4\.34\.0\./,
    );
  });

  test("a pasted message: its entry on v4.34's messages page first, then the page the entry links to", async () => {
    const answer = await call(client, 'search_docs', {query: '[ ERROR ]  "my button" tag cannot contain a space', limit: 3});
    const hits = answer.split('\n').filter((line) => /^\d+\. /.test(line));
    assert.match(hits[0], new RegExp(`\\(${pageLink('v4.34')}diagnostics/build#tag-cannot-contain-a-space`));
    assert.match(hits[1], new RegExp(`\\(${pageLink('v4.34')}component#`));
    assertLinksIn(answer, 'v4.34');
  });

  test('checks its stencil.config.ts against 4.34.0 (installed): a typo, and an option of 4.38 that 4.34 lacks', async () => {
    const answer = await call(client, 'check_project', {});
    assert.match(answer, /stencil\.config\.ts: read from .*tests\/fixtures\/mcp\/v4-34\/stencil\.config\.ts/);
    assert.match(
      answer,
      /line 6:3 `watchExternalDir` \(unknown\): 4\.34\.0 knows no config key `watchExternalDir`; did you mean `watchExternalDirs`\?/,
    );
    assert.match(answer, /line 7:3 `suppressReservedPublicNameWarnings` \(newer\): .* is not in 4\.34\.0; it arrives in 4\.38\.0/);
    // Checked as the installed release, not as the lowest of package.json's ^4.33.0.
    assert.match(answer, /Checking from 4\.34\.0\b.*checked against 4\.34\.0\./);
    assert.doesNotMatch(answer, /`watchExternalDirs` \(/, 'watchExternalDirs is a 4.34 option');
    // The upgrade to 4.38: the plan, filtered to this project.
    const upgrade = await call(client, 'check_project', {upgradeTo: 'v4.38'});
    assert.match(upgrade, /Checking the upgrade to v4\.38/);
    assert.match(upgrade, /## Upgrade plan\n\n\d+ of \d+ items concern this project/);
  });

  test('plans the upgrade from v4.34 to the latest release', async () => {
    const plan = await call(client, 'plan_upgrade', {});
    assert.match(plan, /# Upgrade plan: Stencil v4\.34 to v4\.38/);
    // Added between the two releases: named in the API section's note of additions, nothing to do.
    assert.match(plan, /New between v4\.34 and v4\.38, nothing to do: [^\n]*`suppressReservedPublicNameWarnings`/);
    assert.doesNotMatch(plan, /watchExternalDirs/, 'an item v4.34 already has is no upgrade step');
  });
});

describe('a Stencil 3 project', () => {
  let client: Client;
  before(async () => (client = await connect(fixture('v3'))));
  after(() => client.close());

  test('gets v3 pages only', async () => {
    const answer = await call(client, 'search_docs', {query: 'component lifecycle methods'});
    assert.match(answer.split('\n')[0], /docs v3 \(@stencil\/core 3\.4\.2\)/);
    assertLinksIn(answer, 'v3');
    // Named by the latest release's URL, the page comes from v3: v3's twin as the build wrote it.
    const page = await call(client, 'get_page', {page: `${SITE_ORIGIN}${BASE_URL}component-lifecycle`, section: 'all'});
    assert.match(page, new RegExp(`Page: ${pageLink('v3')}component-lifecycle`));
    // The server hands out the twin without its note to agents (whose llms links are noise there).
    const twin = (version: string) =>
      withoutAgentDirectiveMarkdown(
        readFileSync(path.join(projectRoot, 'build', twinFile(docUrl(versionByName(version)!, 'component-lifecycle'))), 'utf8'),
      );
    assert.ok(page.endsWith(twin('v3')), 'not the v3 twin');
    assert.notEqual(twin('v3'), twin(LATEST_VERSION.name));
  });
});

describe('projects on releases no docs version pins (issue 40): answered for their own release', () => {
  const availability = async (project: string, name: string) => {
    const client = await connect(fixture(project));
    try {
      return await call(client, 'api_availability', {name});
    } finally {
      await client.close();
    }
  };

  test('4.1.0 (package.json only): @AttachInternals and formAssociated arrived in 4.5.0, after its release', async () => {
    const answer = await availability('v4-1', '@AttachInternals');
    assert.match(answer.split('\n')[0], /docs v4\.33 .*"4\.1\.0" in package\.json/);
    assert.match(answer, /^API facts for @stencil\/core 4\.1\.0 itself/m);
    assert.match(answer, /- @AttachInternals \(decorator, decorators\): NOT in @stencil\/core 4\.1\.0: added in 4\.5\.0\./);
    assert.match(await availability('v4-1', '@Component.formAssociated'), /NOT in @stencil\/core 4\.1\.0: added in 4\.5\.0/);
  });

  test('4.20.0: scriptDataOpts is there and deprecated since 4.18.1', async () => {
    assert.match(
      await availability('v4-20', 'extras.scriptDataOpts'),
      /- extras\.scriptDataOpts \(config option, extras\): available in @stencil\/core 4\.20\.0 \(deprecated since 4\.18\.1\)/,
    );
  });

  test('4.41.0 (installed; newer than every docs version): its extras.additionalTagTransformers is known', async () => {
    const answer = await availability('v4-41', 'extras.additionalTagTransformers');
    assert.match(answer.split('\n')[0], /docs v4\.38 .*@stencil\/core 4\.41\.0 installed/);
    assert.match(answer, /- extras\.additionalTagTransformers \(config option, extras\): available in @stencil\/core 4\.41\.0\./);
    assertLinksIn(answer, 'v4.38');
  });
});

describe("check_project at the project's exact release (issue 40), on the fixture projects", () => {
  const project = (name: string) => path.join(projectRoot, 'tests/fixtures/projects', name);
  const check = async (name: string, args: Record<string, unknown>) => {
    const client = await connect(project(name));
    try {
      return await call(client, 'check_project', args);
    } finally {
      await client.close();
    }
  };

  test('4.41.0: extras.additionalTagTransformers is its own key, not covered by the v4.38 docs (not unknown)', async () => {
    const answer = await check('v4.41.0', {section: 'all'});
    assert.match(
      answer,
      /checked against 4\.41\.0's own record\. The links go to v4\.38, which documents 4\.38\.0: keys that arrived after it/,
    );
    // The release comes from node_modules, which the heading says; not a choice of the caller's.
    assert.doesNotMatch(answer, /as chosen/);
    assert.match(
      answer,
      /^- line \d+:\d+ `extras\.additionalTagTransformers` \(not-in-docs\): `extras\.additionalTagTransformers` arrives in 4\.\d+\.\d+, after 4\.38\.0 \(which v4\.38 documents\)/m,
    );
    assert.doesNotMatch(answer, /additionalTagTransformers` \(unknown\)/);
    assert.doesNotMatch(answer, /knows no config key `extras\.additionalTagTransformers`/);
    // A target past the newest docs version is checked as itself.
    const upgrade = await check('v4.41.0', {upgradeTo: '4.45.1', section: 'all'});
    assert.match(upgrade, /Checking the upgrade to @stencil\/core 4\.45\.1 \(nearest docs version: v4\.38\)/);
    assert.match(upgrade, /checked at 4\.41\.0 and at every release up to 4\.45\.1\./);
  });

  test('explain_message at the exact release (4.1.0): a message 4.1.0 prints that no 4.x docs version prints, and one it does not print yet', async () => {
    const client = await connect(project('v4.1.0'));
    try {
      const watch = await call(client, 'explain_message', {
        message: "@Watch('colour') is trying to watch for changes in a property that does not exist.",
      });
      assert.doesNotMatch(watch, /does not print this message/);
      assert.match(watch, /Printed by @stencil\/core 2\.0\.0–4\.2\.\d+/);
      const accessor = await call(client, 'explain_message', {message: 'A get accessor should be decorated before a set accessor'});
      assert.match(accessor, /@stencil\/core 4\.1\.0 \(v4\.33\) does not print this message\. It is printed by @stencil\/core 4\.23\.0–/);
    } finally {
      await client.close();
    }
  });

  test('4.1.0 upgrading to v4.38: testing.browserHeadless: true is refused; its plugin is listed as not checked', async () => {
    const answer = await check('v4.1.0', {upgradeTo: 'v4.38', section: 'all'});
    assert.match(answer, /Checking the upgrade to v4\.38 \(@stencil\/core 4\.38\.0\)/);
    assert.match(answer, /checked at 4\.1\.0 and at every release up to 4\.38\.0/);
    assert.doesNotMatch(answer, /as chosen/);
    assert.match(answer, /^- line \d+:\d+ `testing\.browserHeadless` \(refused\): /m);
    assert.match(answer, /^## Plugins\n\n- sass from @stencil\/sass \(line \d+\): not checked/m);
    assert.doesNotMatch(answer, /line 0/);
  });
});

describe('a Stencil 4.33 project (package.json only)', () => {
  let client: Client;
  before(async () => (client = await connect(fixture('v4-33'))));
  after(() => client.close());

  test('a pasted message only 4.37 and later print: not printed by 4.33, printed by 4.37', async () => {
    const answer = await call(client, 'explain_message', {
      message:
        '[ WARN  ]  Component classes can only extend from other Stencil decorated base classes when targetting more modern JavaScript (ES2022 and above). Please amend your tsconfig.json.',
    });
    assert.match(answer.split('\n')[0], /docs v4\.33 .*"~4\.33\.1" in package\.json/);
    assert.match(
      answer,
      /@stencil\/core 4\.33\.1 \(v4\.33\) does not print this message\. It is printed by @stencil\/core 4\.37\.0–4\.\d+\.\d+ \(docs v4\.37, v4\.38/,
    );
    assert.ok(
      linksOf(answer).some((url) => url.startsWith(`${pageLink('v4.37')}diagnostics/`)),
      answer,
    );
  });

  test("a cause worded apart per major line reads as the project's line: no fence tags, 4.x's wording", async () => {
    const answer = await call(client, 'explain_message', {message: 'Build results missing "hydrateAppFilePath"'});
    assert.doesNotMatch(answer, /<\/?(Since|Until)\b/);
    assert.match(answer, /What triggers it: Prerendering needs the build's hydrate script/);
    assert.doesNotMatch(answer, /skipInDev/);
  });

  test('a message 4.33 prints is explained from v4.33', async () => {
    const answer = await call(client, 'explain_message', {message: '[ ERROR ]  "my-button-" tag cannot end with a dash (-)'});
    assert.doesNotMatch(answer, /does not print/);
    assert.match(answer, /Message \(compiler/);
    assertLinksIn(answer, 'v4.33');
  });
});

describe('malformed requests', () => {
  let client: Client;
  before(async () => (client = await connect(fixture('v4-34'))));
  after(() => client.close());

  test('get protocol errors, and the server keeps answering', async () => {
    await assert.rejects(client.request({method: 'tools/nonexistent', params: {}}, z.object({})), (error: unknown) => {
      assert.ok(error instanceof McpError);
      assert.equal(error.code, ErrorCode.MethodNotFound);
      return true;
    });
    // tools/call without a tool name.
    await assert.rejects(client.request({method: 'tools/call', params: {arguments: {}}}, z.object({})), (error: unknown) => {
      assert.ok(error instanceof McpError, String(error));
      // The SDK's request schema rejects it before any tool runs: a JSON-RPC error response.
      assert.ok([ErrorCode.InvalidParams, ErrorCode.InvalidRequest, ErrorCode.InternalError].includes(error.code), `code ${error.code}`);
      assert.match(error.message, /name/);
      return true;
    });
    // Arguments of the wrong type are the tool's error, not a crash.
    const wrong = (await client.callTool({name: 'search_docs', arguments: {query: 42}})) as CallToolResult;
    assert.equal(wrong.isError, true);
    const tools = await client.listTools();
    assert.deepEqual(tools.tools.map((tool) => tool.name).sort(), [
      'api_availability',
      'check_project',
      'explain_message',
      'get_page',
      'plan_upgrade',
      'search_docs',
    ]);
  });

  test('a line that is not JSON is no crash: the next request is answered', async () => {
    const child = spawn(node, [bin, '--cwd', fixture('v4-34')], {stdio: ['pipe', 'pipe', 'pipe']});
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stdin.write('{this is not json\n');
    child.stdin.write(`${JSON.stringify({jsonrpc: '2.0', id: 7, method: 'ping'})}\n`);
    const deadline = Date.now() + 10_000;
    while (!stdout.includes('"id":7') && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 50));
    assert.equal(child.exitCode, null, 'the server exited');
    assert.deepEqual(JSON.parse(stdout.trim().split('\n').at(-1)!), {jsonrpc: '2.0', id: 7, result: {}});
    child.kill();
  });
});

/** A call's text and whether it is an error result (a tool's thrown error is one too). */
async function reply(client: Client, name: string, args: Record<string, unknown>): Promise<{text: string; isError: boolean}> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  return {text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n'), isError: result.isError === true};
}

/** The answer limit the server promises (packages/docs-mcp/README.md): no answer is longer unless asked for whole. */
const ANSWER_LIMIT = 8_000;
const INDEX_ID = /^\s*- `([^`]+)`: /gm;

/**
 * Every piece of a long answer, as an agent reads it: the index, then each section it lists (a
 * section's own index, then its sections), each part of a section that comes in parts. Each
 * piece must fit in one answer.
 */
async function everyPiece(client: Client, tool: string, args: Record<string, unknown>): Promise<string[]> {
  const pieces: string[] = [];
  const read = async (extra: Record<string, unknown>) => {
    const answer = await call(client, tool, {...args, ...extra});
    assert.ok(answer.length <= ANSWER_LIMIT, `${tool} ${JSON.stringify(extra)}: ${answer.length} characters`);
    pieces.push(answer);
    const next = /\(Part (\d+) of (\d+) of this/.exec(answer);
    if (next && Number(next[1]) < Number(next[2])) await read({...extra, part: Number(next[1]) + 1});
    if (/so here is its index/.test(answer) && !extra.part) {
      for (const [, id] of answer.slice(answer.indexOf('so here is its index')).matchAll(INDEX_ID)) {
        // A section's index lists its sections, which the section's own call reads.
        if (id !== extra.section) await read({section: id});
      }
    }
  };
  await read({});
  return pieces;
}

describe('answers an agent can use (issue 40)', () => {
  let client: Client;
  before(async () => (client = await connect(fixture('v2'))));
  after(() => client.close());

  test("get_page honours the version a URL names: /docs/v3/config is v3's page for a v2 project", async () => {
    const plain = await call(client, 'get_page', {page: 'config', section: 'all'});
    assert.match(plain.split('\n')[0], /docs v2 \(@stencil\/core 2\.22\.3\)/);
    const page = await call(client, 'get_page', {page: `${SITE_ORIGIN}${BASE_URL}v3/config`, section: 'all'});
    assert.match(page.split('\n')[0], /docs v3 \(@stencil\/core 3\.4\.2\): the version the page's URL names \(v3\)/);
    assert.match(page, new RegExp(`Page: ${pageLink('v3')}config\\n`));
    const twin = (version: string) =>
      withoutAgentDirectiveMarkdown(
        readFileSync(path.join(projectRoot, 'build', twinFile(docUrl(versionByName(version)!, 'config'))), 'utf8'),
      );
    assert.ok(page.endsWith(twin('v3')), 'not the v3 twin');
    assert.notEqual(twin('v3'), twin('v2'));
    // Next by its URL segment; a version argument that contradicts the URL is an error, not a guess.
    assert.match((await call(client, 'get_page', {page: '/docs/next/config', section: 'all'})).split('\n')[0], /docs Next /);
    const contradiction = await reply(client, 'get_page', {page: '/docs/v3/config', version: 'v2'});
    assert.ok(contradiction.isError);
    assert.match(contradiction.text, /is in v3, but version v2/);
  });

  test('a v2 → v4.38 plan and a whole page come as an index of sections, each section within the limit', async () => {
    for (const [tool, args, whole] of [
      ['plan_upgrade', {to: 'v4.38'}, /^# Upgrade plan: Stencil v2 to v4\.38$/m],
      ['get_page', {page: 'config', version: 'v4.38'}, /^# Config$/m],
    ] as const) {
      const all = await call(client, tool, {...args, section: 'all'});
      assert.match(all, whole);
      assert.ok(all.length > ANSWER_LIMIT, `${tool}: ${all.length} characters is no long answer; the test needs one`);
      const first = await call(client, tool, args);
      assert.ok(first.length <= ANSWER_LIMIT, `${tool}: ${first.length} characters without asking`);
      assert.match(first, /characters, more than the 8,000 one answer holds, so here is its index/);
      assert.ok([...first.matchAll(INDEX_ID)].length >= 3, first);
      // Read piece by piece, the answer loses no line of the whole.
      const pieces = (await everyPiece(client, tool, args)).join('\n');
      const body = all.slice(all.search(whole));
      const missing = body.split('\n').filter((line) => line.trim() !== '' && !pieces.includes(line.trim()));
      assert.deepEqual(missing, [], `${tool}: lines no piece holds`);
    }
    const unknown = await reply(client, 'plan_upgrade', {section: 'no-such-section'});
    assert.ok(unknown.isError);
    assert.match(unknown.text, /has no section "no-such-section"\. Its sections: `major-upgrade-guides`/);
    // A page's sections are asked for by the anchors the site gives them.
    const section = await call(client, 'get_page', {page: 'config', version: 'v4.38', section: 'output-options'});
    assert.match(section, /\n\n## Output options\n/);
    assert.doesNotMatch(section, /## Build and bundling options/);
  });

  test('every tool stays within the limit unless asked: search_docs with 20 results', async () => {
    const answer = await call(client, 'search_docs', {query: 'config output target dist www build', limit: 20, version: 'v4.38'});
    assert.ok(answer.length <= ANSWER_LIMIT, `${answer.length} characters`);
  });

  test('a target it does not know is an error naming the known ones, not a plan to the latest', async () => {
    for (const [tool, args] of [
      ['plan_upgrade', {to: 'v9'}],
      ['check_project', {upgradeTo: 'v9'}],
      ['search_docs', {query: 'config', version: '9.0.0'}],
    ] as const) {
      const answer = await reply(client, tool, args);
      assert.ok(answer.isError, `${tool}: ${answer.text}`);
      assert.match(
        answer.text,
        /"(v9|9\.0\.0)" is not a version this server knows\. Accepted: a docs version \(next, v4\.38, [^)]*v3, v2\) or a @stencil\/core release from 2\.0\.0 to \d+\.\d+\.\d+(-[\w.]+)?/,
      );
    }
    // A published release past the newest docs version is known: planned to the docs that cover it.
    assert.match(await call(client, 'plan_upgrade', {to: '4.41.0'}), /Upgrading to v4\.38 .*@stencil\/core 4\.41\.0 as asked/);
  });

  test('versions are named as the site names them: Next, never current; current still works as input', async () => {
    const {tools} = await client.listTools();
    const descriptions = JSON.stringify(tools);
    assert.doesNotMatch(descriptions, /\bcurrent\b/);
    assert.match(descriptions, /A docs version \(next, v4\.38,/);
    for (const name of ['next', 'Next', 'current']) {
      const answer = await call(client, 'search_docs', {query: 'watch external directories', version: name});
      assert.match(
        answer.split('\n')[0],
        /^Answering from the Stencil docs Next \(@stencil\/core [\w.-]+\): the docs version asked for \(Next\)\./,
      );
      assertLinksIn(answer, 'current');
    }
    const plan = await call(client, 'plan_upgrade', {from: 'v4.38', to: 'next'});
    assert.match(plan.split('\n')[1], /^Upgrading to Next /);
    // Its link to the interactive planner names Next as the site's URLs do.
    assert.match(plan, /upgrade\?from=v4\.38&to=next\./);
    const unknown = await reply(client, 'get_page', {page: 'config', version: 'v1'});
    assert.ok(unknown.isError);
    assert.doesNotMatch(unknown.text, /\bcurrent\b/);
  });

  test('a finding without a place in the file prints none (no "line 0:0")', async () => {
    const answer = await call(client, 'check_project', {
      stencilConfig: "export const config = {namespace: 'app', outputTargets: [{type: 'dist'}]};\n",
      upgradeTo: 'v4.38',
    });
    // The config leaves transformAliasedImportPaths to its default, whose change v3 → v4 reaches it.
    assert.match(answer, /^- `transformAliasedImportPaths` \(default-changed\): The default of `transformAliasedImportPaths` changes/m);
    assert.match(answer, /dist \(line 1\)/);
    assert.doesNotMatch(answer, /line 0/);
  });
});

describe('startup with options that cannot work', () => {
  /** The server started with `args`: its exit code and what it printed on stderr, or null when it still runs after `wait` ms. */
  const start = (args: string[], wait = 30_000) =>
    new Promise<{code: number | null; stderr: string}>((resolve) => {
      const child = spawn(node, [bin, ...args], {stdio: ['pipe', 'pipe', 'pipe']});
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
      const timer = setTimeout(() => {
        child.kill();
        resolve({code: null, stderr});
      }, wait);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({code, stderr});
      });
    });

  test('a --cwd that is no folder, or a --version it does not know: a non-zero exit and one line saying why', async () => {
    const missing = path.join(projectRoot, 'tests/fixtures/mcp/no-such-project');
    for (const [args, line] of [
      [
        ['--cwd', missing],
        new RegExp(
          `^stencil-docs-mcp: --cwd ${missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: no such folder; give the folder of the Stencil project`,
        ),
      ],
      [['--cwd', path.join(fixture('v2'), 'package.json')], /^stencil-docs-mcp: --cwd .*package\.json: not a folder;/],
      [
        ['--cwd', fixture('v2'), '--version', 'v9'],
        /^stencil-docs-mcp: --version "v9" is not a version this server knows\. Accepted: a docs version \(next, v4\.38, .*\) or a @stencil\/core release from 2\.0\.0 to /,
      ],
      [['--cwd', fixture('v2'), '--version', 'latest'], /^stencil-docs-mcp: --version "latest" is not a version this server knows\./],
    ] as const) {
      const {code, stderr} = await start([...args]);
      assert.ok(code !== null && code !== 0, `${args.join(' ')}: exit ${code}`);
      assert.equal(stderr.trim().split('\n').length, 1, stderr);
      assert.match(stderr.trim(), line);
    }
    // The same server with options it knows keeps running.
    // (A shorter wait: the failing starts above exit at once, a loaded machine only slows them.)
    assert.equal((await start(['--cwd', fixture('v2'), '--version', '3.4.2'], 5_000)).code, null);
  });
});
