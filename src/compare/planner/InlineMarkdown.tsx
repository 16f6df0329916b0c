/**
 * A one-line Markdown quote (a planner item's title or detail) as React text: `code` spans and
 * link texts kept, every other character shown as written. Never HTML: the text goes into
 * React's escaped children, so a fence quoting markup cannot inject any.
 */
import React, {type ReactNode} from 'react';

export function InlineMarkdown({text}: {text: string}): ReactNode {
  const withoutLinks = text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  return withoutLinks
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={index}>{part.slice(1, -1)}</code> : part,
    );
}
