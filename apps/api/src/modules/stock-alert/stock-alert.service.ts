import { MAX_WAITING_NOTIFY_REQUESTS, type NotifyProductQuery, type PageQuery } from '@farm/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { customerExists, lockCustomer } from '../customer/index.js';
import { fitted, queueCustomerMessage } from '../notification/index.js';
import { findShelfProduct } from '../product/index.js';
import { getShopSettings } from '../settings/index.js';
import {
  countWaitingRequests,
  deleteWaitingRequest,
  findCustomerRequests,
  findTamilName,
  hasWaitingRequest,
  insertStockAlertRequest,
  markWaitingNotified,
} from './stock-alert.repository.js';
import { findRequestedProducts, findRequestsForProduct } from './stock-alert-staff.repository.js';

/**
 * What back-in-stock messages need: the shop's public address (SITE_URL), because a text message's
 * link must be absolute to open (security issue 13.12), and it is the part of the template each shop
 * registers with DLT (decision 0046).
 */
export type StockAlerts = { siteUrl: string };

export const stockAlertToast = (productName: string) =>
  `We will notify you when ${productName} is back in stock`;

/**
 * "Notify me" on an out-of-stock product: answers the toast text. Asking again while waiting
 * changes nothing and answers the same text.
 */
export async function requestStockAlert(db: Db, customerId: number, productId: number): Promise<string> {
  const name = await db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) throw notFound('Customer');
    const product = await findShelfProduct(tx, productId);
    if (!product?.onSale) throw notFound('Product');
    if (product.stock > 0) {
      throw conflict('IN_STOCK', `${product.name} is in stock: you can add it to your cart now`).worded(
        { name: product.name },
        'NAME_STOCK_CAN_ADD_CART',
      );
    }
    if (await hasWaitingRequest(tx, customerId, productId)) return product.name;
    if ((await countWaitingRequests(tx, customerId)) >= MAX_WAITING_NOTIFY_REQUESTS) {
      throw conflict(
        'TOO_MANY_NOTIFY_REQUESTS',
        `You can wait for at most ${MAX_WAITING_NOTIFY_REQUESTS} products at once`,
      ).worded({ MAX_WAITING_NOTIFY_REQUESTS }, 'CAN_WAIT_MOST_MAX_WAITING');
    }
    await insertStockAlertRequest(tx, customerId, productId);
    return product.name;
  });
  return stockAlertToast(name);
}

/**
 * Undoes "Notify me": the customer no longer waits for the product. Withdrawing a request that is
 * not there (already withdrawn, or already told) changes nothing and answers the same text.
 */
export async function withdrawStockAlert(db: Db, customerId: number, productId: number): Promise<string> {
  const product = await findShelfProduct(db, productId);
  if (!product) throw notFound('Product');
  await deleteWaitingRequest(db, customerId, productId);
  return `We won't text you about ${product.name}`;
}

export async function listStockAlertPage(db: DbOrTx, customerId: number, query: PageQuery) {
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
 * For a product that is on sale and in stock again: marks every waiting request notified and writes
 * each customer's SMS to the outbox, in one transaction (a savepoint inside the caller's, which
 * should be the one that raised the stock): a crash after the commit still sends them (the sending
 * job does), a rollback leaves the requests waiting and no message. Answers how many messages were
 * written; a second call finds nobody waiting and writes nothing.
 */
export async function notifyWaitingCustomers(
  db: DbOrTx,
  { siteUrl }: StockAlerts,
  productId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const product = await findShelfProduct(tx, productId);
    if (!product?.onSale || product.stock <= 0) return 0;
    const { farmName } = await getShopSettings(tx);
    const tamilName = await findTamilName(tx, productId);
    const claimed = await markWaitingNotified(tx, productId);
    const told = new Set<number>();
    for (const request of claimed) {
      if (!request.active || told.has(request.customerId)) continue;
      told.add(request.customerId);
      await queueCustomerMessage(tx, {
        event: 'backInStock',
        subject: `notify-${request.requestId}`,
        to: request.mobileNumber,
        templateKey: 'backInStock',
        values: backInStockValues({ ...product, tamilName }, farmName, siteUrl),
        language: request.locale,
      });
    }
    return told.size;
  });
}

/**
 * The back-in-stock template's values. DLT lets a variable hold 30 characters: a longer product or
 * shop name is cut at the last whole word that fits (the link's product code names it exactly).
 */
export function backInStockValues(
  product: { name: string; productCode: string; tamilName?: string | undefined },
  farmName: string,
  siteUrl: string,
) {
  return {
    product: fitted(product.name),
    // The Tamil notice's name, when staff gave one: it stands for `product` in Tamil (valuesIn).
    ...(product.tamilName ? { 'product:ta': fitted(product.tamilName) } : {}),
    shop: fitted(farmName),
    code: encodeURIComponent(product.productCode),
    site: siteUrl,
  };
}

function pageOf(query: PageQuery) {
  return { limit: query.size, offset: offsetOf(query) };
}
