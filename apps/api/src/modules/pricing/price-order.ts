import type { DeliveryRules, OrderChecks } from '@farm/contract';
import { ORDER_LIMITS } from '@farm/contract/plain/shop';
import { type AskedCoupon, type CouponOutcome, couponOutcomeOf } from './coupon-outcome.js';
import { discountsFor, type LiveOffer, type PricingLine } from './offer-rules.js';
import { type DiscountedLine, type Totals, totalsOf, withDiscount } from './totals.js';

/** What the shop and the customer bring to a price, as `readPricingInputs` read them. */
export type PricingInputs = {
  /** Null: a shopper not signed in. */
  customerId: number | null;
  /** The customer has no order that counts yet: first-order offers and coupons apply. */
  firstOrder: boolean;
  /** The offers running now. */
  offers: LiveOffer[];
  /** The coupon the order asks for, if any. */
  coupon: AskedCoupon | null;
};

/** Where the order goes and which of the shop's rules it is held to (the caller's channel decides). */
export type OrderTerms = {
  /** The delivery fee's rules: the address's area's, or the shop's settings'. */
  fee: DeliveryRules;
  /** The area serving the address, when known: its minimum order and whether it takes cash. */
  area: { name: string; minimumOrder: number | null; codAllowed: boolean } | null;
  /** The storefront's cash rules (the area's, and the shop's ceiling on a cash total); null: skipped (phone orders). */
  cash: { ceiling: number | null } | null;
};

export type PricedOrder<T> = {
  lines: (T & DiscountedLine)[];
  coupon: CouponOutcome | null;
  totals: Totals;
  checks: OrderChecks;
};

/**
 * The one price (DESIGN §8, decision 0047): lines, the customer, the address's delivery rules →
 * the breakdown. Offers → coupon → delivery → totals, here and nowhere else: the cart, the phone
 * order's quote and the checkout (and the subscription job next) call it, so the same order is the
 * same money wherever it is shown. Pure over what was read before, so that the checkout prices
 * inside its transaction without another round trip (decision 0040). Money in integer paise.
 */
export function priceOrder<T extends PricingLine>(
  lines: readonly T[],
  inputs: PricingInputs,
  terms: OrderTerms,
): PricedOrder<T> {
  const discounted = withOffers(lines, inputs);
  const coupon = inputs.coupon && couponOutcomeOf(inputs.coupon, discounted, inputs);
  const totals = totalsOf(discounted, terms.fee, coupon?.discount ?? 0);
  return { lines: discounted, coupon, totals, checks: checksOf(totals, lines.length, terms) };
}

function withOffers<T extends PricingLine>(lines: readonly T[], inputs: PricingInputs) {
  const discounts =
    lines.length > 0 && inputs.offers.length > 0
      ? discountsFor(inputs.offers, [...lines], { firstOrder: inputs.firstOrder })
      : [];
  return lines.map((line, i) => withDiscount(line, discounts[i]));
}

/** What the order's rules say of this order, for a client to show rather than work out. */
function checksOf(totals: Totals, lineCount: number, terms: OrderTerms): OrderChecks {
  const { area, cash } = terms;
  const itemsTotal = totals.subtotal - totals.discountTotal;
  const minimumOrder =
    area && area.minimumOrder !== null
      ? {
          areaName: area.name,
          amount: area.minimumOrder,
          short: Math.max(0, area.minimumOrder - itemsTotal),
        }
      : null;
  const ceiling = cash?.ceiling ?? null;
  const refusal =
    cash && area && !area.codAllowed
      ? ('AREA' as const)
      : ceiling !== null && totals.total > ceiling
        ? ('CEILING' as const)
        : null;
  return {
    minimumOrder,
    cashOnDelivery: { allowed: refusal === null, refusal, areaName: area?.name ?? null, ceiling },
    lines: { max: ORDER_LIMITS.maxLines, over: lineCount > ORDER_LIMITS.maxLines },
  };
}
