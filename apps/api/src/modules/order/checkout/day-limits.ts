import type { Tx } from '../../../db/client.js';

/** A one-off order's goods for a delivery day, as checkout has them under its product locks. */
export type DayOrder = {
  day: string;
  lines: readonly { productId: number; name: string; quantity: number }[];
  /** The shop's clock (the calendars' cut-offs). */
  now: Date;
};

/**
 * A rule on what one day may sell that another module keeps (the subscription module's daily limit
 * per product, issue 34.6): it throws to refuse the order. Registered in `modules/index.ts`, so the
 * order module does not import the module that places its own orders through it.
 */
export type DayLimit = (tx: Tx, order: DayOrder) => Promise<void>;

let dayLimit: DayLimit | null = null;

/** Sets the one day-limit rule (a second registration replaces the first, as a rebuilt app does). */
export function registerDayLimit(rule: DayLimit): void {
  dayLimit = rule;
}

/**
 * Checks a one-off order (never a standing one: a subscription's day was committed before its
 * cut-off) against the day's limit. Called after the products are locked in id order, so two
 * checkouts of a limited product take turns and the second counts the first's order.
 */
export async function checkDayLimit(tx: Tx, order: DayOrder): Promise<void> {
  if (dayLimit && order.lines.length > 0) await dayLimit(tx, order);
}
