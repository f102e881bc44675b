'use client';

import type { Cart, WishlistProduct } from '@farm/contract';
import { apiCall, apiData, type Envelope } from '@/lib/api/client';

/** The product page's calls for the signed-in customer (the API checks the id against the session). */

export function addToCart(customerId: number, productId: number, quantity: number): Promise<Envelope<Cart>> {
  const query = new URLSearchParams({
    productId: String(productId),
    Quantity: String(quantity),
    customerId: String(customerId),
  });
  return apiCall<Cart>(`/product/add-to-cart?${query}`);
}

export function addToWishlist(customerId: number, productId: number): Promise<Envelope<WishlistProduct[]>> {
  return apiCall<WishlistProduct[]>(`/customer/wishlist/add?customerId=${customerId}&productId=${productId}`);
}

export function removeFromWishlist(
  customerId: number,
  productId: number,
): Promise<Envelope<WishlistProduct[]>> {
  return apiCall<WishlistProduct[]>(`/customer/remove-product?customerId=${customerId}`, {
    method: 'POST',
    body: { productIds: [productId] },
  });
}

/** Answers the toast text (spec §8: the notify success shows the response body). */
export function requestNotify(customerId: number, productId: number): Promise<string> {
  return apiData<string>(`/product/notify?productId=${productId}&customerId=${customerId}`, {
    method: 'POST',
  });
}
