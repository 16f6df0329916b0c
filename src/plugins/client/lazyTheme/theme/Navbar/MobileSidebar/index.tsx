/**
 * Wraps @theme/Navbar/MobileSidebar (through @theme-init): the original renders nothing until the
 * window is narrow (`shouldRender`, known only after hydration), so its menus load then, in a
 * chunk of their own, and never on a wide screen. The server never renders it, so a Suspense
 * boundary here changes no hydration: the sidebar appears when its chunk is there.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const NavbarMobileSidebar = lazy(() => import(/* webpackChunkName: "theme-navbar-mobile-sidebar" */ '@theme-init/Navbar/MobileSidebar'));

export default function LazyNavbarMobileSidebar(): ReactNode {
  if (!useNavbarMobileSidebar().shouldRender) return null;
  return (
    <Suspense fallback={null}>
      <NavbarMobileSidebar />
    </Suspense>
  );
}
