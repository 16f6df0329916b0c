/**
 * src/plugins/packageManagerTabs: the yarn and pnpm forms of the docs' npm commands, and the
 * remark plugin as the docs plugin runs it (a marked fence becomes synced npm / yarn / pnpm tabs,
 * each a fence in the same language). tests/packageManagerTabs.test.ts checks the built pages.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {toPackageManager} from '../../src/plugins/packageManagerTabs/convert';
import {NPM2YARN_META, PACKAGE_MANAGER_GROUP_ID, packageManagerTabs} from '../../src/plugins/packageManagerTabs';

describe('toPackageManager', () => {
  const cases: [npm: string, yarn: string, pnpm: string][] = [
    ['npm install @stencil/store --save-dev', 'yarn add @stencil/store --dev', 'pnpm add @stencil/store --save-dev'],
    ['npm install stencil-library', 'yarn add stencil-library', 'pnpm add stencil-library'],
    ['npm install vue --save-peer', 'yarn add vue --peer', 'pnpm add vue --save-peer'],
    ['npm init stencil component my-lib', 'yarn create stencil component my-lib', 'pnpm create stencil component my-lib'],
    ['npm run build -- --prerender', 'yarn build --prerender', 'pnpm run build --prerender'],
    ['npm test -- --coverage', 'yarn test --coverage', 'pnpm test --coverage'],
    // The project's own binary, never a download of a package named like it.
    ['npx stencil build --dev --watch', 'yarn stencil build --dev --watch', 'pnpm exec stencil build --dev --watch'],
    ['npx playwright install', 'yarn playwright install', 'pnpm exec playwright install'],
    // A versioned or scoped package is fetched for the one run.
    ['npx storybook@9 init', 'yarn dlx storybook@9 init', 'pnpm dlx storybook@9 init'],
    ['npx @angular/cli new workspace', 'yarn dlx @angular/cli new workspace', 'pnpm dlx @angular/cli new workspace'],
  ];
  for (const [npm, yarn, pnpm] of cases) {
    test(npm, () => {
      assert.equal(toPackageManager(npm, 'yarn'), yarn);
      assert.equal(toPackageManager(npm, 'pnpm'), pnpm);
    });
  }

  test('every line of a block is converted, comments and other commands stay', () => {
    const npm = [
      '# build once',
      'npx storybook@9 init',
      'npm install --save-dev @stencil/storybook-plugin',
      'cd app',
      'npx stencil build',
    ].join('\n');
    assert.equal(
      toPackageManager(npm, 'yarn'),
      ['# build once', 'yarn dlx storybook@9 init', 'yarn add --dev @stencil/storybook-plugin', 'cd app', 'yarn stencil build'].join('\n'),
    );
    assert.equal(
      toPackageManager(npm, 'pnpm'),
      [
        '# build once',
        'pnpm dlx storybook@9 init',
        'pnpm add --save-dev @stencil/storybook-plugin',
        'cd app',
        'pnpm exec stencil build',
      ].join('\n'),
    );
  });

  test('a command with no form for the package manager fails the build instead of reaching a page', () => {
    assert.throws(() => toPackageManager('npm publish', 'pnpm'), /"npm publish" has no pnpm form; drop the npm2yarn metastring/);
  });
});

describe('the remark plugin as configured', () => {
  interface Node {
    type: string;
    name?: string;
    lang?: string;
    meta?: string | null;
    value?: string;
    attributes?: {name: string; value: string}[];
    children?: Node[];
  }
  async function transform(children: Node[]): Promise<Node> {
    const [plugin, options] = packageManagerTabs;
    const transformer = (plugin as unknown as (options: unknown) => (root: Node) => Promise<void>)(options);
    const root: Node = {type: 'root', children};
    await transformer(root);
    return root;
  }
  const attribute = (node: Node, name: string) => node.attributes?.find((candidate) => candidate.name === name)?.value;

  test(`a fence marked "${NPM2YARN_META}" becomes Tabs grouped as "${PACKAGE_MANAGER_GROUP_ID}": npm, yarn, pnpm, same language`, async () => {
    const root = await transform([{type: 'code', lang: 'bash', meta: NPM2YARN_META, value: 'npx stencil test --spec'}]);
    const [imports, tabs] = root.children!;
    assert.equal(imports.type, 'mdxjsEsm');
    assert.match(imports.value!, /import Tabs from '@theme\/Tabs'/);
    assert.equal(tabs.name, 'Tabs');
    assert.equal(attribute(tabs, 'groupId'), PACKAGE_MANAGER_GROUP_ID);
    assert.deepEqual(
      tabs.children!.map((item) => [item.name, attribute(item, 'value'), item.children![0].lang, item.children![0].value]),
      [
        ['TabItem', 'npm', 'bash', 'npx stencil test --spec'],
        ['TabItem', 'yarn', 'bash', 'yarn stencil test --spec'],
        ['TabItem', 'pnpm', 'bash', 'pnpm exec stencil test --spec'],
      ],
    );
  });

  test('other fences stay as they are, even with more words in the metastring', async () => {
    const fences: Node[] = [
      {type: 'code', lang: 'bash', meta: null, value: 'npm install'},
      {type: 'code', lang: 'bash', meta: `${NPM2YARN_META} title="x"`, value: 'npm install'},
    ];
    const root = await transform(structuredClone(fences));
    assert.deepEqual(root.children, fences);
  });
});
