/**
 * "Compare with…" on every doc page (issue 21): a disclosure listing the other versions that have
 * this page, each a link to the page's own URL with `?compare=<version>`, so the state is in the
 * URL, a link can be shared and the back button leaves the compare view. While a version is
 * chosen, the page's content is replaced by the lazily loaded comparison (../CompareView); the
 * diff code, the Markdown parser and the two twins it fetches load only then, never with the page.
 *
 * Rendered by the DocItem/Layout wrapper (src/theme/DocItem/Layout) around the doc's content,
 * which passes the versions that have the page (src/versionsUi, a floor above this one).
 * On an upgrade guide it also links to the upgrade planner (../../planner) for that upgrade.
 * Neither is page content: the search index leaves them out (`data-pagefind-ignore`), and
 * Markdown parity checkers too (`data-markdown-ignore`, issue 29: the twin has no such control).
 * The query is read only after hydration: the server render has none, and hydration must match it.
 *
 * When the comparison's code cannot be loaded (issue 31), its place says so, with Retry and the
 * link back to the page; a retry that fails too loads this same URL afresh (the comparison kept:
 * that is what the reader asked for, and a fresh load brings the current build's chunk names,
 * which mends a tab that outlived a deploy). See src/components/LazyBoundary.
 */
import React, {useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {routeOfSlug} from '@site/src/versions/availability/availability';
import {versionByName} from '@site/src/versions/versions';
import LazyBoundary, {lazyWithRetry} from '@site/src/components/LazyBoundary';
import {COMPARE_PARAM, compareUrl} from '../../compareUrl';
import {guidePlannerPair, plannerUrl} from '../../planner/links';
import styles from './styles.module.css';

const CompareView = lazyWithRetry(() => import(/* webpackChunkName: "compare-view" */ '../CompareView'));

interface Props {
  children: ReactNode;
  /** The built docs versions that have this page (the page's own included). */
  versionsWithPage: readonly {name: string; label: string}[];
}

export default function CompareWith({children, versionsWithPage}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname, search} = useLocation();
  const {metadata} = useDoc();
  const {version: currentName} = useDocsVersion();
  const route = routeOfSlug(metadata.slug);
  const others = versionsWithPage.filter((version) => version.name !== currentName);
  const disclosure = useRef<HTMLDetailsElement>(null);
  const requested = isBrowser ? new URLSearchParams(search).get(COMPARE_PARAM) : null;
  const base = versionByName(currentName);
  const other = requested ? others.find((version) => version.name === requested) : undefined;
  const otherVersion = other && versionByName(other.name);
  const plannerPair = base && guidePlannerPair(route, base);
  if (!base || (others.length === 0 && !plannerPair)) return children;

  return (
    <>
      {plannerPair ? (
        // Each version's upgrade guide links to the planner for the upgrade it describes.
        <p className={styles.planner} data-pagefind-ignore="all" data-markdown-ignore="">
          <Link to={plannerUrl(plannerPair.from, plannerPair.to)}>
            Plan the upgrade from {plannerPair.from.label} to {plannerPair.to.label} as a checklist
          </Link>
        </p>
      ) : null}
      {others.length > 0 ? (
        <details ref={disclosure} className={styles.compareWith} data-pagefind-ignore="all" data-markdown-ignore="">
          <summary>Compare with…</summary>
          <ul className={styles.versions}>
            {others.map((version) => (
              <li key={version.name}>
                <Link
                  to={compareUrl(pathname, search, version.name)}
                  aria-current={version.name === requested ? 'true' : undefined}
                  onClick={() => disclosure.current?.removeAttribute('open')}>
                  {version.label}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {/* The version menu keeps the query: the page's own version is no comparison, and no error either. */}
      {requested && requested !== currentName && !otherVersion ? (
        <p className={styles.notice} role="status">
          This page has no {requested} version to compare with.
        </p>
      ) : null}
      {otherVersion ? (
        <LazyBoundary
          key={otherVersion.name}
          loading={<p role="status">Loading the comparison…</p>}
          fullPage={() => window.location.href}
          failed={({retry, leaving}) => (
            <div role="alert" className={styles.notice}>
              <p>
                The comparison with {otherVersion.label} could not be loaded.
                {leaving ? ' Loading the page again…' : null}
              </p>
              <button type="button" className="button button--sm button--secondary" onClick={retry} disabled={leaving}>
                Retry
              </button>{' '}
              <Link to={compareUrl(pathname, search, null)}>Show the page without the comparison</Link>
            </div>
          )}>
          <CompareView route={route} base={base} other={otherVersion} leaveUrl={compareUrl(pathname, search, null)} />
        </LazyBoundary>
      ) : (
        children
      )}
    </>
  );
}
