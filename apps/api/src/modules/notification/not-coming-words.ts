import type { Language, SubscriptionNotGeneratedReason } from '@farm/contract';

/**
 * Why a subscription's day is not coming, as the `why` place of `deliveryRefused` says it (each
 * within a DLT `{#var#}`'s 30 characters; English in the GSM alphabet). The outbox row keeps the
 * reason's code (`notComing`), never these words (issue 31).
 */
export const NOT_COMING_WORDS: Record<Language, Record<SubscriptionNotGeneratedReason, string>> = {
  en: {
    BALANCE_TOO_LOW: 'your wallet balance is low',
    OUT_OF_STOCK: 'a product ran out of stock',
    PRODUCT_UNAVAILABLE: 'a product is no longer sold',
    SLOT_FULL: 'the delivery round is full',
    AREA_CLOSED: 'no delivery to your area then',
  },
  ta: {
    BALANCE_TOO_LOW: 'வாலட்டில் பணம் போதாது',
    OUT_OF_STOCK: 'பொருள் ஸ்டாக் இல்லை',
    PRODUCT_UNAVAILABLE: 'பொருள் விற்பனையில் இல்லை',
    SLOT_FULL: 'டெலிவரி நேரம் நிரம்பியது',
    AREA_CLOSED: 'உங்கள் பகுதிக்கு டெலிவரி இல்லை',
  },
};

export function notComingText(code: string | undefined, language: Language): string | undefined {
  const words = NOT_COMING_WORDS[language] as Record<string, string>;
  return code && Object.hasOwn(words, code) ? words[code] : undefined;
}
