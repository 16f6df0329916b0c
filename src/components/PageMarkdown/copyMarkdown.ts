/**
 * Copies a page's Markdown twin (`<route>.md`, written by src/plugins/llmsTxt) to the clipboard,
 * fetched only when the reader asks: the page's first load carries none of it.
 *
 * The clipboard write starts within the click, with the text still on its way (a ClipboardItem
 * holding a promise): Safari refuses a write that starts after an awaited fetch, because the
 * click's user activation is spent by then. Browsers without ClipboardItem get `writeText` once
 * the text has arrived. Any failure (fetch, permission, no clipboard) rejects, and the control
 * says so and offers the file itself.
 */
async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

export async function copyMarkdown(url: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) throw new Error('The clipboard is not available here.');
  const text = fetchText(url);
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // A browser whose ClipboardItem takes no promise: try the plain-text path below, which
      // also rethrows the fetch's own error if that was the failure.
    }
  }
  await clipboard.writeText(await text);
}
