/**
 * The server's links (server-link.tsx) are plain anchors marked with this attribute: no client
 * component each, so a page of 130 links hydrates none of them (issue 36, the listing's main
 * thread). One listener for the whole document (link-navigator.tsx) gives them what next/link
 * gives its own: a click is a router navigation, the pointer's or the focus' intent a prefetch.
 */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

/** What a click or a pointer needs to know of the page it happens on. */
type Here = { origin: string; pathname: string; search: string };

type Click = {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};

type Anchor = { href: string; target: string; hasAttribute(name: string): boolean };

/**
 * The shop path a marked anchor leads to (`/ta/products?page=2`), or undefined when the browser
 * should follow it itself: another origin, a new tab or a download, or only a fragment of the page
 * on screen (the browser scrolls to it).
 */
export function pagePath(anchor: Anchor, here: Here): string | undefined {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, here.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin) return undefined;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The path the router should open for this click, or undefined to leave it to the browser: a
 * click already handled (next/link's own), another button, or a key held to open a new tab or
 * window or to save, as next/link leaves them.
 */
export function clickedPath(click: Click, anchor: Anchor, here: Here): string | undefined {
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined;
  return pagePath(anchor, here);
}
