import type { coupons } from '../../schema.js';

const DAY = 24 * 60 * 60 * 1000;

/** The demo coupon codes, one rule each (money in paise); dated around the seed time. */
export function demoCoupons(now: Date): (typeof coupons.$inferInsert)[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    {
      code: 'WELCOME100',
      translations: { ta: { description: '₹500-க்கு மேல உங்க முதல் ஆர்டருக்கு ₹100 குறைவு' } },
      description: '₹100 off your first order of ₹500 or more',
      discountAmount: 10_000,
      minOrderValue: 50_000,
      firstOrderOnly: true,
    },
    {
      code: 'FARM10',
      translations: {
        ta: { description: '10% தள்ளுபடி, ₹150 வரைக்கும்; ஒருத்தருக்கு ஒரு தடவை, முதல் 100 ஆர்டருக்கு மட்டும்' },
      },
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
      translations: { ta: { description: 'மழைக்கால விற்பனையில எந்த ஆர்டருக்கும் ₹50 குறைவு (முடிஞ்சுது)' } },
      description: '₹50 off any order during the monsoon sale (ended)',
      discountAmount: 5_000,
      startsAt: at(-60),
      endsAt: at(-5),
    },
  ];
}
