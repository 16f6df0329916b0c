/**
 * Wraps @theme/CodeBlock (swizzle --wrap) to add the "view on repository" link (SPEC §1).
 *
 * Why: a block that quotes a file of the toolchain's own repository names it in its
 * metastring, ```typescript source="src/declarations/stencil-public-runtime.ts"```, and the
 * reader gets a link to that file at the release tag of the docs version being read, so the
 * code shown and the code linked are the same release. No run link is ever added.
 *
 * A fenced block arrives tokenized at build time (src/plugins/buildTimeHighlight) and renders
 * through PrehighlightedCodeBlock; anything else (a `<CodeBlock>` written in JSX) through the
 * original, as plain text since the client has no Prism. The original is loaded only when such a
 * block renders (no doc page has one): its string and element paths are not on every doc page's
 * first load. No Suspense boundary, as in src/plugins/client/README.md "Loaded when rendered".
 */
import React, {lazy, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import {CURRENT_VERSION, versionByName} from '@site/src/versions/versions';
import {quotedSourceOf, sourceFileUrl} from '@site/src/utils/siteLinks';
import PrehighlightedCodeBlock, {
  isPrehighlighted,
  type MaybePrehighlightedProps,
} from '@site/src/plugins/buildTimeHighlight/client/PrehighlightedCodeBlock';
import styles from './styles.module.css';

const CodeBlock = lazy(() => import(/* webpackChunkName: "theme-code-block-string" */ '@theme-original/CodeBlock'));

type Props = WrapperProps<typeof CodeBlockType> & MaybePrehighlightedProps;

export default function CodeBlockWrapper(props: Props): ReactNode {
  const activeVersion = useActiveVersion(undefined);
  const sourcePath = quotedSourceOf(props.metastring);
  const version = versionByName(activeVersion?.name ?? CURRENT_VERSION);
  const block = isPrehighlighted(props) ? <PrehighlightedCodeBlock {...props} /> : <CodeBlock {...props} />;
  if (!sourcePath || !version) {
    return block;
  }
  return (
    <div className={styles.withSource}>
      {block}
      <a className={styles.sourceLink} href={sourceFileUrl(version.releaseTag, sourcePath)}>
        View <code>{sourcePath}</code> on GitHub at {version.releaseTag}
      </a>
    </div>
  );
}
