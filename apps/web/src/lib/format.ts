import { clockText, tamilClockText } from '@farm/contract/plain/delivery';
import { BASE_LANGUAGE, type Language, LOCALES } from '@farm/contract/plain/languages';
import { SHOP_TIME_ZONE } from '@farm/contract/plain/shop';

/**
 * Paise → `₹1,250.00` (Indian grouping): the contract's `rupeesText`, the one way the shop writes
 * money. `ta-IN` writes it the same, Western digits and all, so it takes no language.
 */
export { rupeesText as formatPaise } from '@farm/contract/plain/money';

/** One formatter per language and kind, made when first asked for (building one costs). */
function formatterOf(options: Intl.DateTimeFormatOptions) {
  const made = new Map<Language, Intl.DateTimeFormat>();
  return (language: Language) => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(LOCALES[language], options);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const dateTime = formatterOf({ dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
const dateOnly = formatterOf({ dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
const longDay = formatterOf({ weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** India's time of day, 24-hour (`18:05`): what a Tamil time is worded from. */
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
});

/**
 * `24 Nov 2026, 6:05 pm` in the language given (the page's: `useLanguage()`), English by default;
 * in Tamil the time takes the part of the day (`24 நவ., 2026, மாலை 6:05`), not ICU's AM/PM.
 */
export function formatDateTime(iso: string, language: Language = BASE_LANGUAGE): string {
  const date = new Date(iso);
  if (language === 'ta') return `${dateOnly(language).format(date)}, ${tamilClockText(clock.format(date))}`;
  return dateTime(language).format(date);
}

export function formatDate(iso: string, language: Language = BASE_LANGUAGE): string {
  return dateOnly(language).format(new Date(iso));
}

/** Today's date in India (`2026-11-24`), as a date input holds it, whatever the browser's zone. */
export function indiaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date());
}

/** The day `days` after a `2026-11-24` day (before it when negative), by the calendar alone. */
export function dayAfter(day: string, days = 1): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `2026-11-28` → `Saturday 28 November`: a calendar day as a person says it. */
export function formatDay(day: string, language: Language = BASE_LANGUAGE): string {
  return longDay(language).format(new Date(`${day}T00:00:00Z`));
}

/** `A`, `A and B`, `A, B and C` in English; the language's own way in another. */
export function formatList(names: readonly string[], language: Language = BASE_LANGUAGE): string {
  return new Intl.ListFormat(LOCALES[language], { type: 'conjunction' }).format(names);
}

/** A time of day (`21:00`, India's) as the language says it: `9 pm`; in Tamil `இரவு 9:00`. */
export function formatTimeOfDay(time: string, language: Language = BASE_LANGUAGE): string {
  return language === 'ta' ? tamilClockText(time) : clockText(time);
}
