/**
 * Markdown for people and agents (issue 23), on every doc page:
 * - `<link rel="alternate" type="text/markdown">` in the head, naming the page's Markdown twin
 *   (`<route>.md`, written by src/plugins/llmsTxt);
 * - a "Copy page" button that copies that twin (./copyMarkdown: fetched on click) and a link
 *   that opens it; success or failure is announced in a polite live region.
 *
 * Copy page and its status are for people in a browser: `data-markdown-ignore` tells Markdown
 * parity checkers (afdocs, tests/pageChecks/twinParity.ts) that the twin rightly lacks them.
 *
 * Rendered by the src/theme/DocItem/Layout wrap, above the doc.
 */
import React, {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {twinPath as twinPathOf} from '@site/src/markdown/twinPath';
import {copyMarkdown} from './copyMarkdown';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const MESSAGES: Record<CopyState, string> = {
  idle: '',
  copying: '',
  copied: 'Copied this page as Markdown.',
  failed: 'Could not copy the page; open the Markdown and copy it from there.',
};

export default function PageMarkdown(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const [state, setState] = useState<CopyState>('idle');
  const twinPath = twinPathOf(metadata.permalink, siteConfig.baseUrl);

  const copy = () => {
    if (state === 'copying') return;
    setState('copying');
    copyMarkdown(twinPath).then(
      () => setState('copied'),
      (error: unknown) => {
        console.warn('Copy page:', error);
        setState('failed');
      },
    );
  };

  return (
    <div className={styles.actions} data-markdown-ignore="">
      <Head>
        <link rel="alternate" type="text/markdown" href={`${siteConfig.url}${twinPath}`} />
      </Head>
      <span role="status" className={styles.status}>
        {MESSAGES[state]}
      </span>
      <button type="button" className="page-tool-button" onClick={copy}>
        Copy page
      </button>
      <a className={styles.open} href={twinPath} type="text/markdown">
        Open as Markdown
      </a>
    </div>
  );
}
