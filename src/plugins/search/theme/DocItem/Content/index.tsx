/**
 * Wraps @theme/DocItem/Content (the classic theme's, through `@theme-init`, as a plugin theme
 * wraps) to mark what the offline search indexes (../../../buildIndex.ts).
 *
 * Why: Pagefind indexes only the elements marked `data-pagefind-body`, so marking the doc's
 * content here keeps the navbar, sidebar, banners, table of contents and pagination out of
 * the index, and leaves every page that is not a doc (home, 404, search page) unindexed.
 * The `version` filter (the docs version's name) says which version's index the page goes to
 * and which version a result is from. Unlisted docs are not marked: SPEC §6 keeps them out of
 * indexes. A page whose front matter sets SECTION_LINKS_FRONT_MATTER (a page of messages, each
 * section pointing to the page about its topic) is marked so the index records those links.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {SECTION_LINKS_ATTRIBUTE, SECTION_LINKS_FRONT_MATTER} from '../../../sectionLinks';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {version} = useDocsVersion();
  const {metadata, frontMatter} = useDoc();
  if (metadata.unlisted) {
    return <Content {...props} />;
  }
  return (
    <div
      data-pagefind-body=""
      {...((frontMatter as Record<string, unknown>)[SECTION_LINKS_FRONT_MATTER] === true ? {[SECTION_LINKS_ATTRIBUTE]: ''} : {})}>
      <span hidden data-pagefind-filter={`version:${version}`} />
      <Content {...props} />
    </div>
  );
}
