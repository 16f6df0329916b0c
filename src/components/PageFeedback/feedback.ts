/**
 * The page feedback's pure parts (./index.tsx): where an answer is stored and the issue a "No"
 * offers to open.
 */
import {docsRepositoryNewIssueUrl} from '../../utils/siteLinks';

export type Answer = 'yes' | 'no';

/** The storage key of a page's answer. */
export function feedbackStorageKey(permalink: string): string {
  return `docs-page-feedback-${permalink}`;
}

export function asAnswer(value: string | null): Answer | null {
  return value === 'yes' || value === 'no' ? value : null;
}

interface IssueDetails {
  title: string;
  pageUrl: string;
  versionLabel: string;
}

/** The new issue a "No" offers: the page and version already filled in, the rest up to the reader. */
export function feedbackIssueUrl({title, pageUrl, versionLabel}: IssueDetails): string {
  return docsRepositoryNewIssueUrl(
    `Docs feedback: ${title} (${versionLabel})`,
    [`Page: ${pageUrl}`, `Version: ${versionLabel}`, '', 'What was missing, unclear or wrong?', ''].join('\n'),
  );
}
