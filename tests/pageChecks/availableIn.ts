/**
 * Each doc page's "Available in" strip lists exactly the versions the inventory
 * (tests/fixtures/inventory.json) gives the page, linked, the current one marked, and the version
 * it was added in. The same helpers tell tests/versionMenu.test.ts what the dropdown should say.
 */
import {inventory, type FixturePage} from '../../scripts/lib/contentCheck';
import {ALL_VERSIONS, docUrl, type DocsVersion} from '../../src/versions/versions';
import type {PageCheck} from './types';

export function inventoryPage(version: DocsVersion, route: string): FixturePage | undefined {
  return inventory.find((v) => v.name === version.name)?.pages.find((p) => p.route === route);
}

/** The versions the inventory gives a route, in dropdown order (Next first). */
export function versionsWith(route: string): DocsVersion[] {
  return ALL_VERSIONS.filter((version) => inventoryPage(version, route));
}

/** "Added in": the oldest version with the page; "or earlier" when that is the oldest docs kept. */
export function expectedAddedIn(route: string): string {
  const oldest = versionsWith(route).at(-1)!;
  return `Added in ${oldest.label}${oldest === ALL_VERSIONS.at(-1) ? ' or earlier' : ''}`;
}

export const availableIn: PageCheck = {
  title: 'every built doc page lists exactly the versions the inventory gives it, linked, and "Added in"',
  check(page) {
    if (!page.doc) return [];
    const {version, entry} = page.doc;
    const {url} = page;
    const $ = page.$();
    const strip = $('article nav').filter((_, nav) => $(`#${$(nav).attr('aria-labelledby')}`).text() === 'Available in');
    if (strip.length !== 1) return [`${url}: ${strip.length} "Available in" strips`];
    const links = strip
      .find('li a')
      .toArray()
      .map((a) => ({label: $(a).text(), href: $(a).attr('href'), current: $(a).attr('aria-current')}));
    const expected = versionsWith(entry.route).map((v) => ({
      label: v.label,
      href: docUrl(v, entry.route),
      current: v === version ? 'page' : undefined,
    }));
    const problems: string[] = [];
    if (JSON.stringify(links) !== JSON.stringify(expected))
      problems.push(`${url}: links ${JSON.stringify(links)}, want ${JSON.stringify(expected)}`);
    const addedIn = strip.children().last().text();
    if (addedIn !== expectedAddedIn(entry.route)) problems.push(`${url}: "${addedIn}", want "${expectedAddedIn(entry.route)}"`);
    return problems;
  },
};
