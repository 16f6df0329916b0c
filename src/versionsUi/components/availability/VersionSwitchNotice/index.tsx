/**
 * The notice on a page reached by switching to a version that lacks the page being read
 * (issue 12): "v3 has no “Form-Associated Components” page; showing the first page of
 * Components instead." A dismissible callout at the top of the doc, in a polite live region.
 *
 * It reads the history state the version dropdown left (../switchState) only once hydrated: the
 * server render and the hydration render are both empty, so a reload of a page whose history
 * entry carries the state cannot cause a hydration mismatch. The region stays in the page (empty)
 * so the notice is announced when it appears after a reload.
 */
import React, {useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {routeOfSlug} from '@site/src/versions/availability/availability';
import {usePartialRoute} from '../useVersionChoices';
import {versionSwitchFromRoute} from '../switchState';
import styles from './styles.module.css';

export default function VersionSwitchNotice(): ReactNode {
  const isBrowser = useIsBrowser();
  const {state} = useLocation();
  const {label: versionLabel, version: versionName} = useDocsVersion();
  const {metadata} = useDoc();
  // The history state object dismissed, so a later switch (a new state object) shows again.
  const [dismissedState, setDismissedState] = useState<unknown>(undefined);
  const regionRef = useRef<HTMLDivElement>(null);

  const fromRoute = isBrowser && state !== dismissedState ? versionSwitchFromRoute(state) : undefined;
  const missing = usePartialRoute(fromRoute ?? '');
  const closest = fromRoute ? missing?.missingFrom[versionName] : undefined;
  // Only where that switch was meant to land (not after the reader moved on).
  const show = missing && closest && closest.route === routeOfSlug(metadata.slug);

  return (
    <div ref={regionRef} role="status" tabIndex={-1} className={styles.region}>
      {show && (
        <div className={clsx('alert alert--info', styles.notice)}>
          <p className={styles.text}>
            {versionLabel} has no “{missing.title}” page; showing{' '}
            {closest.category ? `the first page of ${closest.category}` : 'its introduction'} instead.
          </p>
          <button
            type="button"
            className={clsx('clean-btn', styles.dismiss)}
            aria-label="Dismiss this notice"
            onClick={() => {
              // The button goes away: keep keyboard focus where the notice was.
              regionRef.current?.focus();
              setDismissedState(state);
            }}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
