/**
 * Wraps @theme/DocItem/Content (the classic theme's, through `@theme-init`, as a plugin theme
 * wraps) to mark what the offline search indexes (../../../buildIndex.ts).
 *
 * Why: Pagefind indexes only the elements marked `data-pagefind-body`, so marking the doc's
 * content here keeps the navbar, sidebar, banners, table of contents and pagination out of
 * the index, and leaves every page that is not a doc (home, 404, search page) unindexed.
 * The `version` filter (the docs version's name) says which version's index the page goes to
 * and which version a result is from. Unlisted docs are not marked: SPEC §6 keeps them out of
 * indexes.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
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
