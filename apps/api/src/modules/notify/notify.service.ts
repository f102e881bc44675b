import { MAX_WAITING_NOTIFY_REQUESTS, type NotifyProductQuery, type PageQuery } from '@farm/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { customerExists, lockCustomer } from '../customer/index.js';
import { findShelfProduct } from '../product/index.js';
import { getShopSettings } from '../settings/index.js';
import {
  countWaitingRequests,
  deleteWaitingRequest,
  findCustomerRequests,
  hasWaitingRequest,
  insertNotifyRequest,
  markWaitingNotified,
} from './notify.repository.js';
import { findRequestedProducts, findRequestsForProduct } from './notify-staff.repository.js';

/** Whatever can deliver a text message (app.sms in the app, a fake in tests). */
export type TextSender = { send(to: string, body: string): Promise<void> };

/**
 * What back-in-stock messages need: a sender, and the shop's public address (SITE_URL), because a
 * text message's link must be absolute to open (security issue 13.12).
 */
export type StockAlerts = { sms: TextSender; siteUrl: string };

export const notifyToast = (productName: string) => `We will notify you when ${productName} is back in stock`;

/**
 * "Notify me" on an out-of-stock product: answers the toast text. Asking again while waiting
 * changes nothing and answers the same text.
 */
export async function requestNotify(db: Db, customerId: number, productId: number): Promise<string> {
  const name = await db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) throw notFound('Customer');
    const product = await findShelfProduct(tx, productId);
    if (!product?.onSale) throw notFound('Product');
    if (product.stock > 0) {
      throw conflict('IN_STOCK', `${product.name} is in stock: you can add it to your cart now`);
    }
    if (await hasWaitingRequest(tx, customerId, productId)) return product.name;
    if ((await countWaitingRequests(tx, customerId)) >= MAX_WAITING_NOTIFY_REQUESTS) {
      throw conflict(
        'TOO_MANY_NOTIFY_REQUESTS',
        `You can wait for at most ${MAX_WAITING_NOTIFY_REQUESTS} products at once`,
      );
    }
    await insertNotifyRequest(tx, customerId, productId);
    return product.name;
  });
  return notifyToast(name);
}

/**
 * Undoes "Notify me": the customer no longer waits for the product. Withdrawing a request that is
 * not there (already withdrawn, or already told) changes nothing and answers the same text.
 */
export async function withdrawNotify(db: Db, customerId: number, productId: number): Promise<string> {
  const product = await findShelfProduct(db, productId);
  if (!product) throw notFound('Product');
  await deleteWaitingRequest(db, customerId, productId);
  return `We won't text you about ${product.name}`;
}

export async function listNotifyRequestPage(db: DbOrTx, customerId: number, query: PageQuery) {
  if (!(await customerExists(db, customerId))) throw notFound('Customer');
  const { items, total } = await findCustomerRequests(db, customerId, pageOf(query));
  return { items, page: pageInfo(query, total) };
}

/** Staff: who waits for the product (or, with `status=notified`, who was told). */
export async function listProductRequestPage(db: DbOrTx, productId: number, query: NotifyProductQuery) {
  if (!(await findShelfProduct(db, productId))) throw notFound('Product');
  const { items, total } = await findRequestsForProduct(db, productId, query.status, pageOf(query));
  return { items, page: pageInfo(query, total) };
}

/** Staff: the products customers asked about, most awaited first. */
export async function listRequestedProductPage(db: DbOrTx, query: PageQuery) {
  const { items, total } = await findRequestedProducts(db, pageOf(query));
  return { items, page: pageInfo(query, total) };
}

/**
 * For a product that is on sale and in stock again: marks every waiting request notified, then
 * (after that write, never before) sends each customer one SMS. Answers how many messages were
 * handed to the sender; a second call finds nobody waiting and sends nothing.
 */
export async function notifyWaitingCustomers(
  db: DbOrTx,
  { sms, siteUrl }: StockAlerts,
  productId: number,
): Promise<number> {
  const product = await findShelfProduct(db, productId);
  if (!product?.onSale || product.stock <= 0) return 0;
  const { farmName } = await getShopSettings(db);
  const claimed = await markWaitingNotified(db, productId);
  const body = backInStockMessage(product, farmName, siteUrl);
  const told = new Set<number>();
  for (const customer of claimed) {
    if (!customer.active || told.has(customer.customerId)) continue;
    told.add(customer.customerId);
    try {
      await sms.send(customer.mobileNumber, body);
    } catch {
      // One undeliverable number must not keep the others from hearing; app.sms records failures.
      told.delete(customer.customerId);
    }
  }
  return told.size;
}

export function backInStockMessage(
  product: { name: string; productCode: string },
  farmName: string,
  siteUrl: string,
) {
  const link = `${siteUrl}/productDetailsPage?productCode=${encodeURIComponent(product.productCode)}`;
  return `Good news! ${product.name} is back in stock at ${farmName}. Order now: ${link}`;
}

function pageOf(query: PageQuery) {
  return { limit: query.size, offset: offsetOf(query) };
}
