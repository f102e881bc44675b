import { describe, expect, it } from 'vitest';
import { topUpPaise } from './top-up-amount';

describe('a top-up typed in rupees', () => {
  it('is sent in paise', () => {
    expect(topUpPaise('500')).toBe(50_000);
    expect(topUpPaise(' 1 ')).toBe(100);
    expect(topUpPaise('100000')).toBe(10_000_000);
  });

  it('refuses what is not a whole amount the wallet takes', () => {
    for (const typed of ['', '0', '-5', '12.50', '1e3', 'abc', '100001'])
      expect(topUpPaise(typed), typed).toBeUndefined();
  });
});
