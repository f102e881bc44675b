import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The total the cart would show for these lines now, which a checkout sends as `expectedTotal`
 * (the shop refuses any other with 409 PRICE_CHANGED): today's prices plus the delivery fee, free
 * from the threshold on (the contract's `deliveryFeeFor`).
 */
export async function shownTotal(
  request: APIRequestContext,
  lines: { productId: number; quantity: number }[],
): Promise<number> {
  const settings = await request.get('/api/settings');
  expect(settings.status()).toBe(200);
  const { deliveryFee, freeDeliveryThreshold } = (await settings.json()).response;
  let subtotal = 0;
  for (const line of lines) {
    const product = await request.get(`/api/product/${line.productId}`);
    expect(product.status()).toBe(200);
    subtotal += (await product.json()).response.price * line.quantity;
  }
  const free = freeDeliveryThreshold !== null && subtotal >= freeDeliveryThreshold;
  return subtotal + (free ? 0 : deliveryFee);
}
