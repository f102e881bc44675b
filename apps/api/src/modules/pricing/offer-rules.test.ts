import { describe, expect, it } from 'vitest';
import { discountsFor, type LiveOffer, shelfDiscount, unitDiscountOf } from './offer-rules.js';

function offer(overrides: Partial<LiveOffer>): LiveOffer {
  return {
    id: 1,
    title: 'Offer',
    discountPercent: null,
    discountAmount: null,
    appliesTo: 'shop',
    categoryIds: [],
    productIds: [],
    minOrderValue: null,
    firstOrderOnly: false,
    ...overrides,
  };
}

const ghee = { productId: 10, categoryId: 2, unitPrice: 69_900 };
const soap = { productId: 20, categoryId: 3, unitPrice: 12_000 };

describe('a unit discount (paise)', () => {
  it('takes a percentage rounded to the paisa, halves up', () => {
    expect(unitDiscountOf(offer({ discountPercent: 10 }), 69_900)).toBe(6_990);
    expect(unitDiscountOf(offer({ discountPercent: 15 }), 25_000)).toBe(3_750);
    // 10 % of 5 paise is half a paisa: rounds up to 1; of 4 paise is 0.4: rounds down to 0.
    expect(unitDiscountOf(offer({ discountPercent: 10 }), 5)).toBe(1);
    expect(unitDiscountOf(offer({ discountPercent: 10 }), 4)).toBe(0);
    // 33 % of ₹1.99: 65.67 paise → 66.
    expect(unitDiscountOf(offer({ discountPercent: 33 }), 199)).toBe(66);
    expect(unitDiscountOf(offer({ discountPercent: 100 }), 199)).toBe(199);
  });

  it('takes an amount, never more than the price', () => {
    expect(unitDiscountOf(offer({ discountAmount: 5_000 }), 69_900)).toBe(5_000);
    expect(unitDiscountOf(offer({ discountAmount: 5_000 }), 3_000)).toBe(3_000);
  });
});

describe('which offer a line gets', () => {
  it('applies an offer only to what it targets', () => {
    const byCategory = offer({ discountPercent: 10, appliesTo: 'categories', categoryIds: [2] });
    const byProduct = offer({ discountPercent: 10, appliesTo: 'products', productIds: [20] });
    const lines = [
      { ...ghee, quantity: 1 },
      { ...soap, quantity: 1 },
    ];
    expect(discountsFor([byCategory], lines, { firstOrder: false }).map((d) => d.unitDiscount)).toEqual([
      6_990, 0,
    ]);
    expect(discountsFor([byProduct], lines, { firstOrder: false }).map((d) => d.unitDiscount)).toEqual([
      0, 1_200,
    ]);
  });

  it('gives each line the single best offer, not the sum; a tie goes to the older offer', () => {
    const tenPercent = offer({ id: 1, title: 'Ten', discountPercent: 10 });
    const fiftyOff = offer({ id: 2, title: 'Fifty', discountAmount: 5_000 });
    const [onGhee, onSoap] = discountsFor(
      [fiftyOff, tenPercent],
      [
        { ...ghee, quantity: 2 },
        { ...soap, quantity: 1 },
      ],
      { firstOrder: false },
    );
    expect(onGhee).toEqual({ unitDiscount: 6_990, offerTitle: 'Ten', discountPercent: 10, offerTitles: {} });
    expect(onSoap).toEqual({
      unitDiscount: 5_000,
      offerTitle: 'Fifty',
      discountPercent: null,
      offerTitles: {},
    });

    const older = offer({ id: 3, title: 'Older', discountAmount: 1_200 });
    const newer = offer({ id: 4, title: 'Newer', discountPercent: 10 });
    const [tie] = discountsFor([newer, older], [{ ...soap, quantity: 1 }], { firstOrder: false });
    expect(tie?.offerTitle).toBe('Older');
  });

  it('meets a minimum order with the items at list price, across all lines', () => {
    const bigOrder = offer({ discountPercent: 10, minOrderValue: 80_000 });
    const one = discountsFor([bigOrder], [{ ...ghee, quantity: 1 }], { firstOrder: false });
    expect(one[0]?.unitDiscount).toBe(0);
    const withSoap = discountsFor(
      [bigOrder],
      [
        { ...ghee, quantity: 1 },
        { ...soap, quantity: 1 },
      ],
      { firstOrder: false },
    );
    expect(withSoap.map((d) => d.unitDiscount)).toEqual([6_990, 1_200]);
  });

  it('keeps first-order offers for a first order', () => {
    const welcome = offer({ discountPercent: 20, firstOrderOnly: true });
    const line = [{ ...soap, quantity: 1 }];
    expect(discountsFor([welcome], line, { firstOrder: true })[0]?.unitDiscount).toBe(2_400);
    expect(discountsFor([welcome], line, { firstOrder: false })[0]?.unitDiscount).toBe(0);
  });
});

describe('the shelf price', () => {
  it('shows only offers that hold for anyone, whatever the cart', () => {
    const bigOrder = offer({ id: 1, discountPercent: 30, minOrderValue: 1_000 });
    const welcome = offer({ id: 2, discountPercent: 25, firstOrderOnly: true });
    const everyone = offer({ id: 3, title: 'Everyone', discountPercent: 5 });
    expect(shelfDiscount([bigOrder, welcome, everyone], soap)).toEqual({
      unitDiscount: 600,
      offerTitle: 'Everyone',
      discountPercent: 5,
      offerTitles: {},
    });
    expect(shelfDiscount([bigOrder, welcome], soap).offerTitle).toBeNull();
  });
});
