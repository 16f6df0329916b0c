/**
 * Wraps @theme/Details (through @theme-init), the component of a `<details>` written in Markdown:
 * loaded only when rendered, and no doc has one. See "Loaded when rendered" in src/plugins/client/README.md.
 */
import {lazy} from 'react';

export default lazy(() => import(/* webpackChunkName: "theme-details" */ '@theme-init/Details'));
