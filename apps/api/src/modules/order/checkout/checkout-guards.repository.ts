import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.js';
import { preparedStatement } from '../../../db/prepared-statement.js';
import { customers } from '../../customer/customer.table.js';
import { idempotencyKeys, orders } from '../order.table.js';

/**
 * Orders still on their way: placed and neither delivered, cancelled nor returned, and online
 * orders holding their stock while they wait for a payment.
 */
export const OPEN_ORDER_STATUSES = ['PENDING_PAYMENT', 'PLACED', 'CONFIRMED', 'PACKED', 'SHIPPED'] as const;

/**
 * Locks the customer's row until the checkout's transaction ends, so that two checkouts of one
 * customer take turns: the second counts the first's order. FOR NO KEY UPDATE, like the cart's
 * lock (`lockCustomer`): the order's insert takes a key-share lock on the same row, which this
 * does not block. Taken before the products' locks, in the cart's order: customer, then products.
 */
export async function lockCustomerForCheckout(tx: Tx, customerId: number) {
  const [row] = await lockCustomer(tx, { customerId });
  return row && { mobileVerified: row.mobile_verified };
}

/**
 * Its own statement after the lock: one that waited for another checkout's lock counts that
 * checkout's order only with a snapshot taken after the wait.
 */
export async function countOpenOrders(tx: Tx, customerId: number): Promise<number> {
  const [row] = await openOrders(tx, { customerId });
  return Number(row?.count ?? 0);
}

// Sent on every checkout: prepared once (db/prepared-statement.ts).
const lockCustomer = preparedStatement<{ mobile_verified: boolean }>('checkout_lock_customer', (db) =>
  db
    .select({ mobileVerified: customers.mobileVerified })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('customerId')))
    .for('no key update'),
);

const openOrders = preparedStatement<{ count: number | string }>('checkout_open_orders', (db) =>
  db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, sql.placeholder('customerId')),
        inArray(orders.status, [...OPEN_ORDER_STATUSES]),
      ),
    ),
);

/** Whether a checkout was already sent with this key (a retry, answered from what it stored). */
export async function isKnownCheckoutKey(db: DbOrTx, customerId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row !== undefined;
}
