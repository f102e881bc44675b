import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { walletEntries } from '../wallet/wallet.table.js';
import { subscriptions } from './subscription.table.js';
import { subscriptionDoorMarks } from './subscription-door.table.js';
import { subscriptionDeliveries } from './subscription-generation.table.js';

/** The subscriptions' days an order delivers (none: not a subscription's order), by subscription. */
export async function daysOfOrder(tx: Tx, orderId: number) {
  return tx
    .select({
      subscriptionId: subscriptionDeliveries.subscriptionId,
      customerId: subscriptions.customerId,
      day: subscriptionDeliveries.day,
      amount: subscriptionDeliveries.amount,
    })
    .from(subscriptionDeliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionDeliveries.subscriptionId))
    .where(and(eq(subscriptionDeliveries.orderId, orderId), eq(subscriptionDeliveries.outcome, 'GENERATED')))
    .orderBy(asc(subscriptionDeliveries.subscriptionId));
}

/** The wallet debit the generation job made for a day (`delivery:<ids>:<day>`), if any. */
export async function debitByKey(tx: Tx, key: string) {
  const [row] = await tx
    .select({ amount: walletEntries.amount })
    .from(walletEntries)
    .where(eq(walletEntries.idempotencyKey, key));
  return row;
}

/** The credit an order's door marks gave, if one did. */
export async function creditOfOrder(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ outcome: subscriptionDoorMarks.outcome, kind: subscriptionDoorMarks.creditKind })
    .from(subscriptionDoorMarks)
    .where(and(eq(subscriptionDoorMarks.orderId, orderId), isNotNull(subscriptionDoorMarks.creditKind)));
  return row;
}

/** A mark as the door rule records it, stamped with the shop's clock (`markedAt`), not the database's. */
export type NewDoorMark = Omit<typeof subscriptionDoorMarks.$inferInsert, 'id' | 'markedAt'> & {
  markedAt: Date;
};

export async function insertDoorMark(tx: Tx, mark: NewDoorMark) {
  await tx.insert(subscriptionDoorMarks).values(mark);
}

/**
 * Days taken off a monthly-bill customer's bill at the door between two days (the statement
 * subtracts them): the order, the day, the mark and the amount.
 */
export async function billCreditsOf(db: DbOrTx, customerId: number, fromDay: string, toDay: string) {
  return db
    .select({
      orderId: subscriptionDoorMarks.orderId,
      day: subscriptionDoorMarks.day,
      outcome: subscriptionDoorMarks.outcome,
      amount: subscriptionDoorMarks.creditAmount,
    })
    .from(subscriptionDoorMarks)
    .where(
      and(
        eq(subscriptionDoorMarks.customerId, customerId),
        eq(subscriptionDoorMarks.creditKind, 'BILL'),
        gte(subscriptionDoorMarks.day, fromDay),
        lte(subscriptionDoorMarks.day, toDay),
      ),
    )
    .orderBy(asc(subscriptionDoorMarks.day));
}
