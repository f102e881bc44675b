'use client';

import { toast } from '@/components/ui/toast';
import { withNext } from '@/lib/next-path';
import { keepCartIntent } from './cart-intent';
import { LOGIN_PATH } from './login-path';

/** How long the "Please login" toast shows (spec §9: 4 s for an error), and a little more. */
const TOAST_LIFE_MS = 5_000;

/**
 * The "Please login to …" toast is about the login page: it goes as soon as the visitor leaves it,
 * for the sign-up page or elsewhere, instead of covering the next page's top (issue 32 item 17).
 * Checked here, in the module a visitor's tap loads, so no page carries this in its first load.
 */
function removeWhenLoginPageLeft(id: string): void {
  let reached = false;
  const since = Date.now();
  const timer = window.setInterval(() => {
    const onLoginPage = window.location.pathname === LOGIN_PATH;
    if (onLoginPage) reached = true;
    const left = reached && !onLoginPage;
    if (left) toast.remove(id);
    if (left || Date.now() - since > TOAST_LIFE_MS) window.clearInterval(timer);
  }, 100);
}

/**
 * Signed-out visitors who try a customer action are asked to log in first (`sentence`: "Please
 * login to …" in the page's language), and come back to the
 * page they were on (the product) once signed in or signed up, instead of landing on their profile.
 * `cartIntent` (product id, quantity): their "Add to cart", kept until they are back (cart-intent.ts).
 */
export function askToLogIn(
  sentence: string,
  push: (href: string) => void,
  cartIntent?: [productId: number, quantity: number] | 0,
): void {
  if (cartIntent) keepCartIntent(...cartIntent);
  const id = toast.error(sentence);
  removeWhenLoginPageLeft(id);
  push(withNext(LOGIN_PATH, `${window.location.pathname}${window.location.search}`));
}
