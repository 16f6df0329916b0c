/**
 * Rspack loader for `.docusaurus/docusaurus.config.mjs` in the client compilation: the site
 * config main.js carries without what only the build reads (./index.ts says why).
 */

/** Top-level keys no client code reads: the build's own settings. */
export const BUILD_ONLY_KEYS = [
  'presets',
  'plugins',
  'themes',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'staticDirectories',
  'clientModules',
  'headTags',
];

/**
 * The generated module's config object without the build-only keys and `future.faster`.
 * @param {Record<string, unknown>} config
 */
export function clientSiteConfig(config) {
  const kept = Object.fromEntries(Object.entries(config).filter(([key]) => !BUILD_ONLY_KEYS.includes(key)));
  if (kept.future && typeof kept.future === 'object') {
    const {faster: _faster, ...future} = /** @type {Record<string, unknown>} */ (kept.future);
    kept.future = future;
  }
  return kept;
}

/** @param {string} source */
export default function siteConfigLoader(source) {
  const match = /^([\s\S]*?)export default (\{[\s\S]*\});\s*$/.exec(source);
  if (!match)
    throw new Error('site-config loader: .docusaurus/docusaurus.config.mjs is not `export default {…};`; has Docusaurus changed it?');
  return `export default ${JSON.stringify(clientSiteConfig(JSON.parse(match[2])))};\n`;
}
