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
  /** The day's cut-off passed and the job could not place it (`notGenerated` says why). */
  'NOT_GENERATED',
] as const;

/**
 * Why the generation job placed no order for a day it was due to (the customer is told that
 * evening, never silently): the wallet could not cover it; a product was short of stock, or is no
 * longer sold; the slot was full; the area no longer delivers there or then (a closed area or day).
 */
export const SUBSCRIPTION_NOT_GENERATED_REASONS = [
  'BALANCE_TOO_LOW',
  'OUT_OF_STOCK',
  'PRODUCT_UNAVAILABLE',
  'SLOT_FULL',
  'AREA_CLOSED',
] as const;
export type SubscriptionNotGeneratedReason = (typeof SUBSCRIPTION_NOT_GENERATED_REASONS)[number];

/**
 * What the generation job recorded for a subscription's day (decision 0054, addendum): an order
 * (`GENERATED`), or none and why (a `SUBSCRIPTION_NOT_GENERATED_REASONS` code).
 */
export const SUBSCRIPTION_DELIVERY_OUTCOMES = ['GENERATED', ...SUBSCRIPTION_NOT_GENERATED_REASONS] as const;
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

/**
 * The shop's rule at the door (issue 34.5): what a subscription's day that did not reach the
 * customer gives back. `DAY`: the day is credited back (the wallet, or taken off a monthly bill);
 * `NONE`: nothing. The delivery person's "not home" and "asked to skip at the door" each have one.
 */
export const DOOR_CREDIT_RULES = ['NONE', 'DAY'] as const;
export type DoorCreditRule = (typeof DOOR_CREDIT_RULES)[number];

/** How a door credit was given: to the wallet, or off the monthly bill (postpaid). */
export const DOOR_CREDIT_KINDS = ['WALLET', 'BILL'] as const;
export type DoorCreditKind = (typeof DOOR_CREDIT_KINDS)[number];
/** The highest daily limit staff may set on a product (units a day: a big farm's morning milking). */
export const SUBSCRIPTION_DAILY_LIMIT_MAX = 100_000;
