import type { Language } from '@farm/contract';
import { BILL_PAYMENT_MAX_PAISE } from '@farm/contract/plain/monthly-bill';

const MONTH_LOCALES: Record<Language, string> = { en: 'en-IN', ta: 'ta-IN' };

/** `2026-11` as the language names a month: "November 2026", "நவம்பர் 2026". */
export function monthLabel(month: string, language: Language): string {
  return new Intl.DateTimeFormat(MONTH_LOCALES[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T00:00:00Z`));
}

/** Rupees typed (`450`, `450.50`) → paise, or undefined when it is not an amount a payment can be. */
export function billPaise(typed: string): number | undefined {
  const text = typed.trim().replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const paise = Math.round(Number(text) * 100);
  return paise >= 1 && paise <= BILL_PAYMENT_MAX_PAISE ? paise : undefined;
}
