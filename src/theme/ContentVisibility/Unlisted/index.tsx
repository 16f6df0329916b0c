/**
 * Wraps @theme/ContentVisibility/Unlisted (swizzle --wrap), the banner of an unlisted page:
 * loaded only when rendered, and the site has no unlisted page. See "Loaded when rendered" in
 * ../../README.md.
 */
import {lazy} from 'react';

export default lazy(() => import(/* webpackChunkName: "theme-content-visibility-unlisted" */ '@theme-original/ContentVisibility/Unlisted'));
