import type { NotifyRequest } from '@farm/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { customers } from '../customer/customer.table.js';
import { products } from '../product/product.table.js';
import { stockAlertRequests } from './stock-alert.table.js';

type Page = { limit: number; offset: number };

const waiting = (customerId: number) =>
  and(eq(stockAlertRequests.customerId, customerId), eq(stockAlertRequests.status, 'waiting'));

export async function hasWaitingRequest(db: DbOrTx, customerId: number, productId: number) {
  const [row] = await db
    .select({ id: stockAlertRequests.id })
    .from(stockAlertRequests)
    .where(and(waiting(customerId), eq(stockAlertRequests.productId, productId)))
    .limit(1);
  return row !== undefined;
}

export async function countWaitingRequests(db: DbOrTx, customerId: number) {
  const [row] = await db.select({ n: count() }).from(stockAlertRequests).where(waiting(customerId));
  return row?.n ?? 0;
}

/** A second waiting request for the same product is a no-op (partial unique index). */
export async function insertStockAlertRequest(db: DbOrTx, customerId: number, productId: number) {
  await db.insert(stockAlertRequests).values({ customerId, productId }).onConflictDoNothing();
}

/** Removes the customer's waiting request for the product (told ones stay: they are history). */
export async function deleteWaitingRequest(db: DbOrTx, customerId: number, productId: number) {
  await db
    .delete(stockAlertRequests)
    .where(and(waiting(customerId), eq(stockAlertRequests.productId, productId)));
}

/** A product's Tamil name (staff's translation), if it has one: a Tamil notice names it so. */
export async function findTamilName(db: DbOrTx, productId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ translations: products.translations })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row?.translations?.ta?.name?.trim() || undefined;
}

/** The customer's requests, newest first, with the product's name, code and picture. */
export async function findCustomerRequests(db: DbOrTx, customerId: number, page: Page) {
  const where = eq(stockAlertRequests.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: stockAlertRequests.id,
        productId: stockAlertRequests.productId,
        productCode: products.productCode,
        name: products.name,
        imageUrls: products.imageUrls,
        status: stockAlertRequests.status,
        createdAt: stockAlertRequests.createdAt,
        notifiedAt: stockAlertRequests.notifiedAt,
      })
      .from(stockAlertRequests)
      .innerJoin(products, eq(products.id, stockAlertRequests.productId))
      .where(where)
      .orderBy(desc(stockAlertRequests.createdAt), desc(stockAlertRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(stockAlertRequests).where(where),
  ]);
  const items: NotifyRequest[] = rows.map(({ imageUrls, createdAt, notifiedAt, ...row }) => ({
    ...row,
    imageUrl: imageUrls[0] ?? null,
    createdAt: iso(createdAt),
    notifiedAt: iso(notifiedAt),
  }));
  return { items, total: total?.n ?? 0 };
}

/**
 * Marks every waiting request for the product notified, in one statement, and answers whom to
 * tell. Two parallel calls cannot both claim a request: the second finds it no longer waiting.
 * A customer who closed their account gets no marketing: their requests keep waiting (decision 0024).
 */
export async function markWaitingNotified(db: DbOrTx, productId: number) {
  return db
    .update(stockAlertRequests)
    .set({ status: 'notified', notifiedAt: sql`now()` })
    .from(customers)
    .where(
      and(
        eq(stockAlertRequests.customerId, customers.id),
        eq(stockAlertRequests.productId, productId),
        eq(stockAlertRequests.status, 'waiting'),
        isNull(customers.closedAt),
      ),
    )
    .returning({
      requestId: stockAlertRequests.id,
      customerId: customers.id,
      mobileNumber: customers.mobileNumber,
      active: customers.active,
      locale: customers.locale,
    });
}
