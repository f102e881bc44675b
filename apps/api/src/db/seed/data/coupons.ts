import type { coupons } from '../../schema.js';

const DAY = 24 * 60 * 60 * 1000;

/** The demo coupon codes, one rule each (money in paise); dated around the seed time. */
export function demoCoupons(now: Date): (typeof coupons.$inferInsert)[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    {
      code: 'WELCOME100',
      description: '₹100 off your first order of ₹500 or more',
      discountAmount: 10_000,
      minOrderValue: 50_000,
      firstOrderOnly: true,
    },
    {
      code: 'FARM10',
      description: '10% off, up to ₹150; once per customer, for the first 100 orders',
      discountPercent: 10,
      maxDiscount: 15_000,
      usageLimit: 100,
      perCustomerLimit: 1,
      startsAt: at(-7),
      endsAt: at(53),
    },
    {
      code: 'MONSOON50',
      description: '₹50 off any order during the monsoon sale (ended)',
      discountAmount: 5_000,
      startsAt: at(-60),
      endsAt: at(-5),
    },
  ];
}
