/**
 * A cookie that tells the web server this browser holds a customer's session, so that a visitor's
 * `/profilePage` can go to `/profileLogin` from the server instead of after the page's code ran.
 * It is a hint, not a credential: nothing is shown or allowed because of it (the session itself is
 * in local storage and the API's own cookies). Written at sign-in, logout, when the login page sends
 * a signed-in customer back, and kept in step by the session's connection (loaded when the page is
 * idle); a stale hint costs one redirect in the browser, as before. Not in the session store itself:
 * that is in every page's first load.
 */
export const SIGNED_IN_HINT_COOKIE = 'customer_signed_in';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

export function writeSignedInHint(signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari, which the shop's customers use; one fixed cookie, written whole.
  document.cookie = signedIn
    ? `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${THIRTY_DAYS}; SameSite=Lax${secure}`
    : `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Whether this browser carries the hint (the session's connection keeps it in step). */
export function hasSignedInHint(): boolean {
  return document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}
