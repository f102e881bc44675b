import type { Subscription } from '@farm/contract';
import type { SubscriptionStatus } from '@farm/contract/plain/subscription';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { products } from '../product/product.table.js';
import {
  subscriptionChanges,
  subscriptionLines,
  subscriptionPatterns,
  subscriptionProducts,
  subscriptions,
} from './subscription.table.js';
import type { CalendarChange, CalendarPattern } from './subscription-calendar.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewChange = Omit<typeof subscriptionChanges.$inferInsert, 'id' | 'createdAt'>;

export async function insertSubscription(
  tx: Tx,
  values: Pick<SubscriptionRow, 'customerId' | 'addressId' | 'slotId' | 'startDay'>,
): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('no subscription');
  return row;
}

/** A pattern from a day on, with its lines, as `patternRow` shapes it. */
export async function insertPattern(
  tx: Tx,
  subscriptionId: number,
  pattern: CalendarPattern,
  staffUserId: number | null,
): Promise<void> {
  const { fromDay, kind, weekdays, lines } = pattern;
  const [row] = await tx
    .insert(subscriptionPatterns)
    .values({ subscriptionId, fromDay, kind, weekdays: [...weekdays], staffUserId })
    .returning({ id: subscriptionPatterns.id });
  if (!row) throw new Error('no pattern');
  await tx.insert(subscriptionLines).values(
    lines.map((line) => ({
      patternId: row.id,
      productId: line.productId,
      quantity: line.quantity,
      weekdayQuantities: line.weekdayQuantities ? [...line.weekdayQuantities] : null,
    })),
  );
}

export async function insertChange(tx: Tx, change: NewChange): Promise<void> {
  await tx.insert(subscriptionChanges).values(change);
}

export async function setStatus(tx: Tx, id: number, status: SubscriptionStatus): Promise<void> {
  await tx.update(subscriptions).set({ status }).where(eq(subscriptions.id, id));
}

export async function findSubscription(db: DbOrTx, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

/** The subscription's row, locked: changes to one subscription are made one after the other. */
export async function lockSubscription(tx: Tx, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export async function customerSubscriptions(db: DbOrTx, customerId: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId))
    .orderBy(desc(subscriptions.id));
}

/** Every pattern of these subscriptions with its lines, oldest first, by subscription. */
export async function patternsOf(db: DbOrTx, ids: readonly number[]) {
  const byId = new Map<number, (CalendarPattern & { id: number })[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(subscriptionPatterns)
    .where(inArray(subscriptionPatterns.subscriptionId, [...ids]))
    .orderBy(asc(subscriptionPatterns.fromDay), asc(subscriptionPatterns.id));
  const lines = rows.length
    ? await db
        .select()
        .from(subscriptionLines)
        .where(
          inArray(
            subscriptionLines.patternId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(subscriptionLines.productId))
    : [];
  // Grouped once: the job reads every live subscription's patterns (10,000 and more) in one call.
  const linesOf = new Map<number, CalendarPattern['lines'][number][]>();
  for (const { patternId, productId, quantity, weekdayQuantities } of lines) {
    const list = linesOf.get(patternId) ?? [];
    list.push({ productId, quantity, weekdayQuantities });
    linesOf.set(patternId, list);
  }
  for (const row of rows) {
    byId.get(row.subscriptionId)?.push({
      id: row.id,
      fromDay: row.fromDay,
      kind: row.kind,
      weekdays: row.weekdays,
      lines: linesOf.get(row.id) ?? [],
    });
  }
  return byId;
}

/** A subscription's changes in the order they were made. */
export async function changesOf(db: DbOrTx, id: number): Promise<CalendarChange[]> {
  return db
    .select({
      kind: subscriptionChanges.kind,
      day: subscriptionChanges.day,
      untilDay: subscriptionChanges.untilDay,
      productId: subscriptionChanges.productId,
      quantity: subscriptionChanges.quantity,
    })
    .from(subscriptionChanges)
    .where(eq(subscriptionChanges.subscriptionId, id))
    .orderBy(asc(subscriptionChanges.id));
}

export function toSubscription(row: SubscriptionRow, patterns: readonly CalendarPattern[]): Subscription {
  const { id, addressId, slotId, startDay, status, createdAt } = row;
  return {
    id,
    addressId,
    slotId,
    startDay,
    status,
    patterns: patterns.map(({ fromDay, kind, weekdays, lines }) => ({
      fromDay,
      kind,
      weekdays: [...weekdays],
      lines: lines.map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        weekdayQuantities: l.weekdayQuantities ? [...l.weekdayQuantities] : null,
      })),
    })),
    createdAt: iso(createdAt),
  };
}

/** Of these products, those customers may not subscribe to, with their names for the refusal. */
export async function productsNotSubscribable(db: DbOrTx, productIds: readonly number[]) {
  const rows = await db
    .select({ id: products.id, name: products.name, subscribable: subscriptionProducts.productId })
    .from(products)
    .leftJoin(subscriptionProducts, eq(subscriptionProducts.productId, products.id))
    .where(inArray(products.id, [...productIds]));
  const known = new Set(rows.map((r) => r.id));
  return [
    ...rows.filter((r) => r.subscribable === null).map((r) => ({ id: r.id, name: r.name })),
    ...productIds.filter((id) => !known.has(id)).map((id) => ({ id, name: `#${id}` })),
  ];
}

/** The products customers may subscribe to, with the daily limit staff set on each. */
export async function listSubscribable(
  db: DbOrTx,
): Promise<{ productId: number; dailyLimit: number | null }[]> {
  return db
    .select({ productId: subscriptionProducts.productId, dailyLimit: subscriptionProducts.dailyLimit })
    .from(subscriptionProducts)
    .orderBy(asc(subscriptionProducts.productId));
}

/**
 * Marks a product subscribable (with its daily limit, `undefined` keeping the one set) or not: not
 * subscribable removes its row, limit included. Answers the limit now in force.
 */
export async function setSubscribable(
  db: DbOrTx,
  productId: number,
  subscribable: boolean,
  dailyLimit: number | null | undefined,
): Promise<number | null> {
  if (!subscribable) {
    await db.delete(subscriptionProducts).where(eq(subscriptionProducts.productId, productId));
    return null;
  }
  const [row] = await db
    .insert(subscriptionProducts)
    .values({ productId, dailyLimit: dailyLimit ?? null })
    .onConflictDoUpdate({
      target: subscriptionProducts.productId,
      set: { dailyLimit: dailyLimit === undefined ? sql`${subscriptionProducts.dailyLimit}` : dailyLimit },
    })
    .returning({ dailyLimit: subscriptionProducts.dailyLimit });
  return row?.dailyLimit ?? null;
}

export async function productExists(db: DbOrTx, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return row !== undefined;
}
