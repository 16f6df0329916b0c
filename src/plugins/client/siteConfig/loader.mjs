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
 * `themeConfig.prism` keys only the build reads: code is highlighted at build time
 * (src/plugins/buildTimeHighlight, which also turns the themes into a stylesheet), and theme-classic's
 * readers of the themes (`usePrismTheme` in CodeBlock/Content and CodeBlock/Container) are
 * replaced (src/plugins/buildTimeHighlight/theme/CodeBlock). The client reads `magicComments` and `defaultLanguage` only.
 */
export const BUILD_ONLY_PRISM_KEYS = ['theme', 'darkTheme', 'additionalLanguages'];

/**
 * The generated module's config object without the build-only keys, `future.faster` and the
 * Prism themes.
 * @param {Record<string, unknown>} config
 */
export function clientSiteConfig(config) {
  const kept = Object.fromEntries(Object.entries(config).filter(([key]) => !BUILD_ONLY_KEYS.includes(key)));
  if (kept.future && typeof kept.future === 'object') {
    const {faster: _faster, ...future} = /** @type {Record<string, unknown>} */ (kept.future);
    kept.future = future;
  }
  const themeConfig = /** @type {{prism?: Record<string, unknown>} | undefined} */ (kept.themeConfig);
  if (themeConfig?.prism) {
    const prism = Object.fromEntries(Object.entries(themeConfig.prism).filter(([key]) => !BUILD_ONLY_PRISM_KEYS.includes(key)));
    kept.themeConfig = {...themeConfig, prism};
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
