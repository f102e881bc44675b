import type { CustomerDataExport, OrderMessageEvent } from '@farm/contract';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { addresses } from '../address/address.table.js';
import { cartItems } from '../cart/cart.table.js';
import { shownBody } from '../notification/index.js';
import { customerMessages, messagePreferences } from '../notification/notification.table.js';
import { orderItems, orders } from '../order/order.table.js';
import { products } from '../product/product.table.js';
import { reviews } from '../review/review.table.js';
import { stockAlertRequests } from '../stock-alert/stock-alert.table.js';
import { wishlistItems } from '../wishlist/wishlist.table.js';
import type { CustomerRow } from './customer.repository.js';

type Export = CustomerDataExport;

/**
 * Everything kept about one customer, read straight from the tables (reads across modules are
 * allowed: decision 0022), newest first. Only what the customer gave or did: no staff names, notes
 * on status changes, moderation flags or staff replies.
 */
export async function readCustomerData(db: DbOrTx, customer: CustomerRow): Promise<Export> {
  const id = customer.id;
  const [addressRows, orderList, reviewRows, wishRows, cartRows, notifyRows, prefRows, messageRows] =
    await Promise.all([
      db.select().from(addresses).where(eq(addresses.customerId, id)).orderBy(asc(addresses.id)),
      readOrders(db, id),
      db
        .select({
          id: reviews.id,
          productId: reviews.productId,
          productName: products.name,
          rating: reviews.rating,
          title: reviews.title,
          comment: reviews.comment,
          verifiedPurchase: reviews.verifiedPurchase,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.customerId, id))
        .orderBy(desc(reviews.createdAt), desc(reviews.id)),
      db
        .select({
          productId: wishlistItems.productId,
          productCode: products.productCode,
          name: products.name,
          addedAt: wishlistItems.addedAt,
        })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(eq(wishlistItems.customerId, id))

        .orderBy(desc(wishlistItems.addedAt)),
      db
        .select({
          productId: cartItems.productId,
          productCode: products.productCode,
          name: products.name,
          quantity: cartItems.quantity,
          addedAt: cartItems.addedAt,
        })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.customerId, id))
        .orderBy(desc(cartItems.addedAt)),
      db
        .select({
          productId: stockAlertRequests.productId,
          productCode: products.productCode,
          name: products.name,
          status: stockAlertRequests.status,
          createdAt: stockAlertRequests.createdAt,
          notifiedAt: stockAlertRequests.notifiedAt,
        })
        .from(stockAlertRequests)
        .innerJoin(products, eq(products.id, stockAlertRequests.productId))
        .where(eq(stockAlertRequests.customerId, id))
        .orderBy(desc(stockAlertRequests.createdAt), desc(stockAlertRequests.id)),
      db.select().from(messagePreferences).where(eq(messagePreferences.customerId, id)),
      db
        .select({
          orderId: orders.id,
          // Messages about an order carry its events (back in stock and codes are about no order).
          event: sql<OrderMessageEvent>`${customerMessages.event}`,
          channel: customerMessages.channel,
          templateKey: customerMessages.templateKey,
          values: customerMessages.values,
          language: customerMessages.language,
          body: customerMessages.body,
          createdAt: customerMessages.createdAt,
          sentAt: customerMessages.sentAt,
        })
        .from(customerMessages)
        .innerJoin(orders, eq(orders.id, customerMessages.orderId))
        .where(eq(orders.customerId, id))
        .orderBy(desc(customerMessages.id)),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id,
      name: customer.name,
      mobileNumber: customer.mobileNumber,
      email: customer.email,
      mobileVerified: customer.mobileVerified,
      createdAt: iso(customer.createdAt),
      closedAt: iso(customer.closedAt),
    },
    addresses: addressRows.map(({ createdAt, updatedAt, ...a }) => ({
      ...a,
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    })),
    orders: orderList,
    reviews: reviewRows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    wishlist: wishRows.map((w) => ({ ...w, addedAt: iso(w.addedAt) })),
    cart: cartRows.map((c) => ({ ...c, addedAt: iso(c.addedAt) })),
    notifyRequests: notifyRows.map((n) => ({
      ...n,
      createdAt: iso(n.createdAt),
      notifiedAt: iso(n.notifiedAt),
    })),
    messagePreferences: prefRows[0]
      ? {
          whatsapp: prefRows[0].whatsapp,
          orderUpdates: prefRows[0].orderUpdates,
          eveningReminders: prefRows[0].eveningReminders,
          updatedAt: iso(prefRows[0].updatedAt),
        }
      : null,
    messages: messageRows.map(({ templateKey, values, language, body, ...m }) => ({
      ...m,
      // Rendered from its key and values (issue 31): the row keeps no text.
      body: shownBody({ templateKey, values, language, channel: m.channel, body }),
      createdAt: iso(m.createdAt),
      sentAt: iso(m.sentAt),
    })),
  };
}

/** The customer's orders with their lines: two queries however many orders. */
async function readOrders(db: DbOrTx, customerId: number): Promise<Export['orders']> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((o) => {
    const a = o.shippingAddress;
    return {
      id: o.id,
      createdAt: iso(o.createdAt),
      status: o.status,
      paymentMethod: o.paymentMethod,
      items: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          productId: l.productId,
          productCode: l.productCode,
          name: l.name,
          unit: l.unit,
          unitPrice: l.unitPrice,
          unitDiscount: l.unitDiscount,
          offerTitle: l.offerTitle,
          translations: l.translations,
          quantity: l.quantity,
          lineTotal: l.lineTotal,
          returnedQuantity: l.returnedQuantity,
        })),
      subtotal: o.subtotal,
      discountTotal: o.discountTotal,
      deliveryFee: o.deliveryFee,
      total: o.total,
      shippingAddress: {
        name: a.name,
        mobileNumber: a.mobileNumber,
        line1: a.line1,
        line2: a.line2 ?? null,
        landmark: a.landmark ?? null,
        city: a.city,
        state: a.state,
        pincode: a.pincode,
      },
      note: o.note,
    };
  });
}
