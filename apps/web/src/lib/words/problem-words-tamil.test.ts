import { DETAIL_CODES, FIELD_ERROR_CODES } from '@farm/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import taFields from '../../../messages/ta/fields.json';
import taProblems from '../../../messages/ta/problems.json';
import { wordField, wordProblem } from './problem-words';

const TAMIL = /[\u0B80-\u0BFF]/;

describe('problems and field errors on Tamil pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has a Tamil sentence for every field code and every problem sentence the API may answer', () => {
    const fields: Record<string, string> = taFields.fields;
    const problems: Record<string, string> = taProblems.problems;
    expect(FIELD_ERROR_CODES.filter((code) => !fields[code])).toEqual([]);
    expect(DETAIL_CODES.filter((code) => !problems[code])).toEqual([]);
  });

  it('words every field code in Tamil script, none left empty by a missing value', () => {
    const worded = FIELD_ERROR_CODES.filter((code) => code !== 'SCHEMA_SENTENCE').map((code) => [
      code,
      wordField(code, SAMPLE_PARAMS, 'ta'),
    ]);
    expect(worded.filter(([, text]) => !text || !TAMIL.test(text ?? ''))).toEqual([]);
  });

  it('puts the values and money in the Tamil sentence', () => {
    expect(wordField('OUT_OF_STOCK_ONLY', { name: 'நெய்', left: 2 }, 'ta')).toBe('நெய் இன்னும் 2 மட்டுமே உள்ளது');
    expect(wordField('COUPON_MINIMUM', { code: 'GHEE50', minimumPaise: 50_000 }, 'ta')).toBe(
      'GHEE50 பயன்படுத்த ₹500.00 அல்லது அதற்கு மேல் பொருட்கள் வேண்டும்',
    );
  });

  it('words a problem in the language of the page it happens on (<html lang>)', () => {
    const problem = {
      code: 'OUT_OF_STOCK' as const,
      detailCode: 'PRODUCT_NOT_FOUND' as const,
      errors: [{ code: 'REQUIRED' as const }],
    };
    expect(wordProblem(problem)).toEqual({ text: 'Product not found', fields: ['is required'] });
    vi.stubGlobal('document', { documentElement: { lang: 'ta' } });
    expect(wordProblem(problem)).toEqual({ text: 'பொருள் கிடைக்கவில்லை', fields: ['கட்டாயம் தேவை'] });
  });
});

const SAMPLE_PARAMS = {
  name: 'நெய்',
  left: 2,
  status: 'SHIPPED',
  statuses: 'CONFIRMED, CANCELLED',
  orderId: 12,
  id: 7,
  code: 'GHEE50',
  times: 2,
  minimumPaise: 50_000,
  shortPaise: 10_000,
  limitPaise: 200_000,
  alreadyPaise: 0,
  sentPaise: 0,
  leftPaise: 100,
  pricePaise: 100,
  mrpPaise: 90,
  area: 'பொள்ளாச்சி',
  pincode: '642002',
  state: 'Kerala',
  states: 'Tamil Nadu',
  window: '5–8 am',
  whenDay: '2026-11-26',
  fromDay: '2026-11-26',
  toDay: '2026-11-28',
  minLength: 10,
  owner: 'customer',
  role: 'staff',
  stops: 3,
  named: 2,
  row: 1,
  type: 'number',
  origin: 'string',
  maximum: 5,
  minimum: 2,
  format: 'email',
  divisor: 5,
  values: 'a, b',
  count: 2,
  keys: 'colour',
};
