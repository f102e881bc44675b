import type { DbOrTx } from '../../db/client.js';
import { keptUntilStaffWrite } from '../../db/kept-reads.js';
import { findDiscountOffers } from '../offer/index.js';
import {
  discounts,
  discountsFor,
  type LineDiscount,
  type LiveOffer,
  NO_DISCOUNT,
  type PricingLine,
} from './offer-rules.js';
import { hasOrdered } from './order-history.repository.js';

/** Offers on and not over, kept in memory until staff write (db/kept-reads.ts). */
const discountOffers = keptUntilStaffWrite(findDiscountOffers);

/** The offers running now (their period holds `now`) that discount something. */
export async function liveOffers(db: DbOrTx, now = Date.now()): Promise<LiveOffer[]> {
  return (await discountOffers(db)).filter(
    (offer) =>
      (offer.startsAt === null || offer.startsAt <= now) &&
      (offer.endsAt === null || offer.endsAt > now) &&
      discounts(offer),
  );
}

/**
 * Each line's discount for this customer's order now: the running offers (`offers`, when the caller
 * read them before its transaction), the customer's first order or not (asked only when a
 * first-order offer is running), the rules of offer-rules.ts.
 * `customerId` null: a shopper not signed in, who has no first order to claim.
 */
export async function offersForOrder(
  db: DbOrTx,
  lines: PricingLine[],
  customerId: number | null,
  running?: LiveOffer[],
): Promise<LineDiscount[]> {
  if (lines.length === 0) return [];
  const offers = running ?? (await liveOffers(db));
  if (offers.length === 0) return lines.map(() => NO_DISCOUNT);
  const firstOrder =
    customerId !== null && offers.some((o) => o.firstOrderOnly) ? !(await hasOrdered(db, customerId)) : false;
  return discountsFor(offers, lines, { firstOrder });
}
