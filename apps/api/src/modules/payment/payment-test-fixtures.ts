import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { checkout, type Shopper } from '../../test/order-fixtures.js';
import { createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

export type PaymentWorld = { t: TestApp; razorpay: TestApp['razorpay']; close(): Promise<void> };

/**
 * A test shop whose online payments go to its Razorpay stand-in (test-app.ts), through the SDK,
 * and whose webhooks come back over real HTTP: the shop listens on a port of its own too.
 */
export async function createPaymentWorld(): Promise<PaymentWorld> {
  const t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  t.razorpay.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/razorpay/webhook`);
  return { t, razorpay: t.razorpay, close: () => t.close() };
}

/** An order of one new product (in `category`), placed and paid online through the stand-in and the signed callback. */
export async function payOnline(t: TestApp, shopper: Shopper, category: number, price = 40_000) {
  const item = await createProduct(t, category, { name: `Kid goat ${Math.random()}`, price, stock: 5 });
  const cart = await t.call('GET', `/api/product/add-to-cart?productId=${item.id}&Quantity=1`, {
    token: shopper.token,
  });
  const placed = await checkout(t, shopper, [], {
    body: {
      productDetails: [{ productId: item.id, quantity: 1 }],
      expectedTotal: cart.data.response.total,
      paymentMethod: 'ONLINE',
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.data.response.orders[0];
  const paymentId = await payPlacedOrder(t, shopper, order.id);
  return { id: order.id as number, total: order.total as number, paymentId };
}

/**
 * Pays a placed online order as its customer would: starts the payment, pays at the stand-in and
 * comes back through the signed callback. Answers Razorpay's payment id.
 */
export async function payPlacedOrder(t: TestApp, shopper: Shopper, orderId: number): Promise<string> {
  const start = await t.call('POST', `/api/orders/${orderId}/payment`, { token: shopper.token });
  expect(start.statusCode, start.body).toBe(200);
  const paid = t.razorpay.payOrder(start.data.response.fields.order_id, 'success');
  if (paid.outcome !== 'success') throw new Error('expected a payment');
  const back = await t.call('POST', `/api/payments/razorpay/callback?order=${orderId}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(paid.callback).toString(),
  });
  expect(back.headers.location).toContain('payment=paid');
  return paid.payment.id;
}
