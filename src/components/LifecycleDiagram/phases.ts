/**
 * The data of the lifecycle diagram, apart from its markup: the component (./index.tsx) draws it,
 * and the llms.txt plugin (src/plugins/llmsTxt) writes it as Markdown into the page's twin.
 */
export interface LifecycleStep {
  /** The hook or phase, shown as code. */
  name: string;
  /** What happens at this step, in a few words. */
  detail: string;
  /** The hook may return a Promise that Stencil waits for before it continues. */
  awaitable?: boolean;
}

export interface LifecyclePhase {
  key: string;
  title: string;
  trigger: string;
  steps: LifecycleStep[];
}

export const LIFECYCLE_PHASES: LifecyclePhase[] = [
  {
    key: 'load',
    title: 'First load',
    trigger: 'Starts when the element is attached to a document for the first time.',
    steps: [
      {name: 'connectedCallback()', detail: 'The element is in the DOM. Runs again on every later re-attachment.'},
      {name: 'componentWillLoad()', detail: 'Prepare data before anything is drawn. Runs once.', awaitable: true},
      {name: 'componentWillRender()', detail: 'Runs before every render, the first one included.', awaitable: true},
      {name: 'render()', detail: 'Returns the template that Stencil writes into the element.'},
      {name: 'componentDidRender()', detail: 'The DOM now matches the template.'},
      {name: 'componentDidLoad()', detail: 'Runs once, after child components have loaded too.'},
    ],
  },
  {
    key: 'update',
    title: 'Each update',
    trigger: 'Starts when a @Prop() or @State() value changes, or when forceUpdate() is called.',
    steps: [
      {name: '@Watch() handlers', detail: 'Receive the new and the old value. Skipped by forceUpdate().'},
      {name: 'componentShouldUpdate()', detail: 'Return false to cancel this re-render. Skipped by forceUpdate().'},
      {name: 'componentWillUpdate()', detail: 'Last step before the new render.', awaitable: true},
      {name: 'componentWillRender()', detail: 'Same hook as on first load.', awaitable: true},
      {name: 'render()', detail: 'Produces the new template; Stencil patches only the differences.'},
      {name: 'componentDidRender()', detail: 'The DOM reflects the new template.'},
      {name: 'componentDidUpdate()', detail: 'Runs after every re-render, never after the first render.'},
    ],
  },
  {
    key: 'remove',
    title: 'Removal',
    trigger: 'Starts when the element is taken out of the document.',
    steps: [
      {
        name: 'disconnectedCallback()',
        detail:
          'Release timers, observers and global listeners. If the element is attached again, connectedCallback() runs again but the load hooks do not.',
      },
    ],
  },
];

/** What the figure says under the phases. */
export const LIFECYCLE_CAPTION =
  'The order of Stencil lifecycle hooks on first load, on each update and on removal. Hooks marked “may return a Promise” can be async: Stencil waits for them before it moves on to the next step. With nested components, a parent renders before its children start loading, and its componentDidLoad() runs only after every child has finished loading.';
