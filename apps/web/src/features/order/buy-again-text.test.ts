import english from '@farm/words/en/order.json';
import tamil from '@farm/words/ta/order.json';
import { describe, expect, it } from 'vitest';
import { makeWords } from '@/lib/i18n/words';
import { buyAgainWords } from './buy-again-text';

const items = [
  { productId: 1, name: 'Goat Milk Ghee 250 g', translations: { ta: { name: 'ஆட்டுப்பால் நெய் 250 கி' } } },
];
const inEnglish = buyAgainWords(makeWords(english.order, 'order', 'en'), 'en', items);
const inTamil = buyAgainWords(makeWords(tamil.order, 'order', 'ta'), 'ta', items);
const named = { productId: 1, name: 'Goat Milk Ghee 250 g' };

describe('buy again, in words', () => {
  it('says what changed since the order, in English word for word as before', () => {
    expect(inEnglish.change({ kind: 'NOT_SOLD', ...named })).toBe('Goat Milk Ghee 250 g is no longer sold');
    expect(inEnglish.change({ kind: 'FEWER', ...named, ordered: 3, added: 1 })).toBe(
      'Goat Milk Ghee 250 g: only 1 of the 3 you ordered are in stock',
    );
    expect(inEnglish.change({ kind: 'FEWER', ...named, ordered: 3, added: 0 })).toBe(
      'Goat Milk Ghee 250 g is out of stock',
    );
    expect(inEnglish.change({ kind: 'PRICE', ...named, was: 69_900, now: 72_500 })).toBe(
      'Goat Milk Ghee 250 g now costs ₹725.00 (was ₹699.00)',
    );
    expect(inEnglish.change({ kind: 'CART_FULL', ...named })).toBe(
      'Goat Milk Ghee 250 g did not fit: your cart is full',
    );
    expect(inEnglish.title({ added: 2, changes: [] })).toBe('Added 2 products to your cart');
    expect(inEnglish.title({ added: 1, changes: [] })).toBe('Added 1 product to your cart');
    expect(inEnglish.title({ added: 0, changes: [] })).toBe('Nothing from this order can be bought now');
  });

  it('says it in Tamil, naming the product as the order kept it in Tamil', () => {
    const price = inTamil.change({ kind: 'PRICE', ...named, was: 69_900, now: 72_500 });
    expect(price).toBe('ஆட்டுப்பால் நெய் 250 கி விலை இப்போது ₹725.00 (முன்பு ₹699.00)');
    expect(inTamil.title({ added: 2, changes: [] })).toBe('2 பொருட்களைக் கூடையில் சேர்த்தோம்');
    // A product the order kept no Tamil for is named as the answer names it.
    expect(inTamil.change({ kind: 'NOT_SOLD', productId: 9, name: 'Goat Feta' })).toBe(
      'Goat Feta இப்போது விற்பனையில் இல்லை',
    );
    for (const text of [
      inTamil.title({ added: 0, changes: [] }),
      inTamil.change({ kind: 'CART_FULL', ...named }),
    ]) {
      expect(text).not.toMatch(/[A-Za-z]/);
    }
  });
});
