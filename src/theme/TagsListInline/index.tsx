/**
 * Wraps @theme/TagsListInline (swizzle --wrap): loaded only when rendered, and no doc has tags.
 * See "Loaded when rendered" in ../README.md.
 */
import {lazy} from 'react';

export default lazy(() => import(/* webpackChunkName: "theme-tags-list-inline" */ '@theme-original/TagsListInline'));
