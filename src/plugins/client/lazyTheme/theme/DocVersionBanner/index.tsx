/**
 * Wraps @theme/DocVersionBanner (through @theme-init): the banner of Next and of older versions
 * ("unreleased", "no longer actively maintained") is loaded only on their pages, not with the
 * chunk of every doc page; the latest version has none. See "Loaded when rendered" in src/plugins/client/README.md.
 *
 * Next's banner names the prerelease it documents (issue 41): the stock banner says "unreleased
 * documentation for {site} {version label}", so it is handed Next's metadata with the pinned
 * release beside the label (src/versions/versions.ts, what `npm run version:next` moves); the
 * version menu and the rest of the page keep the label alone.
 */
import React, {lazy, type ReactNode} from 'react';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {CURRENT_VERSION, NEXT_VERSION} from '../../../../../versions/versions';

const DocVersionBanner = lazy(() => import(/* webpackChunkName: "theme-doc-version-banner" */ '@theme-init/DocVersionBanner'));

type Props = WrapperProps<typeof DocVersionBannerType>;

/** What the unreleased banner calls Next: `Next (@stencil/core 5.0.0-beta.12)`. */
export function unreleasedBannerLabel(label: string): string {
  return `${label} (@stencil/core ${NEXT_VERSION.npmVersion})`;
}

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  // The original's own test: it renders nothing without a banner.
  if (!version.banner) return null;
  if (version.version !== CURRENT_VERSION) return <DocVersionBanner {...props} />;
  return (
    <DocsVersionProvider version={{...version, label: unreleasedBannerLabel(version.label)}}>
      <DocVersionBanner {...props} />
    </DocsVersionProvider>
  );
}
