import type { DeliveryCheck } from '@farm/contract';
import englishDelivery from '@farm/words/en/delivery.json';
import tamilDelivery from '@farm/words/ta/delivery.json';
import { describe, expect, it } from 'vitest';
import { makeWords } from '@/lib/i18n/words';
import { deliveryWordsOf } from './use-delivery-words';

const english = deliveryWordsOf(makeWords(englishDelivery.delivery, 'delivery', 'en'), 'en');
const tamil = deliveryWordsOf(makeWords(tamilDelivery.delivery, 'delivery', 'ta'), 'ta');

/** A courier area's answer that refuses `refused` and takes `accepted` (issue 31: codes, no English). */
function refusing(refused: string[], accepted: string[]): DeliveryCheck {
  const pincode = '600001';
  return {
    pincode,
    area: null,
    served: true,
    products: refused.map((name, i) => ({
      productId: i + 1,
      name,
      deliverable: false,
      reason: { code: 'NOT_DELIVERED_HERE', params: { name, pincode } },
    })),
    days: [],
    earliest: null,
    courierWindow: null,
    summary: null,
    refusal: {
      code: 'NOT_TRAVELLING_TO_PINCODE',
      params: { refused, refusedCount: refused.length, accepted, acceptedCount: accepted.length, pincode },
    },
  };
}

describe('what does not travel to a PIN code, worded from the answer’s codes', () => {
  it('says in English what the API said before, word for word', () => {
    expect(english.summary(refusing(['Fresh Goat Milk'], ['Goat Milk Ghee']))).toBe(
      'Fresh Goat Milk does not travel to 600001; Goat Milk Ghee does',
    );
    expect(english.summary(refusing(['Fresh Goat Milk', 'Curd'], ['Ghee', 'Soap', 'Paneer']))).toBe(
      'Fresh Goat Milk and Curd do not travel to 600001; Ghee, Soap and Paneer do',
    );
    expect(english.summary(refusing(['Fresh Goat Milk'], []))).toBe(
      'Fresh Goat Milk does not travel to 600001',
    );
    expect(english.lineReason(refusing(['Curd'], []), 1, 'Curd')).toBe('Curd does not travel to 600001');
  });

  it('says it in Tamil from the same values', () => {
    const check = refusing(['பால்'], ['நெய்']);
    expect(tamil.summary(check)).toBe('பால் 600001-க்கு வராது; நெய் வரும்');
    expect(tamil.lineReason(check, 1, 'பால்')).toBe('பால் 600001-க்கு வராது');
  });
});

const check: DeliveryCheck = {
  pincode: '642001',
  area: null,
  served: true,
  products: [],
  days: [
    {
      date: '2026-11-26',
      label: 'Tomorrow, Thu 26 Nov',
      slots: [
        { slotId: 1, window: '5–8 am', left: 9, refusal: null },
        { slotId: 2, window: '4–7 pm', left: 9, refusal: null },
      ],
    },
  ],
  earliest: { date: '2026-11-26', slotId: 1, text: 'tomorrow 5–8 am' },
  courierWindow: null,
  summary: 'Delivers to 642001 — tomorrow 5–8 am',
  refusal: null,
};

describe('delivery slots on a Tamil page', () => {
  it('word a slot’s window with the part of the day, not am or pm', () => {
    expect(tamil.window('5–8 am')).toBe('காலை 5–8');
    expect(tamil.window('4–7 pm')).toBe('மாலை 4–7');
    expect(tamil.window('11 am–1 pm')).toBe('காலை 11 – மதியம் 1');
  });

  it('say the earliest delivery without am or pm', () => {
    const summary = tamil.summary(check);
    expect(summary).toContain('காலை 5–8');
    expect(summary).not.toMatch(/am|pm/i);
  });
});

describe('the checkout’s delivery line follows the day and slot chosen', () => {
  const twoDays: DeliveryCheck = {
    ...check,
    days: [
      ...check.days,
      {
        date: '2026-12-06',
        label: 'Sun 6 Dec',
        slots: [
          { slotId: 1, window: '5–8 am', left: 9, refusal: null },
          { slotId: 2, window: '5–7 pm', left: 9, refusal: null },
        ],
      },
    ],
  };

  it('names the chosen day and slot, not the earliest', () => {
    const chosen = { date: '2026-12-06', slotId: 2 };
    expect(english.summary(twoDays, chosen)).toBe('Delivers to 642001 — Sun 6 Dec, 5–7 pm');
    expect(tamil.summary(twoDays, chosen)).toContain('மாலை 5–7');
    expect(english.summary(twoDays, { date: '2026-11-26', slotId: 2 })).toBe(
      'Delivers to 642001 — Tomorrow, Thu 26 Nov, 4–7 pm',
    );
  });

  it('keeps the answer’s own line for the earliest slot, or for no choice', () => {
    expect(english.summary(twoDays, { date: '2026-11-26', slotId: 1 })).toBe(
      'Delivers to 642001 — tomorrow 5–8 am',
    );
    expect(english.summary(twoDays)).toBe('Delivers to 642001 — tomorrow 5–8 am');
  });
});
