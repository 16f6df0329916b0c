/**
 * Section links (issue 22): the pages of messages and troubleshooting point each section to the
 * page about its topic, and the search brings those pages up after the section a pasted message
 * matched. Its own module, apart from ./searchQuery.ts, because every doc page's content
 * component reads the front-matter key: importing it from there put the whole query module
 * (vocabulary, correction) on every doc page's first load (+1.6 KB gzip).
 */
/**
 * Pages whose sections each point to the page that explains their topic (the compiler messages,
 * troubleshooting) say so with this front matter key. Such a page answers a pasted message with
 * the right section, but the reader also wants the page about the feature, which often shares
 * few words with the message. So the indexer records each section's doc links on the page
 * (SECTION_LINKS_FILTER), every page gets its route as a filter (PAGE_FILTER), and when such a
 * page comes first the engine puts the pages its matched section links to right after it.
 */
export const SECTION_LINKS_FRONT_MATTER = 'search_section_links';
/** The attribute ./theme/DocItem/Content puts on the indexed body of such a page. */
export const SECTION_LINKS_ATTRIBUTE = 'data-search-section-links';
/** The Pagefind filter holding a page's section links (writeSectionLinks). */
export const SECTION_LINKS_FILTER = 'section_links';
/** The Pagefind filter holding a page's route under the base URL (`v3/component`). */
export const PAGE_FILTER = 'page';

/** A built page's route under the base URL, from its path in the build: `v3/component.html` → `v3/component`. */
export function pageRoute(sourcePath: string): string {
  return sourcePath.replace(/\.html$/, '').replace(/(?:^|\/)index$/, '');
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`).exec(tag);
const attributeValue = (match: RegExpExecArray | null) => (match ? (match[1] ?? match[2] ?? match[3]) : undefined);

/**
 * The doc pages each section of a page links to, by the section's heading id, at most `max` each
 * (the indexer passes MAX_SECTION_LINKS of ./ranking/constants.ts, kept out of this module's
 * imports for the reason above), in order, from built HTML whose links are under `baseUrl`. A
 * section runs from a heading with an id to the next one, as Pagefind splits a page into
 * sub-results; links to the page itself (its own anchors) do not count.
 */
export function sectionLinks(html: string, baseUrl: string, ownRoute: string, max: number): Map<string, string[]> {
  const links = new Map<string, string[]>();
  // The text before the first heading introduces the page: its links are not a topic's.
  let section = '';
  for (const match of html.matchAll(/<(h[1-6]|a)\b[^>]*>/gi)) {
    const tag = match[0];
    if (match[1].toLowerCase() !== 'a') {
      const id = attributeValue(attribute(tag, 'id'));
      if (id) section = id;
      continue;
    }
    const href = attributeValue(attribute(tag, 'href'));
    if (!section || !href?.startsWith(baseUrl)) continue;
    const route = href
      .slice(baseUrl.length)
      .replace(/[?#].*$/, '')
      .replace(/\/$/, '');
    if (route === ownRoute) continue;
    const routes = links.get(section) ?? [];
    if (!routes.includes(route) && routes.length < max) links.set(section, [...routes, route]);
  }
  return links;
}

/**
 * The section links as Pagefind filter values, one per section: `id>route|route`. A filter,
 * not meta: Pagefind indexes meta values as words of the page, and the routes' words
 * (`component`) would then match queries. Its filter chunk is loaded only by a search that
 * filters on it, which none does.
 */
export function writeSectionLinks(links: Map<string, string[]>): string[] {
  return [...links].map(([id, routes]) => `${id}>${routes.join('|')}`);
}

export function readSectionLinks(values: string[] | undefined): Map<string, string[]> {
  const links = new Map<string, string[]>();
  for (const entry of values ?? []) {
    const [id, routes] = entry.split('>');
    if (routes) links.set(id, routes.split('|').filter(Boolean));
  }
  return links;
}
