/**
 * Wraps @theme/DocItem/Footer (swizzle --wrap), issue 12, to end each doc with its
 * "Available in" strip (src/versionsUi/components/availability/AvailableIn): the versions that have
 * the page and the one it was added in. Inside the article, outside the searchable content.
 */
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import AvailableIn from '@site/src/versionsUi/components/availability/AvailableIn';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <PageFeedback />
      <AvailableIn />
    </>
  );
}
