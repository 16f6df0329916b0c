/**
 * Stands in for theme-classic's client module `prism-include-languages`, which imports
 * prism-react-renderer's Prism and loads every grammar into it on every page. Code is
 * tokenized at build time (src/plugins/buildTimeHighlight), so the browser needs neither.
 */
export {};
