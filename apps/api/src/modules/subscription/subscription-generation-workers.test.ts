import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerMessages,
  orders,
  products,
  slotBookings,
  walletAccounts,
  walletEntries,
} from '../../db/schema.js';
import { createShoppers, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createArea, fakeClock, movePincode, ownArea } from '../delivery/delivery-test-fixtures.js';
import { generateDeliveries } from './index.js';
import { subscriptionDeliveries } from './subscription-generation.table.js';

/**
 * A run's groups placed by several workers at once (SUBSCRIPTION_GENERATION_WORKERS), on PostgreSQL
 * (PGlite's job places them one by one): every household of the morning takes the same milk's stock
 * and the same slot's count, and two such runs at once still make each delivery once, take each
 * unit once and count each place once.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const HOUSEHOLDS = 14;
const EMPTY = 2;
const STOCK = 1_000;
const TOP_UP = 50_000;

describe.skipIf(!onPostgres)('generation by several workers at once (issue 34.4, PostgreSQL)', () => {
  const clock = fakeClock('2026-11-30T04:30:00Z');
  let t: TestApp;
  let milk: { id: number };
  let slotId: number;
  let shoppers: Shopper[];

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    milk = await createProduct(t, await createCategory(t, 'Goat Milk'), { price: 7_500, stock: STOCK });
    await t.call('PUT', `/api/subscription-products/${milk.id}`, {
      as: 'staff',
      body: { subscribable: true },
    });
    slotId = (await createArea(t, ownArea())).slots[0].id;
    shoppers = await createShoppers(t, HOUSEHOLDS, 'Worker');
    for (const [i, shopper] of shoppers.entries()) {
      await movePincode(t, shopper, '642001');
      // The last two have nothing in their wallet: refused and told, once.
      if (i < HOUSEHOLDS - EMPTY) {
        const credited = await t.call('POST', `/api/wallets/${shopper.id}/credits`, {
          as: 'staff',
          body: { amount: TOP_UP, reason: 'ADJUSTMENT', note: 'opening', idempotencyKey: randomUUID() },
        });
        expect(credited.statusCode, credited.body).toBe(201);
      }
      const res = await t.call('POST', '/api/subscriptions', {
        token: shopper.token,
        body: {
          addressId: shopper.addressId,
          slotId,
          startDay: '2026-12-01',
          pattern: { kind: 'DAILY', lines: [{ productId: milk.id, quantity: 1 + (i % 3) }] },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  }, 120_000);
  afterAll(() => t.close());

  it('two runs of four workers at once: each delivery, unit, place and debit once', async () => {
    // Tomorrow's cut-off (21:00 in India) has passed.
    clock.set('2026-11-30T15:45:00Z');
    const runs = await Promise.all([
      generateDeliveries(t.db, clock.now(), undefined, { workers: 4 }),
      generateDeliveries(t.db, clock.now(), undefined, { workers: 4 }),
    ]);
    const sum = (key: 'generated' | 'notGenerated' | 'failed') => runs.reduce((n, r) => n + r[key], 0);
    expect([sum('generated'), sum('notGenerated'), sum('failed')]).toEqual([HOUSEHOLDS - EMPTY, EMPTY, 0]);

    const ids = shoppers.map((s) => s.id);
    const placed = await t.db
      .select({ customerId: orders.customerId, total: orders.total })
      .from(orders)
      .where(inArray(orders.customerId, ids));
    expect(placed.map((o) => o.customerId).sort()).toEqual(ids.slice(0, HOUSEHOLDS - EMPTY).sort());
    const units = shoppers.slice(0, HOUSEHOLDS - EMPTY).reduce((n, _, i) => n + 1 + (i % 3), 0);
    const [product] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, milk.id));
    expect(product?.stock).toBe(STOCK - units);
    const [booking] = await t.db
      .select({ booked: slotBookings.booked })
      .from(slotBookings)
      .where(and(eq(slotBookings.slotId, slotId), eq(slotBookings.date, '2026-12-01')));
    expect(booking?.booked).toBe(HOUSEHOLDS - EMPTY);

    for (const shopper of shoppers.slice(0, HOUSEHOLDS - EMPTY)) {
      const total = placed.find((o) => o.customerId === shopper.id)?.total ?? 0;
      const entries = await t.db.select().from(walletEntries).where(eq(walletEntries.customerId, shopper.id));
      expect(entries.filter((e) => e.reason === 'DELIVERY').map((e) => e.amount)).toEqual([-total]);
      const [account] = await t.db
        .select()
        .from(walletAccounts)
        .where(eq(walletAccounts.customerId, shopper.id));
      expect(account?.balance).toBe(TOP_UP - total);
      expect(account?.balance).toBe(entries.reduce((n, e) => n + e.amount, 0));
    }
    const refused = await t.db
      .select({ outcome: subscriptionDeliveries.outcome })
      .from(subscriptionDeliveries)
      .where(eq(subscriptionDeliveries.day, '2026-12-01'));
    expect(refused.filter((r) => r.outcome === 'BALANCE_TOO_LOW')).toHaveLength(EMPTY);
    expect(refused).toHaveLength(HOUSEHOLDS);
    // Told once each: one message per channel and subject, two subjects.
    const told = await t.db
      .select({ subject: customerMessages.eventKey, channel: customerMessages.channel })
      .from(customerMessages)
      .where(eq(customerMessages.templateKey, 'deliveryNotGenerated'));
    expect(new Set(told.map((m) => m.subject)).size).toBe(EMPTY);
    expect(new Set(told.map((m) => `${m.subject}|${m.channel}`)).size).toBe(told.length);
  });
});
