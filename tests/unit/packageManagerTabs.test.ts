/**
 * src/markdown/packageManagerTabs: the yarn and pnpm forms of the docs' npm commands, and the
 * remark plugin as the docs plugin runs it (a marked fence becomes synced npm / yarn / pnpm tabs,
 * each a fence in the same language), and the SPEC §5 rules the theme's Tabs enforce on every tab
 * group, ours included. tests/packageManagerTabs.test.ts checks the built pages.
 */
import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {toPackageManager} from '../../src/markdown/packageManagerTabs/convert';
import {NPM2YARN_META, PACKAGE_MANAGER_GROUP_ID, packageManagerTabs} from '../../src/markdown/packageManagerTabs';
import {themeTabsError, type TabsProbe} from '../support/themeTabs';

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

describe("the theme's tab rules (SPEC §5, §8), as @theme/Tabs runs them", () => {
  let tabsError: (probe: TabsProbe) => string | undefined;
  before(async () => {
    tabsError = await themeTabsError();
  });
  const GENERATED = {values: ['npm', 'yarn', 'pnpm'], groupId: PACKAGE_MANAGER_GROUP_ID};

  test('the tabs the plugin generates pass every rule', () => {
    assert.equal(tabsError(GENERATED), undefined);
    // Selecting a valid value writes storage, which the server render forbids: the browser test
    // (tests/packageManagerTabs.test.ts) selects them.
  });

  test('values must be unique', () => {
    assert.match(tabsError({values: ['npm', 'yarn', 'npm']}) ?? '', /Duplicate values "'npm'" found in <Tabs>/);
  });

  test('at least one child', () => {
    assert.match(tabsError({values: []}) ?? '', /requires at least one <TabItem> children/);
  });

  test('a default value must match a child', () => {
    assert.equal(tabsError({...GENERATED, defaultValue: 'yarn'}), undefined);
    assert.match(
      tabsError({...GENERATED, defaultValue: 'bun'}) ?? '',
      /defaultValue "bun" but none of its children has the corresponding value/,
    );
  });

  test('a query-string tab group needs a group id', () => {
    assert.match(tabsError({values: ['npm'], queryString: true}) ?? '', /groupId prop is required if queryString=true/);
    assert.equal(tabsError({values: ['npm'], queryString: true, groupId: PACKAGE_MANAGER_GROUP_ID}), undefined);
  });

  test(`selecting a value no child has: "Can't select invalid tab value"`, () => {
    assert.equal(tabsError({...GENERATED, select: 'bun'}), "Can't select invalid tab value=bun");
  });
});
