import type { Subscription, SubscriptionCreate, SubscriptionPatternInput } from '@farm/contract';
import { SUBSCRIPTION_LIMITS } from '@farm/contract/plain/subscription';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { indiaToday } from '../../lib/dates.js';
import { findAddress } from '../address/index.js';
import { addDays, areaForPincode } from '../delivery/index.js';
import {
  insertPattern,
  insertSubscription,
  productsNotSubscribable,
  toSubscription,
} from './subscription.repository.js';
import type { CalendarPattern } from './subscription-calendar.js';
import { assertBeforeCutoff } from './subscription-cutoff.js';

/**
 * Subscribes a customer (issue 34.1): their own address in an own-delivery area, one of that area's
 * live slots, a start day whose cut-off has not passed, and products staff marked subscribable.
 */
export async function createSubscription(
  db: Db,
  customerId: number,
  input: SubscriptionCreate,
  now: Date,
): Promise<Subscription> {
  const address = await findAddress(db, input.addressId);
  if (!address || address.customerId !== customerId) throw notFound('Address', 'ADDRESS_NOT_FOUND');
  const area = await areaForPincode(db, address.pincode);
  if (area?.kind !== 'OWN') {
    const reason = area ? 'COURIER' : 'NOT_SERVED';
    throw new AppError(
      422,
      'SUBSCRIPTION_NEEDS_OWN_DELIVERY',
      `Subscriptions are delivered by the farm's own van only; ${address.pincode} is ${reason}`,
    ).worded({ pincode: address.pincode, reason }, 'SUBSCRIPTIONS_OWN_DELIVERY_ONLY');
  }
  const slot = area.slots.find((s) => s.id === input.slotId);
  if (!slot) {
    const message = `That slot does not deliver to ${address.pincode}; choose another`;
    throw conflict('SLOT_UNAVAILABLE', message, [
      { field: 'slotId', code: 'SLOT_NOT_AT_PINCODE', params: { pincode: address.pincode }, message },
    ]).worded({}, 'FIELD_SENTENCE');
  }
  assertWithinReach(input.startDay, now);
  assertBeforeCutoff(input.startDay, slot, now);
  await assertSubscribable(db, input.pattern);
  return db.transaction(async (tx) => {
    const row = await insertSubscription(tx, {
      customerId,
      addressId: address.id,
      slotId: slot.id,
      startDay: input.startDay,
    });
    const pattern = patternRow(input.startDay, input.pattern);
    await insertPattern(tx, row.id, pattern, null);
    return toSubscription(row, [pattern]);
  });
}

/** The pattern from `fromDay` as stored and as the calendar reads it, from what the customer sent. */
export function patternRow(fromDay: string, pattern: SubscriptionPatternInput): CalendarPattern {
  const perWeekday = pattern.kind === 'PER_WEEKDAY';
  return {
    fromDay,
    kind: pattern.kind,
    weekdays: pattern.kind === 'WEEKDAYS' ? [...new Set(pattern.weekdays)].sort((a, b) => a - b) : [],
    lines: pattern.lines.map((l) => ({
      productId: l.productId,
      quantity: perWeekday ? null : (l.quantity ?? null),
      weekdayQuantities: perWeekday ? (l.weekdayQuantities ?? null) : null,
    })),
  };
}

/** Every product of a pattern must be one staff let customers subscribe to. */
export async function assertSubscribable(db: DbOrTx, pattern: SubscriptionPatternInput): Promise<void> {
  const [refused] = await productsNotSubscribable(
    db,
    pattern.lines.map((l) => l.productId),
  );
  if (refused)
    throw new AppError(422, 'NOT_SUBSCRIBABLE', `${refused.name} cannot be subscribed to`).worded(
      { name: refused.name },
      'PRODUCT_NOT_SUBSCRIBABLE',
    );
}

/** A day no further ahead than the shop plans (a year): the calendar is read day by day. */
export function assertWithinReach(day: string, now: Date): void {
  if (day > addDays(indiaToday(now), SUBSCRIPTION_LIMITS.maxAheadDays)) {
    const message = `Choose a day within ${SUBSCRIPTION_LIMITS.maxAheadDays} days`;
    throw new AppError(400, 'VALIDATION_FAILED', message).worded(
      { days: SUBSCRIPTION_LIMITS.maxAheadDays },
      'SUBSCRIPTION_DAY_TOO_FAR',
    );
  }
}
