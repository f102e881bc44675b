import type { NotifyProductSummary, NotifyStatus, NotifyWaiting } from '@farm/contract';
import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { customers } from '../customer/customer.table.js';
import { products } from '../product/product.table.js';
import { stockAlertRequests } from './stock-alert.table.js';

type Page = { limit: number; offset: number };

/**
 * The customers who asked about the product (staff): those waiting oldest request first (first
 * asked, first served), those already told most recently told first.
 */
export async function findRequestsForProduct(
  db: DbOrTx,
  productId: number,
  status: NotifyStatus,
  page: Page,
) {
  const where = and(eq(stockAlertRequests.productId, productId), eq(stockAlertRequests.status, status));
  const order =
    status === 'waiting'
      ? [asc(stockAlertRequests.createdAt), asc(stockAlertRequests.id)]
      : [desc(stockAlertRequests.notifiedAt), desc(stockAlertRequests.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: stockAlertRequests.id,
        customerId: stockAlertRequests.customerId,
        customerName: customers.name,
        mobileNumber: customers.mobileNumber,
        status: stockAlertRequests.status,
        createdAt: stockAlertRequests.createdAt,
        notifiedAt: stockAlertRequests.notifiedAt,
      })
      .from(stockAlertRequests)
      .innerJoin(customers, eq(customers.id, stockAlertRequests.customerId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(stockAlertRequests).where(where),
  ]);
  const items: NotifyWaiting[] = rows.map((row) => ({
    ...row,
    createdAt: iso(row.createdAt),
    notifiedAt: iso(row.notifiedAt),
  }));
  return { items, total: total?.n ?? 0 };
}

/**
 * Every product someone asked about, with how many still wait and how many were told: one
 * grouped statement over `notify_requests_product_idx`, most awaited first.
 */
export async function findRequestedProducts(db: DbOrTx, page: Page) {
  const waiting =
    sql<number>`(count(*) filter (where ${stockAlertRequests.status} = 'waiting'))::int`.mapWith(Number);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        productId: stockAlertRequests.productId,
        productCode: products.productCode,
        name: products.name,
        stock: products.stock,
        waiting,
        notified:
          sql<number>`(count(*) filter (where ${stockAlertRequests.status} = 'notified'))::int`.mapWith(
            Number,
          ),
        lastRequestAt: max(stockAlertRequests.createdAt),
      })
      .from(stockAlertRequests)
      .innerJoin(products, eq(products.id, stockAlertRequests.productId))
      .groupBy(stockAlertRequests.productId, products.id)
      .orderBy(desc(waiting), desc(max(stockAlertRequests.createdAt)), asc(stockAlertRequests.productId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(distinct ${stockAlertRequests.productId})::int`.mapWith(Number) })
      .from(stockAlertRequests),
  ]);
  const items: NotifyProductSummary[] = rows.map(({ lastRequestAt, ...row }) => ({
    ...row,
    lastRequestAt: iso(lastRequestAt ?? new Date(0)),
  }));
  return { items, total: total?.n ?? 0 };
}
