/**
 * Wraps @theme/ErrorPageContent (theme-classic), the fallback the layout's error boundary shows
 * when a page throws while rendering: SPEC §8 titles it "Page Error", as Docusaurus's root
 * fallback (@theme/Error) is titled, but the layout's fallback keeps the crashed page's title.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
