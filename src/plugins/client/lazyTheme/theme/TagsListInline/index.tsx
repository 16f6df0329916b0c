/**
 * Wraps @theme/TagsListInline (through @theme-init): loaded only when rendered, and no doc has tags.
 * See "Loaded when rendered" in src/plugins/client/README.md.
 */
import {lazy} from 'react';

export default lazy(() => import(/* webpackChunkName: "theme-tags-list-inline" */ '@theme-init/TagsListInline'));
