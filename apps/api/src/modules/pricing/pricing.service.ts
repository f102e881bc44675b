import type { DbOrTx } from '../../db/client.js';
import { findRunningDiscounts } from '../offer/index.js';
import {
  discounts,
  discountsFor,
  type LineDiscount,
  type LiveOffer,
  NO_DISCOUNT,
  type PricingLine,
} from './offer-rules.js';
import { hasOrdered } from './order-history.repository.js';

/** The offers running now that discount something. */
export async function liveOffers(db: DbOrTx): Promise<LiveOffer[]> {
  return (await findRunningDiscounts(db)).filter(discounts);
}

/**
 * Each line's discount for this customer's order now: the running offers, the customer's first
 * order or not (asked only when a first-order offer is running), the rules of offer-rules.ts.
 * `customerId` null: a shopper not signed in, who has no first order to claim.
 */
export async function offersForOrder(
  db: DbOrTx,
  lines: PricingLine[],
  customerId: number | null,
): Promise<LineDiscount[]> {
  if (lines.length === 0) return [];
  const offers = await liveOffers(db);
  if (offers.length === 0) return lines.map(() => NO_DISCOUNT);
  const firstOrder =
    customerId !== null && offers.some((o) => o.firstOrderOnly) ? !(await hasOrdered(db, customerId)) : false;
  return discountsFor(offers, lines, { firstOrder });
}
