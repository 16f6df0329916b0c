/**
 * `<Playground />` on each version's playground page: the page's part is this wrapper only;
 * the editors, the compilers and the preview load when the page renders in a browser (see
 * ../README.md), so no other page carries any of it.
 */
import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import LazyBoundary, {lazyWithRetry} from '@site/src/components/LazyBoundary';

const PlaygroundApp = lazyWithRetry(() => import('./PlaygroundApp'));

export default function Playground(): React.ReactNode {
  const {version} = useDocsVersion();
  // Browser-only, as the whole playground: the twin has no such line (data-markdown-ignore, issue 29).
  const loading = (
    <p role="status" data-markdown-ignore="">
      Loading the playground…
    </p>
  );
  return (
    <BrowserOnly fallback={loading}>
      {() => (
        <LazyBoundary
          loading={loading}
          fullPage={() => window.location.href}
          failed={({retry, leaving}) => (
            <div role="alert">
              <p>
                The playground could not be loaded.
                {leaving ? ' Loading the page again…' : null}
              </p>
              <button type="button" className="button button--sm button--secondary" onClick={retry} disabled={leaving}>
                Retry
              </button>
            </div>
          )}>
          <PlaygroundApp versionName={version} />
        </LazyBoundary>
      )}
    </BrowserOnly>
  );
}
