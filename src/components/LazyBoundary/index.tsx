/**
 * Lazy parts that fail in place (issue 31): a `React.lazy` part whose chunk cannot be loaded
 * (the reader's tab outlived a deploy and the old hash is gone, or the network dropped) shows
 * its own failure with a Retry where the part would be, instead of throwing to the layout's
 * error boundary ("This page crashed", which Try again cannot mend: `React.lazy` keeps the
 * rejection for good). A retry that fails too sends the reader, with a full page load, to the
 * page that does the same job: a fresh load brings the current build's runtime and chunk names;
 * offline, the reader stays where they are (a page load could only fail).
 *
 * - `lazyWithRetry(load)`: `React.lazy` that loads again when its boundary retries (or a new
 *   boundary renders it) after a failure, and marks its load errors so that a boundary can tell
 *   them from render errors. A drop-in for `lazy()` (the theme's lazy wraps rendered at
 *   hydration can use it too; without a boundary it behaves as `lazy()`).
 * - `<LazyBoundary>`: Suspense plus an error boundary for load errors only; any other error
 *   still reaches the layout's boundary, so a real crash is not dressed up as a network fault.
 *
 * It is on every page's first load (the search button uses it): keep it this small.
 */
import React, {Component, Suspense, createContext, lazy, useContext, type ComponentType, type ReactNode} from 'react';

/** The browser says it has no network. */
const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The errors of lazy parts' own loads (their chunks), as opposed to errors of their render. */
const loadErrors = new WeakSet<object>();

const isLoadError = (error: unknown): boolean => typeof error === 'object' && error !== null && loadErrors.has(error);

/** A lazy component, plus `preload()` to start its download early (a failure is left for the render). */
export type LazyPart<P> = ComponentType<P> & {preload: () => void};

/**
 * The nearest LazyBoundary's attempt, new with each boundary and each retry: a part whose load
 * failed loads again when it changes (and only then).
 */
const Attempt = createContext(0);
let attempts = 0;

export function lazyWithRetry<P extends object>(load: () => Promise<{default: ComponentType<P>}>): LazyPart<P> {
  // React re-renders a suspended part once its load settles: a failed load must stay failed
  // until the boundary retries, or every re-render would fetch again, for ever.
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        if (typeof error === 'object' && error !== null) loadErrors.add(error);
        loader.failed = true;
        throw error;
      }),
    );
  const loader = {failed: false, attempt: 0, component: fresh()};
  const Part = (props: P) => {
    const attempt = useContext(Attempt);
    if (loader.failed && attempt !== loader.attempt) {
      // The boundary retried: React's `lazy` keeps a rejection for good, so load with a new one
      // (the bundler's runtime forgets a failed chunk and requests it again).
      loader.failed = false;
      loader.component = fresh();
    }
    loader.attempt = attempt;
    const Current = loader.component;
    return <Current {...props} />;
  };
  return Object.assign(Part, {preload: () => void load().catch(() => undefined)});
}

export interface FailedProps {
  /** Renders the part again, which loads its chunk again. */
  retry: () => void;
  /** The retry failed too: the full page is loading. */
  leaving: boolean;
}

interface Props {
  children: ReactNode;
  /** Shown while the part loads. */
  loading: ReactNode;
  /** Shown in the part's place when its code could not be loaded: says so and offers `retry`. */
  failed: (props: FailedProps) => ReactNode;
  /** Where a retry that fails too goes (a full page load): the page that does the part's job. */
  fullPage: () => string;
}

interface State {
  error: unknown;
  /** This boundary's current attempt (the parts inside read it through `Attempt`). */
  attempt: number;
  retried: boolean;
}

export default class LazyBoundary extends Component<Props, State> {
  override state: State = {error: null, attempt: ++attempts, retried: false};

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return {error};
  }

  override componentDidCatch(error: unknown): void {
    // Offline, a full page load would only show the browser's own error page: stay.
    if (isLoadError(error) && this.state.retried && !isOffline()) window.location.assign(this.props.fullPage());
  }

  retry = (): void => this.setState({error: null, attempt: ++attempts, retried: true});

  override render(): ReactNode {
    const {error, attempt, retried} = this.state;
    if (error) {
      // Not a load failure: the layout's boundary handles it, as it would without this one.
      if (!isLoadError(error)) throw error;
      return this.props.failed({retry: this.retry, leaving: retried && !isOffline()});
    }
    return (
      <Attempt.Provider value={attempt}>
        <Suspense fallback={this.props.loading}>{this.props.children}</Suspense>
      </Attempt.Provider>
    );
  }
}
