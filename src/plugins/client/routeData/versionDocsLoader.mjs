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
 *
 * In the client compilation (option `client`), the file becomes a module that hands the
 * metadata, cut to what every page of the version needs (./versionSidebarSplit.mjs), to
 * ./client/routeData.ts, which puts back each section's part as it comes.
 */
import path from 'node:path';
import {trimmedVersionMetadata} from './versionSidebarSplit.mjs';

const CLIENT_ROUTE_DATA = path.join(import.meta.dirname, 'client', 'routeData.ts');

/**
 * @this {{getOptions(): {client?: boolean}}}
 * @param {string} source
 */
export default function versionDocsLoader(source) {
  const data = JSON.parse(source);
  const docs = data?.version?.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  if (!this.getOptions()?.client) return JSON.stringify(data);
  // A JSON module no longer: parsed as JSON still (faster than an object literal), then registered.
  const json = JSON.stringify(JSON.stringify(trimmedVersionMetadata(data)));
  return `import {versionMetadataLoaded} from ${JSON.stringify(CLIENT_ROUTE_DATA)};\nexport default versionMetadataLoaded(JSON.parse(${json}));\n`;
}
