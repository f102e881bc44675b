import { LOCALES } from '@farm/contract/plain/languages';
import deliveryEn from '@farm/words/en/adminDelivery.json';
import subscriptionEn from '@farm/words/en/subscription.json';
import deliveryTa from '@farm/words/ta/adminDelivery.json';
import subscriptionTa from '@farm/words/ta/subscription.json';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { type CountedWords, countedText } from '@/lib/i18n/counted-text';

/** The customer's bottles owed, as the profile's door card draws it (`t.counted`). */
const owed = (words: typeof subscriptionEn, language: 'en' | 'ta', count: number) =>
  countedText(words.subscription.door.bottlesOwed as CountedWords, count, language);

/** The delivery person's stop card, with the empties counted at the stop. */
const collected = (messages: typeof deliveryEn, language: 'en' | 'ta', count: number) =>
  createTranslator({ locale: LOCALES[language], messages, namespace: 'adminDelivery.stop' })(
    'bottlesCollected',
    { given: 2, balance: 3, collected: count },
  );

describe('bottle counts say one bottle, not "1 bottles" (issue 34.5)', () => {
  it('words the bottles the farm owes the customer by their number', () => {
    expect(owed(subscriptionEn, 'en', 1)).toBe('The farm owes you 1 bottle');
    expect(owed(subscriptionEn, 'en', 2)).toBe('The farm owes you 2 bottles');
    expect(owed(subscriptionTa, 'ta', 1)).toBe('பண்ணை உங்களுக்கு 1 பாட்டில் தர வேண்டும்');
    expect(owed(subscriptionTa, 'ta', 3)).toBe('பண்ணை உங்களுக்கு 3 பாட்டில்கள் தர வேண்டும்');
  });

  it('words the empties collected at a stop by their number', () => {
    expect(collected(deliveryEn, 'en', 1)).toBe(
      'Bottles: hand over 2 · with the customer 3 · 1 empty collected here',
    );
    expect(collected(deliveryEn, 'en', 4)).toBe(
      'Bottles: hand over 2 · with the customer 3 · 4 empties collected here',
    );
    expect(collected(deliveryTa, 'ta', 1)).toContain('இங்கே 1 காலி பாட்டில் வாங்கியாச்சு');
    expect(collected(deliveryTa, 'ta', 2)).toContain('இங்கே 2 காலி பாட்டில்கள் வாங்கியாச்சு');
  });
});
