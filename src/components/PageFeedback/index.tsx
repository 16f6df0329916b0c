/**
 * "Was this page helpful?" at the foot of each doc (issue 23): Yes / No. On No, a link opens a
 * pre-filled new issue in the docs repository (src/utils/siteLinks) with the page's URL and
 * version; nothing is sent anywhere unless the reader follows it. The answer is kept in local
 * storage per page, under `docs-page-feedback-{permalink}` (e.g.
 * `docs-page-feedback-/docs/v4.37/events`, value `yes` or `no`, named like SPEC §9's
 * `docs-preferred-version-{plugin}`), so the question is not asked again on that page.
 *
 * Storage goes through Docusaurus's storage slots: where it is unavailable (or throws, which
 * src/plugins/client/rootGuards turns into unavailable) the answer lives for the session only. The stored answer
 * is read after hydration (`useStorageSlot` renders `null` on the server and while hydrating), so
 * the server's HTML always asks.
 *
 * Rendered by the src/theme/DocItem/Footer wrap.
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useStorageSlot} from '@docusaurus/theme-common';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {DOCS_REPOSITORY_URL} from '@site/src/utils/siteLinks';
import {asAnswer, feedbackIssueUrl, feedbackStorageKey, type Answer} from './feedback';
import styles from './styles.module.css';

function Feedback({permalink}: {permalink: string}): ReactNode {
  const {metadata} = useDoc();
  const {label: versionLabel} = useDocsVersion();
  const {siteConfig} = useDocusaurusContext();
  const [stored, slot] = useStorageSlot(feedbackStorageKey(permalink));
  // Kept in state too: without usable storage the answer still holds for the visit.
  const [given, setGiven] = useState<Answer | null>(null);
  const questionId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const answer = given ?? asAnswer(stored);

  // The buttons go away with the answer: keep keyboard focus where they were, on the reply.
  useEffect(() => {
    if (given) statusRef.current?.focus();
  }, [given]);

  const choose = (value: Answer) => {
    setGiven(value);
    slot.set(value);
  };

  const issueUrl = feedbackIssueUrl({title: metadata.title, pageUrl: `${siteConfig.url}${permalink}`, versionLabel});

  return (
    // Browser-only: the twin has no such question (`data-markdown-ignore`, issue 29).
    <div className={styles.feedback} data-markdown-ignore="">
      {answer === null && (
        <div role="group" aria-labelledby={questionId} className={styles.question}>
          <span id={questionId} className={styles.prompt}>
            Was this page helpful?
          </span>
          <button type="button" className={`page-tool-button ${styles.choice}`} onClick={() => choose('yes')}>
            Yes
          </button>
          <button type="button" className={`page-tool-button ${styles.choice}`} onClick={() => choose('no')}>
            No
          </button>
        </div>
      )}
      {/* Always in the page, so what it says after an answer is announced. */}
      <p ref={statusRef} role="status" tabIndex={-1} className={styles.thanks}>
        {answer === 'yes' && 'Thanks for letting us know this page helped.'}
        {answer === 'no' && (
          <>
            Thanks for letting us know.{' '}
            {DOCS_REPOSITORY_URL && (
              <a href={issueUrl} target="_blank" rel="noopener noreferrer">
                Tell us what was missing or wrong in a GitHub issue
              </a>
            )}
          </>
        )}
      </p>
    </div>
  );
}

export default function PageFeedback(): ReactNode {
  const {metadata} = useDoc();
  // One instance per page: the storage slot's key is fixed when it is created.
  return <Feedback key={metadata.permalink} permalink={metadata.permalink} />;
}
