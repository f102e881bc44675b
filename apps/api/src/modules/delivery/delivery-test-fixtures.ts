import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addresses } from '../../db/schema.js';
import type { Shopper } from '../../test/order-fixtures.js';
import type { TestApp } from '../../test/test-app.js';

/** A settable clock for `createTestApp({ clock })`: India time is UTC+05:30. */
export function fakeClock(iso: string) {
  let now = new Date(iso);
  return {
    now: () => now,
    set(next: string) {
      now = new Date(next);
    },
  };
}

export function ownArea(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Pollachi town',
    kind: 'OWN',
    pincodes: ['642001', '642002'],
    deliveryFee: 3000,
    freeDeliveryThreshold: 50000,
    minimumOrder: null,
    codAllowed: true,
    slots: [
      { startsAt: '05:00', endsAt: '08:00', capacity: 40 },
      { startsAt: '17:00', endsAt: '19:00', capacity: 20 },
    ],
    ...overrides,
  };
}

export function courierArea(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Rest of India',
    kind: 'COURIER',
    pincodes: ['1', '2', '3', '4', '5', '6', '7', '8'],
    deliveryFee: 15000,
    freeDeliveryThreshold: null,
    courierDaysMin: 3,
    courierDaysMax: 6,
    ...overrides,
  };
}

/** `POST /api/delivery-areas` as staff; answers the area. */
export async function createArea(t: TestApp, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/delivery-areas', { as: 'staff', body });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.response;
}

/** Moves the shopper's saved address to another PIN code. */
export async function movePincode(t: TestApp, shopper: Shopper, pincode: string) {
  await t.db.update(addresses).set({ pincode }).where(eq(addresses.id, shopper.addressId));
}

export async function checkPincode(t: TestApp, pincode: string, productIds: number[] = []) {
  const res = await t.call(
    'GET',
    `/api/delivery/check?pincode=${pincode}&productIds=${productIds.join(',')}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response;
}
