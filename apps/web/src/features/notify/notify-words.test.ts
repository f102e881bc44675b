import english from '@farm/words/en/product.json';
import tamil from '@farm/words/ta/product.json';
import { describe, expect, it } from 'vitest';
import { makeWords } from '@/lib/i18n/words';
import { notifyAnswer } from './notify-words';

const ghee = { name: 'Goat Ghee', translations: { ta: { name: 'ஆட்டு நெய்' } } };
const inTamil = makeWords(tamil.product, 'product', 'ta');
const inEnglish = makeWords(english.product, 'product', 'en');

describe('the answer to "Notify me"', () => {
  it('is the API’s English word for word on an English page', () => {
    expect(notifyAnswer(inEnglish, 'en', ghee, 'asked')).toBe(
      'We will notify you when Goat Ghee is back in stock',
    );
    expect(notifyAnswer(inEnglish, 'en', ghee, 'withdrawn')).toBe("We won't text you about Goat Ghee");
  });

  it('is Tamil with the product’s Tamil name on a Tamil page', () => {
    const asked = notifyAnswer(inTamil, 'ta', ghee, 'asked');
    const withdrawn = notifyAnswer(inTamil, 'ta', ghee, 'withdrawn');
    expect(asked).toContain('ஆட்டு நெய்');
    expect(withdrawn).toContain('ஆட்டு நெய்');
    expect(`${asked} ${withdrawn}`).not.toMatch(/[A-Za-z]/);
  });
});
