import type { Language } from './languages';
import { SHOP_LOCALE } from './locale';

/** The shop's delivery settings that decide a fee (part of ShopSettings). */
export type DeliveryRules = { deliveryFee: number; freeDeliveryThreshold: number | null };

/** The delivery fee of an order: none once the subtotal reaches the threshold (null: never free). */
export function deliveryFeeFor(rules: DeliveryRules, subtotal: number): number {
  const { deliveryFee, freeDeliveryThreshold } = rules;
  return freeDeliveryThreshold !== null && subtotal >= freeDeliveryThreshold ? 0 : deliveryFee;
}

/** How much more the customer must order for free delivery; undefined when it is free or never free. */
export function shortOfFreeDelivery(rules: DeliveryRules, subtotal: number): number | undefined {
  const { deliveryFee, freeDeliveryThreshold } = rules;
  if (freeDeliveryThreshold === null || deliveryFee === 0 || subtotal >= freeDeliveryThreshold) {
    return undefined;
  }
  return freeDeliveryThreshold - subtotal;
}

/** How an area is served: the farm's own van (fresh goods, slots) or a courier (days, no slots). */
export const DELIVERY_KINDS = ['OWN', 'COURIER'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export const DELIVERY_KIND_LABELS: Readonly<Record<DeliveryKind, string>> = {
  OWN: 'Own delivery',
  COURIER: 'Courier',
};

/** Why a slot on a day is not offered. */
export const SLOT_REFUSALS = ['CUT_OFF', 'FULL', 'CLOSED'] as const;
export type SlotRefusal = (typeof SLOT_REFUSALS)[number];

/** Days ahead a customer may choose an own-delivery slot, today included. */
export const SLOT_DAYS_AHEAD = 7;

/** `05:00` → `5 am`, `17:30` → `5:30 pm`. */
export function clockText(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h < 12 ? 'am' : 'pm';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour} ${suffix}` : `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** A slot's window as the shop words it: `5–8 am`, `11 am–1 pm`. */
export function slotWindowText(startsAt: string, endsAt: string): string {
  const from = clockText(startsAt);
  const to = clockText(endsAt);
  const fromSuffix = from.slice(-2);
  return fromSuffix === to.slice(-2) ? `${from.slice(0, -3)}–${to}` : `${from}–${to}`;
}

const weekdayFormat = new Intl.DateTimeFormat(SHOP_LOCALE, {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** Days already worded: a shop speaks of a few dozen days at a time. */
const dayTexts = new Map<string, string>();

/** A day (`2026-11-26`, India's) as the shop words it: `Thu 26 Nov`; in Tamil `26 நவ. வியாழன்`. */
export function dayText(day: string, language: Language = 'en'): string {
  if (language === 'ta') return tamilDayText(day);
  const known = dayTexts.get(day);
  if (known !== undefined) return known;
  const parts = Object.fromEntries(
    weekdayFormat.formatToParts(new Date(`${day}T00:00:00Z`)).map((p) => [p.type, p.value]),
  );
  const text = `${parts.weekday} ${parts.day} ${parts.month}`;
  if (dayTexts.size >= 1000) dayTexts.clear();
  dayTexts.set(day, text);
  return text;
}

/** Tamil's own names: written out, not ICU's, so every runtime words a day alike. */
const TAMIL_WEEKDAYS = ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'];
const TAMIL_MONTHS = ['ஜன.', 'பிப்.', 'மார்ச்', 'ஏப்.', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக.', 'செப்.', 'அக்.', 'நவ.', 'டிச.'];

/** `26 நவ.` (or with the weekday, `26 நவ. வியாழன்`), as Tamil Nadu writes a date: day first. */
function tamilDayText(day: string, weekday = true): string {
  const date = new Date(`${day}T00:00:00Z`);
  const text = `${date.getUTCDate()} ${TAMIL_MONTHS[date.getUTCMonth()]}`;
  return weekday ? `${text} ${TAMIL_WEEKDAYS[date.getUTCDay()]}` : text;
}

/** A short Tamil date without the weekday, `30 நவ.`: for a span of days. */
export const tamilShortDayText = (day: string) => tamilDayText(day, false);

/** The part of the day Tamil names before a time: காலை 5, மதியம் 1, மாலை 4, இரவு 8. */
function tamilDayPart(hour24: number): string {
  if (hour24 >= 4 && hour24 < 12) return 'காலை';
  if (hour24 >= 12 && hour24 < 15) return 'மதியம்';
  if (hour24 >= 15 && hour24 < 20) return 'மாலை';
  return 'இரவு';
}

/** A time of day (`17:30`, India's) as Tamil says it: `மாலை 5:30`, `காலை 9:05`, no am or pm. */
export function tamilClockText(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${tamilDayPart(h)} ${hour}:${String(m).padStart(2, '0')}`;
}

const WINDOW = /^(\d{1,2})(:\d{2})?(?: (am|pm))?–(\d{1,2})(:\d{2})? (am|pm)$/;

/**
 * A slot's window (`slotWindowText`'s words, as an order keeps them) in the language: `5–8 am` →
 * `காலை 5–8`, `11 am–1 pm` → `காலை 11 – மதியம் 1`. English, or words it does not know, as given.
 */
export function slotWindowIn(window: string, language: Language): string {
  const match = language === 'ta' ? WINDOW.exec(window) : null;
  if (!match) return window;
  const [, fromHour = '', fromMinutes = '', fromSuffix, toHour = '', toMinutes = '', toSuffix = ''] = match;
  const hour24 = (hour: string, suffix: string) => (Number(hour) % 12) + (suffix === 'pm' ? 12 : 0);
  const fromPart = tamilDayPart(hour24(fromHour, fromSuffix ?? toSuffix));
  const toPart = tamilDayPart(hour24(toHour, toSuffix));
  const from = `${fromHour}${fromMinutes}`;
  const to = `${toHour}${toMinutes}`;
  return fromPart === toPart ? `${fromPart} ${from}–${to}` : `${fromPart} ${from} – ${toPart} ${to}`;
}

/** `between Mon 30 Nov and Wed 2 Dec`, or `on Mon 30 Nov` when both are one day. */
export function courierWindowText(from: string, to: string): string {
  return from === to ? `on ${dayText(from)}` : `between ${dayText(from)} and ${dayText(to)}`;
}

/** An order's booked delivery in one line: `Thu 26 Nov, 5–8 am` or `By courier, between … and …`. */
export function bookedDeliveryText(booked: {
  kind: DeliveryKind;
  date: string | null;
  window: string | null;
  expectedFrom: string | null;
  expectedTo: string | null;
}): string {
  if (booked.kind === 'OWN' && booked.date) {
    return booked.window ? `${dayText(booked.date)}, ${booked.window}` : dayText(booked.date);
  }
  if (booked.expectedFrom && booked.expectedTo) {
    return `By courier, ${courierWindowText(booked.expectedFrom, booked.expectedTo)}`;
  }
  return booked.kind === 'OWN' ? 'Own delivery' : 'By courier';
}

/** What a delivery person found at a stop (issue 16.3). Delivered moves the order; the others are noted. */
export const STOP_OUTCOMES = ['DELIVERED', 'NOT_HOME', 'REFUSED'] as const;
export type StopOutcome = (typeof STOP_OUTCOMES)[number];
export const STOP_OUTCOME_LABELS: Readonly<Record<StopOutcome, string>> = {
  DELIVERED: 'Delivered',
  NOT_HOME: 'Not home',
  REFUSED: 'Refused',
};

/**
 * How money changed hands at the door on a cash-on-delivery order (issue 32.10): cash, or UPI
 * paid to the farm's account there and then (with its reference). Both settle the order.
 */
export const DOOR_PAYMENT_KINDS = ['CASH', 'UPI'] as const;
export type DoorPaymentKind = (typeof DOOR_PAYMENT_KINDS)[number];
export const DOOR_PAYMENT_LABELS: Readonly<Record<DoorPaymentKind, string>> = { CASH: 'Cash', UPI: 'UPI' };

/** What a stop's money asks of the delivery person, in words (the stop card and the route sheet). */
export function doorMoneyText(
  stop: { codToCollect: number; paymentMethod: string; total: number; collectedBy: DoorPaymentKind | null },
  rupees: (paise: number) => string,
): string {
  if (stop.codToCollect > 0) return `Collect ${rupees(stop.codToCollect)}`;
  if (stop.paymentMethod === 'ONLINE') return 'Paid online — nothing to collect';
  if (stop.collectedBy === 'UPI') return `Paid by UPI at the door · ${rupees(stop.total)}`;
  if (stop.collectedBy === 'CASH') return `Cash collected · ${rupees(stop.total)}`;
  return 'Nothing to collect';
}

/** "1 stop", "3 stops". */
export const stopsText = (n: number) => `${n} ${n === 1 ? 'stop' : 'stops'}`;

/** The statuses a day's packing and routes show: placed to out for delivery, and the day's deliveries. */
export const ROUTE_STATUSES = ['PLACED', 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED'] as const;
