import { SHOP_TIME_ZONE, SHOP_UTC_OFFSET } from '@farm/contract/plain/shop';

/** Rows carry Date objects; the contract carries ISO 8601 text. */
export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** Query bounds: the farm's days are India's days, so a bare date means that day in IST (UTC+05:30). */
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export function fromBound(value: string): Date {
  return new Date(isDateOnly(value) ? `${value}T00:00:00${SHOP_UTC_OFFSET}` : value);
}

/** Exclusive bound: a bare date includes its whole day; a date-time includes that instant. */
export function toBound(value: string): Date {
  if (!isDateOnly(value)) return new Date(new Date(value).getTime() + 1);
  const start = fromBound(value);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });

/** Today's date in India (`2026-11-24`), whatever the server's own time zone. */
export function indiaToday(now = new Date()): string {
  // One formatter for the process: building one per call cost a checkout ~0.3 ms of CPU.
  return indiaDay.format(now);
}

const indiaMinute = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as India's date and time to the minute (`2026-11-24 14:05`): how a CSV row shows it. */
export function indiaDateTime(date: Date): string {
  const part = Object.fromEntries(indiaMinute.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
