/**
 * Extends @theme/MDXComponents by spreading the original map (no eject): Markdown tables
 * render inside ScrollableTable so wide tables scroll in a keyboard-focusable region.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
