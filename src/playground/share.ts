/**
 * The playground's state in the address: the three sources, deflated (fflate) and written in
 * base64url after `#code=`. A fragment never reaches the server, so a shared link works from
 * the static site and its code stays out of server logs.
 */
import {deflateSync, inflateSync, strFromU8, strToU8} from 'fflate';

export interface PlaygroundSource {
  tsx: string;
  css: string;
  html: string;
}

export const SHARE_KEY = 'code';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function encodeSource(source: PlaygroundSource): string {
  return toBase64Url(deflateSync(strToU8(JSON.stringify([source.tsx, source.css, source.html])), {level: 9}));
}

/**
 * The sources of a shared address, or undefined when it holds none or is damaged: from the
 * fragment, or from the query (`?code=`, for a link written where a fragment is checked as an
 * anchor, such as a docs page's Markdown link; the page then moves it to the fragment).
 */
export function decodeSource(hash: string, search = ''): PlaygroundSource | undefined {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const encoded = new URLSearchParams(fragment).get(SHARE_KEY) ?? new URLSearchParams(search).get(SHARE_KEY);
  if (!encoded) return undefined;
  try {
    const parsed: unknown = JSON.parse(strFromU8(inflateSync(fromBase64Url(encoded))));
    if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((part) => typeof part === 'string')) return undefined;
    const [tsx, css, html] = parsed as string[];
    return {tsx, css, html};
  } catch {
    return undefined;
  }
}

export function shareHash(source: PlaygroundSource): string {
  return `#${SHARE_KEY}=${encodeSource(source)}`;
}
