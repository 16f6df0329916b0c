/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 *
 * A port of @docusaurus/theme-common 3.10's lib/utils/reactUtils.js (./index.ts says why): the
 * same exports, and useShallowMemoObject orders keys by code unit instead of `localeCompare`.
 * src/plugins/client/internals.ts holds the original's hash.
 */
import React, {useCallback, useMemo, useRef} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

export function useEvent(callback) {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args) => ref.current(...args), []);
}

export function usePrevious(value) {
  const ref = useRef(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

export class ReactContextError extends Error {
  constructor(providerName, additionalInfo) {
    super();
    this.name = 'ReactContextError';
    this.message = `Hook ${this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups.name ?? ''} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

export function useShallowMemoObject(obj) {
  const deps = Object.entries(obj);
  // Keys are unique, so a code-unit order is total and the same every render.
  deps.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return useMemo(() => obj, deps.flat());
}

export function composeProviders(providers) {
  return ({children}) =>
    React.createElement(
      React.Fragment,
      null,
      providers.reduceRight((element, CurrentProvider) => React.createElement(CurrentProvider, null, element), children),
    );
}
