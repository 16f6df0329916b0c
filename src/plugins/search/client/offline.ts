/**
 * What search says when it cannot load for want of a network (issue 37, offline without a
 * service worker): the browser knows it is offline (`navigator.onLine`), so the reader is told
 * that search needs a connection rather than that something broke. Small: the navbar button,
 * on every page's first load, imports it.
 */

/** The browser says it has no network (false when it cannot tell, and on the server). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The search dialog's or page's status when the index could not be loaded. */
export function indexUnavailableText(online: string): string {
  return isOffline()
    ? 'Search needs a connection: this device is offline, so its index could not be loaded. Reconnect, then search again.'
    : online;
}

/** The navbar button's panel when the dialog's code could not be loaded. */
export const dialogUnavailableText = (): string =>
  isOffline() ? 'Search needs a connection: this device is offline.' : 'Search could not be loaded.';
