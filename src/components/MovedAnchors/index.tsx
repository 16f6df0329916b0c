/**
 * MovedAnchors: wraps the list of links on an index page whose sections moved to other pages.
 * Until issue 28, `/docs/diagnostics` held every message as a section
 * (`/docs/diagnostics#tag-missing-in-component-decorator`); the entries now live on one page per
 * area, and the index links each of them. When the page opens on a `#id` that names no element
 * of it, this follows the wrapped link whose target ends in that `#id`, so links from outside
 * keep landing on their entry.
 *
 * The list is left out of the search index (`data-pagefind-ignore`): it repeats every entry's
 * message, and the index page would otherwise outrank the entry a pasted message should find.
 *
 * No data of its own (the links are the map). Our own: Docusaurus's client-redirects plugin
 * maps paths, not anchors.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

export default function MovedAnchors({children}: {children: ReactNode}): ReactNode {
  const {hash} = useLocation();
  const history = useHistory();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id || !list.current || document.getElementById(id)) return;
    const link = Array.from(list.current.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')).find(
      (candidate) => decodeURIComponent(new URL(candidate.href).hash.slice(1)) === id,
    );
    if (link) {
      const target = new URL(link.href);
      history.replace(`${target.pathname}${target.hash}`);
    }
  }, [hash, history]);
  return (
    <div ref={list} data-pagefind-ignore="all">
      {children}
    </div>
  );
}
