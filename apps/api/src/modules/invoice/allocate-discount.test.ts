import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateDiscount } from './allocate-discount.js';

describe('a coupon spread over the lines', () => {
  it('goes in proportion, the odd paise to the largest remainders', () => {
    // ₹100 off ₹699 + ₹170 + ₹131: 69.9, 17, 13.1 → 69 + 17 + 13 = 99, the last paisa to the ghee (.9).
    expect(allocateDiscount([69_900, 17_000, 13_100], 10_000)).toEqual([6_990, 1_700, 1_310]);
    expect(allocateDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(allocateDiscount([500, 0], 100)).toEqual([100, 0]);
    expect(allocateDiscount([500, 300], 0)).toEqual([0, 0]);
  });

  it('always adds up to the discount and never takes more than a line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, part) => {
          const total = amounts.reduce((a, b) => a + b, 0);
          const discount = Math.floor(total * part);
          const shares = allocateDiscount(amounts, discount);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total === 0 ? 0 : discount);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(amounts[i] as number);
          });
        },
      ),
    );
  });
});
