/**
 * Wraps @theme/Loading (the core fallback theme's; swizzle --wrap) for the "failed" state of
 * page loading (SPEC §4, §8: a content chunk that fails to load).
 *
 * Why: the original shows the error and a Retry in a box whose white-on-red text fails WCAG AA
 * contrast and is not announced. Ours is an alert with the same parts (error text, a Retry that
 * retries the load and goes back to loading) in colours that pass. The spinner and the delay
 * before it stay the original's.
 *
 * A route whose chunks failed before it was ever shown (nested routes of a page whose first
 * load failed, see src/plugins/client/rootGuards/routeLoadFailures.ts) mounts already holding that old error. Once
 * the reader has pressed Retry anywhere, such a route retries by itself once instead of asking
 * again; only an error from that retry is shown.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LoadingType>;

/** Set once the reader presses a Retry: from then on, errors older than a route's mount are stale. */
let readerRetried = false;

export default function LoadingWrapper(props: Props): ReactNode {
  const {error, retry} = props;
  const [staleError] = useState<unknown>(() => (readerRetried ? error : null));

  useEffect(() => {
    if (staleError) retry();
  }, [staleError, retry]);

  if (error && error !== staleError) {
    return (
      <LoadFailed
        error={error}
        onRetry={() => {
          readerRetried = true;
          retry();
        }}
      />
    );
  }
  return <Loading {...props} error={null} />;
}

function LoadFailed({error, onRetry}: {error: unknown; onRetry: () => void}): ReactNode {
  return (
    <div role="alert" className={styles.failed}>
      {/* The page's own heading never rendered: this is the page now. */}
      <h1 className={styles.title}>This page could not be loaded</h1>
      <p className={styles.message}>{String(error)}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
