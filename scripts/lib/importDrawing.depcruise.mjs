// dependency-cruiser's settings for `scripts/import-drawing.ts` (CONTRIBUTING, "The import drawing").
// ./importDrawing.tsconfig.json names the `@site/` alias: dependency-cruiser does not take it from
// the `paths` that tsconfig.json inherits from @docusaurus/tsconfig. `@theme/…`, `@docusaurus/…`
// and `@generated/…` are Docusaurus's own modules (or swizzled wraps of them): left unresolved, as packages.
export default {
  options: {
    tsConfig: {fileName: 'scripts/lib/importDrawing.tsconfig.json'},
    tsPreCompilationDeps: true,
    doNotFollow: {path: 'node_modules'},
    exclude: {path: '^(node_modules|build|\\.docusaurus|tests/fixtures)'},
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
