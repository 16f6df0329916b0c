/**
 * LifecycleDiagram: the order in which Stencil calls a component's lifecycle hooks, drawn for the
 * "Component Lifecycle Methods" page. It exists so the diagram is real, accessible markup (text
 * that can be searched, translated and read in order by a screen reader, themed by Infima in
 * light and dark mode) instead of an image that would need its own long description.
 */
import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Step {
  /** The hook or phase, shown as code. */
  name: string;
  /** What happens at this step, in a few words. */
  detail: string;
  /** The hook may return a Promise that Stencil waits for before it continues. */
  awaitable?: boolean;
}

interface Phase {
  key: string;
  title: string;
  trigger: string;
  steps: Step[];
}

const PHASES: Phase[] = [
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

export default function LifecycleDiagram(): ReactNode {
  const baseId = useId();
  return (
    <figure className={styles.diagram}>
      <div className={styles.phases}>
        {PHASES.map((phase) => {
          const titleId = `${baseId}-${phase.key}`;
          return (
            <section key={phase.key} className={styles.phase} aria-labelledby={titleId}>
              <p id={titleId} className={styles.phaseTitle}>
                {phase.title}
              </p>
              <p className={styles.trigger}>{phase.trigger}</p>
              {/* role="list" keeps list semantics in Safari, which drops them when list-style is none. */}
              <ol className={styles.steps} role="list" aria-labelledby={titleId}>
                {phase.steps.map((step) => (
                  <li key={step.name} className={clsx(styles.step, step.awaitable && styles.stepAwaitable)}>
                    <code className={styles.stepName}>{step.name}</code>
                    {step.awaitable && <span className={styles.badge}>may return a Promise</span>}
                    <span className={styles.stepDetail}>{step.detail}</span>
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
      <figcaption className={styles.caption}>
        The order of Stencil lifecycle hooks on first load, on each update and on removal. Hooks marked “may return a Promise” can be async:
        Stencil waits for them before it moves on to the next step. With nested components, a parent renders before its children start
        loading, and its componentDidLoad() runs only after every child has finished loading.
      </figcaption>
    </figure>
  );
}
