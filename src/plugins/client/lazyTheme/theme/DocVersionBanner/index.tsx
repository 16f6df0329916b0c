/**
 * Wraps @theme/DocVersionBanner (through @theme-init): the banner of Next and of older versions
 * ("unreleased", "no longer actively maintained") is loaded only on their pages, not with the
 * chunk of every doc page; the latest version has none. See "Loaded when rendered" in src/plugins/client/README.md.
 */
import React, {lazy, type ReactNode} from 'react';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

const DocVersionBanner = lazy(() => import(/* webpackChunkName: "theme-doc-version-banner" */ '@theme-init/DocVersionBanner'));

type Props = WrapperProps<typeof DocVersionBannerType>;

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  // The original's own test: it renders nothing without a banner.
  return useDocsVersion().banner ? <DocVersionBanner {...props} /> : null;
}
