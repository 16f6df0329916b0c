/**
 * The docs' content against the inventory fixture (tests/fixtures/inventory.json, copied from
 * ../shared/inventory by `npm run sync:inventory`): pages exist where they must, reach their
 * minimum prose words, use only the spec's code languages, and their examples parse.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {checkDocFile, inventory, projectRoot, sharedInventory} from '../../scripts/lib/contentCheck';
import {ALL_VERSIONS} from '../../src/versions/versions';
import {readFrontMatter} from '../../src/markdown/syntax/frontMatter';

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

describe('inventory coverage', () => {
  test('the fixture covers exactly the site versions', () => {
    assert.deepEqual(
      inventory.map((v) => v.name),
      ALL_VERSIONS.map((v) => v.name),
    );
    for (const version of ALL_VERSIONS) {
      assert.equal(inventory.find((v) => v.name === version.name)?.docsFolder, version.docsFolder);
    }
  });

  // The authority lives outside the repo: a clone without ../shared beside it checks the pages
  // against the committed fixture only, and says so.
  const shared = path.resolve(projectRoot, '../shared/inventory/pages.json');
  const sharedMissing = existsSync(shared)
    ? false
    : `${path.relative(projectRoot, shared)} is absent (a clone without ../shared): the fixture is not compared with it`;
  test('the fixture matches ../shared/inventory/pages.json', {skip: sharedMissing}, () => {
    const source = JSON.parse(readFileSync(shared, 'utf8')) as {
      pages: Record<string, {source: string; min_words: number; title: string}[]>;
    };
    for (const version of sharedInventory) {
      const expected = source.pages[version.name].map((p) => [p.source, p.title, p.min_words]);
      const actual = version.pages.map((p) => [p.source, p.title, p.minWords]);
      assert.deepEqual(actual, expected, `${version.name}: run \`npm run sync:inventory\``);
    }
  });

  test('every page the inventory lists exists, in every version', () => {
    for (const version of inventory) {
      const missing = version.pages.filter((p) => !existsSync(path.join(projectRoot, version.docsFolder, p.source)));
      assert.deepEqual(
        missing.map((p) => p.source),
        [],
        `${version.name} lacks pages`,
      );
    }
  });

  test('no docs file outside the inventory (a page a version must not have)', () => {
    for (const version of inventory) {
      const listed = new Set(version.pages.map((p) => path.join(projectRoot, version.docsFolder, p.source)));
      const extra = markdownFiles(path.join(projectRoot, version.docsFolder)).filter((file) => !listed.has(file));
      assert.deepEqual(
        extra.map((f) => path.relative(projectRoot, f)),
        [],
        `${version.name} has pages the inventory does not list`,
      );
    }
  });

  test('front matter carries the inventory title, sidebar label and slug', () => {
    for (const version of inventory) {
      for (const page of version.pages) {
        const file = path.join(projectRoot, version.docsFolder, page.source);
        if (!existsSync(file)) continue;
        const {data} = readFrontMatter(readFileSync(file, 'utf8'), file);
        const value = (key: string) => (data[key] === undefined ? undefined : String(data[key]));
        const where = `${version.name}: ${page.source}`;
        assert.equal(value('title'), page.title, `${where} title`);
        assert.equal(value('slug'), `/${page.route}`, `${where} slug`);
        if (page.inSidebar) assert.equal(value('sidebar_label'), page.sidebarLabel, `${where} sidebar_label`);
        assert.equal(
          value('sidebar_position'),
          page.sidebarPosition === null ? undefined : String(page.sidebarPosition),
          `${where} sidebar_position`,
        );
      }
    }
  });
});

describe('content rules', () => {
  for (const version of inventory) {
    test(`${version.name}: minimum words, code languages and parsable examples`, () => {
      const failures: string[] = [];
      for (const page of version.pages) {
        const file = path.join(projectRoot, version.docsFolder, page.source);
        if (!existsSync(file)) continue;
        const problems = checkDocFile(file, page.minWords);
        failures.push(...problems.map((p) => `${version.docsFolder}/${page.source}: ${p}`));
      }
      assert.deepEqual(failures, []);
    });
  }
});
