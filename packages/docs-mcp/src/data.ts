/**
 * The data files the package ships (packages/docs-mcp/data/, written by ../scripts/build.ts from
 * the site's build and the repository's records) and their loading. Each version's pages are read
 * only when a call needs them: an answer reads one version, and startup reads nothing.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {CatalogEntry} from '../../../src/diagnostics/catalog';
import type {PrintedRange} from '../../../src/diagnostics/messageHistory';
import type {ApiItem} from '../../../src/versions/facts/compute';
import type {ApiHistory} from '../../../src/versions/facts/history';
import type {PlannerData} from '../../../src/compare/planner/types';
import {parseVocabulary, type Vocabulary} from '../../../src/plugins/search/ranking/vocabulary';

/** One doc page of a version: its Markdown twin, as the site serves it. */
export interface PageRecord {
  /** The doc route inside the version, e.g. `config/dev-server`. */
  route: string;
  /** Its source file inside the version's docs folder, e.g. `config/dev-server.md` (the diagnostics guides name pages so). */
  file: string;
  title: string;
  description?: string;
  markdown: string;
  /** Its `##`-`####` headings: the anchor the site gives each and where its section starts in `markdown`. */
  sections: {anchor: string; heading: string; start: number}[];
  /** A page whose sections each stand for one message (the search compares them one by one). */
  sectioned: boolean;
  /** On such a page, the doc routes each section links to first (by the section's anchor). */
  sectionLinks?: Record<string, string[]>;
}

export interface Meta {
  /** The site's origin and base URL, from its config: every link of an answer starts with them. */
  origin: string;
  baseUrl: string;
  /** The docs versions with data, in the vocabulary's version order. */
  versions: string[];
  /** When the data was written, and from which build. */
  writtenAt: string;
}

/**
 * A catalog entry as the package ships it: with its guide's cause, fix and pages (content/diagnostics/),
 * when it has one, and the exact releases that print it (src/diagnostics/messageHistory.ts), when known.
 */
export type MessageRecord = CatalogEntry & {
  /** The route of the messages page that explains it (src/diagnostics/render.ts entryRoute, at build time). */
  route: string;
  guide?: {trigger: string; fix: string; pages: string[]};
  printed?: PrintedRange[];
};

export const DATA_FILES = {
  meta: 'meta.json',
  vocabulary: 'vocabulary.txt',
  diagnostics: 'diagnostics.json',
  apiFacts: 'api-facts.json',
  apiHistory: 'api-history.json',
  planner: 'planner.json',
  pages: (version: string) => `pages/${version}.json`,
} as const;

export class DocsData {
  readonly meta: Meta;
  private readonly pages = new Map<string, PageRecord[]>();
  private vocabularyValue?: Vocabulary;
  private diagnosticsValue?: MessageRecord[];
  private apiFactsValue?: ApiItem[];
  private apiHistoryValue?: ApiHistory | null;
  private plannerValue?: PlannerData;

  constructor(readonly dir: string) {
    const metaFile = path.join(dir, DATA_FILES.meta);
    if (!existsSync(metaFile)) {
      throw new Error(`No docs data in ${dir}: run \`npm run build && npm run mcp:build\` in the docs repository.`);
    }
    this.meta = this.json<Meta>(DATA_FILES.meta);
  }

  private json<T>(file: string): T {
    return JSON.parse(readFileSync(path.join(this.dir, file), 'utf8')) as T;
  }

  hasVersion(name: string): boolean {
    return this.meta.versions.includes(name);
  }

  pagesOf(version: string): PageRecord[] {
    let pages = this.pages.get(version);
    if (!pages) {
      pages = this.json<PageRecord[]>(DATA_FILES.pages(version));
      this.pages.set(version, pages);
    }
    return pages;
  }

  get vocabulary(): Vocabulary {
    this.vocabularyValue ??= parseVocabulary(readFileSync(path.join(this.dir, DATA_FILES.vocabulary), 'utf8'));
    return this.vocabularyValue;
  }

  get diagnostics(): MessageRecord[] {
    this.diagnosticsValue ??= this.json<MessageRecord[]>(DATA_FILES.diagnostics);
    return this.diagnosticsValue;
  }

  /** Every published release's API as intervals (src/versions/facts/history.ts); null in data written before it existed. */
  get apiHistory(): ApiHistory | null {
    if (this.apiHistoryValue === undefined) {
      this.apiHistoryValue = existsSync(path.join(this.dir, DATA_FILES.apiHistory)) ? this.json<ApiHistory>(DATA_FILES.apiHistory) : null;
    }
    return this.apiHistoryValue;
  }

  get apiFacts(): ApiItem[] {
    this.apiFactsValue ??= this.json<ApiItem[]>(DATA_FILES.apiFacts);
    return this.apiFactsValue;
  }

  get planner(): PlannerData {
    this.plannerValue ??= this.json<PlannerData>(DATA_FILES.planner);
    return this.plannerValue;
  }
}
