import { type DeliveryRules, deliveryFeeFor } from '@farm/contract';
import type { Translations } from '@farm/contract/plain/languages';
import { type LineDiscount, NO_DISCOUNT } from './offer-rules.js';

type Priced = { unitPrice: number; quantity: number };
export type DiscountedLine = {
  unitDiscount: number;
  offerTitle: string | null;
  /** That offer's title in the translated languages (`{}` without an offer or a translation). */
  offerTitles: Translations<'title'>;
  lineTotal: number;
};
export type Totals = {
  subtotal: number;
  discountTotal: number;
  couponDiscount: number;
  deliveryFee: number;
  total: number;
};

/** A line with its offer's discount: what a unit loses and what the line then costs. */
export function withDiscount<T extends Priced>(
  line: T,
  discount: LineDiscount = NO_DISCOUNT,
): T & DiscountedLine {
  const { unitDiscount, offerTitle, offerTitles = {} } = discount;
  const lineTotal = (line.unitPrice - unitDiscount) * line.quantity;
  return { ...line, unitDiscount, offerTitle, offerTitles, lineTotal };
}

/**
 * What discounted lines cost: the items at list price, what offers take off, what the order's coupon
 * takes off (`couponDiscount`, from coupon.service.ts), the delivery fee by the shop's rule on the
 * items after their offers (a coupon never adds a fee), and the total. The one sum behind the cart,
 * the order and a PRICE_CHANGED answer.
 */
export function totalsOf(
  lines: readonly (Priced & DiscountedLine)[],
  rules: DeliveryRules,
  couponDiscount = 0,
): Totals {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const discountTotal = lines.reduce((sum, l) => sum + l.unitDiscount * l.quantity, 0);
  // Nothing to deliver, nothing to pay: an empty cart shows no fee.
  const deliveryFee = lines.length === 0 ? 0 : deliveryFeeFor(rules, subtotal - discountTotal);
  return {
    subtotal,
    discountTotal,
    couponDiscount,
    deliveryFee,
    total: subtotal - discountTotal - couponDiscount + deliveryFee,
  };
}
