/**
 * Wraps @theme/DocItem/Content (swizzle --wrap) to mark what the offline search indexes
 * (issue 6, src/plugins/pagefindIndex).
 *
 * Why: Pagefind indexes only the elements marked `data-pagefind-body`, so marking the doc's
 * content here keeps the navbar, sidebar, banners, table of contents and pagination out of
 * the index, and leaves every page that is not a doc (home, 404, search page) unindexed.
 * The `version` filter (the docs version's name) lets search stay within the version being
 * read. Unlisted docs are not marked: SPEC §6 keeps them out of indexes.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {version} = useDocsVersion();
  const {metadata} = useDoc();
  if (metadata.unlisted) {
    return <Content {...props} />;
  }
  return (
    <div data-pagefind-body="">
      <span hidden data-pagefind-filter={`version:${version}`} />
      <Content {...props} />
    </div>
  );
}
