/** Only paths of this shop: `?next=` must never send a customer to another site. */
export function safeNextPath(next: string | undefined | null): string | undefined {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  return next;
}

/** `/profileLogin`, `/signUp`… with the `?next=` carried along. */
export function withNext(path: string, next: string | undefined): string {
  return next ? `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}` : path;
}

/** One value of a search parameter as Next hands it to a page. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
