import type { DeliveryCheck } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { makeWords } from '@/lib/i18n/words';
import tamil from '../../../messages/ta/delivery.json';
import { deliveryWords } from './use-delivery-words';

const inTamil = deliveryWords(makeWords(tamil.delivery, 'delivery', 'ta'), 'ta');

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
};

describe('delivery slots on a Tamil page', () => {
  it('word a slot’s window with the part of the day, not am or pm', () => {
    expect(inTamil.window('5–8 am')).toBe('காலை 5–8');
    expect(inTamil.window('4–7 pm')).toBe('மாலை 4–7');
    expect(inTamil.window('11 am–1 pm')).toBe('காலை 11 – மதியம் 1');
  });

  it('say the earliest delivery without am or pm', () => {
    const summary = inTamil.summary(check);
    expect(summary).toContain('காலை 5–8');
    expect(summary).not.toMatch(/am|pm/i);
  });
});
