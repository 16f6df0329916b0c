/**
 * The comparison of one page in two versions (issue 21), loaded lazily by ../CompareWith: it
 * fetches the two Markdown twins (`<page>.md`, written by src/plugins/llmsTxt; the only requests
 * it makes), diffs them block by block (../../diff/blocks.ts) and renders the page being read with
 * the other version's additions in `<ins>` and removals in `<del>`, each with a text label.
 *
 * Rendering is ../../diff/render.tsx: mdast → hast → React, never innerHTML, raw HTML as text.
 *
 * The summary is in a live region; "Previous change" / "Next change" (or `p` / `n` while focus
 * is in the comparison) move focus from change to change.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {docUrl, type DocsVersion} from '@site/src/versions/versions';
import {twinPath} from '@site/src/markdown/twinPath';
import {compareTwins, summarize, type CompareResult} from '../../diff/blocks';
import {renderComparison} from '../../diff/render';
import {classNames as styles, css} from './styles';

interface Props {
  route: string;
  /** The version of the page being read. */
  base: DocsVersion;
  /** The version it is compared with. */
  other: DocsVersion;
  /** The page's URL without the compare state. */
  leaveUrl: string;
}

async function fetchTwin(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return response.text();
}

function SiteLink({href, ...rest}: React.ComponentProps<'a'>): ReactNode {
  return href?.startsWith('/') ? <Link to={href} {...rest} /> : <a href={href} {...rest} />;
}

/** A code block scrolls sideways on narrow screens: keyboard users must be able to focus it (axe: scrollable-region-focusable). */
/** Tables scroll inside a focusable region (as on doc pages), named "Table 2" and so on so that each region's name is its own. */
function NumberedTable({'data-table-number': number, ...props}: React.ComponentProps<'table'> & {'data-table-number'?: number}): ReactNode {
  return (
    <div className={styles.tableScroller} role="region" aria-label={`Table ${number ?? ''}`.trim()} tabIndex={0}>
      <table {...props} />
    </div>
  );
}

function FocusablePre(props: React.ComponentProps<'pre'>): ReactNode {
  return <pre tabIndex={0} {...props} />;
}

type State = {status: 'loading'} | {status: 'failed'; message: string} | {status: 'done'; result: CompareResult};

export default function CompareView({route, base, other, leaveUrl}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [state, setState] = useState<State>({status: 'loading'});
  const [position, setPosition] = useState(-1);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    Promise.all([fetchTwin(twinPath(docUrl(base, route))), fetchTwin(twinPath(docUrl(other, route)))])
      .then(([baseMarkdown, otherMarkdown]) => {
        const result = compareTwins({base: {markdown: baseMarkdown, version: base}, other: {markdown: otherMarkdown, version: other}});
        if (!cancelled) setState({status: 'done', result});
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({status: 'failed', message: error instanceof Error ? error.message : String(error)});
      });
    return () => {
      cancelled = true;
    };
  }, [base, other, route]);

  const content = useMemo(
    () =>
      state.status === 'done'
        ? renderComparison(state.result.tree, siteConfig.url, {a: SiteLink, table: NumberedTable, pre: FocusablePre})
        : null,
    [state, siteConfig.url],
  );
  const changeCount = state.status === 'done' ? state.result.additions + state.result.removals : 0;

  const jump = useCallback(
    (step: 1 | -1) => {
      const changes = region.current ? Array.from(region.current.querySelectorAll<HTMLElement>('[data-compare-change]')) : [];
      if (changes.length === 0) return;
      const next = position < 0 ? (step === 1 ? 0 : changes.length - 1) : (position + step + changes.length) % changes.length;
      setPosition(next);
      changes[next].scrollIntoView({block: 'center'});
      changes[next].focus({preventScroll: true});
    },
    [position],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.target as HTMLElement).closest('input, textarea, select')) return;
    if (event.key === 'n' || event.key === 'p') {
      event.preventDefault();
      jump(event.key === 'n' ? 1 : -1);
    }
  };

  return (
    <div ref={region} className={styles.compare} onKeyDown={onKeyDown}>
      {/* As markup, not a text child: the build's HTML minifier rewrites inline rules (see the planner page). */}
      <style dangerouslySetInnerHTML={{__html: css}} />
      <div className={styles.bar}>
        <p className={styles.heading}>
          Comparing {base.label} with {other.label}: <span className={styles.legend}>marked blocks say which version has them.</span>
        </p>
        <p className={styles.summary} role="status" aria-live="polite">
          {state.status === 'loading' ? 'Loading the comparison…' : null}
          {state.status === 'failed' ? `The comparison could not be loaded (${state.message}).` : null}
          {state.status === 'done' ? summarize(state.result, base, other) : null}
        </p>
        <div className={styles.actions}>
          <button type="button" className="button button--sm button--secondary" onClick={() => jump(-1)} disabled={changeCount === 0}>
            Previous change
          </button>
          <button type="button" className="button button--sm button--secondary" onClick={() => jump(1)} disabled={changeCount === 0}>
            Next change
          </button>
          {changeCount > 0 ? (
            <span className={styles.position}>
              {position >= 0 ? `Change ${position + 1} of ${changeCount}` : `${changeCount} changes`} (keys: n, p)
            </span>
          ) : null}
          <Link to={leaveUrl} className={styles.leave}>
            Leave the comparison
          </Link>
        </div>
      </div>
      <div className={styles.body}>{content}</div>
    </div>
  );
}
