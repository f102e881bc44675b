import type { PriceChange } from '@farm/contract';
import english from '@farm/words/en/checkout.json';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/problem';
import { fillIn } from '@/lib/i18n/client-words';
import { priceChangeNotice, priceChangeOf } from './price-change';

/** The English words, as the cart page in English has them. */
const say = ((key: string, values?: Record<string, string | number>) => {
  const [group, name] = key.split('.') as [string, string];
  const texts = (english.checkout as unknown as Record<string, Record<string, string>>)[group];
  return fillIn(texts?.[name] ?? key, values);
}) as Parameters<typeof priceChangeNotice>[2];

// Security issue 13.8: the cart showed ₹220.00, staff made it ₹22,000.00. The shop refuses the
// checkout (409 PRICE_CHANGED) and the cart says what changed.
const change: PriceChange = {
  expectedTotal: 26_000,
  breakdown: {
    items: [
      {
        productId: 7,
        name: 'Goat milk ghee',
        unit: '500 ml',
        unitPrice: 2_200_000,
        unitDiscount: 0,
        offerTitle: null,
        quantity: 1,
        lineTotal: 2_200_000,
      },
    ],
    subtotal: 2_200_000,
    discountTotal: 0,
    couponCode: null,
    couponDiscount: 0,
    deliveryFee: 0,
    total: 2_200_000,
  },
  changedLines: [
    { productId: 7, name: 'Goat milk ghee', unit: '500 ml', expectedUnitPrice: 22_000, unitPrice: 2_200_000 },
  ],
};

describe('priceChangeNotice: what the cart says after a PRICE_CHANGED', () => {
  it('names each line with its old and new price, the delivery fee that moved, and the new total', () => {
    expect(priceChangeNotice(change, 4_000, say)).toEqual({
      title: 'Prices changed since you opened your cart',
      changes: ['Goat milk ghee 500 ml: ₹220.00 → ₹22,000.00', 'Delivery fee: ₹40.00 → Free'],
      total: 'New total: ₹22,000.00',
      advice: 'Check the new total and place the order again.',
    });
  });

  it('says only the new total when no line the cart showed moved and the fee is the same', () => {
    const feeOnly = { ...change, changedLines: [], breakdown: { ...change.breakdown, deliveryFee: 6_000 } };
    expect(priceChangeNotice(feeOnly, 6_000, say).changes).toEqual([]);
    expect(priceChangeNotice(feeOnly, 4_000, say).changes).toEqual(['Delivery fee: ₹40.00 → ₹60.00']);
  });
});

describe('priceChangeNotice with an offer', () => {
  it('says what offers take off now', () => {
    const withOffer = {
      ...change,
      breakdown: { ...change.breakdown, discountTotal: 220_000, total: 1_980_000 },
    };
    expect(priceChangeNotice(withOffer, 0, say)).toMatchObject({
      changes: ['Goat milk ghee 500 ml: ₹220.00 → ₹22,000.00', 'Offers: −₹2,200.00'],
      total: 'New total: ₹19,800.00',
    });
  });
});

describe('priceChangeNotice with a coupon', () => {
  it('says what the coupon takes off now, by its code', () => {
    const withCoupon = {
      ...change,
      changedLines: [],
      breakdown: { ...change.breakdown, couponCode: 'GHEE50', couponDiscount: 5_000, total: 2_195_000 },
    };
    expect(priceChangeNotice(withCoupon, 0, say)).toMatchObject({
      changes: ['Coupon GHEE50: −₹50.00'],
      total: 'New total: ₹21,950.00',
    });
  });
});

describe('priceChangeOf', () => {
  it('reads the new prices of a PRICE_CHANGED and nothing else', () => {
    const problem = { type: 't', title: 'Conflict', status: 409, detail: 'Prices changed' };
    expect(
      priceChangeOf(new ApiError(409, { ...problem, code: 'PRICE_CHANGED', priceChange: change })),
    ).toEqual(change);
    expect(priceChangeOf(new ApiError(409, { ...problem, code: 'OUT_OF_STOCK' }))).toBeUndefined();
    expect(priceChangeOf(new TypeError('offline'))).toBeUndefined();
  });
});
