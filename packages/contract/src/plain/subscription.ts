/**
 * Standing orders (issue 34, decision 0054): how a subscription's days are chosen, the changes a
 * customer makes until a day's cut-off, and why a day of the calendar has nothing to deliver.
 */

/** Every day; every second day from the pattern's first day; chosen weekdays; a quantity per weekday. */
export const SUBSCRIPTION_PATTERNS = ['DAILY', 'ALTERNATE', 'WEEKDAYS', 'PER_WEEKDAY'] as const;
export type SubscriptionPattern = (typeof SUBSCRIPTION_PATTERNS)[number];

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The dated rows a subscription's calendar is read from (a pattern change is a pattern row). */
export const SUBSCRIPTION_CHANGE_KINDS = ['SKIP', 'QUANTITY', 'PAUSE', 'RESUME', 'CANCEL'] as const;
export type SubscriptionChangeKind = (typeof SUBSCRIPTION_CHANGE_KINDS)[number];

/** A calendar day: delivered, or why not. */
export const SUBSCRIPTION_DAY_STATUSES = [
  'DELIVER',
  'BEFORE_START',
  'CANCELLED',
  'PAUSED',
  'SKIPPED',
  'NOT_PATTERN_DAY',
  /** The farm does not deliver that day (a closed delivery day of the shop or the area). */
  'CLOSED',
] as const;

/**
 * What the generation job recorded for a subscription's day (decision 0054, addendum): an order, or
 * none and why. `BALANCE_TOO_LOW`: the wallet could not cover it; the customer is told that evening.
 */
export const SUBSCRIPTION_DELIVERY_OUTCOMES = ['GENERATED', 'BALANCE_TOO_LOW'] as const;
export type SubscriptionDeliveryOutcome = (typeof SUBSCRIPTION_DELIVERY_OUTCOMES)[number];
export type SubscriptionDayStatus = (typeof SUBSCRIPTION_DAY_STATUSES)[number];

/** ISO weekdays: Monday 1 … Sunday 7. A per-weekday line's quantities are Monday first. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const SUBSCRIPTION_LIMITS = {
  /** The most of one product a day (a household's milk, not a shop's). */
  maxQuantity: 20,
  maxLines: 10,
  /** How far ahead the calendar reads, and a change or a start may reach. */
  maxCalendarDays: 62,
  maxAheadDays: 366,
} as const;
