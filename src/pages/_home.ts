/**
 * What the site root says (src/pages/index.tsx), as data, so its Markdown twin (`/docs/index.md`,
 * src/plugins/llmsTxt) says the same (issue 29). Inline code is written `like this`; the page
 * renders it as <code>. The quick start's code stays in ./_quickStart/*.md, read by both.
 */

export const HOME_TITLE = 'Stencil documentation';
export const HOME_INTRO = 'Stencil compiles TypeScript, JSX and CSS into standard custom elements that run in any framework or none.';
export const READ_THE_DOCS = 'Read the docs';

export interface QuickStartStep {
  title: string;
  text: string;
  /** Its partial in ./_quickStart/. */
  code: 'create' | 'component' | 'build';
}

export const QUICK_START_TITLE = 'Quick start';
export const QUICK_START: QuickStartStep[] = [
  {
    title: 'Create a component library',
    text: 'The generator copies the component starter into a new folder; install its dependencies there.',
    code: 'create',
  },
  {
    title: 'Write a component',
    text: 'A class with a decorator is a custom element: props become attributes and properties, and `render()` returns JSX.',
    code: 'component',
  },
  {
    title: 'Build and try it',
    text: '`npm start` serves the project with live reload; `npm run build` writes the distributable library. Use the element like any HTML tag: `<my-greeting name="Stencil"></my-greeting>`.',
    code: 'build',
  },
];
/** After the steps: the words around the link to the Getting Started guide. */
export const QUICK_START_MORE = {
  before: 'The ',
  link: 'Getting Started',
  after: ' guide walks through the same steps in detail, with the project layout, styles and a first test.',
};

export const MAIN_PATHS_TITLE = 'Find your way';
export const MAIN_PATHS = [
  {route: 'component', title: 'Components', text: 'Decorators, props, state, events, lifecycle, styling and JSX.'},
  {route: 'config', title: 'Config', text: 'Every option of stencil.config.ts, the CLI and the dev server.'},
  {route: 'output-targets', title: 'Output targets', text: 'What the build produces: lazy-loaded dist, custom elements, www.'},
  {route: 'testing-overview', title: 'Testing', text: 'Unit and end-to-end tests for components, with the runner you choose.'},
  {route: 'overview', title: 'Frameworks', text: 'Wrappers that make your components feel native in Angular, React and Vue.'},
];

export const ALL_VERSIONS_TITLE = 'Every version';

/** `a `b` c` → text and code parts, in order (odd indexes are code). */
export function inlineCodeParts(text: string): string[] {
  return text.split('`');
}
