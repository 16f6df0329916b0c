// Prettier for the code (TypeScript, TSX, CSS, JSON, YAML); Markdown prose is left to the docs'
// own checks (.prettierignore). The options follow the style the code was written in: single
// quotes, no spaces inside braces, trailing commas, `>` of a multi-line JSX tag on its last
// line, and 140 columns, the width the hand-wrapped code used (the fewest changed lines of the
// widths tried, 100 to 160).
/** @type {import('prettier').Config} */
export default {
  printWidth: 140,
  singleQuote: true,
  bracketSpacing: false,
  trailingComma: 'all',
  bracketSameLine: true,
};
