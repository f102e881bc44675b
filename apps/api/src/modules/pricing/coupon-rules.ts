import { rupeesText, type Worded } from '@farm/contract';
import type { PeriodStatus } from '../../db/period-status.js';

/**
 * The rules of a coupon (decision 0030). Pure: the coupon's terms, the order and the shopper come
 * in; why it does not apply, or what it takes off, goes out. Money in integer paise.
 *
 * - It applies while switched on and within its period, under its total and per-customer limits
 *   (orders not cancelled count), to a first order when it says so, and when the items at list
 *   price reach its minimum (as an offer's minimum is met).
 * - It takes its percentage of the items after offers (halves of a paisa rounded up, as offers),
 *   at most its cap; or its amount, at most the items after offers. Never the delivery fee.
 */
export type CouponRules = {
  code: string;
  discountPercent: number | null;
  discountAmount: number | null;
  maxDiscount: number | null;
  minOrderValue: number | null;
  firstOrderOnly: boolean;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  status: PeriodStatus;
};

export type CouponOrder = {
  /** The items at list price. */
  listTotal: number;
  /** The items after their offers: what the coupon takes from. */
  itemsTotal: number;
  /** Null: a shopper not signed in. */
  customerId: number | null;
  firstOrder: boolean;
  uses: { total: number; byCustomer: number };
};

/** Why the coupon does not apply to this order now, in a sentence for the customer; null when it does. */
export function couponProblem(coupon: CouponRules, order: CouponOrder): string | null {
  return couponRefusal(coupon, order)?.message ?? null;
}

/** Why the coupon does not apply to this order now, as a code and values (and its English); null when it does. */
export function couponRefusal(coupon: CouponRules, order: CouponOrder): Worded | null {
  const { code } = coupon;
  const words = { code };
  if (coupon.status === 'inactive')
    return { code: 'COUPON_INACTIVE', params: words, message: `${code} is not available now` };
  if (coupon.status === 'scheduled')
    return { code: 'COUPON_NOT_STARTED', params: words, message: `${code} has not started yet` };
  if (coupon.status === 'expired')
    return { code: 'COUPON_ENDED', params: words, message: `${code} has ended` };
  if (coupon.usageLimit !== null && order.uses.total >= coupon.usageLimit)
    return { code: 'COUPON_USED_UP', params: words, message: `${code} has been used up` };
  if (coupon.perCustomerLimit !== null && order.uses.byCustomer >= coupon.perCustomerLimit) {
    return coupon.perCustomerLimit === 1
      ? { code: 'COUPON_USED_ALREADY', params: words, message: `You have already used ${code}` }
      : {
          code: 'COUPON_USED_TIMES',
          params: { code, times: coupon.perCustomerLimit },
          message: `You have already used ${code} ${coupon.perCustomerLimit} times, as often as it allows`,
        };
  }
  if (coupon.firstOrderOnly && !order.firstOrder)
    return { code: 'COUPON_FIRST_ORDER_ONLY', params: words, message: `${code} is for a first order only` };
  if (coupon.minOrderValue !== null && order.listTotal < coupon.minOrderValue) {
    return {
      code: 'COUPON_MINIMUM',
      params: { code, minimumPaise: coupon.minOrderValue },
      message: `${code} needs items of ${rupeesText(coupon.minOrderValue)} or more`,
    };
  }
  return null;
}

/** What the coupon takes off items that come to `itemsTotal` after their offers. */
export function couponDiscountOf(coupon: CouponRules, itemsTotal: number): number {
  if (coupon.discountPercent !== null) {
    const off = Math.floor((itemsTotal * coupon.discountPercent + 50) / 100);
    return Math.min(itemsTotal, coupon.maxDiscount ?? off, off);
  }
  return Math.min(itemsTotal, coupon.discountAmount ?? 0);
}
