import type { DbOrTx } from '../../db/client.js';
import { countCouponUses, findCouponByCode } from '../coupon/index.js';
import { couponDiscountOf, couponProblem } from './coupon-rules.js';
import { hasOrdered } from './order-history.repository.js';

type Priced = { unitPrice: number; unitDiscount: number; quantity: number };

/** A coupon code priced against an order: what it takes off, or why it takes nothing (`problem`). */
export type CouponOutcome = {
  couponId: number | null;
  code: string;
  description: string | null;
  discount: number;
  problem: string | null;
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
  if (!coupon)
    return { couponId: null, code, description: null, discount: 0, problem: `There is no coupon ${code}` };
  const listTotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const itemsTotal = lines.reduce((sum, l) => sum + (l.unitPrice - l.unitDiscount) * l.quantity, 0);
  const [uses, ordered] = await Promise.all([
    countCouponUses(db, coupon.id, customerId),
    coupon.firstOrderOnly && customerId !== null ? hasOrdered(db, customerId) : Promise.resolve(false),
  ]);
  const problem =
    lines.length === 0
      ? `Add something to your cart to use ${code}`
      : couponProblem(coupon, {
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
    discount: problem ? 0 : couponDiscountOf(coupon, itemsTotal),
    problem,
  };
}
