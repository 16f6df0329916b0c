/**
 * MovedAnchors: keeps the anchors of a page whose sections moved to other pages. Until issue 28,
 * `/docs/diagnostics` held every message as a section (`/docs/diagnostics#tag-missing-in-component-decorator`);
 * the entries now live on one page per area, and the index links each of them. When the page
 * opens on a `#id` that names no element of it, this follows the index's own link whose target
 * ends in that `#id`, so links from outside keep landing on their entry.
 *
 * Renders nothing; no data of its own (the links are the map). Our own: Docusaurus's client
 * redirects plugin maps paths, not anchors.
 */
import {useEffect, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

export default function MovedAnchors(): ReactNode {
  const {hash} = useLocation();
  const history = useHistory();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id || document.getElementById(id)) return;
    const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('article a[href*="#"]')).find(
      (candidate) =>
        new URL(candidate.href).hash === `#${encodeURIComponent(id)}` && new URL(candidate.href).pathname !== window.location.pathname,
    );
    if (link) {
      const target = new URL(link.href);
      history.replace(`${target.pathname}${target.hash}`);
    }
  }, [hash, history]);
  return null;
}
