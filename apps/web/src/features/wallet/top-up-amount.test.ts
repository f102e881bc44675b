import { describe, expect, it } from 'vitest';
import { topUpPaise } from './top-up-amount';

describe('a top-up typed in rupees', () => {
  it('is sent in paise, from ₹50 to ₹10,000 (the contract’s limits)', () => {
    expect(topUpPaise('500')).toBe(50_000);
    expect(topUpPaise(' 50 ')).toBe(5_000);
    expect(topUpPaise('10000')).toBe(1_000_000);
  });

  it('refuses what is not a whole amount the wallet takes', () => {
    for (const typed of ['', '0', '49', '-5', '12.50', '1e3', 'abc', '10001'])
      expect(topUpPaise(typed), typed).toBeUndefined();
  });
});
