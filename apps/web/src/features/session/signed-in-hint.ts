/**
 * A cookie that tells the web server this browser holds a customer's session, so that a visitor's
 * `/profilePage` can go to `/profileLogin` from the server instead of after the page's code ran.
 * It is a hint, not a credential: nothing is shown or allowed because of it (the session itself is
 * in local storage and the API's own cookies). Kept in step with the stored session by the session
 * store; a stale hint costs one redirect in the browser, as before.
 */
export const SIGNED_IN_HINT_COOKIE = 'customer_signed_in';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

export function writeSignedInHint(signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${THIRTY_DAYS}; SameSite=Lax${secure}`
    : `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
