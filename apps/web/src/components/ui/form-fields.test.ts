import english from '@farm/words/en/common.json';
import tamil from '@farm/words/ta/common.json';
import { describe, expect, it } from 'vitest';
import { FORM_SENTENCES } from '@/lib/forms/form-sentences';
import { makeWords } from '@/lib/i18n/words';
import { fieldMessage } from './form-fields';

const inTamil = makeWords(tamil.common, 'common', 'ta');
const inEnglish = makeWords(english.common, 'common', 'en');
const refused = (message: string) => ({ type: 'custom', message });

describe('the web’s own form refusals', () => {
  it('are worded in Tamil on a Tamil page', () => {
    for (const sentence of Object.values(FORM_SENTENCES)) {
      const text = fieldMessage('விலை', refused(sentence), inTamil) ?? '';
      expect(text.replace(/e\.g\./, ''), sentence).not.toMatch(/[A-Za-z]/);
    }
  });

  it('say in English exactly what the schema wrote, after the field’s label when it is a clause', () => {
    expect(fieldMessage('Price', refused(FORM_SENTENCES.wholeNumber), inEnglish)).toBe(
      'Price must be a whole number',
    );
    expect(fieldMessage('Picture', refused(FORM_SENTENCES.uploadMedia), inEnglish)).toBe(
      'Upload a picture or video',
    );
  });
});
