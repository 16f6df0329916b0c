/**
 * The MDX compile queue (src/markdown/compileQueue): Docusaurus's MDX loader for at most two
 * pages at a time, put in place of the loader in the docs plugin's real rule.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createMDXLoaderRule} from '@docusaurus/mdx-loader';
import {QUEUED_MDX_LOADER, queueMdxLoaders} from '../../src/markdown/compileQueue';
import {queued} from '../../src/markdown/compileQueue/queue.mjs';
import {SITE_MARKDOWN_CONFIG} from '../support/markdownConfig';
import queuedMdxLoader, {MDX_COMPILES_AT_ONCE} from '../../src/markdown/compileQueue/loader.mjs';

interface FakeContext {
  resource: string;
  async(): (error: unknown, result?: string) => void;
}

/** A stand-in loader that takes a few turns of the event loop, counting how many run at once. */
function slowLoader() {
  const stats = {running: 0, most: 0};
  async function loader(this: FakeContext, content: string) {
    const callback = this.async();
    stats.running++;
    stats.most = Math.max(stats.most, stats.running);
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    stats.running--;
    if (content === 'bad') return callback(new Error(`cannot compile ${this.resource}`));
    callback(null, `compiled ${content} of ${this.resource}`);
  }
  return {loader, stats};
}

function runAll(loader: (this: FakeContext, content: string) => void, contents: string[]) {
  return Promise.all(
    contents.map(
      (content, index) =>
        new Promise<{error: unknown; result?: string}>((resolve) => {
          const context: FakeContext = {resource: `page-${index}.md`, async: () => (error, result) => resolve({error, result})};
          loader.call(context, content);
        }),
    ),
  );
}

/** The docs plugin's MDX rule as Docusaurus makes it for a production build (the cross-compiler cache is made for those only). */
async function docsMdxRule() {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const markdownConfig = {
    ...SITE_MARKDOWN_CONFIG,
    parseFrontMatter: (params: {defaultParseFrontMatter: (p: unknown) => unknown}) => params.defaultParseFrontMatter(params),
  };
  return createMDXLoaderRule({
    include: ['/docs/'],
    options: {useCrossCompilerCache: true, siteDir: '/', staticDirs: [], markdownConfig} as never,
  }).finally(() => (process.env.NODE_ENV = nodeEnv));
}

describe('the MDX compile queue', () => {
  test(
    'runs the loader for at most the given number of modules at once, and every module gets its own result',
    {timeout: 10_000},
    async () => {
      const {loader, stats} = slowLoader();
      const contents = Array.from({length: 12}, (_, index) => `page ${index}`);
      const results = await runAll(queued(loader, 2), contents);
      assert.equal(stats.most, 2);
      assert.deepEqual(
        results.map((outcome) => outcome.result),
        contents.map((content, index) => `compiled ${content} of page-${index}.md`),
      );
    },
  );

  test('a failed compile passes its error on and frees its place', {timeout: 10_000}, async () => {
    const {loader, stats} = slowLoader();
    const results = await runAll(queued(loader, 1), ['bad', 'bad', 'fine']);
    assert.match(String(results[0].error), /cannot compile page-0\.md/);
    assert.match(String(results[1].error), /cannot compile page-1\.md/);
    assert.equal(results[2].result, 'compiled fine of page-2.md');
    assert.equal(stats.most, 1);
  });

  test('a loader that throws before calling back frees its place too', {timeout: 10_000}, async () => {
    const throwing = function (this: FakeContext) {
      throw new Error('thrown');
    };
    const results = await runAll(queued(throwing, 1), ['a', 'b']);
    assert.deepEqual(
      results.map((outcome) => String(outcome.error)),
      ['Error: thrown', 'Error: thrown'],
    );
  });

  test('the loader in place: two pages at a time', () => {
    assert.equal(MDX_COMPILES_AT_ONCE, 2);
  });

  test("the docs plugin's real MDX rule gets the queued loader, its options object kept (bundleSplit finds its cache there)", async () => {
    const rule = await docsMdxRule();
    const item = (rule.use as {loader: string; options: {crossCompilerCache?: unknown}}[])[0];
    const options = item.options;
    const config = {module: {rules: [{test: /\.css$/, use: [{loader: 'css-loader'}]}, {oneOf: [rule]}]}};
    assert.equal(queueMdxLoaders(config.module.rules), 1);
    assert.equal(item.loader, QUEUED_MDX_LOADER);
    assert.equal(item.options, options);
    assert.ok(options.crossCompilerCache instanceof Map);
    assert.equal(queueMdxLoaders(config.module.rules), 1, 'the second config sharing the rule finds it queued');
    assert.equal(queueMdxLoaders([{test: /\.css$/, use: [{loader: 'css-loader'}]}]), 0);
  });

  test(
    "client and server compiles in one process: the server waiting for the client's result does not keep it from compiling",
    {timeout: 20_000},
    async () => {
      const rule = await docsMdxRule();
      const options = (rule.use as {options: unknown}[])[0].options;
      const pages = Array.from({length: 4}, (_, index) => `/docs/page-${index}.md`);
      const compile = (compilerName: string, resource: string) =>
        new Promise<string>((resolve, reject) => {
          const context = {
            _compiler: {name: compilerName},
            resource,
            resourcePath: resource,
            getOptions: () => options,
            addDependency: () => {},
            async: () => (error: unknown, result?: string) => (error ? reject(error) : resolve(String(result))),
          };
          queuedMdxLoader.call(context, `# Page ${resource}\n\nSome *text*.`);
        });
      // The server's loader starts first for every page, as Rspack may order them.
      const server = pages.map((page) => compile('server', page));
      const client = pages.map((page) => compile('client', page));
      const [serverResults, clientResults] = await Promise.all([Promise.all(server), Promise.all(client)]);
      assert.deepEqual(serverResults, clientResults, "the server takes the client's result");
      assert.match(clientResults[0], /Page \/docs\/page-0\.md/);
    },
  );
});
