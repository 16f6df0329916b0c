/**
 * Runs the browser bundle on Preact (preact/compat) instead of React (issue 13).
 *
 * Why: react-dom is the largest part of every page's first load (about 60 KB gzip of
 * main.js), and the first-load target leaves no room for it. preact/compat implements the
 * React API the site and Docusaurus use (hooks, hydrateRoot, forwardRef, portals, context,
 * startTransition) in about 11 KB. The server render keeps React, so the HTML is React's and
 * Preact hydrates it. Aliasing is the way Preact documents its use under a bundler; there is
 * no maintained Docusaurus plugin for it.
 *
 * Production builds only: `npm start` keeps React for its Fast Refresh and development
 * warnings. The test suite runs on the production build, so Preact is what it checks.
 * Preact 11 rather than 10: the site and Docusaurus's theme pass `ref` as a prop to function
 * components (React 19's behaviour), which Preact 10 drops.
 */
import type {Plugin} from '@docusaurus/types';

export function preactClientPlugin(): Plugin {
  return {
    name: 'preact-client',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      // Docusaurus aliases `react` and `react-dom` to the site's packages by prefix, and an
      // alias listed first wins, so those two are replaced rather than added to.
      const alias = {...(config.resolve?.alias as Record<string, string | false | string[]>)};
      delete alias.react;
      delete alias['react-dom'];
      config.resolve = {
        ...config.resolve,
        alias: {
          ...alias,
          'react-dom/client$': 'preact/compat/client',
          'react/jsx-runtime$': 'preact/jsx-runtime',
          'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
          react$: 'preact/compat',
          'react-dom$': 'preact/compat',
        },
      };
      return {};
    },
  };
}

// Named too: tests import it from ES modules, where a CommonJS default export arrives wrapped.
export default preactClientPlugin;
