import { SHOP_TIME_ZONE, SHOP_UTC_OFFSET } from '@farm/contract/plain/shop';

/**
 * Offers run whole days in India time: the form shows dates, the API takes instants. A start is
 * the day's first second, an end its last.
 */
export function dayStart(date: string | null): string | null {
  return date ? `${date}T00:00:00${SHOP_UTC_OFFSET}` : null;
}

export function dayEnd(date: string | null): string | null {
  return date ? `${date}T23:59:59${SHOP_UTC_OFFSET}` : null;
}

/** The India-time date (`2024-05-01`) of an instant, for a date input. */
export function indiaDate(instant: string | null | undefined): string {
  if (!instant) return '';
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date(instant));
}
