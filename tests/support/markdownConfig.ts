/**
 * The `markdownConfig` the MDX loader gets from Docusaurus for this site, as far as the unit
 * tests that compile Markdown outside a build need it (the config's own hooks added by each).
 */
export const SITE_MARKDOWN_CONFIG = {
  format: 'mdx',
  mermaid: false,
  emoji: true,
  mdx1Compat: {comments: true, admonitions: true, headingIds: true},
  anchors: {maintainCase: false},
  hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
} as const;
