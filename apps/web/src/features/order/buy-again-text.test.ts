import { describe, expect, it } from 'vitest';
import { buyAgainChangeText, buyAgainTitle } from './buy-again-text';

describe('buy again, in words', () => {
  it('says what changed since the order', () => {
    const named = { productId: 1, name: 'Goat Milk Ghee 250 g' };
    expect(buyAgainChangeText({ kind: 'NOT_SOLD', ...named })).toBe('Goat Milk Ghee 250 g is no longer sold');
    expect(buyAgainChangeText({ kind: 'FEWER', ...named, ordered: 3, added: 1 })).toBe(
      'Goat Milk Ghee 250 g: only 1 of the 3 you ordered are in stock',
    );
    expect(buyAgainChangeText({ kind: 'FEWER', ...named, ordered: 3, added: 0 })).toBe(
      'Goat Milk Ghee 250 g is out of stock',
    );
    expect(buyAgainChangeText({ kind: 'PRICE', ...named, was: 69_900, now: 72_500 })).toBe(
      'Goat Milk Ghee 250 g now costs ₹725.00 (was ₹699.00)',
    );
    expect(buyAgainTitle({ added: 2, changes: [] })).toBe('Added 2 products to your cart');
    expect(buyAgainTitle({ added: 0, changes: [] })).toBe('Nothing from this order can be bought now');
  });
});
