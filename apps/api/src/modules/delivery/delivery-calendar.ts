import { dayText } from '@farm/contract/plain/delivery';
import { SHOP_UTC_OFFSET } from '@farm/contract/plain/shop';
import { indiaToday } from '../../lib/dates.js';

/**
 * India's calendar for delivery (DESIGN §8: cut-offs and slots are India's). Days are
 * `2026-11-26` strings; India keeps one offset all year, so a day plus n days is plain arithmetic.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a time of day (`21:00`) happens on a day in India. */
export function indiaInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00${SHOP_UTC_OFFSET}`);
}

/** The last moment to order for a slot on `day`: `cutoffDaysBefore` days earlier at `cutoffTime`. */
export function cutoffOf(day: string, slot: { cutoffDaysBefore: number; cutoffTime: string }): Date {
  return indiaInstant(addDays(day, -slot.cutoffDaysBefore), slot.cutoffTime);
}

/** `today`, `tomorrow` or `Thu 26 Nov`, as seen on `now`'s day in India. */
export function relativeDayText(day: string, now: Date): string {
  const today = indiaToday(now);
  if (day === today) return 'today';
  if (day === addDays(today, 1)) return 'tomorrow';
  return dayText(day);
}

/** `Tomorrow, Thu 26 Nov` for a list of days to choose from. */
export function dayLabel(day: string, now: Date): string {
  const relative = relativeDayText(day, now);
  if (relative === 'today') return `Today, ${dayText(day)}`;
  if (relative === 'tomorrow') return `Tomorrow, ${dayText(day)}`;
  return dayText(day);
}
