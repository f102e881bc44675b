import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, walletEntries } from '../../db/schema.js';
import { createShopper, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createArea, fakeClock, movePincode, ownArea } from '../delivery/delivery-test-fixtures.js';

// Monday 30 Nov 2026, 10:00 in India.
const clock = fakeClock('2026-11-30T04:30:00Z');

/**
 * What a subscription holds on to (decision 0054, addendum): its address and slot cannot be taken
 * away under it (a 409 with a code the web words, never a 500), and erasing the subscriber ends
 * their subscriptions and closes their wallet first.
 */
describe('a subscription’s address, slot and subscriber’s erasure', () => {
  let t: TestApp;
  let area: { id: number; slots: { id: number; startsAt: string; endsAt: string; capacity: number }[] };
  /** A slot as the area's PUT takes it back. */
  const sent = (slot?: { id: number; startsAt: string; endsAt: string; capacity: number }) =>
    slot && { id: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt, capacity: slot.capacity };
  let meena: Shopper;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    const milk = await createProduct(t, await createCategory(t, 'Milk'), { price: 7_500, stock: 500 });
    area = await createArea(t, ownArea());
    await t.call('PUT', `/api/subscription-products/${milk.id}`, {
      as: 'staff',
      body: { subscribable: true },
    });
    meena = await createShopper(t, 'Meena');
    await movePincode(t, meena, '642001');
    const credited = await t.call('POST', `/api/wallets/${meena.id}/credits`, {
      as: 'staff',
      body: { amount: 40_000, reason: 'ADJUSTMENT', note: 'opening', idempotencyKey: randomUUID() },
    });
    expect(credited.statusCode, credited.body).toBe(201);
    const res = await t.call('POST', '/api/subscriptions', {
      token: meena.token,
      body: {
        addressId: meena.addressId,
        slotId: area.slots[0]?.id,
        startDay: '2026-12-01',
        pattern: { kind: 'DAILY', lines: [{ productId: milk.id, quantity: 1 }] },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
  afterAll(() => t.close());

  it('refuses to delete the address a subscription delivers to, with its code', async () => {
    const res = await t.call('DELETE', `/api/address/${meena.addressId}`, { token: meena.token });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.data).toMatchObject({
      code: 'USED_BY_SUBSCRIPTION',
      detailCode: 'ADDRESS_USED_BY_SUBSCRIPTION',
    });
  });

  it('refuses to remove a slot a subscription is delivered in, or its area, naming how many', async () => {
    const [morning, evening] = area.slots;
    const withoutMorning = await t.call('PUT', `/api/delivery-areas/${area.id}`, {
      as: 'staff',
      body: { ...ownArea(), slots: [sent(evening)] },
    });
    expect(withoutMorning.statusCode, withoutMorning.body).toBe(409);
    expect(withoutMorning.data).toMatchObject({
      code: 'USED_BY_SUBSCRIPTION',
      detailCode: 'SLOTS_USED_BY_SUBSCRIPTIONS',
      params: { count: 1 },
    });
    const deleted = await t.call('DELETE', `/api/delivery-areas/${area.id}`, { as: 'staff' });
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect(deleted.data).toMatchObject({ code: 'USED_BY_SUBSCRIPTION' });
    // Keeping the slot, the area saves as before.
    const kept = await t.call('PUT', `/api/delivery-areas/${area.id}`, {
      as: 'staff',
      body: { ...ownArea(), slots: [sent(morning), sent(evening)] },
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('erases a subscriber: subscriptions ended, the wallet closed with the balance recorded as a refund owed', async () => {
    const erased = await t.call('POST', `/api/customer/${meena.id}/erase`, { as: 'admin' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.customerId, meena.id))).toEqual([]);
    const ledger = await t.db.select().from(walletEntries).where(eq(walletEntries.customerId, meena.id));
    expect(ledger.map((e) => [e.reason, e.amount, e.balanceAfter])).toEqual([
      ['ADJUSTMENT', 40_000, 40_000],
      ['REFUND', -40_000, 0],
    ]);
    const wallet = await t.call('GET', `/api/wallets/${meena.id}`, { as: 'staff' });
    expect(wallet.data.response.balance).toBe(0);
  });
});
