import type { Cart } from '@farm/contract';
import { apiCall } from '@/lib/api/client';

/**
 * Sets a line's quantity (1..stock), adding the line if needed; answers the cart and the server's
 * message ('Added to cart'). A 409 OUT_OF_STOCK carries the message to show.
 */
export function setCartLineQuantity(customerId: number, productId: number, quantity: number) {
  const query = new URLSearchParams({
    productId: String(productId),
    Quantity: String(quantity),
    customerId: String(customerId),
  });
  return apiCall<Cart>(`/product/add-to-cart?${query}`);
}

/** Removes lines; answers the cart and the server's message ('Removed from cart'). */
export function removeCartLines(customerId: number, productIds: number[]) {
  return apiCall<Cart>(`/customer/cart/remove?customerId=${customerId}`, {
    method: 'POST',
    body: { productIds },
  });
}
