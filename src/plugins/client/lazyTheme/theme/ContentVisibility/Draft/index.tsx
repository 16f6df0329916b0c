/**
 * Wraps @theme/ContentVisibility/Draft (through @theme-init), the banner of a draft page: loaded only
 * when rendered, and production builds leave drafts out. See "Loaded when rendered" in
 * src/plugins/client/README.md.
 */
import {lazy} from 'react';

export default lazy(() => import(/* webpackChunkName: "theme-content-visibility-draft" */ '@theme-init/ContentVisibility/Draft'));
