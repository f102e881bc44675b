import type { Worded } from '@farm/contract';
import type { CouponTerms } from '../coupon/index.js';
import { couponDiscountOf, couponRefusal } from './coupon-rules.js';

type Priced = { unitPrice: number; unitDiscount: number; quantity: number };

/** The coupon an order asks for, as read (`terms` undefined: there is no such code), with its uses. */
export type AskedCoupon = {
  code: string;
  terms: CouponTerms | undefined;
  uses: { total: number; byCustomer: number };
};

/** A coupon code priced against an order: what it takes off, or why it takes nothing (`problem`). */
export type CouponOutcome = {
  couponId: number | null;
  code: string;
  description: string | null;
  discount: number;
  problem: string | null;
  /** `problem` as a code and values, for the reader's words (decision 0049). */
  refusal: Worded | null;
};

/** What the asked coupon takes off these lines (after their offers) for this shopper. Pure. */
export function couponOutcomeOf(
  asked: AskedCoupon,
  lines: readonly Priced[],
  shopper: { customerId: number | null; firstOrder: boolean },
): CouponOutcome {
  const { code, terms: coupon } = asked;
  if (!coupon) {
    const refusal: Worded = {
      code: 'COUPON_UNKNOWN',
      params: { code },
      message: `There is no coupon ${code}`,
    };
    return { couponId: null, code, description: null, discount: 0, problem: refusal.message, refusal };
  }
  const listTotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const itemsTotal = lines.reduce((sum, l) => sum + (l.unitPrice - l.unitDiscount) * l.quantity, 0);
  const refusal: Worded | null =
    lines.length === 0
      ? { code: 'COUPON_CART_EMPTY', params: { code }, message: `Add something to your cart to use ${code}` }
      : couponRefusal(coupon, { listTotal, itemsTotal, ...shopper, uses: asked.uses });
  return {
    couponId: coupon.id,
    code: coupon.code,
    description: coupon.description,
    discount: refusal ? 0 : couponDiscountOf(coupon, itemsTotal),
    problem: refusal?.message ?? null,
    refusal,
  };
}
