import type { Worded } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { countCouponUses, findCouponByCode } from '../coupon/index.js';
import { couponDiscountOf, couponRefusal } from './coupon-rules.js';
import { hasOrdered } from './order-history.repository.js';

type Priced = { unitPrice: number; unitDiscount: number; quantity: number };

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

/**
 * What the coupon `code` takes off these lines (after their offers) for this customer now. Inside
 * the checkout `lock` holds the coupon's row until the order is written, so its last use is taken
 * once however many order at the same moment.
 */
export async function couponForOrder(
  db: DbOrTx,
  code: string,
  lines: readonly Priced[],
  customerId: number | null,
  options: { lock?: boolean } = {},
): Promise<CouponOutcome> {
  const coupon = await findCouponByCode(db, code, options);
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
  const [uses, ordered] = await Promise.all([
    countCouponUses(db, coupon.id, customerId),
    coupon.firstOrderOnly && customerId !== null ? hasOrdered(db, customerId) : Promise.resolve(false),
  ]);
  const refusal: Worded | null =
    lines.length === 0
      ? { code: 'COUPON_CART_EMPTY', params: { code }, message: `Add something to your cart to use ${code}` }
      : couponRefusal(coupon, {
          listTotal,
          itemsTotal,
          customerId,
          firstOrder: customerId !== null && !ordered,
          uses,
        });
  return {
    couponId: coupon.id,
    code: coupon.code,
    description: coupon.description,
    discount: refusal ? 0 : couponDiscountOf(coupon, itemsTotal),
    problem: refusal?.message ?? null,
    refusal,
  };
}
