/**
 * Extends @theme/MDXComponents by spreading the original map (no eject):
 * - Markdown tables render inside ScrollableTable so wide tables scroll in a keyboard-focusable region;
 * - `<Since version="…">` blocks of the version fences draw their "Added in" marker.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {Since} from '@site/src/versionsUi/components/VersionFence';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  Since,
};
