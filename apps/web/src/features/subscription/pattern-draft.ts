import type { Subscription, SubscriptionPatternInput } from '@farm/contract';
import { SUBSCRIPTION_LIMITS, type SubscriptionPattern, WEEKDAYS } from '@farm/contract/plain/subscription';

/** A pattern as its form holds it: one kind, one quantity, the weekdays and seven quantities. */
export type PatternDraft = {
  kind: SubscriptionPattern;
  quantity: number;
  weekdays: number[];
  /** Monday first, as the contract's `weekdayQuantities`. */
  weekdayQuantities: number[];
};

export const NEW_PATTERN: PatternDraft = {
  kind: 'DAILY',
  quantity: 1,
  weekdays: [...WEEKDAYS],
  weekdayQuantities: WEEKDAYS.map(() => 1),
};

/** Why the draft cannot be sent yet (the contract's own rules), or undefined. */
export function patternProblem(draft: PatternDraft): 'chooseWeekday' | 'giveQuantity' | undefined {
  if (draft.kind === 'WEEKDAYS' && draft.weekdays.length === 0) return 'chooseWeekday';
  if (draft.kind === 'PER_WEEKDAY' && !draft.weekdayQuantities.some((q) => q > 0)) return 'giveQuantity';
  return undefined;
}

/** The contract's pattern for these products, each with the draft's quantities. */
export function patternOf(draft: PatternDraft, productIds: readonly number[]): SubscriptionPatternInput {
  const perWeekday = draft.kind === 'PER_WEEKDAY';
  return {
    kind: draft.kind,
    ...(draft.kind === 'WEEKDAYS' ? { weekdays: [...draft.weekdays].sort((a, b) => a - b) } : {}),
    lines: productIds.map((productId) =>
      perWeekday
        ? { productId, weekdayQuantities: draft.weekdayQuantities }
        : { productId, quantity: draft.quantity },
    ),
  };
}

/** The pattern in force on the last of the subscription's patterns, as a draft to change. */
export function draftOf(subscription: Subscription): PatternDraft {
  const pattern = subscription.patterns.at(-1);
  const line = pattern?.lines[0];
  if (!pattern || !line) return NEW_PATTERN;
  return {
    kind: pattern.kind,
    quantity: line.quantity ?? 1,
    weekdays: pattern.weekdays.length ? pattern.weekdays : [...WEEKDAYS],
    weekdayQuantities: line.weekdayQuantities ?? WEEKDAYS.map(() => line.quantity ?? 1),
  };
}

/** A quantity as typed, kept within what the contract takes (0 only where a day may have none). */
export function clampQuantity(value: string, least: 0 | 1): number {
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n)) return least;
  return Math.min(SUBSCRIPTION_LIMITS.maxQuantity, Math.max(least, n));
}
