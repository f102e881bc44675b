import { deliveryFeeFor } from '@farm/contract';
import { expect } from 'vitest';
import { addresses } from '../db/schema.js';
import { createCustomer } from './customer-fixtures.js';
import type { TestApp } from './test-app.js';

/** A signed-in customer with one saved address. */
export type Shopper = { id: number; name: string; token: string; addressId: number };

/** A customer (customer-fixtures' `createCustomer`, with its token) and a saved default address. */
export async function createShopper(t: TestApp, name = 'Meena'): Promise<Shopper> {
  const customer = await createCustomer(t, name);
  const [address] = await t.db
    .insert(addresses)
    .values({
      customerId: customer.id,
      name: customer.name,
      mobileNumber: customer.mobileNumber,
      line1: '12 Goat Farm Road',
      landmark: 'Near the temple',
      city: 'Erode',
      state: 'Tamil Nadu',
      pincode: '638001',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  if (!address) throw new Error('no address');
  return { id: customer.id, name: customer.name, token: customer.token, addressId: address.id };
}

export function createShoppers(t: TestApp, count: number, namePrefix = 'Shopper'): Promise<Shopper[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => createShopper(t, `${namePrefix} ${i + 1}`)));
}

export type Line = { productId: number; quantity: number };

/** `GET /api/product/add-to-cart` as the shopper: sets the line's quantity; answers the cart. */
export async function addToCart(t: TestApp, shopper: Shopper, productId: number, quantity: number) {
  const res = await t.call(
    'GET',
    `/api/product/add-to-cart?productId=${productId}&Quantity=${quantity}&customerId=${shopper.id}`,
    { token: shopper.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response;
}

/**
 * `POST /api/orders/products` as the shopper, to their own address unless told otherwise. Without
 * `body` it sends the total the storefront would show now (`expectedTotalOf`); a `body` goes as given.
 */
export async function checkout(
  t: TestApp,
  shopper: Shopper,
  productDetails: Line[],
  opts: { key?: string; addressId?: number; customerId?: number; body?: Record<string, unknown> } = {},
) {
  const customerId = opts.customerId ?? shopper.id;
  const addressId = opts.addressId ?? shopper.addressId;
  const body = opts.body ?? { productDetails, expectedTotal: await expectedTotalOf(t, productDetails) };
  return t.call('POST', `/api/orders/products?customerId=${customerId}&addressId=${addressId}`, {
    token: shopper.token,
    body,
    ...(opts.key ? { headers: { 'idempotency-key': opts.key } } : {}),
  });
}

/**
 * The total a customer would be shown for these lines now: today's prices (an unknown product
 * counts 0; the checkout answers 404 for it first) and the shop's delivery fee rule.
 */
export async function expectedTotalOf(t: TestApp, lines: Line[]): Promise<number> {
  const settings = await t.call('GET', '/api/settings');
  expect(settings.statusCode, settings.body).toBe(200);
  let subtotal = 0;
  for (const line of lines) {
    const res = await t.call('GET', `/api/product/${line.productId}`, { as: 'staff' });
    if (res.statusCode === 200) subtotal += res.data.response.price * line.quantity;
  }
  return subtotal + deliveryFeeFor(settings.data.response, subtotal);
}

/** Places an order and answers it (the bundle's only order). */
export async function placeOrder(t: TestApp, shopper: Shopper, productDetails: Line[]) {
  const res = await checkout(t, shopper, productDetails);
  expect(res.statusCode, res.body).toBe(201);
  return res.data.response.orders[0];
}

/** The product's stock as staff read it. */
export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const res = await t.call('GET', `/api/product/${productId}`, { as: 'staff' });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response.stock;
}

/** Orders in the whole shop, as staff list them. */
export async function orderCount(t: TestApp, query = ''): Promise<number> {
  const res = await t.call('GET', `/api/orders/all?size=1${query}`, { as: 'staff' });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.page.totalElements;
}
