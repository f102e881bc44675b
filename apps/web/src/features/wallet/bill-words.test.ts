import { describe, expect, it } from 'vitest';
import { billPaise, monthLabel } from './bill-words';

describe('the monthly bill’s words', () => {
  it('names a month in English and Tamil', () => {
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(monthLabel('2026-12', 'ta')).toBe('டிசம்பர் 2026');
  });

  it('reads rupees typed as paise, refusing what is not an amount', () => {
    expect(billPaise('450')).toBe(45_000);
    expect(billPaise(' 1,250.50 ')).toBe(125_050);
    for (const typed of ['', '0', '-5', '12.345', 'abc', '100001']) expect(billPaise(typed)).toBeUndefined();
  });
});
