/**
 * Rspack loader for the docs plugin's version metadata (the `version` prop of every doc page,
 * `.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`): keeps each doc's id and title in
 * `version.docs` and drops its description.
 *
 * Why: the map lists every doc of the version with its description, loaded with each doc page;
 * the descriptions were 4-5 KB gzip of every first load. Only theme-classic's DocCard reads them
 * (`useDocById`, for DocCardList and generated-index pages, which this site has none of); the
 * version's not-found page reads the titles. Applied to the server compilation too, so a
 * DocCard added later renders the same, without a description, on both sides: remove this
 * loader if the site starts using cards.
 */

/** @param {string} source */
export default function versionDocsLoader(source) {
  const data = JSON.parse(source);
  const docs = data?.version?.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(data);
}
