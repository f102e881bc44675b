import type { DeliverySlot } from '@farm/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { asStaff, bearer, productByCode, type Staff, todayInIndia } from './staff-api';

/**
 * What the subscription specs (issue 34) set up through the staff API: fresh milk made subscribable,
 * and the Pollachi area's rounds closing for the next day at 23:59 India time, so that tomorrow is
 * still open to change whatever the hour the suite runs (the seeded 21:00 closes it in the evening)
 * and the calendar's cut-off reads the same every run. `restore` puts the area and the milk back.
 */
type Area = Record<string, unknown> & { id: number; name: string; slots: DeliverySlot[] };

export const POLLACHI = 'Pollachi & Anaimalai';
export const LATE_CUTOFF = '23:59';

export type SubscriptionSetup = {
  staff: Staff;
  area: Area;
  milkId: number;
  /** Whether the milk was subscribable before the spec: put back as it was. */
  milkWasSubscribable: boolean;
  morningSlotId: number;
};

async function saveSlots(staff: Staff, area: Area, slots: DeliverySlot[]) {
  const { id: _id, createdAt: _created, slots: _slots, ...fields } = area;
  const res = await staff.request.put(`/api/delivery-areas/${area.id}`, {
    headers: bearer(staff.token),
    data: {
      ...fields,
      slots: slots.map(({ id, startsAt, endsAt, capacity, cutoffDaysBefore, cutoffTime, active }) => ({
        id,
        startsAt,
        endsAt,
        capacity,
        cutoffDaysBefore,
        cutoffTime,
        active,
      })),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function setUpSubscriptions(request: APIRequestContext): Promise<SubscriptionSetup> {
  const staff = await asStaff(request);
  const res = await request.get('/api/delivery-areas', { headers: bearer(staff.token) });
  expect(res.ok(), await res.text()).toBe(true);
  const area = ((await res.json()).response as Area[]).find((a) => a.name === POLLACHI);
  if (!area) throw new Error(`The demo farm has no area ${POLLACHI}`);
  await saveSlots(
    staff,
    area,
    area.slots.map((slot) => ({ ...slot, cutoffDaysBefore: 1, cutoffTime: LATE_CUTOFF })),
  );
  const milk = await productByCode(staff, 'GM-500');
  const listed = await request.get('/api/subscription-products');
  expect(listed.ok(), await listed.text()).toBe(true);
  const milkWasSubscribable = ((await listed.json()).response as { productId: number }[]).some(
    (p) => p.productId === milk.id,
  );
  const marked = await request.put(`/api/subscription-products/${milk.id}`, {
    headers: bearer(staff.token),
    data: { subscribable: true },
  });
  expect(marked.ok(), await marked.text()).toBe(true);
  const morning = area.slots.find((slot) => slot.startsAt === '05:00');
  if (!morning) throw new Error('The Pollachi area has no 5 am round');
  return { staff, area, milkId: milk.id, milkWasSubscribable, morningSlotId: morning.id };
}

/**
 * Moves the area's cut-off for the next day to `cutoffTime` (India's `HH:MM` today): the evening
 * reminder goes in the 4 hours before it, so a spec can bring the reminder into the hour it runs.
 */
export async function moveCutoff(setup: SubscriptionSetup, cutoffTime: string) {
  await saveSlots(
    setup.staff,
    setup.area,
    setup.area.slots.map((slot) => ({ ...slot, cutoffDaysBefore: 1, cutoffTime })),
  );
}

export async function restore(setup: SubscriptionSetup | undefined) {
  if (!setup) return;
  await saveSlots(setup.staff, setup.area, setup.area.slots);
  // The next specs see the product page as seeded.
  await setup.staff.request.put(`/api/subscription-products/${setup.milkId}`, {
    headers: bearer(setup.staff.token),
    data: { subscribable: setup.milkWasSubscribable },
  });
  await setup.staff.request.dispose();
}

/** India's day `days` after today, `2026-11-28`. */
export function indiaDay(days: number): string {
  const day = new Date(`${todayInIndia()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A staff credit to the customer's wallet, with the note staff type (a spoilt day's milk). */
export async function creditWallet(
  setup: SubscriptionSetup,
  customerId: number,
  amount: number,
  note: string,
) {
  const res = await setup.staff.request.post(`/api/wallets/${customerId}/credits`, {
    headers: bearer(setup.staff.token),
    data: { amount, reason: 'STAFF_CREDIT', note, idempotencyKey: `e2e-${Date.now()}-${Math.random()}` },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The calendar's line of one day. */
export const calendarDay = (page: Page, day: string) =>
  page.locator(`[data-day="${day}"]`).getByTestId('calendar-day');
