import { deliveryFeeFor, shortOfFreeDelivery } from '@farm/contract/plain/delivery';
import { describe, expect, it } from 'vitest';

// The cart shows the fee by the API's own rule (the contract's); paise throughout.
const rules = { deliveryFee: 4_000, freeDeliveryThreshold: 50_000 };

describe('deliveryFeeFor: the fee the cart shows and the order charges', () => {
  it('charges the fee below the threshold', () => {
    expect(deliveryFeeFor(rules, 49_999)).toBe(4_000);
  });

  it('is free from the threshold on', () => {
    expect(deliveryFeeFor(rules, 50_000)).toBe(0);
    expect(deliveryFeeFor(rules, 80_000)).toBe(0);
  });

  it('is never free without a threshold', () => {
    expect(deliveryFeeFor({ ...rules, freeDeliveryThreshold: null }, 1_000_000)).toBe(4_000);
  });
});

describe('shortOfFreeDelivery: "add ₹… more"', () => {
  it('says how much more makes delivery free', () => {
    expect(shortOfFreeDelivery(rules, 45_000)).toBe(5_000);
  });

  it('says nothing once it is free, when it is never free, or when there is no fee', () => {
    expect(shortOfFreeDelivery(rules, 50_000)).toBeUndefined();
    expect(shortOfFreeDelivery({ ...rules, freeDeliveryThreshold: null }, 1_000)).toBeUndefined();
    expect(shortOfFreeDelivery({ ...rules, deliveryFee: 0 }, 1_000)).toBeUndefined();
  });
});
