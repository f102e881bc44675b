import { SHOP_TIME_ZONE } from '@farm/contract/plain/shop';
import { LOCALE } from './words/locale';

/** Paise → `₹1,250.00` (en-IN grouping): the contract's `rupeesText`, the one way the shop writes money. */
export { rupeesText as formatPaise } from '@farm/contract/plain/money';

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
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

const longDay = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** `2026-11-28` → `Saturday 28 November`: a calendar day as a person says it. */
export function formatDay(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}
