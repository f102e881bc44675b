import type { SubscriptionDay } from '@farm/contract';
import { dayText, slotWindowIn } from '@farm/contract/plain/delivery';
import type { Language } from '@farm/contract/plain/languages';
import { SHOP_TIME_ZONE } from '@farm/contract/plain/shop';
import { formatTimeOfDay } from '@/lib/format';
import type { Words } from '@/lib/i18n/client-words';
import type { Messages } from '@/lib/i18n/messages';

export type SubscriptionWords = Words<Messages['subscription']>;

/** What a calendar line names of a product: its name and unit in the page's language. */
export type ProductWords = { name: string; unit: string };

/** India's day and time of day of an instant: `['2026-11-30', '21:00']`. */
const indiaParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function indiaDayAndTime(iso: string): [day: string, time: string] {
  const parts = Object.fromEntries(indiaParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return [`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute}`];
}

function nextDay(day: string, days = 1): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `Today`, `Tomorrow` or `Thu 3 Dec` (`3 டிச. வியாழன்`). */
export function dayName(day: string, today: string, t: SubscriptionWords, language: Language): string {
  if (day === today) return t('calendar.today');
  if (day === nextDay(today)) return t('calendar.tomorrow');
  return dayText(day, language);
}

/** `change until 9 pm today` / `… tomorrow` / `… on Wed 2 Dec`: until when a day may change. */
export function changeUntilText(
  changeableUntil: string,
  today: string,
  t: SubscriptionWords,
  language: Language,
): string {
  const [day, time] = indiaDayAndTime(changeableUntil);
  const at = formatTimeOfDay(time, language);
  if (day === today) return t('calendar.untilToday', { time: at });
  if (day === nextDay(today)) return t('calendar.untilTomorrow', { time: at });
  return t('calendar.untilDay', { time: at, day: dayText(day, language) });
}

/** `500 ml`, `2 × 500 ml`; with the name when the subscription has more than one product. */
export function quantityText(
  line: { productId: number; quantity: number },
  products: ReadonlyMap<number, ProductWords>,
  withName: boolean,
): string {
  const product = products.get(line.productId);
  const unit = product?.unit ?? '';
  const amount = line.quantity === 1 && unit ? unit : `${line.quantity} × ${unit}`.trim();
  return withName && product ? `${product.name} ${amount}` : amount;
}

export type CalendarContext = {
  today: string;
  /** The slot's window as the shop words it (`5–8 am`); empty when not known. */
  window: string;
  products: ReadonlyMap<number, ProductWords>;
  t: SubscriptionWords;
  language: Language;
};

/**
 * One day of a subscription's calendar in a sentence (issue 34): "Tomorrow 5–8 am: 500 ml — change
 * until 9 pm today", "Wed 2 Dec: skipped — change until 9 pm on Tue 1 Dec", "Thu 3 Dec 5–8 am: 500 ml
 * — changes closed".
 */
export function calendarDayText(day: SubscriptionDay, context: CalendarContext): string {
  const { today, products, t, language } = context;
  const name = dayName(day.day, today, t, language);
  const window = context.window ? slotWindowIn(context.window, language) : '';
  const when = window ? t('calendar.when', { day: name, window }) : name;
  const until = day.changeable
    ? changeUntilText(day.changeableUntil, today, t, language)
    : t('calendar.closed');
  if (day.status === 'DELIVER') {
    const withName = day.lines.length > 1;
    const what = day.lines.map((line) => quantityText(line, products, withName)).join(', ');
    return t('calendar.deliver', { when, what, until });
  }
  // A day the job could not place says why (the customer was told that evening too).
  const why =
    day.status === 'NOT_GENERATED' && day.notGenerated
      ? t(`calendar.notGenerated.${day.notGenerated}`)
      : t(`calendar.status.${day.status}`);
  // A skipped or paused day may still come back until its cut-off; the others are only so.
  const undoable = day.status === 'SKIPPED' || day.status === 'PAUSED';
  return undoable
    ? t('calendar.noneUntil', { when: name, why, until })
    : t('calendar.none', { when: name, why });
}
