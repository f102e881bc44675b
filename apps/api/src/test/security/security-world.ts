import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { addresses, customers } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { expectedTotalOf } from '../order-fixtures.js';
import { createCategory, createProduct } from '../product-fixtures.js';
import type { TestApp } from '../test-app.js';
import { call, freshMobile } from './security-call.js';
import { createCatalogue } from './security-catalogue.js';

/**
 * A customer of the security suites, with something of everything: an address, a cart line, a
 * wishlist item, a notify request, an order and a review. `canaries` are values that are theirs
 * alone (number, e-mail, address line, order note): no answer to anyone else may contain them.
 */
export type Owner = {
  id: number;
  name: string;
  mobileNumber: string;
  email: string;
  password: string;
  token: string;
  addressId: number;
  orderId: number;
  cartBundleId: string;
  reviewId: number;
  canaries: string[];
};

export const OWNER_PASSWORD = 'canary-password-1';

export async function createWorld(t: TestApp) {
  const categoryId = await createCategory(t, 'Security dairy');
  const product = await createProduct(t, categoryId, { stock: 100_000, price: 5_000 });
  const soldOut = await createProduct(t, categoryId, { stock: 0 });
  const passwordHash = await hashPassword(OWNER_PASSWORD);

  /** A customer with a real session and one of everything; `tag` marks their private values. */
  async function newOwner(tag = `c${randomBytes(4).toString('hex')}`): Promise<Owner> {
    const mobileNumber = freshMobile();
    const email = `${tag}-canary@private.test`;
    const [row] = await t.db
      .insert(customers)
      .values({ name: `Owner ${tag}`, mobileNumber, email, passwordHash, mobileVerified: true })
      .returning({ id: customers.id, name: customers.name });
    if (!row) throw new Error('no customer');
    const token = await t.tokens.signAccessToken({ kind: 'customer', id: row.id, name: row.name });
    const line1 = `${tag} Private Lane ${randomBytes(3).toString('hex')}`;
    const addressId = await insertAddress(t, row.id, line1);
    const note = `${tag} private order note`;
    const as = { token };
    const ok = async (method: string, url: string, body?: unknown) => {
      const res = await call(t, method, url, { ...as, body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.data?.response;
    };
    const lines = [{ productId: product.id, quantity: 1 }];
    const checkout = await ok('POST', `/api/orders/products?addressId=${addressId}`, {
      productDetails: lines,
      note,
      expectedTotal: await expectedTotalOf(t, lines),
    });
    await ok('GET', `/api/product/add-to-cart?productId=${product.id}&Quantity=2`);
    await ok('GET', `/api/customer/wishlist/add?productId=${product.id}`);
    await ok('POST', `/api/product/notify?productId=${soldOut.id}`);
    const review = await ok('POST', '/api/review', { productId: product.id, rating: 4, comment: 'Tasty' });
    return {
      id: row.id,
      name: row.name,
      mobileNumber,
      email,
      password: OWNER_PASSWORD,
      token,
      addressId,
      orderId: checkout.orders[0].id,
      cartBundleId: checkout.cartBundleId,
      reviewId: review.id,
      canaries: [mobileNumber, email, line1, note],
    };
  }

  const a = await newOwner('alice');
  const b = await newOwner('bob');
  const catalogue = await createCatalogue(t, { categoryId, product, soldOut, reviewId: a.reviewId });
  return { t, categoryId, product, soldOut, a, b, newOwner, ...catalogue };
}

export type World = Awaited<ReturnType<typeof createWorld>>;

/**
 * An address in Pollachi: with the demo farm's delivery areas (data exposure runs on it) the van
 * brings every product there; without areas any PIN code is served.
 */
export async function insertAddress(t: TestApp, customerId: number, line1 = '1 Farm Road') {
  const [row] = await t.db
    .insert(addresses)
    .values({
      customerId,
      name: 'Receiver',
      mobileNumber: '+919812345678',
      line1,
      city: 'Pollachi',
      state: 'Tamil Nadu',
      pincode: '642001',
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error('no address');
  return row.id;
}
