import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { orderItems, orders } from '../order/order.table.js';
import { products } from '../product/product.table.js';
import { bottleMovements, bottleProducts } from './bottle.table.js';

export async function listBottleProductIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ productId: bottleProducts.productId })
    .from(bottleProducts)
    .orderBy(asc(bottleProducts.productId));
  return rows.map((r) => r.productId);
}

export async function productExists(db: DbOrTx, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return row !== undefined;
}

export async function setBottleProduct(db: DbOrTx, productId: number, returnable: boolean): Promise<void> {
  if (returnable) await db.insert(bottleProducts).values({ productId }).onConflictDoNothing();
  else await db.delete(bottleProducts).where(eq(bottleProducts.productId, productId));
}

/** Bottles each order hands over: its units of products in returnable bottles (orders with none left out). */
export async function bottlesInOrders(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderItems.orderId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(bottleProducts, eq(bottleProducts.productId, orderItems.productId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((r) => [r.orderId, r.units]));
}

export async function customerOfOrder(db: DbOrTx, orderId: number): Promise<number | null> {
  const [row] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  return row?.customerId ?? null;
}

/** Records an order's bottles given, once (the partial unique index): answers whether it was new. */
export async function insertGiven(tx: Tx, given: { customerId: number; orderId: number; bottles: number }) {
  const rows = await tx
    .insert(bottleMovements)
    .values({ customerId: given.customerId, orderId: given.orderId, kind: 'GIVEN', change: given.bottles })
    .onConflictDoNothing()
    .returning({ id: bottleMovements.id });
  return rows.length > 0;
}

/** Empties counted at each of these orders' stops so far (positive). */
export async function collectedAtStops(
  db: DbOrTx,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: bottleMovements.orderId,
      collected: sql<number>`(-sum(${bottleMovements.change}))::int`,
    })
    .from(bottleMovements)
    .where(and(inArray(bottleMovements.orderId, [...orderIds]), eq(bottleMovements.kind, 'COLLECTED')))
    .groupBy(bottleMovements.orderId);
  return new Map(rows.flatMap((r) => (r.orderId === null ? [] : [[r.orderId, r.collected] as const])));
}

export async function insertCollected(
  tx: Tx,
  row: { customerId: number; orderId: number; change: number; staffUserId: number; staffName: string },
) {
  await tx.insert(bottleMovements).values({ ...row, kind: 'COLLECTED' });
}

/** Each customer's bottles: the sum of their ledger (customers with no movement answer 0). */
export async function balancesOf(db: DbOrTx, customerIds: readonly number[]): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({
      customerId: bottleMovements.customerId,
      balance: sql<number>`sum(${bottleMovements.change})::int`,
    })
    .from(bottleMovements)
    .where(inArray(bottleMovements.customerId, [...customerIds]))
    .groupBy(bottleMovements.customerId);
  return new Map(rows.map((r) => [r.customerId, r.balance]));
}

/** A customer's latest movements, newest first. */
export async function movementsOf(db: DbOrTx, customerId: number, limit: number) {
  return db
    .select({
      kind: bottleMovements.kind,
      change: bottleMovements.change,
      orderId: bottleMovements.orderId,
      createdAt: bottleMovements.createdAt,
    })
    .from(bottleMovements)
    .where(eq(bottleMovements.customerId, customerId))
    .orderBy(desc(bottleMovements.id))
    .limit(limit);
}
