import { describe, expect, it } from 'vitest';
import { type CouponOrder, type CouponRules, couponDiscountOf, couponProblem } from './coupon-rules.js';

const coupon: CouponRules = {
  code: 'SAVE',
  discountPercent: null,
  discountAmount: null,
  maxDiscount: null,
  minOrderValue: null,
  firstOrderOnly: false,
  usageLimit: null,
  perCustomerLimit: null,
  status: 'active',
};
const order: CouponOrder = {
  listTotal: 100_000,
  itemsTotal: 90_000,
  customerId: 1,
  firstOrder: false,
  uses: { total: 0, byCustomer: 0 },
};

describe('what a coupon takes off', () => {
  it('rounds half a paisa up, caps a percentage, and never takes more than the items', () => {
    // 15% of ₹0.03 = 0.45 paise → 0; of ₹0.05 = 0.75 → 1; of ₹699.10 = 10486.5 → 10487.
    expect(couponDiscountOf({ ...coupon, discountPercent: 15 }, 3)).toBe(0);
    expect(couponDiscountOf({ ...coupon, discountPercent: 15 }, 5)).toBe(1);
    expect(couponDiscountOf({ ...coupon, discountPercent: 15 }, 69_910)).toBe(10_487);
    expect(couponDiscountOf({ ...coupon, discountPercent: 20, maxDiscount: 10_000 }, 90_000)).toBe(10_000);
    expect(couponDiscountOf({ ...coupon, discountPercent: 100 }, 90_000)).toBe(90_000);
    expect(couponDiscountOf({ ...coupon, discountAmount: 5_000 }, 3_000)).toBe(3_000);
    expect(couponDiscountOf({ ...coupon, discountAmount: 5_000 }, 90_000)).toBe(5_000);
  });
});

describe('why a coupon does not apply', () => {
  it('names the first reason, in the order a customer can act on', () => {
    expect(couponProblem(coupon, order)).toBeNull();
    expect(couponProblem({ ...coupon, status: 'expired' }, order)).toBe('SAVE has ended');
    expect(couponProblem({ ...coupon, status: 'scheduled' }, order)).toBe('SAVE has not started yet');
    expect(couponProblem({ ...coupon, status: 'inactive' }, order)).toBe('SAVE is not available now');
    expect(couponProblem({ ...coupon, usageLimit: 3 }, { ...order, uses: { total: 3, byCustomer: 0 } })).toBe(
      'SAVE has been used up',
    );
    expect(
      couponProblem({ ...coupon, usageLimit: 3 }, { ...order, uses: { total: 2, byCustomer: 0 } }),
    ).toBeNull();
    expect(
      couponProblem({ ...coupon, perCustomerLimit: 2 }, { ...order, uses: { total: 2, byCustomer: 2 } }),
    ).toBe('You have already used SAVE 2 times, as often as it allows');
    expect(couponProblem({ ...coupon, firstOrderOnly: true }, order)).toBe('SAVE is for a first order only');
    expect(couponProblem({ ...coupon, firstOrderOnly: true }, { ...order, firstOrder: true })).toBeNull();
    // The minimum is met by the items at list price, as an offer's is.
    expect(couponProblem({ ...coupon, minOrderValue: 100_000 }, order)).toBeNull();
    expect(couponProblem({ ...coupon, minOrderValue: 100_001 }, order)).toBe(
      'SAVE needs items of ₹1,000.01 or more',
    );
  });
});
