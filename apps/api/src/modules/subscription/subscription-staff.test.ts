import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createArea, fakeClock, movePincode, ownArea } from '../delivery/delivery-test-fixtures.js';
import { subscriptionChanges } from './subscription.table.js';

// Issue 34.6: staff on a customer's call, over real HTTP with a fake clock (India, Monday 30 Nov 2026).
const india = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();

describe('staff on a customer’s call', () => {
  const clock = fakeClock(india('2026-11-30', '10:00'));
  let t: TestApp;
  let milk: { id: number };
  let curd: { id: number };
  let area: { id: number };
  let meena: Shopper;
  let ravi: Shopper;
  let meenaSub: number;
  let raviSub: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    const dairy = await createCategory(t, 'Goat Milk');
    milk = await createProduct(t, dairy, { name: 'Fresh Goat Milk', price: 7_500, stock: 500 });
    curd = await createProduct(t, dairy, { name: 'Goat Curd', price: 6_000, stock: 500 });
    area = await createArea(t, ownArea());
    const [morning] = (area as unknown as { slots: { id: number }[] }).slots.map((s) => s.id);
    for (const p of [milk, curd])
      await t.call('PUT', `/api/subscription-products/${p.id}`, {
        as: 'staff',
        body: { subscribable: true },
      });
    const subscribe = async (who: Shopper, productId: number) => {
      await movePincode(t, who, '642001');
      const res = await t.call('POST', '/api/subscriptions', {
        token: who.token,
        body: {
          addressId: who.addressId,
          slotId: morning,
          startDay: '2026-12-01',
          pattern: { kind: 'DAILY', lines: [{ productId, quantity: 1 }] },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.data.response.id as number;
    };
    meena = await createShopper(t, 'Meena');
    ravi = await createShopper(t, 'Ravi');
    meenaSub = await subscribe(meena, milk.id);
    raviSub = await subscribe(ravi, curd.id);
    // Meena's wallet covers her next 3 days (3 × ₹75 and the area's ₹30 fee); Ravi's is empty.
    const credited = await t.call('POST', `/api/wallets/${meena.id}/credits`, {
      as: 'staff',
      body: { amount: 31_500, reason: 'ADJUSTMENT', note: 'Paid in cash', idempotencyKey: randomUUID() },
    });
    expect(credited.statusCode, credited.body).toBe(201);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.call('GET', `/api/admin/subscriptions?${query}`, { as: 'staff' });
    expect(res.statusCode, res.body).toBe(200);
    return res.data as {
      response: {
        id: number;
        lowBalance: boolean;
        pausedToday: boolean;
        area: { id: number; name: string; translations: object } | null;
      }[];
      page: unknown;
    };
  };

  it('lists subscriptions with filters: product, area, low balance, paused, the customer', async () => {
    const all = await list('');
    expect(all.response.map((r) => r.id)).toEqual([raviSub, meenaSub]);
    expect(all.page).toMatchObject({ number: 1, totalElements: 2 });
    expect((await list(`productId=${curd.id}`)).response.map((r) => r.id)).toEqual([raviSub]);
    expect((await list(`areaId=${area.id}`)).response).toHaveLength(2);
    // Each with its area, and the area's Tamil name for a Tamil screen (none given here).
    expect(all.response[0]?.area).toEqual({ id: area.id, name: 'Pollachi town', translations: {} });
    expect((await list(`areaId=${area.id + 999}`)).response).toHaveLength(0);
    expect((await list('lowBalance=true')).response.map((r) => r.id)).toEqual([raviSub]);
    expect((await list('lowBalance=false')).response.map((r) => r.id)).toEqual([meenaSub]);
    expect((await list('q=Meena')).response.map((r) => r.id)).toEqual([meenaSub]);
    expect((await list('size=1&page=2')).response.map((r) => r.id)).toEqual([meenaSub]);
    const bad = await t.call('GET', '/api/admin/subscriptions?lowBalance=maybe', { as: 'staff' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('lowBalance');
  });

  it('pauses on the customer’s behalf, records who did it, and the list and calendar show it', async () => {
    clock.set(india('2026-12-01', '10:00'));
    const paused = await t.call('POST', `/api/admin/subscriptions/${meenaSub}/pause`, {
      as: 'staff',
      body: { fromDay: '2026-12-02', untilDay: '2026-12-04' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.data.response.slice(0, 5).map((d: { status: string }) => d.status)).toEqual([
      'DELIVER',
      'PAUSED',
      'PAUSED',
      'PAUSED',
      'DELIVER',
    ]);
    const rows = await t.db
      .select()
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.subscriptionId, meenaSub));
    expect(rows.map((r) => [r.kind, r.staffUserId])).toEqual([['PAUSE', t.staff.id]]);

    clock.set(india('2026-12-02', '10:00'));
    expect((await list('paused=true')).response.map((r) => r.id)).toEqual([meenaSub]);

    const view = await t.call('GET', `/api/admin/subscriptions/customers/${meena.id}`, { as: 'staff' });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.data.response.customer.id).toBe(meena.id);
    expect(view.data.response.subscriptions).toHaveLength(1);
    expect(view.data.response.subscriptions[0].calendar[0]).toMatchObject({
      day: '2026-12-02',
      status: 'PAUSED',
    });
    expect(view.data.response.wallet.balance).toBe(31_500);
  });

  it('refuses a change after the cut-off, and customers', async () => {
    const late = await t.call('POST', `/api/admin/subscriptions/${raviSub}/skip`, {
      as: 'staff',
      body: { day: '2026-12-02' },
    });
    expect(late.statusCode, late.body).toBe(422);
    expect(late.data.code).toBe('SUBSCRIPTION_CUTOFF_PASSED');
    const asCustomer = await t.call('POST', `/api/admin/subscriptions/${raviSub}/skip`, {
      token: ravi.token,
      body: { day: '2026-12-05' },
    });
    expect(asCustomer.statusCode).toBe(403);
    const missing = await t.call('POST', '/api/admin/subscriptions/999999/cancel', {
      as: 'staff',
      body: { fromDay: '2026-12-05' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('filters paused as the calendar reads it and pages in SQL with the count of all matching', async () => {
    // 2 Dec: Meena paused 2–4 Dec. Ravi pauses from 6 Dec, open-ended: not paused today.
    const later = await t.call('POST', `/api/admin/subscriptions/${raviSub}/pause`, {
      as: 'staff',
      body: { fromDay: '2026-12-06', untilDay: null },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect((await list('paused=true')).response.map((r) => r.id)).toEqual([meenaSub]);
    expect((await list('paused=false')).response.map((r) => r.id)).toEqual([raviSub]);
    // Meena resumes from 4 Dec (before its cut-off): paused on 3 Dec, not on 4 Dec.
    clock.set(india('2026-12-03', '10:00'));
    const resumed = await t.call('POST', `/api/admin/subscriptions/${meenaSub}/resume`, {
      as: 'staff',
      body: { fromDay: '2026-12-04' },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect((await list('paused=true')).response.map((r) => r.id)).toEqual([meenaSub]);
    clock.set(india('2026-12-04', '10:00'));
    expect((await list('paused=true')).response).toEqual([]);
    // 6 Dec: Ravi's open pause has begun; one row a page, the count of both filters' matches.
    clock.set(india('2026-12-06', '10:00'));
    const page = await list('paused=true&size=1&page=1');
    expect(page.response.map((r) => [r.id, r.pausedToday])).toEqual([[raviSub, true]]);
    expect(page.page).toMatchObject({ totalElements: 1, totalPages: 1 });
    const both = await list(`paused=false&productId=${milk.id}&size=1`);
    expect(both.response.map((r) => r.id)).toEqual([meenaSub]);
    expect(both.page).toMatchObject({ totalElements: 1 });
    // A cancelled subscription is not paused, whatever its pause said.
    clock.set(india('2026-12-06', '11:00'));
    const cancelled = await t.call('POST', `/api/admin/subscriptions/${raviSub}/cancel`, {
      as: 'staff',
      body: { fromDay: '2026-12-08' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    clock.set(india('2026-12-08', '10:00'));
    expect((await list('paused=true')).response).toEqual([]);
    expect((await list('status=CANCELLED')).response.map((r) => r.id)).toEqual([raviSub]);
  });
});
