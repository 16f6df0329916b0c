/**
 * Replaces theme-classic's CodeBlock/Content (not a wrap: the original imports
 * prism-react-renderer's `Highlight`, which is what must leave the client bundle).
 *
 * Renders the lines tokenized at build time (src/plugins/buildTimeHighlight/client/PrehighlightedCodeBlock) in the
 * original's markup (`pre.prism-code > code > .token-line`, with magic-comment classes, line
 * numbers and the word-wrap ref), except that each line is a `span` laid out as a block where
 * upstream has a `div`: `code` may hold only phrasing content, and the Nu HTML Checker rejects
 * every `div` line (issue 30). A block that reaches the client as a plain string (a
 * `<CodeBlock>` written in JSX) shows its lines as plain text.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {usePrehighlightedLines} from '@site/src/plugins/buildTimeHighlight/client/PrehighlightedCodeBlock';
import {escapeHtml, LINE_HTML_PROP} from '@site/src/markdown/highlight/lineHtml';
import styles from './styles.module.css';

/** A line: its classes and its content as HTML (the build's tokens, or escaped plain text). */
interface Line {
  className?: string;
  html: string;
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const prehighlighted = usePrehighlightedLines();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const showLineNumbers = lineNumbersStart !== undefined;
  const lines: Line[] = prehighlighted
    ? prehighlighted.map((line) => ({className: line.props.className, html: line.props[LINE_HTML_PROP]}))
    : code.split('\n').map((text, i) => ({className: clsx('token-line', lineClassNames[i]), html: escapeHtml(text)}));
  return (
    <pre
      ref={codeBlockRef}
      // A scrollable region must be reachable by keyboard, as upstream's is.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
        style={showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}>
        {lines.map(({className: lineClassName, html}, i) =>
          showLineNumbers ? (
            <span key={i} className={clsx(lineClassName, styles.codeLine)}>
              <span className={styles.codeLineNumber} />
              <span className={styles.codeLineContent} dangerouslySetInnerHTML={{__html: html}} />
              <br />
            </span>
          ) : (
            // One element per line, not per token: the HTML is escaped text and our own spans.
            <span key={i} className={clsx(lineClassName, styles.line)} dangerouslySetInnerHTML={{__html: `${html}<br>`}} />
          ),
        )}
      </code>
    </pre>
  );
}
