/**
 * Wraps @theme/ContentVisibility/Draft (swizzle --wrap), the banner of a draft page: loaded only
 * when rendered, and production builds leave drafts out. See "Loaded when rendered" in
 * ../../README.md.
 */
import {lazy} from 'react';

export default lazy(() => import(/* webpackChunkName: "theme-content-visibility-draft" */ '@theme-original/ContentVisibility/Draft'));
