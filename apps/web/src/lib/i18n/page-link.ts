import { isApiPath } from '@/lib/api/base-path';

/**
 * The shop's links are plain anchors (server-link.tsx, link.tsx): no client component each, so a
 * page of 80 links hydrates none of them, and no next/link on any page (issue 36, decision 0060).
 * One listener for the whole document (link-navigator.tsx) gives every anchor to one of the shop's
 * pages what next/link gave: a click is a router navigation, the pointer's or the focus' intent a
 * prefetch. An anchor that must load a new document (the language switch: the root layout's
 * `<html lang>` changes with it) carries this attribute.
 */
export const DOCUMENT_LOAD_ATTRIBUTE = 'data-document-load';

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
 * The shop path an anchor leads to (`/ta/products?page=2`), or undefined when the browser should
 * follow it itself: another origin (`tel:` and `mailto:` among them), the API's files, a new tab,
 * a download, a document load asked for, or only a fragment of the page on screen.
 */
export function pagePath(anchor: Anchor, here: Here): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download') || anchor.hasAttribute(DOCUMENT_LOAD_ATTRIBUTE)) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, here.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin || isApiPath(url.pathname)) return undefined;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The path the router should open for this click, or undefined to leave it to the browser: a
 * click a component already handled (the language switch's), another button, or a key held to
 * open a new tab or window or to save, as next/link leaves them.
 */
export function clickedPath(click: Click, anchor: Anchor, here: Here): string | undefined {
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined;
  return pagePath(anchor, here);
}
