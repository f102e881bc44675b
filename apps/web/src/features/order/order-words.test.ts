import type { Order } from '@farm/contract';
import english from '@farm/words/en/order.json';
import tamil from '@farm/words/ta/order.json';
import { describe, expect, it } from 'vitest';
import { makeWords } from '@/lib/i18n/words';
import { orderWords } from './use-order-words';

const inTamil = orderWords(makeWords(tamil.order, 'order', 'ta'), 'ta');
const inEnglish = orderWords(makeWords(english.order, 'order', 'en'), 'en');

const line = {
  name: 'Goat Ghee',
  unit: '500 ml',
  translations: { ta: { name: 'ஆட்டு நெய்', unit: '500 மி.லி' } },
};
const booked: Order['delivery'] = {
  areaId: 1,
  areaName: 'Pollachi town',
  kind: 'OWN',
  date: '2026-11-26',
  slotId: 1,
  window: '5–8 am',
  expectedFrom: null,
  expectedTo: null,
  text: 'Thu 26 Nov, 5–8 am',
};

describe('an order in the page’s language', () => {
  it('names a line in Tamil from the translations it kept, in English as ordered', () => {
    expect([inTamil.lineName(line), inTamil.lineUnit(line)]).toEqual(['ஆட்டு நெய்', '500 மி.லி']);
    expect([inEnglish.lineName(line), inEnglish.lineUnit(line)]).toEqual(['Goat Ghee', '500 ml']);
    expect(inTamil.lineName({ name: 'Goat Milk Soap', translations: {} })).toBe('Goat Milk Soap');
  });

  it('words the booked slot in Tamil without am or pm; English as the order booked it', () => {
    expect(inTamil.delivery(booked)).toBe('நவம்பர் 26, வியாழன், காலை 5–8');
    expect(inTamil.delivery({ ...booked, window: '4–7 pm' })).not.toMatch(/am|pm/i);
    expect(inEnglish.delivery(booked)).toBe('Thu 26 Nov, 5–8 am');
  });

  it('names the line’s offer in Tamil from the title it kept, in English as ordered', () => {
    const offered = {
      unitDiscount: 6990,
      offerTitle: 'Ghee Festival',
      translations: { ta: { name: 'ஆட்டு நெய்', offerTitle: 'நெய் திருவிழா' } },
    };
    expect(inTamil.lineOffer(offered)).toContain('நெய் திருவிழா');
    expect(inTamil.lineOffer(offered)).not.toContain('Ghee Festival');
    expect(inEnglish.lineOffer(offered)).toBe('Ghee Festival: −₹69.90 each');
    // An order placed before titles were kept names the offer as it was titled then.
    expect(inTamil.lineOffer({ ...offered, translations: {} })).toContain('Ghee Festival');
  });

  it('words a staff quote’s offer line (no translations) as the profile does: one wording', () => {
    const quoted = { unitDiscount: 6990, offerTitle: 'Ghee Festival' };
    expect(inEnglish.lineOffer(quoted)).toBe('Ghee Festival: −₹69.90 each');
    expect(inTamil.lineOffer(quoted)).toBe('Ghee Festival: ஒன்றுக்கு −₹69.90');
    expect(inTamil.lineOffer({ unitDiscount: 6990, offerTitle: null })).toBe('சலுகை: ஒன்றுக்கு −₹69.90');
    expect(inTamil.lineOffer({ unitDiscount: 0, offerTitle: null })).toBeNull();
  });

  it('words a booking without day or courier days by its kind in Tamil, not the API’s English', () => {
    const undated = { ...booked, date: null, window: null, text: 'Own delivery' };
    expect(inTamil.delivery(undated)).toBe('நம்ம டெலிவரி');
    expect(inTamil.delivery({ ...undated, kind: 'COURIER', text: 'By courier' })).toBe('கூரியரில்');
    expect(inEnglish.delivery(undated)).toBe('Own delivery');
  });
});
