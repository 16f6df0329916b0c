/**
 * Wraps @theme/ContentVisibility/Unlisted (through @theme-init), the banner of an unlisted page:
 * loaded only when rendered, and the site has no unlisted page. See "Loaded when rendered" in
 * src/plugins/client/README.md.
 */
import {lazy} from 'react';

export default lazy(() => import(/* webpackChunkName: "theme-content-visibility-unlisted" */ '@theme-init/ContentVisibility/Unlisted'));
