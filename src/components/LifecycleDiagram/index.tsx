/**
 * LifecycleDiagram: the order in which Stencil calls a component's lifecycle hooks, drawn for the
 * "Component Lifecycle Methods" page. It exists so the diagram is real, accessible markup (text
 * that can be searched, translated and read in order by a screen reader, themed by Infima in
 * light and dark mode) instead of an image that would need its own long description.
 */
import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import {LIFECYCLE_CAPTION, LIFECYCLE_PHASES} from './phases';

export default function LifecycleDiagram(): ReactNode {
  const baseId = useId();
  return (
    <figure className={styles.diagram}>
      <div className={styles.phases}>
        {LIFECYCLE_PHASES.map((phase) => {
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
                    {/* The space and the div: text read out of the page (agents, the twin parity
                        check) keeps name, badge and detail apart; flex items either way. */}
                    <code className={styles.stepName}>{step.name}</code>{' '}
                    {step.awaitable && <span className={styles.badge}>may return a Promise</span>}
                    <div className={styles.stepDetail}>{step.detail}</div>
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
      <figcaption className={styles.caption}>{LIFECYCLE_CAPTION}</figcaption>
    </figure>
  );
}
