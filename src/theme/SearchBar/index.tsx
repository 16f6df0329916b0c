/**
 * Wraps @theme/SearchBar (swizzle --wrap) to choose the navbar's search (issue 6).
 *
 * Why: the default search is our offline one (src/components/search), built at build time and
 * needing no network. When the hosted provider is configured (ALGOLIA_* variables, so
 * docusaurus.config.ts sets `themeConfig.algolia` and the preset adds the DocSearch theme),
 * the original is DocSearch's SearchBar and we render it. Without that config the original is
 * the classic theme's empty placeholder, never rendered, and nothing contacts the provider.
 */
import React, {type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {useThemeConfig, type ThemeConfig} from '@docusaurus/theme-common';
import NavbarSearch from '@site/src/components/search/NavbarSearch';

type Props = WrapperProps<typeof SearchBarType>;

/** `algolia` is declared by the DocSearch theme's types, which are only present when it is configured. */
type MaybeHostedThemeConfig = ThemeConfig & {algolia?: unknown};

export default function SearchBarWrapper(props: Props): ReactNode {
  const {algolia} = useThemeConfig() as MaybeHostedThemeConfig;
  return algolia ? <SearchBar {...props} /> : <NavbarSearch />;
}
