import type { SubscriptionDay } from '@farm/contract';
import type { Language } from '@farm/contract/plain/languages';
import en from '@farm/words/en/subscription.json';
import ta from '@farm/words/ta/subscription.json';
import { describe, expect, it } from 'vitest';
import { makeWords } from '@/lib/i18n/words';
import { type CalendarContext, calendarDayText, type SubscriptionWords } from './calendar-words';

/** India's 30 Nov 2026, a Monday; cut-offs at 21:00 India time the day before (15:30 UTC). */
const TODAY = '2026-11-30';
const MILK = 11;
const CURD = 12;

function context(language: Language, products = [[MILK, { name: 'Fresh Goat Milk', unit: '500 ml' }]]) {
  const words = language === 'ta' ? ta.subscription : en.subscription;
  const t = makeWords(words, 'subscription', language) as SubscriptionWords;
  return {
    today: TODAY,
    window: '5–8 am',
    products: new Map(products as [number, { name: string; unit: string }][]),
    t,
    language,
  } satisfies CalendarContext;
}

function day(
  date: string,
  status: SubscriptionDay['status'],
  lines: SubscriptionDay['lines'] = [{ productId: MILK, quantity: 1 }],
  changeableUntil = `${previous(date)}T15:30:00.000Z`,
  changeable = true,
): SubscriptionDay {
  return { day: date, status, lines: status === 'DELIVER' ? lines : [], changeableUntil, changeable };
}

function previous(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

describe('a subscription day in words (issue 34)', () => {
  it('says tomorrow as the issue does, with the cut-off tonight', () => {
    expect(calendarDayText(day('2026-12-01', 'DELIVER'), context('en'))).toBe(
      'Tomorrow 5–8 am: 500 ml — change until 9 pm today',
    );
  });

  it('names a later day and its cut-off day, and counts more than one unit', () => {
    expect(
      calendarDayText(day('2026-12-02', 'DELIVER', [{ productId: MILK, quantity: 2 }]), context('en')),
    ).toBe('Wed 2 Dec 5–8 am: 2 × 500 ml — change until 9 pm tomorrow');
    expect(calendarDayText(day('2026-12-03', 'DELIVER'), context('en'))).toBe(
      'Thu 3 Dec 5–8 am: 500 ml — change until 9 pm on Wed 2 Dec',
    );
  });

  it('names each product when the day brings more than one', () => {
    const both = context('en', [
      [MILK, { name: 'Fresh Goat Milk', unit: '500 ml' }],
      [CURD, { name: 'Goat Curd', unit: '400 g' }],
    ]);
    const lines = [
      { productId: MILK, quantity: 1 },
      { productId: CURD, quantity: 2 },
    ];
    expect(calendarDayText(day('2026-12-01', 'DELIVER', lines), both)).toBe(
      'Tomorrow 5–8 am: Fresh Goat Milk 500 ml, Goat Curd 2 × 400 g — change until 9 pm today',
    );
  });

  it('says why nothing comes, and until when a skip or a pause may be undone', () => {
    expect(calendarDayText(day('2026-12-01', 'SKIPPED'), context('en'))).toBe(
      'Tomorrow: skipped — change until 9 pm today',
    );
    expect(calendarDayText(day('2026-12-04', 'PAUSED'), context('en'))).toBe(
      'Fri 4 Dec: paused — change until 9 pm on Thu 3 Dec',
    );
    expect(calendarDayText(day('2026-12-05', 'NOT_PATTERN_DAY'), context('en'))).toBe(
      'Sat 5 Dec: no delivery',
    );
  });

  it('says when changes have closed for the day', () => {
    const closed = day('2026-11-30', 'DELIVER', undefined, '2026-11-29T15:30:00.000Z', false);
    expect(calendarDayText(closed, context('en'))).toBe('Today 5–8 am: 500 ml — changes closed');
  });

  it('words the cut-off’s own time, not always 9 pm', () => {
    // 18:30 India time on the same day (13:00 UTC).
    const early = day('2026-12-01', 'DELIVER', undefined, '2026-11-30T13:00:00.000Z');
    expect(calendarDayText(early, context('en'))).toBe(
      'Tomorrow 5–8 am: 500 ml — change until 6:30 pm today',
    );
  });

  it('says the calendar in Tamil: the day, the window and the time by the part of the day', () => {
    expect(calendarDayText(day('2026-12-01', 'DELIVER'), context('ta'))).toBe(
      'நாளை காலை 5–8: 500 ml — இன்று இரவு 9:00 வரை மாற்றலாம்',
    );
    expect(calendarDayText(day('2026-12-03', 'SKIPPED'), context('ta'))).toBe(
      '3 டிச. வியாழன்: தவிர்க்கப்பட்டது — 2 டிச. புதன் இரவு 9:00 வரை மாற்றலாம்',
    );
  });

  it('says a day the job could not place, and why, in both languages', () => {
    const refused: SubscriptionDay = {
      ...day('2026-12-01', 'NOT_GENERATED', [], '2026-11-30T15:30:00.000Z', false),
      notGenerated: 'OUT_OF_STOCK',
    };
    expect(calendarDayText(refused, context('en'))).toBe('Tomorrow: not coming: a product ran out of stock');
    expect(calendarDayText(refused, context('ta'))).toBe('நாளை: வராது: பொருள் ஸ்டாக் இல்லை');
    const broke = { ...refused, notGenerated: 'BALANCE_TOO_LOW' as const };
    expect(calendarDayText(broke, context('en'))).toBe(
      'Tomorrow: not coming: your wallet could not cover it',
    );
  });
});
