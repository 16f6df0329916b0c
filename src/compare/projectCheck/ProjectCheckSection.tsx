/**
 * The "Check my project" section of the upgrade planner page: a disclosure whose content, the
 * check itself (./ProjectCheckView.tsx with its parser), is a lazy chunk fetched when the reader
 * opens it. If that chunk cannot be loaded, it says so in place with Retry (src/components/LazyBoundary).
 */
import React, {useState, type ReactNode} from 'react';
import LazyBoundary, {lazyWithRetry} from '@site/src/components/LazyBoundary';
import type {DocsVersion} from '@site/src/versions/versions';
import type {PlannerData} from '../planner/types';

const ProjectCheckView = lazyWithRetry(() => import(/* webpackChunkName: "project-check" */ './ProjectCheckView'));

/** `from`: the page's From select, the starting point when package.json names no `@stencil/core` release. */
export default function ProjectCheckSection({planner, from, to}: {planner: PlannerData; from: DocsVersion; to: DocsVersion}): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="project-check-title" className="margin-vert--lg">
      <h2 id="project-check-title">Check my project</h2>
      <details
        onToggle={(event) => setOpen(event.currentTarget.open)}
        onPointerEnter={ProjectCheckView.preload}
        onFocus={ProjectCheckView.preload}>
        <summary>Check your package.json and stencil.config.ts against {to.label}</summary>
        {open ? (
          <LazyBoundary
            loading={<p role="status">Loading the project check…</p>}
            fullPage={() => window.location.href}
            failed={({retry, leaving}) => (
              <div role="alert">
                <p>
                  The project check could not be loaded.
                  {leaving ? ' Loading the page again…' : null}
                </p>
                <button type="button" className="button button--sm button--secondary" onClick={retry} disabled={leaving}>
                  Retry
                </button>
              </div>
            )}>
            <ProjectCheckView planner={planner} from={from} to={to} />
          </LazyBoundary>
        ) : null}
      </details>
    </section>
  );
}
