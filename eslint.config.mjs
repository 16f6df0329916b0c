// ESLint for the site's TypeScript: the config, theme components, plugins, scripts and tests.
// typescript-eslint's recommended rules plus React's hook rules (the theme wrappers and the
// search UI are function components with hooks).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  // tests/fixtures/projects: a reader's project files as the project check reads them (one does not parse on purpose).
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'static/',
      'tests/fixtures/projects/',
      'packages/docs-mcp/data/',
      'packages/docs-mcp/dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
  },
  {
    files: ['src/**/*.tsx'],
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      // `_`-prefixed names are deliberately unused (callback parameters kept for their position).
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    // Shared helpers live in scripts/lib and tests import them, never the other way round.
    files: ['scripts/**/*.{ts,mjs}'],
    rules: {'no-restricted-imports': ['error', {patterns: [{group: ['**/tests/**'], message: 'Move the helper to scripts/lib.'}]}]},
  },
);
