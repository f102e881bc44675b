import type { DeliveryCheck, ServingArea } from '@farm/contract';
import { courierWindowText } from '@farm/contract/plain/delivery';
import type { DbOrTx } from '../../db/client.js';
import { indiaToday } from '../../lib/dates.js';
import { readProductsForPricing } from '../product/index.js';
import { areaForPincode, hasAreas, type ServingAreaRow } from './delivery-area.repository.js';
import { addDays } from './delivery-calendar.js';
import { bookingsBetween, closedDays } from './delivery-slot.repository.js';
import { notServedText } from './delivery-words.js';
import { earliestOf, slotDays, slotDaysFrom } from './slot-plan.js';

/** Whether an area receives a category: an empty list receives every one. */
export function receives(area: Pick<ServingAreaRow, 'categoryIds'>, categoryId: number): boolean {
  return area.categoryIds.length === 0 || area.categoryIds.includes(categoryId);
}

export function servingAreaOf(area: ServingAreaRow): ServingArea {
  const { id, name, kind, deliveryFee, freeDeliveryThreshold, minimumOrder, codAllowed, translations } = area;
  return { id, name, kind, deliveryFee, freeDeliveryThreshold, minimumOrder, codAllowed, translations };
}

/** An own-delivery area's days and slots on `now`, from its closed days and bookings. */
export async function daysOfArea(db: DbOrTx, area: ServingAreaRow, now: Date) {
  if (area.kind !== 'OWN' || area.slots.length === 0) return [];
  const { from, to } = slotDaysFrom(now);
  const [closed, bookings] = await Promise.all([
    closedDays(db, area.id, from, to),
    bookingsBetween(
      db,
      area.slots.map((s) => s.id),
      from,
      to,
    ),
  ]);
  return slotDays(area.slots, closed, bookings, now);
}

/** A courier area's expected days, counted from `now`'s day in India. */
export function courierWindowOf(area: ServingAreaRow, now: Date) {
  if (area.kind !== 'COURIER' || area.courierDaysMin === null || area.courierDaysMax === null) return null;
  const today = indiaToday(now);
  const from = addDays(today, area.courierDaysMin);
  const to = addDays(today, area.courierDaysMax);
  return { from, to, text: courierWindowText(from, to) };
}

/**
 * `GET /delivery/check`: which area serves the PIN code, which of the products it receives, and
 * when the next delivery can come. A shop without areas delivers anywhere, as before issue 16.
 */
export async function checkDelivery(
  db: DbOrTx,
  query: { pincode: string; productIds: readonly number[] },
  now: Date,
): Promise<DeliveryCheck> {
  const { pincode } = query;
  const [area, products] = await Promise.all([
    areaForPincode(db, pincode),
    readProductsForPricing(db, [...new Set(query.productIds)]),
  ]);
  const base = { pincode, days: [], earliest: null, courierWindow: null };
  if (!area) {
    const anywhere = !(await hasAreas(db));
    return {
      ...base,
      area: null,
      served: anywhere,
      products: products.map((p) => ({
        productId: p.id,
        name: p.name,
        deliverable: anywhere,
        reason: anywhere ? null : { code: 'NOT_SERVED' as const, params: { pincode } },
      })),
      summary: anywhere ? `Delivers to ${pincode}` : notServedText(pincode),
      refusal: null,
    };
  }
  const checked = products.map((p) => {
    const deliverable = receives(area, p.categoryId);
    return {
      productId: p.id,
      name: p.name,
      deliverable,
      reason: deliverable ? null : { code: 'NOT_DELIVERED_HERE' as const, params: { name: p.name, pincode } },
    };
  });
  const days = await daysOfArea(db, area, now);
  const earliest = earliestOf(days, now);
  const courierWindow = courierWindowOf(area, now);
  const refused = checked.filter((p) => !p.deliverable).map((p) => p.name);
  const accepted = checked.filter((p) => p.deliverable).map((p) => p.name);
  // Goods refused: the reader words which (decision 0049), no English built here.
  const refusal =
    refused.length > 0
      ? {
          code: 'NOT_TRAVELLING_TO_PINCODE' as const,
          params: {
            refused,
            refusedCount: refused.length,
            accepted,
            acceptedCount: accepted.length,
            pincode,
          },
        }
      : null;
  let summary: string | null;
  if (refusal) summary = null;
  else if (courierWindow) summary = `Delivers to ${pincode} by courier — ${courierWindow.text}`;
  else if (earliest) summary = `Delivers to ${pincode} — ${earliest.text}`;
  else summary = `Delivers to ${pincode}; every slot of the next days is taken`;
  return {
    ...base,
    area: servingAreaOf(area),
    served: true,
    products: checked,
    days,
    earliest,
    courierWindow,
    summary,
    refusal,
  };
}
