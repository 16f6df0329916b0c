/**
 * The release snapshots of Next's major line, computed from `docs/` (issue 9: one source, not
 * six hand copies). For each generated version: every page the inventory lists for it, read
 * from docs/ with its version fences and tokens resolved for that release; the group folders'
 * `_category_.json`; and the frozen sidebar. `npm run versions:generate` writes them, and
 * tests/content/versionSnapshots.test.ts fails when the committed files drift from what this computes.
 */
import {createRequire} from 'node:module';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {inventory, projectRoot} from '../../scripts/lib/contentCheck';
import {NEXT_VERSION, type DocsVersion} from './versions';
import {renderForVersion} from './fences';

/** sidebars.ts is CommonJS for Docusaurus: require() gives its default export unwrapped. */
const {default: sidebars} = createRequire(import.meta.url)('../../sidebars.ts') as typeof import('../../sidebars');

/** A snapshot: file contents by path relative to the project root. */
export type Snapshot = Map<string, string>;

export function sidebarFile(version: DocsVersion): string {
  return `versioned_sidebars/version-${version.name}-sidebars.json`;
}

/** The files a generated version consists of, as `npm run versions:generate` writes them. */
export function computeSnapshot(version: DocsVersion): Snapshot {
  if (!version.generatedFromNext) throw new Error(`${version.name} is written by hand, not generated from docs/`);
  const entry = inventory.find((v) => v.name === version.name);
  if (!entry) throw new Error(`${version.name} is missing from tests/fixtures/inventory.json (run npm run sync:inventory)`);
  const files: Snapshot = new Map();
  for (const page of entry.pages) {
    const source = path.join(projectRoot, NEXT_VERSION.docsFolder, page.source);
    if (!existsSync(source)) throw new Error(`${version.name} lists ${page.source}, which docs/ does not have`);
    const target = `${version.docsFolder}/${page.source}`;
    files.set(target, renderForVersion(readFileSync(source, 'utf8'), version, target));
  }
  for (const category of entry.categories) {
    const hasPages = entry.pages.some((page) => page.source.startsWith(`${category.dir}/`));
    if (!hasPages) continue;
    files.set(
      `${version.docsFolder}/${category.dir}/_category_.json`,
      `${JSON.stringify({label: category.label, position: category.position}, null, 2)}\n`,
    );
  }
  files.set(sidebarFile(version), `${JSON.stringify(sidebars, null, 2)}\n`);
  return files;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** What is committed for a generated version, in the same shape as `computeSnapshot`. */
export function readCommittedSnapshot(version: DocsVersion): Snapshot {
  const files: Snapshot = new Map();
  for (const file of filesUnder(path.join(projectRoot, version.docsFolder))) {
    files.set(path.relative(projectRoot, file), readFileSync(file, 'utf8'));
  }
  const sidebar = path.join(projectRoot, sidebarFile(version));
  if (existsSync(sidebar)) files.set(sidebarFile(version), readFileSync(sidebar, 'utf8'));
  return files;
}
