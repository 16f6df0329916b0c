/**
 * The release snapshots of Next's major line, computed from `docs/` (issue 9: one source, not
 * six hand copies). For each generated version: every page the inventory lists for it, read
 * from docs/ with its version fences and tokens resolved for that release; the group folders'
 * `_category_.json`; and the frozen sidebar. `npm run versions:generate` writes them, and
 * tests/content/versionSnapshots.test.ts fails when the committed files drift from what this computes.
 *
 * Each page says in its front matter that it is generated, as a YAML comment: Docusaurus, the
 * Markdown twins, Compare and the search all drop the front matter, so the line changes no
 * output (an MDX `{}` comment after it would reach the twins, which copy the body as written).
 */
import {createRequire} from 'node:module';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {inventory} from '../../src/inventory/inventory';
import {NEXT_VERSION, type DocsVersion} from '../../src/versions/versions';
import {renderForVersion} from '../../src/versions/fences';
import {withFrontMatterLine} from '../../src/markdown/syntax/frontMatter';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** sidebars.ts is CommonJS for Docusaurus: require() gives its default export unwrapped. */
const {default: sidebars} = createRequire(import.meta.url)('../../sidebars.ts') as typeof import('../../sidebars');

export const SNAPSHOT_COMMAND = 'npm run versions:generate';

/** A snapshot: file contents by path relative to the project root. */
export type Snapshot = Map<string, string>;

export function sidebarFile(version: DocsVersion): string {
  return `versioned_sidebars/version-${version.name}-sidebars.json`;
}

/** The page with a first front-matter line that names its source and the command that wrote it. */
export function withGeneratedNote(page: string, source: string): string {
  const note = `# Generated from ${source} by \`${SNAPSHOT_COMMAND}\`: edit ${source}, never this copy.`;
  return withFrontMatterLine(page, note);
}

/** The files a generated version consists of, as `npm run versions:generate` writes them. */
export function computeSnapshot(version: DocsVersion): Snapshot {
  if (!version.generatedFromNext) throw new Error(`${version.name} is written by hand, not generated from docs/`);
  const entry = inventory.find((v) => v.name === version.name);
  if (!entry) throw new Error(`${version.name} is missing from tests/fixtures/inventory.json (run npm run sync:inventory)`);
  const files: Snapshot = new Map();
  for (const page of entry.pages) {
    const sourceFile = `${NEXT_VERSION.docsFolder}/${page.source}`;
    const source = path.join(projectRoot, sourceFile);
    if (!existsSync(source)) throw new Error(`${version.name} lists ${page.source}, which docs/ does not have`);
    const target = `${version.docsFolder}/${page.source}`;
    files.set(target, withGeneratedNote(renderForVersion(readFileSync(source, 'utf8'), version, target), sourceFile));
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
