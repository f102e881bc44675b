/** What of a click the leave guard needs (a MouseEvent has all of it). */
export type LinkClick = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  /** The link clicked, if the click was on (or inside) one. */
  link: { href: string; target: string; download: boolean } | undefined;
};

/**
 * Where a click would take this tab to another page of the shop, or undefined when it would not:
 * not a link, a new tab or window (modifier keys, middle button, `target`), a download, another
 * site (the browser's own `beforeunload` asks then), or the same page (a search or page of a list
 * keeps the form). Answers the path with its query and hash.
 */
export function leavingPath(click: LinkClick, here: URL): string | undefined {
  const { link } = click;
  if (!link || click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined;
  if ((link.target && link.target !== '_self') || link.download) return undefined;
  const to = new URL(link.href, here);
  if (to.origin !== here.origin || to.pathname === here.pathname) return undefined;
  return `${to.pathname}${to.search}${to.hash}`;
}
