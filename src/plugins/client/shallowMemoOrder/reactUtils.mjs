/**
 * theme-common's lib/utils/reactUtils.js in the client bundle (./index.ts says why): everything
 * it exports, with useShallowMemoObject ordering keys by code unit instead of `localeCompare`.
 * The query keeps the replacement rule, which matches the file's path alone, off the original.
 */
import {useMemo} from 'react';

export * from '@docusaurus-theme-common-react-utils?original';

/** The original's behaviour: the same object while its keys and values are the same. */
export function useShallowMemoObject(obj) {
  const deps = Object.entries(obj);
  // Keys are unique, so a code-unit order is total and the same every render.
  deps.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return useMemo(() => obj, deps.flat());
}
