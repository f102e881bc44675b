'use client';

import { cartRoutes } from '@farm/contract/plain/routes/cart';
import { wishlistRoutes } from '@farm/contract/plain/routes/wishlist';
import { apiCall } from '@/lib/api/client';

/** The product page's calls for the signed-in customer (the API checks the id against the session). */

export function addToCart(customerId: number, productId: number, quantity: number) {
  return apiCall(cartRoutes.addToCart, { query: { productId, Quantity: quantity, customerId } });
}

export function addToWishlist(customerId: number, productId: number) {
  return apiCall(wishlistRoutes.addToWishlist, { query: { customerId, productId } });
}

export function removeFromWishlist(customerId: number, productId: number) {
  return apiCall(wishlistRoutes.removeFromWishlist, {
    query: { customerId },
    body: { productIds: [productId] },
  });
}
