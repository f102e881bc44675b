import { AppError } from '../../lib/app-error.js';
import { indiaToday } from '../../lib/dates.js';
import { cutoffOf } from '../delivery/index.js';

export type SlotTerms = { cutoffDaysBefore: number; cutoffTime: string };

/**
 * Refuses a change whose first day's cut-off has passed (decision 0054): the slot's own cut-off,
 * India time. The refusal carries the day and the cut-off as values, never a sentence.
 */
export function assertBeforeCutoff(day: string, slot: SlotTerms, now: Date): void {
  const cutoff = cutoffOf(day, slot);
  if (now < cutoff) return;
  const cutoffDay = indiaToday(cutoff);
  throw new AppError(
    422,
    'SUBSCRIPTION_CUTOFF_PASSED',
    `Changes for ${day} closed at ${slot.cutoffTime} on ${cutoffDay}`,
  ).worded(
    { deliveryDay: day, cutoffDay, cutoffTime: slot.cutoffTime, cutoffAt: cutoff.toISOString() },
    'SUBSCRIPTION_CHANGES_CLOSED_AT_CUTOFF',
  );
}
