/**
 * The code blocks' languages and magic comments, in one place for the two readers: the theme
 * config (`themeConfig.prism` in docusaurus.config.ts, which Docusaurus validates and the
 * client's CodeBlock still reads for titles and line numbers) and the build-time highlighter
 * (src/plugins/buildTimeHighlight), which tokenizes and marks the lines.
 */

/** A Docusaurus magic comment: a line directive, a block directive, or both. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: {start: string; end: string};
}

/** Load order matters: tsx extends jsx and typescript, which extend javascript and markup. */
export const PRISM_LANGUAGES = ['markup', 'css', 'javascript', 'jsx', 'typescript', 'tsx', 'bash', 'json', 'diff'];

/** The first entry also styles a metastring range (```tsx {2,4-5}```), as Docusaurus does. */
export const MAGIC_COMMENTS: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
  {className: 'code-block-error-line', line: 'error-next-line', block: {start: 'error-start', end: 'error-end'}},
  {className: 'code-block-added-line', line: 'added-next-line', block: {start: 'added-start', end: 'added-end'}},
  {className: 'code-block-removed-line', line: 'removed-next-line', block: {start: 'removed-start', end: 'removed-end'}},
];
