/**
 * Wraps @theme/Admonition (through @theme-init), the component of a Markdown `:::note` … `:::`:
 * its six types and their icons load only on a page that has one, not with the MDX components
 * of every doc page. See "Loaded when rendered" in src/plugins/client/README.md.
 */
import {lazy} from 'react';

export default lazy(() => import(/* webpackChunkName: "theme-admonition" */ '@theme-init/Admonition'));
