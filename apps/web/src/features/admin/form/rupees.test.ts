import { describe, expect, it } from 'vitest';
import { paiseToRupees, parseRupees, rupeesSchema } from './rupees';

describe('parseRupees: what staff type → integer paise', () => {
  it.each([
    ['1250', 125_000],
    ['1,250.50', 125_050],
    ['₹ 99.5', 9_950],
    ['0.29', 29], // through floating point this would be 28
    ['0.01', 1],
    [' 12 ', 1_200],
  ])('%s → %i paise', (text, paise) => {
    expect(parseRupees(text)).toBe(paise);
  });

  it.each(['', 'abc', '12.345', '-5', '1e3', '12,34,56,789.00', '.5'])('refuses %j', (text) => {
    expect(parseRupees(text)).toBeUndefined();
  });

  it('shows paise as rupees with two decimals, and nothing for no value', () => {
    expect(paiseToRupees(125_005)).toBe('1250.05');
    expect(paiseToRupees(7)).toBe('0.07');
    expect(paiseToRupees(null)).toBe('');
  });

  it('round-trips every paise value it shows', () => {
    for (const paise of [0, 1, 99, 100, 12_345, 99_999_999]) {
      expect(parseRupees(paiseToRupees(paise))).toBe(paise);
    }
  });

  it('the form schema names a blank and a bad amount differently', () => {
    expect(rupeesSchema.safeParse('').error?.issues[0]?.message).toBe('is required');
    expect(rupeesSchema.safeParse('12.345').error?.issues[0]?.message).toMatch(/^must be in rupees/);
    expect(rupeesSchema.parse('120.50')).toBe(12_050);
  });
});
