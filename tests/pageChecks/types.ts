/**
 * One check of every built page (tests/builtPages.test.ts parses each page once and hands the
 * parse to every check). A check returns its problems as `url: what is wrong` lines; `finish`
 * runs after the last page, for checks that count across pages.
 */
import type * as cheerio from 'cheerio';
import type {FixturePage, FixtureVersion} from '../../scripts/lib/contentCheck';
import type {DocsVersion} from '../../src/versions/versions';

export interface BuiltPage {
  /** The file's path under build/, posix separators (`v3/config.html`). */
  file: string;
  url: string;
  html: string;
  /** The docs version whose folder holds the file (the latest's pages, and the site's own, sit at the root). */
  version: DocsVersion;
  /** The parse, made on first use (a page no check parses is only read). */
  $: () => cheerio.CheerioAPI;
  /** Set on the doc pages the inventory lists (with the pages the site adds). */
  doc?: {version: DocsVersion; fixtureVersion: FixtureVersion; entry: FixturePage};
}

export interface PageCheck {
  title: string;
  check: (page: BuiltPage) => string[];
  finish?: () => string[];
}
