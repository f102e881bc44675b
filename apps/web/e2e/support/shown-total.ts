import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The total the cart shows once it holds these lines, which a checkout sends as `expectedTotal`
 * (the shop refuses any other with 409 PRICE_CHANGED). The lines go into the cart as the product
 * page's button puts them, and the cart's own total is read, never recomputed here: it carries the
 * running offers, a first order's offers and the delivery fee. `request` is the signed-in
 * customer's, whose cart holds nothing else.
 */
export async function shownTotal(
  request: APIRequestContext,
  lines: { productId: number; quantity: number }[],
): Promise<number> {
  let cart: { total: number; items: { productId: number; quantity: number }[] } | undefined;
  for (const { productId, quantity } of lines) {
    const res = await request.get(`/api/product/add-to-cart?productId=${productId}&Quantity=${quantity}`);
    expect(res.ok(), await res.text()).toBe(true);
    cart = (await res.json()).response;
  }
  if (!cart) throw new Error('shownTotal needs at least one line');
  const held = cart.items.map(({ productId, quantity }) => ({ productId, quantity }));
  expect(held).toHaveLength(lines.length);
  expect(held).toEqual(expect.arrayContaining(lines));
  return cart.total;
}
