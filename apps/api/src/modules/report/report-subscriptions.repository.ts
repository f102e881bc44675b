import { and, between, desc, eq, exists, gt, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers } from '../customer/customer.table.js';
import { orderItems, orders } from '../order/order.table.js';
import { subscriptionChanges, subscriptions } from '../subscription/subscription.table.js';
import { subscriptionDeliveries } from '../subscription/subscription-generation.table.js';
import { walletAccounts } from '../wallet/wallet.table.js';
import { countOf, sumOf } from './report-period.js';

/** Orders that were not delivered as a sale. */
const NOT_DELIVERED = ['PENDING_PAYMENT', 'CANCELLED', 'RETURNED'] as const;

/** Live subscriptions now (not cancelled, the customer still with the shop) and their customers. */
export async function activeSubscriptionCounts(db: DbOrTx) {
  const [row] = await db
    .select({
      subscriptions: countOf(subscriptions.id),
      subscribers: sql<number>`count(distinct ${subscriptions.customerId})::int`.mapWith(Number),
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(and(eq(subscriptions.status, 'ACTIVE'), isNull(customers.erasedAt), isNull(customers.closedAt)));
  return { subscriptions: row?.subscriptions ?? 0, subscribers: row?.subscribers ?? 0 };
}

/** Units the generation job's orders carried per delivery day and product, the range's days. */
export async function subscriptionQuantities(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      day: sql<string>`${orders.deliveryDate}`,
      productId: orderItems.productId,
      name: orderItems.name,
      unit: orderItems.unit,
      quantity: sumOf(orderItems.quantity),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        between(orders.deliveryDate, from, to),
        notInArray(orders.status, [...NOT_DELIVERED]),
        exists(
          sql`(select 1 from ${subscriptionDeliveries} where ${subscriptionDeliveries.orderId} = ${orders.id})`,
        ),
      ),
    )
    .groupBy(orders.deliveryDate, orderItems.productId, orderItems.name, orderItems.unit)
    .orderBy(orders.deliveryDate, orderItems.name);
}

/** Skipped days and pauses that begin on a day of the range, however they were made. */
export async function skipsAndPauses(db: DbOrTx, from: string, to: string) {
  const rows = await db
    .select({ kind: subscriptionChanges.kind, n: countOf(subscriptionChanges.id) })
    .from(subscriptionChanges)
    .where(
      and(between(subscriptionChanges.day, from, to), sql`${subscriptionChanges.kind} in ('SKIP', 'PAUSE')`),
    )
    .groupBy(subscriptionChanges.kind);
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.n ?? 0;
  return { skips: of('SKIP'), pauses: of('PAUSE') };
}

/** Every wallet holding money now, the largest first. */
export async function walletsHolding(db: DbOrTx) {
  return db
    .select({
      customerId: walletAccounts.customerId,
      name: customers.name,
      mobileNumber: customers.mobileNumber,
      balancePaise: walletAccounts.balance,
    })
    .from(walletAccounts)
    .innerJoin(customers, eq(customers.id, walletAccounts.customerId))
    .where(gt(walletAccounts.balance, 0))
    .orderBy(desc(walletAccounts.balance), walletAccounts.customerId);
}

/** Names and numbers of these customers. */
export async function customerNames(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; mobileNumber: string }>();
  const rows = await db
    .select({ id: customers.id, name: customers.name, mobileNumber: customers.mobileNumber })
    .from(customers)
    .where(sql`${customers.id} in ${ids}`);
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}
