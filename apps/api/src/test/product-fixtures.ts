import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { customers, orderItems, orders, reviews } from '../db/schema.js';
import type { TestApp } from './test-app.js';

type OrderStatus = (typeof orders.$inferInsert)['status'];

let sequence = 0;

/** A category created through the API; answers its id. */
export async function createCategory(t: TestApp, name = `Category ${++sequence}`): Promise<number> {
  const res = await t.call('POST', '/api/category', { as: 'staff', body: { name } });
  expect(res.statusCode).toBe(201);
  return res.data.response.id;
}

/** A valid product body; `overrides` win. */
export function productBody(categoryId: number, overrides: Record<string, unknown> = {}) {
  const n = ++sequence;
  return {
    productCode: `P-${n}`,
    name: `Product ${n}`,
    description: 'Made on the farm',
    categoryId,
    price: 10_000,
    unit: '1 pc',
    stock: 10,
    ...overrides,
  };
}

/** A product created through the API; answers the product as read back. */
export async function createProduct(t: TestApp, categoryId: number, overrides: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/product', { as: 'staff', body: productBody(categoryId, overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.response;
}

export async function insertCustomer(db: Db, name = 'Meena'): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({ name, mobileNumber: `+9190000${String(++sequence).padStart(5, '0')}` })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return row.id;
}

/** An order row with its lines, written directly (the order module is not needed to test ranking). */
export async function insertOrder(
  db: Db,
  order: {
    customerId: number;
    status?: OrderStatus;
    /** `ONLINE`: unpaid (an order awaiting its payment); cash on delivery otherwise. */
    paymentMethod?: 'COD' | 'ONLINE';
    createdAt?: Date;
    lines: { productId: number; quantity: number; unitPrice?: number }[];
  },
) {
  const lines = order.lines.map((l) => ({ ...l, unitPrice: l.unitPrice ?? 1_000 }));
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const [row] = await db
    .insert(orders)
    .values({
      cartBundleId: randomUUID(),
      customerId: order.customerId,
      status: order.status ?? 'PLACED',
      ...(order.paymentMethod === 'ONLINE' ? { paymentMethod: 'ONLINE', paymentStatus: 'UNPAID' } : {}),
      shippingAddress: {
        name: 'Meena',
        mobileNumber: '+919000000000',
        line1: '1 Farm Road',
        city: 'Erode',
        state: 'Tamil Nadu',
        pincode: '638001',
      },
      subtotal,
      total: subtotal,
      ...(order.createdAt ? { createdAt: order.createdAt } : {}),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  await db.insert(orderItems).values(
    lines.map((l) => ({
      orderId: row.id,
      productId: l.productId,
      productCode: `P${l.productId}`,
      name: `Product ${l.productId}`,
      unit: '1 pc',
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      lineTotal: l.unitPrice * l.quantity,
    })),
  );
  return row.id;
}

export async function insertReview(
  db: Db,
  review: { productId: number; customerId: number; rating: number; hidden?: boolean },
) {
  await db.insert(reviews).values({
    productId: review.productId,
    customerId: review.customerId,
    customerName: 'Meena',
    rating: review.rating,
    comment: 'Good',
    hidden: review.hidden ?? false,
  });
}
