/**
 * Wraps @theme/NavbarItem/DocsVersionDropdownNavbarItem (swizzle --wrap), issue 12.
 *
 * Why: upstream matches pages across versions by doc id and, when the chosen version lacks the
 * page, silently opens that version's introduction; and its dropdown ignores Escape. On a doc
 * page this renders our dropdown instead (src/versionsUi/components/availability/VersionDropdown):
 * each entry says whether its version has the page, and a version without it leads to the
 * closest page there, which says so. Elsewhere (search page, not-found page) there is no page to
 * be available and upstream renders unchanged.
 *
 * Escape (SPEC keyboard use): upstream keeps the open state inside its dropdown with no way to
 * close it from outside, so Escape remounts the dropdown (it starts closed) and puts focus back
 * on its toggle. Desktop only: on mobile the dropdown is a list in the navbar sidebar.
 */
import React, {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import VersionDropdown from '@site/src/versionsUi/components/availability/VersionDropdown';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

/**
 * Escape pressed on the open dropdown (its toggle or an entry) closes it and focuses the toggle.
 * Returns the key that remounts the dropdown and the ref its toggle must get.
 */
function useEscapeCloses(enabled: boolean): {generation: number; toggleRef: RefObject<HTMLAnchorElement | null>} {
  const [generation, setGeneration] = useState(0);
  const toggleRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const toggle = toggleRef.current;
      const dropdown = toggle?.parentElement;
      if (event.key !== 'Escape' || !toggle || !dropdown?.contains(event.target as Node)) return;
      // Closed, with focus already on the toggle: nothing to close.
      if (!dropdown.classList.contains('dropdown--show') && event.target === toggle) return;
      event.preventDefault();
      setGeneration((value) => value + 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);

  useEffect(() => {
    if (generation > 0) toggleRef.current?.focus();
  }, [generation]);

  return {generation, toggleRef};
}

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const {activeDoc, activeVersion} = useActiveDocContext(props.docsPluginId);
  const {generation, toggleRef} = useEscapeCloses(!props.mobile);
  // A `versions` subset in the navbar config is upstream's feature; ours lists every version.
  if (activeDoc && activeVersion && !props.versions) {
    return <VersionDropdown key={generation} {...props} activeDoc={activeDoc} activeVersion={activeVersion} toggleRef={toggleRef} />;
  }
  return <DocsVersionDropdownNavbarItem key={generation} {...props} ref={toggleRef} />;
}
