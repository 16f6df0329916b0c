/**
 * Wraps @theme/NotFound/Content (swizzle --wrap) to make the not-found page version-aware
 * (issue 12, item 3, src/versionsUi/components/VersionNotFound).
 *
 * Why: under a docs version the docs plugin's DocRoot renders only this component when no doc
 * matches, so a missing page lost the version's sidebar, said nothing about the version and had
 * no title but the site name. Inside a docs version we render our page (the version's sidebar,
 * the versions that have the address, the closest pages); elsewhere the original text stays.
 */
import React, {lazy, type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePluginAndVersion} from '@docusaurus/plugin-content-docs/client';

/**
 * Loaded only when a page is missing: the docs plugin's DocRoot imports this wrapper, so a static
 * import put the not-found page and its suggestions on every doc page's first load (~1.5 KB gzip).
 *
 * Deliberately no Suspense boundary of its own (none is above it either): while hydrating a
 * missing page, React then keeps the server's HTML and waits for the chunk before hydrating
 * anything, and a client-side navigation keeps the previous page until it is there. A boundary
 * here would still be dehydrated when `useIsBrowser` flips after hydration, and React would drop
 * the server's HTML and render the page anew without it (a flash of the fallback).
 */
const VersionNotFound = lazy(() => import(/* webpackChunkName: "version-not-found" */ '@site/src/versionsUi/components/VersionNotFound'));

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  // The address decides the docs version exactly as the route table does, so a version found here
  // means we are rendered inside that version's route and its context.
  const inDocsVersion = useActivePluginAndVersion()?.activeVersion !== undefined;
  return inDocsVersion ? <VersionNotFound /> : <Content {...props} />;
}
