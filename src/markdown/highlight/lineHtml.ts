/**
 * The one escaping a code line's HTML goes through: the build writes each line's tokens as HTML
 * (linesAsHtml in ./rehype.ts) and the client reads the line's text back from it for the copy
 * button (./client/PrehighlightedCodeBlock). Shared so the two cannot drift apart.
 */

/** The property of each line element holding the line's tokens as HTML (linesAsHtml in ./rehype.ts). */
export const LINE_HTML_PROP = 'html';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A line's text: its HTML without the token tags, with escapeHtml undone. */
export function lineText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
