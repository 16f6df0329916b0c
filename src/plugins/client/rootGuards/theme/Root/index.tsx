/**
 * Wraps @theme/Root (the core fallback theme's, which only renders its children), reached
 * through `@theme-init` as a plugin theme must (`@theme-original` would be this file). Nothing is added to what it renders: it is wrapped because its module is the first
 * theme code the browser runs, after the route table is built and before the theme's storage
 * slots, the first route preload and the first render. Two guards run there:
 *
 * - storage.ts: storage whose methods throw becomes "no storage", which Docusaurus handles with
 *   one console warning (SPEC §8 "Storage unavailable") instead of an error per read and write;
 * - routeLoadFailures.ts: a page whose content chunk fails on first load (also after
 *   Docusaurus's own reload when a navigation's preload failed) renders with the failed route
 *   showing the red box and Retry of src/theme/Loading (SPEC §4, §8), instead of never
 *   becoming interactive; a failed hover preload logs a warning instead of an uncaught error.
 */
import React, {useEffect, type ReactNode} from 'react';
import Root from '@theme-init/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {disableUnusableStorage} from '../../storage';
import {firstRenderDone, guardFirstLoad, warnOnUnhandledChunkErrors} from '../../routeLoadFailures';

if (ExecutionEnvironment.canUseDOM) {
  disableUnusableStorage();
  guardFirstLoad();
  warnOnUnhandledChunkErrors();
}

type Props = WrapperProps<typeof RootType>;

export default function RootWrapper(props: Props): ReactNode {
  useEffect(firstRenderDone, []);
  return <Root {...props} />;
}
