import type { PaymentStatus, TimelineNote } from '@farm/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { customers } from '../customer/customer.table.js';
import { invoices } from '../invoice/invoice.table.js';
import { orderPayments, paymentAttempts, paymentRefunds } from '../payment/payment.table.js';
import { orderEvents, orderItems, orders } from './order.table.js';

const customerForOrder = {
  id: customers.id,
  name: customers.name,
  mobileNumber: customers.mobileNumber,
  active: customers.active,
};

/** The customer an order is for: who they are, and whether they may still order. */
export async function findCustomerForOrder(db: DbOrTx, id: number) {
  const [row] = await db.select(customerForOrder).from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/** A timeline entry: `note` is only what a person typed; what the shop says goes in `systemNote`. */
export type OrderEventInsert = Omit<typeof orderEvents.$inferInsert, 'noteKind' | 'noteValues'> & {
  systemNote?: TimelineNote | null;
};

export async function insertOrderEvent(tx: Tx, { systemNote, ...row }: OrderEventInsert) {
  await tx
    .insert(orderEvents)
    .values({ ...row, noteKind: systemNote?.kind ?? null, noteValues: systemNote?.values ?? null });
}

/** The order row, locked until the transaction ends (two status changes never interleave). */
export async function lockOrder(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      customerId: orders.customerId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      total: orders.total,
      createdAt: orders.createdAt,
      deliveryAreaId: orders.deliveryAreaId,
      deliverySlotId: orders.deliverySlotId,
      deliveryDate: orders.deliveryDate,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row;
}

export async function findOrderLines(tx: Tx, orderId: number) {
  return tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
}

export async function updateOrderStatus(tx: Tx, id: number, status: (typeof orders.$inferSelect)['status']) {
  await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id));
}

/**
 * Items, timeline, messages and route stop go with it (ON DELETE CASCADE); payments, payment
 * attempts, refunds and invoices refuse it (RESTRICT): the service asks `moneyRecordsOf` first.
 */
export async function deleteOrderRow(tx: Tx, id: number) {
  await tx.delete(orders).where(eq(orders.id, id));
}

/**
 * The money and papers an order holds, in one statement: payments recorded (cash collected, paid
 * online, refunded), attempts to pay online, refunds, invoices and credit notes.
 */
export async function moneyRecordsOf(tx: Tx, id: number) {
  const has = (
    table: typeof orderPayments | typeof paymentAttempts | typeof paymentRefunds | typeof invoices,
  ) => sql<boolean>`exists (select 1 from ${table} where ${table.orderId} = ${id})`.mapWith(Boolean);
  const [row] = await tx
    .select({
      payments: has(orderPayments),
      paymentAttempts: has(paymentAttempts),
      refunds: has(paymentRefunds),
      invoices: has(invoices),
    })
    .from(sql`(select 1) as one`);
  return row ?? { payments: false, paymentAttempts: false, refunds: false, invoices: false };
}

/** Puts a closed order away from the staff's list, or back (`archived` false). */
export async function setOrderArchived(tx: Tx, id: number, archived: boolean) {
  await tx
    .update(orders)
    .set({ archivedAt: archived ? sql`now()` : null, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/**
 * Counts units of the order's lines as put back in stock: of each product, `quantity` (null: all
 * that is left), never more than the line sold less what went back before. One statement; the
 * caller holds the order's lock (every way stock goes back takes it first) and the table's check
 * refuses a line restocked beyond its quantity whatever happens. A line whose last unit goes back
 * gets its `restocked_at`. Answers what went back of each line (lines with nothing left are left out).
 */
export async function countUnitsPutBack(
  tx: Tx,
  orderId: number,
  wanted: readonly { productId: number; quantity: number | null }[],
) {
  if (wanted.length === 0) return [];
  const values = sql.join(
    wanted.map((w) => sql`(${w.productId}::int, ${w.quantity}::int)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    update ${orderItems} as oi
    set restocked_quantity = oi.restocked_quantity + d.put_back,
      restocked_at = case when oi.restocked_quantity + d.put_back = oi.quantity
        then coalesce(oi.restocked_at, now()) else oi.restocked_at end
    from (
      select l.id, least(coalesce(w.quantity, l.quantity), l.quantity - l.restocked_quantity) as put_back
      from ${orderItems} as l
      join (values ${values}) as w(product_id, quantity) on w.product_id = l.product_id
      where l.order_id = ${orderId}::int) as d
    where oi.id = d.id and d.put_back > 0
    returning oi.product_id, d.put_back, oi.name`);
  const rows = (
    result as unknown as { rows: { product_id: number; put_back: number | string; name: string }[] }
  ).rows;
  return rows
    .map((r) => ({ productId: Number(r.product_id), quantity: Number(r.put_back), name: r.name }))
    .sort((a, b) => a.productId - b.productId);
}

/**
 * Counts `quantity` more units of the order's line as returned, only while that keeps it at or under
 * what was sold: answers the line, or nothing when there is no such line or too few units are left.
 */
export async function addReturnedUnits(tx: Tx, orderId: number, productId: number, quantity: number) {
  const [row] = await tx
    .update(orderItems)
    .set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${quantity}` })
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.productId, productId),
        sql`${orderItems.returnedQuantity} + ${quantity} <= ${orderItems.quantity}`,
      ),
    )
    .returning({
      name: orderItems.name,
      quantity: orderItems.quantity,
      returned: orderItems.returnedQuantity,
    });
  return row;
}

/** What is left to return of one line of the order (undefined: no such line). */
export async function unitsLeftToReturn(tx: Tx, orderId: number, productId: number) {
  const [row] = await tx
    .select({ left: sql<number>`${orderItems.quantity} - ${orderItems.returnedQuantity}` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)));
  return row ? Number(row.left) : undefined;
}

export async function orderHasLine(tx: Tx, orderId: number, productId: number) {
  const [row] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The update that moves the order's payment to `status`: the payment module runs it in one
 * statement with the row that records the change (payment/payment-record.repository.ts).
 */
export function paymentStatusUpdate(tx: Tx, orderId: number, status: PaymentStatus): SQL {
  return tx
    .update(orders)
    .set({ paymentStatus: status, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .getSQL();
}
