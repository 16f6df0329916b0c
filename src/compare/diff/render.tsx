/**
 * A comparison's mdast tree → React (issue 21): mdast → hast (mdast-util-to-hast) → React
 * elements (hast-util-to-jsx-runtime). Chosen over a Markdown-to-HTML-string renderer (marked,
 * micromark) because nothing goes through innerHTML: to-hast drops raw HTML unless told
 * otherwise, and here raw HTML in a twin is turned into text first, so it shows as written and
 * never becomes markup; React escapes every text. It is the unified family MDX itself parses
 * with, so the blocks are the site's blocks.
 */
import type {ComponentType, ReactNode} from 'react';
import {Fragment, jsx, jsxs} from 'react/jsx-runtime';
import {toHast} from 'mdast-util-to-hast';
import {toJsxRuntime, type Components} from 'hast-util-to-jsx-runtime';
import type {Nodes, Root} from 'mdast';
import {BASE_URL} from '../../versions/versions';
import {pageOfTwin} from '../../markdown/twinPath';

/**
 * Twins link to other twins by absolute URL (`https://…/docs/v4.33/state.md#x`); on the site the
 * link goes to the page (`/docs/v4.33/state#x`). Raw HTML becomes text.
 */
function forTheSite(node: Nodes, origin: string, tables = {count: 0}): void {
  // Each table scrolls in a named region; the names must differ (axe: landmark-unique).
  if (node.type === 'table') {
    tables.count += 1;
    node.data = {...node.data, hProperties: {...node.data?.hProperties, dataTableNumber: tables.count}};
  }
  if (node.type === 'link' || node.type === 'image') {
    const prefix = `${origin.replace(/\/$/, '')}${BASE_URL}`;
    if (node.url.startsWith(prefix)) node.url = node.url.slice(prefix.length - BASE_URL.length);
    if (node.type === 'link' && node.url.startsWith(BASE_URL)) node.url = pageOfTwin(node.url);
  }
  if (node.type === 'html') (node as unknown as {type: string}).type = 'text';
  if ('children' in node) for (const child of node.children) forTheSite(child, origin, tables);
}

export function renderComparison(
  tree: Root,
  origin: string,
  components: Partial<Record<'a' | 'table' | 'pre', ComponentType<never>>> = {},
): ReactNode {
  const copy = structuredClone(tree);
  forTheSite(copy, origin);
  return toJsxRuntime(toHast(copy), {Fragment, jsx, jsxs, components: components as Partial<Components>});
}
