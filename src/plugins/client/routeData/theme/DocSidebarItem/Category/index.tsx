/**
 * Wraps theme-classic's sidebar category (through `@theme-init`): a category that waits for its
 * section's route data (cut to its first link in the client's copy of the version metadata,
 * ../../../versionSidebarSplit.mjs) loads that section when the reader points at it or opens
 * it, then shows all its items. The category itself renders as the original: the extra
 * handlers go to its label's link, the one element the original hands unknown props to.
 */
import React, {useReducer, type ComponentProps, type ReactNode} from 'react';
import Category from '@theme-init/DocSidebarItem/Category';
import {loadRouteData} from '../../../client/routeData';
import {TRIMMED_CATEGORY} from '../../../versionSidebarSplit.mjs';

type Props = ComponentProps<typeof Category>;

export default function DocSidebarItemCategory(props: Props): ReactNode {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const {item, onItemClick} = props;
  const sectionPath = (item as {[TRIMMED_CATEGORY]?: string})[TRIMMED_CATEGORY];
  if (!sectionPath) return <Category {...props} />;
  // A failed load leaves the first link shown; the next pointing or click tries again.
  const load = () => void loadRouteData(sectionPath).then(rerender, () => undefined);
  return (
    <Category
      {...props}
      onItemClick={(clicked: unknown) => {
        if (clicked === item) load();
        onItemClick?.(clicked);
      }}
      {...{onPointerEnter: load, onFocus: load}}
    />
  );
}
