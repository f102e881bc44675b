import { DETAIL_CODES, type DetailCode, FIELD_ERROR_CODES, reportRangeSchema } from '@farm/contract';
import { SCHEMA_SENTENCE_CODES } from '@farm/contract/plain/schema-sentences';
import { schemaWords } from '@farm/contract/plain/schema-words';
import fieldsCatalogue from '@farm/words/en/fields.json';
import problemsCatalogue from '@farm/words/en/problems.json';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const messages = { ...problemsCatalogue, ...fieldsCatalogue };

import { wordField, wordProblem } from './problem-words';

describe('the catalogue', () => {
  it('has a sentence for every field code and every problem sentence the API may answer', () => {
    const fields: Record<string, string> = messages.fields;
    const problems: Record<string, string> = messages.problems;
    expect(FIELD_ERROR_CODES.filter((code) => !fields[code])).toEqual([]);
    const own = DETAIL_CODES.filter((code) => code !== 'FIELD_SENTENCE');
    expect(own.filter((code) => !problems[code])).toEqual([]);
  });

  it('words every field code without a missing value (no empty sentence)', () => {
    const empty = FIELD_ERROR_CODES.filter((code) => wordField(code, SAMPLE_PARAMS) === '');
    expect(empty).toEqual([]);
  });
});

const SAMPLE_PARAMS = {
  name: 'Goat Cheese',
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
  area: 'Pollachi town',
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

describe('wording a field error from its code and values, as the API words it in English', () => {
  it.each([
    ['OUT_OF_STOCK_ONLY', { name: 'Goat Cheese', left: 2 }, 'only 2 of Goat Cheese left'],
    ['OUT_OF_STOCK', { name: 'Goat Cheese' }, 'Goat Cheese is out of stock'],
    ['OPEN_ORDER', { orderId: 12, status: 'SHIPPED' }, '#12 is Shipped'],
    [
      'REFUND_NEEDS_ADMIN',
      { limitPaise: 200_000, alreadyPaise: 0 },
      'above ₹2,000.00 on one order is for an admin to send',
    ],
    [
      'REFUND_NEEDS_ADMIN',
      { limitPaise: 200_000, alreadyPaise: 150_000 },
      'above ₹2,000.00 on one order is for an admin to send (₹1,500.00 was refunded by staff already)',
    ],
    [
      'SLOT_FULL',
      { window: '5–8 am', whenDay: '2026-11-26' },
      'The 5–8 am slot on Thu 26 Nov is full; choose another',
    ],
    [
      'DAY_OUT_OF_RANGE',
      { fromDay: '2026-11-26', toDay: '2026-11-28' },
      'Choose a delivery day from Thu 26 Nov to Sat 28 Nov',
    ],
    ['COUPON_MINIMUM', { code: 'GHEE50', minimumPaise: 50_000 }, 'GHEE50 needs items of ₹500.00 or more'],
    ['ORDER_IS', { status: 'PENDING_PAYMENT' }, 'the order is pending payment'],
  ] as const)('%s %j', (code, params, english) => {
    expect(wordField(code, params)).toBe(english);
  });

  // The schema's refusals: the same sentence as contract/plain/messages.ts gives zod's issue.
  it.each([
    ['a short text', z.object({ v: z.string().max(5) }), { v: 'abcdefg' }],
    ['an exact text', z.object({ v: z.string().length(6) }), { v: 'abc' }],
    ['a long enough text', z.object({ v: z.string().min(3) }), { v: 'ab' }],
    ['a missing text', z.object({ v: z.string().min(1) }), { v: '' }],
    ['a list too long', z.object({ v: z.array(z.number()).max(1) }), { v: [1, 2] }],
    ['a list too short', z.object({ v: z.array(z.number()).min(1) }), { v: [] }],
    ['a list of two', z.object({ v: z.array(z.number()).min(2) }), { v: [1] }],
    ['a big number', z.object({ v: z.number().max(1_000_000) }), { v: 2_000_000 }],
    ['a number below', z.object({ v: z.number().lt(10) }), { v: 10 }],
    ['a positive number', z.object({ v: z.number().positive() }), { v: 0 }],
    ['no negative', z.object({ v: z.number().min(0) }), { v: -1 }],
    ['at least', z.object({ v: z.number().min(1000) }), { v: 1 }],
    ['a whole number', z.object({ v: z.number().int() }), { v: 1.5 }],
    ['a number, not text', z.object({ v: z.number() }), { v: 'x' }],
    ['an e-mail', z.object({ v: z.email() }), { v: 'x' }],
    ['a multiple', z.object({ v: z.number().multipleOf(5) }), { v: 3 }],
    ['one of few', z.object({ v: z.enum(['a', 'b', 'c']) }), { v: 'd' }],
    ['one of many', z.object({ v: z.enum(['a', 'b', 'c', 'd', 'e', 'f', 'g']) }), { v: 'x' }],
    ['an unknown key', z.strictObject({ v: z.number() }), { v: 1, w: 2 }],
    ['unknown keys', z.strictObject({ v: z.number() }), { v: 1, w: 2, x: 3 }],
  ])('%s', (_name, schema, value) => {
    const issue = schema.safeParse(value).error?.issues[0];
    if (!issue) throw new Error('the schema took the value');
    const { code, params } = schemaWords(issue);
    expect(wordField(code, params)).toBe(issue.message);
  });
});

describe('a schema’s own sentence', () => {
  it('travels as its code and is worded as the schema said it', () => {
    const differing = Object.entries(SCHEMA_SENTENCE_CODES).filter(
      ([sentence, code]) => wordField(code) !== sentence,
    );
    expect(differing).toEqual([]);
  });

  it('of the report range: "The last day must not be before the first day"', () => {
    const issue = reportRangeSchema.safeParse({ from: '2026-11-20', to: '2026-11-19' }).error?.issues[0];
    if (!issue) throw new Error('the range was taken');
    expect(schemaWords(issue)).toMatchObject({ code: 'LAST_DAY_BEFORE_FIRST' });
    expect(schemaWords({ code: 'custom', message: 'toString' }).code).toBe('SCHEMA_SENTENCE');
  });
});

describe('wording a problem', () => {
  it('says each plain sentence of the API word for word, its values in place', () => {
    const problems: Record<string, string> = messages.problems;
    const plain = Object.entries(problems).filter(([, text]) => !/\{\w+,/.test(text));
    expect(plain.length).toBeGreaterThan(90);
    const differing = plain.flatMap(([key, text]) => {
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      const params = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      const worded = wordProblem({ detailCode: key as DetailCode, params }).text;
      const english = text.replace(/\{(\w+)\}/g, '<$1>');
      return worded === english ? [] : [`${key}: ${worded} ≠ ${english}`];
    });
    expect(differing).toEqual([]);
  });

  it.each([
    [
      'BLOG_CATEGORY_STILL_HAS',
      { blogs: 1 },
      'This blog category still has 1 blog; move or delete them before deleting the category',
    ],
    [
      'BLOG_CATEGORY_STILL_HAS',
      { blogs: 3 },
      'This blog category still has 3 blogs; move or delete them before deleting the category',
    ],
    ['FILE_LARGER_THAN_LIMIT', { what: 'video', mb: 2.5 }, 'The video is larger than the limit of 2.5 MB'],
    [
      'ORDERS_ON_THEIR_WAY',
      { open: 1 },
      'You have 1 order on its way. Please wait for one to arrive before placing another, or call the farm.',
    ],
    [
      'ORDERS_ON_THEIR_WAY',
      { open: 2 },
      'You have 2 orders on their way. Please wait for one to arrive before placing another, or call the farm.',
    ],
    [
      'COD_UP_TO_CEILING',
      { ceilingPaise: 500_000, totalPaise: 612_050 },
      'Cash on delivery is for orders up to ₹5,000.00; this one comes to ₹6,120.50. Remove something, or call the farm to order.',
    ],
    [
      'UNPAID_HOLD_UNITS',
      { maxUnits: 30, units: 31, withWaiting: 'true' },
      'Orders waiting for online payment may hold up to 30 units at once; this one with your orders waiting for payment comes to 31. Pay for or cancel an unpaid order, choose cash on delivery, or call the farm.',
    ],
    [
      'UNPAID_HOLD_VALUE',
      { maxValuePaise: 1_000_000, valuePaise: 1_200_000, withWaiting: 'false' },
      'Orders waiting for online payment may hold goods worth up to ₹10,000.00 at once; this one comes to ₹12,000.00. Pay for or cancel an unpaid order, choose cash on delivery, or call the farm.',
    ],
    [
      'ORDER_IS_NO_CASH_TO_COLLECT',
      { status: 'RETURNED' },
      'This order is returned: there is no cash to collect',
    ],
    [
      'ORDER_NOT_OUT_FOR_DELIVERY',
      { status: 'PENDING_PAYMENT' },
      'This order is not out for delivery (it is pending payment)',
    ],
    [
      'ORDER_CANNOT_BECOME',
      { from: 'PLACED', to: 'RETURNED', next: 'CONFIRMED, CANCELLED' },
      'An order that is PLACED cannot become RETURNED; allowed next: CONFIRMED, CANCELLED',
    ],
    [
      'ORDER_CANNOT_BECOME',
      { from: 'DELIVERED', to: 'PLACED', next: 'none' },
      'An order that is DELIVERED cannot become PLACED; allowed next: none (the order is closed)',
    ],
    [
      'REFUND_IS_FOR_ADMIN',
      { limitPaise: 100_000, alreadyPaise: 0 },
      'A refund above ₹1,000.00 on one order is for an admin to send',
    ],
    [
      'REFUND_IS_FOR_ADMIN',
      { limitPaise: 100_000, alreadyPaise: 20_000 },
      'A refund above ₹1,000.00 on one order is for an admin to send (₹200.00 was refunded by staff already)',
    ],
    [
      'REFUND_ABOVE_DAILY_LIMIT',
      { limitPaise: 500_000, sentPaise: 450_000 },
      'This refund would take your refunds today above ₹5,000.00 (₹4,500.00 sent already): an admin can send it',
    ],
    [
      'REFUND_AT_MOST_LEFT',
      { leftPaise: 64_000 },
      'The refund can be at most ₹640.00, what is left of the online payment',
    ],
  ] as const)('says %s as the API does', (detailCode, params, english) => {
    expect(wordProblem({ detailCode, params }).text).toBe(english);
  });

  // The two lists the API once wrote in English (issue 31): names, and what a cancelled order holds.
  it.each([
    [{ refused: ['Fresh Goat Milk'], accepted: [] }, 'Fresh Goat Milk does not travel to 600001'],
    [
      { refused: ['Fresh Goat Milk'], accepted: ['Goat Milk Ghee'] },
      'Fresh Goat Milk does not travel to 600001; Goat Milk Ghee does',
    ],
    [
      { refused: ['Milk', 'Curd', 'Paneer'], accepted: ['Ghee', 'Soap'] },
      'Milk, Curd and Paneer do not travel to 600001; Ghee and Soap do',
    ],
  ])('says the goods an area does not receive as the API does: %j', (lists, english) => {
    const params = {
      ...lists,
      refusedCount: lists.refused.length,
      acceptedCount: lists.accepted.length,
      pincode: '600001',
    };
    expect(wordProblem({ detailCode: 'NOT_TRAVELLING_TO_PINCODE', params }).text).toBe(english);
  });

  it.each([
    [
      { payments: 'first', paymentAttempts: 'no', refunds: 'no', invoices: 'no' },
      'Order #7 has payments recorded: an order that holds money or papers is kept; archive it instead',
    ],
    [
      { payments: 'first', paymentAttempts: 'next', refunds: 'next', invoices: 'next' },
      'Order #7 has payments recorded, an online payment started, refunds, an invoice or credit note: an order that holds money or papers is kept; archive it instead',
    ],
    [
      { payments: 'no', paymentAttempts: 'first', refunds: 'no', invoices: 'next' },
      'Order #7 has an online payment started, an invoice or credit note: an order that holds money or papers is kept; archive it instead',
    ],
  ])('says what a cancelled order holds as the API does: %j', (held, english) => {
    const words = wordProblem({
      detailCode: 'ORDER_HOLDS_MONEY_ARCHIVE_INSTEAD',
      params: { id: 7, ...held },
    });
    expect(words.text).toBe(english);
  });

  it('says a FIELD_SENTENCE problem in its first field’s words', () => {
    const words = wordProblem({
      code: 'VALIDATION_FAILED',
      detailCode: 'FIELD_SENTENCE',
      errors: [{ code: 'PASSWORD_UNCHANGED' }, { code: 'REQUIRED' }],
    });
    expect(words.text).toBe('Your new password must be different from the current one');
  });

  it('says a NOT_FOUND by its thing', () => {
    const words = wordProblem({
      code: 'NOT_FOUND',
      detailCode: 'NOT_FOUND_THING',
      params: { thing: 'Order' },
    });
    expect(words.text).toBe('Order not found');
  });

  it('says a wait in the catalogue’s words', () => {
    const wait = (seconds: number, minutes = 1) =>
      wordProblem({
        detailCode: 'RETRY_WAIT',
        params: { unit: seconds === 1 ? 'second' : 'seconds', seconds, minutes },
      }).text;
    expect(wait(1)).toBe('Please wait a second');
    expect(wait(30)).toBe('Please wait 30 seconds');
    const busy = wordProblem({
      detailCode: 'BUSY_RETRY_WAIT',
      params: { unit: 'minutes', seconds: 300, minutes: 5 },
    });
    expect(busy.text).toBe('The shop is very busy right now. Please wait 5 minutes and try again.');
  });

  it('has no words of its own for a problem the API answered without codes for its sentence', () => {
    expect(wordProblem({ code: 'CONFLICT' }).text).toBeUndefined();
  });

  it('words each field error by its code, in the answer’s order', () => {
    const words = wordProblem({
      code: 'OUT_OF_STOCK',
      errors: [{ code: 'OUT_OF_STOCK', params: { name: 'Ghee' } }, { code: 'REQUIRED' }],
    });
    expect(words.fields).toEqual(['Ghee is out of stock', 'is required']);
  });
});

const TAMIL = /[\u0B80-\u0BFF]/;

// Every code has a Tamil sentence: the English ones above, and catalogues.test.ts (the same keys in every language).
describe('problems and field errors on Tamil pages', () => {
  afterEach(() => vi.unstubAllGlobals());

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

  it('says a subscription cut-off’s day and time as the page’s language says them (issue 34)', () => {
    const params = { deliveryDay: '2026-12-01', cutoffDay: '2026-11-30', cutoffTime: '21:00' };
    const closed = { detailCode: 'SUBSCRIPTION_CHANGES_CLOSED_AT_CUTOFF', params } as const;
    expect(wordProblem(closed, 'en').text).toBe('Changes for Tue 1 Dec closed at 9 pm on Mon 30 Nov');
    expect(wordProblem(closed, 'ta').text).toBe(
      '1 டிச. செவ்வாய் டெலிவரிக்கான மாற்றங்கள் 30 நவ. திங்கள் இரவு 9:00 மணியுடன் முடிந்தன',
    );
  });

  it('says a product’s daily limit with its day in the page’s language (issue 34.6)', () => {
    const params = { name: 'Fresh Goat Milk', left: 2, deliveryDay: '2026-12-01' };
    const limit = { detailCode: 'DAILY_LIMIT_LEFT_FOR_DAY', params } as const;
    expect(wordProblem(limit, 'en').text).toBe(
      "Only 2 more of Fresh Goat Milk can be sold for Tue 1 Dec: the rest of the day's milk is promised to subscribers. Choose another day or fewer.",
    );
    expect(wordProblem(limit, 'ta').text).toMatch(/^1 டிச\. செவ்வாய் அன்று Fresh Goat Milk இன்னும் 2 மட்டுமே/);
  });

  it('says lists of goods and what an order holds in Tamil', () => {
    const refused = wordProblem(
      {
        detailCode: 'NOT_TRAVELLING_TO_PINCODE',
        params: {
          refused: ['பால்', 'தயிர்'],
          refusedCount: 2,
          accepted: ['நெய்'],
          acceptedCount: 1,
          pincode: '600001',
        },
      },
      'ta',
    );
    expect(refused.text).toBe('பால் மற்றும் தயிர் 600001 பகுதிக்கு அனுப்பப்படுவதில்லை; நெய் அனுப்பப்படும்');
    const held = wordProblem(
      {
        detailCode: 'ORDER_HOLDS_MONEY_ARCHIVE_INSTEAD',
        params: { id: 7, payments: 'first', paymentAttempts: 'no', refunds: 'next', invoices: 'no' },
      },
      'ta',
    );
    expect(held.text).toBe(
      'ஆர்டர் #7-இல் பதிவான பணம், பணத் திருப்பங்கள் உள்ளன: பணமோ ஆவணங்களோ உள்ள ஆர்டர் நீக்கப்படாது; காப்பகத்தில் வையுங்கள்',
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
