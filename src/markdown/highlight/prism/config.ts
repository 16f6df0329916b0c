/**
 * The code blocks' languages (the magic comments are src/markdown/syntax/magicComments.ts), in one place for the two readers: the theme
 * config (`themeConfig.prism` in docusaurus.config.ts, which Docusaurus validates and the
 * client's CodeBlock still reads for titles and line numbers) and the build-time highlighter
 * (src/plugins/buildTimeHighlight), which tokenizes and marks the lines.
 */

/** Load order matters: tsx extends jsx and typescript, which extend javascript and markup. */
export const PRISM_LANGUAGES = ['markup', 'css', 'javascript', 'jsx', 'typescript', 'tsx', 'bash', 'json', 'diff'];
