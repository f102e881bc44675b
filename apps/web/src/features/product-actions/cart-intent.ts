/**
 * A visitor's "Add to cart" kept through signing in or up (issue 32 item 1): the product and the
 * quantity chosen, in this tab's session storage, until the product page is open again for a
 * signed-in customer, who then finds it in the cart. Loaded with the log-in redirect (a visitor's
 * tap) and with the signed-in actions: never part of the product page's first load.
 */

const KEY = 'farm-cart-intent';
/** Long enough to sign up with a code by SMS; an older intent is forgotten. */
const KEEP_MS = 30 * 60 * 1000;

type CartIntent = { productId: number; quantity: number; at: number };

export function keepCartIntent(productId: number, quantity: number): void {
  try {
    const intent: CartIntent = { productId, quantity, at: Date.now() };
    sessionStorage.setItem(KEY, JSON.stringify(intent));
  } catch {
    // Storage refused (private mode, full): the visitor chooses again after signing in.
  }
}

/** The quantity a visitor chose for this product before signing in, once: it is forgotten here. */
export function takeCartIntent(productId: number): number | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const intent = JSON.parse(raw) as Partial<CartIntent>;
    if (intent.productId !== productId) return undefined;
    sessionStorage.removeItem(KEY);
    const fresh = typeof intent.at === 'number' && Date.now() - intent.at < KEEP_MS;
    const quantity = intent.quantity;
    return fresh && Number.isInteger(quantity) && (quantity as number) > 0 ? quantity : undefined;
  } catch {
    return undefined;
  }
}
