import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerMessages,
  invoices,
  orderItems,
  orders,
  walletAccounts,
  walletEntries,
} from '../../db/schema.js';
import { createShopper, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createArea, fakeClock, movePincode, ownArea } from '../delivery/delivery-test-fixtures.js';
import { addDays } from '../delivery/index.js';
import { generateDeliveries } from './index.js';
import { deliveriesOf } from './subscription-generation.repository.js';

// Monday 30 Nov 2026, 10:00 in India (UTC+05:30).
const MONDAY_MORNING = '2026-11-30T04:30:00Z';
/** `day` at `time` in India, as an instant. */
const india = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const PRICE = 7_500;
/** The area's fee below its free-delivery threshold (ownArea: ₹30 under ₹500). */
const totalOf = (units: number) => units * PRICE + (units * PRICE >= 50_000 ? 0 : 3_000);

describe('generating tomorrow’s deliveries, exactly once (issue 34.4; fake clock, India time)', () => {
  const clock = fakeClock(MONDAY_MORNING);
  let t: TestApp;
  let milk: { id: number };
  let morning: number;
  let meena: Shopper;
  let kavya: Shopper;
  let subscriptionId: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    const dairy = await createCategory(t, 'Goat Milk & Curd');
    milk = await createProduct(t, dairy, {
      name: 'Fresh Goat Milk',
      price: PRICE,
      stock: 5_000,
      hsnCode: '0401',
    });
    const pollachi = await createArea(t, ownArea());
    [morning] = pollachi.slots.map((s: { id: number }) => s.id);
    meena = await createShopper(t, 'Meena');
    kavya = await createShopper(t, 'Kavya');
    for (const shopper of [meena, kavya]) await movePincode(t, shopper, '642001');
    const marked = await t.call('PUT', `/api/subscription-products/${milk.id}`, {
      as: 'staff',
      body: { subscribable: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);
  });
  afterAll(() => t.close());

  const ask = (who: Shopper, path: string, body: unknown) =>
    t.call('POST', `/api/subscriptions${path}`, { token: who.token, body });
  const topUp = async (who: Shopper, amount: number) => {
    const res = await t.call('POST', `/api/wallets/${who.id}/credits`, {
      as: 'staff',
      body: { amount, reason: 'ADJUSTMENT', note: 'opening balance', idempotencyKey: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const subscribe = async (who: Shopper, quantity: number, startDay = '2026-12-01') => {
    const res = await ask(who, '', {
      addressId: who.addressId,
      slotId: morning,
      startDay,
      pattern: { kind: 'DAILY', lines: [{ productId: milk.id, quantity }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.data.response.id as number;
  };
  /** The customer's orders: delivery day, units of milk, total, payment status. */
  const ordersOf = async (who: Shopper) => {
    const rows = await t.db
      .select({
        id: orders.id,
        day: orders.deliveryDate,
        slotId: orders.deliverySlotId,
        total: orders.total,
        paymentStatus: orders.paymentStatus,
      })
      .from(orders)
      .where(eq(orders.customerId, who.id))
      .orderBy(asc(orders.deliveryDate), asc(orders.id));
    const items = await t.db
      .select({ orderId: orderItems.orderId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(inArray(orderItems.orderId, rows.length ? rows.map((r) => r.id) : [0]));
    return rows.map((row) => ({
      ...row,
      units: items.filter((i) => i.orderId === row.id).reduce((n, i) => n + i.quantity, 0),
    }));
  };
  const wallet = async (who: Shopper) => {
    const res = await t.call('GET', '/api/wallet?size=100', { token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response as {
      balance: number;
      entries: { amount: number; reason: string; balanceAfter: number }[];
    };
  };
  const run = () => generateDeliveries(t.db, clock.now());

  it('turns a month of a daily subscription with a skip, a pause, a day’s quantity and a pattern change into exactly its orders, debits and calendar', async () => {
    await topUp(meena, 400_000);
    subscriptionId = await subscribe(meena, 2);
    const id = `/${subscriptionId}`;
    for (const [path, body] of [
      ['/skip', { day: '2026-12-03' }],
      ['/pause', { fromDay: '2026-12-10', untilDay: '2026-12-12' }],
      [
        '/pattern',
        {
          fromDay: '2026-12-20',
          pattern: { kind: 'ALTERNATE', lines: [{ productId: milk.id, quantity: 1 }] },
        },
      ],
    ] as const) {
      const res = await ask(meena, `${id}${path}`, body);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }

    // Before the first cut-off nothing is generated.
    clock.set(india('2026-11-30', '20:59').toISOString());
    expect(await run()).toEqual({ generated: 0, notGenerated: 0, failed: 0 });
    expect(await ordersOf(meena)).toEqual([]);

    // Thirty evenings: each run at the cut-off, again late in the evening, and after midnight.
    for (let i = 0; i < 30; i++) {
      const evening = addDays('2026-11-30', i);
      const next = addDays(evening, 1);
      if (next === '2026-12-15') {
        // The day's quantity, changed at 20:30 the evening before: in time.
        clock.set(india(evening, '20:30').toISOString());
        const res = await ask(meena, `${id}/day-quantity`, { day: next, productId: milk.id, quantity: 3 });
        expect(res.statusCode, res.body).toBe(200);
      }
      // 5 Dec: the 21:00 run is missed; the 23:45 run catches up before the day starts.
      if (evening !== '2026-12-05') {
        clock.set(india(evening, '21:00').toISOString());
        await run();
      }
      if (next === '2026-12-15') {
        // After the cut-off the day is fixed: a skip is refused and the order stays.
        clock.set(india(evening, '21:30').toISOString());
        const late = await ask(meena, `${id}/skip`, { day: next });
        expect(late.statusCode, late.body).toBe(422);
        expect(late.data.code).toBe('SUBSCRIPTION_CUTOFF_PASSED');
      }
      clock.set(india(evening, '23:45').toISOString());
      await run();
      clock.set(india(next, '00:30').toISOString());
      await run();
    }

    const expected: [string, number][] = [];
    for (let i = 1; i < 31; i++) {
      const day = addDays('2026-11-30', i);
      if (day === '2026-12-03' || (day >= '2026-12-10' && day <= '2026-12-12')) continue;
      if (day === '2026-12-15') expected.push([day, 3]);
      else if (day < '2026-12-20') expected.push([day, 2]);
      else if (i % 2 === 0) expected.push([day, 1]);
    }
    const placed = await ordersOf(meena);
    expect(placed.map((o) => [o.day, o.units])).toEqual(expected);
    for (const order of placed) {
      expect(order).toMatchObject({ slotId: morning, paymentStatus: 'PAID', total: totalOf(order.units) });
    }
    // One debit per order, of its total, named by the subscription and day; the balance is the ledger's.
    const spent = expected.reduce((sum, [, units]) => sum + totalOf(units), 0);
    const { balance, entries } = await wallet(meena);
    expect(balance).toBe(400_000 - spent);
    const debits = entries.filter((e) => e.reason === 'DELIVERY');
    expect(debits).toHaveLength(expected.length);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(balance);
    const keys = await t.db
      .select({ key: walletEntries.idempotencyKey })
      .from(walletEntries)
      .where(and(eq(walletEntries.customerId, meena.id), like(walletEntries.idempotencyKey, 'delivery:%')))
      .orderBy(asc(walletEntries.id));
    expect(keys.map((k) => k.key)).toEqual(expected.map(([day]) => `delivery:${subscriptionId}:${day}`));
    // The calendar says the same month, day by day.
    const cal = await t.call(
      'GET',
      `/api/subscriptions/${subscriptionId}/calendar?fromDay=2026-12-01&days=30`,
      {
        token: meena.token,
      },
    );
    expect(
      cal.data.response
        .filter((d: { status: string }) => d.status === 'DELIVER')
        .map((d: { day: string; lines: { quantity: number }[] }) => [d.day, d.lines[0]?.quantity]),
    ).toEqual(expected);
    // Every delivered day recorded once with its order.
    const recorded = await deliveriesOf(t.db, subscriptionId);
    expect(recorded.map((r) => [r.day, r.outcome, r.orderId])).toEqual(
      placed.map((o) => [o.day, 'GENERATED', o.id]),
    );
  });

  it('shows a closed delivery day in the calendar and generates nothing for it', async () => {
    // 5 Jan, one of the alternate days: the farm closes for the day (all areas).
    clock.set(india('2026-12-31', '10:00').toISOString());
    const closed = await t.call('POST', '/api/delivery-closures', {
      as: 'staff',
      body: { date: '2027-01-05', areaId: null },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const cal = await t.call(
      'GET',
      `/api/subscriptions/${subscriptionId}/calendar?fromDay=2027-01-05&days=3`,
      {
        token: meena.token,
      },
    );
    expect(cal.data.response.map((d: { day: string; status: string }) => `${d.day} ${d.status}`)).toEqual([
      '2027-01-05 CLOSED',
      '2027-01-06 NOT_PATTERN_DAY',
      '2027-01-07 DELIVER',
    ]);
    const before = (await ordersOf(meena)).length;
    clock.set(india('2027-01-04', '21:05').toISOString());
    expect(await run()).toEqual({ generated: 0, notGenerated: 0, failed: 0 });
    expect((await ordersOf(meena)).length).toBe(before);
    expect((await deliveriesOf(t.db, subscriptionId)).some((r) => r.day === '2027-01-05')).toBe(false);
  });

  it('does not generate a delivery the balance cannot cover: recorded with its reason, the customer told once', async () => {
    clock.set(india('2026-11-30', '12:00').toISOString());
    await topUp(kavya, 10_000);
    const kavyaSubscription = await subscribe(kavya, 2);
    clock.set(india('2026-11-30', '21:00').toISOString());
    // Twice at once, and again later that evening.
    await Promise.all([run(), run()]);
    clock.set(india('2026-11-30', '22:00').toISOString());
    await run();

    expect(await ordersOf(kavya)).toEqual([]);
    expect((await wallet(kavya)).balance).toBe(10_000);
    expect(await deliveriesOf(t.db, kavyaSubscription)).toMatchObject([
      { day: '2026-12-01', outcome: 'BALANCE_TOO_LOW', orderId: null, amount: totalOf(2) },
    ]);
    const told = await t.db
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.event, 'deliveryNotGenerated'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      templateKey: 'deliveryNotGenerated',
      status: 'pending',
      values: { amount: '180.00', slotDay: '2026-12-01', slotWindow: '5–8 am' },
    });
    const cancelled = await ask(kavya, `/${kavyaSubscription}/cancel`, { fromDay: '2026-12-02' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('runs twice at once and once more: each delivery once, each debit once', async () => {
    clock.set(india('2026-12-31', '12:00').toISOString());
    const before = await ordersOf(meena);
    clock.set(india('2026-12-31', '21:01').toISOString());
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.reduce((n, r) => n + r.generated, 0)).toBe(1);
    await run();
    const after = await ordersOf(meena);
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((o) => o.day === '2027-01-01')).toHaveLength(1);
    const { balance, entries } = await wallet(meena);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(balance);
  });

  it('a run that fails between the order and the debit leaves nothing of that delivery; the rerun makes it once', async () => {
    const ravi = await createShopper(t, 'Ravi');
    await movePincode(t, ravi, '642001');
    clock.set(india('2027-01-02', '10:00').toISOString());
    await topUp(ravi, 100_000);
    await subscribe(ravi, 1, '2027-01-03');
    // The wallet's debit of Ravi's delivery fails inside the transaction, after the order and the
    // day's record are written: the process dying there.
    await t.db.execute(
      sql.raw(`create function fail_ravi() returns trigger language plpgsql as $$
      begin if new.customer_id = ${ravi.id} and new.reason = 'DELIVERY' then raise exception 'crash between steps'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger fail_ravi before insert on wallet_entries for each row execute function fail_ravi()',
      ),
    );
    clock.set(india('2027-01-02', '21:00').toISOString());
    const crashed = await run();
    expect(crashed.failed).toBe(1);
    expect(crashed.generated).toBe(1); // Meena's day went on.
    expect(await ordersOf(ravi)).toEqual([]);
    const [account] = await t.db.select().from(walletAccounts).where(eq(walletAccounts.customerId, ravi.id));
    expect(account?.balance).toBe(100_000);

    await t.db.execute(sql.raw('drop trigger fail_ravi on wallet_entries'));
    await t.db.execute(sql.raw('drop function fail_ravi()'));
    clock.set(india('2027-01-02', '21:10').toISOString());
    expect(await run()).toEqual({ generated: 1, notGenerated: 0, failed: 0 });
    await run();
    const placed = await ordersOf(ravi);
    expect(placed.map((o) => [o.day, o.units, o.total])).toEqual([['2027-01-03', 1, totalOf(1)]]);
    const { balance, entries } = await wallet(ravi);
    expect(balance).toBe(100_000 - totalOf(1));
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(balance);
  });

  it('a generated delivery gets a bill of supply when delivered (nil-rated milk, rule 49), for what the wallet paid', async () => {
    const set = await t.call('PUT', '/api/settings', {
      as: 'admin',
      body: {
        gstin: '33AAACR5055K1ZE',
        invoicePrefix: 'AGF',
        legalName: 'Anamalai Goat Farm LLP',
        state: 'Tamil Nadu',
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const order = (await ordersOf(meena)).find((o) => o.day === '2027-01-01');
    if (!order) throw new Error('no order for 1 Jan');
    for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED']) {
      const res = await t.call('PUT', `/api/orders/${order.id}`, { as: 'staff', body: { status } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const papers = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(papers.map((p) => [p.series, p.kind, p.amount, p.cgst, p.sgst])).toEqual([
      ['INVOICE', 'BILL_OF_SUPPLY', order.total, 0, 0],
    ]);
  });

  it('a cut-off run missed (the shop down over midnight) still makes the morning’s milk before its round starts, and not after', async () => {
    const latha = await createShopper(t, 'Latha');
    await movePincode(t, latha, '642001');
    clock.set(india('2027-01-31', '12:00').toISOString());
    await topUp(latha, 100_000);
    await subscribe(latha, 1, '2027-02-01');

    // No run from before the cut-off until 01:00: the first run after midnight still makes the day.
    clock.set(india('2027-02-01', '01:00').toISOString());
    await run();
    expect((await ordersOf(latha)).map((o) => o.day)).toEqual(['2027-02-01']);

    // Down again until the round has started (05:00): that morning is no longer made.
    clock.set(india('2027-02-02', '05:01').toISOString());
    await run();
    expect((await ordersOf(latha)).map((o) => o.day)).toEqual(['2027-02-01']);
    clock.set(india('2027-02-02', '21:00').toISOString());
    await run();
    expect((await ordersOf(latha)).map((o) => o.day)).toEqual(['2027-02-01', '2027-02-03']);
  });
});
