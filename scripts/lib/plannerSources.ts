/**
 * The upgrade planner's data computed from the sources as the build computes it
 * (src/compare/plugin.ts), with no build: the docs of every version read as the docs plugin
 * loads them. Shared by tests/unit/upgradePlans.test.ts and scripts/plan-counts.ts.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {computePlannerData, type PlannerSourceVersion} from '../../src/compare/plugin';
import type {PlannerData} from '../../src/compare/planner/types';
import {apiFacts} from '../../src/versions/facts';
import {readStoreRecord} from '../../src/data/records';
import {configHistoryOf} from '../../src/compare/projectCheck/configHistory';
import {readHistoryRecord} from '../../src/versions/facts/history';
import type {WrapperPeers} from '../../src/compare/projectCheck/wrappers';
import {ALL_VERSIONS, type DocsVersion} from '../../src/versions/versions';
import {readFrontMatter} from '../../src/markdown/syntax/frontMatter';
import {isMarkdownFile, withoutMarkdownExtension} from '../../src/markdown/syntax/twinPath';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface SourceDoc {
  slug: string;
  source: string;
  title: string;
  sourcePath: string;
}

/** A version's docs as the docs plugin loads them: every Markdown file, `_` partials left out. */
export function docsOf(version: DocsVersion): SourceDoc[] {
  const files = readdirSync(path.join(ROOT, version.docsFolder), {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => isMarkdownFile(file) && !file.split('/').some((part) => part.startsWith('_')));
  return files.map((file) => {
    const sourcePath = `${version.docsFolder}/${file}`;
    const {data} = readFrontMatter(readFileSync(path.join(ROOT, sourcePath), 'utf8'), sourcePath);
    const slug = typeof data.slug === 'string' ? data.slug : `/${withoutMarkdownExtension(file)}`;
    return {slug, source: `@site/${sourcePath}`, title: String(data.title ?? file), sourcePath};
  });
}

/** Every version's docs, and the planner data the build would compute (with the API facts and the wrapper peers, as docusaurus.config.ts wires them). */
export function plannerSources(options: {withRecords?: boolean} = {}): {docs: Map<string, SourceDoc[]>; data: PlannerData} {
  const docs = new Map(ALL_VERSIONS.map((version) => [version.name, docsOf(version)]));
  const loaded: PlannerSourceVersion[] = ALL_VERSIONS.map((version) => ({versionName: version.name, docs: docs.get(version.name)!}));
  return {
    docs,
    data: computePlannerData(
      loaded,
      ROOT,
      options.withRecords ? apiFacts() : undefined,
      options.withRecords ? readStoreRecord<WrapperPeers>('wrapper-peers') : undefined,
      options.withRecords ? configHistoryOf(readHistoryRecord().data) : undefined,
    ),
  };
}
