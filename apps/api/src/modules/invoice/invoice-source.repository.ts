import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderItems, orders } from '../order/order.table.js';
import { products } from '../product/product.table.js';

/**
 * What an order's invoice is made of, read straight from the order's tables (a read join: the
 * order module calls the invoice module, never the other way round): the buyer and where the goods
 * go (the delivery address), each line as it was sold with its product's HSN code now, the coupon and the delivery fee.
 */
export async function readInvoiceSource(db: DbOrTx, orderId: number) {
  const [order] = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      shippingAddress: orders.shippingAddress,
      couponDiscount: orders.couponDiscount,
      deliveryFee: orders.deliveryFee,
      total: orders.total,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  const lines = await db
    .select({
      productId: orderItems.productId,
      name: orderItems.name,
      unit: orderItems.unit,
      quantity: orderItems.quantity,
      lineTotal: orderItems.lineTotal,
      hsnCode: products.hsnCode,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { ...order, lines };
}
export type InvoiceSource = NonNullable<Awaited<ReturnType<typeof readInvoiceSource>>>;

/** Whose order it is (undefined: no such order). */
export async function findOrderOwner(db: DbOrTx, orderId: number): Promise<number | undefined> {
  const [row] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  return row?.customerId;
}
