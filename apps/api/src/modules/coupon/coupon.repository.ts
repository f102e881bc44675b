import type { Coupon, CouponListQuery } from '@farm/contract';
import { and, count, desc, eq, getTableColumns, like, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { periodConditions, periodStatus } from '../../db/period-status.js';
import { iso } from '../../lib/dates.js';
import { escapeLike } from '../../lib/like.js';
import { offsetOf } from '../../lib/paging.js';
import { missingTranslation } from '../../lib/translations.js';
import { orders } from '../order/order.table.js';
import { coupons } from './coupon.table.js';

const statusConditions = periodConditions(coupons);
const status = periodStatus(coupons);

/** An order uses its coupon until it is cancelled. */
const usesIt = (couponId: SQL | number) => and(eq(orders.couponId, couponId), ne(orders.status, 'CANCELLED'));

const usedCount = sql<number>`(select count(*)::int from ${orders} where ${usesIt(sql`${coupons.id}`)})`;

const couponColumns = { ...getTableColumns(coupons), status, usedCount };
type CouponRow = typeof coupons.$inferSelect & { status: Coupon['status']; usedCount: number };

function toCoupon(row: CouponRow): Coupon {
  return {
    ...row,
    usedCount: Number(row.usedCount),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Newest first; by status and code prefix when asked. */
export async function listCoupons(db: DbOrTx, query: CouponListQuery) {
  const where = and(
    query.status ? statusConditions[query.status] : undefined,
    query.code ? like(coupons.code, `${escapeLike(query.code.toUpperCase())}%`) : undefined,
    query.missing
      ? missingTranslation(coupons.translations, { description: coupons.description }, query.missing)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(couponColumns)
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.id))
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { items: rows.map(toCoupon), total: total?.n ?? 0 };
}

export async function findCoupon(db: DbOrTx, id: number) {
  const [row] = await db.select(couponColumns).from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ? toCoupon(row) : undefined;
}

/**
 * The coupon with this code, for pricing an order; `lock` (inside the checkout) holds its row until
 * the order is written, so two orders cannot both take its last use.
 */
export async function findCouponByCode(db: DbOrTx, code: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ ...getTableColumns(coupons), status })
    .from(coupons)
    .where(eq(coupons.code, code))
    .limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}
export type CouponTerms = NonNullable<Awaited<ReturnType<typeof findCouponByCode>>>;

/** How many orders use the coupon: all of them, and this customer's (0 for no customer). */
export async function countCouponUses(db: DbOrTx, couponId: number, customerId: number | null) {
  const mine =
    customerId === null ? sql`0` : sql`count(*) filter (where ${orders.customerId} = ${customerId})`;
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, byCustomer: sql<number>`(${mine})::int` })
    .from(orders)
    .where(usesIt(couponId));
  return { total: Number(row?.total ?? 0), byCustomer: Number(row?.byCustomer ?? 0) };
}

export async function insertCoupon(db: DbOrTx, values: typeof coupons.$inferInsert) {
  const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateCoupon(db: DbOrTx, id: number, values: Partial<typeof coupons.$inferInsert>) {
  const [row] = await db
    .update(coupons)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning({ id: coupons.id });
  return row?.id;
}

export async function deleteCouponRow(db: DbOrTx, id: number) {
  const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length > 0;
}
