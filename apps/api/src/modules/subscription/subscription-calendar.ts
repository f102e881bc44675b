import type { SubscriptionDay, SubscriptionDayStatus } from '@farm/contract';
import type { SubscriptionChangeKind, SubscriptionPattern } from '@farm/contract/plain/subscription';
import { addDays, cutoffOf } from '../delivery/index.js';

/**
 * A subscription's calendar as a pure function of rows that are never rewritten (decision 0054), so
 * the calendar of any day, past or to come, can be read again and the generation job reads the same.
 */

export type CalendarPattern = {
  fromDay: string;
  kind: SubscriptionPattern;
  weekdays: readonly number[];
  lines: readonly {
    productId: number;
    quantity: number | null;
    weekdayQuantities: readonly number[] | null;
  }[];
};

export type CalendarChange = {
  kind: SubscriptionChangeKind;
  day: string;
  untilDay: string | null;
  productId: number | null;
  quantity: number | null;
};

export type CalendarInput = {
  startDay: string;
  slot: { cutoffDaysBefore: number; cutoffTime: string };
  /** Any order; the latest `fromDay` not after a day is in force (a tie: the later in the list). */
  patterns: readonly CalendarPattern[];
  /** In the order they were made: a later row wins over an earlier one. */
  changes: readonly CalendarChange[];
  /** Days the farm does not deliver to the subscription's area (`delivery_closures`). */
  closedDays?: ReadonlySet<string>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO weekday of a `YYYY-MM-DD` day: Monday 1 … Sunday 7. */
export function weekdayOf(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The pattern in force on `day`, if any has begun. */
export function patternOn(patterns: readonly CalendarPattern[], day: string): CalendarPattern | undefined {
  let found: CalendarPattern | undefined;
  for (const pattern of patterns) {
    if (pattern.fromDay <= day && (!found || pattern.fromDay >= found.fromDay)) found = pattern;
  }
  return found;
}

/** What a pattern brings on a day, product by product (none on a day that is not one of its days). */
export function patternQuantities(pattern: CalendarPattern, day: string): Map<number, number> {
  const weekday = weekdayOf(day);
  const isPatternDay =
    pattern.kind === 'DAILY' ||
    pattern.kind === 'PER_WEEKDAY' ||
    (pattern.kind === 'ALTERNATE' && daysBetween(pattern.fromDay, day) % 2 === 0) ||
    (pattern.kind === 'WEEKDAYS' && pattern.weekdays.includes(weekday));
  const quantities = new Map<number, number>();
  if (!isPatternDay) return quantities;
  for (const line of pattern.lines) {
    const quantity =
      pattern.kind === 'PER_WEEKDAY' ? (line.weekdayQuantities?.[weekday - 1] ?? 0) : (line.quantity ?? 0);
    if (quantity > 0) quantities.set(line.productId, quantity);
  }
  return quantities;
}

/** Whether a pause covers the day, reading pauses and resumes in the order they were made. */
function pausedOn(changes: readonly CalendarChange[], day: string): boolean {
  let paused = false;
  for (const change of changes) {
    if (change.kind === 'PAUSE' && change.day <= day && (change.untilDay === null || day <= change.untilDay))
      paused = true;
    if (change.kind === 'RESUME' && change.day <= day) paused = false;
  }
  return paused;
}

function dayOf(
  input: CalendarInput,
  day: string,
): { status: SubscriptionDayStatus; lines: Map<number, number> } {
  const none = new Map<number, number>();
  const { changes } = input;
  if (changes.some((c) => c.kind === 'CANCEL' && c.day <= day)) return { status: 'CANCELLED', lines: none };
  if (day < input.startDay) return { status: 'BEFORE_START', lines: none };
  if (pausedOn(changes, day)) return { status: 'PAUSED', lines: none };
  const pattern = patternOn(input.patterns, day);
  const planned = pattern ? patternQuantities(pattern, day) : none;
  // The day's own rows, the later winning: a quantity after a skip brings the day back.
  let skipped = false;
  const lines = new Map(planned);
  for (const change of changes) {
    if (change.day !== day) continue;
    if (change.kind === 'SKIP') skipped = true;
    if (change.kind === 'QUANTITY' && change.productId !== null) {
      skipped = false;
      if (change.quantity) lines.set(change.productId, change.quantity);
      else lines.delete(change.productId);
    }
  }
  if (skipped) return { status: 'SKIPPED', lines: none };
  if (lines.size === 0) return { status: planned.size ? 'SKIPPED' : 'NOT_PATTERN_DAY', lines: none };
  // A closed delivery day: nothing comes and nothing is debited, whatever was asked.
  if (input.closedDays?.has(day)) return { status: 'CLOSED', lines: none };
  return { status: 'DELIVER', lines };
}

/** `days` days of the calendar from `fromDay`, with each day's cut-off as seen at `now`. */
export function calendarOf(
  input: CalendarInput,
  fromDay: string,
  days: number,
  now: Date,
): SubscriptionDay[] {
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(fromDay, i);
    const { status, lines } = dayOf(input, day);
    const cutoff = cutoffOf(day, input.slot);
    return {
      day,
      status,
      lines: [...lines].map(([productId, quantity]) => ({ productId, quantity })),
      changeableUntil: cutoff.toISOString(),
      changeable: now < cutoff,
    };
  });
}
