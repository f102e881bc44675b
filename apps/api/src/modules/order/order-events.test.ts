import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.js';
import { checkout, createShopper, expectedTotalOf, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { payPlacedOrder } from '../payment/payment-test-fixtures.js';
import { type OrderEvent, subscribeToOrderEvents } from './index.js';

// Decision 0048: an order announces its moves inside their transaction and other modules react. A
// reaction of its own is added here without a line of order/ changed: it writes each event of one
// order's life to a table of this test, in the event's transaction, so only committed moves stay.

let t: TestApp;
let shopper: Shopper;
let category: number;
const LOG = 'order_event_test_log';
/** Every event the recorder saw, committed or not, by order. */
const seen = new Map<number, string[]>();
const unsubscribe: (() => void)[] = [];

const orderIdOf = (event: OrderEvent) => (event.type === 'moved' ? event.order.id : event.orderId);
const nameOf = (event: OrderEvent) =>
  event.type === 'moved' ? `moved ${event.from} → ${event.to}` : event.type;

async function record(tx: Tx, event: OrderEvent) {
  const orderId = orderIdOf(event);
  seen.set(orderId, [...(seen.get(orderId) ?? []), nameOf(event)]);
  // The invoice module reacts before this test's subscriber: its paper is already there.
  const papers = await tx.execute(sql`select count(*)::int as n from invoices where order_id = ${orderId}`);
  const n = (papers as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  await tx.execute(sql`insert into ${sql.identifier(LOG)} (order_id, event, papers)
    values (${orderId}, ${nameOf(event)}, ${n})`);
}

async function logOf(orderId: number) {
  const result = await t.db.execute(
    sql`select event, papers from ${sql.identifier(LOG)} where order_id = ${orderId} order by id`,
  );
  return (result as unknown as { rows: { event: string; papers: number }[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
  // A registered shop: its online orders are invoiced when paid (issue 17).
  const set = await t.call('PUT', '/api/settings', {
    as: 'admin',
    body: { gstin: '33AAACR5055K1ZE', invoicePrefix: 'EVT' },
  });
  expect(set.statusCode, set.body).toBe(200);
  await t.db.execute(sql`create table if not exists ${sql.identifier(LOG)}
    (id serial primary key, order_id int not null, event text not null, papers int not null)`);
  unsubscribe.push(subscribeToOrderEvents({ name: 'test-life-recorder', react: record }));
  category = await createCategory(t, 'Announced goods');
  shopper = await createShopper(t, 'Event Meena');
});
afterAll(async () => {
  for (const off of unsubscribe) off();
  await t.db.execute(sql`drop table if exists ${sql.identifier(LOG)}`);
  await t.close();
});

async function setStatus(orderId: number, status: string) {
  return t.call('PUT', `/api/orders/${orderId}`, { as: 'admin', body: { status } });
}

/** An online order of one product, placed and not yet paid. */
async function placeOnline() {
  const product = await createProduct(t, category, { price: 50_000, stock: 5 });
  const productDetails = [{ productId: product.id as number, quantity: 1 }];
  const placed = await checkout(t, shopper, [], {
    body: {
      productDetails,
      expectedTotal: await expectedTotalOf(t, productDetails),
      paymentMethod: 'ONLINE',
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.data.response.orders[0].id as number;
}

describe('order events', () => {
  it("reach a subscriber added outside order/: one order's life, each event once, in its transaction", async () => {
    const orderId = await placeOnline();
    await payPlacedOrder(t, shopper, orderId);
    for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED']) {
      const res = await setStatus(orderId, status);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refund = await t.call('POST', `/api/orders/${orderId}/refund`, {
      as: 'admin',
      body: { reason: 'Returned' },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    expect(await logOf(orderId)).toEqual([
      { event: 'placed', papers: 0 },
      { event: 'paid', papers: 1 },
      { event: 'moved PLACED → CONFIRMED', papers: 1 },
      { event: 'moved CONFIRMED → PACKED', papers: 1 },
      { event: 'moved PACKED → SHIPPED', papers: 1 },
      { event: 'moved SHIPPED → DELIVERED', papers: 1 },
      // The return's credit note was written before this subscriber ran, in the same transaction.
      { event: 'moved DELIVERED → RETURNED', papers: 2 },
      { event: 'refunded', papers: 2 },
    ]);
  });

  it('keeps nothing of a move that rolls back: a subscriber that throws undoes the move and every reaction', async () => {
    const orderId = await placeOnline();
    await payPlacedOrder(t, shopper, orderId);
    expect((await setStatus(orderId, 'CONFIRMED')).statusCode).toBe(200);
    unsubscribe.push(
      subscribeToOrderEvents({
        name: 'test-refuses-packing',
        async react(_tx, event) {
          if (event.type === 'moved' && event.order.id === orderId && event.to === 'PACKED')
            throw new Error('the packing table is on fire');
        },
      }),
    );
    const refused = await setStatus(orderId, 'PACKED');
    expect(refused.statusCode).toBe(500);

    // The recorder ran in that transaction, and nothing it wrote stayed; nor did the move.
    expect(seen.get(orderId)).toContain('moved CONFIRMED → PACKED');
    expect((await logOf(orderId)).map((row) => row.event)).toEqual([
      'placed',
      'paid',
      'moved PLACED → CONFIRMED',
    ]);
    const read = await t.call('GET', `/api/orders/${orderId}`, { as: 'staff' });
    expect(read.data.response.status).toBe('CONFIRMED');
    expect(read.data.response.timeline.map((e: { status: string }) => e.status)).not.toContain('PACKED');
  });
});
