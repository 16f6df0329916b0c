/**
 * A code block whose lines were tokenized at build time (src/plugins/buildTimeHighlight):
 * theme-classic's layout (title, copy and word-wrap buttons) around lines that need no Prism.
 * The lines travel to `@theme/CodeBlock/Content` in a context, since the layout takes no props.
 *
 * Why no remount after hydration (theme-classic's CodeBlock remounts every block to swap its
 * inline Prism colours for the stored colour mode): the colours here come from a stylesheet with
 * a rule per mode, so the server's markup is already right.
 */
import React, {Children, createContext, isValidElement, useContext, useMemo, type ReactElement, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {LINE_HTML_PROP, lineText} from '../../../../markdown/highlight/lineHtml';

/**
 * One line element as the build emits it: `span.token-line` with its magic-comment classes and
 * its tokens as an HTML string (the build's own escaping, see linesAsHtml in the rehype plugin).
 */
export type PrehighlightedLine = ReactElement<{className?: string; [LINE_HTML_PROP]: string}>;

const LinesContext = createContext<PrehighlightedLine[] | null>(null);

/** The build-time lines of the block being rendered, or null for a block highlighted nowhere. */
export function usePrehighlightedLines(): PrehighlightedLine[] | null {
  return useContext(LinesContext);
}

/** Props of `code` elements from the rehype plugin: the usual ones and the marker it adds. */
export type MaybePrehighlightedProps = CodeBlockProps & {prehighlighted?: boolean};

export function isPrehighlighted(props: MaybePrehighlightedProps): boolean {
  return props.prehighlighted === true;
}

export default function PrehighlightedCodeBlock({
  children,
  className,
  metastring,
  title,
  language,
  showLineNumbers,
}: MaybePrehighlightedProps): ReactNode {
  const {prism} = useThemeConfig();
  const lines = useMemo(() => Children.toArray(children).filter(isValidElement) as PrehighlightedLine[], [children]);
  // The copy button copies `metadata.code`: the lines' text, directive lines already gone. The
  // magic comments are parsed again only for a metastring range, which removes nothing.
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: lines.map((line) => lineText(line.props[LINE_HTML_PROP])).join('\n'),
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [lines, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
  const wordWrap = useCodeWordWrap();
  return (
    <LinesContext.Provider value={lines}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </LinesContext.Provider>
  );
}
