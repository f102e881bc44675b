import type { CouponTerms } from '../coupon/index.js';
import { couponDiscountOf, couponProblem } from './coupon-rules.js';

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
};

/** What the asked coupon takes off these lines (after their offers) for this shopper. Pure. */
export function couponOutcomeOf(
  asked: AskedCoupon,
  lines: readonly Priced[],
  shopper: { customerId: number | null; firstOrder: boolean },
): CouponOutcome {
  const { code, terms: coupon } = asked;
  if (!coupon)
    return { couponId: null, code, description: null, discount: 0, problem: `There is no coupon ${code}` };
  const listTotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const itemsTotal = lines.reduce((sum, l) => sum + (l.unitPrice - l.unitDiscount) * l.quantity, 0);
  const problem =
    lines.length === 0
      ? `Add something to your cart to use ${code}`
      : couponProblem(coupon, { listTotal, itemsTotal, ...shopper, uses: asked.uses });
  return {
    couponId: coupon.id,
    code: coupon.code,
    description: coupon.description,
    discount: problem ? 0 : couponDiscountOf(coupon, itemsTotal),
    problem,
  };
}
