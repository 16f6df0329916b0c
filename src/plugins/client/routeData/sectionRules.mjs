/**
 * A path's section among its lazy parent's sections (./routeSplit.mjs): the rules written at
 * build time and their reading in the browser (./client/routeData.ts), in one module with no
 * Node imports.
 */

/**
 * The rules that give a path's section, from each leaf's path below the parent's path and its
 * section: one rule per first path segment whose leaves are all in one section
 * (`diagnostics` for `diagnostics`, `diagnostics/build`…), and an exact rule (the path after a
 * `/`) per leaf of a segment shared by sections. ./client/routeData.ts reads them the same way
 * (`sectionOfPath`); a path no rule covers loads every section of its parent.
 * @param {{path: string, section: string}[]} leaves paths relative to the parent, without slashes at either end
 * @returns {Record<string, string>}
 */
export function sectionRules(leaves) {
  const bySegment = new Map();
  for (const leaf of leaves) {
    const segment = leaf.path.split('/')[0];
    bySegment.set(segment, [...(bySegment.get(segment) ?? []), leaf]);
  }
  const rules = {};
  for (const [segment, group] of bySegment) {
    const sections = new Set(group.map((leaf) => leaf.section));
    if (sections.size === 1) rules[segment] = group[0].section;
    else for (const leaf of group) rules[`/${leaf.path}`] = leaf.section;
  }
  return rules;
}

/**
 * The section of `relativePath` (below its parent's path, without slashes at either end) by
 * `rules` (see `sectionRules`); undefined when no rule covers it. Also the browser's reading
 * (./client/routeData.ts imports it).
 * @param {Record<string, string>} rules
 * @param {string} relativePath
 * @returns {string | undefined}
 */
export function sectionOfPath(rules, relativePath) {
  const own = (key) => (Object.prototype.hasOwnProperty.call(rules, key) ? rules[key] : undefined);
  return own(`/${relativePath}`) ?? own(relativePath.split('/')[0]);
}
