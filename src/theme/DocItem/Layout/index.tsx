/**
 * Wraps @theme/DocItem/Layout (swizzle --wrap), issue 12, to put the version-switch notice
 * (src/versionsUi/components/availability/VersionSwitchNotice) above the doc: when the reader chose a
 * version that lacks the page they were reading, the page they land on says so. Issue 23: the
 * "Copy page" control and the Markdown twin's alternate link (src/components/PageMarkdown).
 * Issue 21: the doc's content goes through "Compare with…" (src/compare), which swaps in a
 * comparison on `?compare=`.
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import VersionSwitchNotice from '@site/src/versionsUi/components/availability/VersionSwitchNotice';
import PageMarkdown from '@site/src/components/PageMarkdown';
import CompareWith from '@site/src/compare/components/CompareWith';
import {useVersionsWithPage} from '@site/src/versionsUi/components/availability/useVersionChoices';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const versionsWithPage = useVersionsWithPage();
  return (
    <>
      <VersionSwitchNotice />
      <PageMarkdown />
      <Layout {...props}>
        <CompareWith versionsWithPage={versionsWithPage}>{props.children}</CompareWith>
      </Layout>
    </>
  );
}
