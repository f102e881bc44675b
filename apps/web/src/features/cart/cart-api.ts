import { cartRoutes } from '@farm/contract/plain/routes/cart';
import { apiCall } from '@/lib/api/client';

/**
 * Sets a line's quantity (1..stock), adding the line if needed; answers the cart and the server's
 * message ('Added to cart'). A 409 OUT_OF_STOCK carries the message to show.
 */
export function setCartLineQuantity(customerId: number, productId: number, quantity: number) {
  return apiCall(cartRoutes.addToCart, { query: { productId, Quantity: quantity, customerId } });
}

/** Removes lines; answers the cart and the server's message ('Removed from cart'). */
export function removeCartLines(customerId: number, productIds: number[]) {
  return apiCall(cartRoutes.removeFromCart, { query: { customerId }, body: { productIds } });
}

/** Applies a coupon code to the signed-in customer's cart; a 409 COUPON_INVALID says why it does not apply. */
export function applyCartCoupon(code: string) {
  return apiCall(cartRoutes.applyCartCoupon, { body: { code } });
}

/** Takes the coupon off the signed-in customer's cart. */
export function removeCartCoupon() {
  return apiCall(cartRoutes.removeCartCoupon, {});
}
