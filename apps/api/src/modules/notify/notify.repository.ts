import type { NotifyRequest } from '@farm/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { customers } from '../customer/customer.table.js';
import { products } from '../product/product.table.js';
import { notifyRequests } from './notify.table.js';

type Page = { limit: number; offset: number };

const waiting = (customerId: number) =>
  and(eq(notifyRequests.customerId, customerId), eq(notifyRequests.status, 'waiting'));

export async function hasWaitingRequest(db: DbOrTx, customerId: number, productId: number) {
  const [row] = await db
    .select({ id: notifyRequests.id })
    .from(notifyRequests)
    .where(and(waiting(customerId), eq(notifyRequests.productId, productId)))
    .limit(1);
  return row !== undefined;
}

export async function countWaitingRequests(db: DbOrTx, customerId: number) {
  const [row] = await db.select({ n: count() }).from(notifyRequests).where(waiting(customerId));
  return row?.n ?? 0;
}

/** A second waiting request for the same product is a no-op (partial unique index). */
export async function insertNotifyRequest(db: DbOrTx, customerId: number, productId: number) {
  await db.insert(notifyRequests).values({ customerId, productId }).onConflictDoNothing();
}

/** Removes the customer's waiting request for the product (told ones stay: they are history). */
export async function deleteWaitingRequest(db: DbOrTx, customerId: number, productId: number) {
  await db.delete(notifyRequests).where(and(waiting(customerId), eq(notifyRequests.productId, productId)));
}

/** The customer's requests, newest first, with the product's name, code and picture. */
export async function findCustomerRequests(db: DbOrTx, customerId: number, page: Page) {
  const where = eq(notifyRequests.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: notifyRequests.id,
        productId: notifyRequests.productId,
        productCode: products.productCode,
        name: products.name,
        imageUrls: products.imageUrls,
        status: notifyRequests.status,
        createdAt: notifyRequests.createdAt,
        notifiedAt: notifyRequests.notifiedAt,
      })
      .from(notifyRequests)
      .innerJoin(products, eq(products.id, notifyRequests.productId))
      .where(where)
      .orderBy(desc(notifyRequests.createdAt), desc(notifyRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(notifyRequests).where(where),
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
    .update(notifyRequests)
    .set({ status: 'notified', notifiedAt: sql`now()` })
    .from(customers)
    .where(
      and(
        eq(notifyRequests.customerId, customers.id),
        eq(notifyRequests.productId, productId),
        eq(notifyRequests.status, 'waiting'),
        isNull(customers.closedAt),
      ),
    )
    .returning({
      requestId: notifyRequests.id,
      customerId: customers.id,
      mobileNumber: customers.mobileNumber,
      active: customers.active,
    });
}
