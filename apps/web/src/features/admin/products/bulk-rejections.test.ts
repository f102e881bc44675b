import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/problem';
import { wordProblem } from '@/lib/words/problem-words';
import { bulkRefusalOf } from './bulk-rejections';

/** `PUT /product/bulk` refusing its second row: the MRP below the price, in codes and paise. */
const refusal = {
  status: 400,
  code: 'VALIDATION_FAILED' as const,
  errors: [
    {
      field: '1.mrp',
      code: 'MRP_BELOW_PRICE' as const,
      params: { pricePaise: 22_250, mrpPaise: 10_000 },
      message: 'must be at least the price (22250 paise), is 10000',
    },
  ],
};

const reasonsIn = (language: 'en' | 'ta') => {
  const error = new ApiError(400, refusal, wordProblem(refusal, language));
  return bulkRefusalOf(error, (field, text) => `${field}: ${text}`).rejections;
};

describe('a refused bulk row says its money in rupees, in the page’s language', () => {
  it('in English as before', () => {
    expect(reasonsIn('en')).toEqual([
      { index: 1, field: 'mrp', reason: 'mrp: must be at least the price (₹222.50), not ₹100.00' },
    ]);
  });

  it('in Tamil, in rupees too (never paise)', () => {
    const [rejection] = reasonsIn('ta');
    expect(rejection?.reason).toContain('₹222.50');
    expect(rejection?.reason).toContain('₹100.00');
    expect(rejection?.reason).not.toMatch(/பைசா|paise|22250/);
  });
});
