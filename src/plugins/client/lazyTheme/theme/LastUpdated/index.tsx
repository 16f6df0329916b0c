/**
 * Wraps @theme/LastUpdated (through @theme-init): loaded only when rendered, and no doc shows a
 * last-update time (`showLastUpdateTime` is off). See "Loaded when rendered" in src/plugins/client/README.md.
 */
import {lazy} from 'react';

export default lazy(() => import(/* webpackChunkName: "theme-last-updated" */ '@theme-init/LastUpdated'));
