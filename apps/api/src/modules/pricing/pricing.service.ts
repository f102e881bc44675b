import type { DbOrTx } from '../../db/client.js';
import { keptUntilStaffWrite } from '../../db/kept-reads.js';
import { countCouponUses, findCouponByCode } from '../coupon/index.js';
import { findDiscountOffers } from '../offer/index.js';
import { discounts, type LiveOffer } from './offer-rules.js';
import { hasOrdered } from './order-history.repository.js';
import type { PricingInputs } from './price-order.js';

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
 * What `priceOrder` needs to know of the shop and the customer, read once: the running offers
 * (`offers`, when the caller read them before its transaction), the coupon asked for with its uses,
 * and whether this is the customer's first order (asked only when a first-order offer or coupon
 * could care). Inside the checkout `lockCoupon` holds the coupon's row until the order is written,
 * so its last use is taken once however many order at the same moment. `customerId` null: a
 * shopper not signed in, who has no first order to claim.
 */
export async function readPricingInputs(
  db: DbOrTx,
  ask: {
    customerId: number | null;
    couponCode?: string | null | undefined;
    lockCoupon?: boolean;
    offers?: LiveOffer[];
  },
): Promise<PricingInputs> {
  const { customerId, couponCode } = ask;
  const offers = ask.offers ?? (await liveOffers(db));
  const terms = couponCode
    ? await findCouponByCode(db, couponCode, { lock: ask.lockCoupon ?? false })
    : undefined;
  const history =
    customerId !== null && (offers.some((o) => o.firstOrderOnly) || terms?.firstOrderOnly === true);
  const [uses, ordered] = await Promise.all([
    terms ? countCouponUses(db, terms.id, customerId) : { total: 0, byCustomer: 0 },
    history ? hasOrdered(db, customerId) : false,
  ]);
  return {
    customerId,
    firstOrder: customerId !== null && !ordered,
    offers,
    coupon: couponCode ? { code: couponCode, terms, uses } : null,
  };
}
