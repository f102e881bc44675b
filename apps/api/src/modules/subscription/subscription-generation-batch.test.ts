import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders, products, slotBookings, walletEntries } from '../../db/schema.js';
import { createShopper, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createArea, fakeClock, movePincode, ownArea } from '../delivery/delivery-test-fixtures.js';
import { readBalances, setMonthlyBill } from '../wallet/index.js';
import { generateDeliveries } from './index.js';
import { subscriptionDeliveries } from './subscription-generation.table.js';

// A morning's households placed in one transaction (decision 0054, third addendum), on either
// database: the batch must end exactly as placing them one by one would.
const india = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();
const PRICE = 7_500;
const FEE = 2_000;

describe('a morning placed in batches (issue 34.4)', () => {
  const clock = fakeClock(india('2026-11-30', '10:00'));
  let t: TestApp;
  let dairy: number;
  let morning: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    dairy = await createCategory(t, 'Goat Milk');
    [morning] = (await createArea(t, ownArea({ deliveryFee: FEE }))).slots.map((s: { id: number }) => s.id);
  }, 60_000);
  afterAll(() => t.close());

  async function product(name: string, stock: number) {
    const made = await createProduct(t, dairy, { name, price: PRICE, stock });
    const res = await t.call('PUT', `/api/subscription-products/${made.id}`, {
      as: 'staff',
      body: { subscribable: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    return made.id as number;
  }
  async function household(
    name: string,
    balance: number,
    productId: number,
    quantity: number,
    startDay = '2026-12-01',
  ) {
    const who = await createShopper(t, name);
    await movePincode(t, who, '642001');
    if (balance > 0) {
      const res = await t.call('POST', `/api/wallets/${who.id}/credits`, {
        as: 'staff',
        body: { amount: balance, reason: 'ADJUSTMENT', note: 'opening', idempotencyKey: randomUUID() },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await t.call('POST', '/api/subscriptions', {
      token: who.token,
      body: {
        addressId: who.addressId,
        slotId: morning,
        startDay,
        pattern: { kind: 'DAILY', lines: [{ productId, quantity }] },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { who, subscriptionId: res.data.response.id as number };
  }
  const ordersOf = (who: Shopper[]) =>
    t.db
      .select({
        id: orders.id,
        customerId: orders.customerId,
        total: orders.total,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        // The transaction that wrote the row.
        writtenBy: sql<string>`${orders}.xmin::text`,
      })
      .from(orders)
      .where(
        inArray(
          orders.customerId,
          who.map((w) => w.id),
        ),
      )
      .orderBy(asc(orders.id));
  const stockOf = async (id: number) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

  it('writes the morning in one transaction: a debit each, the empty wallets refused and told, the monthly bill not debited', async () => {
    const milk = await product('Batch Milk', 100);
    const paying = [];
    for (let i = 0; i < 6; i++) paying.push(await household(`Paying ${i}`, 50_000, milk, 1 + (i % 2)));
    const empty = [await household('Empty A', 0, milk, 1), await household('Empty B', 5_000, milk, 1)];
    const billed = await household('Billed', 0, milk, 2);
    await setMonthlyBill(t.db, billed.who.id, true);

    clock.set(india('2026-11-30', '21:05'));
    const run = await generateDeliveries(t.db, clock.now());
    expect(run).toEqual({ generated: 7, notGenerated: 2, failed: 0 });

    const placed = await ordersOf([...paying, billed].map((h) => h.who));
    expect(placed).toHaveLength(7);
    // One transaction wrote them all (one-by-one placing writes each in its own).
    expect(new Set(placed.map((o) => o.writtenBy)).size).toBe(1);
    const units = paying.reduce((n, _, i) => n + 1 + (i % 2), 0) + 2;
    expect(await stockOf(milk)).toBe(100 - units);
    const [booked] = await t.db
      .select({ booked: slotBookings.booked })
      .from(slotBookings)
      .where(and(eq(slotBookings.slotId, morning), eq(slotBookings.date, '2026-12-01')));
    expect(booked?.booked).toBe(7);

    // Each paying household debited its order's total once, under its day's key.
    const balances = await readBalances(
      t.db,
      paying.map((h) => h.who.id),
    );
    for (const [i, { who, subscriptionId }] of paying.entries()) {
      const order = placed.find((o) => o.customerId === who.id);
      expect(order).toMatchObject({ paymentMethod: 'WALLET', paymentStatus: 'PAID' });
      expect(order?.total).toBe(PRICE * (1 + (i % 2)) + FEE);
      expect(balances.get(who.id)).toBe(50_000 - (order?.total ?? 0));
      const debits = await t.db
        .select({ amount: walletEntries.amount, key: walletEntries.idempotencyKey })
        .from(walletEntries)
        .where(and(eq(walletEntries.customerId, who.id), eq(walletEntries.reason, 'DELIVERY')));
      expect(debits).toEqual([
        { amount: -(order?.total ?? 0), key: `delivery:${subscriptionId}:2026-12-01` },
      ]);
    }
    expect(placed.find((o) => o.customerId === billed.who.id)).toMatchObject({
      paymentMethod: 'MONTHLY_BILL',
      paymentStatus: 'UNPAID',
    });

    // The wallets that cannot cover the day: no order, no debit, the day recorded with what it
    // would have cost, and their keys given back (a top-up and a later run may still place it).
    const refused = await t.db
      .select({ outcome: subscriptionDeliveries.outcome, amount: subscriptionDeliveries.amount })
      .from(subscriptionDeliveries)
      .where(
        inArray(
          subscriptionDeliveries.subscriptionId,
          empty.map((h) => h.subscriptionId),
        ),
      );
    expect(refused).toEqual([
      { outcome: 'BALANCE_TOO_LOW', amount: PRICE + FEE },
      { outcome: 'BALANCE_TOO_LOW', amount: PRICE + FEE },
    ]);
    const keys = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(
        inArray(
          idempotencyKeys.customerId,
          empty.map((h) => h.who.id),
        ),
      );
    expect(keys).toEqual([]);
    expect(
      await readBalances(
        t.db,
        empty.map((h) => h.who.id),
      ),
    ).toEqual(
      new Map([
        [empty[0]?.who.id, 0],
        [empty[1]?.who.id, 5_000],
      ]),
    );

    // Run again: nothing new.
    expect(await generateDeliveries(t.db, clock.now())).toEqual({ generated: 0, notGenerated: 0, failed: 0 });
  });

  it('a batch short of stock is placed one by one: the earlier households get the last units', async () => {
    clock.set(india('2026-12-01', '10:00'));
    const curd = await product('Batch Curd', 3);
    const five = [];
    for (let i = 0; i < 5; i++) five.push(await household(`Curd ${i}`, 50_000, curd, 1, '2026-12-02'));
    clock.set(india('2026-12-01', '21:05'));
    await generateDeliveries(t.db, clock.now());
    const days = await t.db
      .select({
        subscriptionId: subscriptionDeliveries.subscriptionId,
        outcome: subscriptionDeliveries.outcome,
      })
      .from(subscriptionDeliveries)
      .where(
        and(
          inArray(
            subscriptionDeliveries.subscriptionId,
            five.map((h) => h.subscriptionId),
          ),
          eq(subscriptionDeliveries.day, '2026-12-02'),
        ),
      )
      .orderBy(asc(subscriptionDeliveries.subscriptionId));
    expect(days.map((d) => d.outcome)).toEqual([
      'GENERATED',
      'GENERATED',
      'GENERATED',
      'OUT_OF_STOCK',
      'OUT_OF_STOCK',
    ]);
    expect(await stockOf(curd)).toBe(0);
  });

  it('a product whose price staff change while its batch is priced: the batch is declined, each day placed one by one at the price its own order read', async () => {
    clock.set(india('2026-12-02', '10:00'));
    const ghee = await product('Batch Ghee', 50);
    const three = [];
    for (let i = 0; i < 3; i++) three.push(await household(`Ghee ${i}`, 50_000, ghee, 1, '2026-12-03'));
    // Each debit (between the batch's read of the products and its taking of their units) raises
    // the price by ₹1, as a staff edit committed meanwhile would.
    await t.db.execute(
      sql.raw(`create function bump_ghee() returns trigger language plpgsql as $$
        begin update products set price = price + 100 where id = ${ghee}; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger bump_ghee after insert on wallet_entries for each row execute function bump_ghee()',
      ),
    );
    try {
      clock.set(india('2026-12-02', '21:05'));
      await generateDeliveries(t.db, clock.now());
    } finally {
      await t.db.execute(sql.raw('drop trigger bump_ghee on wallet_entries'));
      await t.db.execute(sql.raw('drop function bump_ghee()'));
    }
    const placed = await t.db
      .select({ total: orders.total, writtenBy: sql<string>`${orders}.xmin::text` })
      .from(orders)
      .where(
        and(
          inArray(
            orders.customerId,
            three.map((h) => h.who.id),
          ),
          eq(orders.deliveryDate, '2026-12-03'),
        ),
      )
      .orderBy(asc(orders.id));
    // One by one: three transactions, each order priced after the raises before it.
    expect(new Set(placed.map((o) => o.writtenBy)).size).toBe(3);
    // (the earlier households' debits raised it too: the steps between the three are what tells).
    const totals = placed.map((o) => o.total);
    expect(totals.slice(1).map((total, i) => total - (totals[i] ?? 0))).toEqual([100, 100]);
    expect(await stockOf(ghee)).toBe(47);
  });
});
