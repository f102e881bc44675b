import type { Cart, DeliveryCheck, OrderChecks } from '@farm/contract';
import english from '@farm/words/en/checkout.json';
import englishDelivery from '@farm/words/en/delivery.json';
import { describe, expect, it } from 'vitest';
import { fillIn } from '@/lib/i18n/client-words';
import { makeWords } from '@/lib/i18n/words';
import { deliveryWordsOf } from '../delivery/use-delivery-words';
import { type BlockerWords, cashCeilingBlocker, deliveryBlocker } from './delivery-blocker';

/** The English words, as the cart page in English has them. */
const say = ((key: string, values?: Record<string, string | number>) => {
  const [group, name] = key.split('.') as [string, string];
  const texts = (english.checkout as unknown as Record<string, Record<string, string>>)[group];
  return fillIn(texts?.[name] ?? key, values);
}) as BlockerWords['say'];
const deliveryWords = deliveryWordsOf(makeWords(englishDelivery.delivery, 'delivery', 'en'), 'en');
const words: BlockerWords = { say, summary: deliveryWords.summary, area: (name) => name ?? '' };

// Paise throughout; the check's words are the API's, the cart only passes them on.
const own: DeliveryCheck = {
  pincode: '642001',
  area: {
    id: 1,
    name: 'Pollachi & Anaimalai',
    kind: 'OWN',
    deliveryFee: 4_000,
    freeDeliveryThreshold: 99_900,
    minimumOrder: null,
    codAllowed: true,
    translations: {},
  },
  served: true,
  products: [{ productId: 7, name: 'Fresh Goat Milk 500 ml', deliverable: true, reason: null }],
  days: [],
  earliest: { date: '2026-11-28', slotId: 3, text: 'tomorrow 5–8 am' },
  courierWindow: null,
  summary: 'Delivers to 642001 — tomorrow 5–8 am',
  refusal: null,
};

// What the API answers of an order that meets every rule; a test changes one.
const allowed: OrderChecks = {
  minimumOrder: null,
  cashOnDelivery: { allowed: true, refusal: null, areaName: 'Pollachi & Anaimalai', ceiling: null },
  lines: { max: 50, over: false },
};

function cartWith(
  delivery: DeliveryCheck | undefined,
  subtotal = 20_000,
  discountTotal = 0,
  checks: Partial<OrderChecks> = {},
): Cart {
  return {
    items: [],
    itemCount: 1,
    quantityTotal: 1,
    subtotal,
    discountTotal,
    couponDiscount: 0,
    deliveryFee: 4_000,
    total: subtotal - discountTotal + 4_000,
    coupon: null,
    ...(delivery ? { delivery, checks: { ...allowed, ...checks } } : {}),
  };
}

describe('deliveryBlocker: what the area refuses before the shop is asked', () => {
  it('lets an order through that the area takes, with a slot chosen', () => {
    expect(deliveryBlocker(cartWith(own), 'COD', true, words)).toBeUndefined();
    expect(deliveryBlocker(cartWith(undefined), 'COD', false, words)).toBeUndefined();
  });

  it('refuses a line the area does not receive, in the API’s English from its codes, and names that line', () => {
    const summary = 'Fresh Goat Milk 500 ml does not travel to 600001; Goat Milk Ghee 250 g does';
    const milk = 'Fresh Goat Milk 500 ml';
    const cart = cartWith({
      ...own,
      products: [
        {
          productId: 7,
          name: milk,
          deliverable: false,
          reason: { code: 'NOT_DELIVERED_HERE', params: { name: milk, pincode: '600001' } },
        },
        { productId: 9, name: 'Goat Milk Ghee 250 g', deliverable: true, reason: null },
      ],
      summary: null,
      refusal: {
        code: 'NOT_TRAVELLING_TO_PINCODE',
        params: {
          refused: [milk],
          refusedCount: 1,
          accepted: ['Goat Milk Ghee 250 g'],
          acceptedCount: 1,
          pincode: '600001',
        },
      },
    });
    expect(deliveryBlocker(cart, 'COD', true, words)).toMatch(
      new RegExp(`^${summary}\\. Remove what cannot`),
    );
    expect(deliveryWords.lineReason(cart.delivery, 7, milk)).toBe(`${milk} does not travel to 600001`);
    expect(deliveryWords.lineReason(cart.delivery, 9, 'Goat Milk Ghee 250 g')).toBeUndefined();
  });

  it('refuses a PIN code no area serves', () => {
    const cart = cartWith({ ...own, area: null, served: false, summary: 'We do not deliver to 999999 yet' });
    expect(deliveryBlocker(cart, 'COD', false, words)).toBe(
      'We do not deliver to 999999 yet. Choose another address.',
    );
  });

  it('holds the minimum order against the items after offers, as the API answered it', () => {
    const area = { ...own.area!, minimumOrder: 50_000 };
    const short = (by: number) => ({ minimumOrder: { areaName: area.name, amount: 50_000, short: by } });
    expect(
      deliveryBlocker(cartWith({ ...own, area }, 55_000, 6_000, short(1_000)), 'ONLINE', true, words),
    ).toBe('Orders to Pollachi & Anaimalai start at ₹500.00; add ₹10.00 more.');
    expect(
      deliveryBlocker(cartWith({ ...own, area }, 56_000, 6_000, short(0)), 'ONLINE', true, words),
    ).toBeUndefined();
  });

  it('refuses cash where the area does not take it, not online payment', () => {
    const area = { ...own.area!, codAllowed: false };
    const noCash = {
      cashOnDelivery: { allowed: false, refusal: 'AREA' as const, areaName: area.name, ceiling: null },
    };
    expect(deliveryBlocker(cartWith({ ...own, area }, 20_000, 0, noCash), 'COD', true, words)).toBe(
      'Cash on delivery is not available in Pollachi & Anaimalai; pay online.',
    );
    expect(
      deliveryBlocker(cartWith({ ...own, area }, 20_000, 0, noCash), 'ONLINE', true, words),
    ).toBeUndefined();
  });

  it("words the shop's ceiling on a cash total, for cash only", () => {
    const over = {
      cashOnDelivery: { allowed: false, refusal: 'CEILING' as const, areaName: null, ceiling: 200_000 },
    };
    expect(cashCeilingBlocker(cartWith(own, 250_000, 0, over), 'COD', say)).toBe(
      'Cash on delivery is for orders up to ₹2,000.00. Pay online, remove something, or call the farm to order.',
    );
    expect(cashCeilingBlocker(cartWith(own, 250_000, 0, over), 'ONLINE', say)).toBeUndefined();
    expect(cashCeilingBlocker(cartWith(own), 'COD', say)).toBeUndefined();
  });

  it('needs a slot in an own-delivery area, not in a courier one', () => {
    const full = {
      ...own,
      earliest: null,
      summary: 'Delivers to 642001; every slot of the next days is taken',
    };
    expect(deliveryBlocker(cartWith(full), 'COD', false, words)).toBe(
      `${full.summary}. Please call the farm.`,
    );
    const courier = { ...own, area: { ...own.area!, kind: 'COURIER' as const } };
    expect(deliveryBlocker(cartWith(courier), 'COD', false, words)).toBeUndefined();
  });
});
