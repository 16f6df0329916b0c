/**
 * A one-line Markdown quote (a planner item's title or detail) as React text: `code` spans and
 * link texts kept, every other character shown as written. Never HTML: the text goes into
 * React's escaped children, so a fence quoting markup cannot inject any.
 */
import React, {type ReactNode} from 'react';
import {linksAsText, splitCodeSpans} from '../../markdown/syntax/inline';

export function InlineMarkdown({text}: {text: string}): ReactNode {
  return splitCodeSpans(linksAsText(text)).map((part, index) => (part.code ? <code key={index}>{part.text}</code> : part.text));
}
