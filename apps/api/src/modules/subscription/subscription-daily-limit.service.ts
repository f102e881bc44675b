import { AppError } from '../../lib/app-error.js';
import type { DayLimit } from '../order/index.js';
import { dailyLimitsOf, oneOffQuantities } from './subscription-committed.repository.js';
import { committedOn } from './subscription-committed.service.js';

/**
 * The daily limit per product (issue 34.6): a one-off order for a delivery day is refused when what
 * one-off orders already take, what the subscriptions commit that day (their calendars) and this
 * order would pass the product's limit. Subscriptions are never refused by it: their days are
 * placed on the standing channel, which checkout does not hold to this rule. Checkout calls it
 * under its product locks, so two orders of a limited product count each other.
 */
export const dailyLimitRule: DayLimit = async (tx, order) => {
  const wanted = new Map<number, { name: string; quantity: number }>();
  for (const line of order.lines) {
    const seen = wanted.get(line.productId) ?? { name: line.name, quantity: 0 };
    seen.quantity += line.quantity;
    wanted.set(line.productId, seen);
  }
  const limits = await dailyLimitsOf(tx, [...wanted.keys()]);
  if (limits.size === 0) return;
  const limited = [...limits.keys()];
  const [oneOff, committed] = await Promise.all([
    oneOffQuantities(tx, order.day, limited),
    committedOn(tx, order.day, order.now, limited),
  ]);
  const subscribed = new Map<number, number>();
  for (const line of committed.values())
    subscribed.set(line.productId, (subscribed.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, limit] of limits) {
    const line = wanted.get(productId);
    if (!line) continue;
    const taken = (oneOff.get(productId) ?? 0) + (subscribed.get(productId) ?? 0);
    if (taken + line.quantity <= limit) continue;
    const left = Math.max(0, limit - taken);
    throw new AppError(
      409,
      'DAILY_LIMIT_REACHED',
      `Only ${left} more of ${line.name} can be sold for ${order.day}`,
    ).worded({ name: line.name, left, deliveryDay: order.day }, 'DAILY_LIMIT_LEFT_FOR_DAY');
  }
};
